/**
 * Calendar dates of a stay, as 'YYYY-MM-DD' strings in the property's calendar, never instants.
 * A stay is the half-open range [checkIn, checkOut): the check-out day is free for the next
 * guest. Arithmetic is whole days in UTC (shared/properties/dates.ts), so no time zone or
 * daylight-saving change can shift a day.
 */
import { addDays, daysBetween, parseIsoDate } from '../properties/dates';

export { addDays, daysBetween, parseIsoDate };

/**
 * Every night of [from, to), in order.
 * @example nightsOf('2026-12-30', '2027-01-02') // ['2026-12-30', '2026-12-31', '2027-01-01']
 */
export function nightsOf(from: string, to: string): string[] {
  const count = daysBetween(from, to);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

const todayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's date in an IANA time zone: 23:30 in São Paulo is still that day there, although it
 * is already tomorrow in UTC.
 * @example todayIn('America/Sao_Paulo', new Date('2026-03-11T02:30:00Z')) // '2026-03-10'
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = todayFormatters.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    todayFormatters.set(timeZone, format);
  }
  return format.format(now);
}

/** Whether a string names a time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Whether two half-open ranges [aFrom, aTo) and [bFrom, bTo) share a night. */
export function overlaps(aFrom: string, aTo: string, bFrom: string, bTo: string): boolean {
  return aFrom < bTo && bFrom < aTo;
}
