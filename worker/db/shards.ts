/**
 * Past one database (issue 46): the seam between a request and the database that holds a host's
 * rows. `DB` is the directory (accounts and auth, the host → shard map in `host_shards`, the
 * published listings, slugs, webhook routing); host data lives in shards, bindings `DB_SHARD_0`
 * … `DB_SHARD_N`, every one with the same migrations.
 *
 * `DB_SHARD_0` is the directory's own database (same database id as `DB` in wrangler.toml): a
 * host without a row in `host_shards` lives there, so nothing moves at deploy, and its queries
 * use the request's `env.DB` view itself (same D1 session, same round-trip counts: a one-shard
 * deploy costs nothing). Another shard is opened once per request as a view of its own
 * (worker/db/connection.ts), in a session that starts on its primary.
 *
 * The host → shard lookup is cached in the isolate for SHARD_CACHE_MS, so hot paths do not wait
 * on the directory in sequence; `npm run shards:move` freezes a host's writes for longer than
 * that before it switches the directory (README, "Past one database").
 */

import { openDatabase } from './connection';
import { baseEnv } from '../middleware/database';

/** The shard that is the directory's own database; hosts without a row in `host_shards` live there. */
export const DIRECTORY_SHARD = 'DB_SHARD_0';
const SHARD_BINDING = /^DB_SHARD_(\d+)$/;
/** How long an isolate trusts what it read of `host_shards`. */
export const SHARD_CACHE_MS = 30_000;

/** The shard bindings this deploy has, in order (DB_SHARD_0 first). */
export function shardBindings(env: Env): string[] {
  const names = Object.keys(baseEnv(env)).filter((name) => SHARD_BINDING.test(name));
  names.sort((a, b) => Number(SHARD_BINDING.exec(a)![1]) - Number(SHARD_BINDING.exec(b)![1]));
  return names.length > 0 ? names : [DIRECTORY_SHARD];
}

const cache = new Map<string, { binding: string; until: number }>();

/** Forgets what this isolate read of `host_shards` (a move, a test). */
export function forgetShards(hostId?: string) {
  if (hostId === undefined) {
    cache.clear();
    moved = null;
  } else cache.delete(hostId);
}

/**
 * Property ids stay globally unique integers across shards (they are in public URLs and in
 * booking.create): a property made on shard N > 0 takes its id above N × 10^8 (the ids made on
 * DB_SHARD_0, the directory's own database, stay what they were). 10^8 properties per shard, and
 * 21 shards under the public inputs' 2^31 cap on ids (shared/stay/booking-input.ts).
 */
export const PROPERTY_ID_SPAN = 100_000_000;
export function propertyIdFloor(binding: string): number {
  const match = SHARD_BINDING.exec(binding);
  return match ? Number(match[1]) * PROPERTY_ID_SPAN : 0;
}

/**
 * Properties not on the shard their id implies (a moved host keeps its ids): the directory's
 * `property_shards` (migration 0046, written by moveHost in the batch that switches the host),
 * held whole by the isolate (moved hosts' properties only: small) and read again every
 * SHARD_CACHE_MS — in the background once the isolate has it (stale for at most one read), so a
 * warm isolate routes by id with no round trip.
 */
let moved: { map: Map<number, string>; until: number } | null = null;
let reading: Promise<Map<number, string>> | null = null;

function readMovedProperties(env: Env, now: number): Promise<Map<number, string>> {
  reading ??= env.DB.prepare('SELECT property_id, binding FROM property_shards')
    .all<{ property_id: number; binding: string }>()
    .then(({ results }) => {
      const map = new Map(results.map((row) => [row.property_id, row.binding]));
      moved = { map, until: now + SHARD_CACHE_MS };
      return map;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}

/**
 * Where moved properties live, for a request about to route by id: undefined when the isolate
 * knows (a stale copy is used as it is and read again beside the request, `waitUntil`);
 * otherwise — an isolate's first request — the one directory read that teaches it, for the
 * caller to await (or to run beside its own first reads: routedByProperty). A `write` never
 * goes by a copy older than SHARD_CACHE_MS (it gets the read to await instead: once per
 * SHARD_CACHE_MS per isolate), so a move can tell when no isolate writes by the old map.
 */
export function knowMovedProperties(env: Env, waitUntil: (promise: Promise<unknown>) => void, now = Date.now(), write = false): Promise<unknown> | undefined {
  if (!moved || (write && moved.until <= now)) return reading ?? readMovedProperties(env, now);
  if (moved.until <= now && !reading) waitUntil(readMovedProperties(env, now).catch(() => undefined));
  return undefined;
}

/**
 * The binding that holds a property's rows, with no round trip: a moved property's from the
 * isolate's copy of `property_shards` (knowMovedProperties), otherwise the shard whose id span
 * it is in (propertyIdFloor); DB_SHARD_0 for ids below the first span or past the deploy's shards.
 */
export function shardOfProperty(env: Env, propertyId: number): string {
  const bindings = shardBindings(env);
  const known = moved?.map.get(propertyId);
  if (known && bindings.includes(known)) return known;
  const binding = `DB_SHARD_${Math.floor(propertyId / PROPERTY_ID_SPAN)}`;
  return bindings.includes(binding) ? binding : DIRECTORY_SHARD;
}

/**
 * The shard whose id span holds `id` (any table's id: a shard N > 0 hands out ids above
 * N × 10^8, ensureIdFloors), with no round trip; DB_SHARD_0 below the first span or past the
 * deploy's shards. A moved host's rows keep the ids of the shard they were made on: for a
 * property use shardOfProperty, which knows them.
 */
export function shardOfSpan(env: Env, id: number): string {
  const binding = `DB_SHARD_${Math.floor(id / PROPERTY_ID_SPAN)}`;
  return shardBindings(env).includes(binding) ? binding : DIRECTORY_SHARD;
}

/**
 * Every other id (reservations, guests, units, rate plans… every table's own AUTOINCREMENT id)
 * kept apart per shard as property ids are: a shard N > 0 hands out ids above N × 10^8
 * (sqlite_sequence raised to that floor), so a host moved in with its ids — born on another
 * shard, in another span — never meets an id this shard gave or will give. Run before a move
 * copies into a shard and by the cron on every shard (idempotent: a counter is only raised).
 * Known limit: a host born on shard N moved to a lower shard carries ids of N's span there, and
 * that shard's counters continue above them (SQLite never lowers them): moving hosts back down
 * and then others up again could meet; not done in practice (README, "Past one database").
 */
export async function ensureIdFloors(env: Env, binding: string): Promise<void> {
  const floor = propertyIdFloor(binding);
  if (floor === 0) return;
  const db = shardDatabase(env, binding);
  await db.batch([
    db.prepare('UPDATE sqlite_sequence SET seq = ?1 WHERE seq < ?1').bind(floor),
    db
      .prepare("INSERT INTO sqlite_sequence (name, seq) SELECT name, ?1 FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%' AND name NOT IN (SELECT name FROM sqlite_sequence)")
      .bind(floor),
  ]);
}

/**
 * The shards hosts moved to from the directory's own shard (the bindings of the isolate's copy of
 * `property_shards` for ids of DB_SHARD_0's span): where a link made before tokens carried a
 * property id (worker/db/guest-routes.ts) can be once it is not found on DB_SHARD_0 — asked in
 * turn, only then, instead of every shard. Empty until the isolate has read the map.
 */
export function shardsLeftFromDirectory(env: Env): string[] {
  const bindings = shardBindings(env);
  const found = new Set<string>();
  for (const [id, binding] of moved?.map ?? []) if (id < PROPERTY_ID_SPAN && binding !== DIRECTORY_SHARD && bindings.includes(binding)) found.add(binding);
  return [...found].sort((a, b) => bindings.indexOf(a) - bindings.indexOf(b));
}

/**
 * The rows that make `shardOfProperty` right for a host's properties once it lives on `to`
 * (moveHost's switch; placed in the same batch as its `host_shards` row).
 */
export function propertyShardStatements(db: D1Database, hostId: string, propertyIds: number[], to: string): D1PreparedStatement[] {
  const impliedElsewhere = propertyIds.filter((id) => `DB_SHARD_${Math.floor(id / PROPERTY_ID_SPAN)}` !== to);
  return [
    db.prepare('DELETE FROM property_shards WHERE host_id = ?').bind(hostId),
    ...impliedElsewhere.map((id) => db.prepare('INSERT OR REPLACE INTO property_shards (property_id, host_id, binding) VALUES (?, ?, ?)').bind(id, hostId, to)),
  ];
}

/** The binding that holds `hostId`'s rows if this isolate knows it (no round trip), else undefined. */
export function knownShard(hostId: string, now = Date.now()): string | undefined {
  const known = cache.get(hostId);
  return known && known.until > now ? known.binding : undefined;
}

/** The binding that holds `hostId`'s rows: from the isolate's cache, else one read of the directory. */
export async function shardOfHost(env: Env, hostId: string, now = Date.now()): Promise<string> {
  const known = cache.get(hostId);
  if (known && known.until > now) return known.binding;
  const row = await env.DB.prepare('SELECT binding FROM host_shards WHERE host_id = ?').bind(hostId).first<{ binding: string }>();
  const binding = row && shardBindings(env).includes(row.binding) ? row.binding : DIRECTORY_SHARD;
  cache.set(hostId, { binding, until: now + SHARD_CACHE_MS });
  return binding;
}

/** Per request (per env object): the views opened on shards other than the directory's. */
const opened = new WeakMap<object, Map<string, D1Database>>();

/**
 * The database view for a shard: the request's own `env.DB` for DB_SHARD_0, otherwise a counted
 * view of that binding, opened once per request.
 */
export function shardDatabase(env: Env, binding: string): D1Database {
  if (binding === DIRECTORY_SHARD) return env.DB;
  const raw = (baseEnv(env) as unknown as Record<string, D1Database | undefined>)[binding];
  if (!raw || !SHARD_BINDING.test(binding)) throw new Error(`No shard binding ${binding}`);
  let views = opened.get(env);
  if (!views) opened.set(env, (views = new Map()));
  let view = views.get(binding);
  if (!view) {
    view = openDatabase(raw, { start: 'first-primary', distance: null }).db;
    views.set(binding, view);
  }
  return view;
}

/** The seam: the database holding `hostId`'s rows, for this request. */
export async function hostDatabase(env: Env, hostId: string): Promise<D1Database> {
  return shardDatabase(env, await shardOfHost(env, hostId));
}

/** The directory's database of each env made by shardEnv for another shard. */
const directories = new WeakMap<object, D1Database>();

/**
 * The database of an env the seam has narrowed to one shard (hostProcedure's ctx.env,
 * forEachShard's, findOnShards', shardEnv's): what host modules given such an env read and write.
 */
export function databaseOf(shard: Env): D1Database {
  return shard.DB;
}

/** The env a piece of host code runs with on one shard: its `DB` is that shard's view. */
export function shardEnv(env: Env, binding: string): Env {
  if (binding === DIRECTORY_SHARD) return env;
  const narrowed = { ...env, DB: shardDatabase(env, binding) } as Env;
  directories.set(narrowed, directoryOf(env));
  return narrowed;
}

/**
 * The directory's database (`DB` of the request) even from an env narrowed to another shard:
 * for what is one for the whole deploy whichever shard a request runs on (local mode's guest-data key).
 */
export function directoryOf(env: Env): D1Database {
  return directories.get(env) ?? env.DB;
}

export interface ShardCounts {
  binding: string;
  hosts: number;
  properties: number;
  reservations: number;
}

/** Each shard's binding and its counts of hosts (with a property there), properties and reservations. */
export async function shardCounts(env: Env): Promise<ShardCounts[]> {
  return Promise.all(
    shardBindings(env).map(async (binding) => {
      const row = await shardDatabase(env, binding)
        .prepare(
          'SELECT (SELECT COUNT(DISTINCT host_id) FROM properties) AS hosts, (SELECT COUNT(*) FROM properties) AS properties, (SELECT COUNT(*) FROM reservations) AS reservations',
        )
        .first<Omit<ShardCounts, 'binding'>>();
      return { binding, hosts: row?.hosts ?? 0, properties: row?.properties ?? 0, reservations: row?.reservations ?? 0 };
    }),
  );
}

/**
 * Where a new host goes: the shard with the most room (the fewest reservations, then the fewest
 * properties, then the lowest number). Counted in every shard at once (one level of round trips).
 */
export async function roomiestShard(env: Env): Promise<string> {
  const counts = await shardCounts(env);
  return [...counts].sort((a, b) => a.reservations - b.reservations || a.properties - b.properties)[0]!.binding;
}

/**
 * How a sign-up places its new host (wrangler.toml `SHARD_PLACEMENT`): "roomiest" = the shard
 * with the most room; otherwise undefined (DB_SHARD_0, the directory's own database, no row).
 */
export function newHostPlacement(env: Env): (() => Promise<string>) | undefined {
  if (env.SHARD_PLACEMENT !== 'roomiest' || shardBindings(env).length < 2) return undefined;
  // Every shard's id counters raised to its span beside the count (one level of round trips; a
  // no-op once raised): a placed host's reservation, room type… ids then name their shard
  // (shardOfSpan) from its first row on, before the cron has run there.
  return async () => (await Promise.all([roomiestShard(env), ...shardBindings(env).map((binding) => ensureIdFloors(env, binding))]))[0];
}

/** The directory row placing a new host on `binding` (a sign-up puts it in the batch that creates the account). */
export function placementStatement(db: D1Database, hostId: string, binding: string): D1PreparedStatement {
  return db.prepare('INSERT OR IGNORE INTO host_shards (host_id, binding) VALUES (?, ?)').bind(hostId, binding);
}

/** Records a new host on the shard with the most room; a host already placed keeps its shard. */
export async function placeNewHost(env: Env, hostId: string): Promise<string> {
  const existing = await env.DB.prepare('SELECT binding FROM host_shards WHERE host_id = ?').bind(hostId).first<{ binding: string }>();
  if (existing) return existing.binding;
  await placementStatement(env.DB, hostId, await roomiestShard(env)).run();
  forgetShards(hostId);
  return shardOfHost(env, hostId);
}

/**
 * For a secret that names no property (an iCal export URL, a Focus NFe trigger key, made before
 * shards): every shard is asked at once (one level of round trips, not one per shard) and the
 * first in binding order that answers non-null wins, with its env.
 */
export async function findOnShards<T>(env: Env, find: (shard: Env, binding: string) => Promise<T | null | undefined>): Promise<{ shard: Env; binding: string; found: T } | null> {
  const bindings = shardBindings(env);
  const answers = await Promise.all(bindings.map((binding) => find(shardEnv(env, binding), binding)));
  const index = answers.findIndex((answer) => answer !== null && answer !== undefined);
  return index === -1 ? null : { shard: shardEnv(env, bindings[index]!), binding: bindings[index]!, found: answers[index]! };
}

/**
 * Runs `work` once per shard, one shard after the other, each with an env whose `DB` is that
 * shard (the cron's jobs: each job keeps its own limit per run, so each shard has its own cursor
 * and a busy shard cannot starve the others of their turn).
 */
export async function forEachShard<T>(env: Env, work: (env: Env, binding: string) => Promise<T>): Promise<{ binding: string; result: T }[]> {
  const results: { binding: string; result: T }[] = [];
  for (const binding of shardBindings(env)) results.push({ binding, result: await work(shardEnv(env, binding), binding) });
  return results;
}
