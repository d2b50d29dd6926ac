/**
 * Deltas to Channex (issue 41). The database records which nights changed (channex_changes,
 * written by triggers in the same statement as the change: migration 0026); this module sends
 * them: per property, per kind, ONE call holding every changed night of every room type (or
 * rate plan), consecutive nights with the same value merged into one range, the values read at
 * send time (the last value wins), within 10 availability + 10 restriction calls per minute.
 * A 429 or an outage keeps the changes and says when to try again; nothing is lost or
 * reordered, since a later change only ever replaces a row with a higher id.
 * The Durable Object in pusher.ts calls pushProperty on its alarm; tests call it directly.
 */
import { percentCents } from '../../shared/stay/quote';
import { addDays, todayIn } from '../../shared/stay/dates';
import { ChannexClient, ChannexError, type AvailabilityValue, type ChannexConfig, type RestrictionValue } from './client';

export type ChangeKind = 'availability' | 'restrictions';
export const KINDS: readonly ChangeKind[] = ['availability', 'restrictions'];

/** Channex's limit per property and kind. */
export const CALLS_PER_MINUTE = 10;
export const MINUTE_MS = 60_000;
/** One call per kind every 6 s at most (Channex's own advice), so a burst never meets the limit. */
export const MIN_GAP_MS = 6_000;
/** How far ahead the full sync and the pushes reach. */
export const SYNC_DAYS = 500;

export interface Connection {
  propertyId: number;
  hostId: string;
  channexPropertyId: string;
  timezone: string;
  failures: number;
  retryAt: number | null;
}

export async function loadConnection(db: D1Database, propertyId: number): Promise<Connection | null> {
  return db
    .prepare(
      `SELECT c.property_id AS propertyId, c.host_id AS hostId, c.channex_property_id AS channexPropertyId, p.timezone, c.failures, c.retry_at AS retryAt
       FROM channex_connections c JOIN properties p ON p.id = c.property_id
       WHERE c.property_id = ? AND c.status = 'connected' AND c.channex_property_id IS NOT NULL`,
    )
    .bind(propertyId)
    .first<Connection>();
}

/** Marks every night of the next SYNC_DAYS of every mapped room type as changed (the full sync). */
export function markAllChanged(db: D1Database, propertyId: number, from: string): D1PreparedStatement[] {
  const to = addDays(from, SYNC_DAYS);
  return KINDS.map((kind) =>
    db
      .prepare(
        `INSERT INTO channex_changes (property_id, kind, room_type_id, date)
         WITH RECURSIVE span(d) AS (SELECT ?1 UNION ALL SELECT date(d, '+1 day') FROM span WHERE date(d, '+1 day') < ?2)
         SELECT ?3, ?4, m.room_type_id, span.d FROM channex_room_types m, span WHERE m.property_id = ?3`,
      )
      .bind(from, to, propertyId, kind),
  );
}

/** Marks [from, to) of one room type as changed, both kinds or one. */
export function markChanged(db: D1Database, propertyId: number, roomTypeId: number, from: string, to: string, kinds: readonly ChangeKind[] = ['availability']): D1PreparedStatement[] {
  return kinds.map((kind) =>
    db
      .prepare(
        `INSERT INTO channex_changes (property_id, kind, room_type_id, date)
         WITH RECURSIVE span(d) AS (SELECT ?1 WHERE ?1 < ?2 UNION ALL SELECT date(d, '+1 day') FROM span WHERE date(d, '+1 day') < ?2)
         SELECT ?3, ?4, ?5, d FROM span WHERE EXISTS (SELECT 1 FROM channex_connections WHERE property_id = ?3 AND status = 'connected')`,
      )
      .bind(from, to, propertyId, kind, roomTypeId),
  );
}

interface ChangeRow {
  id: number;
  room_type_id: number;
  date: string;
}

/** Consecutive dates with equal values as ranges (dates sorted, per key). */
export function mergeRanges<V>(nights: { key: string; date: string; value: V }[], same: (a: V, b: V) => boolean): { key: string; from: string; to: string; value: V }[] {
  const sorted = [...nights].sort((a, b) => (a.key === b.key ? (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) : a.key < b.key ? -1 : 1));
  const ranges: { key: string; from: string; to: string; value: V }[] = [];
  for (const night of sorted) {
    const last = ranges.at(-1);
    if (last && last.key === night.key && addDays(last.to, 1) === night.date && same(last.value, night.value)) last.to = night.date;
    else ranges.push({ key: night.key, from: night.date, to: night.date, value: night.value });
  }
  return ranges;
}

/** Free units per room type and night: active units minus units whose night is held. */
async function availabilityValues(db: D1Database, connection: Connection, rows: ChangeRow[]): Promise<AvailabilityValue[]> {
  const [mapped, units, taken] = await db.batch([
    db.prepare('SELECT room_type_id AS roomTypeId, channex_id AS channexId FROM channex_room_types WHERE property_id = ?').bind(connection.propertyId),
    db.prepare('SELECT room_type_id AS roomTypeId, COUNT(*) AS n FROM units WHERE property_id = ? AND archived_at IS NULL GROUP BY room_type_id').bind(connection.propertyId),
    db
      .prepare(
        `SELECT u.room_type_id AS roomTypeId, o.night, COUNT(DISTINCT o.unit_id) AS n FROM occupancy o JOIN units u ON u.id = o.unit_id
         WHERE o.property_id = ?1 AND u.archived_at IS NULL AND o.night IN (SELECT date FROM channex_changes WHERE property_id = ?1 AND kind = 'availability')
         GROUP BY u.room_type_id, o.night`,
      )
      .bind(connection.propertyId),
  ]);
  const channexIds = new Map((mapped!.results as { roomTypeId: number; channexId: string }[]).map((row) => [row.roomTypeId, row.channexId]));
  const unitCount = new Map((units!.results as { roomTypeId: number; n: number }[]).map((row) => [row.roomTypeId, row.n]));
  const takenCount = new Map((taken!.results as { roomTypeId: number; night: string; n: number }[]).map((row) => [`${row.roomTypeId}|${row.night}`, row.n]));
  const nights = rows
    .filter((row) => channexIds.has(row.room_type_id))
    .map((row) => ({ key: String(row.room_type_id), date: row.date, value: Math.max(0, (unitCount.get(row.room_type_id) ?? 0) - (takenCount.get(`${row.room_type_id}|${row.date}`) ?? 0)) }));
  return mergeRanges(nights, (a, b) => a === b).map((range) => ({
    property_id: connection.channexPropertyId,
    room_type_id: channexIds.get(Number(range.key))!,
    date_from: range.from,
    date_to: range.to,
    availability: range.value,
  }));
}

type Restriction = Omit<RestrictionValue, 'property_id' | 'rate_plan_id' | 'date_from' | 'date_to'>;

/** Rate (the plan's percent over the night's rate) and restrictions per mapped rate plan and night. */
async function restrictionValues(db: D1Database, connection: Connection, rows: ChangeRow[]): Promise<RestrictionValue[]> {
  const [plans, rates] = await db.batch([
    db
      .prepare(
        `SELECT m.rate_plan_id AS ratePlanId, m.channex_id AS channexId, m.room_type_id AS roomTypeId, p.percent, t.base_rate_cents AS baseRateCents
         FROM channex_rate_plans m JOIN rate_plans p ON p.id = m.rate_plan_id JOIN room_types t ON t.id = m.room_type_id
         WHERE m.property_id = ? AND p.archived_at IS NULL`,
      )
      .bind(connection.propertyId),
    db
      .prepare(
        `SELECT r.room_type_id AS roomTypeId, r.date, r.rate_cents AS rateCents, r.min_stay AS minStay, r.max_stay AS maxStay,
                r.closed_to_arrival AS cta, r.closed_to_departure AS ctd, r.stop_sell AS stopSell
         FROM rates r JOIN channex_changes c ON c.room_type_id = r.room_type_id AND c.date = r.date AND c.kind = 'restrictions' AND c.property_id = ?`,
      )
      .bind(connection.propertyId),
  ]);
  type RateRow = { roomTypeId: number; date: string; rateCents: number | null; minStay: number | null; maxStay: number | null; cta: number; ctd: number; stopSell: number };
  const byNight = new Map((rates!.results as RateRow[]).map((row) => [`${row.roomTypeId}|${row.date}`, row]));
  const plansOf = new Map<number, { ratePlanId: number; channexId: string; percent: number; baseRateCents: number }[]>();
  for (const plan of plans!.results as { ratePlanId: number; channexId: string; roomTypeId: number; percent: number; baseRateCents: number }[]) {
    plansOf.set(plan.roomTypeId, [...(plansOf.get(plan.roomTypeId) ?? []), plan]);
  }
  const nights: { key: string; date: string; value: Restriction }[] = [];
  for (const row of rows) {
    const night = byNight.get(`${row.room_type_id}|${row.date}`);
    for (const plan of plansOf.get(row.room_type_id) ?? []) {
      const roomCents = night?.rateCents ?? plan.baseRateCents;
      nights.push({
        key: plan.channexId,
        date: row.date,
        value: {
          rate: roomCents + percentCents(roomCents, plan.percent),
          min_stay_arrival: night?.minStay ?? 1,
          max_stay: night?.maxStay ?? 0,
          closed_to_arrival: Boolean(night?.cta),
          closed_to_departure: Boolean(night?.ctd),
          stop_sell: Boolean(night?.stopSell),
        },
      });
    }
  }
  const same = (a: Restriction, b: Restriction) =>
    a.rate === b.rate && a.min_stay_arrival === b.min_stay_arrival && a.max_stay === b.max_stay && a.closed_to_arrival === b.closed_to_arrival && a.closed_to_departure === b.closed_to_departure && a.stop_sell === b.stop_sell;
  return mergeRanges(nights, same).map((range) => ({ property_id: connection.channexPropertyId, rate_plan_id: range.key, date_from: range.from, date_to: range.to, ...range.value }));
}

/** When the next call of this kind may go: 6 s after the last, and never an 11th inside a minute. */
export async function nextCallAt(db: D1Database, propertyId: number, kind: ChangeKind, now: number): Promise<number> {
  const { results } = await db
    .prepare('SELECT at FROM channex_calls WHERE property_id = ? AND kind = ? AND at > ? ORDER BY at DESC LIMIT ?')
    .bind(propertyId, kind, now - MINUTE_MS, CALLS_PER_MINUTE)
    .all<{ at: number }>();
  let at = now;
  if (results[0]) at = Math.max(at, results[0].at + MIN_GAP_MS);
  if (results.length >= CALLS_PER_MINUTE) at = Math.max(at, results.at(-1)!.at + MINUTE_MS + 1);
  return at;
}

export interface PushResult {
  /** Calls made, by kind. */
  sent: { availability: number; restrictions: number };
  /** When to run again (unix ms), or null when nothing is left to send. */
  nextAt: number | null;
  error: string | null;
}

/** Back-off after `failures` failed pushes in a row: 5 s, 10 s, 20 s … at most 10 minutes. */
export function backoffMs(failures: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, failures - 1), 600_000);
}

/**
 * Sends what changed for one property, within its limits. Never throws for Channex's sake: an
 * outage or a 429 is recorded on the connection and answered with the time to try again.
 */
export async function pushProperty(db: D1Database, config: ChannexConfig, propertyId: number, now = Date.now()): Promise<PushResult> {
  const sent = { availability: 0, restrictions: 0 };
  const connection = await loadConnection(db, propertyId);
  if (!connection) {
    await db.prepare('DELETE FROM channex_changes WHERE property_id = ?').bind(propertyId).run();
    return { sent, nextAt: null, error: null };
  }
  if (connection.retryAt !== null && connection.retryAt > now) return { sent, nextAt: connection.retryAt, error: null };
  const today = todayIn(connection.timezone, new Date(now));
  const horizon = addDays(today, SYNC_DAYS);
  // Channex refuses past dates, and nothing past the horizon is sold.
  await db.prepare('DELETE FROM channex_changes WHERE property_id = ? AND (date < ? OR date >= ?)').bind(propertyId, today, horizon).run();
  const client = new ChannexClient(config);
  let nextAt: number | null = null;
  const later = (at: number) => {
    nextAt = nextAt === null ? at : Math.min(nextAt, at);
  };
  for (const kind of KINDS) {
    const { results: changes } = await db
      .prepare('SELECT id, room_type_id, date FROM channex_changes WHERE property_id = ? AND kind = ? ORDER BY id')
      .bind(propertyId, kind)
      .all<ChangeRow>();
    if (changes.length === 0) continue;
    // A night changed several times is sent once, with its value now.
    const rows = [...new Map(changes.map((row) => [`${row.room_type_id}|${row.date}`, row])).values()];
    const maxId = changes.at(-1)!.id;
    const allowedAt = await nextCallAt(db, propertyId, kind, now);
    if (allowedAt > now) {
      later(allowedAt);
      continue;
    }
    const values = kind === 'availability' ? await availabilityValues(db, connection, rows) : await restrictionValues(db, connection, rows);
    try {
      if (values.length > 0) {
        // Counted before it goes: a call Channex may have received counts toward its limit.
        await db.prepare('INSERT INTO channex_calls (property_id, kind, at) VALUES (?, ?, ?)').bind(propertyId, kind, now).run();
        sent[kind] += 1;
        const answer = kind === 'availability' ? await client.updateAvailability(values as AvailabilityValue[]) : await client.updateRestrictions(values as RestrictionValue[]);
        await db.batch([
          db.prepare('DELETE FROM channex_changes WHERE property_id = ? AND kind = ? AND id <= ?').bind(propertyId, kind, maxId),
          db
            .prepare('UPDATE channex_connections SET last_push_at = ?, last_error = NULL, last_warning = ?, failures = 0, retry_at = NULL, updated_at = ? WHERE property_id = ?')
            .bind(new Date(now).toISOString(), answer.warnings.length > 0 ? JSON.stringify(answer.warnings).slice(0, 2000) : null, new Date(now).toISOString(), propertyId),
          db.prepare('DELETE FROM channex_calls WHERE property_id = ? AND at <= ?').bind(propertyId, now - MINUTE_MS),
        ]);
      } else {
        await db.prepare('DELETE FROM channex_changes WHERE property_id = ? AND kind = ? AND id <= ?').bind(propertyId, kind, maxId).run();
      }
    } catch (error) {
      const failure = error instanceof ChannexError ? error : new ChannexError(0, 'error', String((error as Error)?.message ?? error));
      const failures = connection.failures + 1;
      const retryAt = now + (failure.status === 429 ? (failure.retryAfterMs ?? MINUTE_MS) : backoffMs(failures));
      await db.batch([
        db
          .prepare('UPDATE channex_connections SET last_error = ?, failures = ?, retry_at = ?, updated_at = ? WHERE property_id = ?')
          .bind(failure.reason, failures, retryAt, new Date(now).toISOString(), propertyId),
        // A call that found Channex down did not spend its limit (a 429 did: it stays counted).
        ...(failure.status === 429 ? [] : [db.prepare('DELETE FROM channex_calls WHERE property_id = ? AND kind = ? AND at = ?').bind(propertyId, kind, now)]),
      ]);
      console.error(JSON.stringify({ level: 'error', where: 'channex.push', propertyId, kind, status: failure.status, message: failure.message.slice(0, 300) }));
      return { sent, nextAt: retryAt, error: failure.reason };
    }
  }
  // What arrived while the calls were out (either kind, a burst still going on): its next turn.
  // Asked once both kinds are done, so a change made during the second call is not left behind.
  const { results: left } = await db.prepare('SELECT DISTINCT kind FROM channex_changes WHERE property_id = ?').bind(propertyId).all<{ kind: ChangeKind }>();
  for (const { kind } of left) later(await nextCallAt(db, propertyId, kind, now));
  return { sent, nextAt, error: null };
}
