import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { book } from './channels-support';
import { data, errorOf, expectNotFound, manual, mutate, newHost, newPlace, query, type Host, type Place } from './reservations-support';

const FORM = {
  name: 'Pousada Maré Alta',
  kind: 'inn',
  city: 'Ubatuba',
  country: 'br',
  street: 'Rua da Praia, 12',
  postalCode: '11680-000',
  region: 'SP',
  timezone: 'America/Sao_Paulo',
  currency: 'BRL',
  checkInTime: '15:00',
  checkOutTime: '10:30',
  cleaningFeeCents: 8000,
  serviceFeePercent: 5,
  bookingMode: 'request',
  freeCancellationDays: 14,
  defaultLocale: 'pt',
  descriptions: { pt: 'Pé na areia.', en: 'Right on the sand.' },
};

/** Every row a host's property edits could touch. */
async function propertyState(propertyId: number) {
  const read = async (sql: string) => (await env.DB.prepare(sql).bind(propertyId).all()).results;
  return {
    property: await read('SELECT * FROM properties WHERE id = ?'),
    texts: await read('SELECT * FROM property_texts WHERE property_id = ? ORDER BY locale'),
    roomTypes: await read('SELECT * FROM room_types WHERE property_id = ? ORDER BY id'),
    units: await read('SELECT * FROM units WHERE property_id = ? ORDER BY id'),
  };
}

describe('host.properties: the full form, get, publish, archive', () => {
  let host: Host;
  let id: number;
  beforeAll(async () => {
    host = await newHost();
    id = data(await mutate(host, 'host.properties.create', FORM)).id;
    await mutate(host, 'host.roomTypes.create', { propertyId: id, name: 'Suíte', capacity: 2, baseRateCents: 42000, units: 2 });
  });

  it('creates a property with every form field and reads them back with its texts, room types and units', async () => {
    const property = data(await query(host, 'host.properties.get', { id }));
    expect(property).toMatchObject({
      id,
      slug: expect.stringMatching(/^pousada-mare-alta/),
      name: 'Pousada Maré Alta',
      kind: 'inn',
      street: 'Rua da Praia, 12',
      postalCode: '11680-000',
      city: 'Ubatuba',
      region: 'SP',
      country: 'BR',
      timezone: 'America/Sao_Paulo',
      currency: 'BRL',
      checkInTime: '15:00',
      checkOutTime: '10:30',
      cleaningFeeCents: 8000,
      serviceFeePercent: 5,
      bookingMode: 'request',
      freeCancellationDays: 14,
      defaultLocale: 'pt',
      published: false,
      descriptions: { pt: 'Pé na areia.', en: 'Right on the sand.' },
    });
    expect(property.roomTypes).toEqual([{ id: expect.any(Number), name: 'Suíte', capacity: 2, baseRateCents: 42000, beds: null, bathrooms: null, names: {}, units: [{ id: expect.any(Number), name: 'Suíte 1' }, { id: expect.any(Number), name: 'Suíte 2' }] }]);
  });

  it('updates fields and descriptions per language; an empty description removes that language', async () => {
    await mutate(host, 'host.properties.update', { id, checkInTime: '14:00', descriptions: { en: '', es: 'En la arena.' } });
    const property = data(await query(host, 'host.properties.get', { id }));
    expect(property.checkInTime).toBe('14:00');
    expect(property.checkOutTime).toBe('10:30');
    expect(property.descriptions).toEqual({ pt: 'Pé na areia.', es: 'En la arena.' });
  });

  it('refuses a bad field naming it, and keeps the contract shape of create/update', async () => {
    const bad = await mutate(host, 'host.properties.create', { ...FORM, checkInTime: '25:00', serviceFeePercent: 80 });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).issues).toEqual(expect.arrayContaining([{ field: 'checkInTime', message: 'time_invalid' }, { field: 'serviceFeePercent', message: 'too_large' }]));
    const minimal = data(await mutate(host, 'host.properties.create', { name: 'Casa Simples', kind: 'villa', city: 'Rio', country: 'BR' }));
    expect(minimal).toEqual({ id: expect.any(Number), slug: expect.any(String) });
    expect(data(await mutate(host, 'host.properties.update', { id: minimal.id, name: 'Casa Simples II' }))).toEqual({ id: minimal.id, slug: minimal.slug });
  });

  it('publishes and unpublishes', async () => {
    expect(data(await mutate(host, 'host.properties.setPublished', { id, published: true }))).toEqual({ id, published: true });
    expect(data(await query(host, 'host.properties.list')).find((p: { id: number }) => p.id === id).published).toBe(true);
    await mutate(host, 'host.properties.setPublished', { id, published: false });
    expect(data(await query(host, 'host.properties.get', { id })).published).toBe(false);
  });

  it('archives a property without stays to come: it leaves the list and answers NOT_FOUND after', async () => {
    const other = data(await mutate(host, 'host.properties.create', { name: 'Chalé Antigo', kind: 'villa', city: 'Cunha', country: 'BR', published: true }));
    expect(data(await mutate(host, 'host.properties.archive', { id: other.id }))).toEqual({ id: other.id });
    expect(data(await query(host, 'host.properties.list')).map((p: { id: number }) => p.id)).not.toContain(other.id);
    const row = await env.DB.prepare('SELECT published, archived_at FROM properties WHERE id = ?').bind(other.id).first<{ published: number; archived_at: string | null }>();
    expect(row).toMatchObject({ published: 0, archived_at: expect.any(String) });
    expectNotFound(await query(host, 'host.properties.get', { id: other.id }));
  });

  it('refuses to archive a property with a stay to come (CONFLICT), changing nothing', async () => {
    const place = await newPlace(host, 1);
    await mutate(host, 'host.reservations.create', manual(place, '2031-02-01', '2031-02-04'));
    const before = await propertyState(place.propertyId);
    const answer = await mutate(host, 'host.properties.archive', { id: place.propertyId });
    expect({ status: answer.status, code: errorOf(answer).code }).toEqual({ status: 409, code: 'CONFLICT' });
    expect(await propertyState(place.propertyId)).toEqual(before);
  });
});

describe('host.roomTypes and host.units', () => {
  let host: Host;
  let place: Place;
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 2);
  });

  it('lists and updates room types', async () => {
    // Beds, bathrooms and names per language (issue 39) come back for the editor's fields.
    expect(data(await mutate(host, 'host.roomTypes.update', { id: place.roomTypeId, name: 'Duplo Superior', baseRateCents: 31000, beds: 2, bathrooms: 1, names: { en: 'Superior Double', es: '' } }))).toEqual({ id: place.roomTypeId });
    expect(data(await query(host, 'host.roomTypes.list', { propertyId: place.propertyId }))).toEqual([
      { id: place.roomTypeId, name: 'Duplo Superior', capacity: 3, baseRateCents: 31000, beds: 2, bathrooms: 1, names: { en: 'Superior Double' }, units: [{ id: place.unitIds[0], name: 'Duplo 1' }, { id: place.unitIds[1], name: 'Duplo 2' }] },
    ]);
  });

  it('adds, renames and deletes units', async () => {
    const added = data(await mutate(host, 'host.units.create', { roomTypeId: place.roomTypeId, name: 'Bangalô' }));
    expect(data(await mutate(host, 'host.units.rename', { id: added.id, name: 'Bangalô do Mar' }))).toEqual({ id: added.id });
    let units = data(await query(host, 'host.roomTypes.list', { propertyId: place.propertyId }))[0].units;
    expect(units.at(-1)).toEqual({ id: added.id, name: 'Bangalô do Mar' });
    expect(data(await mutate(host, 'host.units.delete', { id: added.id }))).toEqual({ id: added.id });
    units = data(await query(host, 'host.roomTypes.list', { propertyId: place.propertyId }))[0].units;
    expect(units.map((unit: { id: number }) => unit.id)).toEqual(place.unitIds);
  });

  it('refuses to delete a unit with a future stay (CONFLICT) but deletes one whose stays are past', async () => {
    await mutate(host, 'host.reservations.create', manual(place, '2031-05-01', '2031-05-03', { unitId: place.unitIds[0] }));
    const refused = await mutate(host, 'host.units.delete', { id: place.unitIds[0] });
    expect({ status: refused.status, code: errorOf(refused).code }).toEqual({ status: 409, code: 'CONFLICT' });
    expect(await env.DB.prepare('SELECT archived_at FROM units WHERE id = ?').bind(place.unitIds[0]).first('archived_at')).toBeNull();
    // A stay long gone does not keep a unit.
    await book({ hostId: host.id, propertyId: place.propertyId, roomTypeId: place.roomTypeId, unitId: place.unitIds[1]! }, '2020-01-10', '2020-01-12');
    expect(data(await mutate(host, 'host.units.delete', { id: place.unitIds[1] }))).toEqual({ id: place.unitIds[1] });
  });

  it('counts a block to come as occupancy: the unit is kept (CONFLICT) until the block is gone', async () => {
    const unit = data(await mutate(host, 'host.units.create', { roomTypeId: place.roomTypeId, name: 'Em obra' }));
    const block = data(await mutate(host, 'host.blocks.create', { unitId: unit.id, from: '2031-08-01', to: '2031-08-05', reason: 'Pintura' }));
    const refused = await mutate(host, 'host.units.delete', { id: unit.id });
    expect({ status: refused.status, code: errorOf(refused).code }).toEqual({ status: 409, code: 'CONFLICT' });
    await mutate(host, 'host.blocks.delete', { id: block.id });
    expect(data(await mutate(host, 'host.units.delete', { id: unit.id }))).toEqual({ id: unit.id });
  });

  it('refuses an empty unit name naming the field', async () => {
    const answer = await mutate(host, 'host.units.rename', { id: place.unitIds[0], name: '  ' });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).issues).toEqual([{ field: 'name', message: 'required' }]);
  });
});

describe('tenant isolation and sessions', () => {
  let hostA: Host;
  let hostB: Host;
  let place: Place;
  beforeAll(async () => {
    hostA = await newHost();
    hostB = await newHost();
    place = await newPlace(hostA, 2);
    await mutate(hostB, 'host.properties.create', { name: 'Casa do B', kind: 'villa', city: 'Rio', country: 'BR' });
  });

  const calls = (place: Place): [string, 'query' | 'mutation', unknown][] => [
    ['host.properties.get', 'query', { id: place.propertyId }],
    ['host.properties.archive', 'mutation', { id: place.propertyId }],
    ['host.properties.setPublished', 'mutation', { id: place.propertyId, published: true }],
    ['host.roomTypes.list', 'query', { propertyId: place.propertyId }],
    ['host.roomTypes.update', 'mutation', { id: place.roomTypeId, name: 'Roubado' }],
    ['host.units.create', 'mutation', { roomTypeId: place.roomTypeId, name: 'Intruso' }],
    ['host.units.rename', 'mutation', { id: place.unitIds[0], name: 'Intruso' }],
    ['host.units.delete', 'mutation', { id: place.unitIds[1] }],
  ];

  it("answers host B with host A's ids exactly NOT_FOUND, and changes nothing", async () => {
    const before = await propertyState(place.propertyId);
    for (const [path, kind, input] of calls(place)) {
      const answer = kind === 'query' ? await query(hostB, path, input) : await mutate(hostB, path, input);
      expectNotFound(answer, path);
    }
    expect(await propertyState(place.propertyId)).toEqual(before);
  });

  it('answers ids that do not exist the same way', async () => {
    const none: Place = { propertyId: 99_999_999, roomTypeId: 99_999_999, unitIds: [99_999_998, 99_999_999] };
    for (const [path, kind, input] of calls(none)) {
      const answer = kind === 'query' ? await query(hostA, path, input) : await mutate(hostA, path, input);
      expectNotFound(answer, path);
    }
  });

  it('answers UNAUTHORIZED without a session, and changes nothing', async () => {
    const before = await propertyState(place.propertyId);
    for (const [path, kind, input] of calls(place)) {
      const answer = kind === 'query' ? await query(null, path, input) : await mutate(null, path, input);
      expect({ path, status: answer.status, code: errorOf(answer).code }).toEqual({ path, status: 401, code: 'UNAUTHORIZED' });
    }
    expect(await propertyState(place.propertyId)).toEqual(before);
  });
});
