import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { formatCurrency, formatMonth, formatNumber } from '../../../shared/format';
import { visuallyHidden } from '../../theme/ui.css';
import * as css from './funcionalidades.css';

/** The mock-up's values (spec section 9, "Demo dashboard mock-up values"); revenue is illustrative. */
export const DASHBOARD = {
  occupancyPercent: 82,
  bookingsToday: 14,
  averageStayNights: 2.4,
  /** Monthly revenue in reais, January to June. */
  revenue: [
    ['2025-01-01', 38400],
    ['2025-02-01', 42100],
    ['2025-03-01', 45800],
    ['2025-04-01', 44300],
    ['2025-05-01', 51200],
    ['2025-06-01', 56900],
  ],
  sources: [
    ['direct', 45, '#0b4f8a'],
    ['booking', 30, '#c2410c'],
    ['airbnb', 15, '#a61b4b'],
    ['others', 10, '#4a5566'],
  ],
} as const;

const CHART_W = 320;
const CHART_H = 200;
const BASELINE = 170;

/** Monthly revenue bars: an image named by its title and description, with the data as a table. */
function RevenueChart() {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const t = LL.funcionalidades.dashboard.revenue;
  const max = Math.max(...DASHBOARD.revenue.map(([, value]) => value));
  const money = (reais: number) => formatCurrency(reais * 100, 'BRL', locale, 0);
  const first = DASHBOARD.revenue[0][1];
  const last = DASHBOARD.revenue[DASHBOARD.revenue.length - 1]![1];
  const step = CHART_W / DASHBOARD.revenue.length;
  return (
    <div className={css.panel}>
      <h3 id="dashboard-revenue-title" className={css.panelTitle}>
        {t.title()}
      </h3>
      <svg width={CHART_W} height={CHART_H} viewBox={`0 0 ${CHART_W} ${CHART_H}`} role="img" aria-labelledby="dashboard-revenue-title dashboard-revenue-desc" className={css.chart}>
        <desc id="dashboard-revenue-desc">{t.description({ first: money(first), last: money(last) })}</desc>
        <line x1="0" x2={CHART_W} y1={BASELINE} y2={BASELINE} stroke="#d3dae3" />
        {DASHBOARD.revenue.map(([month, value], i) => {
          const height = Math.round((value / max) * 140);
          const x = i * step + step / 2;
          return (
            <g key={month}>
              <rect x={x - 16} y={BASELINE - height} width="32" height={height} rx="4" fill="#0b4f8a" opacity={0.6 + i * 0.08} />
              <text x={x} y={BASELINE + 20} textAnchor="middle" fontSize="12" fill="#4a5566" fontFamily="system-ui, sans-serif">
                {formatMonth(month, locale)}
              </text>
            </g>
          );
        })}
      </svg>
      {/* Hidden by its wrapper: a table is as wide as its cells whatever its own width. */}
      <div className={visuallyHidden}>
        <table>
          <caption>{t.title()}</caption>
          <thead>
            <tr>
              <th scope="col">{t.month()}</th>
              <th scope="col">{t.amount()}</th>
            </tr>
          </thead>
          <tbody>
            {DASHBOARD.revenue.map(([month, value]) => (
              <tr key={month}>
                <th scope="row">{formatMonth(month, locale, 'long')}</th>
                <td>{money(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Booking sources as a donut: an image named by its title and description, and a visible legend. */
function SourcesChart() {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const t = LL.funcionalidades.dashboard.sources;
  const percent = (value: number) => `${formatNumber(value, locale)}%`;
  const radius = 60;
  const circumference = 2 * Math.PI * radius;
  let offset = 0;
  const list = DASHBOARD.sources.map(([key, value]) => `${t[key]()} ${percent(value)}`).join(', ');
  return (
    <div className={css.panel}>
      <h3 id="dashboard-sources-title" className={css.panelTitle}>
        {t.title()}
      </h3>
      <div className={css.donutRow}>
        <svg width="160" height="160" viewBox="0 0 160 160" role="img" aria-labelledby="dashboard-sources-title dashboard-sources-desc" className={css.donut}>
          <desc id="dashboard-sources-desc">{t.description({ list })}</desc>
          <g transform="rotate(-90 80 80)">
            {DASHBOARD.sources.map(([key, value, color]) => {
              const length = (value / 100) * circumference;
              const segment = (
                <circle key={key} cx="80" cy="80" r={radius} fill="none" stroke={color} strokeWidth="28" strokeDasharray={`${length} ${circumference - length}`} strokeDashoffset={-offset} />
              );
              offset += length;
              return segment;
            })}
          </g>
        </svg>
        <ul className={css.legend}>
          {DASHBOARD.sources.map(([key, value, color]) => (
            <li key={key} className={css.legendItem}>
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                <rect width="14" height="14" rx="3" fill={color} />
              </svg>
              <span>{t[key]()}</span>
              <strong>{percent(value)}</strong>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The dashboard mock-up, labelled as a visual example. */
export function DashboardMockup() {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const t = LL.funcionalidades.dashboard;
  return (
    <figure className={css.mockup}>
      {/* The caption says it again for assistive technology. */}
      <div className={css.mockupBar} aria-hidden="true">
        <span className={css.badge}>{t.badge()}</span>
      </div>
      <h3 className={visuallyHidden}>{t.kpisLabel()}</h3>
      <dl className={css.kpis}>
        <div className={css.kpi}>
          <dt>{t.occupancy()}</dt>
          <dd className={css.kpiValue}>{`${formatNumber(DASHBOARD.occupancyPercent, locale)}%`}</dd>
        </div>
        <div className={css.kpi}>
          <dt>{t.bookingsToday()}</dt>
          <dd className={css.kpiValue}>{formatNumber(DASHBOARD.bookingsToday, locale)}</dd>
        </div>
        <div className={css.kpi}>
          <dt>{t.averageStay()}</dt>
          <dd className={css.kpiValue}>{t.nights({ value: formatNumber(DASHBOARD.averageStayNights, locale, 1) })}</dd>
        </div>
      </dl>
      <div className={css.charts}>
        <RevenueChart />
        <SourcesChart />
      </div>
      <figcaption className={css.note}>
        <strong>{t.badge()}:</strong> {t.note()}
      </figcaption>
    </figure>
  );
}
