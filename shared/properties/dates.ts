/**
 * Calendar dates as ISO strings ('2026-03-10'), with whole-day arithmetic in UTC (so no time
 * zone or daylight-saving change can shift a day). The date pickers use @internationalized/date;
 * these few lines keep that library out of the pages' first download (about 5 KB gzip), since
 * search and booking arithmetic need only this much.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/**
 * A real calendar date between 2000 and 2100, or null.
 * @example parseIsoDate('2026-02-30') // null
 */
export function parseIsoDate(value: string): string | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (year < 2000 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

/** @example addDays('2025-12-30', 3) // '2026-01-02' */
export function addDays(iso: string, days: number): string {
  return new Date(toUtc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}
