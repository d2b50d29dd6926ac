import { env } from 'cloudflare:test';
import { createProperty, createRoomType, updateProperty } from '../../worker/db/properties';
import { setRates } from '../../worker/db/rates';
import { addDays, todayIn } from '../../shared/stay/dates';
import { countRows, get, post, uniqueEmail, uniqueIp } from './api-support';
import type { SetRatesInput } from '../../shared/host/schemas';

export interface BookingFixture {
  hostId: string;
  propertyId: number;
  roomTypeId: number;
  unitIds: number[];
}

export interface FixtureOptions {
  units?: number;
  capacity?: number;
  baseRateCents?: number;
  published?: boolean;
  currency?: 'BRL' | 'EUR' | 'USD';
  /** Raw column values set after creation (fees, booking mode, policies, contacts). */
  columns?: Record<string, string | number | null>;
  /** The shard's database to make it on (default `env.DB`, DB_SHARD_0) and its property id floor. */
  db?: D1Database;
  idFloor?: number;
}

/** A host's property with one room type, made through the same functions the host API uses. */
export async function bookingFixture(options: FixtureOptions = {}): Promise<BookingFixture> {
  const hostId = crypto.randomUUID();
  const db = options.db ?? env.DB;
  const property = await createProperty(db, hostId, { name: 'Pousada Mar Azul', kind: 'inn', city: 'Paraty', country: 'BR', currency: options.currency ?? 'BRL' }, options.idFloor);
  await updateProperty(db, hostId, { id: property.id, published: options.published ?? true });
  const columns = { contact_email: 'host@example.com', street: 'Rua do Comércio 10', ...options.columns };
  const set = Object.keys(columns);
  await db.prepare(`UPDATE properties SET ${set.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`)
    .bind(...Object.values(columns), property.id)
    .run();
  const roomType = await createRoomType(db, hostId, { propertyId: property.id, name: 'Duplo', capacity: options.capacity ?? 2, baseRateCents: options.baseRateCents ?? 30_000, units: options.units ?? 1 });
  return { hostId, propertyId: property.id, roomTypeId: roomType!.id, unitIds: roomType!.unitIds };
}

export function rates(fixture: BookingFixture, hostId: string, input: Omit<SetRatesInput, 'roomTypeId'>) {
  return setRates(env.DB, hostId, { roomTypeId: fixture.roomTypeId, ...input });
}

/** The property's today (São Paulo) plus `days`. */
export function day(days: number): string {
  return addDays(todayIn('America/Sao_Paulo'), days);
}

export function guestInput(fixture: BookingFixture, overrides: Record<string, unknown> = {}) {
  return {
    propertyId: fixture.propertyId,
    roomTypeId: fixture.roomTypeId,
    checkIn: day(30),
    checkOut: day(33),
    guests: 2,
    guest: { name: 'Ana Souza', email: uniqueEmail('guest'), phone: '+55 11 98888-7777' },
    locale: 'pt',
    payment: 'at_property',
    ...overrides,
  };
}

export const book = (input: unknown, ip = uniqueIp()) => post('booking.create', input, { ip });
export const availability = (input: unknown) => get('booking.availability', input);

export const data = (answer: { body: unknown }) => (answer.body as { result: { data: any } }).result.data; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads arbitrary JSON answers
export const errorOf = (answer: { body: unknown }) => (answer.body as { error: { message: string; data: { code: string; fields: string[] | null } } }).error;

/** Everything a booking may write, for "nothing written" checks. */
export async function writtenFor(fixture: BookingFixture) {
  return {
    reservations: await countRows('SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?', fixture.propertyId),
    nights: await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE property_id = ?', fixture.propertyId),
    guests: await countRows('SELECT COUNT(*) AS n FROM guests WHERE host_id = ?', fixture.hostId),
    events: await countRows('SELECT COUNT(*) AS n FROM reservation_events WHERE host_id = ?', fixture.hostId),
    mail: await countRows('SELECT COUNT(*) AS n FROM mail_outbox WHERE host_id = ?', fixture.hostId),
  };
}

export const NOTHING = { reservations: 0, nights: 0, guests: 0, events: 0, mail: 0 };
