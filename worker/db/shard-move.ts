/**
 * Moving a host between shards (issue 46, item 4): copy in batches, freeze the host's writes
 * for the last step only, verify counts and checksums, switch the directory, then (after
 * SHARD_CACHE_MS, the longest an isolate routes by what it cached) delete the old rows; from the
 * switch on the old copy refuses the host's writes (migration 0052, shard_departures). Any failure before the switch deletes the partial copy and leaves the old one
 * serving. Which rows are the host's is read from the schema: tables with a `host_id` column,
 * then, to a fixed point, tables whose foreign key points at rows already the host's; tables
 * that belong to the directory never move.
 */

import { DIRECTORY_SHARD, ensureIdFloors, forgetShards, propertyShardStatements, SHARD_CACHE_MS, shardDatabase, shardOfHost } from './shards';

/**
 * Tables that stay in the directory (`DB`) whatever shard a host is on, and each database's own
 * `shard_departures` (migration 0052: which hosts left THAT database; never copied).
 */
export const DIRECTORY_TABLES = /^(settings|auth_.*|contact_messages|newsletter|api_rate_limits|revoked_.*|demo_copies|team_members|team_member_properties|host_shards|property_shards|shard_departures|host_sites|directory_listings|listing_repair|property_slugs|slug_repair|d1_.*|_cf_.*|sqlite_.*)$/;
const ROWS_PER_BATCH = 50;

export interface HostTable {
  table: string;
  /** A condition selecting the host's rows; every `?` is the host id. */
  where: string;
  /** How many columns it has (rows are read in the order of all of them: some tables have no rowid). */
  columns: number;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const params = (where: string, hostId: string) => Array.from({ length: (where.match(/\?/g) ?? []).length }, () => hostId);

/** The host's tables in an order where parents come before their children. */
export async function hostTables(db: D1Database): Promise<HostTable[]> {
  const { results: tables } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
  const names = tables.map((row) => row.name).filter((name) => !DIRECTORY_TABLES.test(name));
  const info = await db.batch(names.flatMap((name) => [db.prepare('SELECT name FROM pragma_table_info(?)').bind(name), db.prepare('SELECT "from", "table", "to" FROM pragma_foreign_key_list(?)').bind(name)]));
  const columns = new Map<string, string[]>();
  const keys = new Map<string, { from: string; table: string; to: string | null }[]>();
  names.forEach((name, index) => {
    columns.set(name, (info[index * 2]!.results as { name: string }[]).map((row) => row.name));
    keys.set(name, info[index * 2 + 1]!.results as { from: string; table: string; to: string | null }[]);
  });
  const ordered: HostTable[] = names.filter((name) => columns.get(name)!.includes('host_id')).map((table) => ({ table, where: 'host_id = ?', columns: columns.get(table)!.length }));
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of names) {
      if (ordered.some((entry) => entry.table === name)) continue;
      const key = keys.get(name)!.find((fk) => ordered.some((entry) => entry.table === fk.table));
      if (!key) continue;
      const parent = ordered.find((entry) => entry.table === key.table)!;
      ordered.push({ table: name, where: `${quote(key.from)} IN (SELECT ${quote(key.to ?? 'id')} FROM ${quote(parent.table)} WHERE ${parent.where})`, columns: columns.get(name)!.length });
      grew = true;
    }
  }
  // Parents before children (a table's foreign keys point at tables already placed), so every
  // insert finds its parent; a cycle, if one ever appears, keeps the discovery order.
  const sorted: HostTable[] = [];
  const left = [...ordered];
  while (left.length > 0) {
    const index = left.findIndex((entry) => keys.get(entry.table)!.every((fk) => fk.table === entry.table || !left.some((other) => other.table === fk.table)));
    sorted.push(...left.splice(index === -1 ? 0 : index, 1));
  }
  return sorted;
}

async function readRows(db: D1Database, entry: HostTable, hostId: string): Promise<Record<string, unknown>[]> {
  const { results } = await db.prepare(`SELECT * FROM ${quote(entry.table)} WHERE ${entry.where} ORDER BY ${Array.from({ length: entry.columns }, (_, index) => index + 1).join(', ')}`).bind(...params(entry.where, hostId)).all<Record<string, unknown>>();
  return results;
}

/** The SHA-256 checksum of a host's rows of one table, as a move verifies it (also for tests and reports). */
export async function tableChecksum(db: D1Database, entry: HostTable, hostId: string): Promise<{ rows: number; checksum: string }> {
  const rows = await readRows(db, entry, hostId);
  return { rows: rows.length, checksum: await checksum(rows) };
}

async function checksum(rows: Record<string, unknown>[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(rows)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function copyRows(target: D1Database, table: string, rows: Record<string, unknown>[]) {
  for (let at = 0; at < rows.length; at += ROWS_PER_BATCH) {
    const slice = rows.slice(at, at + ROWS_PER_BATCH);
    await target.batch(
      slice.map((row) => {
        const names = Object.keys(row);
        return target.prepare(`INSERT INTO ${quote(table)} (${names.map(quote).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).bind(...names.map((name) => row[name] ?? null));
      }),
    );
  }
}

async function deleteRows(db: D1Database, tables: HostTable[], hostId: string) {
  // Children first: their conditions still find the parents they hang on.
  for (const entry of [...tables].reverse()) await db.prepare(`DELETE FROM ${quote(entry.table)} WHERE ${entry.where}`).bind(...params(entry.where, hostId)).run();
}

export interface MoveReport {
  hostId: string;
  from: string;
  to: string;
  tables: { table: string; rows: number; checksum: string }[];
}

export interface MoveOptions {
  /**
   * How long the old rows stay (refusing writes) after the switch before they are deleted: an
   * isolate routes a write by a cached map for at most SHARD_CACHE_MS, and until it reads the
   * map again its write must find the old copy and be refused as retryable (shard_departures),
   * not find nothing and answer NOT_FOUND. Tests pass 0.
   */
  settleMs?: number;
}

const departureStatement = (db: D1Database, hostId: string, to: string) =>
  db.prepare('INSERT INTO shard_departures (host_id, binding) VALUES (?, ?) ON CONFLICT (host_id) DO UPDATE SET binding = excluded.binding, moved_at = excluded.moved_at').bind(hostId, to);

/** Moves `hostId`'s rows to the shard `to`; throws (old copy serving, partial copy gone) on any failure. */
export async function moveHost(env: Env, hostId: string, to: string, { settleMs = SHARD_CACHE_MS }: MoveOptions = {}): Promise<MoveReport> {
  forgetShards(hostId);
  const from = await shardOfHost(env, hostId);
  if (from === to) throw new Error(`Host ${hostId} is already on ${to}`);
  const source = shardDatabase(env, from);
  const target = shardDatabase(env, to);
  const tables = await hostTables(source);
  const report: MoveReport = { hostId, from, to, tables: [] };
  // Ids born on the target never meet the ones the host brings (its ids stay what they are).
  await ensureIdFloors(env, to);
  // A host coming back to a database it left: that database takes its writes again.
  await target.prepare('DELETE FROM shard_departures WHERE host_id = ?').bind(hostId).run();
  try {
    // 1. Copy in batches while the host keeps working.
    // Triggers on the target (a room type's standard rate plan, Channex's change log) write rows
    // of their own as parents arrive: the host's rows of each table are cleared before its copy.
    for (const entry of tables) {
      await deleteRows(target, [entry], hostId);
      await copyRows(target, entry.table, await readRows(source, entry, hostId));
    }
    // A personal demo's expiry record stays in the directory (the cron's list); the shard it
    // lives on has one of its own, which its filters read (no mail sent, never listed: worker/demo/copy.ts).
    if (to !== DIRECTORY_SHARD) {
      const demo = await env.DB.prepare('SELECT created_at, expires_at FROM demo_copies WHERE host_id = ?').bind(hostId).first<{ created_at: string; expires_at: number }>();
      if (demo) await target.prepare('INSERT OR REPLACE INTO demo_copies (host_id, created_at, expires_at) VALUES (?, ?, ?)').bind(hostId, demo.created_at, demo.expires_at).run();
    }
    // 2. Freeze the host's writes for the last step: copy again what changed meanwhile, verify.
    // The source shard honours it itself (migration 0044's triggers abort the host's writes
    // there with 'host_frozen'): its own host_shards row (the directory's own, for the directory's shard).
    const freeze = "INSERT INTO host_shards (host_id, binding, frozen_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ON CONFLICT (host_id) DO UPDATE SET frozen_at = excluded.frozen_at";
    await env.DB.prepare(freeze).bind(hostId, from).run();
    if (from !== DIRECTORY_SHARD) await source.prepare(freeze).bind(hostId, from).run();
    for (const entry of tables) {
      const rows = await readRows(source, entry, hostId);
      const copied = await readRows(target, entry, hostId);
      const sum = await checksum(rows);
      if (copied.length !== rows.length || (await checksum(copied)) !== sum) {
        await deleteRows(target, [entry], hostId);
        await copyRows(target, entry.table, rows);
        const again = await readRows(target, entry, hostId);
        if (again.length !== rows.length || (await checksum(again)) !== sum) throw new Error(`${entry.table}: the copy does not match`);
      }
      report.tables.push({ table: entry.table, rows: rows.length, checksum: sum });
    }
    // The old copy refuses the host's writes for good from the switch on (shard_departures): on
    // another shard written now, while it is still frozen there, so no moment is left between.
    if (from !== DIRECTORY_SHARD) await departureStatement(source, hostId, to).run();
  } catch (error) {
    await deleteRows(target, tables, hostId).catch(() => undefined);
    if (to !== DIRECTORY_SHARD) await target.prepare('DELETE FROM demo_copies WHERE host_id = ?').bind(hostId).run().catch(() => undefined);
    await env.DB.prepare('UPDATE host_shards SET frozen_at = NULL WHERE host_id = ?').bind(hostId).run();
    if (from !== DIRECTORY_SHARD) await source.batch([source.prepare('DELETE FROM host_shards WHERE host_id = ?').bind(hostId), source.prepare('DELETE FROM shard_departures WHERE host_id = ?').bind(hostId)]);
    throw error;
  }
  // 3. Switch the directory (and unfreeze), then 4. delete the old rows.
  // The host's properties keep their ids: the directory's property_shards says where they are
  // now (public routing by id, shardOfProperty), switched in the same batch as the host.
  const properties = report.tables.some((entry) => entry.table === 'properties')
    ? (await readRows(source, { table: 'properties', where: 'host_id = ?', columns: 1 }, hostId)).map((row) => Number(row.id))
    : [];
  await env.DB.batch([
    env.DB.prepare("INSERT INTO host_shards (host_id, binding) VALUES (?, ?) ON CONFLICT (host_id) DO UPDATE SET binding = excluded.binding, frozen_at = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')").bind(hostId, to),
    ...propertyShardStatements(env.DB, hostId, properties, to),
    // The directory's own shard is the source: its departure is part of the switch itself.
    ...(from === DIRECTORY_SHARD ? [departureStatement(env.DB, hostId, to)] : []),
  ]);
  forgetShards();
  // A shard other than the directory keeps the ids that left it in its own property_shards, so
  // createProperty never gives them again (on the directory's own shard its rows are those).
  if (from !== DIRECTORY_SHARD) {
    await source.batch([
      source.prepare('DELETE FROM host_shards WHERE host_id = ?').bind(hostId),
      ...properties.map((id) => source.prepare('INSERT OR REPLACE INTO property_shards (property_id, host_id, binding) VALUES (?, ?, ?)').bind(id, hostId, to)),
    ]);
  }
  // 4. Only once every isolate has read the directory again (a stale write meanwhile is refused, retryable).
  if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
  await deleteRows(source, tables, hostId);
  if (from !== DIRECTORY_SHARD) await source.prepare('DELETE FROM demo_copies WHERE host_id = ?').bind(hostId).run();
  return report;
}
