/**
 * Helpers for reads that must fit in one round trip to D1 (issue 29), when a query's inputs
 * would otherwise come from an earlier query:
 * - the property a workspace page works on (the one named, else the host's first), as a
 *   subquery every statement of a batch can use instead of its id;
 * - "today" in a property's zone before the row saying which zone has arrived: any zone's date
 *   is UTC's yesterday, today or tomorrow, so a batch reads those three and the caller keeps
 *   the one the row's zone gives.
 */
import { addDays } from '../../shared/stay/dates';

/**
 * The host's property: `?hostParam` is the host id, `?propertyParam` the id named (or NULL for
 * their first). Archived properties are never it. Scalar subquery: evaluated once per statement.
 */
export function hostPropertySql(hostParam: string, propertyParam: string, only?: readonly number[]): string {
  return `(SELECT id FROM properties WHERE host_id = ${hostParam} AND archived_at IS NULL AND (${propertyParam} IS NULL OR id = ${propertyParam})${onlySql(only)} ORDER BY id LIMIT 1)`;
}

/**
 * A team member's reach (issue 26: the owner's properties shared with them, from the access
 * check, ctx.scopeProperties), as ` AND <column> IN (…)`; nothing when the caller is the owner.
 * The ids are the database's own integers, checked here, so they are written into the statement
 * and every statement of a batch keeps its parameters.
 */
export function onlySql(only: readonly number[] | undefined, column = 'id'): string {
  if (!only) return '';
  const ids = only.filter((id) => Number.isSafeInteger(id));
  return ids.length > 0 ? ` AND ${column} IN (${ids.join(', ')})` : ' AND 0';
}

/** The dates "today" can be somewhere on Earth now, oldest first. */
export function possibleTodays(now: Date = new Date()): [string, string, string] {
  const utc = now.toISOString().slice(0, 10);
  return [addDays(utc, -1), utc, addDays(utc, 1)];
}

/**
 * The properties a workspace page covers: the one named, else the host's first, or with
 * `?limitParam` = -1 and no property named every one of the host's (the scope 'all'). For
 * `property_id IN …` in every statement of one batch.
 */
export function hostScopeSql(hostParam: string, propertyParam: string, limitParam: string, only?: readonly number[]): string {
  return `(SELECT id FROM properties WHERE host_id = ${hostParam} AND archived_at IS NULL AND (${propertyParam} IS NULL OR id = ${propertyParam})${onlySql(only)} ORDER BY id LIMIT ${limitParam})`;
}
