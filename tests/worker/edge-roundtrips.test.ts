/**
 * Issue 29: every request's D1 work is counted in round trips, and the pages a far visitor
 * waits for need at most two in sequence (the session check included, never served from the
 * isolate's cache here), writes included where a page writes. A query added in sequence to any
 * of them fails its test, with the levels of its round trips in the message.
 */
import { Hono } from 'hono';
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { meteredFetch, describeTrace, type Metered } from './edge-support';
import { bookingFixture, day, guestInput, writtenFor, type BookingFixture } from './booking-support';
import { countRows, uniqueEmail, uniqueIp } from './api-support';
import { data, mutate, newHost, newPlace, manual, type Host, type Place } from './reservations-support';
import { addDays, todayIn } from '../../shared/stay/dates';
import { forgetLiveSessions } from '../../worker/auth/revocation';
import { openDatabase } from '../../worker/db/connection';

/** Sequential round trips a page may need (issue 29). */
const BUDGET = 2;

// A small distance keeps "made together" and "made after" apart on a loaded machine.
const fetchPage = meteredFetch({ distance: '5' });

async function settled(request: Promise<Metered>) {
  const answer = await request;
  const body = await answer.response.text();
  return { status: answer.response.status, headers: answer.response.headers, body, roundTrips: answer.roundTrips() };
}

/** A page (or form post) within the budget, its answer read whole. */
async function within(path: string, init: RequestInit = {}, expected = 200) {
  // The session check is one round trip of its own when the isolate has not just seen it.
  forgetLiveSessions();
  const page = await settled(fetchPage(path, init));
  expect(page.status, path).toBe(expected);
  expect(page.roundTrips.depth, `${path}: round trips by level\n${describeTrace(page.roundTrips)}`).toBeLessThanOrEqual(BUDGET);
  return page;
}

function form(fields: Record<string, string>, extra: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', 'cf-connecting-ip': uniqueIp(), ...extra },
    body: new URLSearchParams(fields).toString(),
  };
}

describe('counting round trips (worker/db/connection.ts)', () => {
  it('counts a batch as one, statements one each, and levels by what came back before a call began', async () => {
    const opened = openDatabase(env.DB, { start: 'first-unconstrained', distance: null });
    const { db, roundTrips } = opened;
    // Reads made together go as one batch (see the next test); a raw() goes alone.
    await Promise.all([db.prepare('SELECT 1').first(), db.prepare('SELECT 2').raw(), db.batch([db.prepare('SELECT 3'), db.prepare('SELECT 4')])]);
    expect({ total: roundTrips.total, depth: roundTrips.depth, wrote: roundTrips.wrote }).toEqual({ total: 2, depth: 1, wrote: false });
    await db.prepare('SELECT 5').raw();
    await db.prepare('SELECT 6').bind().first();
    expect({ total: roundTrips.total, depth: roundTrips.depth }).toEqual({ total: 4, depth: 3 });
    // A rate limit's counter is a write nobody reads back: it hands no bookmark to the visitor.
    await db.batch([db.prepare("DELETE FROM api_rate_limits WHERE action = 'none' AND window_start < 0"), db.prepare("INSERT INTO api_rate_limits (action, client, window_start, hits) VALUES ('none', 'edge-test', 0, 1) ON CONFLICT (action, client, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits")]);
    expect(roundTrips.wrote).toBe(false);
    await db.prepare("UPDATE settings SET whatsapp_number = whatsapp_number WHERE key = 'no such key'").run();
    expect(roundTrips.wrote).toBe(true);
    expect(opened.bookmark()).toMatch(/^[0-9a-f-]+$/);
  });

  it('sends reads made together as one batch, each caller answered as if its read went alone', async () => {
    const { db, roundTrips } = openDatabase(env.DB, { start: 'first-unconstrained', distance: null });
    const [one, all, column, none, batch] = await Promise.all([
      db.prepare('SELECT 1 AS n').first<{ n: number }>(),
      db.prepare('SELECT 2 AS n UNION ALL SELECT 3').all<{ n: number }>(),
      db.prepare('SELECT 4 AS n').first<number>('n'),
      db.prepare('SELECT 5 AS n WHERE 0').first(),
      db.batch<{ n: number }>([db.prepare('SELECT ? AS n').bind(6), db.prepare('SELECT 7 AS n')]),
    ]);
    expect({ one, all: all.results, column, none, batch: batch.map((result) => result.results) }).toEqual({
      one: { n: 1 },
      all: [{ n: 2 }, { n: 3 }],
      column: 4,
      none: null,
      batch: [[{ n: 6 }], [{ n: 7 }]],
    });
    expect({ total: roundTrips.total, depth: roundTrips.depth }).toEqual({ total: 1, depth: 1 });
    expect(roundTrips.trace[0]!.sql).toMatch(/^together\(SELECT 1 AS n \| SELECT 2 AS n/);
    // A read after those came back is a round trip of its own, one level deeper.
    expect(await db.prepare('SELECT 8 AS n').first('n')).toBe(8);
    expect({ total: roundTrips.total, depth: roundTrips.depth }).toEqual({ total: 2, depth: 2 });
  });

  it('answers a failed read made together with its own error, and the others with their rows', async () => {
    const { db } = openDatabase(env.DB, { start: 'first-unconstrained', distance: null });
    const [good, bad, missing, alsoGood] = await Promise.allSettled([
      db.prepare('SELECT 1 AS n').first('n'),
      db.prepare('SELECT n FROM no_such_table').all(),
      db.prepare('SELECT 2 AS n').first('m'),
      db.prepare('SELECT 3 AS n').all(),
    ]);
    expect(good).toEqual({ status: 'fulfilled', value: 1 });
    expect(bad.status === 'rejected' && String(bad.reason)).toMatch(/no such table/);
    expect(missing.status === 'rejected' && String(missing.reason)).toMatch(/D1_COLUMN_NOTFOUND/);
    expect(alsoGood.status === 'fulfilled' && alsoGood.value.results).toEqual([{ n: 3 }]);
  });

  it('sends the reads waiting before a write made after them, so a read never sees a write made later', async () => {
    const { db, roundTrips } = openDatabase(env.DB, { start: 'first-primary', distance: null });
    const key = `together-${crypto.randomUUID()}`;
    const count = () => db.prepare('SELECT COUNT(*) AS n FROM api_rate_limits WHERE client = ?').bind(key).first<number>('n');
    const [before, , after] = await Promise.all([count(), db.prepare("INSERT INTO api_rate_limits (action, client, window_start, hits) VALUES ('none', ?, 0, 1)").bind(key).run(), count()]);
    expect({ before, after }).toEqual({ before: 0, after: 1 });
    expect(roundTrips.trace.map((entry) => entry.sql.slice(0, 22))).toEqual(['SELECT COUNT(*) AS n FR', 'INSERT INTO api_rate_li', 'SELECT COUNT(*) AS n FR'].map((sql) => sql.slice(0, 22)));
  });

  it('sees a query a route adds in sequence (the budget test would fail)', async () => {
    const app = new Hono<{ Bindings: Env }>();
    app.get('/together', async (c) => c.json(await Promise.all([c.env.DB.prepare('SELECT 1 AS n').first(), c.env.DB.prepare('SELECT 2 AS n').first()])));
    app.get('/in-sequence', async (c) => {
      const first = await c.env.DB.prepare('SELECT 1 AS n').first();
      return c.json([first, await c.env.DB.prepare('SELECT 2 AS n').first()]);
    });
    for (const [path, depth] of [['/together', 1], ['/in-sequence', 2]] as const) {
      const opened = openDatabase(env.DB, { start: 'first-unconstrained', distance: { primaryMs: 2, replicaMs: 2 } });
      await (await app.request(path, {}, { ...env, DB: opened.db })).text();
      expect(opened.roundTrips.depth, path).toBe(depth);
    }
  });
});

describe(`pages a far visitor waits for: at most ${BUDGET} round trips in sequence`, () => {
  let host: Host;
  let place: Place;
  const auth = () => ({ headers: { authorization: `Bearer ${host.token}` } });
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 2, 30000);
    const today = todayIn('America/Sao_Paulo');
    await mutate(host, 'host.reservations.create', manual(place, today, addDays(today, 3)));
  });

  it('the property page with dates', async () => {
    const page = await within(`/property/1?checkIn=${day(200)}&checkOut=${day(203)}&guests=2`);
    expect(page.body).toContain('data-testid="stay-price"');
    // Tighter than the budget: every read of the page starts at once, so its status (the listing,
    // one batch with its photos) and so its first byte wait for one round trip, and so does the rest.
    expect(page.roundTrips.depth, describeTrace(page.roundTrips)).toBe(1);
    await within('/property/424242?checkIn=2030-01-10&checkOut=2030-01-12', {}, 404);
  });

  it('the workspace overview, calendar and reservations', async () => {
    for (const path of ['/dashboard', '/dashboard/calendario', '/dashboard/reservas', `/dashboard?property=${place.propertyId}`, `/dashboard/calendario?property=${place.propertyId}`]) {
      const page = await within(path, auth());
      expect(page.body, path).toContain('Pousada do Teste');
    }
  });

  it("every property at once (the scope 'all'): the overview, the calendar and the app bar's exact-code redirect", async () => {
    // A host of two properties: the pages without ?property= cover both, still within the budget.
    const many = await newHost();
    const [first, second] = [await newPlace(many), await newPlace(many)];
    const today = todayIn('America/Sao_Paulo');
    // Two guests (one e-mail would be one guest, under the first name).
    const guest = (name: string) => ({ guest: { name, email: `${name.split(' ')[1]!.toLowerCase()}.edge@example.com`, phone: '+55 11 91234-5678' } });
    const arrival = data(await mutate(many, 'host.reservations.create', manual(first!, today, addDays(today, 2), guest('Chegada Primeira')))) as { id: number; code: string };
    await mutate(many, 'host.reservations.create', manual(second!, today, addDays(today, 3), guest('Chegada Segunda')));
    const theirs = () => ({ headers: { authorization: `Bearer ${many.token}` } });
    for (const path of ['/dashboard', '/dashboard/calendario']) {
      const page = await within(path, theirs());
      expect(page.body, path).toContain('Chegada Primeira');
      expect(page.body, path).toContain('Chegada Segunda');
    }
    const redirected = await within(`/dashboard/reservas?q=${arrival.code}`, theirs(), 303);
    expect(redirected.headers.get('location')).toBe(`/dashboard/reservas/${arrival.id}`);
  });

  it('the manage page a booking leads to, booked and cancelled', async () => {
    const stay = { checkIn: day(250), checkOut: day(252), guests: '2' };
    const chosen = await settled(fetchPage(`/property/1?${new URLSearchParams(stay)}`));
    const roomType = /roomType=(\d+)/.exec(chosen.body.replace(/&amp;/g, '&'))?.[1];
    const token = /name="clientToken" value="([0-9a-f]+)"/.exec((await settled(fetchPage(`/property/1?${new URLSearchParams({ ...stay, roomType: roomType! })}`))).body)?.[1];
    expect(token).toBeTruthy();
    const fields = { ...stay, roomTypeId: roomType!, clientToken: token!, name: 'Rita Campos', email: 'rita.campos@example.com', phone: '+55 21 97777-0000', arrivalTime: '15:00', notes: '', payment: 'at_property' };
    // The booking's POST (the page without JavaScript), its confirmation, the cancellation's POST and the page after it.
    const booked = await within('/property/1/reservar', form(fields), 303);
    expect(booked.roundTrips.wrote).toBe(true);
    const location = booked.headers.get('location')!;
    expect(location).toMatch(/^\/reserva\/[A-Za-z0-9_-]{43}\d+\?booked=1$/);
    const manage = await within(location);
    expect(manage.body).toContain('data-testid="confirmation"');
    const managePath = location.split('?')[0]!;
    const cancelled = await within(`${managePath}/cancelar`, form({ confirm: 'yes' }), 303);
    expect(cancelled.headers.get('location')).toBe(`${managePath}?cancelled=1`);
    expect((await within(managePath)).body).toContain('data-status="cancelled"');
    // The same stay again once it is cancelled: the page's conflict answer is unchanged for a night taken meanwhile (below).
  });
});

describe(`writes a far visitor waits for: at most ${BUDGET} round trips in sequence, the write included`, () => {
  let fixture: BookingFixture;
  beforeAll(async () => {
    // No contact address: the host's notices go to their sign-in address, read beside the property.
    fixture = await bookingFixture({ units: 1, columns: { contact_email: '' } });
    await env.DB.prepare("INSERT INTO auth_users (id, email, encrypted_password, created_at, updated_at) VALUES (?, ?, 'x', '2026-01-01', '2026-01-01')")
      .bind(fixture.hostId, `${fixture.hostId}@example.com`)
      .run();
  });

  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'cf-connecting-ip': uniqueIp(), ...headers },
    body: JSON.stringify(body),
  });

  async function trpc(path: string, init: RequestInit, budget = BUDGET) {
    forgetLiveSessions();
    const answer = await settled(fetchPage(`/api/trpc/${path}`, init));
    expect(answer.roundTrips.depth, `${path}: round trips by level\n${describeTrace(answer.roundTrips)}`).toBeLessThanOrEqual(budget);
    return { ...answer, json: JSON.parse(answer.body) as { result?: { data: any }; error?: { data: { code: string } } } }; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test reads the answer's JSON
  }

  it('booking with JavaScript (booking.create), a new guest and a returning one, with a promo code; the guest cancelling (booking.cancel)', async () => {
    await env.DB.prepare("INSERT INTO promo_codes (host_id, property_id, code, percent, max_uses, uses, created_at) VALUES (?, ?, 'EDGE10', 10, 5, 0, ?)").bind(fixture.hostId, fixture.propertyId, new Date().toISOString()).run();
    const email = uniqueEmail('edge');
    const first = await trpc('booking.create', json(guestInput(fixture, { checkIn: day(60), checkOut: day(62), guest: { name: 'Ana Souza', email }, promoCode: 'EDGE10', clientToken: 'edge-write-token-0001' })));
    expect(first.status, first.body).toBe(200);
    expect(first.roundTrips.wrote).toBe(true);
    const booked = first.json.result!.data as { code: string; manageUrl: string; totalCents: number };
    // What was written is what was answered: the row, its nights, the code's use, the mails.
    const row = await env.DB.prepare('SELECT total_cents AS total, promo_code AS promo, guest_id AS guestId FROM reservations WHERE code = ?').bind(booked.code).first<{ total: number; promo: string; guestId: number }>();
    expect(row).toMatchObject({ total: booked.totalCents, promo: 'EDGE10' });
    expect(await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE unit_id = ? AND night >= ? AND night < ?', fixture.unitIds[0], day(60), day(62))).toBe(2);
    expect(await countRows('SELECT uses AS n FROM promo_codes WHERE property_id = ?', fixture.propertyId)).toBe(1);
    expect(await countRows('SELECT COUNT(*) AS n FROM mail_outbox WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?) AND recipient IN (?, ?)', booked.code, email, `${fixture.hostId}@example.com`)).toBe(2);

    // The same client token again: the same booking back, nothing written, still within the budget.
    const replay = await trpc('booking.create', json(guestInput(fixture, { checkIn: day(60), checkOut: day(62), guest: { name: 'Ana Souza', email }, promoCode: 'EDGE10', clientToken: 'edge-write-token-0001' })));
    expect(replay.json.result?.data.code).toBe(booked.code);

    // A returning guest (same e-mail) on other dates: the guest row is reused.
    const again = await trpc('booking.create', json(guestInput(fixture, { checkIn: day(70), checkOut: day(71), guest: { name: 'Ana Souza', email } })));
    expect(again.status, again.body).toBe(200);
    const second = await env.DB.prepare('SELECT guest_id AS guestId FROM reservations WHERE code = ?').bind(again.json.result!.data.code).first<{ guestId: number }>();
    expect(second?.guestId).toBe(row!.guestId);

    const token = new URL(booked.manageUrl).pathname.split('/').at(-1)!;
    const cancelled = await trpc('booking.cancel', json({ token }));
    expect(cancelled.json.result?.data).toMatchObject({ code: booked.code, status: 'cancelled' });
    expect(cancelled.roundTrips.wrote).toBe(true);
    expect(await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE unit_id = ? AND night >= ? AND night < ?', fixture.unitIds[0], day(60), day(62))).toBe(0);
    expect(await countRows('SELECT COUNT(*) AS n FROM mail_outbox WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?) AND recipient IN (?, ?)', booked.code, email, `${fixture.hostId}@example.com`)).toBe(4);
    // Cancelled already: the same answer, nothing written.
    const twice = await trpc('booking.cancel', json({ token }));
    expect(twice.json.result?.data).toMatchObject({ code: booked.code, status: 'cancelled' });
  });

  it('past the rate limit (counted beside the reads): 429 and nothing written, for a booking and a cancellation', async () => {
    const ip = uniqueIp();
    const now = Math.floor(Date.now() / 1000);
    // Both budgets used up in this window for this address (RATE_LIMITS: booking 20, bookingManage 30 per 600 s).
    for (const [action, hits] of [['booking', 20], ['bookingManage', 30]] as const) {
      await env.DB.prepare('INSERT INTO api_rate_limits (action, client, window_start, hits) VALUES (?, ?, ?, ?)').bind(action, ip, now - (now % 600), hits).run();
    }
    const before = await writtenFor(fixture);
    const refused = await trpc('booking.create', json(guestInput(fixture, { checkIn: day(100), checkOut: day(102) }), { 'cf-connecting-ip': ip }));
    expect(refused.status).toBe(429);
    expect(refused.json.error?.data.code).toBe('TOO_MANY_REQUESTS');
    expect(await writtenFor(fixture)).toEqual(before);
    // A booking from another address, then its cancellation refused from the limited one.
    const booked = await trpc('booking.create', json(guestInput(fixture, { checkIn: day(100), checkOut: day(102) })));
    const token = new URL((booked.json.result!.data as { manageUrl: string }).manageUrl).pathname.split('/').at(-1)!;
    const cancel = await trpc('booking.cancel', json({ token }, { 'cf-connecting-ip': ip }));
    expect(cancel.status).toBe(429);
    expect(await countRows("SELECT COUNT(*) AS n FROM reservations WHERE code = ? AND status = 'confirmed'", booked.json.result!.data.code)).toBe(1);
  });

  it('a stay taken meanwhile: CONFLICT with JavaScript, the same redirect without, within the budget', async () => {
    const taken = await trpc('booking.create', json(guestInput(fixture, { checkIn: day(80), checkOut: day(82) })));
    expect(taken.status, taken.body).toBe(200);
    const conflict = await trpc('booking.create', json(guestInput(fixture, { checkIn: day(81), checkOut: day(83) })));
    expect(conflict.json.error?.data.code).toBe('CONFLICT');
    forgetLiveSessions();
    const stay = { checkIn: day(81), checkOut: day(83), guests: '2' };
    const refused = await within(
      `/property/${fixture.propertyId}/reservar`,
      form({ ...stay, roomTypeId: String(fixture.roomTypeId), name: 'Rita Campos', email: uniqueEmail('edge'), phone: '', arrivalTime: '', notes: '', payment: 'at_property' }),
      303,
    );
    expect(refused.headers.get('location')).toMatch(new RegExp(`^/property/${fixture.propertyId}\\?.*error=conflict.*#booking$`));
  });

  it("the date picker's closed nights (booking.property): read beside the property, cut to its own today's 400 days", async () => {
    const taken = await trpc('booking.create', json(guestInput(fixture, { checkIn: day(90), checkOut: day(92) })));
    expect(taken.status, taken.body).toBe(200);
    const closed = async (input: Record<string, unknown>) => {
      forgetLiveSessions();
      const answer = await settled(fetchPage(`/api/trpc/booking.property?input=${encodeURIComponent(JSON.stringify({ propertyId: fixture.propertyId, ...input }))}`));
      expect(answer.roundTrips.depth, describeTrace(answer.roundTrips)).toBe(1);
      return (JSON.parse(answer.body) as { result: { data: { today: string; unavailable: string[] } } }).result.data;
    };
    const all = await closed({});
    expect(all.today).toBe(day(0));
    expect(all.unavailable).toEqual(expect.arrayContaining([day(90), day(91)]));
    expect(all.unavailable).not.toContain(day(92));
    // Nothing before the property's today, nothing from its 400th day on.
    expect(all.unavailable.every((night) => night >= day(0) && night < day(400)), JSON.stringify(all.unavailable.slice(0, 3))).toBe(true);
    const later = await closed({ from: day(91) });
    expect(later.unavailable).toContain(day(91));
    expect(later.unavailable).not.toContain(day(90));
    expect(later.unavailable.every((night) => night >= day(91) && night < day(491))).toBe(true);
  });

  // Not within the budget yet (README, "Edge delivery"): a host's write waits for the session
  // check, then the team's access check, then its own read and write, then the audit line. The
  // ceiling is what they take today, so a query added in sequence still fails here.
  const HOST_WRITE_DEPTH = 5;

  it(`a host's rate edit (host.rates.set) and a new rate plan (host.ratePlans.create): at most ${HOST_WRITE_DEPTH} for now`, async () => {
    const host = await newHost();
    const place = await newPlace(host, 1, 30000);
    const headers = { authorization: `Bearer ${host.token}` };
    const edit = await trpc('host.rates.set', json({ roomTypeId: place.roomTypeId, from: day(40), to: day(42), rateCents: 51_700 }, headers), HOST_WRITE_DEPTH);
    expect(edit.status, edit.body).toBe(200);
    expect(edit.roundTrips.wrote).toBe(true);
    expect(await countRows('SELECT COUNT(*) AS n FROM rates WHERE room_type_id = ? AND rate_cents = 51700', place.roomTypeId)).toBe(2); // [from, to)
    const plan = await trpc('host.ratePlans.create', json({ roomTypeId: place.roomTypeId, name: 'Sem reembolso', percent: -10, refundable: false }, headers), HOST_WRITE_DEPTH);
    expect(plan.status, plan.body).toBe(200);
    expect(await countRows("SELECT COUNT(*) AS n FROM rate_plans WHERE room_type_id = ? AND name = 'Sem reembolso'", place.roomTypeId)).toBe(1);
  });
});
