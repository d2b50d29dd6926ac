import type { inferRouterOutputs } from '@trpc/server';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import BookingReviewPage, { resolveHead as reviewHead } from '../bookingReview';
import { SiteGuestPage, siteGuestHead } from '../../site/guest-page';
import type { AppRouter } from '../../../worker/trpc/root';
import type { HeadInfo, HeadInput, PageProps } from '../types';

type Review = inferRouterOutputs<AppRouter>['booking']['review']['get'];

/**
 * /s/:slug/reserva/:token/avaliacao (issue 45) — the review of a stay booked through the host's
 * own site (the after-the-stay message links here), in the site's chrome: the same form as
 * /reserva/:token/avaliacao, whose post comes back here. A stay of a property the site does not
 * list is a 404 here. Never indexed.
 */
export async function resolveHead(input: HeadInput): Promise<HeadInfo> {
  return siteGuestHead(input, reviewHead, async () => ((await input.api.booking.review.get.fetch({ token: input.params.token ?? '' })) as Review).propertyId);
}

export default function SiteReviewPage({ params }: PageProps) {
  const { queries } = useBootstrap();
  const { LL } = useI18nContext();
  const review = readDehydratedQuery<Review>(queries, 'booking.review.get');
  return (
    <SiteGuestPage slug={params.slug} propertyId={review?.propertyId} notFound={LL.guestBooking.manage.notFound()}>
      <BookingReviewPage params={params} />
    </SiteGuestPage>
  );
}
