import { localizePath, type Locale } from '../locales';
/**
 * Where a host's site lives (issue 45): at its custom domain when it has one (its home `/`, a
 * property `/p/{id}`, the links page `/links`), else on the platform at `/s/{slug}`. Canonical
 * URLs, hreflang alternates and the sitemap use this address; `/s/{slug}` always answers too.
 */
export interface SiteAddress {
  /** The origin, no trailing slash. */
  origin: string;
  /** The locale-free path of the home ('/' or '/s/{slug}'). */
  home: string;
  property: (id: number) => string;
  links: string;
}

export function siteAddress(site: { slug: string; customDomain: string | null }, siteUrl: string): SiteAddress {
  if (site.customDomain) {
    return { origin: `https://${site.customDomain}`, home: '/', property: (id) => `/p/${id}`, links: '/links' };
  }
  const base = `/s/${site.slug}`;
  return { origin: siteUrl.replace(/\/$/, ''), home: base, property: (id) => `${base}/p/${id}`, links: `${base}/links` };
}

/** The platform path of a site's page (works on every host): /s/{slug}, /s/{slug}/p/{id}, /s/{slug}/links. */
export const sitePath = (slug: string, rest = '') => `/s/${slug}${rest}`;

/**
 * A stay's guest pages on the host's own site (issue 45) — its manage page, online check-in and
 * review: `/reserva/{token}[/check-in|/avaliacao]` at the custom domain, else
 * `/s/{slug}/reserva/{token}…` on the platform, in the guest's locale. The same three pages as the
 * marketplace's (worker/journey/messages.ts, guestUrls), in the site's frame.
 */
export function siteGuestUrls(site: { slug: string; customDomain: string | null }, siteUrl: string, token: string, locale: Locale): { manageUrl: string; checkinUrl: string; reviewUrl: string } {
  const address = siteAddress(site, siteUrl);
  const manage = `${address.home === '/' ? '' : address.home}/reserva/${token}`;
  return {
    manageUrl: `${address.origin}${localizePath(manage, locale)}`,
    checkinUrl: `${address.origin}${localizePath(`${manage}/check-in`, locale)}`,
    reviewUrl: `${address.origin}${localizePath(`${manage}/avaliacao`, locale)}`,
  };
}

/** A stay's manage page on the host's own site (issue 45): siteGuestUrls' manageUrl. */
export function siteManageUrl(site: { slug: string; customDomain: string | null }, siteUrl: string, token: string, locale: Locale): string {
  return siteGuestUrls(site, siteUrl, token, locale).manageUrl;
}
