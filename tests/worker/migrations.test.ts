/**
 * Migrations only add, and each runs on a database that already holds data (the developers'
 * guide): every statement of worker/migrations creates, adds a column, or fills what it added;
 * and the newest migration applied to a seeded database (the demo host, its properties,
 * reservations, their nights and history) keeps every row and answers the new columns empty.
 */
import { applyD1Migrations, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../worker/db/demo';

declare global {
  namespace Cloudflare {
    interface Env {
      MIGRATION_DB: D1Database;
    }
  }
}

const statementsOf = (sql: string) =>
  sql
    .replace(/--[^\n]*/g, '')
    // A trigger's body holds statements of its own: it is one CREATE.
    .replace(/BEGIN[\s\S]*?END/gi, 'BEGIN END')
    .split(';')
    .map((statement) => statement.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** What a migration may do: make new things, add columns, and write rows into what it made or added. */
const ADDS = /^(CREATE (TABLE|INDEX|UNIQUE INDEX|TRIGGER)( IF NOT EXISTS)? |ALTER TABLE \S+ ADD COLUMN |INSERT (OR IGNORE )?INTO |UPDATE \S+ SET )/i;

describe('D1 migrations', () => {
  it('only add: no DROP, no RENAME, no DELETE, no column changed', () => {
    expect(env.TEST_MIGRATIONS.length).toBeGreaterThan(10);
    const refused = env.TEST_MIGRATIONS.flatMap((migration) => migration.queries.flatMap(statementsOf).filter((statement) => !ADDS.test(statement)).map((statement) => `${migration.name}: ${statement.slice(0, 80)}`));
    expect(refused).toEqual([]);
  });

  it('the newest one runs on a seeded database and keeps every row', async () => {
    const db = env.MIGRATION_DB;
    const migrations = env.TEST_MIGRATIONS;
    const newest = migrations.at(-1)!;
    await applyD1Migrations(db, migrations.slice(0, -1));
    expect(await seedDemo(db)).toBe(true);
    const tables = (await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name").all<{ name: string }>()).results.map((row) => row.name);
    const countAll = async () => {
      const answers = await db.batch<{ n: number }>(tables.map((table) => db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`)));
      return Object.fromEntries(tables.map((table, i) => [table, answers[i]!.results[0]!.n]));
    };
    const before = await countAll();
    expect(before.reservations).toBeGreaterThan(0);
    expect(before.occupancy).toBeGreaterThan(0);

    await applyD1Migrations(db, migrations);
    const applied = await db.prepare('SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1').first<{ name: string }>();
    expect(applied?.name).toBe(newest.name);
    expect(await countAll()).toEqual({ ...before, d1_migrations: before.d1_migrations! + 1 });
    // Columns it added read back empty on the rows that were there.
    for (const statement of newest.queries.flatMap(statementsOf)) {
      const added = /^ALTER TABLE (\S+) ADD COLUMN (\S+)/i.exec(statement);
      if (!added) continue;
      const [, table, column] = added;
      const filled = await db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} IS NOT NULL`).first<{ n: number }>();
      expect(filled?.n, `${table}.${column}`).toBe(0);
    }
  });
});
