import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  data,
  errorOf,
  expectNotFound,
  manual,
  mutate,
  newHost,
  newPlace,
  nightsOfUnits,
  query,
  reservationRow,
  snapshot,
  type Host,
  type Place,
} from './reservations-support';

const nightsOf = async (place: Place) => (await nightsOfUnits(place.unitIds)).map((row) => `${row.unit_id}:${row.night}:${row.reservation_id ?? `b${row.block_id}`}`);

describe('host.reservations: manual create', () => {
  let host: Host;
  let place: Place;
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 2);
  });

  it('creates a reservation priced from the rates, holding exactly its nights, with an audit line', async () => {
    await mutate(host, 'host.rates.set', { roomTypeId: place.roomTypeId, from: '2029-03-02', to: '2029-03-03', rateCents: 45000 });
    const answer = await mutate(host, 'host.reservations.create', manual(place, '2029-03-01', '2029-03-04'));
    expect(answer.status).toBe(200);
    const created = data(answer);
    expect(created).toEqual({ id: expect.any(Number), code: expect.stringMatching(/^EST-[0-9A-HJKMNP-TV-Z]{5}$/), unitId: place.unitIds[0], roomTypeId: place.roomTypeId, totalCents: 105000, currency: 'BRL' });
    expect(await nightsOf(place)).toEqual([`${place.unitIds[0]}:2029-03-01:${created.id}`, `${place.unitIds[0]}:2029-03-02:${created.id}`, `${place.unitIds[0]}:2029-03-03:${created.id}`]);
    const detail = data(await query(host, 'host.reservations.get', { id: created.id }));
    expect(detail).toMatchObject({
      code: created.code,
      status: 'confirmed',
      source: 'manual',
      checkIn: '2029-03-01',
      checkOut: '2029-03-04',
      nightlyCents: [30000, 45000, 30000],
      guest: { name: 'Ana Souza', email: 'ana.souza@example.com', phone: '+55 11 91234-5678' },
      allowedStatuses: ['checked_in', 'cancelled', 'no_show'],
      payments: [],
    });
    expect(detail.events).toEqual([expect.objectContaining({ actor: 'host', action: 'created', detail: expect.objectContaining({ status: 'confirmed', source: 'manual' }) })]);
  });

  it('finds the guest again by e-mail (any case) instead of duplicating them', async () => {
    const again = data(await mutate(host, 'host.reservations.create', manual(place, '2029-04-01', '2029-04-03', { guest: { name: 'Ana S.', email: 'ANA.SOUZA@example.com', phone: '' } })));
    const { results } = await env.DB.prepare('SELECT COUNT(*) AS n FROM guests WHERE host_id = ?').bind(host.id).all<{ n: number }>();
    expect(results[0]!.n).toBe(1);
    // Linked to the same guest, the stay keeps its own copy of what was typed for it (issue 38).
    const shown = data(await query(host, 'host.reservations.get', { id: again.id })).guest;
    expect(shown.name).toBe('Ana S.');
    expect(shown.email).toBe('ana.souza@example.com');
  });

  it('leaves the check-out day free for the next arrival', async () => {
    const next = await mutate(host, 'host.reservations.create', manual(place, '2029-03-04', '2029-03-06', { guest: { name: 'Bruno Lima', email: '', phone: '' } }));
    expect(next.status).toBe(200);
  });

  it('puts a stay on the first free unit of a room type, then answers CONFLICT when all are taken', async () => {
    const byType = (name: string) => manual(place, '2029-05-10', '2029-05-12', { unitId: undefined, roomTypeId: place.roomTypeId, guest: { name, email: '', phone: '' } });
    expect(data(await mutate(host, 'host.reservations.create', byType('Um'))).unitId).toBe(place.unitIds[0]);
    expect(data(await mutate(host, 'host.reservations.create', byType('Dois'))).unitId).toBe(place.unitIds[1]);
    const before = await snapshot(host.id);
    const full = await mutate(host, 'host.reservations.create', byType('Três'));
    expect(full.status).toBe(409);
    expect(errorOf(full).code).toBe('CONFLICT');
    expect(await snapshot(host.id)).toEqual(before);
  });

  it('concurrent creates on one unit and overlapping nights: exactly one wins, the others write nothing', async () => {
    const before = await snapshot(host.id);
    const answers = await Promise.all(
      ['2029-06-01', '2029-06-02', '2029-06-03', '2029-06-02', '2029-06-01'].map((checkIn, i) =>
        mutate(host, 'host.reservations.create', manual(place, checkIn, '2029-06-05', { unitId: place.unitIds[1], guest: { name: `Corrida ${i}`, email: `corrida${i}@example.com`, phone: '' } })),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    const winner = data(won[0]!);
    const { results } = await env.DB.prepare("SELECT night, reservation_id FROM occupancy WHERE unit_id = ? AND night >= '2029-06-01' AND night < '2029-06-05'")
      .bind(place.unitIds[1])
      .all<{ night: string; reservation_id: number }>();
    expect(results.every((row) => row.reservation_id === winner.id)).toBe(true);
    const after = await snapshot(host.id);
    expect(after.reservations).toHaveLength(before.reservations!.length + 1);
    expect(after.guests).toHaveLength(before.guests!.length + 1);
  });

  it('refuses bad input naming the field, keeping nothing', async () => {
    const before = await snapshot(host.id);
    const inverted = await mutate(host, 'host.reservations.create', manual(place, '2029-07-05', '2029-07-01'));
    expect(inverted.status).toBe(400);
    expect(errorOf(inverted).issues).toEqual([{ field: 'checkOut', message: 'checkout_before_checkin' }]);
    const noName = await mutate(host, 'host.reservations.create', manual(place, '2029-07-01', '2029-07-05', { guest: { name: '  ', email: 'x', phone: '' } }));
    expect(noName.status).toBe(400);
    expect(errorOf(noName).issues).toEqual([
      { field: 'guest.name', message: 'required' },
      { field: 'guest.email', message: 'email_invalid' },
    ]);
    const crowd = await mutate(host, 'host.reservations.create', manual(place, '2029-07-01', '2029-07-05', { adults: 3, children: 1 }));
    expect(crowd.status).toBe(400);
    expect(errorOf(crowd).issues).toEqual([{ field: 'adults', message: 'capacity:3' }]);
    expect(await snapshot(host.id)).toEqual(before);
  });
});

describe('host.reservations: move, status, cancel', () => {
  let host: Host;
  let place: Place;
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 2);
  });
  const create = async (checkIn: string, checkOut: string, overrides: Record<string, unknown> = {}) =>
    data(await mutate(host, 'host.reservations.create', manual(place, checkIn, checkOut, overrides))) as { id: number };

  it('moves dates: frees exactly the old nights and holds the new ones, re-priced, with an audit line', async () => {
    const neighbour = await create('2029-08-01', '2029-08-03');
    const stay = await create('2029-08-03', '2029-08-06');
    const moved = await mutate(host, 'host.reservations.update', { id: stay.id, checkIn: '2029-08-10', checkOut: '2029-08-12' });
    expect(data(moved)).toMatchObject({ id: stay.id, checkIn: '2029-08-10', checkOut: '2029-08-12', totalCents: 60000 });
    const u = place.unitIds[0];
    expect(await nightsOf(place)).toEqual([
      `${u}:2029-08-01:${neighbour.id}`,
      `${u}:2029-08-02:${neighbour.id}`,
      `${u}:2029-08-10:${stay.id}`,
      `${u}:2029-08-11:${stay.id}`,
    ]);
    const detail = data(await query(host, 'host.reservations.get', { id: stay.id }));
    expect(detail.events.map((line: { action: string }) => line.action)).toEqual(['created', 'dates', 'total']);
    expect(detail.events[1].detail).toEqual({ from: { checkIn: '2029-08-03', checkOut: '2029-08-06' }, to: { checkIn: '2029-08-10', checkOut: '2029-08-12' } });
  });

  it('moves to another unit, and an overlapping move of its own dates is fine', async () => {
    const stay = await create('2029-09-01', '2029-09-04');
    expect((await mutate(host, 'host.reservations.update', { id: stay.id, checkOut: '2029-09-05' })).status).toBe(200);
    expect(data(await mutate(host, 'host.reservations.update', { id: stay.id, unitId: place.unitIds[1] })).unitId).toBe(place.unitIds[1]);
    const rows = (await nightsOfUnits(place.unitIds)).filter((row) => row.reservation_id === stay.id);
    expect(rows.map((row) => `${row.unit_id}:${row.night}`)).toEqual(['2029-09-01', '2029-09-02', '2029-09-03', '2029-09-04'].map((night) => `${place.unitIds[1]}:${night}`));
  });

  it('a move onto taken nights answers CONFLICT and leaves the old nights and the row intact', async () => {
    const blocker = await create('2029-10-10', '2029-10-15');
    const stay = await create('2029-10-01', '2029-10-04');
    const before = await snapshot(host.id);
    const row = await reservationRow(stay.id);
    const clash = await mutate(host, 'host.reservations.update', { id: stay.id, checkIn: '2029-10-08', checkOut: '2029-10-11' });
    expect(clash.status).toBe(409);
    expect(errorOf(clash).code).toBe('CONFLICT');
    expect(await reservationRow(stay.id)).toEqual(row);
    expect(await snapshot(host.id)).toEqual(before);
    expect((await nightsOfUnits(place.unitIds)).filter((night) => night.reservation_id === stay.id).map((night) => night.night)).toEqual(['2029-10-01', '2029-10-02', '2029-10-03']);
    expect(blocker.id).toBeGreaterThan(0);
  });

  it('walks the allowed status changes and refuses the others', async () => {
    const stay = await create('2029-11-01', '2029-11-03', { status: 'pending' });
    for (const status of ['confirmed', 'checked_in', 'checked_out']) {
      expect(data(await mutate(host, 'host.reservations.setStatus', { id: stay.id, status }))).toEqual({ id: stay.id, status });
    }
    const back = await mutate(host, 'host.reservations.setStatus', { id: stay.id, status: 'confirmed' });
    expect(back.status).toBe(412);
    expect(errorOf(back).code).toBe('PRECONDITION_FAILED');
    const cancelLate = await mutate(host, 'host.reservations.cancel', { id: stay.id });
    expect(cancelLate.status).toBe(412);
    const detail = data(await query(host, 'host.reservations.get', { id: stay.id }));
    expect(detail.status).toBe('checked_out');
    expect(detail.allowedStatuses).toEqual([]);
    expect(detail.events.map((line: { action: string; detail: { to?: string } }) => `${line.action}:${line.detail.to ?? ''}`)).toEqual([
      'created:',
      'status:confirmed',
      'status:checked_in',
      'status:checked_out',
    ]);
    // A checked-out stay keeps its nights (history) and cannot be moved.
    expect((await nightsOfUnits(place.unitIds)).filter((night) => night.reservation_id === stay.id)).toHaveLength(2);
    expect((await mutate(host, 'host.reservations.update', { id: stay.id, checkOut: '2029-11-04' })).status).toBe(412);
  });

  it('cancel frees exactly its nights in the same write, and the unit can be booked again', async () => {
    const before = await create('2029-12-01', '2029-12-03');
    const stay = await create('2029-12-03', '2029-12-06');
    const after = await create('2029-12-06', '2029-12-08');
    expect(data(await mutate(host, 'host.reservations.cancel', { id: stay.id }))).toEqual({ id: stay.id, status: 'cancelled' });
    const left = (await nightsOfUnits(place.unitIds)).filter((row) => row.night >= '2029-12-01' && row.night < '2029-12-08');
    expect(left.map((row) => `${row.night}:${row.reservation_id}`)).toEqual([
      `2029-12-01:${before.id}`,
      `2029-12-02:${before.id}`,
      `2029-12-06:${after.id}`,
      `2029-12-07:${after.id}`,
    ]);
    const row = await env.DB.prepare('SELECT status, cancelled_at FROM reservations WHERE id = ?').bind(stay.id).first<{ status: string; cancelled_at: string | null }>();
    expect(row?.status).toBe('cancelled');
    expect(row?.cancelled_at).not.toBeNull();
    expect((await mutate(host, 'host.reservations.update', { id: stay.id, checkIn: '2029-12-20', checkOut: '2029-12-22' })).status).toBe(412);
    expect((await mutate(host, 'host.reservations.create', manual(place, '2029-12-03', '2029-12-06'))).status).toBe(200);
  });

  it('no-show frees the nights too', async () => {
    const stay = await create('2030-01-10', '2030-01-12');
    await mutate(host, 'host.reservations.setStatus', { id: stay.id, status: 'no_show' });
    expect((await nightsOfUnits(place.unitIds)).filter((row) => row.reservation_id === stay.id)).toEqual([]);
  });

  it('a cancel racing a move never leaves nights on a cancelled reservation', async () => {
    const stay = await create('2030-02-01', '2030-02-03');
    await Promise.all([
      mutate(host, 'host.reservations.cancel', { id: stay.id }),
      mutate(host, 'host.reservations.update', { id: stay.id, checkIn: '2030-02-10', checkOut: '2030-02-12' }),
    ]);
    const row = await reservationRow(stay.id);
    const held = (await nightsOfUnits(place.unitIds)).filter((night) => night.reservation_id === stay.id).map((night) => night.night);
    if (row!.status === 'cancelled') expect(held).toEqual([]);
    else expect(held).toEqual(row!.check_in === '2030-02-10' ? ['2030-02-10', '2030-02-11'] : ['2030-02-01', '2030-02-02']);
  });
});

describe('host.reservations.search', () => {
  let host: Host;
  let place: Place;
  let codes: string[];
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 3);
    codes = [];
    const stays: [string, string, Record<string, unknown>][] = [
      ['2029-01-01', '2029-01-03', { guest: { name: 'Carla Dias', email: 'carla@example.com', phone: '' }, status: 'pending' }],
      ['2029-01-05', '2029-01-08', { guest: { name: 'Diego Alves', email: 'diego@example.com', phone: '' }, source: 'airbnb' }],
      ['2029-02-01', '2029-02-04', { guest: { name: 'Elisa 100% Real', email: 'elisa@example.com', phone: '' }, source: 'booking' }],
      ['2029-02-10', '2029-02-12', { guest: { name: 'Fábio Nunes', email: 'fabio@sitio.example', phone: '' } }],
      ['2029-03-01', '2029-03-02', { guest: { name: 'Carla Dias', email: 'carla@example.com', phone: '' }, status: 'checked_in' }],
    ];
    for (const [checkIn, checkOut, overrides] of stays) codes.push(data(await mutate(host, 'host.reservations.create', manual(place, checkIn, checkOut, overrides))).code);
  });

  const search = async (input: Record<string, unknown>) => data(await query(host, 'host.reservations.search', input));

  it('pages with a total, latest arrival first', async () => {
    const first = await search({ pageSize: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pages: 3 });
    expect(first.items.map((item: { checkIn: string }) => item.checkIn)).toEqual(['2029-03-01', '2029-02-10']);
    const last = await search({ pageSize: 2, page: 3 });
    expect(last.items.map((item: { checkIn: string }) => item.checkIn)).toEqual(['2029-01-01']);
    expect(last.items[0]).toMatchObject({ guestName: 'Carla Dias', guestEmail: 'carla@example.com', propertyId: place.propertyId, propertyName: 'Pousada do Teste', status: 'pending', source: 'manual' });
  });

  it('filters by dates (stays overlapping), status, source and text on guest name, e-mail or code', async () => {
    const checkIns = async (input: Record<string, unknown>) => (await search(input)).items.map((item: { checkIn: string }) => item.checkIn).sort();
    expect(await checkIns({ from: '2029-01-03', to: '2029-02-02' })).toEqual(['2029-01-05', '2029-02-01']);
    expect(await checkIns({ status: 'pending' })).toEqual(['2029-01-01']);
    expect(await checkIns({ source: 'airbnb' })).toEqual(['2029-01-05']);
    expect(await checkIns({ q: 'carla' })).toEqual(['2029-01-01', '2029-03-01']);
    expect(await checkIns({ q: 'sitio.example' })).toEqual(['2029-02-10']);
    expect(await checkIns({ q: codes[2]!.toLowerCase() })).toEqual(['2029-02-01']);
    expect(await checkIns({ q: '100%' })).toEqual(['2029-02-01']);
    expect(await checkIns({ q: '%' })).toEqual(['2029-02-01']);
    expect(await checkIns({ propertyId: place.propertyId, q: 'carla', status: 'checked_in' })).toEqual(['2029-03-01']);
  });

  it('keeps the contract of host.reservations.list', async () => {
    const list = data(await query(host, 'host.reservations.list', { propertyId: place.propertyId, from: '2029-01-01', to: '2029-01-04' }));
    expect(list).toEqual([
      { id: expect.any(Number), code: codes[0], status: 'pending', source: 'manual', roomTypeId: place.roomTypeId, unitId: place.unitIds[0], checkIn: '2029-01-01', checkOut: '2029-01-03', guestName: 'Carla Dias', totalCents: 60000, paidCents: 0 },
    ]);
  });
});

describe('host.reservations: tenant isolation and sessions', () => {
  let hostA: Host;
  let hostB: Host;
  let placeA: Place;
  let placeB: Place;
  let stayA: { id: number };
  beforeAll(async () => {
    hostA = await newHost();
    hostB = await newHost();
    placeA = await newPlace(hostA, 1);
    placeB = await newPlace(hostB, 1);
    stayA = data(await mutate(hostA, 'host.reservations.create', manual(placeA, '2029-05-01', '2029-05-04')));
  });

  it("answers host B NOT_FOUND for every procedure on host A's ids, and changes nothing", async () => {
    const before = await snapshot(hostA.id);
    const beforeB = await snapshot(hostB.id);
    const attempts: [string, Promise<import('./reservations-support').Answer>][] = [
      ['search', query(hostB, 'host.reservations.search', { propertyId: placeA.propertyId })],
      ['list', query(hostB, 'host.reservations.list', { propertyId: placeA.propertyId })],
      ['get', query(hostB, 'host.reservations.get', { id: stayA.id })],
      ['create on A property', mutate(hostB, 'host.reservations.create', manual(placeA, '2029-06-01', '2029-06-03'))],
      ['create on A unit via B property', mutate(hostB, 'host.reservations.create', manual(placeB, '2029-06-01', '2029-06-03', { unitId: placeA.unitIds[0] }))],
      ['create on A room type', mutate(hostB, 'host.reservations.create', manual(placeB, '2029-06-01', '2029-06-03', { unitId: undefined, roomTypeId: placeA.roomTypeId }))],
      ['update', mutate(hostB, 'host.reservations.update', { id: stayA.id, checkIn: '2029-07-01', checkOut: '2029-07-03' })],
      ['update notes', mutate(hostB, 'host.reservations.update', { id: stayA.id, notes: 'mine now' })],
      ['setStatus', mutate(hostB, 'host.reservations.setStatus', { id: stayA.id, status: 'checked_in' })],
      ['cancel', mutate(hostB, 'host.reservations.cancel', { id: stayA.id })],
      ['get unknown', query(hostB, 'host.reservations.get', { id: 99_999_999 })],
    ];
    for (const [what, attempt] of attempts) expectNotFound(await attempt, what);
    // B moving their own stay onto A's unit is NOT_FOUND too.
    const stayB = data(await mutate(hostB, 'host.reservations.create', manual(placeB, '2029-08-01', '2029-08-03')));
    expectNotFound(await mutate(hostB, 'host.reservations.update', { id: stayB.id, unitId: placeA.unitIds[0] }), 'move onto A unit');
    expect(await snapshot(hostA.id)).toEqual(before);
    expect((await snapshot(hostB.id)).reservations).toHaveLength(beforeB.reservations!.length + 1);
    expect(data(await query(hostB, 'host.reservations.search', {})).total).toBe(1);
  });

  it('answers UNAUTHORIZED without a session, and writes nothing', async () => {
    const before = await snapshot(hostA.id);
    const attempts = [
      query(null, 'host.reservations.search', {}),
      query(null, 'host.reservations.get', { id: stayA.id }),
      mutate(null, 'host.reservations.create', manual(placeA, '2029-06-01', '2029-06-03')),
      mutate(null, 'host.reservations.update', { id: stayA.id, checkOut: '2029-05-05' }),
      mutate(null, 'host.reservations.setStatus', { id: stayA.id, status: 'checked_in' }),
      mutate(null, 'host.reservations.cancel', { id: stayA.id }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('UNAUTHORIZED');
    }
    expect(await snapshot(hostA.id)).toEqual(before);
  });
});
