/**
 * host.channelManager's work (issue 41): connect a property to Channex (property, room types
 * with count_of_rooms = units, rate plans; created, or found by the id stored), the full sync,
 * the status the workspace shows, disconnect, the daily resync, and Channex's channel screen.
 * Every function takes the verified host id and reads only that host's property: another
 * host's id answers null (the router's NOT_FOUND).
 */
import { todayIn } from '../../shared/stay/dates';
import { ChannexClient, ChannexError, channelScreenUrl, channexConfig, type ChannexConfig } from './client';
import { markAllChanged, pushProperty } from './push';
import { simulatorFetch } from './simulator';
import { channelOf, type ChannelSource } from './apply-revision';

/** The configuration for this deployment: the simulator in local mode without CHANNEX_API_URL. */
export function channexFor(env: Env): ChannexConfig {
  return channexConfig(env, simulatorFetch);
}

/** A full resync is offered at most once a day (Channex's certification asks for it). */
export const RESYNC_AFTER_MS = 24 * 60 * 60 * 1000;

interface PropertyRow {
  id: number;
  name: string;
  currency: string;
  timezone: string;
  country: string;
  city: string;
  contactEmail: string;
  contactPhone: string;
}

function ownedProperty(db: D1Database, hostId: string, propertyId: number) {
  return db
    .prepare(
      `SELECT id, name, currency, timezone, country, city, contact_email AS contactEmail, contact_phone AS contactPhone
       FROM properties WHERE id = ? AND host_id = ? AND archived_at IS NULL`,
    )
    .bind(propertyId, hostId)
    .first<PropertyRow>();
}

export interface ChannelManagerStatus {
  connected: boolean;
  /** The property's time zone: the page writes the times in it. */
  timeZone: string;
  channexPropertyId: string | null;
  lastPushAt: string | null;
  pendingChanges: number;
  lastError?: string;
  lastWarning: string | null;
  lastFullSyncAt: string | null;
  /** A full resync may be asked again from then on (ISO), null = now. */
  resyncFrom: string | null;
  roomTypes: { id: number; name: string; units: number; channexId: string | null }[];
  ratePlans: { id: number; roomTypeId: number; name: string; channexId: string | null }[];
  /** Units that also import a channel's iCal while Channex sells them: double blocks. */
  icalOverlaps: { unitId: number; unitName: string; channel: string }[];
  /** Channel stays whose nights were already taken here. */
  conflicts: { reservationId: number; code: string; checkIn: string; checkOut: string; guestName: string; otaName: string; channel: ChannelSource }[];
}

export async function channelManagerStatus(db: D1Database, hostId: string, propertyId: number, now = Date.now()): Promise<ChannelManagerStatus | null> {
  const property = await ownedProperty(db, hostId, propertyId);
  if (!property) return null;
  const [connection, pending, roomTypes, ratePlans, feeds, conflicts] = await db.batch([
    db
      .prepare('SELECT status, channex_property_id AS channexPropertyId, last_push_at AS lastPushAt, last_error AS lastError, last_warning AS lastWarning, last_full_sync_at AS lastFullSyncAt FROM channex_connections WHERE property_id = ? AND host_id = ?')
      .bind(propertyId, hostId),
    db.prepare('SELECT COUNT(*) AS n FROM (SELECT DISTINCT kind, room_type_id, date FROM channex_changes WHERE property_id = ?)').bind(propertyId),
    db
      .prepare(
        `SELECT t.id, t.name, (SELECT COUNT(*) FROM units u WHERE u.room_type_id = t.id AND u.archived_at IS NULL) AS units, m.channex_id AS channexId
         FROM room_types t LEFT JOIN channex_room_types m ON m.room_type_id = t.id WHERE t.property_id = ? AND t.host_id = ? AND t.archived_at IS NULL ORDER BY t.position, t.id`,
      )
      .bind(propertyId, hostId),
    db
      .prepare(
        `SELECT p.id, p.room_type_id AS roomTypeId, p.name, m.channex_id AS channexId FROM rate_plans p JOIN room_types t ON t.id = p.room_type_id AND t.archived_at IS NULL
         LEFT JOIN channex_rate_plans m ON m.rate_plan_id = p.id WHERE p.property_id = ? AND p.host_id = ? AND p.archived_at IS NULL ORDER BY t.position, t.id, p.standard DESC, p.id`,
      )
      .bind(propertyId, hostId),
    db
      .prepare(
        `SELECT f.unit_id AS unitId, u.name AS unitName, f.channel FROM channel_feeds f JOIN units u ON u.id = f.unit_id
         WHERE f.property_id = ? AND f.host_id = ? AND f.channel IN ('airbnb', 'booking', 'vrbo') ORDER BY u.position, u.id, f.id`,
      )
      .bind(propertyId, hostId),
    db
      .prepare(
        `SELECT r.id AS reservationId, r.code, r.check_in AS checkIn, r.check_out AS checkOut, COALESCE(g.name, '') AS guestName, s.ota_name AS otaName
         FROM channex_stays s JOIN reservations r ON r.id = s.reservation_id LEFT JOIN guests g ON g.id = r.guest_id
         WHERE s.host_id = ? AND s.property_id = ? AND s.conflict = 1 AND r.status != 'cancelled' ORDER BY r.check_in`,
      )
      .bind(hostId, propertyId),
  ]);
  const row = connection!.results[0] as { status: string; channexPropertyId: string | null; lastPushAt: string | null; lastError: string | null; lastWarning: string | null; lastFullSyncAt: string | null } | undefined;
  const connected = row?.status === 'connected';
  const resyncAt = row?.lastFullSyncAt ? Date.parse(row.lastFullSyncAt) + RESYNC_AFTER_MS : null;
  return {
    connected,
    timeZone: property.timezone,
    channexPropertyId: row?.channexPropertyId ?? null,
    lastPushAt: row?.lastPushAt ?? null,
    pendingChanges: (pending!.results[0] as { n: number }).n,
    ...(connected && row?.lastError ? { lastError: row.lastError } : {}),
    lastWarning: connected ? (row?.lastWarning ?? null) : null,
    lastFullSyncAt: row?.lastFullSyncAt ?? null,
    resyncFrom: resyncAt !== null && resyncAt > now ? new Date(resyncAt).toISOString() : null,
    roomTypes: roomTypes!.results as ChannelManagerStatus['roomTypes'],
    ratePlans: ratePlans!.results as ChannelManagerStatus['ratePlans'],
    icalOverlaps: connected ? (feeds!.results as ChannelManagerStatus['icalOverlaps']) : [],
    conflicts: (conflicts!.results as Omit<ChannelManagerStatus['conflicts'][number], 'channel'>[]).map((conflict) => ({ ...conflict, channel: channelOf(conflict.otaName) })),
  };
}

/**
 * Creates (or finds by stored id) the Channex property, its room types and rate plans, keeps the
 * mapping, marks the next 500 days changed and sends them (2 calls: availability, restrictions).
 * Throws ChannexError when Channex refuses or cannot be reached (nothing is marked connected).
 */
export async function connectProperty(db: D1Database, config: ChannexConfig, hostId: string, propertyId: number, now = Date.now()) {
  const property = await ownedProperty(db, hostId, propertyId);
  if (!property) return null;
  const client = new ChannexClient(config);
  const [connection, roomTypes, plans, roomMap, planMap] = await db.batch([
    db.prepare('SELECT channex_property_id AS channexPropertyId FROM channex_connections WHERE property_id = ? AND host_id = ?').bind(propertyId, hostId),
    db
      .prepare(
        `SELECT t.id, t.name, t.capacity, t.base_occupancy AS baseOccupancy, (SELECT COUNT(*) FROM units u WHERE u.room_type_id = t.id AND u.archived_at IS NULL) AS units
         FROM room_types t WHERE t.property_id = ? AND t.host_id = ? AND t.archived_at IS NULL ORDER BY t.position, t.id`,
      )
      .bind(propertyId, hostId),
    db.prepare('SELECT id, room_type_id AS roomTypeId, name FROM rate_plans WHERE property_id = ? AND host_id = ? AND archived_at IS NULL ORDER BY room_type_id, standard DESC, id').bind(propertyId, hostId),
    db.prepare('SELECT room_type_id AS id, channex_id AS channexId FROM channex_room_types WHERE property_id = ?').bind(propertyId),
    db.prepare('SELECT rate_plan_id AS id, channex_id AS channexId FROM channex_rate_plans WHERE property_id = ?').bind(propertyId),
  ]);
  const stored = (connection!.results[0] as { channexPropertyId: string | null } | undefined)?.channexPropertyId ?? null;
  let channexPropertyId = stored && (await client.getProperty(stored)) ? stored : null;
  if (!channexPropertyId) {
    const created = await client.createProperty({
      title: property.name,
      currency: property.currency,
      timezone: property.timezone,
      country: property.country,
      city: property.city,
      ...(property.contactEmail ? { email: property.contactEmail } : {}),
      ...(property.contactPhone ? { phone: property.contactPhone } : {}),
    });
    channexPropertyId = created.id;
  }
  const knownRooms = new Map((roomMap!.results as { id: number; channexId: string }[]).map((row) => [row.id, row.channexId]));
  const knownPlans = new Map((planMap!.results as { id: number; channexId: string }[]).map((row) => [row.id, row.channexId]));
  const rooms = roomTypes!.results as { id: number; name: string; capacity: number; baseOccupancy: number | null; units: number }[];
  const roomIds = new Map<number, string>();
  for (const room of rooms) {
    const known = knownRooms.get(room.id);
    // A room type found by its stored id keeps the same Channex id; its count follows the units.
    const found = known && stored === channexPropertyId ? await client.getRoomType(known) : null;
    if (found) {
      if (Number(found.attributes?.count_of_rooms) !== room.units) await client.updateRoomType(found.id, { count_of_rooms: room.units });
      roomIds.set(room.id, found.id);
    } else {
      const created = await client.createRoomType({
        property_id: channexPropertyId,
        title: room.name,
        count_of_rooms: room.units,
        occ_adults: room.capacity,
        occ_children: 0,
        occ_infants: 0,
        default_occupancy: Math.min(room.baseOccupancy ?? room.capacity, room.capacity),
      });
      roomIds.set(room.id, created.id);
    }
  }
  const planIds = new Map<number, { channexId: string; roomTypeId: number }>();
  for (const plan of plans!.results as { id: number; roomTypeId: number; name: string }[]) {
    const room = rooms.find((candidate) => candidate.id === plan.roomTypeId);
    const channexRoom = roomIds.get(plan.roomTypeId);
    if (!room || !channexRoom) continue;
    const known = knownPlans.get(plan.id);
    const found = known && stored === channexPropertyId ? await client.getRatePlan(known) : null;
    // Titles are unique per property at Channex: the room type's name goes with the plan's.
    const id =
      found?.id ??
      (
        await client.createRatePlan({
          property_id: channexPropertyId,
          room_type_id: channexRoom,
          title: `${room.name} · ${plan.name}`,
          currency: property.currency,
          options: [{ occupancy: room.capacity, is_primary: true }],
        })
      ).id;
    planIds.set(plan.id, { channexId: id, roomTypeId: plan.roomTypeId });
  }
  const at = new Date(now).toISOString();
  const today = todayIn(property.timezone, new Date(now));
  await db.batch([
    db
      .prepare(
        `INSERT INTO channex_connections (property_id, host_id, channex_property_id, status, connected_at, last_full_sync_at, last_error, failures, retry_at, updated_at)
         VALUES (?1, ?2, ?3, 'connected', ?4, ?4, NULL, 0, NULL, ?4)
         ON CONFLICT (property_id) DO UPDATE SET channex_property_id = ?3, status = 'connected', connected_at = ?4, last_full_sync_at = ?4, last_error = NULL, failures = 0, retry_at = NULL, updated_at = ?4`,
      )
      .bind(propertyId, hostId, channexPropertyId, at),
    db.prepare('DELETE FROM channex_room_types WHERE property_id = ?').bind(propertyId),
    db.prepare('DELETE FROM channex_rate_plans WHERE property_id = ?').bind(propertyId),
    ...[...roomIds].map(([roomTypeId, channexId]) =>
      db.prepare('INSERT INTO channex_room_types (room_type_id, property_id, host_id, channex_id) VALUES (?, ?, ?, ?)').bind(roomTypeId, propertyId, hostId, channexId),
    ),
    ...[...planIds].map(([ratePlanId, plan]) =>
      db.prepare('INSERT INTO channex_rate_plans (rate_plan_id, property_id, room_type_id, host_id, channex_id) VALUES (?, ?, ?, ?, ?)').bind(ratePlanId, propertyId, plan.roomTypeId, hostId, plan.channexId),
    ),
    ...markAllChanged(db, propertyId, today),
  ]);
  const push = await pushProperty(db, config, propertyId, now);
  return { channexPropertyId, roomTypes: roomIds.size, ratePlans: planIds.size, push };
}

/** Marks the next 500 days changed again (at most once a day); the pusher sends them. */
export async function resyncProperty(db: D1Database, hostId: string, propertyId: number, now = Date.now()): Promise<'ok' | 'not_found' | 'too_soon'> {
  const row = await db
    .prepare("SELECT c.last_full_sync_at AS lastFullSyncAt, p.timezone FROM channex_connections c JOIN properties p ON p.id = c.property_id WHERE c.property_id = ? AND c.host_id = ? AND c.status = 'connected'")
    .bind(propertyId, hostId)
    .first<{ lastFullSyncAt: string | null; timezone: string }>();
  if (!row) return 'not_found';
  if (row.lastFullSyncAt && Date.parse(row.lastFullSyncAt) + RESYNC_AFTER_MS > now) return 'too_soon';
  await db.batch([
    db.prepare('UPDATE channex_connections SET last_full_sync_at = ?, updated_at = ? WHERE property_id = ?').bind(new Date(now).toISOString(), new Date(now).toISOString(), propertyId),
    ...markAllChanged(db, propertyId, todayIn(row.timezone, new Date(now))),
  ]);
  return 'ok';
}

/** Stops pushing and reading for the property; the ids stay, so connecting again finds them. */
export async function disconnectProperty(db: D1Database, hostId: string, propertyId: number): Promise<boolean> {
  const property = await ownedProperty(db, hostId, propertyId);
  if (!property) return false;
  await db.batch([
    db.prepare("UPDATE channex_connections SET status = 'disconnected', last_error = NULL, retry_at = NULL, failures = 0, updated_at = ? WHERE property_id = ? AND host_id = ?").bind(new Date().toISOString(), propertyId, hostId),
    db.prepare('DELETE FROM channex_changes WHERE property_id = ?').bind(propertyId),
  ]);
  return true;
}

/** The address of Channex's channel screen for this property, with a one-time token (15 minutes). */
export async function channelScreen(db: D1Database, config: ChannexConfig, hostId: string, propertyId: number, username: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT channex_property_id AS id FROM channex_connections WHERE property_id = ? AND host_id = ? AND status = 'connected'")
    .bind(propertyId, hostId)
    .first<{ id: string }>();
  if (!row) return null;
  const token = await new ChannexClient(config).oneTimeToken(row.id, username);
  // The local simulator answers in-process: its screen is this site's own /dev/channex page.
  return channelScreenUrl(config.baseUrl, token, row.id).replace(/^http:\/\/simulator\.local/, '');
}

export { ChannexError };
