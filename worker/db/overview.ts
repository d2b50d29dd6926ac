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
import { hostPropertySql, possibleTodays } from './one-trip';

export const OVERVIEW_MONTHS_BACK = 6;
export const OVERVIEW_MONTHS_AHEAD = 6;

export interface OverviewStay {
  id: number;
  code: string;
  guestName: string;
  unitName: string;
  checkIn: string;
  checkOut: string;
  status: ReservationStatus;
  source: ReservationSource;
  adults: number;
  children: number;
}

export interface Overview {
  property: { id: number; name: string; currency: string; timezone: string };
  today: string;
  month: { from: string; to: string; days: number };
  arrivals: OverviewStay[];
  departures: OverviewStay[];
  inHouse: OverviewStay[];
  /** Guests (adults + children) staying tonight. */
  guestsInHouse: number;
  occupancy: { occupiedNights: number; availableNights: number; units: number };
  averageStay: { nights: number | null; stays: number };
  revenueByMonth: { month: string; cents: number }[];
  bookingsBySource: { source: ReservationSource; count: number }[];
  openConflicts: number;
}

const COUNTED = `r.status NOT IN ('cancelled', 'no_show')`;

/**
 * The overview of the host's property (the first one when none is named). Null when the host has
 * no property (the first-run flow) or the one named is not theirs.
 *
 * One round trip (issue 29): the property row comes in the same batch as the figures, which name
 * the property by a subquery. "Today" depends on the property's zone, which only that row says,
 * so the batch reads what each of the dates today can be (UTC's yesterday, today, tomorrow)
 * gives, grouped by day or month, and the property's own today is picked here.
 */
export async function getOverview(db: D1Database, hostId: string, input: OverviewInput, now: Date = new Date()): Promise<Overview | null> {
  const days = input.today ? [input.today] : possibleTodays(now);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const values = [
    hostId,
    input.propertyId ?? null,
    JSON.stringify(days),
    monthStart(first),
    monthStart(last, 1),
    monthStart(first, -OVERVIEW_MONTHS_BACK),
    monthStart(last, OVERVIEW_MONTHS_AHEAD + 1),
  ];
  // Each statement binds ?1 … ?n, n its highest parameter: ?1 host, ?2 the property named (or
  // NULL), ?3 the possible todays (JSON), ?4–?5 their months, ?6–?7 the charts' window.
  const statement = (sql: string, n: number) => db.prepare(sql).bind(...values.slice(0, n));
  const property = hostPropertySql('?1', '?2');
  const todays = `(SELECT value FROM json_each(?3))`;
  const stays = `SELECT r.id, r.code, COALESCE(r.guest_name, g.name, '') AS guestName, u.name AS unitName, r.check_in AS checkIn, r.check_out AS checkOut,
                        r.status, r.source, r.adults, r.children
                   FROM reservations r JOIN units u ON u.id = r.unit_id LEFT JOIN guests g ON g.id = r.guest_id
                  WHERE r.host_id = ?1 AND r.property_id = ${property} AND ${COUNTED}`;
  const [found, arrivals, departures, inHouse, occupied, units, blocked, average, revenue, sources, conflicts] = await db.batch([
    statement(`SELECT id, name, currency, timezone FROM properties WHERE id = ${property}`, 2),
    statement(`${stays} AND r.check_in IN ${todays} ORDER BY u.position, r.id`, 3),
    statement(`${stays} AND r.check_out IN ${todays} ORDER BY u.position, r.id`, 3),
    // Tonight's guests through the occupancy table (index (property_id, night)): the cost does not grow with the property's history.
    statement(
      `SELECT r.id, r.code, COALESCE(r.guest_name, g.name, '') AS guestName, u.name AS unitName, r.check_in AS checkIn, r.check_out AS checkOut,
              r.status, r.source, r.adults, r.children, o.night
         FROM occupancy o JOIN reservations r ON r.id = o.reservation_id JOIN units u ON u.id = o.unit_id LEFT JOIN guests g ON g.id = r.guest_id
        WHERE o.property_id = ${property} AND o.night IN ${todays} AND o.host_id = ?1 AND r.status IN ('confirmed', 'checked_in')
        ORDER BY u.position, r.id`,
      3,
    ),
    statement(
      `SELECT substr(o.night, 1, 7) AS month, COUNT(*) AS n FROM occupancy o JOIN units u ON u.id = o.unit_id AND u.archived_at IS NULL
        WHERE o.property_id = ${property} AND o.host_id = ?1 AND o.night >= ?4 AND o.night < ?5 AND o.reservation_id IS NOT NULL GROUP BY 1`,
      5,
    ),
    statement(`SELECT COUNT(*) AS n FROM units WHERE property_id = ${property} AND host_id = ?1 AND archived_at IS NULL`, 2),
    statement(
      `SELECT substr(o.night, 1, 7) AS month, COUNT(*) AS n FROM occupancy o JOIN units u ON u.id = o.unit_id AND u.archived_at IS NULL
        WHERE o.property_id = ${property} AND o.host_id = ?1 AND o.night >= ?4 AND o.night < ?5 AND o.block_id IS NOT NULL GROUP BY 1`,
      5,
    ),
    statement(
      `SELECT substr(r.check_in, 1, 7) AS month, COUNT(*) AS stays, AVG(julianday(r.check_out) - julianday(r.check_in)) AS nights FROM reservations r
        WHERE r.host_id = ?1 AND r.property_id = ${property} AND ${COUNTED} AND r.check_in >= ?4 AND r.check_in < ?5 GROUP BY 1`,
      5,
    ),
    statement(
      `SELECT substr(r.check_in, 1, 7) AS month, SUM(r.total_cents) AS cents FROM reservations r
        WHERE r.host_id = ?1 AND r.property_id = ${property} AND ${COUNTED} AND r.check_in >= ?6 AND r.check_in < ?7 GROUP BY 1`,
      7,
    ),
    statement(
      `SELECT substr(r.check_in, 1, 7) AS month, r.source, COUNT(*) AS count FROM reservations r
        WHERE r.host_id = ?1 AND r.property_id = ${property} AND ${COUNTED} AND r.check_in >= ?6 AND r.check_in < ?7 GROUP BY 1, 2`,
      7,
    ),
    statement(`SELECT COUNT(*) AS n FROM channel_conflicts WHERE host_id = ?1 AND property_id = ${property} AND resolved_at IS NULL`, 2),
  ]);
  const row = found?.results[0] as { id: number; name: string; currency: string; timezone: string } | undefined;
  if (!row) return null;
  const today = input.today ?? todayIn(row.timezone, now);
  const month = monthRange(today);
  const thisMonth = today.slice(0, 7);
  const months = monthsAround(today, OVERVIEW_MONTHS_BACK, OVERVIEW_MONTHS_AHEAD);
  const inMonth = <T extends { month: string }>(result: { results: unknown[] } | undefined) => ((result?.results ?? []) as T[]).find((entry) => entry.month === thisMonth);
  const list = (result: { results: unknown[] } | undefined) => (result?.results ?? []) as OverviewStay[];
  const count = (result: { results: unknown[] } | undefined) => Number((result?.results[0] as { n?: number } | undefined)?.n ?? 0);
  const unitCount = count(units);
  const averageRow = inMonth<{ month: string; stays: number; nights: number | null }>(average);
  const revenueByMonth = new Map(((revenue?.results ?? []) as { month: string; cents: number }[]).map((entry) => [entry.month, Number(entry.cents)]));
  const bySource = new Map<ReservationSource, number>();
  for (const entry of (sources?.results ?? []) as { month: string; source: ReservationSource; count: number }[]) {
    if (months.includes(entry.month)) bySource.set(entry.source, (bySource.get(entry.source) ?? 0) + Number(entry.count));
  }
  const inHouseStays = ((inHouse?.results ?? []) as (OverviewStay & { night: string })[]).filter((stay) => stay.night === today).map(({ night: _night, ...stay }) => stay);
  return {
    property: row,
    today,
    month,
    arrivals: list(arrivals).filter((stay) => stay.checkIn === today),
    departures: list(departures).filter((stay) => stay.checkOut === today),
    inHouse: inHouseStays,
    guestsInHouse: inHouseStays.reduce((sum, stay) => sum + stay.adults + stay.children, 0),
    occupancy: {
      occupiedNights: Number(inMonth<{ month: string; n: number }>(occupied)?.n ?? 0),
      availableNights: Math.max(0, unitCount * month.days - Number(inMonth<{ month: string; n: number }>(blocked)?.n ?? 0)),
      units: unitCount,
    },
    averageStay: { nights: averageRow?.nights === null || averageRow?.nights === undefined ? null : Math.round(averageRow.nights * 10) / 10, stays: Number(averageRow?.stays ?? 0) },
    revenueByMonth: months.map((key) => ({ month: key, cents: revenueByMonth.get(key) ?? 0 })),
    bookingsBySource: RESERVATION_SOURCES.map((source) => ({ source, count: bySource.get(source) ?? 0 })),
    openConflicts: count(conflicts),
  };
}
