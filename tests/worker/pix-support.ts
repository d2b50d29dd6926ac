/** Helpers of the Pix and payments worker tests: hosts over the real API, reservations seeded in D1. */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { post, raw, uniqueIp } from './api-support';
import { onDirectoryShard, supabaseClient, uniqueEmail } from './auth-support';
import { holdNights } from '../../worker/db/occupancy';

export interface Host {
  token: string;
  id: string;
}

/** A fresh host signed up through the local auth: its access token and user id. */
export async function newHost(): Promise<Host> {
  const { data, error } = await supabaseClient().auth.signUp({ email: uniqueEmail('pix-host'), password: 'secret-123' });
  if (error || !data.session) throw error ?? new Error('no session');
  await onDirectoryShard(data.session.user.id);
  return { token: data.session.access_token, id: data.session.user.id };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function mutate(host: Host | null, path: string, input: unknown) {
  return post(path, input, { headers: host ? bearer(host.token) : {}, ip: uniqueIp() });
}

export function query(host: Host | null, path: string, input?: unknown) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return raw(`${path}${search}`, { method: 'GET', headers: host ? bearer(host.token) : {} });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
export const data = (answer: { body: unknown }) => (answer.body as { result: { data: any } }).result.data;
export const errorOf = (answer: { body: unknown }) => (answer.body as { error: { message: string; data: { code: string; fields: string[] | null } } }).error;

export interface Stay {
  propertyId: number;
  roomTypeId: number;
  unitId: number;
}

/** A property with one room type and one unit, through the API (Pix settings optional). */
export async function createStay(host: Host, extra: Record<string, unknown> = {}): Promise<Stay> {
  const created = await mutate(host, 'host.properties.create', { name: 'Pousada São João', kind: 'inn', city: 'Paraty', country: 'BR', ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const propertyId = data(created).id as number;
  const rooms = await mutate(host, 'host.roomTypes.create', { propertyId, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 1 });
  expect(rooms.status).toBe(200);
  return { propertyId, roomTypeId: data(rooms).id, unitId: data(rooms).unitIds[0] };
}

export interface SeededReservation {
  id: number;
  code: string;
}

/**
 * A reservation holding its nights, as booking.create writes one: by default a direct booking
 * with Pix waiting for its deposit (pending, hold deadline given).
 */
export async function seedReservation(
  host: Host,
  stay: Stay,
  checkIn: string,
  checkOut: string,
  options: { status?: string; paymentMethod?: string; totalCents?: number; dueNowCents?: number; holdExpiresAt?: string | null; paidCents?: number; guestEmail?: string; locale?: string } = {},
): Promise<SeededReservation> {
  const code = `EST-${crypto.randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
  const now = new Date().toISOString();
  const email = options.guestEmail ?? uniqueEmail('guest');
  const guest = await env.DB.prepare(`INSERT INTO guests (host_id, name, email, locale, created_at, updated_at) VALUES (?, 'Ana Souza', ?, ?, ?, ?) RETURNING id`)
    .bind(host.id, email, options.locale ?? 'pt', now, now)
    .first<{ id: number }>();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, guest_id, guest_name, guest_email, check_in, check_out, status, source, currency,
                                 total_cents, paid_cents, payment_method, amount_due_now_cents, hold_expires_at, locale, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'Ana Souza', ?, ?, ?, ?, 'direct', 'BRL', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      host.id,
      code,
      stay.propertyId,
      stay.roomTypeId,
      stay.unitId,
      guest!.id,
      email,
      checkIn,
      checkOut,
      options.status ?? 'pending',
      options.totalCents ?? 90000,
      options.paidCents ?? 0,
      options.paymentMethod ?? 'pix',
      options.dueNowCents ?? 27000,
      options.holdExpiresAt === undefined ? new Date(Date.now() + 24 * 3_600_000).toISOString() : options.holdExpiresAt,
      options.locale ?? 'pt',
      now,
      now,
    ),
    holdNights(env.DB, { hostId: host.id, propertyId: stay.propertyId, unitId: stay.unitId, from: checkIn, to: checkOut, holder: { reservationCode: code } }),
  ]);
  const row = await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(code).first<{ id: number }>();
  return { id: row!.id, code };
}

export async function nightsOfReservation(reservationId: number): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT night FROM occupancy WHERE reservation_id = ? ORDER BY night').bind(reservationId).all<{ night: string }>();
  return results.map((row) => row.night);
}
