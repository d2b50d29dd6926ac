/**
 * /dashboard/relatorios: host.reports.summary over a range (`?from=&to=`,
 * `to` exclusive; default this month) and a scope (`?property=`, default all), the figures each
 * with its definition one click away (a native disclosure), bars by month (CSS, one summary per
 * month) and a table by source, and the same figures as CSV (/account/reports.csv). A GET form:
 * the URL holds the state and the server renders every figure.
 */
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell, propertyParam } from '../../workspace/WorkspaceShell';
import { reportRangeOf } from '../../workspace/params';
import { ScopePicker, useScope } from '../../workspace/ScopePicker';
import { trpc } from '../../trpc/react';
import * as stays from '../../workspace/stays/stays.css';
import * as css from '../../workspace/operations.css';
import { CsvDownloads } from '../../workspace/CsvDownloads';
import { formatCurrency, formatMonth, formatNumber } from '../../../shared/format';
import { monthStart } from '../../../shared/host/periods';
import type { ReportsSummary } from '../../../shared/host/operations';
import { todayIn } from '../../../shared/stay/dates';
import type { Locale } from '../../../shared/locales';
import type { HeadInfo, HeadInput, PageProps } from '../types';

/** The range of the URL, or this month; null when the URL's range is invalid. */
function rangeOf(search: string): { from: string; to: string } | null {
  return reportRangeOf(search, todayIn('America/Sao_Paulo'));
}

/** The months the range touches, each clipped to the range. */
function monthsOf(range: { from: string; to: string }): { month: string; from: string; to: string }[] {
  const months: { month: string; from: string; to: string }[] = [];
  for (let start = monthStart(range.from); start < range.to && months.length < 25; start = monthStart(start, 1)) {
    const next = monthStart(start, 1);
    months.push({ month: start, from: start < range.from ? range.from : start, to: next > range.to ? range.to : next });
  }
  return months;
}

const withScope = <T extends object>(input: T, propertyId: number | undefined) => (propertyId === undefined ? input : { ...input, propertyId });

export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  const properties = await api.host.properties.list.fetch();
  const wanted = propertyParam(search);
  const propertyId = properties.some((property) => property.id === wanted) ? wanted : undefined;
  const range = rangeOf(search);
  if (range) {
    await Promise.all([
      api.host.reports.summary.fetch(withScope(range, propertyId)),
      ...monthsOf(range).map((month) => api.host.reports.summary.fetch(withScope({ from: month.from, to: month.to }, propertyId))),
    ]);
  }
  return { noindex: true };
}

export default function ReportsPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="reports" title={LL.meta.dashboardReports.title()}>
      <Reports />
    </WorkspaceShell>
  );
}

type Currency = 'BRL' | 'EUR' | 'USD';
const money = (cents: number, currency: string | null, locale: Locale) => (currency ? formatCurrency(cents, currency as Currency, locale) : formatNumber(cents / 100, locale, 2));

function Reports() {
  const { LL, locale } = useI18nContext();
  const t = LL.operations.reports;
  const { search } = useBootstrap();
  const href = useHref();
  const { propertyId } = useScope();
  const params = new URLSearchParams(search);
  const range = rangeOf(search);
  const summary = trpc.host.reports.summary.useQuery(withScope(range ?? { from: '2000-01-01', to: '2000-01-02' }, propertyId), { enabled: range !== null });
  const query = range ? new URLSearchParams({ from: range.from, to: range.to, ...(propertyId === undefined ? {} : { propertyId: String(propertyId) }) }).toString() : null;
  return (
    <div className={stays.stack}>
      <section aria-label={t.filters()}>
        <ScopePicker action={href('/dashboard/relatorios')}>
          <div className={css.scopeField}>
            <label htmlFor="reports-from" className={stays.label}>
              {t.from()}
            </label>
            <input id="reports-from" type="date" name="from" required className={stays.input} defaultValue={range?.from ?? params.get('from') ?? ''} />
          </div>
          <div className={css.scopeField}>
            <label htmlFor="reports-to" className={stays.label}>
              {t.to()}
            </label>
            <input id="reports-to" type="date" name="to" required className={stays.input} defaultValue={range?.to ?? params.get('to') ?? ''} />
          </div>
        </ScopePicker>
      </section>
      {!range && <p role="alert">{t.invalid()}</p>}
      {summary.isError && <p role="alert">{LL.workspace.common.loadError()}</p>}
      {range && summary.data && (
        <>
          {query && <CsvDownloads path="/account/reports.csv" query={query} />}
          <p>
            <a href={href(`/dashboard/recebimentos?${query ?? ''}`)}>{LL.booksPages.payments.link()}</a>
            {' · '}
            <a href={href(`/dashboard/notas${propertyId === undefined ? '' : `?property=${propertyId}`}`)}>{LL.books.invoicing.nav()}</a>
          </p>
          {summary.data.currency === null && summary.data.revenueCents > 0 && <p>{t.mixedCurrencies()}</p>}
          <Figures summary={summary.data} />
          <ByKind summary={summary.data} />
          <Months range={range} propertyId={propertyId} currency={summary.data.currency} />
          <BySource summary={summary.data} />
        </>
      )}
    </div>
  );
}

/** Revenue by kind (issue 43): what ADR and RevPAR count (lodging) beside what they do not. */
function ByKind({ summary }: { summary: ReportsSummary }) {
  const { LL, locale } = useI18nContext();
  const t = LL.booksPages.kinds;
  const kinds = ['lodging', 'addons', 'fees', 'taxes'] as const;
  const total = kinds.reduce((sum, kind) => sum + summary.revenueByKind[kind], 0);
  return (
    <section className={stays.section}>
      <h2 id="reports-kinds" className={stays.subTitle}>
        {t.title()}
      </h2>
      <p>{t.note()}</p>
      <div className={stays.tableWrap} tabIndex={0} role="region" aria-labelledby="reports-kinds">
        <table className={stays.table} data-testid="reports-kinds">
          <caption className={stays.caption}>{t.caption()}</caption>
          <thead>
            <tr>
              <th scope="col" className={stays.th}>{t.kind()}</th>
              <th scope="col" className={stays.th}>{t.amount()}</th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind} data-kind={kind}>
                <th scope="row" className={stays.td}>{t[kind]()}</th>
                <td className={stays.td}>{money(summary.revenueByKind[kind], summary.currency, locale)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={stays.td}>{t.total()}</th>
              <td className={stays.td}>{money(total, summary.currency, locale)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Figures({ summary }: { summary: ReportsSummary }) {
  const { LL, locale } = useI18nContext();
  const t = LL.operations.reports;
  const figures = [
    { key: 'nightsAvailable', value: formatNumber(summary.nightsAvailable, locale) },
    { key: 'nightsSold', value: formatNumber(summary.nightsSold, locale) },
    { key: 'occupancy', value: `${formatNumber(summary.occupancyPercent, locale, 1)} %` },
    { key: 'revenue', value: money(summary.revenueCents, summary.currency, locale) },
    { key: 'adr', value: money(summary.adrCents, summary.currency, locale) },
    { key: 'revpar', value: money(summary.revparCents, summary.currency, locale) },
  ] as const;
  return (
    <section className={stays.section} aria-labelledby="reports-figures">
      <h2 id="reports-figures" className={stays.subTitle}>
        {t.figures()}
      </h2>
      <dl className={css.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={css.figure} data-figure={figure.key}>
            <dt className={css.figureTerm}>{t[figure.key]()}</dt>
            <dd className={css.figureValue}>{figure.value}</dd>
            <dd className={css.definition}>
              <details>
                <summary className={css.summary}>
                  {t.definition()} <span className={stays.label}>({t[figure.key]()})</span>
                </summary>
                <p>{t.definitions[figure.key]()}</p>
              </details>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Months({ range, propertyId, currency }: { range: { from: string; to: string }; propertyId: number | undefined; currency: string | null }) {
  const { LL, locale } = useI18nContext();
  const t = LL.operations.reports;
  const months = monthsOf(range);
  const results = trpc.useQueries((q) => months.map((month) => q.host.reports.summary(withScope({ from: month.from, to: month.to }, propertyId))));
  return (
    <section className={stays.section}>
      <h2 id="reports-months" className={stays.subTitle}>
        {t.byMonth()}
      </h2>
      {/* Focusable: on a phone the table scrolls sideways, and a keyboard must reach it. */}
      <div className={stays.tableWrap} tabIndex={0} role="region" aria-labelledby="reports-months">
        <table className={stays.table} data-testid="reports-months">
          <caption className={stays.caption}>{t.byMonthCaption()}</caption>
          <thead>
            <tr>
              <th scope="col" className={stays.th}>{t.month()}</th>
              <th scope="col" className={stays.th}>{t.occupancy()}</th>
              <th scope="col" className={stays.th}>{t.adr()}</th>
              <th scope="col" className={stays.th}>{t.revenue()}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month, index) => {
              const data = results[index]?.data;
              return (
                <tr key={month.month}>
                  <th scope="row" className={stays.td}>
                    {formatMonth(month.month, locale, 'long')} {month.month.slice(0, 4)}
                  </th>
                  <td className={stays.td}>
                    {data && (
                      <div className={css.barCell}>
                        <div className={css.barTrack} aria-hidden="true">
                          <div className={css.bar} style={{ width: `${Math.min(100, data.occupancyPercent)}%` }} />
                        </div>
                        <span>{formatNumber(data.occupancyPercent, locale, 1)} %</span>
                      </div>
                    )}
                  </td>
                  <td className={stays.td}>{data ? money(data.adrCents, currency, locale) : ''}</td>
                  <td className={stays.td}>{data ? money(data.revenueCents, currency, locale) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function BySource({ summary }: { summary: ReportsSummary }) {
  const { LL, locale } = useI18nContext();
  const t = LL.operations.reports;
  return (
    <section className={stays.section}>
      <h2 id="reports-sources" className={stays.subTitle}>
        {t.bySource()}
      </h2>
      {summary.bySource.length === 0 ? (
        <p>{t.none()}</p>
      ) : (
        <div className={stays.tableWrap} tabIndex={0} role="region" aria-labelledby="reports-sources">
          <table className={stays.table} data-testid="reports-sources">
            <thead>
              <tr>
                <th scope="col" className={stays.th}>{t.source()}</th>
                <th scope="col" className={stays.th}>{t.nights()}</th>
                <th scope="col" className={stays.th}>{t.revenue()}</th>
                <th scope="col" className={stays.th}>{t.share()}</th>
              </tr>
            </thead>
            <tbody>
              {summary.bySource.map((row) => (
                <tr key={row.source}>
                  <th scope="row" className={stays.td}>{LL.workspace.source[row.source]()}</th>
                  <td className={stays.td}>{formatNumber(row.nights, locale)}</td>
                  <td className={stays.td}>{money(row.revenueCents, summary.currency, locale)}</td>
                  <td className={stays.td}>{summary.revenueCents > 0 ? `${formatNumber(Math.round((row.revenueCents / summary.revenueCents) * 1000) / 10, locale, 1)} %` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
