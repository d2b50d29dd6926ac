/**
 * Issue 44, item 3's channel half: a channel booking of a connected property talks through
 * Channex. The host's answer goes to Channex's messages API (the fake, written from the
 * "Messages Collection" docs), not by mail; a refusal or an outage keeps the message marked not
 * delivered and says why; the guest's messages come through the `message` webhook (secret
 * header, read back from Channex) into that stay's thread, unread, with the host's notice at most
 * once per 10 minutes; a forged secret, an unknown booking, a booking of another host's property
 * and a message Channex does not list file nothing; a repeated delivery is stored once.
 */
import { SELF, env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeChannex } from './channex-fake';
import { ahead, newPlace } from './channex-support';

let fake: FakeChannex;
beforeEach(() => {
  fake = new FakeChannex();
});
afterEach(() => fake.stop());

const TOKEN = 'test-webhook-token';
const webhook = (body: unknown, token: string | null = TOKEN) =>
  SELF.fetch('http://localhost/api/channels/channex/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-estadia-webhook-token': token }) },
    body: JSON.stringify(body),
  });

/** A connected property with a channel booking (from `ota`) read from the feed; its reservation id. */
async function channelStay(ota = 'BookingCom') {
  const place = await newPlace(2);
  await env.DB.prepare('UPDATE properties SET contact_email = ? WHERE id = ?').bind(`recepcao.${place.hostId.slice(0, 8)}@pousada.example`, place.propertyId).run();
  const { channexPropertyId } = await place.api.channelManager.connect({ propertyId: place.propertyId });
  const roomType = fake.ofType('room_type').find((entity) => entity.attributes.property_id === channexPropertyId)!;
  const bookingId = crypto.randomUUID();
  fake.addRevision({
    property_id: channexPropertyId,
    booking_id: bookingId,
    ota_name: ota,
    ota_reservation_code: '4567891234',
    status: 'new',
    arrival_date: ahead(10),
    departure_date: ahead(12),
    amount: '960.00',
    currency: 'BRL',
    customer: { name: 'Joana', surname: 'Prado', mail: 'joana.prado@guest.booking.com' },
    rooms: [{ room_type_id: roomType.id, checkin_date: ahead(10), checkout_date: ahead(12), amount: '960.00', occupancy: { adults: 2, children: 0, infants: 0 } }],
  });
  expect((await webhook({ event: 'booking', property_id: channexPropertyId })).status).toBe(200);
  const row = await env.DB.prepare('SELECT reservation_id AS id FROM channex_stays WHERE booking_id = ?').bind(bookingId).first<{ id: number }>();
  return { ...place, channexPropertyId, bookingId, reservationId: row!.id };
}

const messagesOf = (reservationId: number) =>
  env.DB.prepare('SELECT sender, channel, body, external_id, delivery, delivery_error FROM inbox_messages WHERE reservation_id = ? ORDER BY id').bind(reservationId).all<Record<string, unknown>>().then((r) => r.results);
const mailsOf = (reservationId: number, kind: string) =>
  env.DB.prepare('SELECT recipient FROM mail_outbox WHERE reservation_id = ? AND kind = ?').bind(reservationId, kind).all<{ recipient: string }>().then((r) => r.results);

describe('the host answers a channel booking through Channex', () => {
  it('goes to the messages endpoint of the booking, not by mail, and is kept as delivered on Booking.com', async () => {
    const stay = await channelStay();
    const before = (await stay.api.inbox.get({ reservationId: stay.reservationId })) as { replyChannel: string | null };
    expect(before.replyChannel).toBe('booking');
    const answer = await stay.api.inbox.send({ reservationId: stay.reservationId, text: 'Olá Joana, o check-in é a partir das 14h.' });
    expect(answer).toMatchObject({ mailed: false, channel: 'booking', delivered: true });
    const posts = fake.requests.filter((request) => request.method === 'POST' && request.path === `/bookings/${stay.bookingId}/messages`);
    expect(posts).toHaveLength(1);
    const sent = fake.messages.filter((message) => message.bookingId === stay.bookingId);
    expect(sent).toMatchObject([{ sender: 'property', message: 'Olá Joana, o check-in é a partir das 14h.' }]);
    expect(await mailsOf(stay.reservationId, 'inbox_reply')).toEqual([]);
    expect(await messagesOf(stay.reservationId)).toMatchObject([{ sender: 'host', channel: 'booking', delivery: 'sent', external_id: sent[0]!.id }]);
    const thread = (await stay.api.inbox.get({ reservationId: stay.reservationId })) as { messages: { from: string; channel: string; delivery?: string }[] };
    expect(thread.messages.filter((message) => message.from === 'host')).toMatchObject([{ channel: 'booking', delivery: 'sent' }]);
  });

  it('an Airbnb booking answers through Airbnb', async () => {
    const stay = await channelStay('Airbnb');
    expect(await stay.api.inbox.send({ reservationId: stay.reservationId, text: 'Welcome!' })).toMatchObject({ channel: 'airbnb', delivered: true });
    expect(await messagesOf(stay.reservationId)).toMatchObject([{ channel: 'airbnb', delivery: 'sent' }]);
  });

  it('when Channex refuses or is down, the message is kept marked not delivered, the host is told why, and the guest never sees it', async () => {
    const stay = await channelStay();
    fake.messagesApp = false;
    expect(await stay.api.inbox.send({ reservationId: stay.reservationId, text: 'Primeira tentativa' })).toMatchObject({ delivered: false, deliveryError: 'rejected:403', mailed: false });
    fake.messagesApp = true;
    fake.down = true;
    expect(await stay.api.inbox.send({ reservationId: stay.reservationId, text: 'Segunda tentativa' })).toMatchObject({ delivered: false, deliveryError: 'unavailable' });
    fake.down = false;
    expect(await stay.api.inbox.send({ reservationId: stay.reservationId, text: 'Terceira tentativa' })).toMatchObject({ delivered: true });
    expect(await messagesOf(stay.reservationId)).toMatchObject([
      { body: 'Primeira tentativa', delivery: 'failed', delivery_error: 'rejected:403', external_id: null },
      { body: 'Segunda tentativa', delivery: 'failed', delivery_error: 'unavailable' },
      { body: 'Terceira tentativa', delivery: 'sent' },
    ]);
    expect(fake.messages.map((message) => message.message)).toEqual(['Terceira tentativa']);
    expect(await mailsOf(stay.reservationId, 'inbox_reply')).toEqual([]);
    const thread = (await stay.api.inbox.get({ reservationId: stay.reservationId })) as { messages: { text: string; delivery?: string; deliveryError?: string }[] };
    expect(thread.messages.filter((message) => message.delivery === 'failed').map((message) => message.deliveryError)).toEqual(['rejected:403', 'unavailable']);
    const { guestThread } = await import('../../worker/inbox/threads');
    expect((await guestThread(env.DB, stay.reservationId)).map((message) => message.text)).toEqual(['Terceira tentativa']);
  });

  it('another host cannot answer (or read) the stay: NOT_FOUND, nothing posted', async () => {
    const stay = await channelStay();
    const other = await newPlace(1);
    await expect(other.api.inbox.send({ reservationId: stay.reservationId, text: 'Not mine' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(other.api.inbox.get({ reservationId: stay.reservationId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(fake.requests.filter((request) => request.path.endsWith('/messages'))).toEqual([]);
  });
});

describe('the guest writes on the channel: the message webhook', () => {
  it('files the message in that stay’s thread, unread, read back from Channex; the host is mailed once per 10 minutes', async () => {
    const stay = await channelStay();
    const event = fake.guestWrites(stay.bookingId, 'Oi! Posso chegar às 22h?');
    const answer = await webhook(event);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ outcome: 'filed' });
    expect(fake.requests.some((request) => request.method === 'GET' && request.path === `/bookings/${stay.bookingId}/messages`)).toBe(true);
    expect(await messagesOf(stay.reservationId)).toMatchObject([{ sender: 'guest', channel: 'booking', body: 'Oi! Posso chegar às 22h?', external_id: event.payload.id }]);
    const list = (await stay.api.inbox.list({ unread: true })) as { threads: { reservationId: number; unread: number }[] };
    expect(list.threads).toMatchObject([{ reservationId: stay.reservationId, unread: 1 }]);
    expect(await stay.api.inbox.unread()).toEqual({ threads: 1 });
    expect(await mailsOf(stay.reservationId, 'inbox_notice')).toHaveLength(1);
    // A second message within 10 minutes: filed, no second mail.
    expect(await (await webhook(fake.guestWrites(stay.bookingId, 'E tem estacionamento?'))).json()).toEqual({ outcome: 'filed' });
    expect(await mailsOf(stay.reservationId, 'inbox_notice')).toHaveLength(1);
    const thread = (await stay.api.inbox.get({ reservationId: stay.reservationId })) as { messages: { from: string; channel: string; text: string }[] };
    expect(thread.messages.filter((message) => message.from === 'guest')).toMatchObject([
      { channel: 'booking', text: 'Oi! Posso chegar às 22h?' },
      { channel: 'booking', text: 'E tem estacionamento?' },
    ]);
    expect(await stay.api.inbox.unread()).toEqual({ threads: 0 });
  });

  it('a forged or missing secret is refused (401) and reads and files nothing', async () => {
    const stay = await channelStay();
    const event = fake.guestWrites(stay.bookingId, 'Forged?');
    const before = fake.requests.length;
    for (const token of [null, 'wrong-token', '']) expect((await webhook(event, token)).status).toBe(401);
    expect(fake.requests.length).toBe(before);
    expect(await messagesOf(stay.reservationId)).toEqual([]);
  });

  it('the same delivery twice (one after the other, or at once) is stored once', async () => {
    const stay = await channelStay();
    const event = fake.guestWrites(stay.bookingId, 'Só uma vez');
    expect(await (await webhook(event)).json()).toEqual({ outcome: 'filed' });
    expect(await (await webhook(event)).json()).toEqual({ outcome: 'duplicate' });
    const again = fake.guestWrites(stay.bookingId, 'Ao mesmo tempo');
    const answers = await Promise.all([webhook(again), webhook(again), webhook(again)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await messagesOf(stay.reservationId)).map((message) => message.body)).toEqual(['Só uma vez', 'Ao mesmo tempo']);
  });

  it('an unknown booking, another host’s booking under this property, and a message Channex does not list: ignored, no 5xx', async () => {
    const mine = await channelStay();
    const theirs = await channelStay();
    // Unknown booking id.
    const unknown = { ...fake.guestWrites(mine.bookingId, 'x'), payload: { ...fake.guestWrites(mine.bookingId, 'x').payload, booking_id: crypto.randomUUID() } };
    const first = await webhook(unknown);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ outcome: 'unknown_booking' });
    // Another host's booking, named under my Channex property: never reached.
    const crossed = { ...fake.guestWrites(theirs.bookingId, 'Cross-host'), property_id: mine.channexPropertyId };
    expect(await (await webhook(crossed)).json()).toEqual({ outcome: 'unknown_booking' });
    // A message id Channex does not list for the booking (made up by whoever knows the secret).
    const madeUp = { ...fake.guestWrites(mine.bookingId, 'real'), payload: { ...fake.guestWrites(mine.bookingId, 'real').payload, id: crypto.randomUUID(), message: 'Click http://evil.example' } };
    expect(await (await webhook(madeUp)).json()).toEqual({ outcome: 'not_confirmed' });
    // A body that is no message event.
    expect((await webhook({ event: 'message', payload: { nothing: true } })).status).toBe(400);
    expect(await messagesOf(mine.reservationId)).toEqual([]);
    expect(await messagesOf(theirs.reservationId)).toEqual([]);
  });

  it('Channex unreachable for the read-back → 502 (Channex delivers again), then filed once', async () => {
    const stay = await channelStay();
    const event = fake.guestWrites(stay.bookingId, 'Depois da queda');
    fake.down = true;
    expect((await webhook(event)).status).toBe(502);
    fake.down = false;
    expect(await (await webhook(event)).json()).toEqual({ outcome: 'filed' });
    expect(await messagesOf(stay.reservationId)).toHaveLength(1);
  });
});

describe('the local simulator (/dev/channex, no CHANNEX_API_URL)', () => {
  it('a newcomer writes as the channel guest, the message reaches the inbox, and the host’s answer shows on the simulator’s page', async () => {
    const { workerFetchWith } = await import('./api-support');
    const { createCallerFactory, createTRPCRouter } = await import('../../worker/trpc/trpc');
    const { hostRouter } = await import('../../worker/trpc/routers/host');
    const local = { CHANNEX_API_URL: '', SUPABASE_URL: '' } as Partial<Env>;
    const simFetch = workerFetchWith(local);
    const stay = await channelStay();
    const form = new URLSearchParams({ property: stay.channexPropertyId, booking: stay.bookingId, text: 'Olá, vocês têm berço?' });
    const posted = await simFetch('http://localhost/dev/channex/messages?lang=en', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' }, body: form.toString() });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toContain('message=filed');
    expect(await messagesOf(stay.reservationId)).toMatchObject([{ sender: 'guest', channel: 'booking', body: 'Olá, vocês têm berço?' }]);
    // The host answers from the inbox; in local mode the answer goes to the simulator.
    const api = createCallerFactory(createTRPCRouter({ host: hostRouter }))({
      env: { ...env, ...local } as Env,
      requestId: crypto.randomUUID(),
      clientIp: '203.0.113.44',
      user: { id: stay.hostId, email: `${stay.hostId}@example.com`, name: null },
      locale: 'pt',
      waitUntil: () => undefined,
      cookie: () => undefined,
    }).host;
    expect(await api.inbox.send({ reservationId: stay.reservationId, text: 'Temos sim, já deixamos no quarto.' })).toMatchObject({ channel: 'booking', delivered: true });
    expect(fake.messages).toEqual([]);
    const page = await (await simFetch('http://localhost/dev/channex?lang=en')).text();
    const section = page.slice(page.indexOf(`data-booking="${stay.bookingId}"`));
    expect(section).toContain('Olá, vocês têm berço?');
    expect(section).toMatch(/data-sender="property"><strong>Host \(your answer\)<\/strong>[^]*Temos sim, já deixamos no quarto\./);
    // Not in production: without local mode the simulator's routes are not there.
    expect((await workerFetchWith({ CHANNEX_API_URL: '', SUPABASE_URL: 'https://example.supabase.co' } as Partial<Env>)('http://localhost/dev/channex/messages', { method: 'POST', body: form })).status).toBe(404);
  });
});
