/**
 * Real guests' reviews of the property (issue 28), newest first, each with the host's reply;
 * server HTML only (nothing here is interactive). On the demo nine, their sample reviews (the
 * tabs) are marked as examples here, and never count in the structured data's aggregateRating.
 */
import type { inferRouterOutputs } from '@trpc/server';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import type { AppRouter } from '../../../worker/trpc/root';
import { formatDate } from '../../../shared/format';
import { LOCALE_TAGS, toLocale, type Locale } from '../../../shared/locales';
import * as css from './real-reviews.css';

export type RealReviewsData = inferRouterOutputs<AppRouter>['marketplace']['reviews'];

export function RealReviews({ propertyId, hasSamples }: { propertyId: number; hasSamples: boolean }) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const { queries } = useBootstrap();
  const t = LL.journey.reviews;
  const data = readDehydratedQuery<RealReviewsData>(queries, 'marketplace.reviews');
  const real = data && data.propertyId === propertyId ? data : null;
  if (!real || real.count === 0) {
    return hasSamples ? (
      <p className={css.examples} data-testid="sample-reviews-note">
        <span className={css.exampleBadge}>{t.example()}</span> {t.examplesNote()}
      </p>
    ) : null;
  }
  return (
    <section aria-labelledby="guest-reviews-title" data-testid="real-reviews">
      <h2 id="guest-reviews-title" className={css.title}>
        {t.title()}
      </h2>
      <p className={css.summary}>{t.count({ count: real.count, average: (real.average ?? 0).toLocaleString(LOCALE_TAGS[loc].lang, { maximumFractionDigits: 1 }) })}</p>
      {hasSamples && (
        <p className={css.examples} data-testid="sample-reviews-note">
          <span className={css.exampleBadge}>{t.example()}</span> {t.examplesNote()}
        </p>
      )}
      <ol className={css.list}>
        {real.reviews.map((review) => (
          <li key={review.id} className={css.item} data-review={review.id}>
            <article aria-labelledby={`review-${review.id}`}>
              <header className={css.header}>
                <h3 id={`review-${review.id}`} className={css.author}>
                  {review.author}
                </h3>
                <time dateTime={review.createdAt}>{formatDate(review.createdAt.slice(0, 10), loc)}</time>
              </header>
              <p className={css.rating}>{t.rating({ n: review.rating })}</p>
              <p lang={review.locale !== loc ? LOCALE_TAGS[toLocale(review.locale)].lang : undefined}>{review.text}</p>
              {review.reply && (
                <div className={css.reply}>
                  <p className={css.replyTitle}>{t.hostReply()}</p>
                  <p>{review.reply}</p>
                </div>
              )}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
