/**
 * The page cache's keys and store (worker/ssr/page-cache.ts), apart from the renderer so that a
 * purge (worker/site/cache.ts, called by host.site.update) does not import the page renderer
 * into the API's import graph (tests/unit/islands-convention.test.ts).
 */
import type { Locale } from '../../shared/locales';

/** The cache key of a shared page: same origin (the Cache API is per zone), never a real URL of the site. */
export function pageCacheKey(origin: string, buildId: string, locale: Locale, localePath: string, suggestedLocale: Locale | null): string {
  return `${origin}/__page-cache/${encodeURIComponent(buildId)}/${locale}/${suggestedLocale ?? '-'}${localePath}`;
}

/** The builds this isolate keyed pages on (a purge, worker/site/cache.ts, deletes each one's copy). */
export const BUILDS_SEEN = new Set<string>();

export function cacheStorage(): Cache | null {
  // The Node entry has no Cache API; there every page renders per request.
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
}
