/**
 * Purging a host's site from the edge cache when they save it (issue 45). Its home and links
 * pages are `edgeCache` routes (worker/ssr/page-cache.ts): one copy per origin, build, locale,
 * path and offered language hint. A save deletes every copy of the old and new addresses — the
 * platform's origin (SITE_URL), the origin the save came through, and the custom domain(s) — in
 * every locale and hint, for this build and any other this isolate served.
 *
 * The Cache API is per data centre: the copies other data centres hold expire within
 * PAGE_CACHE_SECONDS (5 minutes). See README, "The host's own booking site".
 */
import clientAssets from 'virtual:estadia/client-assets';
import { BUILDS_SEEN, cacheStorage, pageCacheKey } from '../ssr/page-cache-keys';
import { LOCALES } from '../../shared/locales';

/** The locale-free paths of a site's cached pages. */
export const sitePaths = (slug: string) => [`/s/${slug}`, `/s/${slug}/links`];

/** Every cache key a site's pages may be stored under. */
export function siteCacheKeys(origins: readonly string[], slugs: readonly string[]): string[] {
  const builds = new Set([clientAssets.buildId, ...BUILDS_SEEN]);
  const keys: string[] = [];
  for (const origin of new Set(origins))
    for (const build of builds)
      for (const slug of new Set(slugs))
        for (const path of sitePaths(slug))
          for (const locale of LOCALES) for (const hint of [null, ...LOCALES]) if (hint !== locale) keys.push(pageCacheKey(origin, build, locale, path, hint));
  return keys;
}

/** Deletes the copies; answers how many were there. */
export async function purgeSite(origins: readonly string[], slugs: readonly string[]): Promise<number> {
  const cache = cacheStorage();
  if (!cache) return 0;
  const deleted = await Promise.all(siteCacheKeys(origins, slugs).map((key) => cache.delete(new Request(key))));
  return deleted.filter(Boolean).length;
}

/** The origins a site's pages are served from: the platform's, the request's, its custom domain(s). */
export function siteOrigins(siteUrl: string, requestOrigin: string | undefined, domains: readonly (string | null | undefined)[]): string[] {
  const origins = [new URL(siteUrl).origin, ...(requestOrigin ? [requestOrigin] : [])];
  for (const domain of domains) if (domain) origins.push(`https://${domain}`, `http://${domain}`);
  return origins;
}
