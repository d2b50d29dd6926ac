import type { Context } from 'hono';
import type { AppEnv } from './context';
import { isLocalMode } from './db/demo';
import { shardBindings, shardCounts } from './db/shards';
import { moveHost } from './db/shard-move';

/**
 * GET /dev/shards (issue 46; local mode only, 404 otherwise): each shard's binding and its counts
 * of hosts, properties and reservations, `[{ binding, hosts, properties, reservations }]`.
 */
export async function devShards(c: Context<AppEnv>): Promise<Response> {
  if (!isLocalMode(c.env)) return c.notFound();
  return c.json(await shardCounts(c.env), 200, { 'cache-control': 'no-store' });
}

/**
 * POST /dev/shards/move?host=<id>&to=<binding> (issue 46, item 4; local mode only, 404 otherwise):
 * moves a host between the local shards with moveHost (worker/db/shard-move.ts) — what
 * `npm run shards:move -- --host <id> --to <binding>` calls on the running `npm start`. Answers
 * the move's report (each table's rows and checksum), or 409 with the reason (the old copy
 * still serving).
 */
export async function devShardsMove(c: Context<AppEnv>): Promise<Response> {
  if (!isLocalMode(c.env)) return c.notFound();
  const host = c.req.query('host') ?? '';
  const to = c.req.query('to') ?? '';
  if (!host || !/^DB_SHARD_[0-9]+$/.test(to) || !shardBindings(c.env).includes(to)) {
    return c.json({ error: `host and to (one of ${shardBindings(c.env).join(', ')}) are required` }, 400, { 'cache-control': 'no-store' });
  }
  try {
    return c.json(await moveHost(c.env, host, to), 200, { 'cache-control': 'no-store' });
  } catch (error) {
    return c.json({ error: String((error as Error)?.message ?? error), serving: 'the old copy' }, 409, { 'cache-control': 'no-store' });
  }
}
