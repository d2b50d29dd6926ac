/**
 * Helpers of the calendar, reservations and guests API tests: hosts signed up through the local
 * auth (bearer tokens), calls over HTTP as a browser sends them, a property with units set up
 * through the API itself, and what the database holds.
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { post, raw, uniqueIp } from './api-support';
import { onDirectoryShard, supabaseClient, uniqueEmail } from './auth-support';

export interface Host {
  token: string;
  id: string;
}

/** A fresh host signed in through the local auth: its access token and user id. */
export async function newHost(): Promise<Host> {
  const { data, error } = await supabaseClient().auth.signUp({ email: uniqueEmail('host'), password: 'secret-123' });
  if (error || !data.session) throw error ?? new Error('no session');
  await onDirectoryShard(data.session.user.id);
  return { token: data.session.access_token, id: data.session.user.id };
}

const bearer = (host: Host | null): Record<string, string> => (host ? { authorization: `Bearer ${host.token}` } : {});

export interface Answer {
  status: number;
  body: unknown;
}

export function mutate(host: Host | null, path: string, input: unknown): Promise<Answer> {
  return post(path, input, { headers: bearer(host), ip: uniqueIp() });
}

export function query(host: Host | null, path: string, input?: unknown): Promise<Answer> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return raw(`${path}${search}`, { method: 'GET', headers: bearer(host) });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
export function data(answer: Answer): any {
  const body = answer.body as { result?: { data: unknown }; error?: unknown };
  if (!body.result) throw new Error(`Expected a result, got ${answer.status}: ${JSON.stringify(body)}`);
  return body.result.data;
}

export function errorOf(answer: Answer): { code: string; fields: string[] | null; issues: { field: string; message: string }[] | null } {
  return (answer.body as { error: { data: { code: string; fields: string[] | null; issues: { field: string; message: string }[] | null } } }).error.data;
}

/** The answer is exactly NOT_FOUND (404), as for an id that does not exist. */
export function expectNotFound(answer: Answer, what = '') {
  expect({ what, status: answer.status, code: errorOf(answer).code }).toEqual({ what, status: 404, code: 'NOT_FOUND' });
}

export interface Place {
  propertyId: number;
  roomTypeId: number;
  unitIds: number[];
}

/** A property with one room type of `units` units, through the host API. */
export async function newPlace(host: Host, units = 2, baseRateCents = 30000): Promise<Place> {
  const property = data(await mutate(host, 'host.properties.create', { name: 'Pousada do Teste', kind: 'inn', city: 'Paraty', country: 'BR' })) as { id: number };
  const roomType = data(await mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 3, baseRateCents, units })) as {
    id: number;
    unitIds: number[];
  };
  return { propertyId: property.id, roomTypeId: roomType.id, unitIds: roomType.unitIds };
}

export function manual(place: Place, checkIn: string, checkOut: string, overrides: Record<string, unknown> = {}) {
  return {
    propertyId: place.propertyId,
    unitId: place.unitIds[0],
    checkIn,
    checkOut,
    guest: { name: 'Ana Souza', email: 'ana.souza@example.com', phone: '+55 11 91234-5678' },
    adults: 2,
    children: 0,
    status: 'confirmed',
    ...overrides,
  };
}

export interface NightRow {
  unit_id: number;
  night: string;
  reservation_id: number | null;
  block_id: number | null;
}

/** Every occupancy row of some units, by unit and night. */
export async function nightsOfUnits(unitIds: number[]): Promise<NightRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT unit_id, night, reservation_id, block_id FROM occupancy WHERE unit_id IN (${unitIds.map(() => '?').join(', ')}) ORDER BY unit_id, night`,
  )
    .bind(...unitIds)
    .all<NightRow>();
  return results;
}

export async function reservationRow(id: number) {
  return env.DB.prepare('SELECT id, status, unit_id, check_in, check_out, total_cents, adults, children, notes, updated_at FROM reservations WHERE id = ?')
    .bind(id)
    .first<Record<string, unknown>>();
}

/** Everything a host's writes could touch, to prove an attempt changed nothing. */
export async function snapshot(hostId: string) {
  const tables = ['reservations', 'guests', 'blocks', 'occupancy', 'reservation_events'];
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { results } = await env.DB.prepare(`SELECT * FROM ${table} WHERE host_id = ? ORDER BY 1, 2`).bind(hostId).all();
    out[table] = results;
  }
  return out;
}
