/**
 * Importing a channel feed into a unit's calendar, reconciled by (feed, UID):
 *  - a new event becomes a block (source = the channel) holding its nights;
 *  - an event whose dates changed moves its block;
 *  - an event gone from the feed is released only while it is still in the future (past
 *    events simply drop out of feeds: absence is not a cancellation);
 *  - an event that overlaps a reservation cannot take its nights: it is recorded in
 *    channel_conflicts with both bookings and retried on the next sync.
 * Guards keep the last good state: a fetch error, a non-2xx, a timeout or a body that is not a
 * calendar only records the error; a feed that goes from several future events to none keeps
 * the blocks and warns.
 *
 * Writes: the free nights are read once, the plan is made in memory, and every change goes in
 * as few D1 batches as possible (one per 400 statements). A night taken between the read and
 * the write (a booking racing the sync) fails its batch; the batch is then replayed event by
 * event so only the raced event waits for the next sync.
 */
import { databaseOf } from '../db/shards';
import { addDays, daysBetween, todayIn } from '../../shared/stay/dates';
import { MAX_STAY_NIGHTS as MAX_EVENT_NIGHTS } from '../../shared/host/stay-rules';
import { holdNights, isNightTaken, releaseBlockNights } from '../db/occupancy';
import { FeedError, fetchFeed, type FeedErrorCode } from './fetch';
import { NotACalendar, parseCalendar, type FeedEvent } from './ical';

export const CHANNELS = ['airbnb', 'booking', 'vrbo', 'other'] as const;
export type Channel = (typeof CHANNELS)[number];

/** A feed that had at least this many future events and now has none is not believed. */
export const EMPTY_FEED_GUARD = 2;
/** A feed without a good sync for longer than this is flagged stale. */
export const STALE_AFTER_MS = 3 * 60 * 60 * 1000;
/** The cron syncs a feed again once its last attempt is this old. */
export const SYNC_INTERVAL_MS = 15 * 60 * 1000;
const STATEMENTS_PER_BATCH = 400;

export type SyncErrorCode = FeedErrorCode;
export type SyncWarning = 'empty_feed';

export interface FeedRow {
  id: number;
  host_id: string;
  property_id: number;
  unit_id: number;
  url: string;
  channel: Channel;
  events: number;
  timezone: string;
}

export interface SyncResult {
  ok: boolean;
  events: number;
  added: number;
  moved: number;
  removed: number;
  conflicts: number;
  error: SyncErrorCode | null;
  /** HTTP status when error = 'http_status'. */
  status?: number;
  warning: SyncWarning | null;
  /** D1 statements written (bench). */
  statements: number;
}

export interface SyncOptions {
  now?: Date;
  fetcher?: typeof fetch;
}

/** Block sources by channel ('other' feeds are plain iCal). */
function blockSource(channel: Channel): string {
  return channel === 'other' ? 'ical' : channel;
}

export function allowLocalFeeds(env: Env): boolean {
  return env.ICAL_ALLOW_LOCAL === 'true';
}

/** The feeds of one host's id (or all when hostId is null), with the property's zone. */
export function feedQuery(where: string): string {
  return `SELECT f.id, f.host_id, f.property_id, f.unit_id, f.url, f.channel, f.events, p.timezone
          FROM channel_feeds f JOIN properties p ON p.id = f.property_id WHERE ${where}`;
}

function errorText(error: SyncErrorCode, status?: number): string {
  return status ? `${error}:${status}` : error;
}

interface ExistingEvent {
  uid: string;
  start_date: string;
  end_date: string;
  block_id: number | null;
}

/** Fetches, parses and reconciles one feed; records its health on channel_feeds. */
// Past one database (issue 46): `shard` is the env whose `DB` is the feed's host's shard
// (hostProcedure's ctx.env for "sync now", the cron's forEachShard for syncDueFeeds).
export async function syncFeed(shard: Env, feed: FeedRow, options: SyncOptions = {}): Promise<SyncResult> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const db = databaseOf(shard);
  const result: SyncResult = { ok: false, events: 0, added: 0, moved: 0, removed: 0, conflicts: 0, error: null, warning: null, statements: 0 };

  let events: FeedEvent[];
  try {
    const fetched = await fetchFeed(feed.url, { allowLocal: allowLocalFeeds(shard), fetcher: options.fetcher });
    events = parseCalendar(fetched.text, feed.timezone).events;
  } catch (error) {
    const code: SyncErrorCode = error instanceof FeedError ? error.code : error instanceof NotACalendar ? error.reason : 'network';
    const status = error instanceof FeedError ? error.status : undefined;
    await db.prepare('UPDATE channel_feeds SET last_sync_at = ?, last_error = ? WHERE id = ?').bind(nowIso, errorText(code, status), feed.id).run();
    return { ...result, error: code, status };
  }

  // One event per UID (the last one wins, as a calendar client would show it).
  const byUid = new Map<string, FeedEvent>();
  for (const event of events) byUid.set(event.uid, event);
  result.events = byUid.size;
  const today = todayIn(feed.timezone, now);
  // An event longer than a host may book (365 nights) is not believed: one event spanning decades
  // would write tens of thousands of nights. It is left out (its earlier state kept).
  const current = [...byUid.values()].filter((event) => event.end > today && daysBetween(event.start, event.end) <= MAX_EVENT_NIGHTS);

  const { results: existingRows } = await db
    .prepare('SELECT uid, start_date, end_date, block_id FROM feed_events WHERE feed_id = ?')
    .bind(feed.id)
    .all<ExistingEvent>();
  const existing = new Map(existingRows.map((row) => [row.uid, row]));

  const futureHeld = existingRows.filter((row) => row.end_date > today && row.block_id !== null).length;
  if (byUid.size === 0 && futureHeld >= EMPTY_FEED_GUARD) {
    await db.prepare("UPDATE channel_feeds SET last_sync_at = ?, last_error = NULL, warning = 'empty_feed' WHERE id = ?").bind(nowIso, feed.id).run();
    return { ...result, ok: true, warning: 'empty_feed' };
  }

  // Who holds each night the feed's events and blocks span.
  const spans = [...current.map((e) => [e.start, e.end]), ...existingRows.filter((r) => r.end_date > today).map((r) => [r.start_date, r.end_date])];
  const taken = new Map<string, { reservationId: number | null; blockId: number | null }>();
  if (spans.length > 0) {
    const from = spans.reduce((min, [start]) => (start! < min ? start! : min), spans[0]![0]!);
    const to = spans.reduce((max, [, end]) => (end! > max ? end! : max), spans[0]![1]!);
    const { results } = await db
      .prepare('SELECT night, reservation_id, block_id FROM occupancy WHERE unit_id = ? AND night >= ? AND night < ?')
      .bind(feed.unit_id, from, to)
      .all<{ night: string; reservation_id: number | null; block_id: number | null }>();
    for (const row of results) taken.set(row.night, { reservationId: row.reservation_id, blockId: row.block_id });
  }

  const groups: D1PreparedStatement[][] = [];
  const source = blockSource(feed.channel);
  const ids = { hostId: feed.host_id, propertyId: feed.property_id, unitId: feed.unit_id };
  const upsertEvent = (event: FeedEvent, blockSql: string, blockParams: (string | number)[]) =>
    db
      .prepare(
        `INSERT INTO feed_events (feed_id, uid, host_id, unit_id, start_date, end_date, summary, block_id, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ${blockSql}, ?)
         ON CONFLICT (feed_id, uid) DO UPDATE SET start_date = excluded.start_date, end_date = excluded.end_date,
           summary = excluded.summary, block_id = excluded.block_id, updated_at = excluded.updated_at`,
      )
      .bind(feed.id, event.uid, feed.host_id, feed.unit_id, event.start, event.end, event.summary.slice(0, 200), ...blockParams, nowIso);

  // Every unresolved conflict of the feed is resolved unless this sync finds it again.
  const conflictReset = db.prepare('UPDATE channel_conflicts SET resolved_at = ? WHERE feed_id = ? AND resolved_at IS NULL').bind(nowIso, feed.id);
  const conflictStatements: D1PreparedStatement[] = [];

  for (const event of current) {
    const before = existing.get(event.uid);
    const ownBlock = before?.block_id ?? null;
    if (before && ownBlock !== null && before.start_date === event.start && before.end_date === event.end) continue;

    const nights: string[] = [];
    for (let night = event.start; night < event.end; night = addDays(night, 1)) nights.push(night);
    const reservations = new Set<number>();
    let blockedByBlock = false;
    for (const night of nights) {
      const holder = taken.get(night);
      if (!holder || (ownBlock !== null && holder.blockId === ownBlock)) continue;
      if (holder.reservationId !== null) reservations.add(holder.reservationId);
      else blockedByBlock = true;
    }
    const group: D1PreparedStatement[] = [];
    if (ownBlock !== null) {
      for (const [night, holder] of taken) if (holder.blockId === ownBlock) taken.delete(night);
    }
    if (reservations.size === 0 && !blockedByBlock) {
      if (ownBlock !== null) {
        group.push(
          releaseBlockNights(db, ownBlock),
          db.prepare('UPDATE blocks SET start_date = ?, end_date = ?, reason = ? WHERE id = ? AND host_id = ?').bind(event.start, event.end, event.summary.slice(0, 200), ownBlock, feed.host_id),
          holdNights(db, { ...ids, from: event.start, to: event.end, holder: { blockId: ownBlock } }),
          upsertEvent(event, '?', [ownBlock]),
        );
        result.moved++;
      } else {
        group.push(
          db
            .prepare(
              `INSERT INTO blocks (host_id, property_id, unit_id, start_date, end_date, reason, source, feed_id, external_uid, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .bind(feed.host_id, feed.property_id, feed.unit_id, event.start, event.end, event.summary.slice(0, 200), source, feed.id, event.uid, nowIso),
          holdNights(db, { ...ids, from: event.start, to: event.end, holder: { lastInsertedBlock: true } }),
          upsertEvent(event, '(SELECT MAX(id) FROM blocks WHERE feed_id = ? AND external_uid = ?)', [feed.id, event.uid]),
        );
        result.added++;
      }
      // Later events of the same feed see these nights as taken (by a block: no conflict).
      for (const night of nights) taken.set(night, { reservationId: null, blockId: -1 });
    } else {
      // The channel's event cannot take nights a reservation or another block holds.
      if (ownBlock !== null) group.push(releaseBlockNights(db, ownBlock), db.prepare('DELETE FROM blocks WHERE id = ? AND host_id = ?').bind(ownBlock, feed.host_id));
      group.push(upsertEvent(event, 'NULL', []));
      for (const reservationId of reservations) {
        conflictStatements.push(
          db
            .prepare(
              `INSERT INTO channel_conflicts (host_id, property_id, unit_id, feed_id, uid, start_date, end_date, summary, reservation_id, detected_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
               ON CONFLICT (feed_id, uid, reservation_id) DO UPDATE SET start_date = excluded.start_date,
                 end_date = excluded.end_date, summary = excluded.summary, resolved_at = NULL`,
            )
            .bind(feed.host_id, feed.property_id, feed.unit_id, feed.id, event.uid, event.start, event.end, event.summary.slice(0, 200), reservationId, nowIso),
        );
      }
      if (reservations.size > 0) result.conflicts++;
    }
    groups.push(group);
  }

  // Events gone from the feed: released while still in the future, kept once they began.
  for (const row of existingRows) {
    if (byUid.has(row.uid) || row.start_date <= today) continue;
    const group: D1PreparedStatement[] = [];
    if (row.block_id !== null) group.push(releaseBlockNights(db, row.block_id), db.prepare('DELETE FROM blocks WHERE id = ? AND host_id = ?').bind(row.block_id, feed.host_id));
    group.push(db.prepare('DELETE FROM feed_events WHERE feed_id = ? AND uid = ?').bind(feed.id, row.uid));
    groups.push(group);
    result.removed++;
  }

  groups.push([conflictReset, ...conflictStatements]);
  groups.push([
    db
      .prepare('UPDATE channel_feeds SET last_sync_at = ?, last_success_at = ?, last_error = NULL, warning = NULL, events = ? WHERE id = ?')
      .bind(nowIso, nowIso, byUid.size, feed.id),
  ]);
  result.statements = await writeGroups(db, groups);
  return { ...result, ok: true };
}

/** Runs statement groups in as few batches as possible; a raced night replays group by group. */
async function writeGroups(db: D1Database, groups: D1PreparedStatement[][]): Promise<number> {
  let statements = 0;
  let chunk: D1PreparedStatement[][] = [];
  let size = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    try {
      await db.batch(chunk.flat());
      statements += size;
    } catch (error) {
      if (!isNightTaken(error)) throw error;
      for (const group of chunk) {
        try {
          await db.batch(group);
          statements += group.length;
        } catch (inner) {
          // The raced event is retried by the next sync (its feed_events row was not written).
          if (!isNightTaken(inner)) throw inner;
        }
      }
    }
    chunk = [];
    size = 0;
  };
  for (const group of groups) {
    if (size + group.length > STATEMENTS_PER_BATCH) await flush();
    chunk.push(group);
    size += group.length;
  }
  await flush();
  return statements;
}

/** The cron's share: every feed whose last attempt is older than the interval, a few at a time. */
export async function syncDueFeeds(shard: Env, nowMs = Date.now(), options: { limit?: number; fetcher?: typeof fetch } = {}) {
  const dueBefore = new Date(nowMs - SYNC_INTERVAL_MS + 60_000).toISOString(); // a minute of slack for cron jitter
  const { results } = await databaseOf(shard)
    .prepare(`${feedQuery('f.last_sync_at IS NULL OR f.last_sync_at <= ?')} ORDER BY f.last_sync_at IS NOT NULL, f.last_sync_at LIMIT ?`)
    .bind(dueBefore, options.limit ?? 50)
    .all<FeedRow>();
  let synced = 0;
  let failed = 0;
  const queue = [...results];
  const worker = async () => {
    for (let feed = queue.shift(); feed; feed = queue.shift()) {
      try {
        const outcome = await syncFeed(shard, feed, { now: new Date(nowMs), fetcher: options.fetcher });
        if (outcome.ok) synced++;
        else failed++;
      } catch (error) {
        failed++;
        console.error(JSON.stringify({ level: 'error', where: 'channels.sync', feedId: feed.id, message: error instanceof Error ? error.message : String(error) }));
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { due: results.length, synced, failed };
}
