import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { holdNights, isNightTaken, releaseReservationNights } from '../../worker/db/occupancy';

const HOST = '00000000-0000-4000-8000-00000000a001';
const NOW = '2026-01-01T00:00:00.000Z';

async function seedUnit(): Promise<{ propertyId: number; roomTypeId: number; unitId: number }> {
  const property = await env.DB.prepare(
    `INSERT INTO properties (host_id, slug, name, kind, city, country, created_at, updated_at) VALUES (?, ?, 'Pousada', 'inn', 'Paraty', 'BR', ?, ?) RETURNING id`,
  ).bind(HOST, `p-${crypto.randomUUID()}`, NOW, NOW).first<{ id: number }>();
  const roomType = await env.DB.prepare(
    `INSERT INTO room_types (host_id, property_id, name, capacity, base_rate_cents, created_at, updated_at) VALUES (?, ?, 'Duplo', 2, 30000, ?, ?) RETURNING id`,
  ).bind(HOST, property!.id, NOW, NOW).first<{ id: number }>();
  const unit = await env.DB.prepare(`INSERT INTO units (host_id, property_id, room_type_id, name, created_at) VALUES (?, ?, ?, '101', ?) RETURNING id`)
    .bind(HOST, property!.id, roomType!.id, NOW).first<{ id: number }>();
  return { propertyId: property!.id, roomTypeId: roomType!.id, unitId: unit!.id };
}

function insertReservation(ids: { propertyId: number; roomTypeId: number; unitId: number }, code: string, checkIn: string, checkOut: string) {
  return env.DB.prepare(
    `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, check_in, check_out, status, source, currency, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'confirmed', 'manual', 'BRL', ?, ?)`,
  ).bind(HOST, code, ids.propertyId, ids.roomTypeId, ids.unitId, checkIn, checkOut, NOW, NOW);
}

function book(ids: { propertyId: number; roomTypeId: number; unitId: number }, code: string, checkIn: string, checkOut: string) {
  return env.DB.batch([
    insertReservation(ids, code, checkIn, checkOut),
    holdNights(env.DB, { hostId: HOST, propertyId: ids.propertyId, unitId: ids.unitId, from: checkIn, to: checkOut, holder: { reservationCode: code } }),
  ]);
}

async function nightsOf(code: string): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT night FROM occupancy WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?) ORDER BY night').bind(code).all<{ night: string }>();
  return results.map((row) => row.night);
}

describe('occupancy: one row per unit per night', () => {
  let ids: { propertyId: number; roomTypeId: number; unitId: number };
  beforeEach(async () => {
    ids = await seedUnit();
  });

  it('holds every night of [check-in, check-out), across a month and a year end', async () => {
    await book(ids, 'EST-T0001', '2026-12-30', '2027-01-02');
    expect(await nightsOf('EST-T0001')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('holds a 60-night stay with one statement (more nights than D1 allows bound parameters)', async () => {
    await book(ids, 'EST-T0002', '2027-02-01', '2027-04-02');
    const nights = await nightsOf('EST-T0002');
    expect(nights).toHaveLength(60);
    expect(nights.at(-1)).toBe('2027-04-01');
  });

  it('leaves the check-out day free for the next arrival', async () => {
    await book(ids, 'EST-T0003', '2026-05-01', '2026-05-04');
    await book(ids, 'EST-T0004', '2026-05-04', '2026-05-06');
    expect(await nightsOf('EST-T0004')).toEqual(['2026-05-04', '2026-05-05']);
  });

  it('rolls the whole batch back when one night is taken: no reservation row is left behind', async () => {
    await book(ids, 'EST-T0005', '2026-06-10', '2026-06-12');
    const failure = await book(ids, 'EST-T0006', '2026-06-08', '2026-06-11').then(() => null, (error: unknown) => error);
    expect(failure).not.toBeNull();
    expect(isNightTaken(failure)).toBe(true);
    const orphan = await env.DB.prepare('SELECT COUNT(*) AS n FROM reservations WHERE code = ?').bind('EST-T0006').first<{ n: number }>();
    expect(orphan!.n).toBe(0);
    const held = await env.DB.prepare('SELECT COUNT(*) AS n FROM occupancy WHERE unit_id = ?').bind(ids.unitId).first<{ n: number }>();
    expect(held!.n).toBe(2);
  });

  it('lets exactly one of many concurrent bookings of the same nights through', async () => {
    const attempts = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => book(ids, `EST-R${String(i).padStart(4, '0')}`, '2026-08-01', '2026-08-04')));
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const failed of attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected')) expect(isNightTaken(failed.reason)).toBe(true);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM occupancy WHERE unit_id = ?').bind(ids.unitId).first<{ n: number }>();
    expect(rows!.n).toBe(3);
    const reservations = await env.DB.prepare('SELECT COUNT(*) AS n FROM reservations WHERE unit_id = ?').bind(ids.unitId).first<{ n: number }>();
    expect(reservations!.n).toBe(1);
  });

  it('frees exactly the nights of a cancelled reservation', async () => {
    await book(ids, 'EST-T0007', '2026-09-01', '2026-09-03');
    await book(ids, 'EST-T0008', '2026-09-03', '2026-09-05');
    const id = (await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind('EST-T0007').first<{ id: number }>())!.id;
    await env.DB.batch([env.DB.prepare(`UPDATE reservations SET status = 'cancelled' WHERE id = ?`).bind(id), releaseReservationNights(env.DB, id)]);
    expect(await nightsOf('EST-T0007')).toEqual([]);
    expect(await nightsOf('EST-T0008')).toEqual(['2026-09-03', '2026-09-04']);
  });

  it('holds nothing for an empty or inverted range', async () => {
    await env.DB.batch([insertReservation(ids, 'EST-T0009', '2026-10-01', '2026-10-02')]);
    await holdNights(env.DB, { hostId: HOST, propertyId: ids.propertyId, unitId: ids.unitId, from: '2026-10-05', to: '2026-10-05', holder: { reservationCode: 'EST-T0009' } }).run();
    expect(await nightsOf('EST-T0009')).toEqual([]);
  });
});
