import type { inferRouterOutputs } from '@trpc/server';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import { container } from '../../theme/ui.css';
import BookingManagePage, { resolveHead as manageHead } from '../bookingManage';
import { SiteFrame, type SiteData } from '../../site/SiteFrame';
import { siteNotFound, siteOf } from '../../site/head';
import { selfHostedFont } from '../../../shared/site/schema';
import { siteAddress } from '../../../shared/site/address';
import type { AppRouter } from '../../../worker/trpc/root';
import type { HeadInfo, HeadInput, PageProps } from '../types';

type Managed = inferRouterOutputs<AppRouter>['booking']['manage'];

/**
 * /s/:slug/reserva/:token (issue 45) — the confirmation and manage page of a stay booked through
 * the host's own site, in the site's chrome (its name, logo, colours and font, a link back to
 * it; no Estadia header, footer or chat): the same page as /reserva/:token, whose cancel and pay
 * posts come back here. A stay of a property the site does not list is a 404 here (its page is
 * still /reserva/:token). Never indexed.
 */
export async function resolveHead(input: HeadInput): Promise<HeadInfo> {
  const { params, locale, LL } = input;
  const [site, manage] = await Promise.all([siteOf(input.api, params.slug, locale), manageHead(input)]);
  if (!site) return siteNotFound(LL);
  if (manage.status === 404) return manage;
  const booking = (await input.api.booking.manage.fetch({ token: params.token ?? '' })) as Managed;
  if (!site.properties.some((listing) => listing.id === booking.property.id)) return { status: 404, noindex: true, title: LL.guestBooking.manage.notFound() };
  const address = siteAddress(site, input.siteUrl);
  return { ...manage, noindex: true, ownSite: { name: site.name, origin: address.origin, canonicalPath: address.home, font: selfHostedFont(site.font) } };
}

export default function SiteManagePage({ params }: PageProps) {
  const { LL } = useI18nContext();
  const { queries } = useBootstrap();
  const site = readDehydratedQuery<SiteData>(queries, 'site.public');
  const booking = readDehydratedQuery<Managed>(queries, 'booking.manage');
  if (!site || site.slug !== params.slug) {
    return (
      <main id="conteudo" className={container} tabIndex={-1}>
        <h1>{LL.site.notFoundTitle()}</h1>
        <p>{LL.site.notFoundText()}</p>
      </main>
    );
  }
  const listed = booking && site.properties.some((listing) => listing.id === booking.property.id);
  return (
    <SiteFrame site={site}>
      {listed ? (
        <BookingManagePage params={params} />
      ) : (
        <div className={container}>
          <h1>{LL.guestBooking.manage.notFound()}</h1>
        </div>
      )}
    </SiteFrame>
  );
}
