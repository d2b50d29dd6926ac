/**
 * Daily operations (architecture, third stage, "Operations"): housekeeping status of units and
 * the reports' summary. Every statement filters by the verified host id: another host's unit or
 * property is NOT_FOUND here exactly like one that does not exist.
 *
 * Housekeeping: one row per unit (none = 'clean'). 'out_of_order' holds the given nights with a
 * block (worker/db/occupancy.ts, same batch as the status): the unit is out of sale and those
 * nights leave the report's available nights. Leaving 'out_of_order' frees the block's nights
 * from today on (earlier nights stay: they were out of order).
 *
 * Reports: nights available = active units × nights in [from, to) − nights held by blocks;
 * nights sold and revenue count stays that are neither cancelled nor no-show, each stay's
 * lodging (worker/db/revenue.ts: the room lines, not breakfast, fees or the tourist tax) spread
 * evenly over its nights with the remainder on the first night (byNightSql, which the
 * overview's revenue chart uses too); ADR = revenue / nights sold, RevPAR = revenue / nights
 * available, rounded half up (to the cent; occupancy to one decimal of a percent). One SQL
 * aggregate over the stays overlapping the range: no per-reservation work in the worker.
 */
import { dayLists } from './day-lists';
import { TRPCError } from '@trpc/server';
import {
  RESERVATION_SOURCES,
  divideHalfUp,
  percentHalfUp,
  type HousekeepingListInput,
  type HousekeepingSetInput,
  type HousekeepingStatus,
  type HousekeepingUnit,
  type ReportsSummary,
  type ReportsSummaryInput,
  type UnitOccupancy,
} from '../../shared/host/operations';
import { MAX_STAY_NIGHTS, type ReservationSource, type ReservationStatus } from '../../shared/host/stay-rules';
import { addDays, daysBetween, todayIn } from '../../shared/stay/dates';
import { holdNights, isNightTaken, releaseBlockNightsFrom } from './occupancy';
import { onlySql } from './one-trip';
import { REVENUE_KINDS, byNightSql, stayColumnsSql, type RevenueKind } from './revenue';
import { CHANNEX_CONFLICTS } from '../channex/conflicts';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Not found.' });
const nightsTaken = () => new TRPCError({ code: 'CONFLICT', message: 'Those nights are already taken on this unit.' });

/** Statuses whose stay counts (holds its nights, is sold). */
const COUNTED = `r.status NOT IN ('cancelled', 'no_show')`;

// ─── Housekeeping ───────────────────────────────────────────────────────────────────────────

/**
 * The statement that marks a unit dirty (a reservation moved to checked_out): for the batch
 * that changes the reservation's status. An out-of-order block the unit has stays where it is.
 */
export function markUnitDirty(db: D1Database, hostId: string, propertyId: number, unitId: number, at: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO housekeeping (unit_id, host_id, property_id, status, block_id, updated_at) VALUES (?1, ?2, ?3, 'dirty', NULL, ?4)
       ON CONFLICT (unit_id) DO UPDATE SET status = 'dirty', updated_at = excluded.updated_at`,
    )
    .bind(unitId, hostId, propertyId, at);
}

function occupancyOf(arriving: boolean, departing: boolean, held: boolean): UnitOccupancy {
  if (arriving && departing) return 'turnover';
  if (arriving) return 'arriving';
  if (departing) return 'departing';
  return held ? 'occupied' : 'vacant';
}

/** Every active unit of a property on `date` (default today in its zone); null when not the host's. */
export async function listHousekeeping(db: D1Database, hostId: string, input: HousekeepingListInput): Promise<HousekeepingUnit[] | null> {
  const property = await db
    .prepare('SELECT id, timezone FROM properties WHERE id = ? AND host_id = ? AND archived_at IS NULL')
    .bind(input.propertyId, hostId)
    .first<{ id: number; timezone: string }>();
  if (!property) return null;
  const date = input.date ?? todayIn(property.timezone);
  const { results } = await db
    .prepare(
      `SELECT u.id AS unitId, u.name AS unitName, COALESCE(h.status, 'clean') AS status,
              EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id AND r.check_in = ?3 AND ${COUNTED}) AS arriving,
              EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id AND r.check_out = ?3 AND r.check_in < ?3 AND ${COUNTED}) AS departing,
              EXISTS (SELECT 1 FROM occupancy o WHERE o.unit_id = u.id AND o.night = ?3 AND o.reservation_id IS NOT NULL) AS held
       FROM units u
       JOIN room_types t ON t.id = u.room_type_id AND t.archived_at IS NULL
       LEFT JOIN housekeeping h ON h.unit_id = u.id
       WHERE u.property_id = ?1 AND u.host_id = ?2 AND u.archived_at IS NULL
       ORDER BY t.position, t.id, u.position, u.id`,
    )
    .bind(property.id, hostId, date)
    .all<{ unitId: number; unitName: string; status: HousekeepingStatus; arriving: number; departing: number; held: number }>();
  return results.map((row) => ({
    unitId: row.unitId,
    unitName: row.unitName,
    occupancy: occupancyOf(row.arriving === 1, row.departing === 1, row.held === 1),
    status: row.status,
  }));
}

/**
 * Sets a unit's status in one batch: what is left of a previous out-of-order block is freed
 * (from today in the property's zone), a new out-of-order stretch holds its nights (a night
 * already held → CONFLICT and nothing changes).
 */
export async function setHousekeeping(
  db: D1Database,
  hostId: string,
  input: HousekeepingSetInput,
  now: Date = new Date(),
): Promise<{ unitId: number; status: HousekeepingStatus; from: string | null; to: string | null }> {
  const unit = await db
    .prepare(
      `SELECT u.id, u.property_id AS propertyId, p.timezone, h.status, h.block_id AS blockId
       FROM units u JOIN properties p ON p.id = u.property_id AND p.archived_at IS NULL
       LEFT JOIN housekeeping h ON h.unit_id = u.id
       WHERE u.id = ? AND u.host_id = ? AND u.archived_at IS NULL`,
    )
    .bind(input.unitId, hostId)
    .first<{ id: number; propertyId: number; timezone: string; status: HousekeepingStatus | null; blockId: number | null }>();
  if (!unit) throw notFound();
  const today = todayIn(unit.timezone, now);
  const at = now.toISOString();
  const statements: D1PreparedStatement[] = [];
  if (unit.blockId !== null) {
    // The previous out-of-order stretch ends today: its later nights go back on sale.
    statements.push(
      releaseBlockNightsFrom(db, unit.blockId, today),
      db.prepare('DELETE FROM blocks WHERE id = ? AND host_id = ? AND start_date >= ?').bind(unit.blockId, hostId, today),
      db.prepare('UPDATE blocks SET end_date = ?3 WHERE id = ?1 AND host_id = ?2 AND start_date < ?3 AND end_date > ?3').bind(unit.blockId, hostId, today),
    );
  }
  let from: string | null = null;
  let to: string | null = null;
  if (input.status === 'out_of_order') {
    from = input.from ?? today;
    to = input.to ?? addDays(from, 1);
    statements.push(
      db
        .prepare("INSERT INTO blocks (host_id, property_id, unit_id, start_date, end_date, reason, source, created_at) VALUES (?, ?, ?, ?, ?, ?, 'host', ?)")
        .bind(hostId, unit.propertyId, unit.id, from, to, input.reason || 'out_of_order', at),
      holdNights(db, { hostId, propertyId: unit.propertyId, unitId: unit.id, from, to, holder: { lastInsertedBlock: true } }),
    );
  }
  // The new block (AUTOINCREMENT: the newest of the unit's blocks within this transaction).
  const blockSql = input.status === 'out_of_order' ? '(SELECT MAX(id) FROM blocks WHERE unit_id = ?1 AND host_id = ?2)' : 'NULL';
  statements.push(
    db
      .prepare(
        `INSERT INTO housekeeping (unit_id, host_id, property_id, status, block_id, updated_at) VALUES (?1, ?2, ?3, ?4, ${blockSql}, ?5)
         ON CONFLICT (unit_id) DO UPDATE SET status = excluded.status, block_id = excluded.block_id, updated_at = excluded.updated_at`,
      )
      .bind(unit.id, hostId, unit.propertyId, input.status, at),
  );
  try {
    await db.batch(statements);
  } catch (error) {
    if (isNightTaken(error)) throw nightsTaken();
    throw error;
  }
  return { unitId: unit.id, status: input.status, from, to };
}

// ─── Reports ────────────────────────────────────────────────────────────────────────────────

/** The summary of [from, to) over one property or all of the host's; null when the property is not theirs. */
export async function reportsSummary(db: D1Database, hostId: string, input: ReportsSummaryInput, only?: readonly number[]): Promise<ReportsSummary | null> {
  const propertyId = input.propertyId ?? null;
  // `only`: a team member's reach (issue 26) — with no property named, every property shared with them.
  const scope = `SELECT id FROM properties WHERE host_id = ?1 AND archived_at IS NULL AND (?2 IS NULL OR id = ?2)${onlySql(only)}`;
  const [properties, units, blocked, sold] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n, COUNT(DISTINCT currency) AS currencies, MIN(currency) AS currency FROM properties WHERE id IN (${scope})`).bind(hostId, propertyId),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM units u JOIN room_types t ON t.id = u.room_type_id AND t.archived_at IS NULL
         WHERE u.host_id = ?1 AND u.archived_at IS NULL AND u.property_id IN (${scope})`,
      )
      .bind(hostId, propertyId),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM occupancy o JOIN units u ON u.id = o.unit_id AND u.archived_at IS NULL
         JOIN room_types t ON t.id = u.room_type_id AND t.archived_at IS NULL
         WHERE o.property_id IN (${scope}) AND o.night >= ?3 AND o.night < ?4 AND o.block_id IS NOT NULL`,
      )
      .bind(hostId, propertyId, input.from, input.to),
    db
      .prepare(
        `SELECT source, SUM(inRange) AS nights, ${REVENUE_KINDS.map((kind) => `SUM(${byNightSql(kind, '?3', '?4')}) AS ${kind}`).join(', ')}
         FROM (
           SELECT COALESCE(r.channel, r.source) AS source, ${stayColumnsSql('r')},
                  CAST(julianday(MIN(r.check_out, ?4)) - julianday(MAX(r.check_in, ?3)) AS INTEGER) AS inRange
           FROM reservations r
           WHERE r.host_id = ?1 AND r.property_id IN (${scope}) AND ${COUNTED} AND r.check_in >= ?5 AND r.check_in < ?4 AND r.check_out > ?3
         ) WHERE stayNights > 0
         GROUP BY source`,
      )
      // ?5: no stay is longer than MAX_STAY_NIGHTS, so none that reaches `from` began earlier: the
      // index (host_id, property_id, check_in) reads the range, not the host's whole history.
      .bind(hostId, propertyId, input.from, input.to, addDays(input.from, -MAX_STAY_NIGHTS)),
  ]);
  const scopeRow = properties!.results[0] as { n: number; currencies: number; currency: string | null };
  if (propertyId !== null && scopeRow.n === 0) return null;
  const nights = daysBetween(input.from, input.to);
  const nightsAvailable = Math.max(0, (units!.results[0] as { n: number }).n * nights - (blocked!.results[0] as { n: number }).n);
  const bySourceRows = sold!.results as ({ source: ReservationSource; nights: number } & Record<RevenueKind, number>)[];
  const order = (source: ReservationSource) => RESERVATION_SOURCES.indexOf(source);
  const bySource = bySourceRows
    .map((row) => ({ source: row.source, nights: row.nights, revenueCents: row.lodging }))
    .sort((a, b) => order(a.source) - order(b.source));
  const nightsSold = bySource.reduce((sum, row) => sum + row.nights, 0);
  const revenueByKind = Object.fromEntries(REVENUE_KINDS.map((kind) => [kind, bySourceRows.reduce((sum, row) => sum + row[kind], 0)])) as Record<RevenueKind, number>;
  // Revenue, ADR and RevPAR count lodging only (issue 43: breakfast is not room revenue).
  const revenueCents = revenueByKind.lodging;
  return {
    nightsAvailable,
    nightsSold,
    occupancyPercent: percentHalfUp(nightsSold, nightsAvailable),
    revenueCents,
    adrCents: divideHalfUp(revenueCents, nightsSold),
    revparCents: divideHalfUp(revenueCents, nightsAvailable),
    revenueByKind,
    bySource,
    currency: scopeRow.currencies === 1 ? scopeRow.currency : null,
  };
}

/** The summary as CSV: the total row ("all") then one row per source, the same figures. */
export function reportsCsv(summary: ReportsSummary, input: ReportsSummaryInput): string {
  const header = ['from', 'to', 'propertyId', 'source', 'nightsAvailable', 'nightsSold', 'occupancyPercent', 'revenueCents', 'adrCents', 'revparCents', 'currency'];
  const scope = input.propertyId === undefined ? 'all' : String(input.propertyId);
  const row = (source: string, nightsSold: number, revenueCents: number, occupancyPercent: number, adrCents: number, revparCents: number) =>
    [input.from, input.to, scope, source, summary.nightsAvailable, nightsSold, occupancyPercent, revenueCents, adrCents, revparCents, summary.currency ?? ''].join(',');
  const lines = [
    header.join(','),
    row('all', summary.nightsSold, summary.revenueCents, summary.occupancyPercent, summary.adrCents, summary.revparCents),
    ...summary.bySource.map((line) =>
      row(line.source, line.nights, line.revenueCents, percentHalfUp(line.nights, summary.nightsAvailable), divideHalfUp(line.revenueCents, line.nights), divideHalfUp(line.revenueCents, summary.nightsAvailable)),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

// ─── Front desk ─────────────────────────────────────────────────────────────────────────────

export interface FrontDeskStay {
  id: number;
  code: string;
  propertyId: number;
  propertyName: string;
  unitId: number;
  unitName: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  status: ReservationStatus;
  adults: number;
  children: number;
  currency: string;
  totalCents: number;
  paidCents: number;
}

export interface FrontDeskDay {
  properties: { id: number; name: string; timezone: string; currency: string; today: string }[];
  arrivals: FrontDeskStay[];
  departures: FrontDeskStay[];
  inHouse: FrontDeskStay[];
  /** Stays a channel sold through Channex on nights already taken here, not yet over (issue 41). */
  conflicts: FrontDeskConflict[];
}

export interface FrontDeskConflict {
  id: number;
  code: string;
  propertyName: string;
  unitName: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  otaName: string;
}

/**
 * Today's arrivals, departures and in-house stays of one property or all of the host's, "today"
 * being each property's own date (the lists as ./day-lists.ts defines them, the overview's too).
 * Null when the property named is not the host's. Two index reads per distinct date (departure,
 * tonight's occupancy): the cost does not grow with the history of reservations.
 */
export async function frontDeskToday(db: D1Database, hostId: string, input: { propertyId?: number }, now: Date = new Date(), only?: number[]): Promise<FrontDeskDay | null> {
  const { results: properties } = await db
    .prepare('SELECT id, name, timezone, currency FROM properties WHERE host_id = ?1 AND archived_at IS NULL AND (?2 IS NULL OR id = ?2) AND (?3 IS NULL OR id IN (SELECT value FROM json_each(?3))) ORDER BY id')
    .bind(hostId, input.propertyId ?? null, only ? JSON.stringify(only) : null)
    .all<{ id: number; name: string; timezone: string; currency: string }>();
  if (input.propertyId !== undefined && properties.length === 0) return null;
  const withToday = properties.map((property) => ({ ...property, today: todayIn(property.timezone, now) }));
  const byDate = new Map<string, number[]>();
  for (const property of withToday) byDate.set(property.today, [...(byDate.get(property.today) ?? []), property.id]);
  const columns = `r.id, r.code, r.property_id AS propertyId, p.name AS propertyName, r.unit_id AS unitId, u.name AS unitName,
    COALESCE(r.guest_name, g.name, '') AS guestName, r.check_in AS checkIn, r.check_out AS checkOut, r.status, r.adults, r.children,
    r.currency, r.total_cents AS totalCents, r.paid_cents AS paidCents`;
  const joins = 'JOIN properties p ON p.id = r.property_id JOIN units u ON u.id = r.unit_id LEFT JOIN guests g ON g.id = r.guest_id';
  const statements: D1PreparedStatement[] = [];
  for (const [date, ids] of byDate) {
    const scope = JSON.stringify(ids);
    statements.push(
      db.prepare(`SELECT ${columns} FROM reservations r ${joins} WHERE r.property_id IN (SELECT value FROM json_each(?2)) AND r.check_out = ?3 AND r.host_id = ?1 AND ${COUNTED} ORDER BY p.id, u.position, r.id`).bind(hostId, scope, date),
      db
        .prepare(
          `SELECT ${columns} FROM occupancy o JOIN reservations r ON r.id = o.reservation_id ${joins}
           WHERE o.property_id IN (SELECT value FROM json_each(?2)) AND o.night = ?3 AND o.host_id = ?1 AND ${COUNTED}
           ORDER BY p.id, u.position, r.id`,
        )
        .bind(hostId, scope, date),
    );
  }
  const ids = JSON.stringify(properties.map((property) => property.id));
  const earliest = withToday.reduce((min, property) => (property.today < min ? property.today : min), withToday[0]?.today ?? '');
  if (statements.length > 0)
    statements.push(
      db
        .prepare(
          `SELECT r.id, r.code, (SELECT name FROM properties WHERE id = r.property_id) AS propertyName, (SELECT name FROM units WHERE id = r.unit_id) AS unitName,
                  COALESCE(r.guest_name, '') AS guestName, r.check_in AS checkIn, r.check_out AS checkOut, s.ota_name AS otaName
           FROM ${CHANNEX_CONFLICTS} AND s.property_id IN (SELECT value FROM json_each(?2)) AND r.check_out > ?3 ORDER BY r.check_in, r.id`,
        )
        .bind(hostId, ids, earliest),
    );
  const results = statements.length > 0 ? await db.batch<FrontDeskStay>(statements) : [];
  const conflictRows = results.length > 0 ? (results.pop()!.results as unknown as FrontDeskConflict[]) : [];
  const day: FrontDeskDay = { properties: withToday, arrivals: [], departures: [], inHouse: [], conflicts: conflictRows };
  // Issue 40: the same three lists as the overview's (./day-lists.ts), per date.
  for (let index = 0; index < results.length; index += 2) {
    const lists = dayLists(results[index + 1]!.results, results[index]!.results);
    day.arrivals.push(...lists.arrivals);
    day.departures.push(...lists.departures);
    day.inHouse.push(...lists.inHouse);
  }
  return day;
}
