import { env } from 'cloudflare:test';
import { vi } from 'vitest';
import { createCallerFactory, createTRPCRouter } from '../../worker/trpc/trpc';
import { channelsRouter } from '../../worker/trpc/routers/host/channels';
import { holdNights } from '../../worker/db/occupancy';
import airbnb from '../fixtures/ical/airbnb.ics?raw';
import booking from '../fixtures/ical/booking.ics?raw';
import vrbo from '../fixtures/ical/vrbo.ics?raw';
import empty from '../fixtures/ical/empty.ics?raw';
import html from '../fixtures/ical/html-error.html?raw';

export const FIXTURES = { airbnb, booking, vrbo, empty, html };
export const SEEDED_AT = '2026-11-01T00:00:00.000Z';

export interface Seeded {
  hostId: string;
  propertyId: number;
  roomTypeId: number;
  unitId: number;
}

export async function seedUnit(hostId: string = crypto.randomUUID()): Promise<Seeded> {
  const property = await env.DB.prepare(
    `INSERT INTO properties (host_id, slug, name, kind, city, country, timezone, created_at, updated_at) VALUES (?, ?, 'Pousada São João', 'inn', 'Paraty', 'BR', 'America/Sao_Paulo', ?, ?) RETURNING id`,
  ).bind(hostId, `p-${crypto.randomUUID()}`, SEEDED_AT, SEEDED_AT).first<{ id: number }>();
  const roomType = await env.DB.prepare(
    `INSERT INTO room_types (host_id, property_id, name, capacity, base_rate_cents, created_at, updated_at) VALUES (?, ?, 'Duplo', 2, 30000, ?, ?) RETURNING id`,
  ).bind(hostId, property!.id, SEEDED_AT, SEEDED_AT).first<{ id: number }>();
  const unit = await env.DB.prepare(`INSERT INTO units (host_id, property_id, room_type_id, name, created_at) VALUES (?, ?, ?, 'Quarto 1', ?) RETURNING id`)
    .bind(hostId, property!.id, roomType!.id, SEEDED_AT).first<{ id: number }>();
  return { hostId, propertyId: property!.id, roomTypeId: roomType!.id, unitId: unit!.id };
}

/** A direct/manual reservation holding its nights, as A's reservations code writes it. */
export async function book(ids: Seeded, checkIn: string, checkOut: string, options: { source?: string; status?: string } = {}): Promise<number> {
  const code = `EST-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, check_in, check_out, status, source, currency, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'BRL', ?, ?)`,
    ).bind(ids.hostId, code, ids.propertyId, ids.roomTypeId, ids.unitId, checkIn, checkOut, options.status ?? 'confirmed', options.source ?? 'manual', SEEDED_AT, SEEDED_AT),
    holdNights(env.DB, { hostId: ids.hostId, propertyId: ids.propertyId, unitId: ids.unitId, from: checkIn, to: checkOut, holder: { reservationCode: code } }),
  ]);
  const row = await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(code).first<{ id: number }>();
  return row!.id;
}

export async function hostBlock(ids: Seeded, from: string, to: string): Promise<number> {
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO blocks (host_id, property_id, unit_id, start_date, end_date, reason, source, created_at) VALUES (?, ?, ?, ?, ?, 'Pintura', 'host', ?)`)
      .bind(ids.hostId, ids.propertyId, ids.unitId, from, to, SEEDED_AT),
    holdNights(env.DB, { hostId: ids.hostId, propertyId: ids.propertyId, unitId: ids.unitId, from, to, holder: { lastInsertedBlock: true } }),
  ]);
  const row = await env.DB.prepare('SELECT MAX(id) AS id FROM blocks WHERE unit_id = ?').bind(ids.unitId).first<{ id: number }>();
  return row!.id;
}

export async function nightsHeld(unitId: number): Promise<{ night: string; reservation_id: number | null; block_id: number | null }[]> {
  const { results } = await env.DB.prepare('SELECT night, reservation_id, block_id FROM occupancy WHERE unit_id = ? ORDER BY night').bind(unitId).all<{ night: string; reservation_id: number | null; block_id: number | null }>();
  return results;
}

/**
 * Serves feeds at URLs of our choosing by replacing the worker's outbound fetch (workerd can't
 * start a Node server inside a test). Unknown URLs answer 404.
 */
export function serveFeeds(routes: Map<string, () => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const route = routes.get(url);
    return route ? route() : new Response('not found', { status: 404 });
  });
}

export const calendar = (body: string) => () => new Response(body, { headers: { 'content-type': 'text/calendar; charset=utf-8' } });

export function hostCaller(hostId: string) {
  const router = createTRPCRouter({ host: createTRPCRouter({ channels: channelsRouter }) });
  return createCallerFactory(router)({
    env,
    requestId: crypto.randomUUID(),
    clientIp: '203.0.113.9',
    user: { id: hostId, email: `${hostId}@example.com`, name: null },
    locale: 'pt',
    waitUntil: () => undefined,
    cookie: () => undefined,
  }).host.channels;
}
