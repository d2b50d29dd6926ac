import type { inferRouterOutputs } from '@trpc/server';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import BookingCheckinPage, { resolveHead as checkinHead } from '../bookingCheckin';
import { SiteGuestPage, siteGuestHead } from '../../site/guest-page';
import type { AppRouter } from '../../../worker/trpc/root';
import type { HeadInfo, HeadInput, PageProps } from '../types';

type Checkin = inferRouterOutputs<AppRouter>['booking']['checkin']['get'];

/**
 * /s/:slug/reserva/:token/check-in (issue 45) — the online check-in of a stay booked through the
 * host's own site (the pre-arrival and arrival-day messages link here), in the site's chrome:
 * the same form as /reserva/:token/check-in, whose post comes back here. A stay of a property the
 * site does not list is a 404 here. Never indexed.
 */
export async function resolveHead(input: HeadInput): Promise<HeadInfo> {
  return siteGuestHead(input, checkinHead, async () => ((await input.api.booking.checkin.get.fetch({ token: input.params.token ?? '' })) as Checkin).propertyId);
}

export default function SiteCheckinPage({ params }: PageProps) {
  const { queries } = useBootstrap();
  const { LL } = useI18nContext();
  const checkin = readDehydratedQuery<Checkin>(queries, 'booking.checkin.get');
  return (
    <SiteGuestPage slug={params.slug} propertyId={checkin?.propertyId} notFound={LL.guestBooking.manage.notFound()}>
      <BookingCheckinPage params={params} />
    </SiteGuestPage>
  );
}
