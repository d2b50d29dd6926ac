/**
 * The worker `npm run bench` serves: the production worker, unchanged, wrapped with what only a
 * benchmark needs, so production code carries no bench flags:
 * - an email binding that fails half the time (fault injection for the contact relay);
 * - the dashboard rendered without the edge guard (header `x-bench-unguarded`), to price it;
 * - the session check's D1 read answered in memory (header `x-bench-no-session-check`), to price it;
 * - `/__bench/cron?at=` to run the scheduled handler now (as if at a later time), `/__bench/sql`
 *   to count rows (in a shard's database with `binding`).
 * Built only by scripts/bench/vite.config.ts into the bench's temporary directory.
 */
import production from '../../worker/index';
// The production worker's Durable Object classes, exported from the entry as wrangler expects.
export { ChannexPusher } from '../../worker/channex/pusher';
import { createApp } from '../../worker/app';
import { renderPage } from '../../worker/ssr/render';
import { routeById } from '../../shared/routes';
import type { SessionUser } from '../../shared/bootstrap';
import type { RoundTrips } from '../../worker/db/connection';

const emailStats = { attempts: 0, injectedFailures: 0, delivered: 0 };

/** Rejects about half of the sends, as a flaky mail provider would. */
function flakyEmail(binding: SendEmail): SendEmail {
  return {
    async send(message: Parameters<SendEmail['send']>[0]) {
      emailStats.attempts += 1;
      if (Math.random() < 0.5) {
        emailStats.injectedFailures += 1;
        throw new Error('bench: injected email delivery failure');
      }
      const result = await binding.send(message);
      emailStats.delivered += 1;
      return result;
    },
  } as SendEmail;
}

let faulty: Env | null = null;
function withFaults(env: Env): Env {
  if (!faulty) {
    const email = flakyEmail(env.EMAIL);
    faulty = new Proxy(env, { get: (target, key) => (key === 'EMAIL' ? email : Reflect.get(target, key)) });
  }
  return faulty;
}

/**
 * The same bindings with the session check's D1 read answered in memory (worker/auth/revocation.ts:
 * "alive"), header `x-bench-no-session-check`: prices that one indexed read per host request.
 */
const REVOCATION_READ = /FROM auth_sessions WHERE id = \? AND user_id = \?|FROM revoked_sessions WHERE session_id/;
const unchecked = new WeakMap<Env, Env>();
function withoutSessionCheck(env: Env): Env {
  let wrapped = unchecked.get(env);
  if (!wrapped) {
    // Requests read through a D1 session (worker/db/connection.ts): the session's reads are answered too.
    const answered = <T extends Pick<D1Database, 'prepare'>>(binding: T): T =>
      new Proxy(binding, {
        get(target, key) {
          if (key === 'withSession') return (start: string) => answered((target as unknown as D1Database).withSession(start));
          if (key !== 'prepare') {
            const value: unknown = Reflect.get(target, key);
            return typeof value === 'function' ? value.bind(target) : value;
          }
          return (sql: string) => {
            if (!REVOCATION_READ.test(sql)) return target.prepare(sql);
            const alive = { bind: () => alive, first: async () => (sql.includes('auth_sessions') ? { ok: 1 } : null) };
            return alive as unknown as D1PreparedStatement;
          };
        },
      });
    const db = answered(env.DB);
    wrapped = new Proxy(env, { get: (target, key) => (key === 'DB' ? db : Reflect.get(target, key)) });
    unchecked.set(env, wrapped);
  }
  return wrapped;
}

/**
 * Issue 29 (scripts/bench/edge.mjs): a request with `x-bench-id` runs through the same app with
 * its D1 round trips recorded (read back at `/__bench/round-trips?id=`) and the simulated
 * distance of `x-bench-distance` (ms per round trip; the bench's run is local mode).
 */
const roundTrips = new Map<string, RoundTrips>();
const metered = createApp({
  onDatabase: (database, request) => {
    const id = request.headers.get('x-bench-id');
    if (!id) return;
    roundTrips.set(id, database.roundTrips);
    if (roundTrips.size > 2000) roundTrips.delete(roundTrips.keys().next().value!);
  },
});

const dashboard = routeById('dashboard');
/** The same app and page, the user taken as given instead of verified from the cookie. */
const unguarded = createApp({
  extend: (app) =>
    app.get('*', (c) => {
      const user = JSON.parse(c.req.header('x-bench-unguarded') ?? 'null') as SessionUser | null;
      c.set('user', user);
      return renderPage(c, { match: { route: dashboard, params: {} }, status: 200 });
    }),
});

/** Runs the cron handler now, as if at `scheduledTime` (later = retry back-offs have elapsed). */
async function runScheduled(env: Env, scheduledTime: number): Promise<Response> {
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => pending.push(p), passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  const controller = { cron: '*/5 * * * *', scheduledTime, noRetry() {} } as unknown as ScheduledController;
  await production.scheduled(controller, env, ctx);
  await Promise.allSettled(pending);
  return Response.json({ ok: true, email: emailStats });
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/__bench/ping') return Response.json({ bench: true });
    if (url.pathname === '/__bench/cron') return runScheduled(withFaults(env), Number(url.searchParams.get('at')) || Date.now());
    if (url.pathname === '/__bench/sql' && request.method === 'POST') {
      // `binding` (issue 46, scripts/bench/shards.mjs): a shard's own database instead of the directory.
      const { sql, binding } = (await request.json()) as { sql: string; binding?: string };
      const database = binding ? (env as unknown as Record<string, D1Database | undefined>)[binding] : env.DB;
      if (!database || (binding && !/^DB_SHARD_\d+$/.test(binding))) return Response.json({ error: `no binding ${binding}` }, { status: 400 });
      const { results } = await database.prepare(sql).all();
      return Response.json({ results, email: emailStats });
    }
    if (url.pathname === '/__bench/round-trips') {
      const trips = roundTrips.get(url.searchParams.get('id') ?? '');
      return Response.json(trips ? { total: trips.total, depth: trips.depth } : null);
    }
    if (request.headers.has('x-bench-id')) return metered.fetch(request, { ...withFaults(env), D1_SIMULATED_DISTANCE: request.headers.get('x-bench-distance') ?? '' } as Env, ctx);
    if (request.headers.has('x-bench-unguarded')) return unguarded.fetch(request, env, ctx);
    if (request.headers.has('x-bench-no-session-check')) return production.fetch(request, withoutSessionCheck(withFaults(env)), ctx);
    return production.fetch(request, withFaults(env), ctx);
  },
  scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    return production.scheduled(controller, withFaults(env), ctx);
  },
};
