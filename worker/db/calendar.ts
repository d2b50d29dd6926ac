/**
 * The tape chart of one property (units as rows, nights as columns) and the host's blocks.
 *
 * The window is read through the occupancy table (index (property_id, night)): the cost grows
 * with units × nights shown, not with the property's history of reservations.
 * Blocks hold their nights through worker/db/occupancy.ts in the same batch as their row.
 */
import { TRPCError } from '@trpc/server';
import type { CalendarInput, CreateBlockInput, ReservationSource, ReservationStatus } from '../../shared/host/reservations';
import { addDays, daysBetween, todayIn } from '../../shared/stay/dates';
import { holdNights, isNightTaken, releaseBlockNights } from './occupancy';
import { notFound, nightsTaken } from './host-reservations';
import { hostScopeSql, possibleTodays } from './one-trip';
import { CHANNEX_CONFLICTS } from '../channex/conflicts';

export const DEFAULT_CALENDAR_DAYS = 31;

export interface CalendarUnit {
  id: number;
  name: string;
}

export interface CalendarRoomType {
  id: number;
  propertyId: number;
  name: string;
  capacity: number;
  units: CalendarUnit[];
  /** Each night's price in the window (cents, the rate of the night or the base rate); null = not for sale (stop sell). */
  prices: (number | null)[];
}

export interface CalendarProperty {
  id: number;
  name: string;
  timezone: string;
  currency: string;
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
 * The tape chart's window: units grouped by property and room type (only `roomTypeId`'s when
 * given), the stays and blocks over them, each room type's price per night, and the window's
 * channel conflicts; the properties in scope are the one named, else the host's first, else
 * (`all`) every one, and none (NOT_FOUND) when it is not the host's.
 *
 * One round trip (issue 29), whatever the number of properties: the property rows come in the
 * same batch as the units, prices, bars and conflicts, which name the scope by a subquery.
 * Without a `from` the window starts on the first property's today, known only once its zone
 * is: the batch then reads from the earliest today any zone can have to the latest window's
 * end, and what lies outside the window is left out here.
 */
/** `only`: a team member's shared properties (issue 26), undefined for the owner. */
export async function getCalendar(db: D1Database, hostId: string, input: CalendarInput, only?: readonly number[], now: Date = new Date()) {
  const all = input.all === true && input.propertyId === undefined;
  const days = input.days ?? DEFAULT_CALENDAR_DAYS;
  const todays = possibleTodays(now);
  const wideFrom = input.from ?? todays[0];
  const wideTo = addDays(input.from ?? todays[2], days);
  // ?1 host, ?2 the property named (or NULL), ?3 how many (1, or -1 for all), ?4–?5 the wide window.
  const values = [hostId, input.propertyId ?? null, all ? -1 : 1, wideFrom, wideTo];
  const statement = (sql: string, n: number) => db.prepare(sql).bind(...values.slice(0, n));
  const scope = hostScopeSql('?1', '?2', '?3', only);
  const [found, units, prices, reservations, blocks, conflicts, open] = await db.batch([
    statement(`SELECT id, name, timezone, currency FROM properties WHERE id IN ${scope} ORDER BY id`, 3),
    statement(
      `SELECT t.property_id AS propertyId, t.id AS roomTypeId, t.name AS roomTypeName, t.capacity, t.base_rate_cents AS baseRateCents, u.id, u.name
         FROM room_types t JOIN units u ON u.room_type_id = t.id AND u.archived_at IS NULL
         WHERE t.property_id IN ${scope} AND t.host_id = ?1 AND t.archived_at IS NULL
         ORDER BY t.property_id, t.position, t.id, u.position, u.id`,
      3,
    ),
    statement(
      `SELECT r.room_type_id AS roomTypeId, r.date, r.rate_cents AS rateCents, r.stop_sell AS stopSell
         FROM rates r JOIN room_types t ON t.id = r.room_type_id
         WHERE t.property_id IN ${scope} AND t.host_id = ?1 AND r.date >= ?4 AND r.date < ?5`,
      5,
    ),
    statement(
      `SELECT r.id, r.code, r.unit_id AS unitId, r.check_in AS checkIn, r.check_out AS checkOut, r.status, COALESCE(r.channel, r.source) AS source,
                r.adults, r.children, COALESCE(r.guest_name, g.name, '') AS guestName
         FROM reservations r LEFT JOIN guests g ON g.id = r.guest_id
         WHERE r.id IN (SELECT reservation_id FROM occupancy WHERE property_id IN ${scope} AND night >= ?4 AND night < ?5 AND reservation_id IS NOT NULL)
           AND +r.host_id = ?1 -- unary +: look reservations up by id from the night index, never scan the host's history
         ORDER BY r.unit_id, r.check_in`,
      5,
    ),
    statement(
      `SELECT b.id, b.unit_id AS unitId, b.start_date AS checkIn, b.end_date AS checkOut, b.reason, b.source
         FROM blocks b
         WHERE b.id IN (SELECT block_id FROM occupancy WHERE property_id IN ${scope} AND night >= ?4 AND night < ?5 AND block_id IS NOT NULL)
           AND +b.host_id = ?1 -- as above: by id, not by the host's index
         ORDER BY b.unit_id, b.start_date`,
      5,
    ),
    statement(
      `SELECT id, unit_id AS unitId, start_date AS start, end_date AS end, summary, reservation_id AS reservationId
         FROM channel_conflicts
         WHERE host_id = ?1 AND property_id IN ${scope} AND resolved_at IS NULL AND start_date < ?5 AND end_date > ?4
       UNION ALL
       -- A stay a channel sold through Channex on nights already taken here (issue 41): it holds no
       -- nights, so it is marked on the unit it was given (its id negative: apart from the feeds').
       SELECT -r.id, r.unit_id, r.check_in, r.check_out, COALESCE(r.guest_name, '') || ' · ' || s.ota_name, r.id
         FROM ${CHANNEX_CONFLICTS} AND s.property_id IN ${scope} AND r.check_in < ?5 AND r.check_out > ?4
       ORDER BY 2, 3`,
      5,
    ),
    // Every unresolved conflict of the properties, in or out of the window (index channel_conflicts_host).
    statement(
      `SELECT (SELECT COUNT(*) FROM channel_conflicts WHERE host_id = ?1 AND property_id IN ${scope} AND resolved_at IS NULL)
            + (SELECT COUNT(*) FROM ${CHANNEX_CONFLICTS} AND s.property_id IN ${scope}) AS n`,
      3,
    ),
  ]);
  const properties = (found?.results ?? []) as CalendarProperty[];
  const property = properties[0];
  if (!property) throw notFound();
  const today = todayIn(property.timezone, now);
  const from = input.from ?? today;
  const to = addDays(from, days);
  const inWindow = (bar: { checkIn: string; checkOut: string }) => bar.checkIn < to && bar.checkOut > from;
  const nightIndex = (night: string) => daysBetween(from, night);
  const rates = new Map<number, Map<number, { rateCents: number | null; stopSell: number }>>();
  for (const row of prices!.results as { roomTypeId: number; date: string; rateCents: number | null; stopSell: number }[]) {
    const byNight = rates.get(row.roomTypeId) ?? new Map();
    byNight.set(nightIndex(row.date), row);
    rates.set(row.roomTypeId, byNight);
  }
  /** Every room type of the scope (the filter's choices), each with its units and nightly prices. */
  const allRoomTypes: CalendarRoomType[] = [];
  for (const row of units!.results as { propertyId: number; roomTypeId: number; roomTypeName: string; capacity: number; baseRateCents: number; id: number; name: string }[]) {
    let roomType = allRoomTypes.at(-1);
    if (!roomType || roomType.id !== row.roomTypeId) {
      const byNight = rates.get(row.roomTypeId);
      const nightly = Array.from({ length: days }, (_, i) => {
        const rate = byNight?.get(i);
        return rate?.stopSell ? null : (rate?.rateCents ?? row.baseRateCents);
      });
      roomType = { id: row.roomTypeId, propertyId: row.propertyId, name: row.roomTypeName, capacity: row.capacity, units: [], prices: nightly };
      allRoomTypes.push(roomType);
    }
    roomType.units.push({ id: row.id, name: row.name });
  }
  const roomTypes = input.roomTypeId === undefined ? allRoomTypes : allRoomTypes.filter((roomType) => roomType.id === input.roomTypeId);
  const shown = new Set(roomTypes.flatMap((roomType) => roomType.units.map((unit) => unit.id)));
  const clipped = clip(from, to);
  return {
    /** The first property in scope (the only one unless `all`). */
    property,
    /** Every property in scope, in the host's order: the chart's groups. */
    properties,
    all,
    today,
    from,
    to,
    days,
    roomTypes,
    /** The room types a filter can choose among (the scope's, before `roomTypeId`). */
    roomTypeChoices: allRoomTypes.map((roomType) => ({ id: roomType.id, propertyId: roomType.propertyId, name: roomType.name })),
    reservations: (reservations!.results as Omit<CalendarReservation, 'start' | 'end'>[]).filter((bar) => inWindow(bar) && shown.has(bar.unitId)).map((bar) => ({ ...bar, ...clipped(bar) })),
    blocks: (blocks!.results as Omit<CalendarBlock, 'start' | 'end'>[]).filter((bar) => inWindow(bar) && shown.has(bar.unitId)).map((bar) => ({ ...bar, ...clipped(bar) })),
    conflicts: (conflicts!.results as CalendarConflict[]).filter((conflict) => conflict.start < to && conflict.end > from && shown.has(conflict.unitId)),
    /** Unresolved channel conflicts of the properties in scope. */
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
