import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { LOCALE_COOKIE, type Locale } from '../../shared/locales';

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

/** The cookies an anonymous page may depend on: only the language choice (it is in the key). */
const ANONYMOUS_COOKIES = new Set([LOCALE_COOKIE]);

/** Whether this request for a cacheable route may be answered from, and stored in, the page cache. */
export function isSharedPageRequest(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET' || c.get('user')) return false;
  if (c.req.header('authorization')) return false;
  if (new URL(c.req.url).search) return false;
  const cookie = c.req.header('cookie');
  if (cookie) {
    for (const part of cookie.split(';')) {
      const name = part.split('=', 1)[0]?.trim();
      if (name && !ANONYMOUS_COOKIES.has(name)) return false;
    }
  }
  return true;
}

/** The cache key of a shared page: same origin (the Cache API is per zone), never a real URL of the site. */
export function pageCacheKey(url: string, buildId: string, locale: Locale, localePath: string, suggestedLocale: Locale | null): string {
  const { origin } = new URL(url);
  return `${origin}/__page-cache/${encodeURIComponent(buildId)}/${locale}/${suggestedLocale ?? '-'}${localePath}`;
}

function cacheStorage(): Cache | null {
  // The Node entry has no Cache API; there every page renders per request.
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
}

export function withCacheStatus(response: Response, status: CacheStatus): Response {
  const headers = new Headers(response.headers);
  headers.set(CACHE_STATUS_HEADER, status);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * Answers a shared page from the cache, or renders it (`render`) and stores it while it streams
 * to the visitor. A page that sets a cookie or answers anything but 200 is never stored.
 */
export async function servePageFromCache(c: Context<AppEnv>, key: string, render: () => Promise<Response>): Promise<Response> {
  const cache = cacheStorage();
  if (!cache) return withCacheStatus(await render(), 'bypass');
  const cacheKey = new Request(key);
  const hit = await cache.match(cacheKey);
  if (hit) {
    // The stored copy keeps only the body; headers are the page's own, as on a miss.
    return new Response(hit.body, { status: 200, headers: { ...PAGE_HEADERS, [CACHE_STATUS_HEADER]: 'hit' } });
  }
  const response = await render();
  if (response.status !== 200 || response.headers.has('set-cookie') || !response.body) return withCacheStatus(response, 'bypass');
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
  return withCacheStatus(new Response(toVisitor, response), 'miss');
}

/** The headers of every rendered page (worker/ssr/render.tsx), the same for a copy from the cache. */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // Browsers revalidate: a visitor who signs in must see their own header at once.
  'cache-control': 'private, no-cache',
  vary: 'Cookie, Accept-Language',
} as const;

