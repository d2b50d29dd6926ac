/**
 * Rates and restrictions by date, per room type. A night without a row uses the room type's
 * base rate and no restriction. Writes touch only the fields given, over a whole range, in one
 * statement whose nights are generated in SQL (D1 binds at most 100 parameters).
 */
import type { SetRatesInput } from '../../shared/host/schemas';
import { daysBetween } from '../../shared/stay/dates';

const bool = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);

/** Sets the given fields on every night of [from, to); returns how many nights were written. */
export async function setRates(db: D1Database, hostId: string, input: SetRatesInput): Promise<number> {
  await db
    .prepare(
      `INSERT INTO rates (room_type_id, date, host_id, rate_cents, min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell)
       WITH RECURSIVE span(date) AS (
         SELECT ?1 UNION ALL SELECT date(date, '+1 day') FROM span WHERE date(date, '+1 day') < ?2
       )
       SELECT ?3, date, ?4, ?5, ?6, ?7, COALESCE(?8, 0), COALESCE(?9, 0), COALESCE(?10, 0) FROM span WHERE true
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
    )
    .run();
  return daysBetween(input.from, input.to);
}
