import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import { container } from '../../theme/ui.css';
import { EngagedIslands } from '../../islands/Island';
import { PropertyDetail, resolveHead as propertyHead } from '../property';
import { SiteFrame, type SiteData } from '../../site/SiteFrame';
import { siteNotFound, siteOf } from '../../site/head';
import { siteAddress } from '../../../shared/site/address';
import { localizePath } from '../../../shared/locales';
import type { Listing } from '../../../shared/properties/listing';
import { selfHostedFont } from '../../../shared/site/schema';
import type { HeadInfo, HeadInput, PageProps } from '../types';

/**
 * /s/:slug/p/:id — one of the site's properties with the same page body, booking section and
 * flow as /property/:id (its head, offers and booking engine), inside the host's chrome. A
 * property the site does not list (another host's above all) is a 404 here.
 */
export async function resolveHead(input: HeadInput): Promise<HeadInfo> {
  // The status waits for both answers (the marketplace page would let its first byte go as soon as
  // the listing is found, but here a listed property of another site must still be a 404).
  const { params, locale, LL } = input;
  const [site, property] = await Promise.all([siteOf(input.api, params.slug, locale), propertyHead({ ...input, params: { id: params.id ?? '' }, firstByte: () => undefined })]);
  if (!site) return siteNotFound(LL);
  const listed = site.properties.some((listing) => String(listing.id) === params.id);
  if (!listed || property.status === 404) return { status: 404, noindex: true, title: LL.site.propertyNotFound(), description: LL.site.propertyNotFound() };
  const address = siteAddress(site, input.siteUrl);
  const canonicalPath = address.property(Number(params.id));
  // The structured data's page is the site's (the offers and the business are the same).
  const marketplaceUrl = `${input.siteUrl}${localizePath(`/property/${params.id}`, locale)}`;
  const jsonLd = JSON.parse(JSON.stringify(property.jsonLd ?? []).replaceAll(JSON.stringify(marketplaceUrl).slice(1, -1), `${address.origin}${localizePath(canonicalPath, locale)}`)) as unknown[];
  return { ...property, jsonLd, ownSite: { name: site.name, origin: address.origin, canonicalPath, font: selfHostedFont(site.font) } };
}

export default function SitePropertyPage({ params }: PageProps) {
  const { LL } = useI18nContext();
  const { queries } = useBootstrap();
  const site = readDehydratedQuery<SiteData>(queries, 'site.public');
  const found = readDehydratedQuery<Listing>(queries, 'marketplace.listing');
  const property = site && site.slug === params.slug && found && String(found.id) === params.id && site.properties.some((listing) => listing.id === found.id) ? found : null;
  if (!site || site.slug !== params.slug) {
    return (
      <main id="conteudo" className={container} tabIndex={-1}>
        <h1>{LL.site.notFoundTitle()}</h1>
        <p>{LL.site.notFoundText()}</p>
      </main>
    );
  }
  return (
    <SiteFrame site={site}>
      {property ? (
        // Under the site's short header a phone shows the booking section at load: it hydrates
        // once the guest has used the page (a scroll brings it up), not while no one has touched it.
        <EngagedIslands>
          <PropertyDetail property={property} back={{ path: `/s/${site.slug}`, label: LL.site.backToSite() }} />
        </EngagedIslands>
      ) : (
        <div className={container}>
          <h1>{LL.site.propertyNotFound()}</h1>
        </div>
      )}
    </SiteFrame>
  );
}
