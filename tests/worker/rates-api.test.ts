import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { nightsOnWeekdays, weekdayOf } from '../../shared/host/periods';
import { todayIn } from '../../shared/stay/dates';
import { data, errorOf, expectNotFound, mutate, newHost, newPlace, query, type Host, type Place } from './reservations-support';

async function rateRows(roomTypeId: number) {
  const { results } = await env.DB.prepare('SELECT date, rate_cents, min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell FROM rates WHERE room_type_id = ? ORDER BY date')
    .bind(roomTypeId)
    .all<{ date: string; rate_cents: number | null; min_stay: number | null; max_stay: number | null; closed_to_arrival: number; closed_to_departure: number; stop_sell: number }>();
  return results;
}

describe('host.rates.get and the weekday bulk edit', () => {
  let host: Host;
  let place: Place;
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 1, 30000);
  });

  it('shows the base rate and no restriction on nights without a row', async () => {
    const grid = data(await query(host, 'host.rates.get', { roomTypeId: place.roomTypeId, from: '2027-02-27', days: 3 }));
    expect(grid).toMatchObject({ roomType: { id: place.roomTypeId, name: 'Duplo', baseRateCents: 30000 }, propertyId: place.propertyId, currency: 'BRL', from: '2027-02-27', to: '2027-03-02', days: 3 });
    expect(grid.nights).toEqual(
      ['2027-02-27', '2027-02-28', '2027-03-01'].map((date) => ({ date, rateCents: 30000, explicit: false, minStay: null, maxStay: null, closedToArrival: false, closedToDeparture: false, stopSell: false, planRates: [{ planId: expect.any(Number), rateCents: 30000 }] })),
    );
  });

  it("starts at today in the property's zone when no date is given", async () => {
    const grid = data(await query(host, 'host.rates.get', { roomTypeId: place.roomTypeId, days: 2 }));
    expect(grid.from).toBe(todayIn('America/Sao_Paulo'));
    expect(grid.today).toBe(grid.from);
    expect(grid.nights).toHaveLength(2);
  });

  it('"Fri and Sat, Dec 1 – Mar 1: R$ 450, min 2 nights" writes exactly those nights, in one call', async () => {
    const answer = data(await mutate(host, 'host.rates.set', { roomTypeId: place.roomTypeId, from: '2027-12-01', to: '2028-03-01', rateCents: 45000, minStay: 2, weekdays: [5, 6] }));
    const expected = nightsOnWeekdays('2027-12-01', '2028-03-01', [5, 6]);
    // 13 weeks from Wed Dec 1: 13 Fridays and 13 Saturdays, none on Mar 1 (exclusive).
    expect(expected).toHaveLength(26);
    expect(answer).toEqual({ nights: 26 });
    const rows = await rateRows(place.roomTypeId);
    expect(rows.map((row) => row.date)).toEqual(expected);
    expect(rows.every((row) => row.rate_cents === 45000 && row.min_stay === 2 && [5, 6].includes(weekdayOf(row.date)))).toBe(true);
    expect(rows[0]!.date).toBe('2027-12-03');
    expect(rows.at(-1)!.date).toBe('2028-02-26');
  });

  it('shows the edit in the grid: weekend nights explicit, the others at the base rate', async () => {
    const grid = data(await query(host, 'host.rates.get', { roomTypeId: place.roomTypeId, from: '2027-12-02', days: 4 }));
    expect(grid.nights.map((night: { date: string; rateCents: number; explicit: boolean; minStay: number | null }) => [night.date, night.rateCents, night.explicit, night.minStay])).toEqual([
      ['2027-12-02', 30000, false, null],
      ['2027-12-03', 45000, true, 2],
      ['2027-12-04', 45000, true, 2],
      ['2027-12-05', 30000, false, null],
    ]);
  });

  it('a later edit on other weekdays touches only its fields and nights', async () => {
    // Sundays of the first week of December: closed to arrival, stop-sell on the Sunday only.
    expect(data(await mutate(host, 'host.rates.set', { roomTypeId: place.roomTypeId, from: '2027-12-01', to: '2027-12-08', closedToArrival: true, stopSell: true, weekdays: [0] }))).toEqual({ nights: 1 });
    expect(data(await mutate(host, 'host.rates.set', { roomTypeId: place.roomTypeId, from: '2027-12-03', to: '2027-12-05', closedToDeparture: true, maxStay: 7 }))).toEqual({ nights: 2 });
    const grid = data(await query(host, 'host.rates.get', { roomTypeId: place.roomTypeId, from: '2027-12-03', days: 3 }));
    expect(grid.nights).toEqual([
      { date: '2027-12-03', rateCents: 45000, explicit: true, minStay: 2, maxStay: 7, closedToArrival: false, closedToDeparture: true, stopSell: false, planRates: [{ planId: expect.any(Number), rateCents: 45000 }] },
      { date: '2027-12-04', rateCents: 45000, explicit: true, minStay: 2, maxStay: 7, closedToArrival: false, closedToDeparture: true, stopSell: false, planRates: [{ planId: expect.any(Number), rateCents: 45000 }] },
      { date: '2027-12-05', rateCents: 30000, explicit: false, minStay: null, maxStay: null, closedToArrival: true, closedToDeparture: false, stopSell: true, planRates: [{ planId: expect.any(Number), rateCents: 30000 }] },
    ]);
  });

  it('without weekdays still writes every night of the range (the contract)', async () => {
    expect(data(await mutate(host, 'host.rates.set', { roomTypeId: place.roomTypeId, from: '2028-06-01', to: '2028-06-08', rateCents: 50000 }))).toEqual({ nights: 7 });
    expect((await rateRows(place.roomTypeId)).filter((row) => row.date.startsWith('2028-06'))).toHaveLength(7);
  });

  it('refuses an empty weekday choice, a bad weekday or a wide grid, naming the field, writing nothing', async () => {
    const before = await rateRows(place.roomTypeId);
    const empty = await mutate(host, 'host.rates.set', { roomTypeId: place.roomTypeId, from: '2029-01-01', to: '2029-02-01', rateCents: 1, weekdays: [] });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).issues).toEqual([{ field: 'weekdays', message: 'weekdays_empty' }]);
    const seven = await mutate(host, 'host.rates.set', { roomTypeId: place.roomTypeId, from: '2029-01-01', to: '2029-02-01', rateCents: 1, weekdays: [7] });
    expect(errorOf(seven).fields).toEqual(['weekdays.0']);
    const minMax = await mutate(host, 'host.rates.set', { roomTypeId: place.roomTypeId, from: '2029-01-01', to: '2029-02-01', minStay: 5, maxStay: 2 });
    expect(errorOf(minMax).issues).toEqual([{ field: 'maxStay', message: 'min_above_max' }]);
    const wide = await query(host, 'host.rates.get', { roomTypeId: place.roomTypeId, from: '2029-01-01', days: 400 });
    expect(errorOf(wide).fields).toEqual(['days']);
    expect(await rateRows(place.roomTypeId)).toEqual(before);
  });
});

describe('host.rates: tenant isolation and sessions', () => {
  let hostA: Host;
  let hostB: Host;
  let place: Place;
  beforeAll(async () => {
    hostA = await newHost();
    hostB = await newHost();
    place = await newPlace(hostA, 1);
    await newPlace(hostB, 1);
    await mutate(hostA, 'host.rates.set', { roomTypeId: place.roomTypeId, from: '2027-05-01', to: '2027-05-03', rateCents: 12345 });
  });

  it("answers host B with host A's room type NOT_FOUND and writes nothing", async () => {
    const before = await rateRows(place.roomTypeId);
    expectNotFound(await query(hostB, 'host.rates.get', { roomTypeId: place.roomTypeId, from: '2027-05-01' }), 'get');
    expectNotFound(await mutate(hostB, 'host.rates.set', { roomTypeId: place.roomTypeId, from: '2027-05-01', to: '2027-06-01', rateCents: 1, weekdays: [5, 6] }), 'set');
    expect(await rateRows(place.roomTypeId)).toEqual(before);
  });

  it('answers UNAUTHORIZED without a session', async () => {
    for (const answer of [
      await query(null, 'host.rates.get', { roomTypeId: place.roomTypeId, from: '2027-05-01' }),
      await mutate(null, 'host.rates.set', { roomTypeId: place.roomTypeId, from: '2027-05-01', to: '2027-06-01', rateCents: 1, weekdays: [5] }),
    ]) {
      expect({ status: answer.status, code: errorOf(answer).code }).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    }
    expect((await rateRows(place.roomTypeId)).map((row) => row.rate_cents)).toEqual([12345, 12345]);
  });
});
