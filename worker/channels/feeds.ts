/**
 * Channel feeds and export secrets in D1, every query filtered by the host: another host's ids
 * behave exactly like ids that do not exist.
 */
import { databaseOf } from '../db/shards';
import { STALE_AFTER_MS, type Channel } from './sync';

export interface UnitChannels {
  unitId: number;
  unitName: string;
  exportUrl: string;
  /** The property's zone, to show sync times as the host reads a clock. */
  timeZone: string;
  feeds: FeedHealth[];
}

export interface FeedHealth {
  id: number;
  url: string;
  channel: Channel;
  lastSyncAt: string | null;
  lastSuccessAt: string | null;
  /** An error code ('timeout', 'http_status:503', 'not_calendar', …), translated by the page. */
  lastError: string | null;
  warning: string | null;
  stale: boolean;
  events: number;
}

/** 32 random bytes, base64url: the unit's export secret. */
export function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function exportUrl(siteUrl: string, secret: string): string {
  return `${siteUrl.replace(/\/$/, '')}/ical/${secret}.ics`;
}

export function isStale(feed: { last_success_at: string | null; created_at: string }, now: number): boolean {
  return now - Date.parse(feed.last_success_at ?? feed.created_at) > STALE_AFTER_MS;
}

/** The host's property by id, or the host's first property when no id is given (workspace default). */
// Past one database (issue 46): `shard` is the env whose `DB` is the host's shard (hostProcedure's ctx.env).
function hostProperty(shard: Env, hostId: string, propertyId: number | undefined) {
  return propertyId === undefined
    ? databaseOf(shard).prepare('SELECT id, timezone FROM properties WHERE host_id = ? AND archived_at IS NULL ORDER BY id LIMIT 1').bind(hostId).first<{ id: number; timezone: string }>()
    : databaseOf(shard).prepare('SELECT id, timezone FROM properties WHERE id = ? AND host_id = ? AND archived_at IS NULL').bind(propertyId, hostId).first<{ id: number; timezone: string }>();
}

/** The property's units with their export URL (secrets created lazily) and their feeds; null = not this host's property. */
export async function listChannels(shard: Env, hostId: string, propertyId: number | undefined, now = Date.now()): Promise<UnitChannels[] | null> {
  const property = await hostProperty(shard, hostId, propertyId);
  if (!property) return propertyId === undefined ? [] : null;
  const { results: units } = await databaseOf(shard)
    .prepare('SELECT id, name, ical_secret FROM units WHERE property_id = ? AND host_id = ? AND archived_at IS NULL ORDER BY position, id')
    .bind(property.id, hostId)
    .all<{ id: number; name: string; ical_secret: string | null }>();
  const missing = units.filter((unit) => !unit.ical_secret);
  if (missing.length > 0) {
    for (const unit of missing) unit.ical_secret = newSecret();
    // `IS NULL` keeps a secret another request set first; re-read below in that case.
    const results = await databaseOf(shard).batch(missing.map((unit) => databaseOf(shard).prepare('UPDATE units SET ical_secret = ? WHERE id = ? AND ical_secret IS NULL').bind(unit.ical_secret, unit.id)));
    if (results.some((r) => r.meta.changes === 0)) return listChannels(shard, hostId, property.id, now);
  }
  const { results: feeds } = await databaseOf(shard)
    .prepare(
      `SELECT id, unit_id, url, channel, last_sync_at, last_success_at, last_error, warning, events, created_at
       FROM channel_feeds WHERE property_id = ? AND host_id = ? ORDER BY id`,
    )
    .bind(property.id, hostId)
    .all<{ id: number; unit_id: number; url: string; channel: Channel; last_sync_at: string | null; last_success_at: string | null; last_error: string | null; warning: string | null; events: number; created_at: string }>();
  return units.map((unit) => ({
    unitId: unit.id,
    unitName: unit.name,
    exportUrl: exportUrl(shard.SITE_URL, unit.ical_secret!),
    timeZone: property.timezone,
    feeds: feeds
      .filter((feed) => feed.unit_id === unit.id)
      .map((feed) => ({
        id: feed.id,
        url: feed.url,
        channel: feed.channel,
        lastSyncAt: feed.last_sync_at,
        lastSuccessAt: feed.last_success_at,
        lastError: feed.last_error,
        warning: feed.warning,
        stale: isStale(feed, now),
        events: feed.events,
      })),
  }));
}

export interface ConflictItem {
  id: number;
  unitId: number;
  unitName: string;
  feedId: number;
  channel: Channel;
  uid: string;
  startDate: string;
  endDate: string;
  summary: string;
  detectedAt: string;
  reservation: { id: number; code: string; checkIn: string; checkOut: string; guestName: string; source: string; status: string } | null;
}

/** Unresolved conflicts of a property; null = not this host's property. */
export async function listConflicts(shard: Env, hostId: string, propertyId: number | undefined): Promise<ConflictItem[] | null> {
  const property = await hostProperty(shard, hostId, propertyId);
  if (!property) return propertyId === undefined ? [] : null;
  const { results } = await databaseOf(shard)
    .prepare(
      `SELECT c.id, c.unit_id, u.name AS unit_name, c.feed_id, f.channel, c.uid, c.start_date, c.end_date, c.summary, c.detected_at,
              r.id AS reservation_id, r.code, r.check_in, r.check_out, COALESCE(r.channel, r.source) AS source, r.status, COALESCE(r.guest_name, g.name, '') AS guest_name
       FROM channel_conflicts c
       JOIN units u ON u.id = c.unit_id
       JOIN channel_feeds f ON f.id = c.feed_id
       LEFT JOIN reservations r ON r.id = c.reservation_id
       LEFT JOIN guests g ON g.id = r.guest_id
       WHERE c.host_id = ? AND c.property_id = ? AND c.resolved_at IS NULL
       ORDER BY c.start_date, c.id`,
    )
    .bind(hostId, property.id)
    .all<{
      id: number; unit_id: number; unit_name: string; feed_id: number; channel: Channel; uid: string; start_date: string; end_date: string; summary: string; detected_at: string;
      reservation_id: number | null; code: string | null; check_in: string | null; check_out: string | null; source: string | null; status: string | null; guest_name: string;
    }>();
  return results.map((row) => ({
    id: row.id,
    unitId: row.unit_id,
    unitName: row.unit_name,
    feedId: row.feed_id,
    channel: row.channel,
    uid: row.uid,
    startDate: row.start_date,
    endDate: row.end_date,
    summary: row.summary,
    detectedAt: row.detected_at,
    reservation:
      row.reservation_id === null
        ? null
        : { id: row.reservation_id, code: row.code!, checkIn: row.check_in!, checkOut: row.check_out!, guestName: row.guest_name, source: row.source!, status: row.status! },
  }));
}
