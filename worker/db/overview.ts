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
 */
export async function getOverview(db: D1Database, hostId: string, input: OverviewInput, now: Date = new Date()): Promise<Overview | null> {
  const property = await db
    .prepare(
      `SELECT id, name, currency, timezone FROM properties
        WHERE host_id = ?1 AND archived_at IS NULL AND (?2 IS NULL OR id = ?2) ORDER BY id LIMIT 1`,
    )
    .bind(hostId, input.propertyId ?? null)
    .first<{ id: number; name: string; currency: string; timezone: string }>();
  if (!property) return null;
  const today = input.today ?? todayIn(property.timezone, now);
  const month = monthRange(today);
  const windowFrom = monthStart(today, -OVERVIEW_MONTHS_BACK);
  const windowTo = monthStart(today, OVERVIEW_MONTHS_AHEAD + 1);
  const stays = `SELECT r.id, r.code, COALESCE(r.guest_name, g.name, '') AS guestName, u.name AS unitName, r.check_in AS checkIn, r.check_out AS checkOut,
                        r.status, r.source, r.adults, r.children
                   FROM reservations r JOIN units u ON u.id = r.unit_id LEFT JOIN guests g ON g.id = r.guest_id
                  WHERE r.host_id = ?1 AND r.property_id = ?2 AND ${COUNTED}`;
  const [arrivals, departures, inHouse, occupied, units, blocked, average, revenue, sources, conflicts] = await db.batch([
    db.prepare(`${stays} AND r.check_in = ?3 ORDER BY u.position, r.id`).bind(hostId, property.id, today),
    db.prepare(`${stays} AND r.check_out = ?3 ORDER BY u.position, r.id`).bind(hostId, property.id, today),
    // Tonight's guests through the occupancy table (index (property_id, night)): the cost does not grow with the property's history.
    db
      .prepare(
        `SELECT r.id, r.code, COALESCE(r.guest_name, g.name, '') AS guestName, u.name AS unitName, r.check_in AS checkIn, r.check_out AS checkOut,
                r.status, r.source, r.adults, r.children
           FROM occupancy o JOIN reservations r ON r.id = o.reservation_id JOIN units u ON u.id = o.unit_id LEFT JOIN guests g ON g.id = r.guest_id
          WHERE o.property_id = ?2 AND o.night = ?3 AND o.host_id = ?1 AND r.status IN ('confirmed', 'checked_in')
          ORDER BY u.position, r.id`,
      )
      .bind(hostId, property.id, today),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM occupancy o JOIN units u ON u.id = o.unit_id AND u.archived_at IS NULL
          WHERE o.property_id = ?2 AND o.host_id = ?1 AND o.night >= ?3 AND o.night < ?4 AND o.reservation_id IS NOT NULL`,
      )
      .bind(hostId, property.id, month.from, month.to),
    db.prepare('SELECT COUNT(*) AS n FROM units WHERE property_id = ?2 AND host_id = ?1 AND archived_at IS NULL').bind(hostId, property.id),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM occupancy o JOIN units u ON u.id = o.unit_id AND u.archived_at IS NULL
          WHERE o.property_id = ?2 AND o.host_id = ?1 AND o.night >= ?3 AND o.night < ?4 AND o.block_id IS NOT NULL`,
      )
      .bind(hostId, property.id, month.from, month.to),
    db
      .prepare(
        `SELECT COUNT(*) AS stays, AVG(julianday(r.check_out) - julianday(r.check_in)) AS nights FROM reservations r
          WHERE r.host_id = ?1 AND r.property_id = ?2 AND ${COUNTED} AND r.check_in >= ?3 AND r.check_in < ?4`,
      )
      .bind(hostId, property.id, month.from, month.to),
    db
      .prepare(
        `SELECT substr(r.check_in, 1, 7) AS month, SUM(r.total_cents) AS cents FROM reservations r
          WHERE r.host_id = ?1 AND r.property_id = ?2 AND ${COUNTED} AND r.check_in >= ?3 AND r.check_in < ?4 GROUP BY 1`,
      )
      .bind(hostId, property.id, windowFrom, windowTo),
    db
      .prepare(
        `SELECT r.source, COUNT(*) AS count FROM reservations r
          WHERE r.host_id = ?1 AND r.property_id = ?2 AND ${COUNTED} AND r.check_in >= ?3 AND r.check_in < ?4 GROUP BY 1`,
      )
      .bind(hostId, property.id, windowFrom, windowTo),
    db.prepare('SELECT COUNT(*) AS n FROM channel_conflicts WHERE host_id = ?1 AND property_id = ?2 AND resolved_at IS NULL').bind(hostId, property.id),
  ]);
  const list = (result: { results: unknown[] } | undefined) => (result?.results ?? []) as OverviewStay[];
  const count = (result: { results: unknown[] } | undefined) => Number((result?.results[0] as { n?: number } | undefined)?.n ?? 0);
  const unitCount = count(units);
  const averageRow = average?.results[0] as { stays: number; nights: number | null } | undefined;
  const revenueByMonth = new Map(((revenue?.results ?? []) as { month: string; cents: number }[]).map((row) => [row.month, Number(row.cents)]));
  const bySource = new Map(((sources?.results ?? []) as { source: ReservationSource; count: number }[]).map((row) => [row.source, Number(row.count)]));
  const inHouseStays = list(inHouse);
  return {
    property,
    today,
    month,
    arrivals: list(arrivals),
    departures: list(departures),
    inHouse: inHouseStays,
    guestsInHouse: inHouseStays.reduce((sum, stay) => sum + stay.adults + stay.children, 0),
    occupancy: { occupiedNights: count(occupied), availableNights: Math.max(0, unitCount * month.days - count(blocked)), units: unitCount },
    averageStay: { nights: averageRow?.nights === null || averageRow?.nights === undefined ? null : Math.round(averageRow.nights * 10) / 10, stays: Number(averageRow?.stays ?? 0) },
    revenueByMonth: monthsAround(today, OVERVIEW_MONTHS_BACK, OVERVIEW_MONTHS_AHEAD).map((key) => ({ month: key, cents: revenueByMonth.get(key) ?? 0 })),
    bookingsBySource: RESERVATION_SOURCES.map((source) => ({ source, count: bySource.get(source) ?? 0 })),
    openConflicts: count(conflicts),
  };
}
