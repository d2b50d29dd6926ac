import { Suspense } from 'react';
import { lazyPart } from '../../lazy-part';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { NO_ACCESS, WorkspaceShell, mayOpen, prefetchCurrentProperty, useCurrentProperty } from '../../workspace/WorkspaceShell';
import { trpc } from '../../trpc/react';
import { dateParam } from '../../workspace/stays/issues';
import { formatMoneyCents } from '../../../shared/stay/money';
import { formatDate } from '../../../shared/format';
import { weekdayOf } from '../../../shared/host/periods';
import { addDays } from '../../../shared/stay/dates';
import { LOCALE_TAGS } from '../../../shared/locales';
import * as css from './rates.css';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/root';

/** Nights per grid page (four weeks); earlier/later pages by `?from=`. */
const RATE_DAYS = 28;

/** The bulk edit form (date fields, number fields, its schema) is a chunk of its own, still rendered on the server. */
const BulkEdit = lazyPart(() => import('./BulkEdit').then((module) => module.default));

type Rates = inferRouterOutputs<AppRouter>['host']['rates']['get'];

/** The grids render on the server: the property's room types and each one's nights are prefetched. */
export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  const current = await prefetchCurrentProperty(api, search);
  if (!current) return { noindex: true };
  if (!mayOpen(current, 'rates')) return NO_ACCESS;
  const roomTypes = await api.host.roomTypes.list.fetch({ propertyId: current.id });
  const from = dateParam(search, 'from');
  await Promise.all(roomTypes.map((roomType) => api.host.rates.get.fetch({ roomTypeId: roomType.id, from, days: RATE_DAYS })));
  return { noindex: true };
}

/** /dashboard/tarifas: rates and restrictions by date per room type, and the bulk edit. */
export default function RatesPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="rates" title={LL.meta.dashboardRates.title()} picker>
      <RatesBody />
    </WorkspaceShell>
  );
}

function RatesBody() {
  const { LL } = useI18nContext();
  const href = useHref();
  const { current, isLoading } = useCurrentProperty();
  if (isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (!current) {
    return (
      <p>
        {LL.rates.noProperty()} <a href={href('/dashboard/propriedades/nova')}>{LL.rates.addProperty()}</a>
      </p>
    );
  }
  return <PropertyRates propertyId={current.id} />;
}

function PropertyRates({ propertyId }: { propertyId: number }) {
  const { LL } = useI18nContext();
  const href = useHref();
  const { search } = useBootstrap();
  const from = dateParam(search, 'from');
  const roomTypes = trpc.host.roomTypes.list.useQuery({ propertyId });
  const first = roomTypes.data?.[0];
  const firstGrid = trpc.host.rates.get.useQuery({ roomTypeId: first?.id ?? 0, from, days: RATE_DAYS }, { enabled: Boolean(first) });
  if (roomTypes.isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (roomTypes.isError) return <p role="alert">{LL.workspace.common.loadError()}</p>;
  if (!roomTypes.data?.length) {
    return (
      <p>
        {LL.rates.noRoomTypes()} <a href={href(`/dashboard/propriedades/${propertyId}`)}>{LL.rates.addRoomTypes()}</a>
      </p>
    );
  }
  return (
    <div className={css.stack}>
      <p className={css.lead}>{LL.rates.lead()}</p>
      {firstGrid.data && (
        <section className={css.panel} aria-labelledby="bulk-title">
          <h2 id="bulk-title" className={css.title}>
            {LL.rates.bulk.title()}
          </h2>
          <Suspense fallback={<p>{LL.workspace.common.loading()}</p>}>
            <BulkEdit roomTypes={roomTypes.data} currency={firstGrid.data.currency} today={firstGrid.data.today} />
          </Suspense>
        </section>
      )}
      {roomTypes.data.map((roomType) => (
        <RateGrid key={roomType.id} roomTypeId={roomType.id} propertyId={propertyId} from={from} />
      ))}
    </div>
  );
}

function RateGrid({ roomTypeId, propertyId, from }: { roomTypeId: number; propertyId: number; from: string | undefined }) {
  const { LL, locale } = useI18nContext();
  const href = useHref();
  const t = LL.rates.grid;
  const grid = trpc.host.rates.get.useQuery({ roomTypeId, from, days: RATE_DAYS });
  if (grid.isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (!grid.data) return <p role="alert">{LL.workspace.common.loadError()}</p>;
  const data: Rates = grid.data;
  const headingId = `rates-${roomTypeId}`;
  const last = addDays(data.to, -1);
  const weekday = new Intl.DateTimeFormat(LOCALE_TAGS[locale].lang, { weekday: 'short', timeZone: 'UTC' });
  const page = (date: string) => href(`/dashboard/tarifas?property=${propertyId}&from=${date}`);
  const yesNo = (on: boolean) => (on ? <span className={css.flagOn}>{t.yes()}</span> : <span className={css.base}>{t.no()}</span>);
  return (
    <section className={css.panel} aria-labelledby={headingId} data-testid={`rates-grid-${roomTypeId}`}>
      <h2 id={headingId} className={css.title}>
        {data.roomType.name}
      </h2>
      <p className={css.lead}>{t.baseRate({ rate: formatMoneyCents(data.roomType.baseRateCents, data.currency, locale) })}</p>
      <nav className={css.nav} aria-label={`${t.navigation()}: ${data.roomType.name}`}>
        <a href={page(addDays(data.from, -RATE_DAYS))}>← {t.previous()}</a>
        <a href={href(`/dashboard/tarifas?property=${propertyId}`)}>{t.today()}</a>
        <a href={page(data.to)}>{t.next()} →</a>
      </nav>
      <div className={css.scroll} tabIndex={0} role="region" aria-labelledby={`${headingId}-caption`}>
        <table className={css.table}>
          <caption id={`${headingId}-caption`} className={css.caption}>{t.caption({ roomType: data.roomType.name, from: formatDate(data.from, locale, 'medium'), to: formatDate(last, locale, 'medium') })}</caption>
          <thead>
            <tr>
              <th scope="col" className={css.th}>
                {t.date()}
              </th>
              <th scope="col" className={css.th}>
                {t.rate()}
              </th>
              <th scope="col" className={css.th}>
                {t.minStay()}
              </th>
              <th scope="col" className={css.th}>
                {t.maxStay()}
              </th>
              <th scope="col" className={css.th}>
                {t.closedToArrival()}
              </th>
              <th scope="col" className={css.th}>
                {t.closedToDeparture()}
              </th>
              <th scope="col" className={css.th}>
                {t.stopSell()}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.nights.map((night) => {
              const day = weekdayOf(night.date);
              return (
                <tr key={night.date} className={day === 0 || day === 6 ? css.weekend : undefined} data-date={night.date}>
                  <th scope="row" className={css.rowHead}>
                    {weekday.format(new Date(`${night.date}T00:00:00Z`))} {formatDate(night.date, locale, 'medium')}
                  </th>
                  <td className={css.td} data-testid="rate">
                    {formatMoneyCents(night.rateCents, data.currency, locale)} {!night.explicit && <span className={css.base}>{t.base()}</span>}
                    {/* Issue 25: every other plan's price for the night (derived by its percent). */}
                    {data.plans
                      .filter((plan) => !plan.standard)
                      .map((plan) => (
                        <span key={plan.id} className={css.base} data-testid="plan-rate">
                          <br />
                          {plan.name}: {formatMoneyCents(night.planRates.find((rate) => rate.planId === plan.id)?.rateCents ?? night.rateCents, data.currency, locale)}
                        </span>
                      ))}
                  </td>
                  <td className={css.td} data-testid="min-stay">
                    {night.minStay ?? t.none()}
                  </td>
                  <td className={css.td}>{night.maxStay ?? t.none()}</td>
                  <td className={css.td}>{yesNo(night.closedToArrival)}</td>
                  <td className={css.td}>{yesNo(night.closedToDeparture)}</td>
                  <td className={css.td}>{yesNo(night.stopSell)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
