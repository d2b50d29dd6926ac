import type { inferRouterOutputs } from '@trpc/server';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import { button, container, section } from '../../theme/ui.css';
import type { AppRouter } from '../../../worker/trpc/root';
import { formatDate, formatDeadline } from '../../../shared/format';
import { formatMoneyCents } from '../../../shared/stay/money';
import { LOCALE_TAGS, type Locale } from '../../../shared/locales';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import { PixPanel } from '../../workspace/PixPanel';
import { OnlinePayment } from './OnlinePayment';
import * as css from './manage.css';
import { lineRows } from '../../components/price/lines';
import { GuestMessages } from './Messages';
import { HostContact, hasHostContact } from './HostContact';
import { CancelBooking } from './Cancel';

type Managed = inferRouterOutputs<AppRouter>['booking']['manage'];

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The guest's booking by its secret link: never indexed; an unknown link is a 404. */
export async function resolveHead({ params, locale, api, LL }: HeadInput): Promise<HeadInfo> {
  const token = params.token ?? '';
  if (!TOKEN.test(token)) return { status: 404, noindex: true, title: LL.guestBooking.manage.notFound() };
  try {
    // The conversation (issue 44) is read beside the booking: the same level of round trips.
    const [booking] = await Promise.all([api.booking.manage.fetch({ token }), api.booking.messages.list.fetch({ token })]);
    return { noindex: true, title: LL.guestBooking.manage.title({ code: booking.code }) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return { status: 404, noindex: true, title: LL.guestBooking.manage.notFound() };
    throw error;
  }
}

/** /reserva/:token — the stay, the property's address and contacts, calendar file, cancel. */
export default function BookingManagePage({ params }: PageProps) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const { queries, search } = useBootstrap();
  const href = useHref();
  const t = LL.guestBooking;
  const booking = readDehydratedQuery<Managed>(queries, 'booking.manage');
  const token = params.token ?? '';
  if (!booking) {
    return (
      <div className={section}>
        <div className={container}>
          <h1>{t.manage.notFound()}</h1>
        </div>
      </div>
    );
  }
  const query = new URLSearchParams(search);
  const p = booking.property;
  const money = (cents: number) => formatMoneyCents(cents, booking.currency, loc);
  const address = [p.street, [p.postalCode, p.city].filter(Boolean).join(' '), p.region, p.country].filter(Boolean).join(', ');
  // On the host's own site (issue 45, /s/:slug/reserva/:token) the page and its posts stay there.
  const base = params.slug ? `/s/${params.slug}/reserva/${token}` : `/reserva/${token}`;
  const page = href(base);
  // Issue 39: an instant booking pending only for its payment says so (a request awaits the host).
  const awaitingPayment = booking.status === 'pending' && p.bookingMode !== 'request';
  const deadline = booking.pix?.deadline ?? booking.holdExpiresAt;
  // Issue 39: the page reads right in every state; the stage is the server's (the property's calendar).
  const stage = booking.stage;
  const before = stage === 'request' || stage === 'awaiting_payment' || stage === 'confirmed';
  const statusKey = stage === 'over' ? 'checked_out' : stage === 'during' ? 'checked_in' : stage === 'awaiting_payment' ? 'awaiting_payment' : booking.status;
  const statusText = t.manage.status[statusKey as keyof typeof t.manage.status]?.() ?? booking.status;
  const stageNote =
    stage === 'over'
      ? t.manage.stageOver({ date: formatDate(booking.checkOut, loc) })
      : stage === 'during'
        ? t.manage.stageDuring({ date: formatDate(booking.checkOut, loc), time: p.checkOutTime })
        : stage === 'no_show'
          ? t.manage.stageNoShow({ date: formatDate(booking.checkIn, loc) })
          : stage === 'cancelled'
            ? booking.refundedCents > 0
              ? t.manage.stageRefunded({ amount: money(booking.refundedCents) })
              : t.manage.stageNothingRefunded()
            : null;
  return (
    <div className={section}>
      <div className={`${container} ${css.page}`}>
        {query.get('booked') === '1' && booking.status !== 'cancelled' && (
          <div className={css.confirmation} role="status" data-testid="confirmation">
            <h2 className={css.confirmationTitle}>{awaitingPayment ? t.confirmation.awaitingTitle() : booking.status === 'pending' ? t.confirmation.pendingTitle() : t.confirmation.confirmedTitle()}</h2>
            <p>{t.confirmation.code({ code: booking.code })}</p>
            <p>
              {awaitingPayment
                ? deadline
                  ? t.confirmation.awaitingText({ when: formatDeadline(deadline, loc, p.timezone) })
                  : t.confirmation.awaitingTextNoDate()
                : booking.status === 'pending'
                  ? t.confirmation.pendingText()
                  : t.confirmation.confirmedText()}
            </p>
            {hasHostContact(p) && (
              <p data-testid="confirmation-contact">
                {t.confirmation.contact()} <HostContact contactEmail={p.contactEmail} contactPhone={p.contactPhone} whatsapp={p.whatsapp} />
              </p>
            )}
            <p>
              <a href={page} data-testid="manage-link">
                {t.confirmation.manage()}
              </a>
            </p>
          </div>
        )}
        {query.get('cancelled') === '1' && (
          <p className={css.notice} role="status" data-testid="cancelled">
            {t.manage.cancelled()}
          </p>
        )}
        {query.get('cancelError') === '1' && (
          <p className={css.notice} role="alert">
            {t.manage.cancelFailed()}
          </p>
        )}
        <h1 className={css.title}>{t.manage.title({ code: booking.code })}</h1>
        <p className={css.status} data-testid="status" data-status={booking.status}>
          {statusText}
        </p>
        {stageNote && (
          <p className={css.policies} data-testid="stage-note" data-stage={stage}>
            {stageNote}
          </p>
        )}
        <dl className={css.facts}>
          <dt>{t.manage.stay()}</dt>
          <dd>
            {p.name} · {t.manage.dates({ checkIn: formatDate(booking.checkIn, loc), checkOut: formatDate(booking.checkOut, loc) })} · {t.section.nights({ count: booking.nights })}
          </dd>
          <dt>{t.manage.room()}</dt>
          <dd>
            <span lang={booking.roomTypeLang && booking.roomTypeLang !== loc ? LOCALE_TAGS[booking.roomTypeLang].lang : undefined}>{booking.roomTypeName}</span> · {t.manage.guests({ count: booking.guests })}
          </dd>
          <dt>{t.manage.guest()}</dt>
          <dd>{booking.guestName}</dd>
          <dt>{t.manage.address()}</dt>
          <dd>
            <address className={css.address}>{address}</address>
          </dd>
          {hasHostContact(p) && (
            <>
              <dt>{t.manage.contacts()}</dt>
              <dd data-testid="host-contact">
                <HostContact contactEmail={p.contactEmail} contactPhone={p.contactPhone} whatsapp={p.whatsapp} />
              </dd>
            </>
          )}
          <dt>{t.manage.price()}</dt>
          <dd>
            {/* The lines it was sold with (issue 25): a later price change never rewrites them. */}
            <span>{t.summary.nightsLine({ count: booking.nights })}</span>
            {booking.ratePlanName && <span>{` · ${LL.stayPrice.ratePlanName({ name: booking.ratePlanName })}`}</span>}
            {lineRows(LL.stayPrice, booking.lines, booking.currency, loc, booking.promoCode)
              .slice(0, -1)
              .map(([label, amount], i) => (
                <span key={`${i}:${label}`} data-testid="price-line">
                  {' · '}
                  {label}: {amount}
                </span>
              ))}
            <strong className={css.total} data-testid="total">
              {t.summary.total()}: {money(booking.totalCents)}
            </strong>
            {/* "May cancel until arrival" only while that is so: during or after the stay, or cancelled, it would be untrue (issue 39). */}
            {!booking.refundable && before && <span data-testid="non-refundable">{` ${LL.stayPrice.cancelNoRefund()}`}</span>}
          </dd>
        </dl>
        {before && booking.pix && (
          <PixPanel
            brCode={booking.pix.brCode}
            amountCents={booking.pix.amountCents}
            totalCents={booking.totalCents}
            reservationCode={booking.code}
            deadline={booking.pix.deadline}
            timeZone={p.timezone}
            paid={booking.pix.paid}
          />
        )}
        {before && booking.online && (
          <OnlinePayment
            online={booking.online}
            status={booking.status}
            code={booking.code}
            currency={booking.currency}
            totalCents={booking.totalCents}
            amountDueNowCents={booking.amountDueNowCents}
            timeZone={p.timezone}
            page={page}
            payAction={href(`${base}/pagar`)}
            payError={query.get('payError') === '1'}
          />
        )}
        <p className={css.policies}>{t.policy.times({ checkIn: p.checkInTime, checkOut: p.checkOutTime })}</p>
        <div className={css.actions}>
          <a className={button.secondary} href={href(`/reserva/${token}/calendar.ics`)} download={`${booking.code}.ics`}>
            {t.manage.addToCalendar()}
          </a>
          {before && booking.canCancel && (
            <CancelBooking
              action={href(`${base}/cancelar`)}
              page={page}
              code={booking.code}
              checkIn={booking.checkIn}
              checkOut={booking.checkOut}
              refundable={booking.refundable}
              paidAmount={money(booking.paidCents)}
              paidCents={booking.paidCents}
              cancelUntil={booking.cancelUntil}
              asking={query.get('cancel') === 'ask'}
            />
          )}
          {before && !booking.canCancel && <p className={css.policies}>{t.manage.cannotCancel({ date: formatDate(booking.cancelUntil, loc) })}</p>}
        </div>
        {(before || stage === 'during' || stage === 'over') && (
          <p className={css.actions}>
            {/* The guest's journey (issue 28): online check-in, and the review once the stay is over. */}
            {stage !== 'over' && (
              <a className={button.secondary} href={href(`${base}/check-in`)} data-testid="checkin-link">
                {LL.journey.manage.checkin()}
              </a>
            )}
            {(stage === 'over' || booking.checkOut <= new Date().toISOString().slice(0, 10)) && (
              <a className={button.secondary} href={href(`${base}/avaliacao`)} data-testid="review-link">
                {LL.journey.manage.review()}
              </a>
            )}
          </p>
        )}
        <GuestMessages token={token} />
        <p>
          <a href={href(params.slug ? `/s/${params.slug}/p/${p.id}` : `/property/${p.id}`)}>{t.manage.back()}</a>
        </p>
      </div>
    </div>
  );
}
