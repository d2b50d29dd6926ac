import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { openDatabase, parseDistance, type RequestDatabase } from '../db/connection';
import { isLocalMode } from '../db/demo';

/** The bookmark of the visitor's last write (D1 Sessions API), for their next requests. */
export const BOOKMARK_COOKIE = 'd1b';
/** The same bookmark for API clients that keep it themselves (sent back and echoed). */
export const BOOKMARK_HEADER = 'x-d1-bookmark';
/** Local mode: the request's D1 work when its response started, `total=N; depth=D`. */
export const ROUND_TRIPS_HEADER = 'x-d1-round-trips';
/**
 * How long a write's bookmark rides along: replicas catch up within seconds; after this the
 * visitor reads wherever is nearest again.
 */
export const BOOKMARK_SECONDS = 60;

/** A D1 bookmark as D1 writes them (hex groups and dashes); anything else is ignored. */
const BOOKMARK = /^[0-9a-f-]{8,160}$/i;

/** The original bindings behind a request's env (caches that live per isolate key on them). */
const bases = new WeakMap<object, Env>();
export function baseEnv(env: Env): Env {
  return bases.get(env) ?? env;
}

export interface DatabaseOptions {
  /** Called with every request's database as it opens (tests and the bench read the counts). */
  onOpen?: (database: RequestDatabase, request: Request) => void;
}

/**
 * Gives the request its database (worker/db/connection.ts): c.env.DB becomes a counted view in a
 * D1 session that starts from the visitor's bookmark (cookie or header), on the primary for a
 * method that writes, anywhere otherwise. After a write, the session's bookmark goes back to
 * the writer (cookie and header), so their next request reads at least what they wrote.
 */
export const database = (options: DatabaseOptions = {}): MiddlewareHandler<AppEnv> => async (c, next) => {
  const raw = c.env;
  const local = isLocalMode(raw);
  const carried = c.req.header(BOOKMARK_HEADER) ?? getCookie(c, BOOKMARK_COOKIE);
  const writes = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  const start = carried && BOOKMARK.test(carried) ? carried : writes ? 'first-primary' : 'first-unconstrained';
  // The simulated distance is a local-mode switch only; scripts/deploy-config.mjs refuses it too.
  const distance = local ? parseDistance((raw as Env & { D1_SIMULATED_DISTANCE?: string }).D1_SIMULATED_DISTANCE) : null;
  let opened: RequestDatabase;
  try {
    opened = openDatabase(raw.DB, { start, distance });
  } catch {
    // A bookmark D1 does not accept (another database's, a stale format): start afresh.
    opened = openDatabase(raw.DB, { start: writes ? 'first-primary' : 'first-unconstrained', distance });
  }
  const env = { ...raw, DB: opened.db } as Env;
  bases.set(env, raw);
  c.env = env;
  c.set('database', opened);
  options.onOpen?.(opened, c.req.raw);
  await next();
  if (local) c.header(ROUND_TRIPS_HEADER, `total=${opened.roundTrips.total}; depth=${opened.roundTrips.depth}`);
  const bookmark = opened.roundTrips.wrote ? opened.bookmark() : null;
  if (bookmark && BOOKMARK.test(bookmark)) {
    setCookie(c, BOOKMARK_COOKIE, bookmark, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      maxAge: BOOKMARK_SECONDS,
    });
    c.header(BOOKMARK_HEADER, bookmark);
  }
};
