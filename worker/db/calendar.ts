/**
 * The tape chart of one property (units as rows, nights as columns) and the host's blocks.
 *
 * The window is read through the occupancy table (index (property_id, night)): the cost grows
 * with units × nights shown, not with the property's history of reservations.
 * Blocks hold their nights through worker/db/occupancy.ts in the same batch as their row.
 */
import { TRPCError } from '@trpc/server';
import type { CalendarInput, CreateBlockInput, ReservationSource, ReservationStatus } from '../../shared/host/reservations';
import { addDays, todayIn } from '../../shared/stay/dates';
import { holdNights, isNightTaken, releaseBlockNights } from './occupancy';
import { notFound, nightsTaken } from './host-reservations';
import { hostPropertySql, possibleTodays } from './one-trip';

export const DEFAULT_CALENDAR_DAYS = 31;

export interface CalendarUnit {
  id: number;
  name: string;
}

export interface CalendarRoomType {
  id: number;
  name: string;
  capacity: number;
  units: CalendarUnit[];
}

export interface CalendarBar {
  id: number;
  unitId: number;
  /** The stay or block itself, [start, end). */
  checkIn: string;
  checkOut: string;
  /** Clipped to the window, [start, end). */
  start: string;
  end: string;
}

export interface CalendarReservation extends CalendarBar {
  code: string;
  guestName: string;
  status: ReservationStatus;
  source: ReservationSource;
  adults: number;
  children: number;
}

export interface CalendarBlock extends CalendarBar {
  reason: string;
  source: string;
}

export interface CalendarConflict {
  id: number;
  unitId: number;
  start: string;
  end: string;
  summary: string;
  reservationId: number | null;
}

const clip = (from: string, to: string) => (bar: { checkIn: string; checkOut: string }) => ({
  start: bar.checkIn < from ? from : bar.checkIn,
  end: bar.checkOut > to ? to : bar.checkOut,
});

/**
 * The window of one property's calendar, in one round trip (issue 29): the property row comes in
 * the same batch as its units, bars and conflicts, which name it by a subquery. Without a `from`
 * the window starts on the property's today, known only once its zone is: the batch then reads
 * from the earliest today any zone can have to the latest window's end, and the bars outside the
 * property's own window are left out here.
 */
export async function getCalendar(db: D1Database, hostId: string, input: CalendarInput, now: Date = new Date()) {
  const days = input.days ?? DEFAULT_CALENDAR_DAYS;
  const todays = possibleTodays(now);
  const wideFrom = input.from ?? todays[0];
  const wideTo = addDays(input.from ?? todays[2], days);
  const property = hostPropertySql('?5', '?6');
  const [found, units, reservations, blocks, conflicts, open] = await db.batch([
    db.prepare(`SELECT id, name, timezone, currency FROM properties WHERE id = ${property}`).bind(null, null, null, null, hostId, input.propertyId ?? null),
    db
      .prepare(
        `SELECT t.id AS roomTypeId, t.name AS roomTypeName, t.capacity, u.id, u.name
         FROM room_types t JOIN units u ON u.room_type_id = t.id AND u.archived_at IS NULL
         WHERE t.property_id = ${property} AND t.host_id = ?5 AND t.archived_at IS NULL
         ORDER BY t.position, t.id, u.position, u.id`,
      )
      .bind(null, null, null, null, hostId, input.propertyId ?? null),
    db
      .prepare(
        `SELECT r.id, r.code, r.unit_id AS unitId, r.check_in AS checkIn, r.check_out AS checkOut, r.status, r.source,
                r.adults, r.children, COALESCE(r.guest_name, g.name, '') AS guestName
         FROM reservations r LEFT JOIN guests g ON g.id = r.guest_id
         WHERE r.id IN (SELECT reservation_id FROM occupancy WHERE property_id = ${property} AND night >= ?2 AND night < ?3 AND reservation_id IS NOT NULL)
           AND +r.host_id = ?4 -- unary +: look reservations up by id from the night index, never scan the host's history
         ORDER BY r.unit_id, r.check_in`,
      )
      .bind(null, wideFrom, wideTo, hostId, hostId, input.propertyId ?? null),
    db
      .prepare(
        `SELECT b.id, b.unit_id AS unitId, b.start_date AS checkIn, b.end_date AS checkOut, b.reason, b.source
         FROM blocks b
         WHERE b.id IN (SELECT block_id FROM occupancy WHERE property_id = ${property} AND night >= ?2 AND night < ?3 AND block_id IS NOT NULL)
           AND +b.host_id = ?4 -- as above: by id, not by the host's index
         ORDER BY b.unit_id, b.start_date`,
      )
      .bind(null, wideFrom, wideTo, hostId, hostId, input.propertyId ?? null),
    db
      .prepare(
        `SELECT id, unit_id AS unitId, start_date AS start, end_date AS end, summary, reservation_id AS reservationId
         FROM channel_conflicts
         WHERE host_id = ?5 AND property_id = ${property} AND resolved_at IS NULL AND start_date < ?3 AND end_date > ?2
         ORDER BY unit_id, start_date`,
      )
      .bind(null, wideFrom, wideTo, null, hostId, input.propertyId ?? null),
    // Every unresolved conflict of the property, in or out of the window (index channel_conflicts_host).
    db.prepare(`SELECT COUNT(*) AS n FROM channel_conflicts WHERE host_id = ?5 AND property_id = ${property} AND resolved_at IS NULL`).bind(null, null, null, null, hostId, input.propertyId ?? null),
  ]);
  const row = found?.results[0] as { id: number; name: string; timezone: string; currency: string } | undefined;
  if (!row) throw notFound();
  const today = todayIn(row.timezone, now);
  const from = input.from ?? today;
  const to = addDays(from, days);
  const inWindow = (bar: { checkIn: string; checkOut: string }) => bar.checkIn < to && bar.checkOut > from;
  const roomTypes: CalendarRoomType[] = [];
  for (const row of units!.results as { roomTypeId: number; roomTypeName: string; capacity: number; id: number; name: string }[]) {
    let roomType = roomTypes.at(-1);
    if (!roomType || roomType.id !== row.roomTypeId) {
      roomType = { id: row.roomTypeId, name: row.roomTypeName, capacity: row.capacity, units: [] };
      roomTypes.push(roomType);
    }
    roomType.units.push({ id: row.id, name: row.name });
  }
  const clipped = clip(from, to);
  return {
    property: { id: row.id, name: row.name, timezone: row.timezone, currency: row.currency },
    today,
    from,
    to,
    days,
    roomTypes,
    reservations: (reservations!.results as Omit<CalendarReservation, 'start' | 'end'>[]).filter(inWindow).map((bar) => ({ ...bar, ...clipped(bar) })),
    blocks: (blocks!.results as Omit<CalendarBlock, 'start' | 'end'>[]).filter(inWindow).map((bar) => ({ ...bar, ...clipped(bar) })),
    conflicts: (conflicts!.results as CalendarConflict[]).filter((conflict) => conflict.start < to && conflict.end > from),
    /** Unresolved channel conflicts of the whole property. */
    openConflicts: (open!.results[0] as { n: number }).n,
  };
}

/** Closes nights [from, to) on a unit: the block and its nights in one batch (taken → CONFLICT). */
export async function createBlock(db: D1Database, hostId: string, input: CreateBlockInput): Promise<{ id: number }> {
  const unit = await db
    .prepare('SELECT id, property_id AS propertyId FROM units WHERE id = ? AND host_id = ? AND archived_at IS NULL')
    .bind(input.unitId, hostId)
    .first<{ id: number; propertyId: number }>();
  if (!unit) throw notFound();
  let inserted: Awaited<ReturnType<D1Database['batch']>>;
  try {
    inserted = await db.batch<{ id: number }>([
      db
        .prepare("INSERT INTO blocks (host_id, property_id, unit_id, start_date, end_date, reason, source, created_at) VALUES (?, ?, ?, ?, ?, ?, 'host', ?) RETURNING id")
        .bind(hostId, unit.propertyId, unit.id, input.from, input.to, input.reason ?? '', new Date().toISOString()),
      holdNights(db, { hostId, propertyId: unit.propertyId, unitId: unit.id, from: input.from, to: input.to, holder: { lastInsertedBlock: true } }),
    ]);
  } catch (error) {
    if (isNightTaken(error)) throw nightsTaken();
    throw error;
  }
  const id = (inserted[0]?.results[0] as { id: number } | undefined)?.id;
  if (id === undefined) throw new Error('Block insert returned no row');
  return { id };
}

/** Opens a host's block again (its nights freed in the same batch). Blocks a channel feed owns come back with the feed. */
export async function deleteBlock(db: D1Database, hostId: string, id: number): Promise<{ id: number }> {
  const block = await db.prepare('SELECT id, feed_id AS feedId FROM blocks WHERE id = ? AND host_id = ?').bind(id, hostId).first<{ id: number; feedId: number | null }>();
  if (!block) throw notFound();
  if (block.feedId !== null) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'This block comes from a channel feed: remove it on the channel.' });
  await db.batch([releaseBlockNights(db, block.id), db.prepare('DELETE FROM blocks WHERE id = ? AND host_id = ?').bind(block.id, hostId)]);
  return { id: block.id };
}
