/**
 * A workspace URL's parameters as the procedures take them (issue 38): a value a procedure would
 * refuse is read as absent (the page without that filter) or, for a page's own `:id`, a 404 —
 * decided before the first byte, never a 500 or a cut document.
 */
import { daysBetween, parseIsoDate } from '../../shared/stay/dates';
import { monthStart } from '../../shared/host/periods';

/** An id: a positive integer below 2³¹ (D1's ids, as every procedure's id schema), else null. */
export function idOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id < 2 ** 31 ? id : null;
}

/** A real calendar date (`2026-02-30` and `2026-13-01` are not), else null. */
export function dateOf(value: string | null | undefined): string | null {
  return value ? parseIsoDate(value) : null;
}

/** The longest range a report covers (shared/host/operations.ts MAX_REPORT_NIGHTS, which brings zod with it). */
const MAX_REPORT_NIGHTS = 732;

/**
 * The report range of a page's URL (`from`, `to`), else this month: null when the URL's range is
 * not one the procedures take (real dates, `to` after `from`, at most two years). Checked here
 * without the procedures' zod schema, which the page would otherwise ship.
 */
export function reportRangeOf(search: string, today: string): { from: string; to: string } | null {
  const params = new URLSearchParams(search);
  const from = params.get('from') || monthStart(today);
  const to = params.get('to') || monthStart(from, 1);
  if (dateOf(from) === null || dateOf(to) === null || to <= from || daysBetween(from, to) > MAX_REPORT_NIGHTS) return null;
  return { from, to };
}
