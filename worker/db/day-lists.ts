/**
 * Issue 40: a day's arrivals, in-house guests and departures, one truth for the front desk
 * (host.frontDesk.today) and the overview (host.overview), from two index reads per date: the
 * stays holding tonight's night (occupancy, index (property_id, night)) and those whose
 * check-out is today.
 * - Arrivals: holding tonight and not checked in yet (pending or confirmed): today's arrivals and
 *   the late ones (due on an earlier day, still expected).
 * - In house: holding tonight and checked in.
 * - Departures: check-out today (not cancelled or a no-show), and a stay checked out today that
 *   still holds tonight (arrived today, left the same day: it keeps its one night). An early
 *   departure's check-out moves to today (worker/db/host-reservations.ts), so it is here.
 */
import type { ReservationStatus } from '../../shared/host/stay-rules';

export interface DayStay {
  id: number;
  status: ReservationStatus;
}

export function dayLists<T extends DayStay>(tonight: readonly T[], leaving: readonly T[]): { arrivals: T[]; inHouse: T[]; departures: T[] } {
  const gone = new Set(leaving.map((stay) => stay.id));
  return {
    arrivals: tonight.filter((stay) => stay.status === 'pending' || stay.status === 'confirmed'),
    inHouse: tonight.filter((stay) => stay.status === 'checked_in'),
    departures: [...leaving, ...tonight.filter((stay) => stay.status === 'checked_out' && !gone.has(stay.id))],
  };
}
