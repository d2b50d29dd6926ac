/**
 * Issue 27, daily operations: host.housekeeping.* (occupancy of a day, check-out → dirty, out of
 * order as a block that leaves sale and the report's available nights) and host.reports.summary
 * against a hand-computed table of stays, with its CSV.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { addDays, todayIn } from '../../shared/stay/dates';
import { data, errorOf, expectNotFound, manual, mutate, newHost, newPlace, nightsOfUnits, query, type Host, type Place } from './reservations-support';

async function create(host: Host, place: Place, unitIndex: number, checkIn: string, checkOut: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await mutate(host, 'host.reservations.create', manual(place, checkIn, checkOut, { unitId: place.unitIds[unitIndex], ...overrides }));
  return (data(answer) as { id: number }).id;
}

/** Sets a stay's money by hand: the table below is computed from these figures. */
async function setMoney(id: number, totalCents: number, cleaningFeeCents = 0, serviceFeeCents = 0) {
  await env.DB.prepare('UPDATE reservations SET total_cents = ?, cleaning_fee_cents = ?, service_fee_cents = ? WHERE id = ?').bind(totalCents, cleaningFeeCents, serviceFeeCents, id).run();
}

async function housekeeping(host: Host, propertyId: number, date?: string) {
  const answer = await query(host, 'host.housekeeping.list', date === undefined ? { propertyId } : { propertyId, date });
  return data(answer) as { unitId: number; unitName: string; occupancy: string; status: string }[];
}

describe('host.housekeeping', () => {
  let host: Host;
  let place: Place;
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 5);
  });

  it("names every unit's occupancy on a day: turnover, occupied, vacant, arriving, departing (clean by default)", async () => {
    const [u1, u2, u3, u4, u5] = place.unitIds;
    await create(host, place, 0, '2030-03-08', '2030-03-10');
    await create(host, place, 0, '2030-03-10', '2030-03-12');
    await create(host, place, 1, '2030-03-09', '2030-03-11');
    await create(host, place, 3, '2030-03-10', '2030-03-11');
    await create(host, place, 4, '2030-03-07', '2030-03-10');
    // A cancelled arrival leaves its unit vacant.
    const cancelled = await create(host, place, 2, '2030-03-10', '2030-03-13');
    expect((await mutate(host, 'host.reservations.setStatus', { id: cancelled, status: 'cancelled' })).status).toBe(200);
    const units = await housekeeping(host, place.propertyId, '2030-03-10');
    expect(units.map(({ unitId, occupancy, status }) => ({ unitId, occupancy, status }))).toEqual([
      { unitId: u1, occupancy: 'turnover', status: 'clean' },
      { unitId: u2, occupancy: 'occupied', status: 'clean' },
      { unitId: u3, occupancy: 'vacant', status: 'clean' },
      { unitId: u4, occupancy: 'arriving', status: 'clean' },
      { unitId: u5, occupancy: 'departing', status: 'clean' },
    ]);
    expect(units.every((unit) => typeof unit.unitName === 'string' && unit.unitName.length > 0)).toBe(true);
    // The day after: u1 occupied (the second stay), u2 departing, the rest vacant.
    expect((await housekeeping(host, place.propertyId, '2030-03-11')).map((unit) => unit.occupancy)).toEqual(['occupied', 'departing', 'vacant', 'departing', 'vacant']);
  });

  it('a reservation moving to checked_out makes its unit dirty; the housekeeper marks it clean, then inspected', async () => {
    const own = await newPlace(host, 1);
    const id = await create(host, own, 0, '2030-04-01', '2030-04-03', { status: 'checked_in' });
    expect((await housekeeping(host, own.propertyId))[0]!.status).toBe('clean');
    expect((await mutate(host, 'host.reservations.setStatus', { id, status: 'checked_out' })).status).toBe(200);
    expect((await housekeeping(host, own.propertyId))[0]!.status).toBe('dirty');
    expect(data(await mutate(host, 'host.housekeeping.set', { unitId: own.unitIds[0], status: 'clean' }))).toMatchObject({ unitId: own.unitIds[0], status: 'clean' });
    expect((await housekeeping(host, own.propertyId))[0]!.status).toBe('clean');
    await mutate(host, 'host.housekeeping.set', { unitId: own.unitIds[0], status: 'inspected' });
    expect((await housekeeping(host, own.propertyId))[0]!.status).toBe('inspected');
    // Another stay checked out later makes it dirty again.
    const next = await create(host, own, 0, '2030-04-05', '2030-04-06', { status: 'checked_in' });
    await mutate(host, 'host.reservations.setStatus', { id: next, status: 'checked_out' });
    expect((await housekeeping(host, own.propertyId))[0]!.status).toBe('dirty');
  });

  it('out of order blocks the given nights (no sale, fewer available nights); back in order frees them', async () => {
    const own = await newPlace(host, 1);
    const unitId = own.unitIds[0]!;
    const before = data(await query(host, 'host.reports.summary', { propertyId: own.propertyId, from: '2030-05-01', to: '2030-05-11' }));
    expect(before.nightsAvailable).toBe(10);
    const set = await mutate(host, 'host.housekeeping.set', { unitId, status: 'out_of_order', from: '2030-05-03', to: '2030-05-06', reason: 'Leak' });
    expect(data(set)).toEqual({ unitId, status: 'out_of_order', from: '2030-05-03', to: '2030-05-06' });
    const nights = await nightsOfUnits([unitId]);
    expect(nights.map((night) => night.night)).toEqual(['2030-05-03', '2030-05-04', '2030-05-05']);
    expect(nights.every((night) => night.block_id !== null && night.reservation_id === null)).toBe(true);
    // Out of sale: no stay can hold those nights.
    const taken = await mutate(host, 'host.reservations.create', manual(own, '2030-05-05', '2030-05-07'));
    expect({ status: taken.status, code: errorOf(taken).code }).toEqual({ status: 409, code: 'CONFLICT' });
    expect((await housekeeping(host, own.propertyId))[0]!.status).toBe('out_of_order');
    const during = data(await query(host, 'host.reports.summary', { propertyId: own.propertyId, from: '2030-05-01', to: '2030-05-11' }));
    expect(during).toMatchObject({ nightsAvailable: 7, nightsSold: 0, occupancyPercent: 0, revparCents: 0 });
    // Back in order (the stretch is all in the future): every night is on sale again.
    await mutate(host, 'host.housekeeping.set', { unitId, status: 'clean' });
    expect(await nightsOfUnits([unitId])).toEqual([]);
    expect(data(await query(host, 'host.reports.summary', { propertyId: own.propertyId, from: '2030-05-01', to: '2030-05-11' })).nightsAvailable).toBe(10);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM blocks WHERE unit_id = ?').bind(unitId).first('n')).toBe(0);
  });

  it('out of order on nights a guest holds is a CONFLICT and changes nothing; default is today only', async () => {
    const own = await newPlace(host, 1);
    const unitId = own.unitIds[0]!;
    await create(host, own, 0, '2030-06-10', '2030-06-12');
    const clash = await mutate(host, 'host.housekeeping.set', { unitId, status: 'out_of_order', from: '2030-06-11', to: '2030-06-13' });
    expect({ status: clash.status, code: errorOf(clash).code }).toEqual({ status: 409, code: 'CONFLICT' });
    expect((await housekeeping(host, own.propertyId))[0]!.status).toBe('clean');
    expect((await nightsOfUnits([unitId])).every((night) => night.block_id === null)).toBe(true);
    const today = data(await mutate(host, 'host.housekeeping.set', { unitId, status: 'out_of_order' })) as { from: string; to: string };
    expect(today.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await nightsOfUnits([unitId])).filter((night) => night.block_id !== null).map((night) => night.night)).toEqual([today.from]);
    // Back in service today: tonight goes back on sale.
    await mutate(host, 'host.housekeeping.set', { unitId, status: 'dirty' });
    expect((await nightsOfUnits([unitId])).filter((night) => night.block_id !== null)).toEqual([]);
  });

  it("validates at the edge; another host's unit or property is NOT_FOUND; signed out is UNAUTHORIZED", async () => {
    const other = await newHost();
    expectNotFound(await mutate(other, 'host.housekeeping.set', { unitId: place.unitIds[0], status: 'clean' }), 'set');
    expectNotFound(await query(other, 'host.housekeeping.list', { propertyId: place.propertyId }), 'list');
    const bad = await mutate(host, 'host.housekeeping.set', { unitId: place.unitIds[0], status: 'sparkling' });
    expect(bad.status).toBe(400);
    const datesOnClean = await mutate(host, 'host.housekeeping.set', { unitId: place.unitIds[0], status: 'clean', from: '2030-01-01', to: '2030-01-02' });
    expect(errorOf(datesOnClean).issues).toEqual([{ field: 'from', message: 'dates_only_out_of_order' }]);
    expect((await query(null, 'host.housekeeping.list', { propertyId: place.propertyId })).status).toBe(401);
  });
});

describe('host.reports.summary: a hand-computed table', () => {
  // Range [2030-01-10, 2030-01-20): 10 nights. Property A has units a1, a2; property B has b1.
  //
  // stay  unit  dates (check-out exclusive)  status     source   lodging  per night + rest  nights in range  revenue in range
  // R1    a1    01-08 → 01-12 (4)            confirmed  booking   40 003  10 000 + 3        2 (10, 11)       20 000 (rest on 01-08, outside)
  // R2    a1    01-12 → 01-15 (3)            confirmed  direct    30 002  10 000 + 2        3                30 002
  // R3    a1    01-18 → 01-22 (4)            confirmed  airbnb    50 001  12 500 + 1        2 (18, 19)       25 001 (first night inside)
  // R4    a2    01-10 → 01-13                cancelled  direct    90 000                    —                —
  // R5    a2    01-13 → 01-15                no_show    direct    80 000                    —                —
  // R6    a2    01-05 → 01-25 (20)           checked_in manual   200 007  10 000 + 7        10               100 000
  // R7    b1    01-15 → 01-16 (1)            confirmed  booking   12 345  12 345            1                12 345
  // R8    b1    01-20 → 01-22                confirmed  direct    99 999  (starts on `to`)  0                —
  // R9    b1    01-08 → 01-10                confirmed  direct    77 777  (ends on `from`)  0                —
  // b1 out of order 01-17 → 01-19 (2 nights) and blocked 01-11 → 01-12 (1 night).
  //
  // All:  available 3 × 10 − 3 = 27; sold 2 + 3 + 2 + 10 + 1 = 18; revenue 187 348;
  //       occupancy 18 / 27 = 66.67 % → 66.7; ADR 187 348 / 18 = 10 408.2 → 10 408; RevPAR 187 348 / 27 = 6 938.8 → 6 939.
  //       by source: direct 3 / 30 002, manual 10 / 100 000, airbnb 2 / 25 001, booking 3 / 32 345.
  // A:    available 20; sold 17; revenue 175 003; occupancy 85; ADR 10 294.3 → 10 294; RevPAR 8 750.15 → 8 750.
  // B:    available 7; sold 1; revenue 12 345; occupancy 14.29 → 14.3; ADR 12 345; RevPAR 1 763.57 → 1 764.
  let host: Host;
  let a: Place;
  let b: Place;
  const range = { from: '2030-01-10', to: '2030-01-20' };

  beforeAll(async () => {
    host = await newHost();
    a = await newPlace(host, 2);
    b = await newPlace(host, 1);
    await setMoney(await create(host, a, 0, '2030-01-08', '2030-01-12', { source: 'booking' }), 46_003, 5_000, 1_000);
    await setMoney(await create(host, a, 0, '2030-01-12', '2030-01-15', { source: 'direct' }), 30_002);
    await setMoney(await create(host, a, 0, '2030-01-18', '2030-01-22', { source: 'airbnb' }), 50_001);
    const r4 = await create(host, a, 1, '2030-01-10', '2030-01-13', { source: 'direct' });
    await setMoney(r4, 90_000);
    expect((await mutate(host, 'host.reservations.setStatus', { id: r4, status: 'cancelled' })).status).toBe(200);
    const r5 = await create(host, a, 1, '2030-01-13', '2030-01-15', { source: 'direct' });
    await setMoney(r5, 80_000);
    expect((await mutate(host, 'host.reservations.setStatus', { id: r5, status: 'no_show' })).status).toBe(200);
    await setMoney(await create(host, a, 1, '2030-01-05', '2030-01-25', { status: 'checked_in' }), 200_007);
    await setMoney(await create(host, b, 0, '2030-01-15', '2030-01-16', { source: 'booking' }), 12_345);
    await setMoney(await create(host, b, 0, '2030-01-20', '2030-01-22', { source: 'direct' }), 99_999);
    await setMoney(await create(host, b, 0, '2030-01-08', '2030-01-10', { source: 'direct' }), 77_777);
    expect((await mutate(host, 'host.housekeeping.set', { unitId: b.unitIds[0], status: 'out_of_order', from: '2030-01-17', to: '2030-01-19' })).status).toBe(200);
    expect((await mutate(host, 'host.blocks.create', { unitId: b.unitIds[0], from: '2030-01-11', to: '2030-01-12' })).status).toBe(200);
  });

  it('all the caller’s properties when propertyId is absent', async () => {
    expect(data(await query(host, 'host.reports.summary', range))).toEqual({
      nightsAvailable: 27,
      nightsSold: 18,
      occupancyPercent: 66.7,
      revenueCents: 187_348,
      adrCents: 10_408,
      revparCents: 6_939,
      revenueByKind: { lodging: 187_348, addons: 0, fees: 3_000, taxes: 0 },
      bySource: [
        { source: 'direct', nights: 3, revenueCents: 30_002 },
        { source: 'manual', nights: 10, revenueCents: 100_000 },
        { source: 'airbnb', nights: 2, revenueCents: 25_001 },
        { source: 'booking', nights: 3, revenueCents: 32_345 },
      ],
      currency: 'BRL',
    });
  });

  it('one property at a time', async () => {
    expect(data(await query(host, 'host.reports.summary', { ...range, propertyId: a.propertyId }))).toMatchObject({
      nightsAvailable: 20,
      nightsSold: 17,
      occupancyPercent: 85,
      revenueCents: 175_003,
      adrCents: 10_294,
      revparCents: 8_750,
    });
    expect(data(await query(host, 'host.reports.summary', { ...range, propertyId: b.propertyId }))).toEqual({
      nightsAvailable: 7,
      nightsSold: 1,
      occupancyPercent: 14.3,
      revenueCents: 12_345,
      adrCents: 12_345,
      revparCents: 1_764,
      revenueByKind: { lodging: 12_345, addons: 0, fees: 0, taxes: 0 },
      bySource: [{ source: 'booking', nights: 1, revenueCents: 12_345 }],
      currency: 'BRL',
    });
  });

  it('the whole of every stay: spreading by night adds back up to the lodging', async () => {
    // [01-01, 02-01) holds R1, R2, R3 and R6 whole (R7 too): every cent of their lodging.
    const month = data(await query(host, 'host.reports.summary', { from: '2030-01-01', to: '2030-02-01' }));
    expect(month.revenueCents).toBe(40_003 + 30_002 + 50_001 + 200_007 + 12_345 + 99_999 + 77_777);
    expect(month.nightsSold).toBe(4 + 3 + 4 + 20 + 1 + 2 + 2);
    // Split at 01-15: the two halves add up to the whole.
    const first = data(await query(host, 'host.reports.summary', { from: '2030-01-01', to: '2030-01-15' }));
    const second = data(await query(host, 'host.reports.summary', { from: '2030-01-15', to: '2030-02-01' }));
    expect(first.revenueCents + second.revenueCents).toBe(month.revenueCents);
    expect(first.nightsSold + second.nightsSold).toBe(month.nightsSold);
  });

  it('rounds half up: 10 001 over 2 available nights is a RevPAR of 5 001', async () => {
    const alone = await newHost();
    const own = await newPlace(alone, 1);
    await setMoney(await create(alone, own, 0, '2030-02-01', '2030-02-02'), 10_001);
    expect(data(await query(alone, 'host.reports.summary', { propertyId: own.propertyId, from: '2030-02-01', to: '2030-02-03' }))).toMatchObject({
      nightsAvailable: 2,
      nightsSold: 1,
      occupancyPercent: 50,
      revenueCents: 10_001,
      adrCents: 10_001,
      revparCents: 5_001,
    });
  });

  it("another host's property is NOT_FOUND; a host with none reads zeros; bad ranges are refused; signed out is UNAUTHORIZED", async () => {
    const other = await newHost();
    expectNotFound(await query(other, 'host.reports.summary', { ...range, propertyId: a.propertyId }));
    expect(data(await query(other, 'host.reports.summary', range))).toMatchObject({ nightsAvailable: 0, nightsSold: 0, occupancyPercent: 0, revenueCents: 0, adrCents: 0, revparCents: 0, bySource: [] });
    const backwards = await query(host, 'host.reports.summary', { from: '2030-01-20', to: '2030-01-10' });
    expect(errorOf(backwards).issues).toEqual([{ field: 'to', message: 'checkout_before_checkin' }]);
    expect((await query(null, 'host.reports.summary', range)).status).toBe(401);
  });

  it('the CSV at /account/reports.csv has the same figures', async () => {
    const csv = async (params: string, who: Host | null = host) =>
      selfFetch(`${ORIGIN}/account/reports.csv?${params}`, { headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), 'cf-connecting-ip': uniqueIp() } });
    const response = await csv(`from=${range.from}&to=${range.to}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const rows = (await response.text()).trim().split('\r\n').map((line) => line.split(','));
    expect(rows).toEqual([
      ['from', 'to', 'propertyId', 'source', 'nightsAvailable', 'nightsSold', 'occupancyPercent', 'revenueCents', 'adrCents', 'revparCents', 'currency'],
      ['2030-01-10', '2030-01-20', 'all', 'all', '27', '18', '66.7', '187348', '10408', '6939', 'BRL'],
      ['2030-01-10', '2030-01-20', 'all', 'direct', '27', '3', '11.1', '30002', '10001', '1111', 'BRL'],
      ['2030-01-10', '2030-01-20', 'all', 'manual', '27', '10', '37', '100000', '10000', '3704', 'BRL'],
      ['2030-01-10', '2030-01-20', 'all', 'airbnb', '27', '2', '7.4', '25001', '12501', '926', 'BRL'],
      ['2030-01-10', '2030-01-20', 'all', 'booking', '27', '3', '11.1', '32345', '10782', '1198', 'BRL'],
    ]);
    const one = await csv(`from=${range.from}&to=${range.to}&propertyId=${b.propertyId}`);
    expect((await one.text()).split('\r\n')[1]).toBe(`2030-01-10,2030-01-20,${b.propertyId},all,7,1,14.3,12345,12345,1764,BRL`);
    expect((await csv(`from=${range.from}&to=${range.to}&propertyId=${a.propertyId}`, await newHost())).status).toBe(404);
    expect((await csv('from=2030-01-10&to=nope')).status).toBe(400);
    expect((await csv(`from=${range.from}&to=${range.to}`, null)).status).toBe(401);
  });
});

describe('host.frontDesk.today', () => {
  it("lists today's arrivals, departures and in-house stays across the host's properties, with the balance's figures", async () => {
    const host = await newHost();
    const one = await newPlace(host, 2);
    const two = await newPlace(host, 1);
    const today = todayIn('America/Sao_Paulo');
    const arriving = await create(host, one, 0, today, addDays(today, 2));
    const staying = await create(host, one, 1, addDays(today, -1), addDays(today, 1), { status: 'checked_in' });
    const leaving = await create(host, two, 0, addDays(today, -2), today, { status: 'checked_in' });
    const gone = await create(host, two, 0, today, addDays(today, 1));
    expect((await mutate(host, 'host.reservations.setStatus', { id: gone, status: 'cancelled' })).status).toBe(200);
    const day = data(await query(host, 'host.frontDesk.today', {}));
    expect(day.properties.map((property: { id: number; today: string }) => [property.id, property.today])).toEqual([
      [one.propertyId, today],
      [two.propertyId, today],
    ]);
    expect(day.arrivals.map((stay: { id: number }) => stay.id)).toEqual([arriving]);
    expect(day.departures.map((stay: { id: number }) => stay.id)).toEqual([leaving]);
    expect(day.inHouse.map((stay: { id: number }) => stay.id)).toEqual([staying]);
    expect(day.departures[0]).toMatchObject({ propertyId: two.propertyId, status: 'checked_in', totalCents: 60_000, paidCents: 0, currency: 'BRL', guestName: 'Ana Souza' });
    const onlyTwo = data(await query(host, 'host.frontDesk.today', { propertyId: two.propertyId }));
    expect([onlyTwo.arrivals.length, onlyTwo.departures.length, onlyTwo.inHouse.length]).toEqual([0, 1, 0]);
    expectNotFound(await query(await newHost(), 'host.frontDesk.today', { propertyId: one.propertyId }));
  });
});

describe('an early check-out (issue 40)', () => {
  it('ends the stay today and frees the nights left in one batch; on the departure day, or before the stay began, the dates stay', async () => {
    const host = await newHost();
    const place = await newPlace(host, 3);
    const today = todayIn('America/Sao_Paulo');
    const early = await create(host, place, 0, addDays(today, -1), addDays(today, 3), { status: 'checked_in' });
    const onTime = await create(host, place, 1, addDays(today, -2), today, { status: 'checked_in' });
    const sameDay = await create(host, place, 2, today, addDays(today, 2), { status: 'checked_in' });
    for (const id of [early, onTime, sameDay]) expect((await mutate(host, 'host.reservations.setStatus', { id, status: 'checked_out' })).status).toBe(200);
    const stays = async (id: number) => env.DB.prepare('SELECT check_out AS checkOut, status FROM reservations WHERE id = ?').bind(id).first<{ checkOut: string; status: string }>();
    const nights = async (id: number) => (await env.DB.prepare('SELECT night FROM occupancy WHERE reservation_id = ? ORDER BY night').bind(id).all<{ night: string }>()).results.map((row) => row.night);
    expect(await stays(early)).toEqual({ checkOut: today, status: 'checked_out' });
    expect(await nights(early)).toEqual([addDays(today, -1)]);
    expect(await stays(onTime)).toEqual({ checkOut: today, status: 'checked_out' });
    expect(await nights(onTime)).toEqual([addDays(today, -2), addDays(today, -1)]);
    // Arrived today and leaving today: the stay keeps its first night.
    expect(await stays(sameDay)).toEqual({ checkOut: addDays(today, 1), status: 'checked_out' });
    expect(await nights(sameDay)).toEqual([today]);
    // The freed nights sell again: a new stay on the early leaver's unit from today.
    expect((await mutate(host, 'host.reservations.create', manual(place, today, addDays(today, 3), { unitId: place.unitIds[0] }))).status).toBe(200);
    // The history says the dates moved.
    const events = (await env.DB.prepare("SELECT action, detail FROM reservation_events WHERE reservation_id = ? AND action = 'dates'").bind(early).all<{ action: string; detail: string }>()).results;
    expect(events.map((event) => JSON.parse(event.detail))).toEqual([{ from: { checkIn: addDays(today, -1), checkOut: addDays(today, 3) }, to: { checkIn: addDays(today, -1), checkOut: today }, early: true }]);
  });
});

describe('the front desk and the overview count the same day (issue 40)', () => {
  it('over a table of stays: arriving today, late arrival, in house, checked in today, early departure, leaving today, no-show, cancelled', async () => {
    const host = await newHost();
    const place = await newPlace(host, 8);
    const today = todayIn('America/Sao_Paulo');
    const arriving = await create(host, place, 0, today, addDays(today, 2));
    const late = await create(host, place, 1, addDays(today, -1), addDays(today, 2));
    const inHouse = await create(host, place, 2, addDays(today, -2), addDays(today, 1), { status: 'checked_in' });
    const checkedInToday = await create(host, place, 3, today, addDays(today, 3));
    const early = await create(host, place, 4, addDays(today, -1), addDays(today, 4), { status: 'checked_in' });
    const leaving = await create(host, place, 5, addDays(today, -3), today, { status: 'checked_in' });
    const noShow = await create(host, place, 6, today, addDays(today, 1));
    const cancelled = await create(host, place, 7, today, addDays(today, 1));
    for (const [id, status] of [
      [checkedInToday, 'checked_in'],
      [early, 'checked_out'],
      [noShow, 'no_show'],
      [cancelled, 'cancelled'],
    ] as const)
      expect((await mutate(host, 'host.reservations.setStatus', { id, status })).status).toBe(200);
    const ids = (list: { id: number }[]) => list.map((stay) => stay.id).sort((a, b) => a - b);
    const desk = data(await query(host, 'host.frontDesk.today', { propertyId: place.propertyId }));
    const overview = data(await query(host, 'host.overview', { propertyId: place.propertyId }));
    // Chegadas: still expected (today's and the late one); Hospedados: checked in and staying tonight;
    // Saídas: leaving today, the early departure among them.
    expect(ids(desk.arrivals)).toEqual([arriving, late].sort((a, b) => a - b));
    expect(ids(desk.inHouse)).toEqual([inHouse, checkedInToday].sort((a, b) => a - b));
    expect(ids(desk.departures)).toEqual([early, leaving].sort((a, b) => a - b));
    expect(ids(overview.arrivals)).toEqual(ids(desk.arrivals));
    expect(ids(overview.inHouse)).toEqual(ids(desk.inHouse));
    expect(ids(overview.departures)).toEqual(ids(desk.departures));
    // Checking the late guest in moves them from Chegadas to Hospedados, on both.
    await mutate(host, 'host.reservations.setStatus', { id: late, status: 'checked_in' });
    const after = data(await query(host, 'host.frontDesk.today', { propertyId: place.propertyId }));
    const afterOverview = data(await query(host, 'host.overview', { propertyId: place.propertyId }));
    expect([after.arrivals.length, after.inHouse.length, after.departures.length]).toEqual([1, 3, 2]);
    expect([afterOverview.arrivals.length, afterOverview.inHouse.length, afterOverview.departures.length]).toEqual([1, 3, 2]);
  });
});

describe('"Nova reserva" from the front desk (issue 40)', () => {
  it('quotes a unit from the rates; a price other than the quote needs its reason, kept in the history; the source is kept', async () => {
    const host = await newHost();
    const place = await newPlace(host, 1, 30000);
    const stay = { checkIn: '2031-02-10', checkOut: '2031-02-13' };
    const quote = data(await query(host, 'host.reservations.quote', { unitId: place.unitIds[0], ...stay }));
    expect(quote).toMatchObject({ currency: 'BRL', totalCents: 3 * 30000, nights: 3 });
    expectNotFound(await query(await newHost(), 'host.reservations.quote', { unitId: place.unitIds[0], ...stay }));
    const unreasoned = await mutate(host, 'host.reservations.create', manual(place, stay.checkIn, stay.checkOut, { totalCents: 80000, source: 'booking' }));
    expect(unreasoned.status).toBe(400);
    expect(errorOf(unreasoned).issues).toEqual([{ field: 'priceReason', message: 'required' }]);
    const created = data(await mutate(host, 'host.reservations.create', manual(place, stay.checkIn, stay.checkOut, { totalCents: 80000, priceReason: 'Cliente antigo', source: 'booking' })));
    expect(created.totalCents).toBe(80000);
    const row = await env.DB.prepare("SELECT r.total_cents AS total, r.source, e.detail FROM reservations r JOIN reservation_events e ON e.reservation_id = r.id AND e.action = 'created' WHERE r.id = ?").bind(created.id).first<{ total: number; source: string; detail: string }>();
    expect([row!.total, row!.source]).toEqual([80000, 'booking']);
    expect(JSON.parse(row!.detail)).toMatchObject({ quoteCents: 90000, totalCents: 80000, priceReason: 'Cliente antigo' });
    // The quote's own price needs no reason.
    const plain = data(await mutate(host, 'host.reservations.create', manual(place, '2031-03-01', '2031-03-02', { totalCents: 30000 })));
    expect(plain.totalCents).toBe(30000);
  });

  it('prices each rate plan of the unit (the standard one by default); a chosen plan is the price and is kept on the stay; another room type\'s plan is NOT_FOUND', async () => {
    const host = await newHost();
    const place = await newPlace(host, 1, 30000);
    const other = await newPlace(host, 1, 20000);
    const plan = data(await mutate(host, 'host.ratePlans.create', { roomTypeId: place.roomTypeId, name: 'Sem reembolso', percent: -10, refundable: false })) as { id: number };
    const foreign = data(await mutate(host, 'host.ratePlans.create', { roomTypeId: other.roomTypeId, name: 'Outro', percent: -20, refundable: true })) as { id: number };
    const stay = { unitId: place.unitIds[0], checkIn: '2031-04-10', checkOut: '2031-04-12' };
    const standard = data(await query(host, 'host.reservations.quote', stay));
    expect(standard.totalCents).toBe(60000);
    expect(standard.ratePlans).toHaveLength(2);
    expect(standard.ratePlans.find((item: { id: number }) => item.id === plan.id)).toMatchObject({ name: 'Sem reembolso', refundable: false, totalCents: 54000 });
    expect(standard.ratePlanId).not.toBe(plan.id);
    const chosen = data(await query(host, 'host.reservations.quote', { ...stay, ratePlanId: plan.id }));
    expect([chosen.ratePlanId, chosen.totalCents]).toEqual([plan.id, 54000]);
    expectNotFound(await query(host, 'host.reservations.quote', { ...stay, ratePlanId: foreign.id }));
    // The plan's price is the quote: no reason needed; the stay keeps the plan and its refund rule.
    const created = data(await mutate(host, 'host.reservations.create', manual(place, stay.checkIn, stay.checkOut, { ratePlanId: plan.id, totalCents: 54000 })));
    expect(created.totalCents).toBe(54000);
    const row = await env.DB.prepare('SELECT rate_plan_id AS planId, rate_plan_name AS planName, refundable FROM reservations WHERE id = ?').bind(created.id).first<{ planId: number; planName: string; refundable: number }>();
    expect(row).toEqual({ planId: plan.id, planName: 'Sem reembolso', refundable: 0 });
    expectNotFound(await mutate(host, 'host.reservations.create', manual(place, '2031-05-01', '2031-05-02', { ratePlanId: foreign.id })));
  });

  it('a stay moved to other dates is re-priced with its own rate plan (not the bare rates)', async () => {
    const host = await newHost();
    const place = await newPlace(host, 1, 30000);
    const plan = data(await mutate(host, 'host.ratePlans.create', { roomTypeId: place.roomTypeId, name: 'Sem reembolso', percent: -10, refundable: false })) as { id: number };
    const created = data(await mutate(host, 'host.reservations.create', manual(place, '2031-06-10', '2031-06-12', { ratePlanId: plan.id, totalCents: 54000 })));
    // Three nights instead of two, same unit: 3 × 30000 − 10 % = 81000.
    const moved = data(await mutate(host, 'host.reservations.update', { id: created.id, checkIn: '2031-06-20', checkOut: '2031-06-23' }));
    expect(moved.totalCents).toBe(81000);
    const row = await env.DB.prepare('SELECT total_cents AS total, rate_plan_id AS planId, rate_plan_name AS planName, refundable FROM reservations WHERE id = ?').bind(created.id).first();
    expect(row).toEqual({ total: 81000, planId: plan.id, planName: 'Sem reembolso', refundable: 0 });
    // A stay on the standard plan keeps the plain rates: 2 × 30000.
    const plain = data(await mutate(host, 'host.reservations.create', manual(place, '2031-07-01', '2031-07-02', { totalCents: 30000 })));
    const movedPlain = data(await mutate(host, 'host.reservations.update', { id: plain.id, checkIn: '2031-07-05', checkOut: '2031-07-07' }));
    expect(movedPlain.totalCents).toBe(60000);
  });
});
