/**
 * Past one database (issue 46, item 2): the directory's copy of the published listings. The
 * marketplace's cards (/properties, its filters, a search's list) and the sitemap read the
 * directory alone: the directory's own shard's listings live (it is the directory's own database: the same
 * query as before, in the same round trip) and every other shard's from `directory_listings`,
 * read beside them — never a host table in another shard — so one level of reads lists every
 * shard's properties.
 *
 * Each copy is a snapshot of one property taken on its shard (worker/db/listing-snapshots.ts): the card's columns
 * (marketplace.ts's ListingRow), its texts per language, its cover, and the lowest open nightly
 * rate of each of the 40 nights from yesterday (UTC), so the card's "from" price (the next 30
 * nights) and "available tonight" (the property's own today) are computed at read time exactly
 * as marketplace.ts computes them on the shard (toListing is shared).
 *
 * Kept in step: every host mutation (hostProcedure), the photo upload and a guest's review copy
 * what they may have changed in the same request, after the answer (`waitUntil`: the writer waits
 * no round trip for the directory); a directory write that fails is repaired by the cron's
 * `repairListings` (every shard, a cursor each: every property re-read in pages, which also rolls
 * the nightly rates each day and removes what was unpublished or deleted).
 *
 * A snapshot is written only while its host lives on the shard it was read on (host_shards in the
 * directory, in the same statement), so a move's copies and deletions never race the live shard.
 */
import { addDays } from '../../shared/stay/dates';
import type { Listing } from '../../shared/properties/listing';
import type { Locale } from '../../shared/locales';
import { publishedListings } from './marketplace';
import { cardOf, liveIdsStatement, readSnapshots, utcDay, type SnapshotRow } from './listing-snapshots';
import { DIRECTORY_SHARD, directoryOf, shardBindings, shardDatabase } from './shards';

/** Properties one repair page handles (one read of the shard, one batch to the directory; well inside the cron's CPU limit). */
export const LISTING_PAGE = 100;

// The host still lives on this shard (?host, ?binding), read in the directory in the same statement.
const ON_ITS_SHARD = (host: string, binding: string) => `COALESCE((SELECT binding FROM host_shards WHERE host_id = ${host}), '${DIRECTORY_SHARD}') = ${binding}`;

function upsert(db: D1Database, binding: string, row: SnapshotRow, nightsFrom: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO directory_listings (property_id, host_id, binding, snapshot, nights_from, synced_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${ON_ITS_SHARD('?2', '?3')}
       ON CONFLICT (property_id) DO UPDATE SET host_id = excluded.host_id, binding = excluded.binding, snapshot = excluded.snapshot,
         nights_from = excluded.nights_from, synced_at = excluded.synced_at`,
    )
    .bind(row.id, row.host_id, binding, row.snapshot, nightsFrom, now.toISOString());
}

/** Removes listings of `binding`'s hosts: the ids given, or (range) every id in (after, upTo] not in `keep`. */
function removal(db: D1Database, binding: string, ids: readonly number[]): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM directory_listings WHERE property_id IN (SELECT value FROM json_each(?1)) AND ${ON_ITS_SHARD('directory_listings.host_id', '?2')}`)
    .bind(JSON.stringify(ids), binding);
}


/** The statements that bring the directory in step with `rows` read on `binding` (the ids in `seen` that are not listed are removed). */
function directoryWrites(db: D1Database, binding: string, rows: readonly SnapshotRow[], seen: readonly number[], nightsFrom: string, now: Date): D1PreparedStatement[] {
  const listed = rows.filter((row) => row.listed);
  const keep = new Set(listed.map((row) => row.id));
  const gone = seen.filter((id) => !keep.has(id));
  return [...listed.map((row) => upsert(db, binding, row, nightsFrom, now)), ...(gone.length > 0 ? [removal(db, binding, gone)] : [])];
}

/** Whose listings a sync copies: one host's (a host mutation, a photo) or one property's (a review). */
export type ListingScope = { hostId: string } | { propertyId: number };

/**
 * Copies the listings of `scope` from `binding` to the directory: published ones written,
 * unpublished, archived or deleted ones removed. The directory's own shard's are read live (nothing to copy).
 * Throws if the directory write fails (the cron repairs it).
 */
export async function syncListings(env: Env, binding: string, scope: ListingScope, now = new Date()): Promise<number> {
  if (binding === DIRECTORY_SHARD) return 0;
  const nightsFrom = addDays(utcDay(now), -1);
  const results = await readSnapshots(env, binding, scope, nightsFrom);
  const writes = directoryWrites(directoryOf(env), binding, results, results.map((row) => row.id), nightsFrom, now);
  // What the directory holds of the scope that the shard no longer has (deleted properties).
  const vanished = directoryOf(env)
    .prepare(
      `DELETE FROM directory_listings WHERE ${'hostId' in scope ? 'host_id' : 'property_id'} = ?1 AND binding = ?2
          AND property_id NOT IN (SELECT value FROM json_each(?3)) AND ${ON_ITS_SHARD('directory_listings.host_id', '?2')}`,
    )
    .bind('hostId' in scope ? scope.hostId : scope.propertyId, binding, JSON.stringify(results.map((row) => row.id)));
  await directoryOf(env).batch([...writes, vanished]);
  return results.filter((row) => row.listed).length;
}

/**
 * After a write in a request: copies what it may have changed, after the answer (`waitUntil`),
 * so the writer waits no round trip for the directory. A failure is logged; the cron repairs it.
 */
export function listingsChanged(env: Env, binding: string, scope: ListingScope, waitUntil: (promise: Promise<unknown>) => void): void {
  if (binding === DIRECTORY_SHARD) return;
  waitUntil(
    syncListings(env, binding, scope).catch((error: unknown) =>
      console.error(JSON.stringify({ level: 'error', where: 'directory-listings', binding, message: String((error as Error)?.message ?? error) })),
    ),
  );
}

/**
 * The cron's repair on one shard: the next page of its properties (after the shard's cursor in
 * `listing_repair`): listed ones copied again, unlisted or vanished ones removed; the cursor
 * wraps at the end, so each property is re-read every few runs.
 */
export async function repairListings(env: Env, binding: string, now = new Date()): Promise<{ repaired: number }> {
  if (binding === DIRECTORY_SHARD) return { repaired: 0 };
  const nightsFrom = addDays(utcDay(now), -1);
  const cursor = await directoryOf(env).prepare('SELECT after_id FROM listing_repair WHERE binding = ?').bind(binding).first<{ after_id: number }>();
  const after = cursor?.after_id ?? 0;
  const results = await readSnapshots(env, binding, { afterId: after, limit: LISTING_PAGE }, nightsFrom);
  const last = results.length === LISTING_PAGE ? results.at(-1)!.id : null;
  const ids = results.map((row) => row.id);
  const writes = directoryWrites(directoryOf(env), binding, results, ids, nightsFrom, now);
  // Rows of this shard's hosts in the page's range whose property the shard no longer has.
  const vanished = directoryOf(env)
    .prepare(
      `DELETE FROM directory_listings WHERE binding = ?1 AND property_id > ?2 AND (?3 IS NULL OR property_id <= ?3)
          AND property_id NOT IN (SELECT value FROM json_each(?4)) AND ${ON_ITS_SHARD('directory_listings.host_id', '?1')}`,
    )
    .bind(binding, after, last, JSON.stringify(ids));
  const next = directoryOf(env)
    .prepare('INSERT INTO listing_repair (binding, after_id) VALUES (?1, ?2) ON CONFLICT (binding) DO UPDATE SET after_id = excluded.after_id')
    .bind(binding, last ?? 0);
  await directoryOf(env).batch([...writes, vanished, next]);
  return { repaired: results.filter((row) => row.listed).length };
}

/** Every shard's repair, one after the other (the cron). */
export async function repairAllListings(env: Env, now = new Date()): Promise<Record<string, { repaired: number } | string>> {
  const report: Record<string, { repaired: number } | string> = {};
  for (const binding of shardBindings(env)) {
    report[binding] = await repairListings(env, binding, now).catch((error: unknown) => `failed: ${String((error as Error)?.message ?? error)}`);
  }
  return report;
}

/** The marketplace's cards: every shard's published listings, in id order, with texts for `locale`. */
export async function directoryListings(env: Env, locale: Locale, now = new Date()): Promise<Listing[]> {
  // Read together: one round trip (worker/db/connection.ts batches reads made at once).
  const [live, copies] = await Promise.all([
    publishedListings(shardDatabase(env, DIRECTORY_SHARD), locale),
    directoryOf(env).prepare('SELECT property_id, snapshot, nights_from FROM directory_listings WHERE binding <> ? ORDER BY property_id').bind(DIRECTORY_SHARD).all<{ property_id: number; snapshot: string; nights_from: string }>(),
  ]);
  const liveIds = new Set(live.map((listing) => listing.id));
  const copied = copies.results.filter((row) => !liveIds.has(row.property_id)).map((row) => cardOf(row, locale, now));
  return [...live, ...copied].sort((a, b) => a.id - b.id);
}

/** Ids of every shard's published properties (the sitemap): the directory's own shard's live, the others' copies, one round trip. */
export async function directoryListingIds(env: Env): Promise<number[]> {
  const [live, copies] = await directoryOf(env).batch([
    liveIdsStatement(env),
    directoryOf(env).prepare('SELECT property_id AS id FROM directory_listings WHERE binding <> ?').bind(DIRECTORY_SHARD),
  ]);
  const ids = new Set([...((live?.results ?? []) as { id: number }[]), ...((copies?.results ?? []) as { id: number }[])].map((row) => row.id));
  return [...ids].sort((a, b) => a - b);
}
