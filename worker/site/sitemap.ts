/**
 * A host's site's sitemap (issue 45), at its own address: /s/{slug}/sitemap.xml on the
 * platform, /sitemap.xml at its custom domain. Its home, links page and each listed property
 * page, in every locale, with hreflang alternates — all on the site's address (shared/site/address.ts).
 */
import { LOCALES, LOCALE_TAGS, DEFAULT_LOCALE, localizePath } from '../../shared/locales';
import { siteAddress } from '../../shared/site/address';
import { escapeHtml } from '../ssr/head';
import { publicSite } from '../db/sites';
import { hostDatabase } from '../db/shards';

export async function siteSitemap(env: Env, slug: string): Promise<string | null> {
  const site = await publicSite(env.DB, (hostId) => hostDatabase(env, hostId), slug, DEFAULT_LOCALE);
  if (!site) return null;
  const address = siteAddress(site, env.SITE_URL);
  const paths = [address.home, ...site.properties.map((property) => address.property(property.id)), address.links];
  const urls: string[] = [];
  for (const path of paths) {
    const href = (locale: (typeof LOCALES)[number]) => escapeHtml(address.origin + localizePath(path, locale));
    const links = [...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[l].hreflang}" href="${href(l)}"/>`), `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`].join('');
    for (const l of LOCALES) urls.push(`<url><loc>${href(l)}</loc>${links}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
