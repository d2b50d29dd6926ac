/**
 * /dashboard/recebimentos (issue 43): money received, host.reports.payments over a range
 * (`?from=&to=`, `to` exclusive; default this month) and a scope (`?property=`): per day and
 * method (an online provider's payments apart from the same method recorded by hand), refunds
 * apart, totals by method, and the same lines as CSV in both forms. A GET form: the URL holds
 * the state and the server renders every figure.
 */
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell, propertyParam } from '../../workspace/WorkspaceShell';
import { reportRangeOf } from '../../workspace/params';
import { ScopePicker, useScope } from '../../workspace/ScopePicker';
import { CsvDownloads } from '../../workspace/CsvDownloads';
import { trpc } from '../../trpc/react';
import * as stays from '../../workspace/stays/stays.css';
import * as css from '../../workspace/operations.css';
import { formatCurrency, formatDate, formatNumber } from '../../../shared/format';
import type { MoneyLine } from '../../../shared/host/books';
import { todayIn } from '../../../shared/stay/dates';
import type { Locale } from '../../../shared/locales';
import type { HeadInfo, HeadInput, PageProps } from '../types';

function rangeOf(search: string): { from: string; to: string } | null {
  return reportRangeOf(search, todayIn('America/Sao_Paulo'));
}

const withScope = <T extends object>(input: T, propertyId: number | undefined) => (propertyId === undefined ? input : { ...input, propertyId });

export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  const properties = await api.host.properties.list.fetch();
  const wanted = propertyParam(search);
  const propertyId = properties.some((property) => property.id === wanted) ? wanted : undefined;
  const range = rangeOf(search);
  if (range) await api.host.reports.payments.fetch(withScope(range, propertyId));
  return { noindex: true };
}

export default function PaymentsPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="reports" title={LL.meta.dashboardPayments.title()}>
      <Payments />
    </WorkspaceShell>
  );
}

type Currency = 'BRL' | 'EUR' | 'USD';
const money = (cents: number, currency: string | null, locale: Locale) => (currency ? formatCurrency(cents, currency as Currency, locale) : formatNumber(cents / 100, locale, 2));

function useMethodName() {
  const { LL } = useI18nContext();
  const methods = LL.booksPages.payments.methods as Record<string, () => string>;
  const providers = LL.booksPages.payments.providers as Record<string, () => string>;
  return (line: { method: string; provider: string | null }) => {
    const method = methods[line.method]?.() ?? line.method;
    return line.provider ? LL.booksPages.payments.online({ method, provider: providers[line.provider]?.() ?? line.provider }) : method;
  };
}

function Payments() {
  const { LL } = useI18nContext();
  const t = LL.booksPages.payments;
  const { search } = useBootstrap();
  const href = useHref();
  const { propertyId } = useScope();
  const params = new URLSearchParams(search);
  const range = rangeOf(search);
  const report = trpc.host.reports.payments.useQuery(withScope(range ?? { from: '2000-01-01', to: '2000-01-02' }, propertyId), { enabled: range !== null });
  const query = range ? new URLSearchParams({ from: range.from, to: range.to, ...(propertyId === undefined ? {} : { propertyId: String(propertyId) }) }).toString() : undefined;
  return (
    <div className={stays.stack}>
      <p>{t.intro()}</p>
      <section aria-label={LL.operations.reports.filters()}>
        <ScopePicker action={href('/dashboard/recebimentos')}>
          <div className={css.scopeField}>
            <label htmlFor="payments-from" className={stays.label}>
              {LL.operations.reports.from()}
            </label>
            <input id="payments-from" type="date" name="from" required className={stays.input} defaultValue={range?.from ?? params.get('from') ?? ''} />
          </div>
          <div className={css.scopeField}>
            <label htmlFor="payments-to" className={stays.label}>
              {LL.operations.reports.to()}
            </label>
            <input id="payments-to" type="date" name="to" required className={stays.input} defaultValue={range?.to ?? params.get('to') ?? ''} />
          </div>
        </ScopePicker>
      </section>
      {!range && <p role="alert">{LL.operations.reports.invalid()}</p>}
      {report.isError && <p role="alert">{LL.workspace.common.loadError()}</p>}
      {range && report.data && (
        <>
          <CsvDownloads path="/account/payments.csv" query={query} />
          <Lines id="payments-received" title={t.received()} caption={t.receivedCaption()} empty={t.none()} lines={report.data.received} currency={report.data.currency} />
          <Lines id="payments-refunds" title={t.refunds()} caption={t.refundsCaption()} empty={t.noRefunds()} lines={report.data.refunds} currency={report.data.currency} />
          <ByMethod data={report.data} />
        </>
      )}
    </div>
  );
}

function Lines({ id, title, caption, empty, lines, currency }: { id: string; title: string; caption: string; empty: string; lines: MoneyLine[]; currency: string | null }) {
  const { LL, locale } = useI18nContext();
  const t = LL.booksPages.payments;
  const methodName = useMethodName();
  return (
    <section className={stays.section}>
      <h2 id={id} className={stays.subTitle}>
        {title}
      </h2>
      {lines.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className={stays.tableWrap} tabIndex={0} role="region" aria-labelledby={id}>
          <table className={stays.table} data-testid={id}>
            <caption className={stays.caption}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col" className={stays.th}>{t.date()}</th>
                <th scope="col" className={stays.th}>{t.method()}</th>
                <th scope="col" className={stays.th}>{t.amount()}</th>
                <th scope="col" className={stays.th}>{t.count()}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={`${line.date}|${line.provider ?? ''}|${line.method}`}>
                  <th scope="row" className={stays.td}>{formatDate(line.date, locale, 'short')}</th>
                  <td className={stays.td}>{methodName(line)}</td>
                  <td className={stays.td}>{money(line.amountCents, currency, locale)}</td>
                  <td className={stays.td}>{formatNumber(line.count, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ByMethod({ data }: { data: { byMethod: { method: string; provider: string | null; receivedCents: number; refundedCents: number }[]; receivedCents: number; refundedCents: number; netCents: number; currency: string | null } }) {
  const { LL, locale } = useI18nContext();
  const t = LL.booksPages.payments;
  const methodName = useMethodName();
  return (
    <section className={stays.section}>
      <h2 id="payments-methods" className={stays.subTitle}>
        {t.byMethod()}
      </h2>
      <div className={stays.tableWrap} tabIndex={0} role="region" aria-labelledby="payments-methods">
        <table className={stays.table} data-testid="payments-methods">
          <caption className={stays.caption}>{t.byMethodCaption()}</caption>
          <thead>
            <tr>
              <th scope="col" className={stays.th}>{t.method()}</th>
              <th scope="col" className={stays.th}>{t.receivedTotal()}</th>
              <th scope="col" className={stays.th}>{t.refundedTotal()}</th>
              <th scope="col" className={stays.th}>{t.net()}</th>
            </tr>
          </thead>
          <tbody>
            {data.byMethod.map((line) => (
              <tr key={`${line.provider ?? ''}|${line.method}`}>
                <th scope="row" className={stays.td}>{methodName(line)}</th>
                <td className={stays.td}>{money(line.receivedCents, data.currency, locale)}</td>
                <td className={stays.td}>{money(line.refundedCents, data.currency, locale)}</td>
                <td className={stays.td}>{money(line.receivedCents - line.refundedCents, data.currency, locale)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={stays.td}>{LL.booksPages.kinds.total()}</th>
              <td className={stays.td}>{money(data.receivedCents, data.currency, locale)}</td>
              <td className={stays.td}>{money(data.refundedCents, data.currency, locale)}</td>
              <td className={stays.td}>{money(data.netCents, data.currency, locale)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
