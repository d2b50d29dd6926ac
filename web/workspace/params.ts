/**
 * A workspace URL's parameters as the procedures take them (issue 38): a value a procedure would
 * refuse is read as absent (the page without that filter) or, for a page's own `:id`, a 404 —
 * decided before the first byte, never a 500 or a cut document.
 */
import { parseIsoDate } from '../../shared/stay/dates';

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
