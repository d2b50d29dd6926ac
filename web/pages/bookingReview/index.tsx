/**
 * /reserva/:token/avaliacao — the guest's review after the stay (issue 28): a rating (1–5) and a
 * text, once per reservation. A plain form post (worker/journey/routes.ts), so it works without
 * JavaScript; a refused post comes back with the fields named and the text kept.
 */
import type { inferRouterOutputs } from '@trpc/server';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import { button, container, section } from '../../theme/ui.css';
import type { AppRouter } from '../../../worker/trpc/root';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import { LinkNotFound, guestBase, parseErrors } from '../bookingCheckin/index';
import * as css from '../bookingCheckin/checkin.css';

type Review = inferRouterOutputs<AppRouter>['booking']['review']['get'];

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export async function resolveHead({ params, api, LL }: HeadInput): Promise<HeadInfo> {
  const token = params.token ?? '';
  if (!TOKEN.test(token)) return { status: 404, noindex: true, title: LL.guestBooking.manage.notFound() };
  try {
    await api.booking.review.get.fetch({ token });
    return { noindex: true };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return { status: 404, noindex: true, title: LL.guestBooking.manage.notFound() };
    throw error;
  }
}

export default function BookingReviewPage({ params }: PageProps) {
  const { LL } = useI18nContext();
  const { queries, search } = useBootstrap();
  const href = useHref();
  const t = LL.journey.review;
  const data = readDehydratedQuery<Review>(queries, 'booking.review.get');
  const token = params.token ?? '';
  if (!data) return <LinkNotFound />;
  const query = new URLSearchParams(search);
  const errors = parseErrors(query.get('errors'));
  const typedText = errors.size > 0 ? (query.get('text') ?? '') : '';
  const typedRating = errors.size > 0 ? query.get('rating') : null;
  const ratingError = errors.has('rating');
  const textError = errors.get('text');
  return (
    <div className={section}>
      <div className={`${container} ${css.page}`}>
        <h1 className={css.title}>{t.title()}</h1>
        <p className={css.muted}>{t.lead({ property: data.propertyName })}</p>
        {data.review ? (
          <p className={css.notice} role="status" data-testid="review-done">
            {query.get('sent') === '1' ? t.thanks() : t.already()}
          </p>
        ) : !data.open ? (
          <p className={css.notice}>{t.notYet()}</p>
        ) : (
          <form className={css.form} method="post" action={href(`${guestBase(params.slug, token)}/avaliacao`)} noValidate>
            {errors.size > 0 && (
              <p className={css.alert} role="alert">
                <strong>{t.errorTitle()}</strong>
              </p>
            )}
            <fieldset className={css.fieldset} aria-describedby={ratingError ? 'rating-error' : undefined}>
              <legend className={css.legend}>{t.rating()}</legend>
              <div className={css.stars}>
                {[5, 4, 3, 2, 1].map((n) => (
                  <label key={n}>
                    <input type="radio" name="rating" value={n} defaultChecked={typedRating === String(n)} required /> {t.stars({ n })}
                  </label>
                ))}
              </div>
              {ratingError && (
                <p className={css.error} id="rating-error">
                  {LL.journey.checkin.errors.required()}
                </p>
              )}
            </fieldset>
            <div className={css.field}>
              <label className={css.label} htmlFor="review-text">
                {t.text()}
              </label>
              <textarea
                className={css.control}
                id="review-text"
                name="text"
                rows={6}
                maxLength={3000}
                required
                defaultValue={typedText}
                aria-invalid={textError ? true : undefined}
                aria-describedby={textError ? 'review-text-hint review-text-error' : 'review-text-hint'}
              />
              <p className={css.hint} id="review-text-hint">
                {t.textHint()}
              </p>
              {textError && (
                <p className={css.error} id="review-text-error">
                  {t.textHint()}
                </p>
              )}
            </div>
            <p>
              <button type="submit" className={button.primary}>
                {t.submit()}
              </button>
            </p>
          </form>
        )}
        <p>
          <a href={href(params.slug ? `/s/${params.slug}/p/${data.propertyId}` : `/property/${data.propertyId}`)}>{data.propertyName}</a>
        </p>
      </div>
    </div>
  );
}
