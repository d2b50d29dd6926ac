import { Suspense, useState } from 'react';
import { lazyPart } from '../../lazy-part';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { SignOutForm } from '../../auth/SignOutForm';
import { WorkspaceShell, prefetchShell, propertyParam } from '../../workspace/WorkspaceShell';
import { trpc } from '../../trpc/react';
import type { Created } from '../../workspace/editor/CreateProperty';
import { isNotFound } from '../../workspace/stays/issues';
import { RevenueBars, SourcesDonut } from './Charts';
import { formatDate, formatMonth } from '../../../shared/format';
import { LOCALE_TAGS } from '../../../shared/locales';
import * as css from './dashboard.css';
import * as view from './overview.css';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/root';

/**
 * The first-run form is a chunk of its own, rendered on the server and hydrated when the host
 * first uses it (what is typed meanwhile is kept): hosts with properties never load it.
 */
const CreateProperty = lazyPart(() => import('../../workspace/editor/CreateProperty').then((module) => module.CreateProperty), { hydrate: 'interaction' });

type Overview = NonNullable<inferRouterOutputs<AppRouter>['host']['overview']>;
type Stay = Overview['arrivals'][number];

/** `?property=<id>`: that property; absent or `all`: every property of the host at once. */
function overviewInput(search: string) {
  const propertyId = propertyParam(search);
  return propertyId === undefined ? { all: true } : { propertyId };
}

/** The overview renders on the server: the shell's properties and the overview itself are prefetched. */
export async function resolveHead({ api, search, firstByte }: HeadInput): Promise<HeadInfo> {
  // Only a named property can be a 404: without one the head leaves at once (issue 29).
  if (propertyParam(search) === undefined) firstByte();
  try {
    // The shell's list and the overview together: one round trip in sequence, not two.
    await Promise.all([prefetchShell(api), api.host.overview.fetch(overviewInput(search))]);
  } catch (error) {
    if (isNotFound(error)) return { status: 404, noindex: true };
    throw error;
  }
  return { noindex: true };
}

/**
 * /dashboard (guarded at the edge): the workspace overview of the host's property — today's
 * arrivals, departures and guests in-house, the month's occupancy and average stay, revenue by
 * month and bookings by source — or, for a host with no property yet, the first-run flow. The
 * account card (name, e-mail, user id, "Sair") stays at the end.
 */
export default function DashboardPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="overview" title={LL.meta.dashboard.title()}>
      <div className={view.stack}>
        <OverviewSection />
        <AccountCard />
      </div>
    </WorkspaceShell>
  );
}

function OverviewSection() {
  const { LL } = useI18nContext();
  const { search } = useBootstrap();
  const utils = trpc.useUtils();
  const [created, setCreated] = useState<Created | null>(null);
  const overview = trpc.host.overview.useQuery(overviewInput(search));
  if (overview.isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (overview.isError) return <p role="alert">{LL.workspace.common.loadError()}</p>;
  const notice = created && (
    <div className={view.welcome} role="status">
      <p className={view.notice}>{LL.overview.firstRun.done({ name: created.name, units: created.units })}</p>
      <p>{LL.overview.firstRun.next()}</p>
    </div>
  );
  if (!overview.data) {
    return (
      <section className={view.welcome} aria-labelledby="first-run-title" data-testid="first-run">
        <h2 id="first-run-title">{LL.overview.firstRun.title()}</h2>
        <p>{LL.overview.firstRun.lead()}</p>
        <Suspense fallback={<p>{LL.workspace.common.loading()}</p>}>
          <CreateProperty
            essentials
            propertyTitle={LL.overview.firstRun.propertyStep()}
            roomTitle={LL.overview.firstRun.roomStep()}
            roomHelp={LL.overview.firstRun.roomHelp()}
            submit={LL.overview.firstRun.submit()}
            submitting={LL.overview.firstRun.submitting()}
            onCreated={async (done) => {
              setCreated(done);
              await utils.host.overview.invalidate();
            }}
          />
        </Suspense>
      </section>
    );
  }
  return (
    <>
      {notice}
      <OverviewBody data={overview.data} />
    </>
  );
}

function OverviewBody({ data }: { data: Overview }) {
  const { LL, locale } = useI18nContext();
  const href = useHref();
  const t = LL.overview;
  const tag = LOCALE_TAGS[locale].lang;
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  const occupancy = data.occupancy.availableNights > 0 ? data.occupancy.occupiedNights / data.occupancy.availableNights : 0;
  const monthName = `${formatMonth(data.month.from, locale, 'long')} ${data.month.from.slice(0, 4)}`;
  const first = data.months[0] ?? data.month.from.slice(0, 7);
  const last = data.months.at(-1) ?? data.month.from.slice(0, 7);
  const span = { from: `${formatMonth(`${first}-01`, locale, 'long')} ${first.slice(0, 4)}`, to: `${formatMonth(`${last}-01`, locale, 'long')} ${last.slice(0, 4)}` };
  const currency = data.property.currency;

  return (
    <>
      <p className={view.lead}>
        {t.lead({ property: data.all ? LL.workspace.property.all() : data.property.name })} <strong data-testid="overview-today">{t.today({ date: formatDate(data.today, locale, 'long') })}</strong>
      </p>
      <div className={view.panels}>
        <StayList title={t.arrivals.title()} empty={t.arrivals.empty()} stays={data.arrivals} testId="arrivals" several={data.all} />
        <StayList title={t.departures.title()} empty={t.departures.empty()} stays={data.departures} testId="departures" several={data.all} />
        <StayList title={t.inHouse.title()} empty={t.inHouse.empty()} stays={data.inHouse} testId="in-house" several={data.all} extra={data.inHouse.length > 0 ? t.inHouse.guests({ count: data.guestsInHouse }) : undefined} />
      </div>

      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className={view.panelTitle}>
          {t.figures.title({ month: monthName })}
        </h2>
        <dl className={view.figures}>
          <div className={view.figure}>
            <dt className={view.figureLabel}>{t.figures.occupancy()}</dt>
            <dd className={view.figureValue} data-testid="occupancy">
              {percent.format(occupancy)}
            </dd>
            <dd className={view.figureDetail}>{t.figures.occupancyDetail({ occupied: data.occupancy.occupiedNights, available: data.occupancy.availableNights })}</dd>
          </div>
          <div className={view.figure}>
            <dt className={view.figureLabel}>{t.figures.averageStay()}</dt>
            <dd className={view.figureValue} data-testid="average-stay">
              {data.averageStay.nights === null ? '—' : t.figures.averageStayValue({ nights: new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(data.averageStay.nights) })}
            </dd>
            <dd className={view.figureDetail}>{data.averageStay.stays > 0 ? t.figures.averageStayDetail({ stays: data.averageStay.stays }) : t.figures.noStays()}</dd>
          </div>
          {/* A role without the channels (the front desk) gets no conflicts from the server, and no link that would answer 403. */}
          {data.openConflicts !== null && (
            <div className={view.figure}>
              <dt className={view.figureLabel}>{t.figures.conflicts()}</dt>
              <dd className={view.figureValue} data-testid="open-conflicts">
                {data.openConflicts}
              </dd>
              <dd className={view.figureDetail}>
                <a href={data.all ? href('/dashboard/canais') : href(`/dashboard/canais?property=${data.property.id}`)}>{t.figures.conflictsLink()}</a>
              </dd>
            </div>
          )}
        </dl>
      </section>

      <div className={view.panels}>
        {/* Revenue is the books': a role without reports (the front desk) gets none from the server. */}
        {data.revenueByMonth && (
          <section className={view.panel} aria-labelledby="revenue-title" data-testid="revenue">
            <h2 id="revenue-title" className={view.panelTitle}>
              {t.revenue.title()}
            </h2>
            <RevenueBars months={data.revenueByMonth} currency={currency} caption={t.revenue.caption(span)} />
            {data.otherCurrencyProperties > 0 && <p className={view.lead}>{t.revenue.otherCurrencies({ currency, count: data.otherCurrencyProperties })}</p>}
          </section>
        )}
        <section className={view.panel} aria-labelledby="sources-title">
          <h2 id="sources-title" className={view.panelTitle}>
            {t.sources.title()}
          </h2>
          <SourcesDonut sources={data.bookingsBySource} caption={t.sources.caption(span)} />
        </section>
      </div>
    </>
  );
}

/** Today's stays of one list; across several properties each says which (`several`). */
function StayList({ title, empty, stays, testId, extra, several }: { title: string; empty: string; stays: Stay[]; testId: string; extra?: string; several: boolean }) {
  const { LL, locale } = useI18nContext();
  const href = useHref();
  const id = `${testId}-title`;
  return (
    <section className={view.panel} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={view.panelTitle}>
        {title} ({stays.length})
      </h2>
      {extra && <p className={view.lead}>{extra}</p>}
      {stays.length === 0 ? (
        <p className={view.lead}>{empty}</p>
      ) : (
        <ul className={view.stays}>
          {stays.map((stay) => (
            <li key={stay.id} data-property={stay.propertyId}>
              <a className={view.stayName} href={href(`/dashboard/reservas/${stay.id}`)}>
                {stay.guestName || LL.overview.noGuestName()}
              </a>
              <span className={view.stayMeta}>
                {several && `${stay.propertyName} · `}
                {LL.overview.stay({ unit: stay.unitName, checkIn: formatDate(stay.checkIn, locale, 'medium'), checkOut: formatDate(stay.checkOut, locale, 'medium') })} · {LL.workspace.status[stay.status]()}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The signed-in person's name, e-mail and user id (from the session the edge verified) and
 * "Sair": a form the edge answers (revokes the session, clears its cookies, opens /login), so
 * the overview loads no auth client and signs out without JavaScript too.
 */
function AccountCard() {
  const { LL } = useI18nContext();
  const t = LL.auth.dashboard;
  const { user } = useBootstrap();
  if (!user) return <p role="status">{t.loading()}</p>;
  return (
    <section className={view.accountCard} aria-labelledby="account-title">
      <h2 id="account-title" className={css.cardTitle}>
        {LL.overview.account()}
      </h2>
      <p className={css.greeting}>{user.name ? t.greeting({ name: user.name }) : t.greetingNoName()}</p>
      <dl className={css.details}>
        <div>
          <dt>{t.name()}</dt>
          <dd data-testid="user-name">{user.name ?? t.noName()}</dd>
        </div>
        <div>
          <dt>{t.email()}</dt>
          <dd data-testid="user-email">{user.email}</dd>
        </div>
        <div>
          <dt>{t.userId()}</dt>
          <dd data-testid="user-id" className={css.mono}>
            {user.id}
          </dd>
        </div>
      </dl>
      <SignOutForm next="login" label={t.signOut()} pendingLabel={t.signingOut()} />
    </section>
  );
}
