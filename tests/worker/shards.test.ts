import { env, SELF, createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { DIRECTORY_SHARD, forgetShards, hostDatabase, placeNewHost, shardBindings, shardOfHost, type ShardCounts } from '../../worker/db/shards';
import { emailBinding } from './api-support';

// Past one database (issue 46): DB is the directory, DB_SHARD_0 its own database, DB_SHARD_1 a
// second database with the same migrations.

const insertProperty = (db: D1Database, hostId: string, slug: string) =>
  db
    .prepare("INSERT INTO properties (host_id, slug, name, kind, city, country, created_at, updated_at) VALUES (?, ?, 'Shard test', 'inn', 'Paraty', 'BR', datetime('now'), datetime('now')) RETURNING id")
    .bind(hostId, slug)
    .first<number>('id');

const devShards = async () => {
  const response = await SELF.fetch('http://localhost/dev/shards');
  expect(response.status).toBe(200);
  return (await response.json()) as ShardCounts[];
};

describe('shards: bindings and the directory', () => {
  it('has two shards locally; DB_SHARD_0 is the directory database and DB_SHARD_1 another', async () => {
    expect(shardBindings(env)).toEqual(['DB_SHARD_0', 'DB_SHARD_1']);
    const slug = `shard-zero-${crypto.randomUUID()}`;
    await insertProperty(env.DB, 'shard-zero-host', slug);
    expect(await env.DB_SHARD_0.prepare('SELECT slug FROM properties WHERE slug = ?').bind(slug).first('slug')).toBe(slug);
    expect(await env.DB_SHARD_1.prepare('SELECT slug FROM properties WHERE slug = ?').bind(slug).first('slug')).toBeNull();
    // Every shard has the whole schema (one set of migrations).
    const tables = await env.DB_SHARD_1.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('properties', 'reservations', 'host_shards')").first<number>('n');
    expect(tables).toBe(3);
  });

  it('GET /dev/shards counts hosts, properties and reservations per shard', async () => {
    const before = await devShards();
    expect(before.map((shard) => shard.binding)).toEqual(['DB_SHARD_0', 'DB_SHARD_1']);
    const zero = await env.DB.prepare('SELECT (SELECT COUNT(*) FROM properties) AS p, (SELECT COUNT(*) FROM reservations) AS r').first<{ p: number; r: number }>();
    expect(before[0]).toMatchObject({ properties: zero!.p, reservations: zero!.r });
    await insertProperty(env.DB_SHARD_1, `dev-shards-${crypto.randomUUID()}`, `dev-shards-${crypto.randomUUID()}`);
    const after = await devShards();
    expect(after[1]!.properties).toBe(before[1]!.properties + 1);
    expect(after[1]!.hosts).toBe(before[1]!.hosts + 1);
    expect(after[0]!.properties).toBe(before[0]!.properties);
  });

  it('answers 404 outside local mode', async () => {
    const { createApp } = await import('../../worker/app');
    const response = await createApp().fetch(new Request('http://localhost/dev/shards'), { ...env, SUPABASE_URL: 'https://project.supabase.co' } as Env, createExecutionContext());
    expect(response.status).toBe(404);
  });
});

describe('shards: placing a host and reaching its rows', () => {
  it('puts a new host on the shard with the most room, keeps it there, and its rows stay apart', async () => {
    // Make DB_SHARD_1 the roomier one whatever ran before: it has fewer reservations than the demo's shard.
    const host = `placed-${crypto.randomUUID()}`;
    const counts = await devShards();
    const roomiest = [...counts].sort((a, b) => a.reservations - b.reservations || a.properties - b.properties)[0]!.binding;
    expect(await placeNewHost(env, host)).toBe(roomiest);
    expect(await placeNewHost(env, host)).toBe(roomiest);
    expect(await env.DB.prepare('SELECT binding FROM host_shards WHERE host_id = ?').bind(host).first('binding')).toBe(roomiest);

    // A host without a row lives in the directory's own database.
    forgetShards();
    expect(await shardOfHost(env, `unplaced-${crypto.randomUUID()}`)).toBe(DIRECTORY_SHARD);

    // Put the host on DB_SHARD_1 explicitly: its writes land there and not in the directory database.
    await env.DB.prepare("UPDATE host_shards SET binding = 'DB_SHARD_1' WHERE host_id = ?").bind(host).run();
    forgetShards(host);
    const db = await hostDatabase(env, host);
    const slug = `placed-${crypto.randomUUID()}`;
    await insertProperty(db, host, slug);
    expect(await env.DB_SHARD_1.prepare('SELECT host_id FROM properties WHERE slug = ?').bind(slug).first('host_id')).toBe(host);
    expect(await env.DB.prepare('SELECT host_id FROM properties WHERE slug = ?').bind(slug).first('host_id')).toBeNull();
  });

  it('reads the directory once per isolate: a cached host costs no round trip', async () => {
    const host = `cached-${crypto.randomUUID()}`;
    await env.DB.prepare("INSERT INTO host_shards (host_id, binding) VALUES (?, 'DB_SHARD_1')").bind(host).run();
    forgetShards(host);
    let reads = 0;
    const counting = {
      ...env,
      DB: { prepare: (sql: string) => ((reads += 1), env.DB.prepare(sql)) } as unknown as D1Database,
    } as Env;
    expect(await shardOfHost(counting, host)).toBe('DB_SHARD_1');
    expect(await shardOfHost(counting, host)).toBe('DB_SHARD_1');
    expect(reads).toBe(1);
  });
});

describe('shards: the cron walks every shard', () => {
  it('relays a pending contact message stored in each shard', async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    const insert = (db: D1Database, id: string) =>
      db
        .prepare("INSERT INTO contact_messages (id, name, email, subject, message, locale, status, attempts, next_attempt_at, created_at) VALUES (?, 'Ana', 'ana@example.com', 'Shards', 'Hello from a shard', 'pt', 'pending', 1, 0, datetime('now'))")
        .bind(id)
        .run();
    await insert(env.DB, ids[0]!);
    await insert(env.DB_SHARD_1, ids[1]!);
    const mail = emailBinding('deliver');
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }) as never, { ...env, EMAIL: mail.EMAIL } as Env, ctx as never);
    await waitOnExecutionContext(ctx);
    expect(await env.DB.prepare('SELECT status FROM contact_messages WHERE id = ?').bind(ids[0]).first('status')).toBe('sent');
    expect(await env.DB_SHARD_1.prepare('SELECT status FROM contact_messages WHERE id = ?').bind(ids[1]).first('status')).toBe('sent');
  });
});
