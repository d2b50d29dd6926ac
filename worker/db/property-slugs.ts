/**
 * Past one database (issue 46): a property's slug is unique across every shard. A shard's
 * `properties.slug` UNIQUE only sees that shard, so each slug is also claimed by its host in the
 * directory (`property_slugs`, migration 0057, in DB): the PRIMARY KEY decides between two hosts
 * on two shards, whichever request comes first, with no window between a check and a write.
 *
 * The write order (two databases, never a half state a guest or another host can see):
 * 1. claim in the directory: the new slug `pending` with the request's token (a slug another host
 *    holds answers "taken": CONFLICT, nothing written anywhere); on a rename the old slug is
 *    marked pending with the same token in the same batch;
 * 2. write the shard (its own UNIQUE still refuses a slug of the host's other property);
 * 3. settle in the directory: the new slug confirmed (pending = 0), the old one deleted if it is
 *    still this request's claim.
 * A failure between 1 and 2 or 2 and 3 leaves claims `pending`: they keep blocking other hosts
 * (the safe side), and the cron's repairSlugs settles each one older than CLAIM_GRACE_MS from the
 * host's shard: kept (pending = 0) when the host's shard has a property with that slug, deleted
 * otherwise (only if nobody claimed it again meanwhile: same token). The cron also walks every
 * shard's properties (a cursor per shard in `slug_repair`) and claims what has no claim (the
 * properties made before 0057 on shards other than the directory's own, demo copies).
 */
import { directoryOf, shardBindings, shardDatabase, shardOfHost } from './shards';

/** How long a pending claim is left to the request that made it before the cron settles it. */
export const CLAIM_GRACE_MS = 10 * 60_000;
/** Properties per shard one cron run claims (one read of the shard, one batch to the directory). */
export const SLUG_PAGE = 200;

/** One request's claims of one host's slugs in the directory. */
export interface SlugClaims {
  directory: D1Database;
  hostId: string;
  token: string;
}

export function slugClaims(directory: D1Database, hostId: string): SlugClaims {
  return { directory, hostId, token: crypto.randomUUID() };
}

/**
 * Step 1: claims `slug` for the host (pending, this request's token) and, when it replaces
 * `releasing`, marks that one pending too. False when another host holds the slug.
 */
export async function claimSlug(claims: SlugClaims, slug: string, releasing?: string): Promise<boolean> {
  const { directory, hostId, token } = claims;
  const now = new Date().toISOString();
  const statements = [
    directory
      .prepare(
        `INSERT INTO property_slugs (slug, host_id, pending, claim, claimed_at) VALUES (?1, ?2, 1, ?3, ?4)
         ON CONFLICT (slug) DO UPDATE SET pending = 1, claim = excluded.claim, claimed_at = excluded.claimed_at
         WHERE property_slugs.host_id = excluded.host_id RETURNING slug`,
      )
      .bind(slug, hostId, token, now),
  ];
  if (releasing && releasing !== slug) {
    statements.push(
      directory
        .prepare('UPDATE property_slugs SET pending = 1, claim = ?3, claimed_at = ?4 WHERE slug = ?1 AND host_id = ?2 AND EXISTS (SELECT 1 FROM property_slugs WHERE slug = ?5 AND host_id = ?2 AND claim = ?3)')
        .bind(releasing, hostId, token, now, slug),
    );
  }
  const [claimed] = await directory.batch<{ slug: string }>(statements);
  return (claimed?.results.length ?? 0) > 0;
}

/**
 * Step 3's statements: `slug` confirmed; `released` (the property's slug before) deleted if still
 * this request's claim. `sameDatabase`: the host's shard is the directory's own database, so they
 * go in the shard write's own batch (one transaction, no round trip of their own), each guarded
 * by what the batch left in `properties`.
 */
export function settleStatements(claims: SlugClaims, slug: string, released?: string, sameDatabase = false): D1PreparedStatement[] {
  const { directory, hostId, token } = claims;
  const onShard = 'EXISTS (SELECT 1 FROM properties WHERE slug = ?1 AND host_id = ?2)';
  const statements = [directory.prepare(`UPDATE property_slugs SET pending = 0 WHERE slug = ?1 AND host_id = ?2${sameDatabase ? ` AND ${onShard}` : ''}`).bind(slug, hostId)];
  if (released && released !== slug) {
    statements.push(directory.prepare(`DELETE FROM property_slugs WHERE slug = ?1 AND host_id = ?2 AND claim = ?3${sameDatabase ? ` AND NOT ${onShard}` : ''}`).bind(released, hostId, token));
  }
  return statements;
}

/** Step 3 on its own, after the shard (another database than the directory) wrote `slug`. */
export async function settleSlugs(claims: SlugClaims, slug: string, released?: string): Promise<void> {
  await claims.directory.batch(settleStatements(claims, slug, released));
}

export interface SlugRepair {
  /** Claims made for properties that had none. */
  claimed: number;
  /** Properties whose slug another host holds (made before 0057 on two shards): left as they are, logged. */
  clashes: number;
  /** Pending claims older than CLAIM_GRACE_MS kept (the shard has them). */
  confirmed: number;
  /** Pending claims older than CLAIM_GRACE_MS deleted (the shard does not have them). */
  released: number;
}

/** The cron's claims of one shard's next page of properties (cursor in slug_repair, wraps at the end). */
async function claimPage(env: Env, binding: string, now: string): Promise<{ claimed: number; clashes: number }> {
  const directory = directoryOf(env);
  const cursor = await directory.prepare('SELECT after_id FROM slug_repair WHERE binding = ?').bind(binding).first<{ after_id: number }>();
  const after = cursor?.after_id ?? 0;
  const { results } = await shardDatabase(env, binding)
    .prepare('SELECT id, host_id, slug FROM properties WHERE id > ? ORDER BY id LIMIT ?')
    .bind(after, SLUG_PAGE)
    .all<{ id: number; host_id: string; slug: string }>();
  const last = results.length === SLUG_PAGE ? results.at(-1)!.id : 0;
  const answers = await directory.batch<{ slug: string; host_id: string }>([
    ...results.map((row) =>
      directory.prepare("INSERT INTO property_slugs (slug, host_id, pending, claim, claimed_at) VALUES (?1, ?2, 0, '', ?3) ON CONFLICT (slug) DO NOTHING RETURNING slug").bind(row.slug, row.host_id, now),
    ),
    directory.prepare('SELECT slug, host_id FROM property_slugs WHERE slug IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(results.map((row) => row.slug))),
    directory.prepare('INSERT INTO slug_repair (binding, after_id) VALUES (?1, ?2) ON CONFLICT (binding) DO UPDATE SET after_id = excluded.after_id').bind(binding, last),
  ]);
  const holders = new Map((answers[results.length]?.results ?? []).map((row) => [row.slug, row.host_id]));
  const clashes = results.filter((row) => holders.get(row.slug) !== row.host_id);
  if (clashes.length > 0) console.error(JSON.stringify({ level: 'error', where: 'property-slugs', binding, clashes: clashes.map((row) => ({ id: row.id, slug: row.slug })) }));
  return { claimed: answers.slice(0, results.length).filter((answer) => answer.results.length > 0).length, clashes: clashes.length };
}

/** The cron's settling of pending claims older than CLAIM_GRACE_MS, each from its host's shard (at most 100 a run). */
async function settleStale(env: Env, now: number): Promise<{ confirmed: number; released: number }> {
  const directory = directoryOf(env);
  const { results: stale } = await directory
    .prepare('SELECT slug, host_id, claim FROM property_slugs WHERE pending = 1 AND claimed_at < ? ORDER BY claimed_at LIMIT 100')
    .bind(new Date(now - CLAIM_GRACE_MS).toISOString())
    .all<{ slug: string; host_id: string; claim: string }>();
  if (stale.length === 0) return { confirmed: 0, released: 0 };
  const hosts = [...new Set(stale.map((row) => row.host_id))];
  const present = new Set<string>();
  await Promise.all(
    hosts.map(async (hostId) => {
      const slugs = stale.filter((row) => row.host_id === hostId).map((row) => row.slug);
      const { results } = await shardDatabase(env, await shardOfHost(env, hostId))
        .prepare('SELECT slug FROM properties WHERE host_id = ?1 AND slug IN (SELECT value FROM json_each(?2))')
        .bind(hostId, JSON.stringify(slugs))
        .all<{ slug: string }>();
      for (const row of results) present.add(`${hostId} ${row.slug}`);
    }),
  );
  const kept = stale.filter((row) => present.has(`${row.host_id} ${row.slug}`));
  const gone = stale.filter((row) => !present.has(`${row.host_id} ${row.slug}`));
  // Only the claim that was read: one made again meanwhile (another token) belongs to a request in flight.
  await directory.batch([
    ...kept.map((row) => directory.prepare('UPDATE property_slugs SET pending = 0 WHERE slug = ?1 AND host_id = ?2 AND claim = ?3').bind(row.slug, row.host_id, row.claim)),
    ...gone.map((row) => directory.prepare('DELETE FROM property_slugs WHERE slug = ?1 AND host_id = ?2 AND claim = ?3 AND pending = 1').bind(row.slug, row.host_id, row.claim)),
  ]);
  return { confirmed: kept.length, released: gone.length };
}

/** The cron's repair of the slug claims: every shard's next page claimed, then the stale pending claims settled. */
export async function repairSlugs(env: Env, now = Date.now()): Promise<SlugRepair> {
  const report: SlugRepair = { claimed: 0, clashes: 0, confirmed: 0, released: 0 };
  const stamp = new Date(now).toISOString();
  for (const binding of shardBindings(env)) {
    const page = await claimPage(env, binding, stamp);
    report.claimed += page.claimed;
    report.clashes += page.clashes;
  }
  Object.assign(report, await settleStale(env, now));
  return report;
}
