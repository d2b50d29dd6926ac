/**
 * /dashboard/avaliacoes (issue 40): the guests' reviews of the properties the caller reaches
 * (host.reviews.list), newest first, filtered by property (the app bar's scope) and by rating
 * (a GET form: works without JavaScript, rendered on the server); the host replies and edits the
 * reply (host.reviews.reply), which the property page shows under the review. A role that reads
 * reviews but may not write them (the front desk) sees no reply form.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell, propertyParam, useRoleOn } from '../../workspace/WorkspaceShell';
import { ScopePicker } from '../../workspace/ScopePicker';
import { trpc } from '../../trpc/react';
import { button, card } from '../../theme/ui.css';
import * as stays from '../../workspace/stays/stays.css';
import { roleMay } from '../../../shared/team/permissions';
import { formatDate } from '../../../shared/format';
import * as css from './reviews.css';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/root';

type Review = inferRouterOutputs<AppRouter>['host']['reviews']['list'][number];

const REPLY_MAX = 2000;

/** `?property=` (an id; else every property reached) and `?rating=` (1–5; else all). */
function filtersOf(search: string): { propertyId?: number; rating?: number } {
  const propertyId = propertyParam(search);
  const rating = Number(new URLSearchParams(search).get('rating'));
  return { ...(propertyId !== undefined ? { propertyId } : {}), ...(Number.isInteger(rating) && rating >= 1 && rating <= 5 ? { rating } : {}) };
}

export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  await Promise.all([prefetchShell(api), api.host.reviews.list.fetch(filtersOf(search)).catch(() => undefined)]);
  return { noindex: true };
}

export default function ReviewsPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="reviews" title={LL.meta.dashboardReviews.title()}>
      <ReviewsBody />
    </WorkspaceShell>
  );
}

function ReviewsBody() {
  const { LL } = useI18nContext();
  const t = LL.journey.reviewsPage;
  const { search } = useBootstrap();
  const href = useHref();
  const filters = filtersOf(search);
  const reviews = trpc.host.reviews.list.useQuery(filters);
  return (
    <div className={stays.stack}>
      <p>{t.lead()}</p>
      <ScopePicker action={href('/dashboard/avaliacoes')}>
        <label className={css.field}>
          {t.rating()}
          <select name="rating" className={css.select} defaultValue={filters.rating === undefined ? '' : String(filters.rating)}>
            <option value="">{t.anyRating()}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t.ratingOption({ n })}
              </option>
            ))}
          </select>
        </label>
      </ScopePicker>
      {reviews.isError && <p role="alert">{LL.workspace.common.loadError()}</p>}
      {reviews.data &&
        (reviews.data.length === 0 ? (
          <p>{t.none()}</p>
        ) : (
          <ol className={css.list} data-testid="reviews-list">
            {reviews.data.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ol>
        ))}
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { LL, locale } = useI18nContext();
  const t = LL.journey.reviewsPage;
  const href = useHref();
  const utils = trpc.useUtils();
  const mayReply = roleMay(useRoleOn(review.propertyId), 'reviews.write');
  const reply = trpc.host.reviews.reply.useMutation();
  const [text, setText] = useState(review.reply ?? '');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const fieldId = `reply-${review.id}`;
  const errorId = `${fieldId}-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const trimmed = text.trim();
    if (!trimmed || trimmed.length > REPLY_MAX) return setError(t.replyRequired());
    setError('');
    try {
      await reply.mutateAsync({ id: review.id, text: trimmed });
      setStatus(t.replied());
      await utils.host.reviews.list.invalidate();
    } catch {
      setError(t.replyError());
    }
  }

  return (
    <li className={card} data-testid={`review-${review.id}`} data-rating={review.rating}>
      <p className={css.meta}>
        <strong>{LL.journey.reviews.rating({ n: review.rating })}</strong> · {review.author} · {review.propertyName} ·{' '}
        <a href={href(`/dashboard/reservas/${review.reservationId}`)}>{t.stay({ code: review.code, date: formatDate(review.createdAt.slice(0, 10), locale, 'medium') })}</a>
      </p>
      <p className={css.text}>{review.text}</p>
      {review.reply && (
        <div>
          <p className={css.meta}>
            {LL.journey.reviews.hostReply()}
            {review.repliedAt && ` · ${t.repliedOn({ date: formatDate(review.repliedAt.slice(0, 10), locale, 'medium') })}`}
          </p>
          <p className={css.reply} data-testid="review-reply">
            {review.reply}
          </p>
        </div>
      )}
      {mayReply && (
        <form className={css.form} onSubmit={submit} noValidate>
          <label htmlFor={fieldId}>{t.reply()}</label>
          <textarea
            id={fieldId}
            name="reply"
            className={css.area}
            value={text}
            maxLength={REPLY_MAX}
            onChange={(event) => setText(event.target.value)}
            aria-label={t.replyLabel({ author: review.author })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <p id={errorId} role="alert" className={stays.formError}>
              {error}
            </p>
          )}
          <p role="status" className={stays.notice}>
            {status}
          </p>
          <div>
            <Button type="submit" className={button.primary} isDisabled={reply.isPending}>
              {review.reply ? t.edit() : t.send()}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
