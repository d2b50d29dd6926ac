/**
 * GET /ical/<secret>.ics: a unit's calendar for the channels to poll. Reservations that are
 * not cancelled and the host's own blocks; never events imported from a channel (a channel
 * would read its own bookings back: sync loops). No guest data: a generic summary only.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { writeCalendar, type ExportEvent } from './ical';
import { findOnShards, databaseOf } from '../db/shards';

/** How far back the export reaches: channels only care about the present and the future. */
const PAST_DAYS = 30;

export async function buildExport(env: Env, secret: string): Promise<string | null> {
  // The secret names a unit on some shard (issue 46): every shard is asked at once (findOnShards).
  const located = await findOnShards(env, (shard) =>
    databaseOf(shard).prepare(
      `SELECT u.id, u.name, p.name AS property_name FROM units u JOIN properties p ON p.id = u.property_id
       WHERE u.ical_secret = ? AND u.archived_at IS NULL AND p.archived_at IS NULL`,
    )
      .bind(secret)
      .first<{ id: number; name: string; property_name: string }>(),
  );
  if (!located) return null;
  const { shard, found: unit } = located;
  const db = databaseOf(shard);
  const host = new URL(env.SITE_URL).hostname;
  const [reservations, blocks] = await db.batch<{ id: number; start: string; end: string; stamp: string }>([
    db
      .prepare(
        `SELECT id, check_in AS start, check_out AS end, updated_at AS stamp FROM reservations
         WHERE unit_id = ? AND status != 'cancelled' AND feed_id IS NULL AND source IN ('direct', 'manual')
           AND check_out >= date('now', ?) ORDER BY check_in, id`,
      )
      .bind(unit.id, `-${PAST_DAYS} days`),
    db
      .prepare(
        `SELECT id, start_date AS start, end_date AS end, created_at AS stamp FROM blocks
         WHERE unit_id = ? AND source = 'host' AND feed_id IS NULL AND end_date >= date('now', ?) ORDER BY start_date, id`,
      )
      .bind(unit.id, `-${PAST_DAYS} days`),
  ]);
  const events: ExportEvent[] = [
    ...reservations!.results.map((row) => ({ uid: `res-${row.id}@${host}`, start: row.start, end: row.end, summary: 'Reserved', stamp: row.stamp })),
    ...blocks!.results.map((row) => ({ uid: `block-${row.id}@${host}`, start: row.start, end: row.end, summary: 'Not available', stamp: row.stamp })),
  ];
  return writeCalendar({ name: `${unit.property_name} · ${unit.name}`, events });
}

async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return `"${[...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('')}"`;
}

const CACHE_CONTROL = 'private, max-age=300, must-revalidate';

export async function icalExport(c: Context<AppEnv>) {
  const file = c.req.param('file') ?? '';
  const secret = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(file)?.[1];
  const body = secret ? await buildExport(c.env, secret) : null;
  if (body === null) return c.text('Not found', 404, { 'cache-control': 'no-store' });
  const etag = await etagOf(body);
  const headers = { etag, 'cache-control': CACHE_CONTROL, 'x-robots-tag': 'noindex' };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="calendar.ics"' });
}
