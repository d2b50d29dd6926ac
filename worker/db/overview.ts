/**
 * host.overview: one property's day and months at a glance, from the host's own data.
 *
 * - "Today" is the date in the property's time zone (shared/stay/dates.ts todayIn): 23:30 in
 *   São Paulo is still that day there.
 * - Stays that count: every status but cancelled and no-show.
 * - Occupancy this month = nights held by reservations on active units / (active units × days of
 *   the month − nights closed by blocks), read through the occupancy table.
 * - Average stay = mean nights of the stays arriving this month.
 * - Revenue by month = reservation totals by arrival month, 6 months back to 6 ahead (cents).
 * - Bookings by source = stays arriving in those 13 months, counted by source.
 */
import type { OverviewInput } from '../../shared/host/workspace';
import { RESERVATION_SOURCES, type ReservationSource, type ReservationStatus } from '../../shared/host/reservations';
import { monthRange, monthStart, monthsAround } from '../../shared/host/periods';
import { todayIn } from '../../shared/stay/dates';

export const OVERVIEW_MONTHS_BACK = 6;
export const OVERVIEW_MONTHS_AHEAD = 6;

export interface OverviewStay {
  id: number;
  code: string;
  propertyId: number;
  propertyName: string;
  guestName: string;
  unitName: string;
  checkIn: string;
  checkOut: string;
  status: ReservationStatus;
  source: ReservationSource;
  adults: number;
  children: number;
}

export interface OverviewProperty {
  id: number;
  name: string;
  currency: string;
  timezone: string;
}

export interface Overview {
  /** The property shown, or with `all` the first of the host's (its currency and date lead). */
  property: OverviewProperty;
  /** Every property the figures and lists cover (one, or all of the host's). */
  properties: OverviewProperty[];
  all: boolean;
  today: string;
  month: { from: string; to: string; days: number };
  arrivals: OverviewStay[];
  departures: OverviewStay[];
  inHouse: OverviewStay[];
  /** Guests (adults + children) staying tonight. */
  guestsInHouse: number;
  occupancy: { occupiedNights: number; availableNights: number; units: number };
  averageStay: { nights: number | null; stays: number };
  /** In `property.currency`: stays of properties priced in another currency are left out (counted in `otherCurrencyProperties`). */
  revenueByMonth: { month: string; cents: number }[];
  otherCurrencyProperties: number;
  bookingsBySource: { source: ReservationSource; count: number }[];
  openConflicts: number;
}

const COUNTED = `r.status NOT IN ('cancelled', 'no_show')`;
/** The scope's property ids, bound as a JSON array (one statement for one property or nine). */
const IN_SCOPE = (column: string, parameter: string) => `${column} IN (SELECT value FROM json_each(${parameter}))`;

/**
 * The overview of the host's property (the first one when none is named), or with `all` of every
 * property of the host: lists and figures summed across them, "today" being each property's own
 * date. Null when the host has no property (the first-run flow) or the one named is not theirs.
 */
export async function getOverview(db: D1Database, hostId: string, input: OverviewInput, now: Date = new Date(), only?: number[]): Promise<Overview | null> {
  const all = input.all === true && input.propertyId === undefined;
  const { results: properties } = await db
    .prepare(
      `SELECT id, name, currency, timezone FROM properties
        WHERE host_id = ?1 AND archived_at IS NULL AND (?2 IS NULL OR id = ?2)
          AND (?4 IS NULL OR id IN (SELECT value FROM json_each(?4))) ORDER BY id LIMIT ?3`,
    )
    .bind(hostId, input.propertyId ?? null, all ? -1 : 1, only ? JSON.stringify(only) : null)
    .all<OverviewProperty>();
  const property = properties[0];
  if (!property) return null;
  const today = input.today ?? todayIn(property.timezone, now);
  const todayOf = (item: OverviewProperty) => input.today ?? todayIn(item.timezone, now);
  const month = monthRange(today);
  const windowFrom = monthStart(today, -OVERVIEW_MONTHS_BACK);
  const windowTo = monthStart(today, OVERVIEW_MONTHS_AHEAD + 1);
  const scope = JSON.stringify(properties.map((item) => item.id));
  const sameCurrency = JSON.stringify(properties.filter((item) => item.currency === property.currency).map((item) => item.id));
  // The day's lists, one statement each per distinct "today" (properties in other zones may be on another date).
  const byDate = new Map<string, number[]>();
  for (const item of properties) byDate.set(todayOf(item), [...(byDate.get(todayOf(item)) ?? []), item.id]);
  const columns = `r.id, r.code, r.property_id AS propertyId, p.name AS propertyName, COALESCE(r.guest_name, g.name, '') AS guestName, u.name AS unitName,
                   r.check_in AS checkIn, r.check_out AS checkOut, r.status, r.source, r.adults, r.children`;
  const joins = 'JOIN properties p ON p.id = r.property_id JOIN units u ON u.id = r.unit_id LEFT JOIN guests g ON g.id = r.guest_id';
  const dayStatements: D1PreparedStatement[] = [];
  for (const [date, ids] of byDate) {
    const some = JSON.stringify(ids);
    dayStatements.push(
      db.prepare(`SELECT ${columns} FROM reservations r ${joins} WHERE r.host_id = ?1 AND ${IN_SCOPE('r.property_id', '?2')} AND ${COUNTED} AND r.check_in = ?3 ORDER BY p.id, u.position, r.id`).bind(hostId, some, date),
      db.prepare(`SELECT ${columns} FROM reservations r ${joins} WHERE ${IN_SCOPE('r.property_id', '?2')} AND r.check_out = ?3 AND r.host_id = ?1 AND ${COUNTED} ORDER BY p.id, u.position, r.id`).bind(hostId, some, date),
      // Tonight's guests through the occupancy table (index (property_id, night)): the cost does not grow with the history.
      db
        .prepare(
          `SELECT ${columns} FROM occupancy o JOIN reservations r ON r.id = o.reservation_id ${joins}
            WHERE ${IN_SCOPE('o.property_id', '?2')} AND o.night = ?3 AND o.host_id = ?1 AND r.status IN ('confirmed', 'checked_in')
            ORDER BY p.id, u.position, r.id`,
        )
        .bind(hostId, some, date),
    );
  }
  const figures = [
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM occupancy o JOIN units u ON u.id = o.unit_id AND u.archived_at IS NULL
          WHERE ${IN_SCOPE('o.property_id', '?2')} AND o.host_id = ?1 AND o.night >= ?3 AND o.night < ?4 AND o.reservation_id IS NOT NULL`,
      )
      .bind(hostId, scope, month.from, month.to),
    db.prepare(`SELECT COUNT(*) AS n FROM units WHERE ${IN_SCOPE('property_id', '?2')} AND host_id = ?1 AND archived_at IS NULL`).bind(hostId, scope),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM occupancy o JOIN units u ON u.id = o.unit_id AND u.archived_at IS NULL
          WHERE ${IN_SCOPE('o.property_id', '?2')} AND o.host_id = ?1 AND o.night >= ?3 AND o.night < ?4 AND o.block_id IS NOT NULL`,
      )
      .bind(hostId, scope, month.from, month.to),
    db
      .prepare(
        `SELECT COUNT(*) AS stays, AVG(julianday(r.check_out) - julianday(r.check_in)) AS nights FROM reservations r
          WHERE r.host_id = ?1 AND ${IN_SCOPE('r.property_id', '?2')} AND ${COUNTED} AND r.check_in >= ?3 AND r.check_in < ?4`,
      )
      .bind(hostId, scope, month.from, month.to),
    db
      .prepare(
        `SELECT substr(r.check_in, 1, 7) AS month, SUM(r.total_cents) AS cents FROM reservations r
          WHERE r.host_id = ?1 AND ${IN_SCOPE('r.property_id', '?2')} AND ${COUNTED} AND r.check_in >= ?3 AND r.check_in < ?4 GROUP BY 1`,
      )
      .bind(hostId, sameCurrency, windowFrom, windowTo),
    db
      .prepare(
        `SELECT r.source, COUNT(*) AS count FROM reservations r
          WHERE r.host_id = ?1 AND ${IN_SCOPE('r.property_id', '?2')} AND ${COUNTED} AND r.check_in >= ?3 AND r.check_in < ?4 GROUP BY 1`,
      )
      .bind(hostId, scope, windowFrom, windowTo),
    db.prepare(`SELECT COUNT(*) AS n FROM channel_conflicts WHERE host_id = ?1 AND ${IN_SCOPE('property_id', '?2')} AND resolved_at IS NULL`).bind(hostId, scope),
  ];
  const results = await db.batch([...dayStatements, ...figures]);
  const [occupied, units, blocked, average, revenue, sources, conflicts] = results.slice(dayStatements.length);
  const day = { arrivals: [] as OverviewStay[], departures: [] as OverviewStay[], inHouse: [] as OverviewStay[] };
  results.slice(0, dayStatements.length).forEach((result, index) => {
    [day.arrivals, day.departures, day.inHouse][index % 3]!.push(...(result.results as OverviewStay[]));
  });
  // Property by property (each statement is already by unit position, then id; the sort is stable).
  const position = new Map(properties.map((item, index) => [item.id, index]));
  const order = (a: OverviewStay, b: OverviewStay) => position.get(a.propertyId)! - position.get(b.propertyId)!;
  const count = (result: { results: unknown[] } | undefined) => Number((result?.results[0] as { n?: number } | undefined)?.n ?? 0);
  const unitCount = count(units);
  const averageRow = average?.results[0] as { stays: number; nights: number | null } | undefined;
  const revenueByMonth = new Map(((revenue?.results ?? []) as { month: string; cents: number }[]).map((row) => [row.month, Number(row.cents)]));
  const bySource = new Map(((sources?.results ?? []) as { source: ReservationSource; count: number }[]).map((row) => [row.source, Number(row.count)]));
  const inHouseStays = day.inHouse.sort(order);
  return {
    property,
    properties,
    all,
    today,
    month,
    arrivals: day.arrivals.sort(order),
    departures: day.departures.sort(order),
    inHouse: inHouseStays,
    guestsInHouse: inHouseStays.reduce((sum, stay) => sum + stay.adults + stay.children, 0),
    occupancy: { occupiedNights: count(occupied), availableNights: Math.max(0, unitCount * month.days - count(blocked)), units: unitCount },
    averageStay: { nights: averageRow?.nights === null || averageRow?.nights === undefined ? null : Math.round(averageRow.nights * 10) / 10, stays: Number(averageRow?.stays ?? 0) },
    revenueByMonth: monthsAround(today, OVERVIEW_MONTHS_BACK, OVERVIEW_MONTHS_AHEAD).map((key) => ({ month: key, cents: revenueByMonth.get(key) ?? 0 })),
    otherCurrencyProperties: properties.filter((item) => item.currency !== property.currency).length,
    bookingsBySource: RESERVATION_SOURCES.map((source) => ({ source, count: bySource.get(source) ?? 0 })),
    openConflicts: count(conflicts),
  };
}
