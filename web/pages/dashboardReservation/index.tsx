/**
 * /dashboard/reservas/:id: one reservation. Summary, status changes along the allowed
 * transitions (a cancellation, a no-show and an early check-out ask first, in words), an edit form for dates, unit, guests and notes (validated
 * with the edge's schema; a taken night says so and keeps what was typed), the history with a
 * line per change, and the payments: paid and due among the facts, then the payments received
 * (refund each) and the record-a-payment form, a chunk of its own (./Payments). Rendered on the
 * server (host.reservations.get and host.payments.list prefetched); another host's id is a 404.
 */
import { Suspense, useState } from 'react';
import { lazyPart } from '../../lazy-part';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell, idParam, useRoleOn } from '../../workspace/WorkspaceShell';
import { trpc } from '../../trpc/react';
import { StatusBadge } from '../../workspace/stays/StatusBadge';
import { AskFirst } from '../../workspace/stays/AskFirst';
import { statusQuestion } from '../../workspace/stays/status-question';
import { failureOf, isNotFound } from '../../workspace/stays/issues';
import { button, card } from '../../theme/ui.css';
import * as css from '../../workspace/stays/stays.css';
// The payments' styles with the page's own CSS: the server-rendered form is styled before its chunk loads.
import '../../workspace/pix.css';
import type { ReservationStatus } from '../../../shared/host/stay-rules';
import { daysBetween } from '../../../shared/stay/dates';
import { formatCurrency, formatDate } from '../../../shared/format';
import { LOCALE_TAGS, type Locale } from '../../../shared/locales';
import { lineRows } from '../../components/price/lines';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/root';
import { actorLabel } from '../../../shared/format';
import { roleMay } from '../../../shared/team/permissions';

/**
 * The edit form (react-aria fields, its schema): server HTML until the host first uses it (a
 * press or what they type is held and replayed once it is live), so its code is not in the
 * page's first load.
 */
const EditForm = lazyPart(() => import('./EditForm').then((module) => module.default), { hydrate: 'interaction' });
/**
 * Below the fold, each a chunk of its own that stays server HTML until the host first uses it
 * (the page's own code stays within its budget; what is typed meanwhile is replayed).
 */
const Journey = lazyPart(() => import('./Journey').then((module) => module.Journey), { hydrate: 'interaction' });
const Conversation = lazyPart(() => import('./Conversation').then((module) => module.Conversation), { hydrate: 'interaction' });
/** The receipt link and the stay's NFS-e (issue 43), below the fold: the same, a chunk of its own, with its dictionary (not in the page's namespaces). */
const Books = lazyPart(() => Promise.all([import('./Books'), import('../../workspace/books-texts').then((module) => module.loadBooksTexts())]).then(([module]) => module.Books), { hydrate: 'interaction' });
/**
 * Payments list and form (react-aria fields, dates, the payment schema): a chunk of its own,
 * outside the page's budget, fetched as soon as this module runs in the browser; the server
 * renders it in place.
 */
const Payments = lazyPart(() => import('./Payments').then((module) => module.default), { prefetch: true });

type Reservation = inferRouterOutputs<AppRouter>['host']['reservations']['get'];

export async function resolveHead({ api, params }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  const id = idParam(params);
  if (id === null) return { status: 404, noindex: true };
  try {
    const [reservation] = await Promise.all([
      api.host.reservations.get.fetch({ id }),
      api.host.payments.list.fetch({ reservationId: id }),
      // The guest's journey (issue 28): check-in status and the messages sent.
      // A role without the check-in (the accountant) reads the rest of the stay (issue 40).
      api.host.checkins.get.fetch({ reservationId: id }).catch(() => undefined),
      api.host.messages.sent.fetch({ reservationId: id }),
      // The books (issue 43): the stay's NFS-e, if any.
      api.host.invoices.list.fetch({ reservationId: id }).catch(() => undefined),
      // The conversation (issue 44); a role that may not read the inbox simply has none.
      api.host.inbox.get.fetch({ reservationId: id }).catch(() => undefined),
    ]);
    return { noindex: true, title: reservation.code };
  } catch (error) {
    if (isNotFound(error)) return { status: 404, noindex: true };
    throw error;
  }
}

export default function ReservationPage({ params }: PageProps) {
  const { LL } = useI18nContext();
  const id = idParam(params);
  return (
    <WorkspaceShell section="reservations" title={LL.meta.dashboardReservation.title()}>
      {id === null ? <p>{LL.reservations.errors.notFound()}</p> : <ReservationView id={id} />}
    </WorkspaceShell>
  );
}

function ReservationView({ id }: { id: number }) {
  const { LL, locale } = useI18nContext();
  const href = useHref();
  const query = trpc.host.reservations.get.useQuery({ id });
  // Issue 40: the caller's role here (the shell's list) — every button it may not use is left out (the server refuses them too).
  const role = useRoleOn(query.data?.propertyId);
  const [notice, setNotice] = useState('');
  if (query.isError) return <p role="alert">{query.error.data?.code === 'NOT_FOUND' ? LL.reservations.errors.notFound() : LL.workspace.common.loadError()}</p>;
  const reservation = query.data;
  if (!reservation) return <p>{LL.workspace.common.loading()}</p>;
  const date = (iso: string) => formatDate(iso, locale, 'long');
  const money = (cents: number) => formatCurrency(cents, reservation.currency as 'BRL', locale);
  const owes = reservation.status !== 'cancelled' && reservation.status !== 'no_show';
  const dueCents = Math.max(0, reservation.totalCents - reservation.paidCents);
  return (
    <div className={css.stack}>
      <p>
        <a href={href('/dashboard/reservas')}>← {LL.reservations.detail.back()}</a>
      </p>
      <p role="status" className={css.notice}>
        {notice}
      </p>
      <section className={card} aria-labelledby="summary">
        <h2 id="summary" className={css.subTitle}>
          {reservation.code} · <StatusBadge status={reservation.status} />
        </h2>
        <dl className={css.facts}>
          <dt className={css.factTerm}>{LL.reservations.detail.guest()}</dt>
          <dd className={css.factValue}>
            {reservation.guest ? (
              <>
                {reservation.guest.name} {reservation.guest.email && `· ${reservation.guest.email}`} {reservation.guest.phone && `· ${reservation.guest.phone}`}{' '}
                <a href={href(`/dashboard/hospedes/${reservation.guest.id}`)}>{LL.reservations.detail.openGuest()}</a>
              </>
            ) : (
              '—'
            )}
          </dd>
          <dt className={css.factTerm}>{LL.reservations.detail.property()}</dt>
          <dd className={css.factValue}>{reservation.propertyName}</dd>
          <dt className={css.factTerm}>{LL.reservations.detail.unit()}</dt>
          <dd className={css.factValue}>
            {reservation.unitName} ({reservation.roomTypeName})
          </dd>
          <dt className={css.factTerm}>{LL.reservations.list.dates()}</dt>
          <dd className={css.factValue}>
            {LL.reservations.stay({ checkIn: date(reservation.checkIn), checkOut: date(reservation.checkOut), nights: daysBetween(reservation.checkIn, reservation.checkOut) })}
          </dd>
          <dt className={css.factTerm}>{LL.reservations.detail.guests()}</dt>
          <dd className={css.factValue}>{LL.reservations.detail.guestsCount({ adults: reservation.adults, children: reservation.children })}</dd>
          <dt className={css.factTerm}>{LL.reservations.list.source()}</dt>
          <dd className={css.factValue}>{LL.workspace.source[reservation.source]()}</dd>
          <dt className={css.factTerm}>{LL.reservations.detail.total()}</dt>
          <dd className={css.factValue}>
            {money(reservation.totalCents)}
            {/* Issue 25: the lines it was sold with, as stored with the reservation. */}
            <ul className={css.factValue} data-testid="reservation-lines" aria-label={LL.stayPrice.lines.title()}>
              {lineRows(LL.stayPrice, reservation.lines, reservation.currency, locale as Locale, reservation.promoCode)
                .slice(0, -1)
                .map(([label, amount], i) => (
                  <li key={`${i}:${label}`}>
                    {label}: {amount}
                  </li>
                ))}
              {reservation.ratePlanName && <li>{LL.stayPrice.ratePlanName({ name: reservation.ratePlanName })}</li>}
              {!reservation.refundable && <li>{LL.stayPrice.plans.nonRefundable()}</li>}
            </ul>
          </dd>
          <dt className={css.factTerm}>{LL.reservations.detail.paid()}</dt>
          <dd className={css.factValue} data-testid="reservation-paid">
            {money(reservation.paidCents)}
          </dd>
          <dt className={css.factTerm}>{LL.pix.record.balance()}</dt>
          <dd className={css.factValue} data-testid="reservation-due">
            {owes ? money(dueCents) : '—'}
          </dd>
          <dt className={css.factTerm}>{LL.reservations.detail.notes()}</dt>
          <dd className={css.factValue}>{reservation.notes || LL.reservations.detail.noNotes()}</dd>
        </dl>
      </section>
      {roleMay(role, 'reservations.write') && (
        <>
          <StatusActions reservation={reservation} onChanged={setNotice} />
          <Suspense fallback={null}>
            <EditForm reservation={reservation} onSaved={() => setNotice(LL.reservations.detail.saved())} />
          </Suspense>
        </>
      )}
      <History reservation={reservation} />
      <Suspense fallback={null}>
        <Journey
          reservationId={reservation.id}
          guestName={reservation.guest?.name ?? ''}
          guestEmail={reservation.guest?.email ?? ''}
          checkins={{ read: roleMay(role, 'checkins.read'), write: roleMay(role, 'checkins.write') }}
        />
      </Suspense>
      <Suspense fallback={null}>
        <Conversation reservationId={reservation.id} timeZone={reservation.timezone} />
      </Suspense>
      <section aria-labelledby="payments" className={css.section}>
        <h2 id="payments" className={css.subTitle}>
          {LL.reservations.detail.payments()}
        </h2>
        <Suspense fallback={<p>{LL.workspace.common.loading()}</p>}>
          <Payments reservationId={reservation.id} timeZone={reservation.timezone} mayRefund={roleMay(role, 'payments.refund')} mayRecord={roleMay(role, 'payments.write')} />
        </Suspense>
      </section>
      <Books reservationId={reservation.id} propertyId={reservation.propertyId} currency={reservation.currency} mayIssue={roleMay(role, 'payments.write')} />
    </div>
  );
}

function StatusActions({ reservation, onChanged }: { reservation: Reservation; onChanged: (message: string) => void }) {
  const { LL, locale } = useI18nContext();
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  const setStatus = trpc.host.reservations.setStatus.useMutation({
    onSuccess: async (result) => {
      setError(null);
      await utils.host.reservations.get.invalidate({ id: reservation.id });
      onChanged(LL.reservations.detail.statusChanged({ status: LL.workspace.status[result.status as ReservationStatus]() }));
    },
    onError: (failure) => setError(failureOf(LL, failure).message),
  });
  const allowed = reservation.allowedStatuses as ReservationStatus[];
  // Issue 40: a cancellation, a no-show and an early check-out ask first, saying what will happen.
  const stay = { ...reservation, guestName: reservation.guest?.name ?? '' };
  return (
    <section className={card} aria-labelledby="status-title">
      <h2 id="status-title" className={css.subTitle}>
        {LL.reservations.detail.statusTitle()}
      </h2>
      <p>{LL.reservations.detail.statusNow({ status: LL.workspace.status[reservation.status]() })}</p>
      {allowed.length === 0 ? (
        <p>{LL.reservations.detail.noMoreChanges()}</p>
      ) : (
        <div className={css.buttons}>
          {allowed.map((status) => (
            <AskFirst
              key={status}
              ask={() => statusQuestion(LL, locale as Locale, stay, status, reservation.timezone)}
              isPending={setStatus.isPending}
              onConfirm={() => setStatus.mutateAsync({ id: reservation.id, status }).catch(() => undefined)}
            >
              {(open) => (
                <Button className={status === 'cancelled' || status === 'no_show' ? button.secondary : button.primary} isDisabled={setStatus.isPending} onPress={open}>
                  {LL.reservations.detail.to[status]()}
                </Button>
              )}
            </AskFirst>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className={css.formError}>
          {error}
        </p>
      )}
    </section>
  );
}

function eventText(LL: TranslationFunctions, event: Reservation['events'][number], date: (iso: string) => string, money: (cents: number) => string): string {
  const detail = event.detail as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- audit details are free JSON
  const status = (value: unknown) => (typeof value === 'string' && value in LL.workspace.status ? LL.workspace.status[value as ReservationStatus]() : String(value ?? ''));
  const text = LL.reservations.detail.event;
  switch (event.action) {
    case 'created':
      return text.created({ status: status(detail.status), source: typeof detail.source === 'string' && detail.source in LL.workspace.source ? LL.workspace.source[detail.source as 'manual']() : String(detail.source ?? '') });
    case 'status':
      return text.status({ from: status(detail.from), to: status(detail.to) });
    case 'cancelled':
      return text.cancelled();
    case 'dates':
      return text.dates({ from: `${date(detail.from?.checkIn)} – ${date(detail.from?.checkOut)}`, to: `${date(detail.to?.checkIn)} – ${date(detail.to?.checkOut)}` });
    case 'unit':
      return text.unit();
    case 'guests':
      return text.guests({ from: `${detail.from?.adults ?? 0}+${detail.from?.children ?? 0}`, to: `${detail.to?.adults ?? 0}+${detail.to?.children ?? 0}` });
    case 'total':
      return text.total({ from: money(Number(detail.from ?? 0)), to: money(Number(detail.to ?? 0)) });
    case 'edited':
      return text.edited();
    case 'payment':
      return text.payment();
    default:
      return text.other({ action: event.action });
  }
}

function History({ reservation }: { reservation: Reservation }) {
  const { LL, locale } = useI18nContext();
  const date = (iso: string) => (typeof iso === 'string' && iso ? formatDate(iso, locale, 'medium') : '—');
  const money = (cents: number) => formatCurrency(cents, reservation.currency as 'BRL', locale);
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale].lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: reservation.timezone });
  return (
    <section className={card} aria-labelledby="history-title">
      <h2 id="history-title" className={css.subTitle}>
        {LL.reservations.detail.historyTitle()}
      </h2>
      <ol className={css.history} data-testid="history">
        {reservation.events.map((event) => (
          <li key={event.id}>
            {eventText(LL, event, date, money)}
            <span className={css.historyWhen}>
              {LL.reservations.detail.when({
                when: when.format(new Date(event.at)),
                actor: event.actorEmail ? actorLabel(event.actorName, event.actorEmail) : (event.actor in LL.reservations.detail.actor ? LL.reservations.detail.actor[event.actor as 'host']() : event.actor),
              })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
