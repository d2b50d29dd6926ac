import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/stay/dates';
import { data, errorOf, expectNotFound, manual, mutate, newHost, newPlace, nightsOfUnits, query, snapshot, type Answer, type Host, type Place } from './reservations-support';

describe('host.calendar.get', () => {
  let host: Host;
  let place: Place;
  let stays: { id: number; code: string }[];
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 2);
    // A second room type: the chart groups units under their room type.
    await mutate(host, 'host.roomTypes.create', { propertyId: place.propertyId, name: 'Suíte', capacity: 4, baseRateCents: 50000, units: 1 });
    stays = [];
    for (const [checkIn, checkOut, unit, name] of [
      ['2029-03-28', '2029-04-03', 0, 'Antes do Mês'],
      ['2029-04-10', '2029-04-12', 0, 'No Meio'],
      ['2029-04-29', '2029-05-04', 1, 'Depois do Mês'],
      ['2029-05-10', '2029-05-12', 1, 'Fora'],
    ] as const) {
      stays.push(data(await mutate(host, 'host.reservations.create', manual(place, checkIn, checkOut, { unitId: place.unitIds[unit], guest: { name, email: '', phone: '' } }))));
    }
    // Cancelled: not on the chart.
    const cancelled = data(await mutate(host, 'host.reservations.create', manual(place, '2029-04-20', '2029-04-22', { guest: { name: 'Cancelada', email: '', phone: '' } })));
    await mutate(host, 'host.reservations.cancel', { id: cancelled.id });
  });

  it('groups units by room type and clips reservation bars to the window', async () => {
    const chart = data(await query(host, 'host.calendar.get', { propertyId: place.propertyId, from: '2029-04-01', days: 30 }));
    expect(chart).toMatchObject({ property: { id: place.propertyId, name: 'Pousada do Teste', currency: 'BRL', timezone: 'America/Sao_Paulo' }, from: '2029-04-01', to: '2029-05-01', days: 30 });
    expect(chart.roomTypes).toEqual([
      // Each night's price: no rate set in April 2029, so the room type's base rate every night.
      { id: place.roomTypeId, propertyId: place.propertyId, name: 'Duplo', capacity: 3, units: [{ id: place.unitIds[0], name: 'Duplo 1' }, { id: place.unitIds[1], name: 'Duplo 2' }], prices: Array(30).fill(30000) },
      { id: expect.any(Number), propertyId: place.propertyId, name: 'Suíte', capacity: 4, units: [{ id: expect.any(Number), name: 'Suíte 1' }], prices: Array(30).fill(50000) },
    ]);
    expect(chart.reservations.map((bar: Record<string, unknown>) => [bar.guestName, bar.checkIn, bar.checkOut, bar.start, bar.end, bar.status, bar.source])).toEqual([
      ['Antes do Mês', '2029-03-28', '2029-04-03', '2029-04-01', '2029-04-03', 'confirmed', 'manual'],
      ['No Meio', '2029-04-10', '2029-04-12', '2029-04-10', '2029-04-12', 'confirmed', 'manual'],
      ['Depois do Mês', '2029-04-29', '2029-05-04', '2029-04-29', '2029-05-01', 'confirmed', 'manual'],
    ]);
    expect(chart.reservations[0]).toMatchObject({ id: stays[0]!.id, code: stays[0]!.code, unitId: place.unitIds[0], adults: 2, children: 0 });
  });

  it('a stay ending on the first day of the window is not in it (check-out day is free)', async () => {
    const chart = data(await query(host, 'host.calendar.get', { propertyId: place.propertyId, from: '2029-04-03', days: 5 }));
    expect(chart.reservations).toEqual([]);
  });

  it("defaults to the host's first property and to today in its time zone", async () => {
    const chart = data(await query(host, 'host.calendar.get', {}));
    expect(chart.property.id).toBe(place.propertyId);
    expect(chart.from).toBe(todayIn('America/Sao_Paulo'));
    expect(chart.today).toBe(todayIn('America/Sao_Paulo'));
    expect(chart.days).toBe(31);
  });

  it('shows blocks as their own bars and open channel conflicts', async () => {
    const block = data(await mutate(host, 'host.blocks.create', { unitId: place.unitIds[1], from: '2029-04-05', to: '2029-04-08', reason: 'Pintura' }));
    const feed = await env.DB.prepare(
      "INSERT INTO channel_feeds (host_id, property_id, unit_id, url, channel, created_at) VALUES (?, ?, ?, 'https://example.com/a.ics', 'airbnb', '2029-01-01') RETURNING id",
    )
      .bind(host.id, place.propertyId, place.unitIds[0])
      .first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO channel_conflicts (host_id, property_id, unit_id, feed_id, uid, start_date, end_date, summary, reservation_id, detected_at) VALUES (?, ?, ?, ?, 'uid-1', '2029-04-11', '2029-04-13', 'Reserved', ?, '2029-01-01')",
    )
      .bind(host.id, place.propertyId, place.unitIds[0], feed!.id, stays[1]!.id)
      .run();
    const chart = data(await query(host, 'host.calendar.get', { propertyId: place.propertyId, from: '2029-04-01', days: 14 }));
    expect(chart.blocks).toEqual([{ id: block.id, unitId: place.unitIds[1], checkIn: '2029-04-05', checkOut: '2029-04-08', start: '2029-04-05', end: '2029-04-08', reason: 'Pintura', source: 'host' }]);
    expect(chart.conflicts).toEqual([{ id: expect.any(Number), unitId: place.unitIds[0], start: '2029-04-11', end: '2029-04-13', summary: 'Reserved', reservationId: stays[1]!.id }]);
    expect(chart.openConflicts).toBe(1);
    // Out of the window: not drawn, still counted.
    const later = data(await query(host, 'host.calendar.get', { propertyId: place.propertyId, from: '2029-06-01', days: 14 }));
    expect(later.conflicts).toEqual([]);
    expect(later.openConflicts).toBe(1);
  });

  it('refuses a window too wide or a bad date, naming the field', async () => {
    const wide = await query(host, 'host.calendar.get', { propertyId: place.propertyId, from: '2029-04-01', days: 400 });
    expect(wide.status).toBe(400);
    expect(errorOf(wide).fields).toEqual(['days']);
    const bad = await query(host, 'host.calendar.get', { propertyId: place.propertyId, from: '2029-02-30' });
    expect(errorOf(bad).issues).toEqual([{ field: 'from', message: 'date_invalid' }]);
  });
});

describe('host.blocks', () => {
  let host: Host;
  let place: Place;
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 1);
  });

  it('a block holds its nights; a reservation on them answers CONFLICT; deleting frees exactly them', async () => {
    const stay = data(await mutate(host, 'host.reservations.create', manual(place, '2029-06-01', '2029-06-03')));
    const block = data(await mutate(host, 'host.blocks.create', { unitId: place.unitIds[0], from: '2029-06-03', to: '2029-06-06' }));
    expect((await nightsOfUnits(place.unitIds)).map((row) => `${row.night}:${row.block_id ?? ''}`)).toEqual(['2029-06-01:', '2029-06-02:', `2029-06-03:${block.id}`, `2029-06-04:${block.id}`, `2029-06-05:${block.id}`]);
    const clash = await mutate(host, 'host.reservations.create', manual(place, '2029-06-05', '2029-06-07'));
    expect(clash.status).toBe(409);
    expect(data(await mutate(host, 'host.blocks.delete', { id: block.id }))).toEqual({ id: block.id });
    expect((await nightsOfUnits(place.unitIds)).map((row) => `${row.night}:${row.reservation_id}`)).toEqual([`2029-06-01:${stay.id}`, `2029-06-02:${stay.id}`]);
    expect(await env.DB.prepare('SELECT id FROM blocks WHERE id = ?').bind(block.id).first()).toBeNull();
  });

  it('a block over a reservation answers CONFLICT and writes nothing', async () => {
    await mutate(host, 'host.reservations.create', manual(place, '2029-07-01', '2029-07-05'));
    const before = await snapshot(host.id);
    const clash = await mutate(host, 'host.blocks.create', { unitId: place.unitIds[0], from: '2029-06-28', to: '2029-07-02', reason: 'Obra' });
    expect(clash.status).toBe(409);
    expect(errorOf(clash).code).toBe('CONFLICT');
    expect(await snapshot(host.id)).toEqual(before);
  });

  it('concurrent blocks and bookings on the same nights: one wins', async () => {
    const answers = await Promise.all([
      mutate(host, 'host.blocks.create', { unitId: place.unitIds[0], from: '2029-08-01', to: '2029-08-04' }),
      mutate(host, 'host.reservations.create', manual(place, '2029-08-02', '2029-08-05')),
      mutate(host, 'host.blocks.create', { unitId: place.unitIds[0], from: '2029-08-03', to: '2029-08-06' }),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM blocks WHERE host_id = ? AND start_date >= '2029-08-01'").bind(host.id).all<{ n: number }>();
    const won = answers.findIndex((answer) => answer.status === 200);
    expect(results[0]!.n).toBe(won === 1 ? 0 : 1);
  });

  it('refuses an empty range naming the field', async () => {
    const empty = await mutate(host, 'host.blocks.create', { unitId: place.unitIds[0], from: '2029-09-03', to: '2029-09-03' });
    expect(errorOf(empty).issues).toEqual([{ field: 'to', message: 'checkout_before_checkin' }]);
  });
});

describe('host.calendar and host.blocks: tenant isolation and sessions', () => {
  let hostA: Host;
  let hostB: Host;
  let placeA: Place;
  let blockA: { id: number };
  beforeAll(async () => {
    hostA = await newHost();
    hostB = await newHost();
    placeA = await newPlace(hostA, 1);
    await newPlace(hostB, 1);
    blockA = data(await mutate(hostA, 'host.blocks.create', { unitId: placeA.unitIds[0], from: '2029-05-01', to: '2029-05-03' }));
  });

  it("answers host B NOT_FOUND on host A's property, unit and block, and changes nothing", async () => {
    const before = await snapshot(hostA.id);
    const attempts: [string, Answer][] = [
      ['calendar', await query(hostB, 'host.calendar.get', { propertyId: placeA.propertyId, from: '2029-05-01', days: 7 })],
      ['block create', await mutate(hostB, 'host.blocks.create', { unitId: placeA.unitIds[0], from: '2029-06-01', to: '2029-06-03' })],
      ['block delete', await mutate(hostB, 'host.blocks.delete', { id: blockA.id })],
      ['calendar unknown', await query(hostB, 'host.calendar.get', { propertyId: 99_999_999 })],
    ];
    for (const [what, answer] of attempts) expectNotFound(answer, what);
    expect(await snapshot(hostA.id)).toEqual(before);
  });

  it('a host with no property gets NOT_FOUND for the default calendar', async () => {
    expectNotFound(await query(await newHost(), 'host.calendar.get', {}));
  });

  it('answers UNAUTHORIZED without a session', async () => {
    const before = await snapshot(hostA.id);
    for (const answer of [
      await query(null, 'host.calendar.get', { propertyId: placeA.propertyId }),
      await mutate(null, 'host.blocks.create', { unitId: placeA.unitIds[0], from: '2029-06-01', to: '2029-06-03' }),
      await mutate(null, 'host.blocks.delete', { id: blockA.id }),
    ]) {
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('UNAUTHORIZED');
    }
    expect(await snapshot(hostA.id)).toEqual(before);
  });
});
