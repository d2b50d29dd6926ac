/**
 * Calendar periods of the workspace (overview months, weekday bulk edits) as pure functions over
 * 'YYYY-MM-DD' strings. Arithmetic is whole days in UTC, so no time zone or daylight-saving
 * change can shift a day or a month.
 */
import { addDays, daysBetween } from '../stay/dates';

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay and SQLite's strftime('%w'). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a calendar date. @example weekdayOf('2026-12-25') // 5 (a Friday) */
export function weekdayOf(date: string): Weekday {
  return new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;
}

/** The nights of [from, to) that fall on the given weekdays (all of them when none are given). */
export function nightsOnWeekdays(from: string, to: string, weekdays?: readonly number[]): string[] {
  const count = Math.max(0, daysBetween(from, to));
  const nights: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const night = addDays(from, i);
    if (!weekdays || weekdays.includes(weekdayOf(night))) nights.push(night);
  }
  return nights;
}

/** 'YYYY-MM' of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The first day of a date's month, moved by `months` (negative = back). @example monthStart('2026-01-31', -1) // '2025-12-01' */
export function monthStart(date: string, months = 0): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
}

/** [first day, first day of the next month) of the month holding `date`. */
export function monthRange(date: string): { from: string; to: string; days: number } {
  const from = monthStart(date);
  const to = monthStart(date, 1);
  return { from, to, days: daysBetween(from, to) };
}

/**
 * The months around `date`: `before` months back, the month itself, `after` months ahead, as
 * 'YYYY-MM' in order. @example monthsAround('2026-01-15', 1, 1) // ['2025-12', '2026-01', '2026-02']
 */
export function monthsAround(date: string, before: number, after: number): string[] {
  return Array.from({ length: before + after + 1 }, (_, i) => monthOf(monthStart(date, i - before)));
}
