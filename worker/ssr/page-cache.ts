import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { PAGE_HEADERS } from './head';
import { suggestLocale } from './render';
import { LOCALE_COOKIE, type Locale } from '../../shared/locales';
import { SAVED_COOKIE } from '../../shared/properties/saved';
import { BOOKMARK_COOKIE } from '../middleware/database';
import { BUILDS_SEEN, cacheStorage, pageCacheKey } from './page-cache-keys';

export { BUILDS_SEEN, cacheStorage, pageCacheKey };

/**
 * The edge's copy of pages that are the same bytes for every anonymous visitor of a locale
 * (routes marked `edgeCache`: marketing, content, blog). Kept in the Cache API of the data
 * centre, keyed by origin, build, locale, path and the language hint the page offers; the build
 * id is new for every build, so a deploy starts from an empty cache by construction.
 *
 * Anything that could make a page personal bypasses the cache both ways (never read, never
 * written): a session or an Authorization header, any cookie but the language choice, a query
 * string (form outcomes, filters), a method other than GET.
 */
export const CACHE_STATUS_HEADER = 'x-estadia-cache';
export type CacheStatus = 'hit' | 'miss' | 'bypass';

/** How long a copy is served: bounds how stale the little D1 data on these pages can get (the WhatsApp number). */
export const PAGE_CACHE_SECONDS = 300;

/**
 * The cookies an anonymous page may carry: the language choice (it is in the key), the saved
 * listings (only the property page reads them, and it is never cached) and the bookmark of the
 * visitor's last write (worker/middleware/database.ts: it orders their reads of what they wrote,
 * which no shared page shows).
 */
const ANONYMOUS_COOKIES = new Set([LOCALE_COOKIE, SAVED_COOKIE, BOOKMARK_COOKIE]);

/** Whether this request for a cacheable route may be answered from, and stored in, the page cache. */
function isSharedPageRequest(c: Context<AppEnv>, url: URL): boolean {
  if (c.req.method !== 'GET' || c.get('user') || c.req.header('authorization') || url.search) return false;
  return Object.keys(getCookie(c)).every((name) => ANONYMOUS_COOKIES.has(name));
}


/** The page's own headers plus what the cache did. */
function answer(body: ReadableStream | null, status: number, headers: HeadersInit, cache: CacheStatus): Response {
  const all = new Headers(headers);
  all.set(CACHE_STATUS_HEADER, cache);
  return new Response(body, { status, headers: all });
}

export interface SharedPageOptions {
  url: URL;
  buildId: string;
  render: () => Promise<Response>;
}

/**
 * A page of an `edgeCache` route: for an anonymous visitor, the stored copy or a render that is
 * stored while it streams out; for anyone else, a render never stored. A page that sets a
 * cookie or answers anything but 200 is never stored.
 */
export async function serveSharedPage(c: Context<AppEnv>, { url, buildId, render }: SharedPageOptions): Promise<Response> {
  BUILDS_SEEN.add(buildId);
  const cache = cacheStorage();
  if (!cache || !isSharedPageRequest(c, url)) {
    const response = await render();
    return answer(response.body, response.status, response.headers, 'bypass');
  }
  const locale = c.get('locale');
  const cacheKey = new Request(pageCacheKey(url.origin, buildId, locale, c.get('localePath'), suggestLocale(c, locale)));
  const hit = await cache.match(cacheKey);
  // The stored copy keeps only the body; headers are the page's own, as on a miss.
  if (hit) return answer(hit.body, 200, PAGE_HEADERS, 'hit');
  const response = await render();
  if (response.status !== 200 || response.headers.has('set-cookie') || !response.body) return answer(response.body, response.status, response.headers, 'bypass');
  const [toVisitor, toCache] = response.body.tee();
  const stored = new Response(toCache, { headers: { 'content-type': PAGE_HEADERS['content-type'], 'cache-control': `public, max-age=${PAGE_CACHE_SECONDS}` } });
  const put = cache.put(cacheKey, stored).catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', where: 'page-cache', requestId: c.get('requestId'), message: String(error) }));
  });
  try {
    c.executionCtx.waitUntil(put);
  } catch {
    // No execution context (a test calling app.fetch directly): the put still runs as the body streams.
  }
  return answer(toVisitor, 200, response.headers, 'miss');
}
