import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { moveHost } from '../../worker/db/shard-move';
import { createProperty } from '../../worker/db/properties';
import { PROPERTY_ID_SPAN, propertyIdFloor, shardOfProperty, forgetShards, knowMovedProperties } from '../../worker/db/shards';
import { ORIGIN, uniqueEmail } from './api-support';
import { releaseExpiredHolds } from '../../worker/jobs/holds';
import { forEachShard } from '../../worker/db/shards';
import { supabaseClient } from './auth-support';
import { availability, book, bookingFixture, data as bookingData, guestInput } from './booking-support';
import { codeOf, data, mutate, query, type Person } from './team-support';

// Past one database (issue 46), the host side: where a sign-up puts its host, and a moved host's
// properties (ids kept, below the span of the shard they are on) still routed by id.

const count = async (db: D1Database, sql: string, ...values: unknown[]) => (await db.prepare(sql).bind(...values).first<number>('n')) ?? 0;

/** Signs up through the real /auth/v1/signup with SHARD_PLACEMENT = "roomiest". */
async function signUpPlaced(prefix: string): Promise<Person> {
  const email = uniqueEmail(prefix);
  const { data: answer, error } = await supabaseClient({ envOverrides: { SHARD_PLACEMENT: 'roomiest' } }).auth.signUp({ email, password: 'secret-123' });
  if (error || !answer.session) throw error ?? new Error('no session');
  return { token: answer.session.access_token, id: answer.session.user.id, email };
}

describe('shards: a new sign-up goes to the shard with the most room', () => {
  it('with DB_SHARD_0 fuller, lands on DB_SHARD_1 (in the batch that makes the account), and its whole workspace works there', async () => {
    // The demo's stays make DB_SHARD_0 the fuller one.
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM reservations')).toBeGreaterThan(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM reservations'));
    const host = await signUpPlaced('placed');
    expect(await env.DB.prepare('SELECT binding FROM host_shards WHERE host_id = ?').bind(host.id).first('binding')).toBe('DB_SHARD_1');

    const property = data(await mutate(host, 'host.properties.create', { name: 'Pousada Nova', kind: 'inn', city: 'Tiradentes', country: 'BR' })) as { id: number };
    expect(property.id).toBeGreaterThan(propertyIdFloor('DB_SHARD_1'));
    const roomType = data(await mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 25_000, units: 2 })) as { id: number; unitIds: number[] };
    const checkIn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 42 * 86_400_000).toISOString().slice(0, 10);
    const created = await mutate(host, 'host.reservations.create', { propertyId: property.id, unitId: roomType.unitIds[0], checkIn, checkOut, guest: { name: 'Rita Lima', email: 'rita.placed@example.com', phone: '+55 11 91234-5678' }, adults: 2, children: 0, status: 'confirmed' });
    expect(codeOf(created), JSON.stringify(created.body)).toBe('OK');
    expect(codeOf(await query(host, 'host.reservations.list', { propertyId: property.id }))).toBe('OK');
    expect(codeOf(await query(host, 'host.calendar.get', { propertyId: property.id, from: checkIn, days: 14 }))).toBe('OK');
    expect(data(await query(host, 'host.properties.list'))).toEqual([expect.objectContaining({ id: property.id, name: 'Pousada Nova' })]);
    // Everything on DB_SHARD_1, nothing on the directory's shard.
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?', host.id)).toBe(1);
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM units WHERE host_id = ?', host.id)).toBe(2);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM properties WHERE host_id = ?', host.id)).toBe(0);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?', host.id)).toBe(0);
  });

  it('with SHARD_PLACEMENT = "directory" a sign-up stays on DB_SHARD_0: no directory row', async () => {
    const { data: answer } = await supabaseClient({ envOverrides: { SHARD_PLACEMENT: 'directory' } }).auth.signUp({ email: uniqueEmail('unplaced'), password: 'secret-123' });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM host_shards WHERE host_id = ?').bind(answer.session!.user.id).first('n')).toBe(0);
  });
});

describe("shards: a moved host's properties keep their ids and are still found by id", () => {
  it('after the move to DB_SHARD_1: booking.availability and booking.create answer and write on DB_SHARD_1, and its ids are never given again', async () => {
    const fixture = await bookingFixture({ units: 2 });
    expect(fixture.propertyId).toBeLessThan(PROPERTY_ID_SPAN);
    // An isolate that has already read the map before the move.
    await knowMovedProperties(env, () => undefined);
    await moveHost(env, fixture.hostId, 'DB_SHARD_1', { settleMs: 0 });
    // In the directory, in the same batch as the host's row.
    expect(await env.DB.prepare('SELECT binding FROM property_shards WHERE property_id = ?').bind(fixture.propertyId).first('binding')).toBe('DB_SHARD_1');
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM properties WHERE id = ?', fixture.propertyId)).toBe(0);
    forgetShards();
    await knowMovedProperties(env, () => undefined);
    expect(shardOfProperty(env, fixture.propertyId)).toBe('DB_SHARD_1');

    const input = guestInput(fixture, { guest: { name: 'Lia Moved', email: 'lia.moved@example.com' } });
    const offers = await availability({ propertyId: fixture.propertyId, checkIn: input.checkIn, checkOut: input.checkOut, guests: 2 });
    expect(offers.status).toBe(200);
    expect(bookingData(offers).roomTypes).toEqual([expect.objectContaining({ id: fixture.roomTypeId, available: 2 })]);
    const booked = await book(input);
    expect(booked.status).toBe(200);
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?', fixture.propertyId)).toBe(1);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?', fixture.propertyId)).toBe(0);
    // The moved id was DB_SHARD_0's largest: a new property there does not take it again.
    const next = await createProperty(env.DB, crypto.randomUUID(), { name: 'Pousada Seguinte', kind: 'inn', city: 'Paraty', country: 'BR' });
    expect(next.id).toBeGreaterThan(fixture.propertyId);
  });

  it('a host moved back to DB_SHARD_0 loses its rows in the map: ids route by their span again', async () => {
    const fixture = await bookingFixture();
    // Slugs are unique per shard only (not yet in the directory): this one's own, so the move cannot clash.
    await env.DB.prepare("UPDATE properties SET slug = 'pousada-ida-e-volta' WHERE id = ?").bind(fixture.propertyId).run();
    await moveHost(env, fixture.hostId, 'DB_SHARD_1', { settleMs: 0 });
    await moveHost(env, fixture.hostId, 'DB_SHARD_0', { settleMs: 0 });
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM property_shards WHERE host_id = ?', fixture.hostId)).toBe(0);
    forgetShards();
    await knowMovedProperties(env, () => undefined);
    expect(shardOfProperty(env, fixture.propertyId)).toBe('DB_SHARD_0');
    const input = guestInput(fixture);
    expect((await availability({ propertyId: fixture.propertyId, checkIn: input.checkIn, checkOut: input.checkOut, guests: 2 })).status).toBe(200);
  });
});

describe('shards: the host side modules for a host on DB_SHARD_1', () => {
  it("the iCal export URL answers from the unit's shard, and the cron's hold release cancels an expired hold there", async () => {
    const host = await signUpPlaced('modules');
    const property = data(await mutate(host, 'host.properties.create', { name: 'Pousada Canal', kind: 'inn', city: 'Paraty', country: 'BR' })) as { id: number };
    const roomType = data(await mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 25_000, units: 1 })) as { id: number; unitIds: number[] };
    await env.DB_SHARD_1.prepare("UPDATE properties SET contact_email = 'canal@example.com' WHERE id = ?").bind(property.id).run();
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const stay = (checkIn: string, checkOut: string, status: string) =>
      mutate(host, 'host.reservations.create', { propertyId: property.id, unitId: roomType.unitIds[0], checkIn, checkOut, guest: { name: 'Caio Reis', email: 'caio.shard@example.com', phone: '+55 11 91234-5678' }, adults: 2, children: 0, status });
    const kept = data(await stay(day(20), day(22), 'confirmed')) as { id: number };

    // iCal export: the secret URL names no shard; the unit is found on DB_SHARD_1.
    const units = data(await query(host, 'host.channels.list', { propertyId: property.id })) as { exportUrl: string }[];
    const url = new URL(units[0]!.exportUrl);
    const feed = await SELF.fetch(`${ORIGIN}${url.pathname}`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain(`UID:res-${kept.id}@`);
    expect((await SELF.fetch(`${ORIGIN}/ical/${'x'.repeat(32)}.ics`)).status).toBe(404);

    // A Pix hold past its deadline, released by the cron's walk over the shards.
    const held = data(await stay(day(30), day(32), 'pending')) as { id: number };
    const past = new Date(Date.now() - 60_000).toISOString();
    await env.DB_SHARD_1.prepare("UPDATE reservations SET hold_expires_at = ?, payment_method = 'pix', paid_cents = 0 WHERE id = ?").bind(past, held.id).run();
    const runs = await forEachShard(env, (shard) => releaseExpiredHolds(shard, Date.now()));
    expect(runs.find((run) => run.binding === 'DB_SHARD_1')!.result.released).toBeGreaterThanOrEqual(1);
    expect(await env.DB_SHARD_1.prepare('SELECT status FROM reservations WHERE id = ?').bind(held.id).first('status')).toBe('cancelled');
    expect(await env.DB_SHARD_1.prepare('SELECT status FROM reservations WHERE id = ?').bind(kept.id).first('status')).toBe('confirmed');
  });
});
