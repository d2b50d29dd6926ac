import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { DEMO_HOST } from '../../worker/db/demo';
import { hostTables, moveHost } from '../../worker/db/shard-move';
import { forgetShards, shardOfHost } from '../../worker/db/shards';
import { HOST_FROZEN_MESSAGE, FROZEN_RETRY_SECONDS } from '../../worker/db/shard-freeze';
import { post, uniqueIp } from './api-support';
import { bookingFixture, data, guestInput } from './booking-support';

// Moving a host between shards (issue 46, item 4): the demo host, seeded on DB_SHARD_0.

const count = (db: D1Database, sql: string) => db.prepare(sql).bind(DEMO_HOST.id).first<number>('n');

describe('moving a host between shards', () => {
  it('refuses a copy that cannot be made: the old copy keeps serving, nothing half-copied stays', async () => {
    const before = await count(env.DB, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?');
    // A property with the demo's id already on the target: the copy fails part way.
    await env.DB_SHARD_1.prepare("INSERT INTO properties (id, host_id, slug, name, kind, city, country, created_at, updated_at) VALUES (1, 'someone-else', 'in-the-way', 'In the way', 'inn', 'Paraty', 'BR', datetime('now'), datetime('now'))").run();
    await expect(moveHost(env, DEMO_HOST.id, 'DB_SHARD_1', { settleMs: 0 })).rejects.toThrow();
    forgetShards();
    expect(await shardOfHost(env, DEMO_HOST.id)).toBe('DB_SHARD_0');
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?')).toBe(before);
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?')).toBe(0);
    expect(await env.DB.prepare('SELECT frozen_at FROM host_shards WHERE host_id = ?').bind(DEMO_HOST.id).first('frozen_at')).toBeNull();
    await env.DB_SHARD_1.prepare("DELETE FROM properties WHERE slug = 'in-the-way'").run();
  });

  it('copies every row with the same ids, switches the directory, verifies, and deletes the old rows', async () => {
    const tables = await hostTables(env.DB);
    expect(tables.map((entry) => entry.table)).toEqual(expect.arrayContaining(['properties', 'reservations', 'occupancy', 'units', 'room_types']));
    expect(tables.map((entry) => entry.table)).not.toContain('auth_users');
    const rooms = await count(env.DB, 'SELECT COUNT(*) AS n FROM units WHERE property_id IN (SELECT id FROM properties WHERE host_id = ?)');
    expect(rooms).toBeGreaterThan(0);

    const report = await moveHost(env, DEMO_HOST.id, 'DB_SHARD_1', { settleMs: 0 });
    expect(report.from).toBe('DB_SHARD_0');
    expect(await shardOfHost(env, DEMO_HOST.id)).toBe('DB_SHARD_1');
    for (const table of report.tables) {
      const entry = tables.find((candidate) => candidate.table === table.table)!;
      const where = entry.where;
      const bind = Array.from({ length: (where.match(/\?/g) ?? []).length }, () => DEMO_HOST.id);
      expect(await env.DB_SHARD_1.prepare(`SELECT COUNT(*) AS n FROM "${table.table}" WHERE ${where}`).bind(...bind).first('n'), table.table).toBe(table.rows);
    }
    expect(await env.DB_SHARD_1.prepare('SELECT slug FROM properties WHERE id = 1').first('slug')).toBeTruthy();
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM units WHERE property_id IN (SELECT id FROM properties WHERE host_id = ?)')).toBe(rooms);
    // The old copy is gone from the directory's database; the account stays in the directory.
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM properties WHERE host_id = ?')).toBe(0);
    const response = await SELF.fetch('http://localhost/dev/shards');
    const shards = (await response.json()) as { binding: string; properties: number }[];
    expect(shards.find((shard) => shard.binding === 'DB_SHARD_1')!.properties).toBeGreaterThan(0);
  });

  it('honours the freeze: a write to a frozen host aborts its whole batch with a retryable answer, and goes through once unfrozen', async () => {
    const fixture = await bookingFixture({ units: 2 });
    const reservations = () => env.DB.prepare('SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?').bind(fixture.hostId).first<number>('n');
    // What moveHost sets for its last step (the source shard's own host_shards row; DB_SHARD_0's is the directory's).
    await env.DB.prepare("INSERT INTO host_shards (host_id, binding, frozen_at) VALUES (?, 'DB_SHARD_0', '2026-11-28T12:00:00.000Z')").bind(fixture.hostId).run();
    const refused = await post('booking.create', guestInput(fixture), { ip: uniqueIp() });
    // Retryable on every path: 503 (not 500) with Retry-After, through tRPC …
    expect(refused.status).toBe(503);
    expect((refused.body as { error: unknown }).error).toMatchObject({ message: HOST_FROZEN_MESSAGE, data: { code: 'SERVICE_UNAVAILABLE', retryAfter: FROZEN_RETRY_SECONDS } });
    const rawAnswer = await SELF.fetch('http://localhost/api/trpc/booking.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueIp() },
      body: JSON.stringify(guestInput(fixture)),
    });
    expect(rawAnswer.status).toBe(503);
    expect(rawAnswer.headers.get('retry-after')).toBe(String(FROZEN_RETRY_SECONDS));
    // … and the no-JavaScript booking form (its 503 page says nothing was saved, in the page's language).
    const stay = guestInput(fixture);
    for (const [prefix, text] of [['', 'Nada foi salvo'], ['/en', 'Nothing was saved']] as const) {
      const form = await SELF.fetch(`http://localhost${prefix}/property/${fixture.propertyId}/reservar`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', 'cf-connecting-ip': uniqueIp() },
        body: new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut, guests: String(stay.guests), roomTypeId: String(fixture.roomTypeId), name: 'Joana Lima', email: 'joana.frozen@example.com', payment: 'at_property' }),
        redirect: 'manual',
      });
      expect(form.status).toBe(503);
      expect(form.headers.get('retry-after')).toBe(String(FROZEN_RETRY_SECONDS));
      expect(await form.text()).toContain(text);
    }
    expect(await reservations()).toBe(0);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM occupancy WHERE host_id = ?').bind(fixture.hostId).first('n')).toBe(0);
    // Another host's writes are not held up by it.
    const other = await bookingFixture();
    expect(data(await post('booking.create', guestInput(other), { ip: uniqueIp() })).code).toMatch(/^[A-Z0-9-]+$/);

    await env.DB.prepare('UPDATE host_shards SET frozen_at = NULL WHERE host_id = ?').bind(fixture.hostId).run();
    const booked = data(await post('booking.create', guestInput(fixture), { ip: uniqueIp() }));
    expect(booked.status).toMatch(/confirmed|pending/);
    expect(await reservations()).toBe(1);
    await env.DB.prepare('DELETE FROM host_shards WHERE host_id = ?').bind(fixture.hostId).run();
  });

  it('POST /dev/shards/move (what npm run shards:move calls) refuses a binding this deploy does not have', async () => {
    const response = await SELF.fetch(`http://localhost/dev/shards/move?host=${encodeURIComponent(DEMO_HOST.id)}&to=DB_SHARD_9`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('DB_SHARD_1');
  });
});
