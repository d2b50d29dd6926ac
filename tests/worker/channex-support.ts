/**
 * Helpers of the Channex tests (issue 41): a host's workspace called in-process (no HTTP, so no
 * pusher woken in the background: each test drives the pushes with its own clock), a property
 * with units, dates ahead of today, and what the database holds.
 */
import { env } from 'cloudflare:test';
import { createCallerFactory, createTRPCRouter } from '../../worker/trpc/trpc';
import { hostRouter } from '../../worker/trpc/routers/host';
import { addDays, todayIn } from '../../shared/stay/dates';

const router = createTRPCRouter({ host: hostRouter });

export function hostApi(hostId: string) {
  return createCallerFactory(router)({
    env,
    requestId: crypto.randomUUID(),
    clientIp: '203.0.113.41',
    user: { id: hostId, email: `${hostId}@example.com`, name: null },
    locale: 'pt',
    waitUntil: () => undefined,
    cookie: () => undefined,
  }).host;
}

export interface Place {
  hostId: string;
  propertyId: number;
  roomTypeId: number;
  unitIds: number[];
  api: ReturnType<typeof hostApi>;
}

/** A host with one property, one room type of `units` units at `baseRateCents`. */
export async function newPlace(units = 2, baseRateCents = 30000): Promise<Place> {
  const hostId = crypto.randomUUID();
  const api = hostApi(hostId);
  const property = await api.properties.create({ name: 'Pousada do Canal', kind: 'inn', city: 'Paraty', country: 'BR' });
  const roomType = (await api.roomTypes.create({ propertyId: property.id, name: 'Duplo', capacity: 3, baseRateCents, units })) as { id: number; unitIds: number[] };
  return { hostId, propertyId: property.id, roomTypeId: roomType.id, unitIds: roomType.unitIds, api };
}

/** A date `days` after today in the properties' zone (America/Sao_Paulo). */
export const ahead = (days: number) => addDays(todayIn('America/Sao_Paulo'), days);

export async function pendingOf(propertyId: number, kind: 'availability' | 'restrictions') {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM (SELECT DISTINCT room_type_id, date FROM channex_changes WHERE property_id = ? AND kind = ?)').bind(propertyId, kind).first<{ n: number }>();
  return row!.n;
}

/** Free units per date as the fake last received them. */
export function sentAvailability(availability: Map<string, number>, roomTypeChannexId: string, dates: string[]) {
  return dates.map((date) => availability.get(`${roomTypeChannexId}|${date}`));
}
