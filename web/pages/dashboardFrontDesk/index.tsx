/**
 * /dashboard/recepcao: the front desk. Today's arrivals, departures and in-house stays of one
 * property or all of them (`?property=`), each with its one action (check in, check out,
 * no-show: host.reservations.setStatus), the balance due shown before a check-out and a payment
 * recorded from there (the workspace's RecordPayment). host.frontDesk.today is prefetched: the
 * server renders the lists.
 */
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell, propertyParam, useRoleOn } from '../../workspace/WorkspaceShell';
import { roleMay } from '../../../shared/team/permissions';
import { ScopePicker, useScope } from '../../workspace/ScopePicker';
import { lazyPart } from '../../lazy-part';
import { trpc } from '../../trpc/react';
import * as stays from '../../workspace/stays/stays.css';
import * as css from '../../workspace/operations.css';
import { formatCurrency, formatDate } from '../../../shared/format';
import type { ReservationStatus } from '../../../shared/host/stay-rules';
import type { Locale } from '../../../shared/locales';
import { AskFirst } from '../../workspace/stays/AskFirst';
import { statusQuestion } from '../../workspace/stays/status-question';
import type { HeadInfo, HeadInput, PageProps } from '../types';

type Currency = 'BRL' | 'EUR' | 'USD';

/** The payment form (react-aria date and number fields): its own chunk, fetched when a host opens it. */
const NewReservation = lazyPart(() => import('./NewReservation').then((module) => module.default));
const RecordPayment = lazyPart(() => import('../../workspace/RecordPayment').then((module) => module.RecordPayment));

export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  const properties = await api.host.properties.list.fetch();
  const wanted = propertyParam(search);
  const propertyId = properties.some((property) => property.id === wanted) ? wanted : undefined;
  await api.host.frontDesk.today.fetch(propertyId === undefined ? {} : { propertyId });
  return { noindex: true };
}

export default function FrontDeskPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="frontDesk" title={LL.meta.dashboardFrontDesk.title()}>
      <FrontDesk />
    </WorkspaceShell>
  );
}

interface Stay {
  id: number;
  code: string;
  propertyId: number;
  propertyName: string;
  unitName: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  status: ReservationStatus;
  currency: string;
  totalCents: number;
  paidCents: number;
  /** Arrivals only: the online check-in's status and the register's (issue 28). */
  checkin?: { status: 'none' | 'partial' | 'complete'; fnrh: 'off' | 'pending' | 'sent' | 'error' | null };
}

type Kind = 'arrivals' | 'departures' | 'inHouse';

function FrontDesk() {
  const { LL, locale } = useI18nContext();
  const href = useHref();
  const { propertyId } = useScope();
  const day = trpc.host.frontDesk.today.useQuery(propertyId === undefined ? {} : { propertyId });
  const [message, setMessage] = useState('');
  const dates = [...new Set((day.data?.properties ?? []).map((property) => property.today))];
  return (
    <div className={stays.stack}>
      <ScopePicker action={href('/dashboard/recepcao')} />
      {day.data && day.data.properties.length > 0 && <NewReservationButton properties={day.data.properties} onMessage={setMessage} />}
      {/* The day and what the last action did, as one block: the empty status line no longer opens a gap between the day and the arrivals. */}
      <div>
        {dates.length > 0 && <p className={stays.flush}>{LL.operations.frontDesk.today({ date: dates.map((date) => formatDate(date, locale, 'long')).join(' / ') })}</p>}
        <p role="status" className={stays.notice}>
          {message}
        </p>
      </div>
      {day.isError && <p role="alert">{LL.workspace.common.loadError()}</p>}
      {day.data && (
        <>
          <StayTable kind="arrivals" stays={day.data.arrivals} onMessage={setMessage} timezones={day.data.properties} />
          <StayTable kind="departures" stays={day.data.departures} onMessage={setMessage} timezones={day.data.properties} />
          <StayTable kind="inHouse" stays={day.data.inHouse} onMessage={setMessage} timezones={day.data.properties} />
          {day.data.conflicts.length > 0 && (
            <section className={stays.section} aria-labelledby="front-desk-conflicts" data-testid="front-desk-conflicts">
              <h2 id="front-desk-conflicts" className={stays.subTitle}>
                {LL.operations.frontDesk.conflictsTitle()} ({day.data.conflicts.length})
              </h2>
              <p>{LL.operations.frontDesk.conflictsLead()}</p>
              <ul>
                {day.data.conflicts.map((stay) => (
                  <li key={stay.id} data-code={stay.code}>
                    <a href={href(`/dashboard/reservas/${stay.id}`)}>
                      {LL.operations.frontDesk.conflictItem({
                        guest: stay.guestName || stay.code,
                        code: stay.code,
                        unit: stay.unitName,
                        from: formatDate(stay.checkIn, locale, 'medium'),
                        to: formatDate(stay.checkOut, locale, 'medium'),
                        ota: stay.otaName,
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** Issue 40: "Nova reserva" for a role that may create stays (the dialog is its own chunk, loaded when opened). */
function NewReservationButton({ properties, onMessage }: { properties: { id: number; name: string; today: string }[]; onMessage: (text: string) => void }) {
  const { LL } = useI18nContext();
  const role = useRoleOn(properties[0]?.id);
  const [open, setOpen] = useState(false);
  if (!roleMay(role, 'reservations.write')) return null;
  return (
    <p>
      <Button className={css.smallButton} onPress={() => setOpen(true)}>
        {LL.operations.frontDesk.newReservation()}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NewReservation
            properties={properties}
            onClose={() => setOpen(false)}
            onDone={(message) => {
              setOpen(false);
              onMessage(message);
            }}
          />
        </Suspense>
      )}
    </p>
  );
}

function StayTable({ kind, stays: list, onMessage, timezones }: { kind: Kind; stays: Stay[]; onMessage: (text: string) => void; timezones: { id: number; timezone: string }[] }) {
  const { LL, locale } = useI18nContext();
  const t = LL.operations.frontDesk;
  const href = useHref();
  const headingId = `front-desk-${kind}`;
  const cell = css.deskCell;
  return (
    <section className={stays.section} aria-labelledby={headingId} data-testid={`front-desk-${kind}`}>
      <h2 id={headingId} className={stays.subTitle}>
        {t[kind]()} ({list.length})
      </h2>
      {list.length === 0 ? (
        <p>{t.none()}</p>
      ) : (
        <div className={`${stays.tableWrap} ${css.deskWrap}`}>
          <table className={`${stays.table} ${css.deskTable}`}>
            <thead className={css.deskHead}>
              <tr>
                <th scope="col" className={stays.th}>{t.guest()}</th>
                <th scope="col" className={stays.th}>{t.property()}</th>
                <th scope="col" className={stays.th}>{t.unit()}</th>
                <th scope="col" className={stays.th}>{t.stay()}</th>
                <th scope="col" className={stays.th}>{t.status()}</th>
                {kind === 'arrivals' && <th scope="col" className={stays.th}>{LL.journey.host.desk.column()}</th>}
                <th scope="col" className={stays.th}>{t.balance()}</th>
                <th scope="col" className={stays.th}>{t.action()}</th>
              </tr>
            </thead>
            <tbody className={css.deskBody}>
              {list.map((stay) => (
                <tr key={stay.id} data-code={stay.code} className={css.deskRow}>
                  <th scope="row" className={`${stays.td} ${cell}`} data-label={t.guest()}>
                    <a href={href(`/dashboard/reservas/${stay.id}`)}>
                      {stay.guestName || stay.code}
                    </a>
                  </th>
                  <td className={`${stays.td} ${cell}`} data-label={t.property()}>{stay.propertyName}</td>
                  <td className={`${stays.td} ${cell}`} data-label={t.unit()}>{stay.unitName}</td>
                  <td className={`${stays.td} ${cell}`} data-label={t.stay()}>
                    {formatDate(stay.checkIn, locale, 'medium')} → {formatDate(stay.checkOut, locale, 'medium')}
                  </td>
                  <td className={`${stays.td} ${cell}`} data-label={t.status()}>{LL.workspace.status[stay.status]()}</td>
                  {kind === 'arrivals' && (
                    <td className={`${stays.td} ${cell}`} data-label={LL.journey.host.desk.column()} data-checkin={stay.checkin?.status ?? 'none'}>
                      <CheckinCell stay={stay} />
                    </td>
                  )}
                  <td className={`${stays.td} ${cell}`} data-label={t.balance()}>
                    {stay.totalCents - stay.paidCents > 0 ? t.balanceDue({ amount: formatCurrency(stay.totalCents - stay.paidCents, stay.currency as Currency, locale) }) : t.settled()}
                  </td>
                  <td className={`${stays.td} ${cell}`} data-label={t.action()}>
                    <StayActions kind={kind} stay={stay} onMessage={onMessage} timezone={timezones.find((property) => property.id === stay.propertyId)?.timezone ?? 'America/Sao_Paulo'} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The arrival's online check-in, linking to the reservation's check-in panel (filled or corrected there at the desk). */
function CheckinCell({ stay }: { stay: Stay }) {
  const { LL } = useI18nContext();
  const href = useHref();
  const t = LL.journey.host;
  const checkin = stay.checkin ?? { status: 'none' as const, fnrh: null };
  const status = t.desk.status[checkin.status]();
  return (
    <>
      <a href={href(`/dashboard/reservas/${stay.id}#checkin`)} aria-label={t.desk.link({ guest: stay.guestName || stay.code, status })}>
        {status}
      </a>
      {checkin.fnrh && (
        <>
          <br />
          <span data-fnrh={checkin.fnrh}>{checkin.fnrh === 'off' ? t.fnrhOff() : checkin.fnrh === 'error' ? t.desk.fnrhError() : t.fnrh[checkin.fnrh]()}</span>
        </>
      )}
    </>
  );
}

function StayActions({ kind, stay, onMessage, timezone }: { kind: Kind; stay: Stay; onMessage: (text: string) => void; timezone: string }) {
  const { LL, locale } = useI18nContext();
  const t = LL.operations.frontDesk;
  const utils = trpc.useUtils();
  const setStatus = trpc.host.reservations.setStatus.useMutation();
  const [paying, setPaying] = useState(false);
  const guest = stay.guestName || stay.code;
  const balance = stay.totalCents - stay.paidCents;
  // Issue 40: an accountant reads the desk; only a role that may change stays and take payments gets the buttons.
  const role = useRoleOn(stay.propertyId);

  async function change(status: ReservationStatus) {
    onMessage('');
    try {
      await setStatus.mutateAsync({ id: stay.id, status });
      onMessage(t.done({ guest, status: LL.workspace.status[status]() }));
      await utils.host.frontDesk.today.invalidate();
    } catch {
      onMessage(t.failed());
    }
  }

  const actions: { status: ReservationStatus; label: string; short: string }[] = [];
  const changes = roleMay(role, 'reservations.write');
  if (changes && kind === 'arrivals' && stay.status === 'confirmed') actions.push({ status: 'checked_in', label: t.checkIn({ guest }), short: t.checkInShort() });
  if (changes && kind === 'arrivals' && (stay.status === 'confirmed' || stay.status === 'pending')) actions.push({ status: 'no_show', label: t.noShow({ guest }), short: t.noShowShort() });
  if (changes && (kind === 'departures' || kind === 'inHouse') && stay.status === 'checked_in') actions.push({ status: 'checked_out', label: t.checkOut({ guest }), short: t.checkOutShort() });
  // Issue 40: an unpaid arrival can pay at the desk too, before or after the check-in.
  const payable = roleMay(role, 'payments.write') && balance > 0 && stay.status !== 'cancelled' && stay.status !== 'no_show';
  return (
    <div className={css.actions}>
      {actions.map((action) => (
        // Issue 40: a no-show and an early check-out ask first, in the reservation page's words.
        <AskFirst key={action.status} ask={() => statusQuestion(LL, locale as Locale, stay, action.status, timezone)} isPending={setStatus.isPending} onConfirm={() => change(action.status)}>
          {(open) => (
            <Button className={css.smallButton} aria-label={action.label} isDisabled={setStatus.isPending} onPress={open}>
              {action.short}
            </Button>
          )}
        </AskFirst>
      ))}
      {payable && (
        <Button className={css.smallButton} aria-expanded={paying} onPress={() => setPaying((open) => !open)}>
          {t.recordPayment()}
        </Button>
      )}
      {payable && paying && (
        <Suspense fallback={null}>
        <RecordPayment
          reservationId={stay.id}
          currency={stay.currency as 'BRL' | 'EUR' | 'USD'}
          timeZone={timezone}
          defaultAmountCents={balance}
          onRecorded={() => {
            setPaying(false);
            void utils.host.frontDesk.today.invalidate();
          }}
        />
        </Suspense>
      )}
    </div>
  );
}
