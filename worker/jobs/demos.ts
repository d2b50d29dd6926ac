/**
 * Expiry of the visitors' demo copies (issue 30, worker/demo/copy.ts): the cron deletes every
 * copy whose 24 hours are over — its photo objects, every row of every host table (the tables
 * worker/account/data.ts finds from the schema, `demo_copies` included) and its auth user.
 */
import { deleteHostStatements } from '../account/data';
import { deleteMailBodiesOf } from '../mail/bodies';
import { hostPhotoKeys } from '../db/photos';
import { DIRECTORY_SHARD, databaseOf, forgetShards, shardDatabase, shardEnv, shardOfHost } from '../db/shards';

interface ObjectStore {
  list(options: { prefix: string; cursor?: string }): Promise<{ objects: { key: string }[]; truncated: boolean; cursor?: string }>;
  delete(keys: string[]): Promise<void>;
}

/** Deletes the stored objects of a host's photos (`<object_key>/…` in the PHOTOS bucket, when bound). */
async function deletePhotoObjectsOf(env: Pick<Env, 'DB'> & { PHOTOS?: ObjectStore }, hostId: string): Promise<number> {
  const bucket = env.PHOTOS;
  if (!bucket) return 0;
  let deleted = 0;
  for (const key of await hostPhotoKeys(env.DB, hostId)) {
    let cursor: string | undefined;
    do {
      const listed = await bucket.list({ prefix: `${key}/`, cursor });
      if (listed.objects.length) await bucket.delete(listed.objects.map((object) => object.key));
      deleted += listed.objects.length;
      cursor = listed.truncated ? listed.cursor : undefined;
    } while (cursor);
  }
  return deleted;
}

/**
 * Every row of a demo host (and its local auth user, its auth mails). A copy on the directory's
 * own shard: one batch. A copy placed on another shard (issue 46): its rows there in one batch,
 * then the directory's (account, expiry record, host → shard row) in another — in that order, so
 * a failure between them leaves the expiry record for the next run to finish. `copyOnShard:
 * false`: the copy's batch failed (all or nothing: no row of it on the shard), only the
 * directory's rows are deleted.
 */
export async function deleteDemoRows(env: Env, hostId: string, { copyOnShard = true }: { copyOnShard?: boolean } = {}): Promise<void> {
  const db = env.DB;
  const binding = await shardOfHost(env, hostId);
  if (binding !== DIRECTORY_SHARD && copyOnShard) {
    const shard = shardDatabase(env, binding);
    await shard.batch(await deleteHostStatements(shard, hostId));
  }
  const statements = await deleteHostStatements(db, hostId);
  if (!env.SUPABASE_URL) {
    const user = await db.prepare('SELECT email FROM auth_users WHERE id = ?').bind(hostId).first<{ email: string }>();
    if (user) statements.push(db.prepare('DELETE FROM auth_outbox WHERE to_email = ?').bind(user.email));
    statements.push(db.prepare('DELETE FROM auth_users WHERE id = ?').bind(hostId));
  }
  await db.batch(statements);
  forgetShards(hostId);
}

/**
 * Cron: deletes the demo copies whose 24 hours are over (at most `limit` per run): photo
 * objects first, then every host row and the auth user in one batch per copy (with Supabase,
 * the user through the admin API afterwards).
 */
export async function purgeExpiredDemos(env: Env, now = Date.now(), limit = 25): Promise<{ deleted: number; failed: number }> {
  const { results } = await env.DB.prepare('SELECT host_id FROM demo_copies WHERE expires_at <= ? ORDER BY expires_at LIMIT ?').bind(now, limit).all<{ host_id: string }>();
  let deleted = 0;
  let failed = 0;
  const extended = env as Env & { PHOTOS?: ObjectStore; SUPABASE_SECRET_KEY?: string };
  for (const { host_id: hostId } of results) {
    try {
      // The photos' keys are on the host's shard (issue 46: a copy may be placed on any).
      await deletePhotoObjectsOf({ DB: databaseOf(shardEnv(env, await shardOfHost(env, hostId))), PHOTOS: extended.PHOTOS }, hostId);
      await deleteMailBodiesOf(env, hostId);
      await deleteDemoRows(env, hostId);
      if (env.SUPABASE_URL && extended.SUPABASE_SECRET_KEY) {
        const base = env.SUPABASE_URL.replace(/\/+$/, '');
        const secret = extended.SUPABASE_SECRET_KEY;
        await fetch(`${base}/auth/v1/admin/users/${encodeURIComponent(hostId)}`, { method: 'DELETE', headers: { apikey: secret, authorization: `Bearer ${secret}` } });
      }
      deleted += 1;
    } catch (error) {
      failed += 1;
      console.error(JSON.stringify({ level: 'error', where: 'demo-expiry', hostId, message: String(error) }));
    }
  }
  return { deleted, failed };
}

