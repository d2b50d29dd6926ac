/**
 * /reserva/:token/check-in — online check-in (issue 28): one fieldset per guest of the stay with
 * the register's fields, then the trip. A plain form post (worker/journey/routes.ts), so it works
 * without JavaScript; a refused post comes back with the fields named (`?errors=`) and what was
 * typed (the stay's encrypted draft, read by booking.checkin.get). The draft is also saved as the
 * guest goes (./Autosave.tsx, with JavaScript) or by "save and continue later" (without), and the
 * link opens it again.
 */
import type { inferRouterOutputs } from '@trpc/server';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import { button, container, section } from '../../theme/ui.css';
import type { AppRouter } from '../../../worker/trpc/root';
import { formatDate } from '../../../shared/format';
import type { Locale } from '../../../shared/locales';
import { CheckinFields } from '../../journey/CheckinFields';
import { Island } from '../../islands/Island';
import checkinAutosave from './checkinAutosave.island';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import * as css from './checkin.css';

type Checkin = inferRouterOutputs<AppRouter>['booking']['checkin']['get'];

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export async function resolveHead({ params, api, LL }: HeadInput): Promise<HeadInfo> {
  const token = params.token ?? '';
  if (!TOKEN.test(token)) return { status: 404, noindex: true, title: LL.guestBooking.manage.notFound() };
  try {
    await api.booking.checkin.get.fetch({ token });
    return { noindex: true };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return { status: 404, noindex: true, title: LL.guestBooking.manage.notFound() };
    throw error;
  }
}

/** `field:message;field:message` from the redirect of a refused post. */
export function parseErrors(value: string | null): Map<string, string> {
  const errors = new Map<string, string>();
  for (const pair of (value ?? '').split(';')) {
    const at = pair.indexOf(':');
    if (at > 0) errors.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return errors;
}

/** Where a stay's guest pages live: `/reserva/{token}`, or `/s/{slug}/reserva/{token}` on the host's own site (issue 45). */
export const guestBase = (slug: string | undefined, token: string) => (slug ? `/s/${slug}/reserva/${token}` : `/reserva/${token}`);

/** A guest's secret link that leads to no stay (check-in and review pages). */
export function LinkNotFound() {
  const { LL } = useI18nContext();
  return (
    <div className={section}>
      <div className={container}>
        <h1>{LL.guestBooking.manage.notFound()}</h1>
      </div>
    </div>
  );
}

export default function BookingCheckinPage({ params }: PageProps) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const { queries, search } = useBootstrap();
  const href = useHref();
  const t = LL.journey.checkin;
  const checkin = readDehydratedQuery<Checkin>(queries, 'booking.checkin.get');
  const token = params.token ?? '';
  if (!checkin) return <LinkNotFound />;
  const query = new URLSearchParams(search);
  const errors = parseErrors(query.get('errors'));
  // What the guest typed so far (saved as they went, "save and continue later", or a refused post) comes back first.
  const draft = checkin.draft ?? {};
  const restored = errors.size === 0 && checkin.draft !== null && checkin.status !== 'complete';
  // On the host's own site (issue 45, /s/:slug/reserva/:token/check-in) the page and its post stay there.
  const base = guestBase(params.slug, token);
  const page = href(base);
  const topError = errors.has('guests') ? t.errors.guests() : null;
  return (
    <div className={section}>
      <div className={`${container} ${css.page}`}>
        <h1 className={css.title}>{t.title()}</h1>
        <p className={css.muted}>{t.stay({ property: checkin.propertyName, checkIn: formatDate(checkin.checkIn, loc), checkOut: formatDate(checkin.checkOut, loc) })}</p>
        <p>{t.lead({ code: checkin.code })}</p>
        {checkin.status === 'complete' && errors.size === 0 && (
          <div className={css.notice} role="status" data-testid="checkin-complete">
            <p>
              <strong>{t.complete()}</strong>
            </p>
            <p className={css.muted}>{t.completeNote()}</p>
          </div>
        )}
        {restored && (
          <p className={css.notice} role="status" data-testid="checkin-draft">
            {query.get('draft') === '1' ? t.draftSaved() : t.draftRestored()}
          </p>
        )}
        {errors.size > 0 && (
          <div className={css.alert} role="alert" data-testid="checkin-errors">
            <p>
              <strong>{t.errorTitle()}</strong>
            </p>
            {topError && <p>{topError}</p>}
          </div>
        )}
        {!checkin.open ? (
          <p className={css.notice}>{t.closed()}</p>
        ) : (
          <form id="checkin-form" className={css.form} method="post" action={href(`${base}/check-in`)} noValidate>
            <CheckinFields
              expectedGuests={checkin.expectedGuests}
              guests={checkin.guests}
              purpose={checkin.purpose}
              transport={checkin.transport}
              arrivalTime={checkin.arrivalTime}
              guestName={checkin.guestName}
              guestEmail={checkin.guestEmail}
              values={draft}
              errors={errors}
            />
            <Island of={checkinAutosave} props={{ token, formId: 'checkin-form' }} when="load" />
            <p className={css.buttons}>
              <button type="submit" className={button.primary}>
                {t.submit()}
              </button>
              <button type="submit" name="intent" value="draft" className={button.secondary} formNoValidate>
                {t.saveLater()}
              </button>
            </p>
          </form>
        )}
        <p>
          <a href={page}>{t.back()}</a>
        </p>
      </div>
    </div>
  );
}
