import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_TABLES } from '../../worker/db/shard-move';

// Past one database (issue 46): host data is reached through one seam, worker/db/shards.ts
// (hostDatabase / shardDatabase / shardEnv / forEachShard) on top of the request's view
// (worker/db/connection.ts, worker/middleware/database.ts). This scan keeps it that way.

const ROOT = join(import.meta.dirname, '..', '..');
const SEAM = new Set(['worker/db/shards.ts', 'worker/db/connection.ts', 'worker/middleware/database.ts', 'worker/env.d.ts']);

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'migrations' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/**
 * Tables whose rows belong to one host (they live in the host's shard), read from the
 * migrations so a new table is known the day it is made: every table with a host_id or
 * property_id column, or a reference to properties/reservations, less the directory's own
 * tables (DIRECTORY_TABLES, worker/db/shard-move.ts).
 */
function hostTableNames(): string[] {
  const dir = join(ROOT, 'worker', 'migrations');
  const sql = readdirSync(dir).filter((name) => name.endsWith('.sql')).sort().map((name) => readFileSync(join(dir, name), 'utf8').replace(/--[^\n]*/g, '')).join('\n');
  const owned = new Set<string>();
  const marks = (body: string) => /\b(host_id|property_id)\b/i.test(body) || /\bREFERENCES\s+"?(properties|reservations)\b/i.test(body);
  for (const statement of sql.split(';')) {
    const made = /CREATE TABLE(?:\s+IF NOT EXISTS)?\s+"?(\w+)"?\s*\(([\s\S]*)$/i.exec(statement) ?? /ALTER TABLE\s+"?(\w+)"?\s+ADD(?:\s+COLUMN)?\s+([\s\S]*)$/i.exec(statement);
    if (made && marks(made[2]!)) owned.add(made[1]!.toLowerCase());
  }
  return [...owned].filter((name) => !DIRECTORY_TABLES.test(name)).sort();
}
const HOST_TABLE_NAMES = hostTableNames();
const HOST_TABLES = new RegExp(`\\b(FROM|JOIN|INTO|UPDATE)\\s+"?(${HOST_TABLE_NAMES.join('|')})\\b`, 'i');
const NAMES_DB = /\benv\.DB\b|\bDB\.prepare\b/;

/**
 * Modules that still send host-data SQL to the request's `env.DB` themselves instead of the
 * database the seam hands them. They work on DB_SHARD_0 (the directory's own database, where
 * every host lives until one is placed or moved elsewhere); each must move to hostDatabase()
 * before hosts are placed on other shards (README, "Past one database"). This list may only
 * shrink: a module not in it that does the same fails the test.
 */
const KNOWN_DIRECT = new Set<string>(JSON.parse(readFileSync(join(import.meta.dirname, 'shard-seam-known.json'), 'utf8')) as string[]);

describe('the shard seam', () => {
  const files = sources('worker');

  it('no module outside the seam names a shard binding', () => {
    const naming = files.filter((path) => !SEAM.has(path) && /\bDB_SHARD_\d/.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(naming).toEqual([]);
  });

  it('knows every host table the migrations make', () => {
    for (const table of ['properties', 'reservations', 'property_photos', 'occupancy', 'audit_log', 'rate_plans', 'channex_connections']) expect(HOST_TABLE_NAMES).toContain(table);
    for (const table of ['host_shards', 'team_members', 'auth_users', 'directory_listings']) expect(HOST_TABLE_NAMES).not.toContain(table);
  });

  it('no new module sends host-data SQL to env.DB directly (the known ones may only go)', () => {
    const direct = files.filter((path) => {
      if (SEAM.has(path)) return false;
      const text = readFileSync(join(ROOT, path), 'utf8');
      // The host routers: every procedure there is a hostProcedure, whose `ctx.env.DB` is the
      // host's shard (worker/trpc/trpc.ts) — unless one of them is public or merely signed in.
      if (path.startsWith('worker/trpc/routers/host/') && !/\b(publicProcedure|protectedProcedure|rateLimited\w*)\b/.test(text)) return false;
      return NAMES_DB.test(text) && HOST_TABLES.test(text);
    });
    expect(direct.filter((path) => !KNOWN_DIRECT.has(path))).toEqual([]);
    // A module that no longer does it leaves the list (so the list stays true).
    expect([...KNOWN_DIRECT].filter((path) => !direct.includes(path))).toEqual([]);
  });

  it('only the seam opens a database view', () => {
    const openers = files.filter((path) => path !== 'worker/db/shards.ts' && path !== 'worker/middleware/database.ts' && /\bopenDatabase\(/.test(readFileSync(join(ROOT, path), 'utf8')) && !SEAM.has(path));
    expect(openers).toEqual([]);
  });
});
