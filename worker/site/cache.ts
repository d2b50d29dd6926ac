/**
 * Purging a host's site from the edge cache when they save it (issue 45). Its home and links
 * pages are `edgeCache` routes (worker/ssr/page-cache.ts): one copy per origin, build, locale,
 * path and offered language hint. A save deletes every copy of the old and new addresses — the
 * platform's origin (SITE_URL), the origin the save came through, and the custom domain(s) — in
 * every locale and hint, for this build and any other this isolate served.
 *
 * The Cache API is per data centre. When the deploy configures the zone (CLOUDFLARE_ZONE_ID and
 * the secret CLOUDFLARE_API_TOKEN; CLOUDFLARE_API_URL, default the public API), the same keys on
 * https origins are purged in every data centre too: `POST /zones/{zone_id}/purge_cache` with
 * `{ files: [...] }`, at most 100 URLs a call (Cloudflare's documented limit). Without it, the
 * copies other data centres hold expire within PAGE_CACHE_SECONDS (5 minutes). See README,
 * "The host's own booking site".
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

/** Cloudflare's documented limit of URLs in one purge call. */
export const PURGE_FILES_PER_CALL = 100;
export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';

/**
 * Purges `urls` in every data centre of the zone, when the deploy configured one (else does
 * nothing: the local data centre's delete is all there is). A failed call is logged, never the
 * host's save's failure: the copies still expire within PAGE_CACHE_SECONDS.
 */
export async function purgeZone(env: Pick<Env, 'CLOUDFLARE_API_URL' | 'CLOUDFLARE_ZONE_ID' | 'CLOUDFLARE_API_TOKEN'>, urls: readonly string[]): Promise<number> {
  const zone = env.CLOUDFLARE_ZONE_ID;
  const token = env.CLOUDFLARE_API_TOKEN;
  if (!zone || !token || urls.length === 0) return 0;
  const base = (env.CLOUDFLARE_API_URL || CLOUDFLARE_API).replace(/\/+$/, '');
  let purged = 0;
  for (let start = 0; start < urls.length; start += PURGE_FILES_PER_CALL) {
    const files = urls.slice(start, start + PURGE_FILES_PER_CALL);
    try {
      const response = await fetch(`${base}/zones/${encodeURIComponent(zone)}/purge_cache`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ files }),
      });
      const answer = (await response.json().catch(() => null)) as { success?: boolean; errors?: { code?: number; message?: string }[] } | null;
      if (!response.ok || answer?.success !== true) throw new Error(`${response.status} ${JSON.stringify(answer?.errors ?? [])}`);
      purged += files.length;
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', where: 'site-purge', message: String((error as Error)?.message ?? error) }));
    }
  }
  return purged;
}

/**
 * Deletes the copies here (answers how many were there) and, when the zone is configured, the
 * https ones in every data centre (purgeZone).
 */
export async function purgeSite(env: Pick<Env, 'CLOUDFLARE_API_URL' | 'CLOUDFLARE_ZONE_ID' | 'CLOUDFLARE_API_TOKEN'>, origins: readonly string[], slugs: readonly string[]): Promise<number> {
  const keys = siteCacheKeys(origins, slugs);
  const cache = cacheStorage();
  const [deleted] = await Promise.all([
    cache ? Promise.all(keys.map((key) => cache.delete(new Request(key)))) : Promise.resolve([]),
    purgeZone(env, keys.filter((key) => key.startsWith('https://'))),
  ]);
  return deleted.filter(Boolean).length;
}

/** The origins a site's pages are served from: the platform's, the request's, its custom domain(s). */
export function siteOrigins(siteUrl: string, requestOrigin: string | undefined, domains: readonly (string | null | undefined)[]): string[] {
  const origins = [new URL(siteUrl).origin, ...(requestOrigin ? [requestOrigin] : [])];
  for (const domain of domains) if (domain) origins.push(`https://${domain}`, `http://${domain}`);
  return origins;
}
