/**
 * /dashboard/reservas: every reservation of the host, filtered (dates, status, source, text on
 * guest or code) and paged. The filters are a plain GET form and the pages plain links, so the
 * URL holds the state and the server renders each page (host.reservations.search prefetched).
 * Each row shows the total, what was paid and what is still due (none for a cancelled stay).
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell, propertyParam } from '../../workspace/WorkspaceShell';
import { trpc } from '../../trpc/react';
import { FormSelect, FormText } from '../../workspace/stays/fields';
import { StatusBadge } from '../../workspace/stays/StatusBadge';
import { dateParam, intParam, isNotFound } from '../../workspace/stays/issues';
import { button } from '../../theme/ui.css';
import * as css from '../../workspace/stays/stays.css';
import { RESERVATIONS_PAGE_SIZE, RESERVATION_SOURCES, RESERVATION_STATUSES, type ReservationSource, type ReservationStatus } from '../../../shared/host/stay-rules';
import { daysBetween } from '../../../shared/stay/dates';
import { formatCurrency, formatDate } from '../../../shared/format';
import { localizePath } from '../../../shared/locales';
import type { HeadInfo, HeadInput, PageProps } from '../types';

const PAGE_SIZE = RESERVATIONS_PAGE_SIZE;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The search input of a query string (unknown values are ignored, as an absent filter). */
export function searchInput(search: string) {
  const params = new URLSearchParams(search);
  const from = dateParam(search, 'from');
  let to = dateParam(search, 'to');
  if (from && to && to <= from) to = undefined;
  const q = (params.get('q') ?? '').trim().slice(0, 120);
  return {
    propertyId: propertyParam(search),
    from,
    to,
    status: oneOf(RESERVATION_STATUSES, params.get('status')),
    source: oneOf(RESERVATION_SOURCES, params.get('source')),
    q: q || undefined,
    page: intParam(search, 'page') ?? 1,
    pageSize: PAGE_SIZE,
  };
}

export async function resolveHead({ api, search, locale }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  try {
    const input = searchInput(search);
    const found = await api.host.reservations.search.fetch(input);
    // The app bar's search: a reservation code that matches one exactly opens that reservation.
    const exact = input.q ? found.items.filter((item) => item.code.toUpperCase() === input.q!.toUpperCase()) : [];
    if (exact.length === 1) return { redirect: localizePath(`/dashboard/reservas/${exact[0]!.id}`, locale), noindex: true };
  } catch (error) {
    if (isNotFound(error)) return { status: 404, noindex: true };
    throw error;
  }
  return { noindex: true };
}

export default function ReservationsPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="reservations" title={LL.meta.dashboardReservations.title()}>
      <Reservations />
    </WorkspaceShell>
  );
}

function Reservations() {
  const { LL, locale } = useI18nContext();
  const { search } = useBootstrap();
  const href = useHref();
  const input = searchInput(search);
  const result = trpc.host.reservations.search.useQuery(input);
  const pageLink = (page: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(page));
    return `${href('/dashboard/reservas')}?${params.toString()}`;
  };
  const date = (iso: string) => formatDate(iso, locale, 'medium');

  return (
    <div className={css.stack}>
      <Filters input={input} />
      {result.isError && <p role="alert">{LL.workspace.common.loadError()}</p>}
      {result.data && (
        <>
          <p role="status">{LL.reservations.list.count({ total: result.data.total })}</p>
          {result.data.items.length === 0 ? (
            <p>{LL.reservations.list.empty()}</p>
          ) : (
            <div className={css.tableWrap}>
              <table className={css.table} data-testid="reservations-table">
                <caption className={css.caption}>
                  {LL.reservations.list.caption()}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={css.th}>{LL.reservations.list.code()}</th>
                    <th scope="col" className={css.th}>{LL.reservations.list.guest()}</th>
                    <th scope="col" className={css.th}>{LL.reservations.list.dates()}</th>
                    <th scope="col" className={css.th}>{LL.reservations.list.place()}</th>
                    <th scope="col" className={css.th}>{LL.reservations.list.status()}</th>
                    <th scope="col" className={css.th}>{LL.reservations.list.source()}</th>
                    <th scope="col" className={css.th}>{LL.reservations.list.total()}</th>
                    <th scope="col" className={css.th}>{LL.pix.record.paid()}</th>
                    <th scope="col" className={css.th}>{LL.pix.record.balance()}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.items.map((item) => (
                    <tr key={item.id} data-testid={`reservation-row-${item.id}`}>
                      <th scope="row" className={css.td}>
                        <a href={href(`/dashboard/reservas/${item.id}`)} aria-label={LL.reservations.list.open({ code: item.code })}>
                          {item.code}
                        </a>
                      </th>
                      <td className={css.td}>
                        {item.guestId ? <a href={href(`/dashboard/hospedes/${item.guestId}`)}>{item.guestName || '—'}</a> : item.guestName || '—'}
                      </td>
                      <td className={css.td}>
                        {LL.reservations.stay({ checkIn: date(item.checkIn), checkOut: date(item.checkOut), nights: daysBetween(item.checkIn, item.checkOut) })}
                      </td>
                      <td className={css.td}>
                        {item.unitName}
                        <br />
                        <small>{item.propertyName}</small>
                      </td>
                      <td className={css.td}>
                        <StatusBadge status={item.status} />
                      </td>
                      <td className={css.td}>{LL.workspace.source[item.source]()}</td>
                      <td className={css.td}>{formatCurrency(item.totalCents, item.currency as 'BRL', locale)}</td>
                      <td className={css.td} data-testid="row-paid">
                        {formatCurrency(item.paidCents, item.currency as 'BRL', locale)}
                      </td>
                      <td className={css.td} data-testid="row-due">
                        {item.status === 'cancelled' || item.status === 'no_show' ? '—' : formatCurrency(Math.max(0, item.totalCents - item.paidCents), item.currency as 'BRL', locale)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {result.data.pages > 1 && (
            <nav className={css.pager} aria-label={LL.reservations.list.pagination()}>
              {input.page > 1 && <a href={pageLink(input.page - 1)}>{LL.reservations.list.previous()}</a>}
              <span>{LL.reservations.list.page({ page: input.page, pages: result.data.pages })}</span>
              {input.page < result.data.pages && <a href={pageLink(input.page + 1)}>{LL.reservations.list.next()}</a>}
            </nav>
          )}
        </>
      )}
    </div>
  );
}

/** A GET form: submitting loads the same page with the filters in the URL (first page). */
function Filters({ input }: { input: ReturnType<typeof searchInput> }) {
  const { LL } = useI18nContext();
  const href = useHref();
  const [q, setQ] = useState(input.q ?? '');
  const [from, setFrom] = useState(input.from ?? '');
  const [to, setTo] = useState(input.to ?? '');
  const [status, setStatus] = useState<ReservationStatus | 'any'>(input.status ?? 'any');
  const [source, setSource] = useState<ReservationSource | 'any'>(input.source ?? 'any');
  return (
    <section aria-labelledby="filters-title" className={css.section}>
      <h2 id="filters-title" className={css.subTitle}>
        {LL.reservations.filters.title()}
      </h2>
      <Form method="get" action={href('/dashboard/reservas')} className={css.filters} role="search" aria-labelledby="filters-title">
        {input.propertyId && <input type="hidden" name="property" value={input.propertyId} />}
        <FormText label={LL.reservations.filters.q()} value={q} onChange={setQ} name="q" type="search" />
        <FormText label={LL.reservations.filters.from()} value={from} onChange={setFrom} name="from" type="date" />
        <FormText label={LL.reservations.filters.to()} value={to} onChange={setTo} name="to" type="date" />
        <FormSelect
          label={LL.reservations.filters.status()}
          name="status"
          value={status}
          onChange={setStatus}
          options={[{ id: 'any' as const, label: LL.reservations.filters.any() }, ...RESERVATION_STATUSES.map((id) => ({ id, label: LL.workspace.status[id]() }))]}
        />
        <FormSelect
          label={LL.reservations.filters.source()}
          name="source"
          value={source}
          onChange={setSource}
          options={[{ id: 'any' as const, label: LL.reservations.filters.any() }, ...RESERVATION_SOURCES.map((id) => ({ id, label: LL.workspace.source[id]() }))]}
        />
        <div className={css.formActions}>
          <button type="submit" className={button.primary}>
            {LL.reservations.filters.apply()}
          </button>
          <a href={href('/dashboard/reservas')}>{LL.reservations.filters.clear()}</a>
        </div>
      </Form>
    </section>
  );
}
