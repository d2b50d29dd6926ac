/**
 * Past one database (issue 46), the personal demo (issue 30) when placement puts its host on
 * DB_SHARD_1 (SHARD_PLACEMENT = "roomiest", DB_SHARD_0 the fuller one): the account, the
 * directory's row and the expiry record in the directory, the copy on DB_SHARD_1 (with its own
 * `demo_copies` row, which that shard's filters read: no mail sent, never listed); the cron's
 * expiry deletes it from both. A failed copy leaves nothing behind.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { hostTables } from '../../worker/account/data';
import { PROPERTY_ID_SPAN, forgetShards } from '../../worker/db/shards';
import { moveHost } from '../../worker/db/shard-move';
import { COOKIE, ORIGIN } from './auth-support';
import { uniqueIp, workerFetchWith } from './api-support';
import { readSessionCookie } from '../../worker/auth/cookie';
import { data, mutate, query, type Person } from './team-support';

const placed = workerFetchWith({ SHARD_PLACEMENT: 'roomiest' } as Partial<Env>);
const unplaced = workerFetchWith({ SHARD_PLACEMENT: 'directory' } as Partial<Env>);
const count = async (db: D1Database, sql: string, ...values: unknown[]) => (await db.prepare(sql).bind(...values).first<number>('n')) ?? 0;

/** Presses "Experimente agora" (with placement on unless `where` says otherwise): the demo's session. */
async function placedDemo(where: 'placed' | 'unplaced' = 'placed'): Promise<Person> {
  const response = await (where === 'placed' ? placed : unplaced)(`${ORIGIN}/demo/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
    body: new URLSearchParams({ locale: 'pt' }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const cookies = Object.fromEntries(response.headers.getSetCookie().map((line) => line.split(';')[0]!.split(/=(.*)/s).slice(0, 2) as [string, string]));
  const stored = readSessionCookie(cookies, COOKIE);
  if (stored.state !== 'present') throw new Error('no session cookie');
  const session = stored.session as unknown as { access_token: string; user: { id: string; email: string } };
  return { token: session.access_token, id: session.user.id, email: session.user.email };
}

async function rowsOf(db: D1Database, hostId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await hostTables(db)) counts[table.name] = await count(db, `SELECT COUNT(*) AS n FROM "${table.name}" WHERE host_id = ?`, hostId);
  return counts;
}
const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

async function cron(scheduledTime: number, sent: string[] = []) {
  const BOOKING_EMAIL = { send: async (message: { to: string }) => void sent.push(message.to) } as unknown as SendEmail;
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime, cron: '*/5 * * * *' }) as never, { ...env, BOOKING_EMAIL } as Env, ctx as never);
  await waitOnExecutionContext(ctx);
}

/** A pending guest mail of the demo on DB_SHARD_1, then a cron run: it was not sent. Its recipient. */
async function cronSendsNoMailOf(hostId: string): Promise<string> {
  const recipient = `demo.guest.${crypto.randomUUID().slice(0, 8)}@example.com`;
  await env.DB_SHARD_1.prepare(
    "INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at) VALUES (?, ?, NULL, 'booking_guest', ?, 'Reserva', '<p>x</p>', 'x', 'pending', 0, 0, ?)",
  )
    .bind(crypto.randomUUID(), hostId, recipient, new Date().toISOString())
    .run();
  const sent: string[] = [];
  await cron(Date.now(), sent);
  expect(sent).not.toContain(recipient);
  return recipient;
}

describe('shards: a personal demo placed on DB_SHARD_1', () => {
  it('is copied there whole, works, sends no mail, is never listed, and expires from both databases', async () => {
    const demo = await placedDemo();
    expect(await env.DB.prepare('SELECT binding FROM host_shards WHERE host_id = ?').bind(demo.id).first('binding')).toBe('DB_SHARD_1');
    // The copy on DB_SHARD_1 (ids in its span), its account and expiry record in the directory.
    const onShard = await rowsOf(env.DB_SHARD_1, demo.id);
    expect(onShard).toMatchObject({ properties: 9, reservations: 96, demo_copies: 1 });
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM properties WHERE host_id = ? AND id <= ?', demo.id, PROPERTY_ID_SPAN)).toBe(0);
    expect(nonZero(await rowsOf(env.DB, demo.id))).toEqual({ demo_copies: 1, host_shards: 1 });
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM auth_users WHERE id = ?', demo.id)).toBe(1);

    // The workspace reads it from DB_SHARD_1, its outbox included.
    const listed = data(await query(demo, 'host.properties.list')) as { id: number }[];
    expect(listed).toHaveLength(9);
    const outbox = data(await query(demo, 'host.demo.outbox')) as { expiresAt: number } | null;
    expect(outbox?.expiresAt).toBeGreaterThan(Date.now());

    // Published by its visitor: never on the marketplace (DB_SHARD_1's own demo_copies row says so).
    expect((await mutate(demo, 'host.properties.setPublished', { id: listed[0]!.id, published: true })).status).toBe(200);
    forgetShards();
    const listings = data(await query(null, 'marketplace.listings', { locale: 'pt' })) as { id: number }[];
    expect(listings.filter((listing) => listed.some((own) => own.id === listing.id))).toEqual([]);
    expect((await query(null, 'booking.property', { propertyId: listed[0]!.id, locale: 'pt' })).status).toBe(404);

    // Its mail stays in its outbox: the cron sends nothing of it.
    const recipient = await cronSendsNoMailOf(demo.id);
    expect(await env.DB_SHARD_1.prepare('SELECT status, attempts FROM mail_outbox WHERE recipient = ?').bind(recipient).first()).toEqual({ status: 'pending', attempts: 0 });
    expect((await rowsOf(env.DB_SHARD_1, demo.id)).properties).toBe(9);

    // 24 hours later: the expiry job deletes every row on DB_SHARD_1 and the account in the directory.
    const expiresAt = (await env.DB.prepare('SELECT expires_at FROM demo_copies WHERE host_id = ?').bind(demo.id).first<number>('expires_at'))!;
    await cron(expiresAt + 60_000);
    expect(nonZero(await rowsOf(env.DB_SHARD_1, demo.id))).toEqual({});
    expect(nonZero(await rowsOf(env.DB, demo.id))).toEqual({});
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM auth_users WHERE id = ?', demo.id)).toBe(0);
  });

  it('a copy that fails on DB_SHARD_1 leaves no account, no directory row and no rows behind', async () => {
    const before = await count(env.DB, 'SELECT COUNT(*) AS n FROM auth_users');
    const shardBefore = await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM properties');
    // DB_SHARD_1 refuses the copy's batch (a full database, an outage); its small batches go through.
    const refusing = <T extends object>(inner: T): T =>
      new Proxy(inner, {
        get(target, name) {
          const value = Reflect.get(target, name);
          if (name === 'batch') return (statements: unknown[]) => (statements.length > 10 ? Promise.reject(new Error('D1_ERROR: simulated outage')) : (value as (s: unknown[]) => unknown).call(target, statements));
          if (name === 'withSession') return (...args: unknown[]) => refusing((value as (...a: unknown[]) => object).apply(target, args));
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    const broken = refusing(env.DB_SHARD_1);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetcher = workerFetchWith({ SHARD_PLACEMENT: 'roomiest', DB_SHARD_1: broken } as Partial<Env>);
    const response = await fetcher(`${ORIGIN}/demo/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
      body: JSON.stringify({ locale: 'pt' }),
    });
    vi.restoreAllMocks();
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM auth_users')).toBe(before);
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM properties')).toBe(shardBefore);
    expect(await count(env.DB, "SELECT COUNT(*) AS n FROM host_shards WHERE host_id NOT IN (SELECT id FROM auth_users) AND host_id IN (SELECT host_id FROM demo_copies)")).toBe(0);
  });

  it('a demo moved to DB_SHARD_1 (npm run shards:move) takes its expiry record there too: still no mail, and it expires from DB_SHARD_1', async () => {
    const demo = await placedDemo('unplaced');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM host_shards WHERE host_id = ?').bind(demo.id).first('n')).toBe(0);
    await moveHost(env, demo.id, 'DB_SHARD_1', { settleMs: 0 });
    forgetShards();
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM demo_copies WHERE host_id = ?', demo.id)).toBe(1);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM demo_copies WHERE host_id = ?', demo.id)).toBe(1);
    expect((await rowsOf(env.DB_SHARD_1, demo.id)).reservations).toBe(96);
    expect(data(await query(demo, 'host.demo.outbox'))).not.toBeNull();

    await cronSendsNoMailOf(demo.id);

    const expiresAt = (await env.DB.prepare('SELECT expires_at FROM demo_copies WHERE host_id = ?').bind(demo.id).first<number>('expires_at'))!;
    await cron(expiresAt + 60_000);
    expect(nonZero(await rowsOf(env.DB_SHARD_1, demo.id))).toEqual({});
    expect(nonZero(await rowsOf(env.DB, demo.id))).toEqual({});
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM auth_users WHERE id = ?', demo.id)).toBe(0);
  });
});
