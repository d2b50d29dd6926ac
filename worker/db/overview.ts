/**
 * host.overview: one property's day and months at a glance, from the host's own data.
 *
 * - "Today" is the date in the property's time zone (shared/stay/dates.ts todayIn): 23:30 in
 *   São Paulo is still that day there.
 * - Stays that count: every status but cancelled and no-show.
 * - Occupancy this month = nights held by reservations on active units / (active units × days of
 *   the month − nights closed by blocks), read through the occupancy table.
 * - Average stay = mean nights of the stays arriving this month.
 * - Revenue by month = lodging revenue on each month's nights, 6 months back to 6 ahead (cents):
 *   the reports' definition (worker/db/revenue.ts byNightSql; not breakfast, fees or the
 *   tourist tax), so a month here equals host.reports.summary's revenueCents for that month.
 * - Bookings by source = stays arriving in those 13 months, counted by source.
 */
import { dayLists } from './day-lists';
import type { OverviewInput } from '../../shared/host/workspace';
import { RESERVATION_SOURCES, type ReservationSource, type ReservationStatus } from '../../shared/host/reservations';
import { monthRange, monthStart, monthsAround } from '../../shared/host/periods';
import { todayIn } from '../../shared/stay/dates';
import { MAX_STAY_NIGHTS } from '../../shared/host/stay-rules';
import { hostPropertySql, hostScopeSql, possibleTodays } from './one-trip';
import { byNightSql, stayColumnsSql } from './revenue';
import { CHANNEX_CONFLICTS } from '../channex/conflicts';

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

/**
/**
 * The overview of the host's property (the first one when none is named), or with `all` of every
 * property of the host: lists and figures summed across them, "today" being each property's own
 * date. Null when the host has no property (the first-run flow) or the one named is not theirs.
 *
 * One round trip (issue 29), for one property or all: the property rows come in the same batch
 * as the figures, which name the scope by a subquery. "Today" depends on each property's zone,
 * which only its row says, so the batch reads what each of the dates today can be (UTC's
 * yesterday, today, tomorrow) gives, grouped by day or month, and each property's own today
 * (the first property's for the month figures) is picked here.
 */
export async function getOverview(db: D1Database, hostId: string, input: OverviewInput, now: Date = new Date(), only?: readonly number[]): Promise<Overview | null> {
  const all = input.all === true && input.propertyId === undefined;
  const days = input.today ? [input.today] : possibleTodays(now);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const values = [
    hostId,
    input.propertyId ?? null,
    all ? -1 : 1,
    JSON.stringify(days),
    monthStart(first),
    monthStart(last, 1),
    monthStart(first, -OVERVIEW_MONTHS_BACK),
    monthStart(last, OVERVIEW_MONTHS_AHEAD + 1),
  ];
  // Each statement binds ?1 … ?n, n its highest parameter: ?1 host, ?2 the property named (or
  // NULL), ?3 how many properties (1, or -1 for all), ?4 the possible todays (JSON), ?5–?6 their
  // months, ?7–?8 the charts' window.
  const statement = (sql: string, n: number) => db.prepare(sql).bind(...values.slice(0, n));
  const scope = hostScopeSql('?1', '?2', '?3', only);
  // Revenue sums one currency: the first property's (the others are counted, not added).
  const sameCurrency = `(SELECT id FROM properties WHERE id IN ${scope} AND currency = (SELECT currency FROM properties WHERE id = ${hostPropertySql('?1', '?2', only)}))`;
  const todays = `(SELECT value FROM json_each(?4))`;
  const columns = `r.id, r.code, r.property_id AS propertyId, p.name AS propertyName, COALESCE(r.guest_name, g.name, '') AS guestName, u.name AS unitName,
                   r.check_in AS checkIn, r.check_out AS checkOut, r.status, COALESCE(r.channel, r.source) AS source, r.adults, r.children`;
  const joins = 'JOIN properties p ON p.id = r.property_id JOIN units u ON u.id = r.unit_id LEFT JOIN guests g ON g.id = r.guest_id';
  const stays = `SELECT ${columns} FROM reservations r ${joins} WHERE r.host_id = ?1 AND r.property_id IN ${scope} AND ${COUNTED}`;
  const [found, departures, tonight, occupied, units, blocked, average, revenue, sources, conflicts] = await db.batch([
    statement(`SELECT id, name, currency, timezone FROM properties WHERE id IN ${scope} ORDER BY id`, 3),
    statement(`${stays} AND r.check_out IN ${todays} ORDER BY p.id, u.position, r.id`, 4),
    // Tonight's stays through the occupancy table (index (property_id, night)): the cost does not grow with the history.
    // Arrivals and in-house guests are cut from them as the front desk cuts them (./day-lists.ts, issue 40).
    statement(
      `SELECT ${columns}, o.night FROM occupancy o JOIN reservations r ON r.id = o.reservation_id ${joins}
        WHERE o.property_id IN ${scope} AND o.night IN ${todays} AND o.host_id = ?1 AND ${COUNTED}
        ORDER BY p.id, u.position, r.id`,
      4,
    ),
    statement(
      `SELECT substr(o.night, 1, 7) AS month, COUNT(*) AS n FROM occupancy o JOIN units u ON u.id = o.unit_id AND u.archived_at IS NULL
        WHERE o.property_id IN ${scope} AND o.host_id = ?1 AND o.night >= ?5 AND o.night < ?6 AND o.reservation_id IS NOT NULL GROUP BY 1`,
      6,
    ),
    statement(`SELECT COUNT(*) AS n FROM units WHERE property_id IN ${scope} AND host_id = ?1 AND archived_at IS NULL`, 3),
    statement(
      `SELECT substr(o.night, 1, 7) AS month, COUNT(*) AS n FROM occupancy o JOIN units u ON u.id = o.unit_id AND u.archived_at IS NULL
        WHERE o.property_id IN ${scope} AND o.host_id = ?1 AND o.night >= ?5 AND o.night < ?6 AND o.block_id IS NOT NULL GROUP BY 1`,
      6,
    ),
    statement(
      `SELECT substr(r.check_in, 1, 7) AS month, COUNT(*) AS stays, AVG(julianday(r.check_out) - julianday(r.check_in)) AS nights FROM reservations r
        WHERE r.host_id = ?1 AND r.property_id IN ${scope} AND ${COUNTED} AND r.check_in >= ?5 AND r.check_in < ?6 GROUP BY 1`,
      6,
    ),
    // Lodging revenue on each month's nights: the reports' definition (worker/db/revenue.ts), so a
    // month here is what the reports answer for that month. Stays that began up to
    // MAX_STAY_NIGHTS before the window may reach into it (the index reads check_in from there).
    statement(
      `WITH RECURSIVE months(m) AS (SELECT ?7 UNION ALL SELECT date(m, '+1 month') FROM months WHERE date(m, '+1 month') < ?8)
       SELECT substr(months.m, 1, 7) AS month, SUM(${byNightSql('lodging', 'months.m', "date(months.m, '+1 month')")}) AS cents
         FROM (SELECT ${stayColumnsSql('r')} FROM reservations r
                WHERE r.host_id = ?1 AND r.property_id IN ${sameCurrency} AND ${COUNTED}
                  AND r.check_in >= date(?7, '-${MAX_STAY_NIGHTS} days') AND r.check_in < ?8 AND r.check_out > ?7) s
         JOIN months ON s.checkIn < date(months.m, '+1 month') AND s.checkOut > months.m
        WHERE s.stayNights > 0 GROUP BY 1`,
      8,
    ),
    statement(
      `SELECT substr(r.check_in, 1, 7) AS month, COALESCE(r.channel, r.source) AS source, COUNT(*) AS count FROM reservations r
        WHERE r.host_id = ?1 AND r.property_id IN ${scope} AND ${COUNTED} AND r.check_in >= ?7 AND r.check_in < ?8 GROUP BY 1, 2`,
      8,
    ),
    statement(
      `SELECT (SELECT COUNT(*) FROM channel_conflicts WHERE host_id = ?1 AND property_id IN ${scope} AND resolved_at IS NULL)
            + (SELECT COUNT(*) FROM ${CHANNEX_CONFLICTS} AND s.property_id IN ${scope}) AS n`,
      3,
    ),
  ]);
  const properties = (found?.results ?? []) as OverviewProperty[];
  const property = properties[0];
  if (!property) return null;
  const today = input.today ?? todayIn(property.timezone, now);
  // Each property's own today (properties in other zones may be on another date).
  const todayById = new Map(properties.map((item) => [item.id, input.today ?? todayIn(item.timezone, now)]));
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
  const day = dayLists(
    ((tonight?.results ?? []) as (OverviewStay & { night: string })[]).filter((stay) => stay.night === todayById.get(stay.propertyId)).map(({ night: _night, ...stay }) => stay),
    list(departures).filter((stay) => stay.checkOut === todayById.get(stay.propertyId)),
  );
  const inHouseStays = day.inHouse;
  return {
    property,
    properties,
    all,
    today,
    month,
    arrivals: day.arrivals,
    departures: day.departures,
    inHouse: inHouseStays,
    guestsInHouse: inHouseStays.reduce((sum, stay) => sum + stay.adults + stay.children, 0),
    occupancy: {
      occupiedNights: Number(inMonth<{ month: string; n: number }>(occupied)?.n ?? 0),
      availableNights: Math.max(0, unitCount * month.days - Number(inMonth<{ month: string; n: number }>(blocked)?.n ?? 0)),
      units: unitCount,
    },
    averageStay: { nights: averageRow?.nights === null || averageRow?.nights === undefined ? null : Math.round(averageRow.nights * 10) / 10, stays: Number(averageRow?.stays ?? 0) },
    revenueByMonth: months.map((key) => ({ month: key, cents: revenueByMonth.get(key) ?? 0 })),
    otherCurrencyProperties: properties.filter((item) => item.currency !== property.currency).length,
    bookingsBySource: RESERVATION_SOURCES.map((source) => ({ source, count: bySource.get(source) ?? 0 })),
    openConflicts: count(conflicts),
  };
}
