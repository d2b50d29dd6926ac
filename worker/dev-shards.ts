import type { Context } from 'hono';
import type { AppEnv } from './context';
import { isLocalMode } from './db/demo';
import { shardCounts } from './db/shards';

/**
 * GET /dev/shards (issue 46; local mode only, 404 otherwise): each shard's binding and its counts
 * of hosts, properties and reservations, `[{ binding, hosts, properties, reservations }]`.
 */
export async function devShards(c: Context<AppEnv>): Promise<Response> {
  if (!isLocalMode(c.env)) return c.notFound();
  return c.json(await shardCounts(c.env), 200, { 'cache-control': 'no-store' });
}
