import { LOCALES, LOCALE_TAGS, DEFAULT_LOCALE } from '../shared/locales';
import { sitemapEntries } from '../shared/routes';
import { escapeHtml } from './ssr/head';

/** /sitemap.xml: every public page in every locale, each with its hreflang alternates. */
export function sitemapXml(siteUrl: string, propertyIds?: readonly number[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const urls: string[] = [];
  const dynamic: Record<string, Record<string, string>[]> = propertyIds ? { property: propertyIds.map((id) => ({ id: String(id) })) } : {};
  for (const entry of sitemapEntries(dynamic)) {
    const links = [
      ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[l].hreflang}" href="${escapeHtml(base + entry.alternates[l])}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(base + entry.alternates[DEFAULT_LOCALE])}"/>`,
    ].join('');
    for (const l of LOCALES) urls.push(`<url><loc>${escapeHtml(base + entry.alternates[l])}</loc>${links}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/$/, '');
  const privatePaths = ['/dashboard', '/api/', '/auth/', '/dev/'].flatMap((p) => [p, ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => `/${l}${p}`)]);
  return `User-agent: *\nAllow: /\n${privatePaths.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${base}/sitemap.xml\n`;
}
