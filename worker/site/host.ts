/**
 * A host's site at their own domain (issue 45): in production a Cloudflare for SaaS custom
 * hostname routes it to this worker; locally a `Host` header equal to the domain does the same.
 * A request whose host is not the platform's is looked up in host_sites.custom_domain (cached in
 * the isolate for a minute; a save forgets its domains at once): found, its paths are the
 * site's (`/` → `/s/{slug}`, `/p/3` → `/s/{slug}/p/3`, `/links`, and its own /sitemap.xml and
 * /robots.txt); not found, the request goes on as any other.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { slugOfDomain } from '../db/sites';
import { siteSitemap } from './sitemap';

const MEMO_MS = 60_000;
const memo = new Map<string, { slug: string | null; until: number }>();

/** Forgets what this isolate knows of a domain (after a save). */
export function forgetDomain(domain: string | null | undefined): void {
  if (domain) memo.delete(domain);
}

const PLATFORM_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The request's host name, lower-case, without port. */
function requestHost(header: string | undefined, url: string): string {
  const host = (header || new URL(url).host).toLowerCase();
  return host.startsWith('[') ? host.replace(/(\]).*$/, '$1') : host.replace(/:\d+$/, '');
}

async function slugFor(db: D1Database, host: string): Promise<string | null> {
  const known = memo.get(host);
  if (known && known.until > Date.now()) return known.slug;
  const slug = await slugOfDomain(db, host);
  if (memo.size > 1000) memo.clear();
  memo.set(host, { slug, until: Date.now() + MEMO_MS });
  return slug;
}

export function siteByHost(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const host = requestHost(c.req.header('host'), c.req.url);
    const platform = new URL(c.env.SITE_URL).hostname.toLowerCase();
    if (host === platform || PLATFORM_HOSTS.has(host) || host.endsWith('.workers.dev') || !host.includes('.')) return next();
    const slug = await slugFor(c.env.DB, host);
    if (!slug) return next();
    const path = c.get('localePath');
    if (c.req.method === 'GET' && path === '/sitemap.xml') {
      const xml = await siteSitemap(c.env, slug);
      return xml ? c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' }) : c.notFound();
    }
    if (c.req.method === 'GET' && path === '/robots.txt') {
      return c.text(`User-agent: *\nAllow: /\n\nSitemap: https://${host}/sitemap.xml\n`, 200, { 'cache-control': 'public, max-age=3600' });
    }
    // A stay's confirmation and manage page, its check-in and review (and their posts) stay on the site too.
    if (path === '/' || path === '/links' || /^\/p\/\d{1,9}$/.test(path) || /^\/reserva\/[A-Za-z0-9_-]{20,100}(\/check-in|\/avaliacao)?$/.test(path)) c.set('localePath', `/s/${slug}${path === '/' ? '' : path}`);
    return next();
  };
}
