/**
 * The rules that decide whether a stay can be booked, as pure functions (no D1): the worker
 * reads the rows, these decide. Two levels:
 *
 * 1. `checkStay`: the dates themselves — real dates, check-out after check-in, not in the
 *    past (in the property's calendar), at most 60 nights, arrival at most 18 months ahead.
 *    A stay that fails here is bad input (400), for every room type alike.
 * 2. `roomTypeReason`: one room type for a valid stay — capacity, stop-sell on any night or no
 *    unit free for every night (`sold_out`), closed to arrival on the check-in day, closed to
 *    departure on the check-out day, min/max stay as set on the arrival night. The reasons are
 *    the contract's (`booking.availability`).
 */
import { daysBetween, parseIsoDate } from './dates';

/** Longest stay one booking may hold. */
export const MAX_STAY_NIGHTS = 60;
/** Furthest arrival, in months from today (the property's today). */
export const MAX_MONTHS_AHEAD = 18;

export type StayProblem = 'invalid_date' | 'inverted' | 'past' | 'too_long' | 'too_far';

export interface StayIssue {
  field: 'checkIn' | 'checkOut';
  problem: StayProblem;
}

/** The contract's reasons a room type is not bookable. */
export const UNAVAILABLE_REASONS = ['sold_out', 'min_stay', 'max_stay', 'closed_to_arrival', 'closed_to_departure', 'capacity'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** A date's restrictions (a date without a row has none). */
export interface DayRule {
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
}

export const NO_RULE: DayRule = { minStay: null, maxStay: null, closedToArrival: false, closedToDeparture: false, stopSell: false };

/**
 * The same day `months` calendar months later, clamped to the month's end.
 * @example addMonths('2026-08-31', 18) // '2028-02-29'
 */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12; // 0-based
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** The last arrival date offered on `today`. */
export function lastArrival(today: string): string {
  return addMonths(today, MAX_MONTHS_AHEAD);
}

/**
 * What is wrong with the dates of a stay, or null when they can be priced. `today` is the
 * property's today (shared/stay/dates.ts todayIn).
 * @example checkStay('2026-03-10', '2026-03-08', '2026-01-01') // { field: 'checkOut', problem: 'inverted' }
 */
export function checkStay(checkIn: string, checkOut: string, today: string): StayIssue | null {
  if (parseIsoDate(checkIn) === null) return { field: 'checkIn', problem: 'invalid_date' };
  if (parseIsoDate(checkOut) === null) return { field: 'checkOut', problem: 'invalid_date' };
  if (checkOut <= checkIn) return { field: 'checkOut', problem: 'inverted' };
  if (checkIn < today) return { field: 'checkIn', problem: 'past' };
  if (checkIn > lastArrival(today)) return { field: 'checkIn', problem: 'too_far' };
  if (daysBetween(checkIn, checkOut) > MAX_STAY_NIGHTS) return { field: 'checkOut', problem: 'too_long' };
  return null;
}

export interface RoomTypeStay {
  /** Nights of the stay, in order (check-in … the night before check-out). */
  nights: number;
  guests: number;
  capacity: number;
  /** Units free for every night. */
  freeUnits: number;
  /** The rules of each night of the stay, in order (NO_RULE where none is set). */
  nightRules: readonly DayRule[];
  /** The rules of the check-out day (only closed to departure matters there). */
  departureRule: DayRule;
}

/**
 * Why this room type cannot take the stay, or null when it can. One reason, the first of:
 * capacity, sold_out (stop-sell on any night, or no unit free), closed_to_arrival,
 * closed_to_departure, min_stay, max_stay.
 */
export function roomTypeReason(stay: RoomTypeStay): UnavailableReason | null {
  if (stay.guests > stay.capacity) return 'capacity';
  if (stay.freeUnits <= 0 || stay.nightRules.some((rule) => rule.stopSell)) return 'sold_out';
  const arrival = stay.nightRules[0] ?? NO_RULE;
  if (arrival.closedToArrival) return 'closed_to_arrival';
  if (stay.departureRule.closedToDeparture) return 'closed_to_departure';
  if (arrival.minStay !== null && stay.nights < arrival.minStay) return 'min_stay';
  if (arrival.maxStay !== null && stay.nights > arrival.maxStay) return 'max_stay';
  return null;
}
