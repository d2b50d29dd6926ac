import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { hostTables, moveHost, tableChecksum, type MoveReport } from '../../worker/db/shard-move';
import { forgetShards, shardOfProperty } from '../../worker/db/shards';
import { sha256Hex } from '../../worker/db/booking';
import { HOST_FROZEN_MESSAGE } from '../../worker/db/shard-freeze';
import { ORIGIN, get, post, selfFetch, uniqueIp } from './api-support';
import { bookingFixture, data, day, errorOf, guestInput, type BookingFixture } from './booking-support';

// Past one database (issue 46, "What it must show"): a move under concurrent bookings loses
// nothing — counts, checksums, every link still opens; an isolate that routes by what it cached
// before the switch never writes on the old copy; and links made before tokens carried the
// property id still open once their host has moved (worker/trpc/trpc.ts, routedByToken).

const PATIENCE = { timeout: 30_000, interval: 50 };

interface Attempt {
  email: string;
  status: number;
  code?: string;
  token?: string;
  error?: { message: string; data: { code: string } };
}

const tokenOf = (manageUrl: string) => new URL(manageUrl).pathname.split('/').pop()!;
const count = async (db: D1Database, sql: string, ...values: unknown[]) => (await db.prepare(sql).bind(...values).first<number>('n')) ?? 0;

/** A published property of one unit on DB_SHARD_0 (its slug its own: slugs are unique per shard, and a move refuses a taken one). */
async function fixtureOnDirectoryShard(): Promise<BookingFixture> {
  const fixture = await bookingFixture({ units: 1 });
  await env.DB.prepare("UPDATE properties SET slug = slug || '-' || id WHERE id = ?").bind(fixture.propertyId).run();
  return fixture;
}

/** A one-night stay on night `index` (one unit: every night a stay of its own, so no CONFLICT shapes the run). */
async function bookNight(fixture: BookingFixture, index: number): Promise<Attempt> {
  const input = guestInput(fixture, { checkIn: day(20 + index), checkOut: day(21 + index) });
  const email = (input.guest as { email: string }).email;
  const answer = await post('booking.create', input, { ip: uniqueIp() });
  if (answer.status === 200) {
    const booked = data(answer) as { code: string; manageUrl: string };
    return { email, status: 200, code: booked.code, token: tokenOf(booked.manageUrl) };
  }
  return { email, status: answer.status, error: errorOf(answer) };
}

/** A link token of the shape made before tokens carried a property id (43 base64url characters), for a stay. */
async function oldLink(db: D1Database, code: string): Promise<string> {
  const reservationId = (await db.prepare('SELECT id FROM reservations WHERE code = ?').bind(code).first<number>('id'))!;
  const old = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  await db.prepare('INSERT INTO reservation_links (token_hash, reservation_id, created_at) VALUES (?, ?, ?)').bind(await sha256Hex(old), reservationId, new Date().toISOString()).run();
  return old;
}

describe('shards: a move while guests keep booking', () => {
  it('loses nothing: every booking that answered OK exists once on the new shard, every refused one was told to retry, counts and checksums hold, every link opens', async () => {
    const fixture = await fixtureOnDirectoryShard();
    // Stays made before the move (their links, one of them of the shape made before tokens carried the property).
    const before = [await bookNight(fixture, 0), await bookNight(fixture, 1)];
    expect(before.map((attempt) => attempt.status)).toEqual([200, 200]);
    const legacy = await oldLink(env.DB, before[0]!.code!);

    const attempts: Attempt[] = [];
    let next = 2;
    let moved = false;
    let afterSwitch = 0;
    // Three guests at a time, through the real booking.create, until 3 of each have booked after the move ended.
    const guests = Array.from({ length: 3 }, async () => {
      while (!moved || afterSwitch < 3) {
        const attempt = await bookNight(fixture, next++);
        attempts.push(attempt);
        if (moved && attempt.status === 200) afterSwitch += 1;
      }
    });
    let report: MoveReport | undefined;
    // The old rows stay (refusing writes) a few seconds after the switch, as they do SHARD_CACHE_MS in
    // earnest: a booking routed just before the switch and still running finds them and is refused.
    const move = moveHost(env, fixture.hostId, 'DB_SHARD_1', { settleMs: 4000 }).then((done) => {
      report = done;
      moved = true;
    });
    await Promise.all([move, ...guests]);

    const ok = attempts.filter((attempt) => attempt.status === 200);
    const refused = attempts.filter((attempt) => attempt.status !== 200);
    expect(ok.length).toBeGreaterThanOrEqual(3);
    // Every refusal is the retryable one, and wrote nothing anywhere.
    for (const attempt of refused) {
      expect(attempt.status, JSON.stringify(attempt.error)).toBe(503);
      expect(attempt.error).toMatchObject({ message: HOST_FROZEN_MESSAGE, data: { code: 'SERVICE_UNAVAILABLE' } });
      for (const db of [env.DB, env.DB_SHARD_1]) expect(await count(db, 'SELECT COUNT(*) AS n FROM reservations r JOIN guests g ON g.id = r.guest_id WHERE g.email = ?', attempt.email)).toBe(0);
    }
    // Every OK exactly once, on the new shard; nothing of the host left on the old one.
    const stays = [...before, ...ok];
    for (const attempt of stays) expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM reservations WHERE code = ?', attempt.code), attempt.code).toBe(1);
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?', fixture.hostId)).toBe(stays.length);
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM occupancy WHERE host_id = ?', fixture.hostId)).toBe(stays.length);
    for (const table of ['reservations', 'occupancy', 'properties', 'units', 'reservation_events']) expect(await count(env.DB, `SELECT COUNT(*) AS n FROM ${table} WHERE host_id = ?`, fixture.hostId), table).toBe(0);

    // The move's own counts and checksums: what no booking touches since is the same on the new shard.
    const tables = await hostTables(env.DB_SHARD_1);
    expect(report!.tables.map((entry) => entry.table)).toEqual(expect.arrayContaining(['properties', 'room_types', 'units', 'reservations', 'occupancy']));
    for (const name of ['properties', 'room_types', 'units']) {
      const reported = report!.tables.find((entry) => entry.table === name)!;
      expect(await tableChecksum(env.DB_SHARD_1, tables.find((entry) => entry.table === name)!, fixture.hostId), name).toEqual({ rows: reported.rows, checksum: reported.checksum });
    }
    expect(report!.tables.find((entry) => entry.table === 'reservations')!.rows).toBeLessThanOrEqual(stays.length);

    // Every link still opens: the property page, each stay's manage page and check-in, and the old-shape link.
    expect((await SELF.fetch(`http://localhost/property/${fixture.propertyId}`)).status).toBe(200);
    for (const attempt of stays) {
      const manage = await get('booking.manage', { token: attempt.token });
      expect(manage.status, JSON.stringify(manage.body)).toBe(200);
      expect(data(manage).code).toBe(attempt.code);
    }
    const checkin = await SELF.fetch(`http://localhost/reserva/${stays.at(-1)!.token}/check-in`);
    expect(checkin.status).toBe(200);
    expect(await checkin.text()).toContain(stays.at(-1)!.code!);
    expect((await SELF.fetch(`http://localhost/reserva/${stays[0]!.token}`)).status).toBe(200);
    const old = await get('booking.manage', { token: legacy });
    expect(old.status, JSON.stringify(old.body)).toBe(200);
    expect(data(old).code).toBe(before[0]!.code);
  });

  it('an isolate still routing by the map it read before the switch is refused on the old copy (retry), and its retry books on the new shard', async () => {
    const fixture = await fixtureOnDirectoryShard();
    const first = await bookNight(fixture, 0);
    expect(first.status).toBe(200);
    // The old rows stay a while after the switch (what SHARD_CACHE_MS is to isolates; shorter here).
    const move = moveHost(env, fixture.hostId, 'DB_SHARD_1', { settleMs: 8000 });
    await expect.poll(() => count(env.DB, 'SELECT COUNT(*) AS n FROM shard_departures WHERE host_id = ?', fixture.hostId), PATIENCE).toBe(1);
    // An isolate that learnt the moved properties just before the switch: its map lacks this host's.
    const rows = await env.DB.prepare('SELECT property_id, host_id, binding FROM property_shards WHERE host_id = ?').bind(fixture.hostId).all<{ property_id: number; host_id: string; binding: string }>();
    expect(rows.results).toHaveLength(1);
    await env.DB.prepare('DELETE FROM property_shards WHERE host_id = ?').bind(fixture.hostId).run();
    forgetShards();
    expect((await get('booking.availability', { propertyId: fixture.propertyId, checkIn: day(40), checkOut: day(41), guests: 2 })).status).toBe(200);
    await env.DB.prepare('INSERT INTO property_shards (property_id, host_id, binding) VALUES (?, ?, ?)').bind(rows.results[0]!.property_id, fixture.hostId, rows.results[0]!.binding).run();
    expect(shardOfProperty(env, fixture.propertyId)).toBe('DB_SHARD_0');

    const stale = await bookNight(fixture, 1);
    expect(stale.status, JSON.stringify(stale.error)).toBe(503);
    expect(stale.error).toMatchObject({ data: { code: 'SERVICE_UNAVAILABLE' } });
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?', fixture.hostId)).toBe(1); // the old copy, as it was
    // The refusal made the isolate read the directory again: the retry goes to DB_SHARD_1.
    const retry = await bookNight(fixture, 1);
    expect(retry.status, JSON.stringify(retry.error)).toBe(200);
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM reservations WHERE code IN (?, ?)', first.code, retry.code)).toBe(2);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?', fixture.hostId)).toBe(1); // still refusing, until the settle ends
    await move;
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?', fixture.hostId)).toBe(0);
  });

  it('a link made before tokens carried the property opens once its host has moved, and a host moving back takes writes again', async () => {
    const fixture = await fixtureOnDirectoryShard();
    const stay = await bookNight(fixture, 0);
    const legacy = await oldLink(env.DB, stay.code!);
    await moveHost(env, fixture.hostId, 'DB_SHARD_1', { settleMs: 0 });
    for (const page of [`/reserva/${legacy}`, `/reserva/${legacy}/check-in`]) expect((await SELF.fetch(`http://localhost${page}`)).status, page).toBe(200);
    expect(data(await get('booking.manage', { token: legacy })).code).toBe(stay.code);
    // A link that is nowhere stays NOT_FOUND.
    expect((await get('booking.manage', { token: `${legacy.slice(0, 42)}${legacy.at(-1) === 'A' ? 'B' : 'A'}` })).status).toBe(404);
    // Back to DB_SHARD_0: its departure is lifted, bookings land there again.
    await moveHost(env, fixture.hostId, 'DB_SHARD_0', { settleMs: 0 });
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM shard_departures WHERE host_id = ?', fixture.hostId)).toBe(0);
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM shard_departures WHERE host_id = ?', fixture.hostId)).toBe(1);
    expect((await bookNight(fixture, 1)).status).toBe(200);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?', fixture.hostId)).toBe(2);
    expect(data(await get('booking.manage', { token: legacy })).code).toBe(stay.code);
  });

  it('the no-JS check-in form refused on a link made before tokens carried the property keeps what was typed on the moved host\'s shard', async () => {
    const fixture = await fixtureOnDirectoryShard();
    const stay = await bookNight(fixture, 2);
    const legacy = await oldLink(env.DB, stay.code!);
    await moveHost(env, fixture.hostId, 'DB_SHARD_1', { settleMs: 0 });
    const fields = { 'guests.0.fullName': 'Ana Souza', 'guests.0.document.type': 'cpf', 'guests.0.document.number': '529.982.247-24', 'guests.0.address': 'Rua A 1, 01000-000 São Paulo' };
    const refused = await selfFetch(`${ORIGIN}/reserva/${legacy}/check-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, body: new URLSearchParams(fields).toString() });
    expect(refused.status).toBe(303);
    const location = refused.headers.get('location')!;
    expect(decodeURIComponent(location)).toContain('?errors=');
    // Kept on the shard the stay lives on now (before: read on the directory's own shard only, so nothing was kept).
    const draftOf = (db: D1Database) => count(db, 'SELECT COUNT(*) AS n FROM checkin_drafts WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)', stay.code);
    expect(await draftOf(env.DB_SHARD_1)).toBe(1);
    expect(await draftOf(env.DB)).toBe(0);
    expect(await (await selfFetch(`${ORIGIN}${location}`)).text()).toContain('value="Rua A 1, 01000-000 São Paulo"');
  });
});
