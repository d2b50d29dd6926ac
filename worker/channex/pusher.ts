/**
 * One Durable Object per connected property (binding CHANNEX_PUSHER, class ChannexPusher): it
 * coalesces that property's changes and sends them on its alarm, within the limits.
 *
 * Why a Durable Object with alarms (not Queues, not the 5-minute cron): the limits are per
 * property (10 + 10 calls a minute), so the sender must be one place per property that knows
 * when it last called; a DO is exactly that, single-threaded, and its alarm both coalesces a
 * burst (the first change sets it ~1 s ahead, later ones find it set) and waits out a 429 or an
 * outage (set it to the retry time; alarms survive restarts and are retried by the runtime).
 * Queues deliver per message with at-least-once semantics and no per-key ordering or rate, so
 * we would still need a per-property lock and limiter beside them. What to send is never in the
 * DO: it is in D1 (channex_changes, written by triggers with the change), so a lost alarm loses
 * nothing; the cron wakes every property with pending changes as a safety net.
 *
 * Plain class (fetch + alarm), the Workers runtime's original Durable Object interface.
 */
import { channexFor } from './service';
import { pushProperty } from './push';
import { databaseOf, knowMovedProperties, shardEnv, shardOfProperty } from '../db/shards';

/** How long the first change of a burst waits for the rest. */
export const COALESCE_MS = 1_000;

interface PusherState {
  storage: {
    get<T>(key: string): Promise<T | undefined>;
    put(key: string, value: unknown): Promise<void>;
    getAlarm(): Promise<number | null>;
    setAlarm(at: number): Promise<void>;
  };
}

export class ChannexPusher {
  constructor(
    private readonly state: PusherState,
    private readonly env: Env,
  ) {}

  /** POST /wake?property=N: send soon (an alarm already set stays as it is). */
  async fetch(request: Request): Promise<Response> {
    const propertyId = Number(new URL(request.url).searchParams.get('property'));
    if (!Number.isInteger(propertyId) || propertyId <= 0) return new Response('property?', { status: 400 });
    await this.state.storage.put('propertyId', propertyId);
    const alarm = await this.state.storage.getAlarm();
    if (alarm === null) await this.state.storage.setAlarm(Date.now() + COALESCE_MS);
    return new Response(null, { status: 204 });
  }

  async alarm(): Promise<void> {
    const propertyId = await this.state.storage.get<number>('propertyId');
    if (!propertyId) return;
    const result = await pushProperty(await propertyDatabase(this.env, propertyId), channexFor(this.env), propertyId, Date.now());
    if (result.nextAt !== null) await this.state.storage.setAlarm(Math.max(result.nextAt, Date.now() + 100));
  }
}

/**
 * The database holding a property's rows, for the pusher (issue 46): a Durable Object has no
 * request and no host, only the property id it was woken for, so it routes by id as the guest's
 * routes do (worker/db/shards.ts, shardOfProperty; a moved property by the directory's map, read
 * fresh as a write must be). A new env object per alarm: the shard's view (its session, its
 * round-trip counts) lives for this push only, not for the object's lifetime.
 */
async function propertyDatabase(env: Env, propertyId: number): Promise<D1Database> {
  const own = { ...env } as Env;
  await knowMovedProperties(own, () => undefined, Date.now(), true);
  return databaseOf(shardEnv(own, shardOfProperty(own, propertyId)));
}

/** Wakes the pusher of one property. Never throws (the cron wakes it later anyway). */
export async function wakePusher(env: Env, propertyId: number): Promise<void> {
  try {
    const namespace = env.CHANNEX_PUSHER;
    if (!namespace) return;
    const stub = namespace.get(namespace.idFromName(`property:${propertyId}`));
    await stub.fetch(`https://channex-pusher/wake?property=${propertyId}`, { method: 'POST' });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', where: 'channex.wake', propertyId, message: String((error as Error)?.message ?? error) }));
  }
}

/** Wakes the pusher of every property with changes waiting (after a write, and from the cron). */
export async function wakePending(env: Env, db: D1Database = env.DB): Promise<number> {
  const { results } = await db.prepare('SELECT DISTINCT property_id AS id FROM channex_changes').all<{ id: number }>();
  await Promise.all(results.map((row) => wakePusher(env, row.id)));
  return results.length;
}
