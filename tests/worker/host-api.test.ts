import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, post, raw, uniqueIp } from './api-support';
import { onDirectoryShard, supabaseClient, uniqueEmail } from './auth-support';

/** A fresh host signed in through the local auth: its access token and user id. */
async function newHost(): Promise<{ token: string; id: string }> {
  const { data, error } = await supabaseClient().auth.signUp({ email: uniqueEmail('host'), password: 'secret-123' });
  if (error || !data.session) throw error ?? new Error('no session');
  await onDirectoryShard(data.session.user.id);
  return { token: data.session.access_token, id: data.session.user.id };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function mutate(host: { token: string } | null, path: string, input: unknown) {
  return post(path, input, { headers: host ? bearer(host.token) : {}, ip: uniqueIp() });
}

async function query(host: { token: string } | null, path: string, input?: unknown) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return raw(`${path}${search}`, { method: 'GET', headers: host ? bearer(host.token) : {} });
}

const data = (answer: { body: unknown }) => (answer.body as { result: { data: any } }).result.data; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads arbitrary JSON answers
const errorCode = (answer: { body: unknown }) => (answer.body as { error: { data: { code: string } } }).error.data.code;

describe('host API (contract procedures)', () => {
  let hostA: { token: string; id: string };
  let hostB: { token: string; id: string };
  let property: { id: number; slug: string };
  let roomType: { id: number; unitIds: number[] };

  beforeAll(async () => {
    hostA = await newHost();
    hostB = await newHost();
    const created = await mutate(hostA, 'host.properties.create', { name: 'Pousada São João', kind: 'inn', city: 'Paraty', country: 'br', currency: 'BRL' });
    expect(created.status).toBe(200);
    property = data(created);
    const rooms = await mutate(hostA, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 35000, units: 3 });
    expect(rooms.status).toBe(200);
    roomType = data(rooms);
  });

  it('creates a property with a slug from its name and lists it for its host only', async () => {
    expect(property.slug).toMatch(/^pousada-sao-joao/);
    const listA = data(await query(hostA, 'host.properties.list'));
    expect(listA).toEqual([{ id: property.id, slug: property.slug, name: 'Pousada São João', currency: 'BRL', published: false, role: 'owner' }]);
    expect(data(await query(hostB, 'host.properties.list'))).toEqual([]);
    expect(await countRows('SELECT COUNT(*) AS n FROM properties WHERE id = ? AND host_id = ? AND country = ?', property.id, hostA.id, 'BR')).toBe(1);
  });

  it('creates a room type with its units in one go', async () => {
    expect(roomType.unitIds).toHaveLength(3);
    expect(await countRows('SELECT COUNT(*) AS n FROM units WHERE room_type_id = ? AND host_id = ?', roomType.id, hostA.id)).toBe(3);
  });

  it('sets rates over a range, touching only the fields given', async () => {
    const first = await mutate(hostA, 'host.rates.set', { roomTypeId: roomType.id, from: '2027-12-30', to: '2028-01-03', rateCents: 45000, minStay: 2 });
    expect(data(first)).toEqual({ nights: 4 });
    await mutate(hostA, 'host.rates.set', { roomTypeId: roomType.id, from: '2027-12-31', to: '2028-01-01', stopSell: true });
    const { results } = await env.DB.prepare('SELECT date, rate_cents, min_stay, stop_sell FROM rates WHERE room_type_id = ? ORDER BY date').bind(roomType.id).all();
    expect(results).toEqual([
      { date: '2027-12-30', rate_cents: 45000, min_stay: 2, stop_sell: 0 },
      { date: '2027-12-31', rate_cents: 45000, min_stay: 2, stop_sell: 1 },
      { date: '2028-01-01', rate_cents: 45000, min_stay: 2, stop_sell: 0 },
      { date: '2028-01-02', rate_cents: 45000, min_stay: 2, stop_sell: 0 },
    ]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const inverted = await mutate(hostA, 'host.rates.set', { roomTypeId: roomType.id, from: '2028-02-10', to: '2028-02-01', rateCents: 100 });
    expect(inverted.status).toBe(400);
    expect(JSON.stringify(inverted.body)).toContain('to');
    const kind = await mutate(hostA, 'host.properties.create', { name: 'X Hotel', kind: 'castle', city: 'Rio', country: 'BR' });
    expect(kind.status).toBe(400);
    expect(await countRows("SELECT COUNT(*) AS n FROM rates WHERE room_type_id = ? AND date >= '2028-02-01'", roomType.id)).toBe(0);
    expect(await countRows("SELECT COUNT(*) AS n FROM properties WHERE name = 'X Hotel'")).toBe(0);
  });

  it('answers another host exactly as if the ids did not exist, and changes nothing', async () => {
    const before = await countRows('SELECT COUNT(*) AS n FROM rates WHERE room_type_id = ?', roomType.id);
    const attempts = [
      await mutate(hostB, 'host.properties.update', { id: property.id, name: 'Taken over' }),
      await mutate(hostB, 'host.roomTypes.create', { propertyId: property.id, name: 'Intruso', capacity: 2, baseRateCents: 1, units: 1 }),
      await mutate(hostB, 'host.rates.set', { roomTypeId: roomType.id, from: '2028-03-01', to: '2028-03-05', rateCents: 1 }),
      await query(hostB, 'host.reservations.list', { propertyId: property.id }),
      await mutate(hostB, 'host.properties.update', { id: 999_999, name: 'Nobody' }),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(404);
      expect(errorCode(answer)).toBe('NOT_FOUND');
    }
    expect(await countRows('SELECT COUNT(*) AS n FROM properties WHERE id = ? AND name = ?', property.id, 'Pousada São João')).toBe(1);
    expect(await countRows("SELECT COUNT(*) AS n FROM room_types WHERE name = 'Intruso'")).toBe(0);
    expect(await countRows('SELECT COUNT(*) AS n FROM rates WHERE room_type_id = ?', roomType.id)).toBe(before);
  });

  it('answers UNAUTHORIZED without a session, and with a forged token', async () => {
    for (const answer of [
      await query(null, 'host.properties.list'),
      await mutate(null, 'host.properties.create', { name: 'Sem sessão', kind: 'inn', city: 'Rio', country: 'BR' }),
      await query({ token: `${hostA.token.slice(0, -4)}AAAA` }, 'host.properties.list'),
    ]) {
      expect(answer.status).toBe(401);
      expect(errorCode(answer)).toBe('UNAUTHORIZED');
    }
    expect(await countRows("SELECT COUNT(*) AS n FROM properties WHERE name = 'Sem sessão'")).toBe(0);
  });

  it('updates a property and keeps the slug unique', async () => {
    const other = data(await mutate(hostA, 'host.properties.create', { name: 'Chalé da Serra', kind: 'holiday_home', city: 'Gramado', country: 'BR', slug: 'chale-da-serra-teste' }));
    const taken = await mutate(hostA, 'host.properties.update', { id: property.id, slug: 'chale-da-serra-teste' });
    expect(taken.status).toBe(409);
    const updated = await mutate(hostA, 'host.properties.update', { id: other.id, published: true, currency: 'EUR' });
    expect(data(updated)).toEqual({ id: other.id, slug: 'chale-da-serra-teste' });
    expect(await countRows("SELECT COUNT(*) AS n FROM properties WHERE id = ? AND published = 1 AND currency = 'EUR'", other.id)).toBe(1);
  });

  it('lists reservations of a property overlapping a range, for its host', async () => {
    const now = new Date().toISOString();
    await env.DB.prepare(
      `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, check_in, check_out, status, source, currency, total_cents, created_at, updated_at)
       VALUES (?, 'EST-LST01', ?, ?, ?, '2028-05-01', '2028-05-04', 'confirmed', 'manual', 'BRL', 105000, ?, ?)`,
    ).bind(hostA.id, property.id, roomType.id, roomType.unitIds[0], now, now).run();
    const all = data(await query(hostA, 'host.reservations.list', { propertyId: property.id }));
    expect(all).toEqual([
      { id: expect.any(Number), code: 'EST-LST01', status: 'confirmed', source: 'manual', roomTypeId: roomType.id, unitId: roomType.unitIds[0], checkIn: '2028-05-01', checkOut: '2028-05-04', guestName: '', totalCents: 105000, paidCents: 0 },
    ]);
    // The check-out day is not part of the stay: a range starting on it sees nothing.
    expect(data(await query(hostA, 'host.reservations.list', { propertyId: property.id, from: '2028-05-04', to: '2028-05-10' }))).toEqual([]);
    expect(data(await query(hostA, 'host.reservations.list', { propertyId: property.id, from: '2028-04-01', to: '2028-05-02' }))).toHaveLength(1);
  });
});
