import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { forEachShard, forgetShards } from '../../worker/db/shards';
import { sha256Hex } from '../../worker/db/booking';
import { replyToOf } from '../../worker/inbox/address';
import { sendPendingFnrh } from '../../worker/journey/fnrh';
import { get, ORIGIN, post, selfFetch, uniqueEmail, uniqueIp } from './api-support';
import { book, data, day, guestInput, bookingFixture, type BookingFixture } from './booking-support';
import { approveAtFake, notifyMercadoPago, notifyStripe, providerCalls, secretFor } from './online-pay-support';
import { mutate, newPerson, ok, type Person } from './team-support';

// Past one database (issue 46), the guest's side: a host on DB_SHARD_1, and everything a guest
// reaches by a link, a mail address or a provider's notification — which carry no host — finds
// that shard from the property id they carry (worker/db/guest-routes.ts), and writes nothing on
// DB_SHARD_0.

const count = async (db: D1Database, sql: string, ...values: unknown[]) => (await db.prepare(sql).bind(...values).first<number>('n')) ?? 0;
const tokenOf = (manageUrl: string) => new URL(manageUrl).pathname.split('/').pop()!;
const random = () => crypto.randomUUID().replace(/-/g, '');

/** Every table a guest's doings write for `hostId`, counted in `db`. */
async function guestRows(db: D1Database, hostId: string) {
  const tables = ['reservations', 'payments', 'payment_charges', 'payment_refunds', 'checkins', 'inbox_messages', 'mail_outbox', 'reservation_events'];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await count(db, `SELECT COUNT(*) AS n FROM ${table} WHERE host_id = ?`, hostId);
  return counts;
}

/** Connects the host's account at `provider` (on its shard) and makes it the property's. */
async function connect(host: Person, propertyId: number, provider: 'mercadopago' | 'stripe') {
  const secret = secretFor(provider);
  const webhookSecret = provider === 'stripe' ? `whsec_${random()}` : random();
  const { webhookUrl } = await ok<{ webhookUrl: string }>(mutate(host, 'host.paymentProviders.connect', { provider, secret, webhookSecret }));
  await ok(mutate(host, 'host.properties.update', { id: propertyId, paymentProvider: provider }));
  return { secret, webhookSecret, token: webhookUrl.split('/').at(-1)! };
}

/** Email Routing's message as the `email` handler gets it. */
function inbound(to: string, text: string) {
  const bytes = new TextEncoder().encode(['From: Ana <ana@example.com>', `To: ${to}`, 'Subject: Re: booking', `Message-ID: <shards-${random()}@example.com>`, 'Content-Type: text/plain; charset=utf-8', '', text].join('\r\n'));
  return { from: 'ana@example.com', to, raw: new Response(bytes).body!, rawSize: bytes.byteLength, rejected: null as string | null, setReject(reason: string) { this.rejected = reason; } };
}

describe('shards: a guest of a host on DB_SHARD_1', () => {
  let host: Person;
  let fixture: BookingFixture;
  let mp: Awaited<ReturnType<typeof connect>>;
  let booked: { code: string; manageUrl: string; totalCents: number };
  let token: string;
  const shard = () => env.DB_SHARD_1;

  beforeAll(async () => {
    host = await newPerson('shard-guest');
    await env.DB.prepare("INSERT INTO host_shards (host_id, binding) VALUES (?, 'DB_SHARD_1')").bind(host.id).run();
    forgetShards(host.id);
    const property = await ok<{ id: number }>(mutate(host, 'host.properties.create', { name: 'Pousada Shard', kind: 'inn', city: 'Paraty', country: 'BR' }));
    const roomType = await ok<{ id: number; unitIds: number[] }>(mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 2 }));
    await shard().prepare("UPDATE properties SET published = 1, contact_email = 'host@example.com', street = 'Rua 1', check_in_time = '14:00', currency = 'BRL' WHERE id = ?").bind(property.id).run();
    fixture = { hostId: host.id, propertyId: property.id, roomTypeId: roomType.id, unitIds: roomType.unitIds };
    mp = await connect(host, property.id, 'mercadopago');
    const answer = await book(guestInput(fixture, { payment: 'online', checkIn: day(40), checkOut: day(43) }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    booked = data(answer);
    token = tokenOf(booked.manageUrl);
  });

  it('the manage link carries the property, and the page opens from the shard', async () => {
    expect(fixture.propertyId).toBeGreaterThan(100_000_000);
    expect(token).toMatch(new RegExp(`^[A-Za-z0-9_-]{43}${fixture.propertyId}$`));
    const manage = await get('booking.manage', { token });
    expect(manage.status, JSON.stringify(manage.body)).toBe(200);
    expect(data(manage)).toMatchObject({ code: booked.code, status: 'pending', online: { provider: 'mercadopago', paid: false } });
    // A token whose property part names another property opens nothing (and never another stay).
    expect((await get('booking.manage', { token: `${token.slice(0, 43)}1` })).status).toBe(404);
  });

  it('Mercado Pago: the charge names the property, and its notification confirms the stay on DB_SHARD_1', async () => {
    const pix = (await providerCalls(mp)).find((call) => call.method === 'POST' && call.path === '/v1/payments')!;
    expect(pix.body.notification_url).toMatch(new RegExp(`/api/payments/mercadopago/${mp.token}\\?property=${fixture.propertyId}$`));
    const pixId = (await shard().prepare("SELECT provider_ref FROM payment_charges WHERE kind = 'pix' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(booked.code).first<{ provider_ref: string }>())!.provider_ref;
    await approveAtFake('/__sim/mercadopago/pay', { paymentId: pixId });
    // Without the property the notification is looked for on DB_SHARD_0, where this account is not.
    expect(await notifyMercadoPago(mp, pixId)).toMatchObject({ status: 404 });
    expect(await notifyMercadoPago(mp, pixId, { propertyId: fixture.propertyId })).toMatchObject({ status: 200, body: { result: 'confirmed' } });
    expect(await shard().prepare('SELECT status, paid_cents FROM reservations WHERE code = ?').bind(booked.code).first()).toEqual({ status: 'confirmed', paid_cents: booked.totalCents });
    expect(await count(shard(), "SELECT COUNT(*) AS n FROM payments WHERE host_id = ? AND provider = 'mercadopago'", host.id)).toBe(1);
  });

  it('messages: from the manage page and by replying to the mail, filed on DB_SHARD_1', async () => {
    // Without a contact address the host's notice goes to their sign-in address, read from the directory's accounts.
    await shard().prepare("UPDATE properties SET contact_email = '' WHERE id = ?").bind(fixture.propertyId).run();
    expect((await post('booking.messages.send', { token, text: 'Chegamos às 20h.' }, { ip: uniqueIp() })).status).toBe(200);
    await shard().prepare("UPDATE properties SET contact_email = 'host@example.com' WHERE id = ?").bind(fixture.propertyId).run();
    expect(await count(shard(), "SELECT COUNT(*) AS n FROM mail_outbox WHERE host_id = ? AND recipient = ?", host.id, host.email.toLowerCase())).toBe(1);
    const row = (await shard().prepare("SELECT id, kind, reservation_id FROM mail_outbox WHERE host_id = ? AND kind NOT LIKE '%_host' AND reservation_id IS NOT NULL LIMIT 1").bind(host.id).first<{ id: string; kind: string; reservation_id: number }>())!;
    const address = (await replyToOf(env, shard(), row))!;
    expect(address).toMatch(new RegExp(`^reply-[0-9a-f]{32}p${fixture.propertyId}@`));
    const message = inbound(address, 'Podemos levar um cachorro?');
    const pending: Promise<unknown>[] = [];
    await worker.email!(message as never, env as never, { waitUntil: (promise: Promise<unknown>) => pending.push(promise), passThroughOnException() {}, props: {} } as never);
    await Promise.allSettled(pending);
    expect(message.rejected).toBeNull();
    const bodies = await shard().prepare("SELECT body FROM inbox_messages WHERE host_id = ? AND sender = 'guest' ORDER BY id").bind(host.id).all<{ body: string }>();
    expect(bodies.results.map((m) => m.body)).toEqual(['Chegamos às 20h.', 'Podemos levar um cachorro?']);
  });

  it('check-in by the link (form and API) and the FNRH register, on DB_SHARD_1', async () => {
    const draft = await selfFetch(`${ORIGIN}/reserva/${token}/check-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, body: 'intent=draft&purpose=leisure' });
    expect(draft.status).toBe(303);
    expect(await count(shard(), 'SELECT COUNT(*) AS n FROM checkin_drafts WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)', booked.code)).toBe(1);
    const adult = (fullName: string, cpf: string) => ({ fullName, birthDate: '1988-04-12', nationality: 'BR', document: { type: 'cpf', number: cpf, country: 'BR' } });
    const guests = [{ ...adult('Ana Souza', '529.982.247-25'), email: 'ana@example.com', phone: '+55 11 98888-7777', address: 'Rua A 1, 01000-000 São Paulo SP' }, adult('Bia Souza', '111.444.777-35')];
    const saved = await post('booking.checkin.submit', { token, guests, purpose: 'leisure', transport: 'car', arrivalTime: '15:30' }, { ip: uniqueIp() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(data(await get('booking.checkin.get', { token }))).toMatchObject({ code: booked.code, status: 'complete', submittedBy: 'guest' });
    // The cron runs the register once per shard with that shard's env (worker/trpc/jobs.ts, forEachShard).
    const sent: string[] = [];
    const stub = async (_url: string, init: RequestInit) => {
      if (String(init.body).includes(booked.code)) sent.push(String(init.body));
      return new Response('{}', { status: 201 });
    };
    const configured = { ...env, FNRH_API_URL: 'https://fnrh.example/api/checkin', FNRH_TOKEN: 'token' } as Env;
    await forEachShard(configured, (onShard, binding) => (binding === 'DB_SHARD_1' ? sendPendingFnrh(onShard, onShard.DB, Date.now(), stub) : Promise.resolve(null)));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Ana Souza');
    expect(await count(shard(), "SELECT COUNT(*) AS n FROM checkin_guests WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?) AND fnrh_status = 'sent'", booked.code)).toBe(2);
  });

  it('Stripe: the session carries the property in its metadata, and the event confirms on DB_SHARD_1', async () => {
    const stripe = await connect(host, fixture.propertyId, 'stripe');
    const second = data(await book(guestInput(fixture, { payment: 'online', checkIn: day(50), checkOut: day(52), guest: { name: 'Caio Lima', email: uniqueEmail('shard-stripe') } })));
    const created = (await providerCalls(stripe)).find((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions')!;
    expect(created.body['metadata[property]']).toBe(String(fixture.propertyId));
    const sessionId = (await shard().prepare("SELECT provider_ref FROM payment_charges WHERE kind = 'checkout' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(second.code).first<{ provider_ref: string }>())!.provider_ref;
    const { event } = await approveAtFake('/__sim/stripe/pay', { sessionId });
    expect(await notifyStripe(stripe, event)).toMatchObject({ status: 200, body: { result: 'confirmed' } });
    expect(await shard().prepare('SELECT status FROM reservations WHERE code = ?').bind(second.code).first('status')).toBe('confirmed');
  });

  it('the guest cancels by the link: refunded through the provider, all of it on DB_SHARD_1, nothing on DB_SHARD_0', async () => {
    const cancelled = await post('booking.cancel', { token }, { ip: uniqueIp() });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(data(cancelled)).toMatchObject({ code: booked.code, status: 'cancelled', refundable: true, refundCents: booked.totalCents });
    expect(await shard().prepare('SELECT status, paid_cents FROM reservations WHERE code = ?').bind(booked.code).first()).toEqual({ status: 'cancelled', paid_cents: 0 });
    const refunds = await providerCalls(mp);
    expect(refunds.filter((call) => call.method === 'POST' && /\/refunds$/.test(call.path))).toHaveLength(1);
    const onShard = await guestRows(shard(), host.id);
    expect(onShard).toMatchObject({ reservations: 2, payments: 2, payment_refunds: 1, checkins: 1 });
    expect(onShard.payment_charges).toBeGreaterThanOrEqual(3);
    expect(onShard.inbox_messages).toBeGreaterThanOrEqual(2);
    expect(onShard.mail_outbox).toBeGreaterThan(0);
    expect(await guestRows(env.DB, host.id)).toEqual({ reservations: 0, payments: 0, payment_charges: 0, payment_refunds: 0, checkins: 0, inbox_messages: 0, mail_outbox: 0, reservation_events: 0 });
  });
});

describe('shards: a link made before tokens carried the property', () => {
  it('43 characters open their stay on DB_SHARD_0', async () => {
    const fixture = await bookingFixture();
    const booked = data(await book(guestInput(fixture)));
    const reservationId = (await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(booked.code).first<number>('id'))!;
    const old = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(old).toHaveLength(43);
    await env.DB.prepare('INSERT INTO reservation_links (token_hash, reservation_id, created_at) VALUES (?, ?, ?)').bind(await sha256Hex(old), reservationId, new Date().toISOString()).run();
    const manage = await get('booking.manage', { token: old });
    expect(manage.status).toBe(200);
    expect(data(manage).code).toBe(booked.code);
  });
});
