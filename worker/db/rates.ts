/**
 * Rates and restrictions by date, per room type. A night without a row uses the room type's
 * base rate and no restriction. Writes touch only the fields given, over a whole range, in one
 * statement whose nights are generated in SQL (D1 binds at most 100 parameters).
 */
import { percentCents } from '../../shared/stay/quote';
import type { GetRatesInput, SetRatesInput } from '../../shared/host/workspace';
import { nightsOnWeekdays } from '../../shared/host/periods';
import { addDays, todayIn } from '../../shared/stay/dates';

const bool = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);

/**
 * Sets the given fields on every night of [from, to) — only those on `weekdays` when given
 * (0 = Sunday, as strftime('%w')) — in one statement; returns how many nights were written.
 */
export async function setRates(db: D1Database, hostId: string, input: SetRatesInput): Promise<number> {
  await db
    .prepare(
      `INSERT INTO rates (room_type_id, date, host_id, rate_cents, min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell)
       WITH RECURSIVE span(date) AS (
         SELECT ?1 UNION ALL SELECT date(date, '+1 day') FROM span WHERE date(date, '+1 day') < ?2
       )
       SELECT ?3, date, ?4, ?5, ?6, ?7, COALESCE(?8, 0), COALESCE(?9, 0), COALESCE(?10, 0) FROM span
        WHERE ?11 IS NULL OR instr(?11, strftime('%w', date)) > 0
       ON CONFLICT (room_type_id, date) DO UPDATE SET
         rate_cents = COALESCE(?5, rate_cents),
         min_stay = COALESCE(?6, min_stay),
         max_stay = COALESCE(?7, max_stay),
         closed_to_arrival = COALESCE(?8, closed_to_arrival),
         closed_to_departure = COALESCE(?9, closed_to_departure),
         stop_sell = COALESCE(?10, stop_sell)`,
    )
    .bind(
      input.from,
      input.to,
      input.roomTypeId,
      hostId,
      input.rateCents ?? null,
      input.minStay ?? null,
      input.maxStay ?? null,
      bool(input.closedToArrival),
      bool(input.closedToDeparture),
      bool(input.stopSell),
      input.weekdays ? [...new Set(input.weekdays)].join('') : null,
    )
    .run();
  return nightsOnWeekdays(input.from, input.to, input.weekdays).length;
}

export interface RateNight {
  date: string;
  /** The night's own rate, else the room type's base rate. */
  rateCents: number;
  /** Whether the rate is the night's own (not the base rate). */
  explicit: boolean;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
}

export const DEFAULT_RATE_DAYS = 31;

/** `days` nights of the host's room type from `from` (default: today in its property's zone), each with its rate and restrictions; null when not theirs. */
export async function getRates(db: D1Database, hostId: string, input: GetRatesInput, now: Date = new Date()) {
  const days = input.days ?? DEFAULT_RATE_DAYS;
  const roomType = await db
    .prepare(
      `SELECT t.id, t.name, t.capacity, t.base_rate_cents AS baseRateCents, p.id AS propertyId, p.currency, p.timezone
         FROM room_types t JOIN properties p ON p.id = t.property_id
        WHERE t.id = ? AND t.host_id = ? AND t.archived_at IS NULL AND p.archived_at IS NULL`,
    )
    .bind(input.roomTypeId, hostId)
    .first<{ id: number; name: string; capacity: number; baseRateCents: number; propertyId: number; currency: string; timezone: string }>();
  if (!roomType) return null;
  const from = input.from ?? todayIn(roomType.timezone, now);
  const to = addDays(from, days);
  type Row = { date: string; rate_cents: number | null; min_stay: number | null; max_stay: number | null; closed_to_arrival: number; closed_to_departure: number; stop_sell: number };
  const { results } = await db
    .prepare(
      `SELECT date, rate_cents, min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell
         FROM rates WHERE room_type_id = ? AND host_id = ? AND date >= ? AND date < ? ORDER BY date`,
    )
    .bind(input.roomTypeId, hostId, from, to)
    .all<Row>();
  const byDate = new Map(results.map((row) => [row.date, row]));
  const nights: RateNight[] = Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const row = byDate.get(date);
    return {
      date,
      rateCents: row?.rate_cents ?? roomType.baseRateCents,
      explicit: row?.rate_cents !== undefined && row.rate_cents !== null,
      minStay: row?.min_stay ?? null,
      maxStay: row?.max_stay ?? null,
      closedToArrival: row?.closed_to_arrival === 1,
      closedToDeparture: row?.closed_to_departure === 1,
      stopSell: row?.stop_sell === 1,
    };
  });
  const { propertyId, currency, timezone, ...type } = roomType;
  // Issue 25: each live plan's price per night, derived from the night's rate by its percent.
  const { results: planRows } = await db
    .prepare('SELECT id, name, percent, refundable, standard FROM rate_plans WHERE room_type_id = ? AND host_id = ? AND archived_at IS NULL ORDER BY standard DESC, id')
    .bind(input.roomTypeId, hostId)
    .all<{ id: number; name: string; percent: number; refundable: number; standard: number }>();
  const plans = planRows.map((plan) => ({ id: plan.id, name: plan.name, percent: plan.percent, refundable: plan.refundable === 1, standard: plan.standard === 1 }));
  const priced = nights.map((night) => ({ ...night, planRates: plans.map((plan) => ({ planId: plan.id, rateCents: night.rateCents + percentCents(night.rateCents, plan.percent) })) }));
  return { roomType: type, propertyId, currency, timezone, today: todayIn(timezone, now), from, to, days, nights: priced, plans };
}
