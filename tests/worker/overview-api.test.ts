import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { getOverview } from '../../worker/db/overview';
import { todayIn } from '../../shared/stay/dates';
import { data, errorOf, expectNotFound, manual, mutate, newHost, newPlace, query, type Host, type Place } from './reservations-support';

const TODAY = '2029-06-15';

describe('host.overview from known data', () => {
  let host: Host;
  let place: Place;
  const totals = new Map<string, number>();
  const stay = async (key: string, checkIn: string, checkOut: string, unit: number, source: string, extra: Record<string, unknown> = {}) => {
    const created = data(await mutate(host, 'host.reservations.create', manual(place, checkIn, checkOut, { unitId: place.unitIds[unit], source, guest: { name: key, email: '', phone: '' }, ...extra })));
    totals.set(key, created.totalCents);
    return created as { id: number; code: string; totalCents: number };
  };

  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 2, 30000);
    await stay('Arrives Today', '2029-06-15', '2029-06-18', 0, 'airbnb');
    await stay('Leaves Today', '2029-06-12', '2029-06-15', 1, 'booking');
    await stay('Family', '2029-06-15', '2029-06-17', 1, 'direct', { children: 1 });
    const cancelled = await stay('Cancelled', '2029-06-25', '2029-06-27', 0, 'vrbo');
    await mutate(host, 'host.reservations.cancel', { id: cancelled.id });
    await stay('March', '2029-03-10', '2029-03-14', 0, 'manual');
    await stay('September', '2029-09-01', '2029-09-03', 0, 'airbnb');
    await stay('Next Year', '2030-01-10', '2030-01-12', 0, 'airbnb');
    await stay('Month End', '2029-06-29', '2029-07-02', 1, 'booking');
    await mutate(host, 'host.blocks.create', { unitId: place.unitIds[1], from: '2029-06-20', to: '2029-06-23', reason: 'Pintura' });
    const feed = await env.DB.prepare("INSERT INTO channel_feeds (host_id, property_id, unit_id, url, channel, created_at) VALUES (?, ?, ?, 'https://example.com/a.ics', 'airbnb', '2029-01-01') RETURNING id")
      .bind(host.id, place.propertyId, place.unitIds[0])
      .first<{ id: number }>();
    for (const [uid, resolved] of [['open', null], ['resolved', '2029-02-01']] as const) {
      await env.DB.prepare("INSERT INTO channel_conflicts (host_id, property_id, unit_id, feed_id, uid, start_date, end_date, detected_at, resolved_at) VALUES (?, ?, ?, ?, ?, '2029-06-15', '2029-06-16', '2029-01-01', ?)")
        .bind(host.id, place.propertyId, place.unitIds[0], feed!.id, uid, resolved)
        .run();
    }
  });

  it("lists today's arrivals and departures and who is in-house tonight", async () => {
    const overview = data(await query(host, 'host.overview', { propertyId: place.propertyId, today: TODAY }));
    expect(overview.today).toBe(TODAY);
    expect(overview.property).toEqual({ id: place.propertyId, name: 'Pousada do Teste', currency: 'BRL', timezone: 'America/Sao_Paulo' });
    expect(overview.arrivals.map((s: { guestName: string; unitName: string }) => [s.guestName, s.unitName])).toEqual([
      ['Arrives Today', 'Duplo 1'],
      ['Family', 'Duplo 2'],
    ]);
    expect(overview.departures.map((s: { guestName: string }) => s.guestName)).toEqual(['Leaves Today']);
    // Issue 40: in house means checked in, as on the front desk; today's arrivals are not yet.
    expect(overview.inHouse).toEqual([]);
    expect(overview.guestsInHouse).toBe(0);
  });

  it('computes occupancy this month (blocked nights not available), the average stay and open conflicts', async () => {
    const overview = data(await query(host, 'host.overview', { propertyId: place.propertyId, today: TODAY }));
    expect(overview.month).toEqual({ from: '2029-06-01', to: '2029-07-01', days: 30 });
    // Held in June: 3 + 3 + 2 + 2 (the month-end stay's June nights); 2 units × 30 − 3 blocked.
    expect(overview.occupancy).toEqual({ occupiedNights: 10, availableNights: 57, units: 2 });
    // Arriving in June: 3, 3, 2 and 3 nights.
    expect(overview.averageStay).toEqual({ nights: 2.8, stays: 4 });
    expect(overview.openConflicts).toBe(1);
  });

  it("sums lodging revenue by the month of each night, 6 back to 6 ahead, and counts bookings by source", async () => {
    const overview = data(await query(host, 'host.overview', { propertyId: place.propertyId, today: TODAY }));
    // The month-end stay's three nights: two in June, one in July (as the reports count them).
    const june = ['Arrives Today', 'Leaves Today', 'Family'].reduce((sum, key) => sum + totals.get(key)!, 0) + (totals.get('Month End')! / 3) * 2;
    expect(june).toBe(10 * 30000);
    expect(overview.revenueByMonth).toEqual([
      { month: '2028-12', cents: 0 },
      { month: '2029-01', cents: 0 },
      { month: '2029-02', cents: 0 },
      { month: '2029-03', cents: 4 * 30000 },
      { month: '2029-04', cents: 0 },
      { month: '2029-05', cents: 0 },
      { month: '2029-06', cents: june },
      { month: '2029-07', cents: 30000 },
      { month: '2029-08', cents: 0 },
      { month: '2029-09', cents: 2 * 30000 },
      { month: '2029-10', cents: 0 },
      { month: '2029-11', cents: 0 },
      { month: '2029-12', cents: 0 },
    ]);
    expect(overview.bookingsBySource).toEqual([
      { source: 'direct', count: 1 },
      { source: 'manual', count: 1 },
      { source: 'airbnb', count: 2 },
      { source: 'booking', count: 2 },
      { source: 'vrbo', count: 0 },
      { source: 'expedia', count: 0 },
      { source: 'other', count: 0 },
      { source: 'ical', count: 0 },
    ]);
  });

  it("takes today in the property's zone: 23:30 in São Paulo is still that date", async () => {
    // 2029-06-16T02:30Z is 23:30 on the 15th in São Paulo (UTC−3).
    const now = new Date('2029-06-16T02:30:00Z');
    const overview = await getOverview(env.DB, host.id, { propertyId: place.propertyId }, now);
    expect(overview?.today).toBe('2029-06-15');
    expect(overview?.arrivals.map((s) => s.guestName)).toEqual(['Arrives Today', 'Family']);
    expect(overview?.departures.map((s) => s.guestName)).toEqual(['Leaves Today']);
    // Half an hour later it is the 16th there: nobody leaves (the two not checked in are late arrivals now, issue 40).
    const later = await getOverview(env.DB, host.id, { propertyId: place.propertyId }, new Date('2029-06-16T03:30:00Z'));
    expect(later?.today).toBe('2029-06-16');
    expect(later?.departures).toEqual([]);
    expect(later?.arrivals.map((s) => s.guestName)).toEqual(['Arrives Today', 'Family']);
    // A property in Tokyo at the same instant is already on the 16th.
    const tokyo = data(await mutate(host, 'host.properties.create', { name: 'Ryokan', kind: 'inn', city: 'Kyoto', country: 'JP', timezone: 'Asia/Tokyo', currency: 'USD' }));
    expect((await getOverview(env.DB, host.id, { propertyId: tokyo.id }, now))?.today).toBe('2029-06-16');
  });

  it("defaults to the host's first property and today in its zone", async () => {
    const overview = data(await query(host, 'host.overview', {}));
    expect(overview.property.id).toBe(place.propertyId);
    expect(overview.today).toBe(todayIn('America/Sao_Paulo'));
  });
});

describe('host.overview: tenant isolation and sessions', () => {
  let hostA: Host;
  let hostB: Host;
  let place: Place;
  beforeAll(async () => {
    hostA = await newHost();
    hostB = await newHost();
    place = await newPlace(hostA, 1);
  });

  it('answers null for a host with no property yet (the first-run flow)', async () => {
    expect(data(await query(hostB, 'host.overview', {}))).toBeNull();
  });

  it("answers host B with host A's property NOT_FOUND", async () => {
    expectNotFound(await query(hostB, 'host.overview', { propertyId: place.propertyId }));
    expectNotFound(await query(hostA, 'host.overview', { propertyId: 99_999_999 }));
  });

  it('answers UNAUTHORIZED without a session, and a bad date naming the field', async () => {
    const anonymous = await query(null, 'host.overview', { propertyId: place.propertyId });
    expect({ status: anonymous.status, code: errorOf(anonymous).code }).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    const bad = await query(hostA, 'host.overview', { today: '2029-02-30' });
    expect(errorOf(bad).issues).toEqual([{ field: 'today', message: 'date_invalid' }]);
  });
});
