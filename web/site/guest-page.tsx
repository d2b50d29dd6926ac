import type { ReactNode } from 'react';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { readDehydratedQuery } from '../trpc/dehydrated';
import { container } from '../theme/ui.css';
import { SiteFrame, type SiteData } from './SiteFrame';
import { siteNotFound, siteOf } from './head';
import { selfHostedFont } from '../../shared/site/schema';
import { siteAddress } from '../../shared/site/address';
import type { HeadInfo, HeadInput } from '../pages/types';

/**
 * The head of a stay's guest page on the host's own site (issue 45: /s/:slug/reserva/:token/…):
 * the marketplace page's own head (its 404 for a token that leads nowhere), a 404 for a stay of
 * a property the site does not list, never indexed, in the site's font with its home as canonical.
 * `propertyOf` reads the stay's property (only once the page's head found the stay).
 */
export async function siteGuestHead(input: HeadInput, pageHead: (input: HeadInput) => Promise<HeadInfo>, propertyOf: () => Promise<number>): Promise<HeadInfo> {
  const { params, locale, LL } = input;
  const [site, page] = await Promise.all([siteOf(input.api, params.slug, locale), pageHead(input)]);
  if (!site) return siteNotFound(LL);
  if (page.status === 404) return page;
  const propertyId = await propertyOf();
  if (!site.properties.some((listing) => listing.id === propertyId)) return { status: 404, noindex: true, title: LL.guestBooking.manage.notFound() };
  const address = siteAddress(site, input.siteUrl);
  return { ...page, noindex: true, ownSite: { name: site.name, origin: address.origin, canonicalPath: address.home, font: selfHostedFont(site.font) } };
}

/** The page in the site's frame when the site lists the stay's property; else "not found" (in the frame when the site exists). */
export function SiteGuestPage({ slug, propertyId, notFound, children }: { slug: string | undefined; propertyId: number | undefined; notFound: string; children: ReactNode }) {
  const { LL } = useI18nContext();
  const { queries } = useBootstrap();
  const site = readDehydratedQuery<SiteData>(queries, 'site.public');
  if (!site || site.slug !== slug) {
    return (
      <main id="conteudo" className={container} tabIndex={-1}>
        <h1>{LL.site.notFoundTitle()}</h1>
        <p>{LL.site.notFoundText()}</p>
      </main>
    );
  }
  const listed = propertyId !== undefined && site.properties.some((listing) => listing.id === propertyId);
  return (
    <SiteFrame site={site}>
      {listed ? (
        children
      ) : (
        <div className={container}>
          <h1>{notFound}</h1>
        </div>
      )}
    </SiteFrame>
  );
}
