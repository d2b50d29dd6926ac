/**
 * The overview's charts, drawn as SVG on the server (no chart library): revenue by month as
 * bars, bookings by source as a donut. Each chart is an image with a name, and its data is
 * also a table (revenue) or a list (sources) for screen readers and for reading exact values.
 */
import { useI18nContext } from '../../i18n/i18n-react';
import { formatMoneyCents } from '../../../shared/stay/money';
import { formatMonth } from '../../../shared/format';
import { visuallyHidden } from '../../theme/ui.css';
import * as stays from '../../workspace/stays/stays.css';
import * as css from './overview.css';
import type { ReservationSource } from '../../../shared/host/reservations';

// 13 slots of 40 units: month labels stay legible when the chart shrinks to a phone's width.
const BAR_AREA = { width: 520, height: 230, top: 12, bottom: 34 };

export function RevenueBars({ months, currency, caption }: { months: { month: string; cents: number }[]; currency: string; caption: string }) {
  const { LL, locale } = useI18nContext();
  const max = Math.max(1, ...months.map((m) => m.cents));
  const slot = BAR_AREA.width / months.length;
  const plot = BAR_AREA.height - BAR_AREA.top - BAR_AREA.bottom;
  return (
    <>
      <svg className={css.chart} viewBox={`0 0 ${BAR_AREA.width} ${BAR_AREA.height}`} width={BAR_AREA.width} height={BAR_AREA.height} role="img" aria-label={caption} data-testid="revenue-chart">
        <line x1="0" x2={BAR_AREA.width} y1={BAR_AREA.height - BAR_AREA.bottom} y2={BAR_AREA.height - BAR_AREA.bottom} stroke="#4a5566" strokeWidth="1" />
        {months.map((m, i) => {
          const height = Math.round((m.cents / max) * plot);
          const x = i * slot + slot * 0.15;
          return (
            <g key={m.month}>
              <rect x={x} y={BAR_AREA.height - BAR_AREA.bottom - height} width={slot * 0.7} height={height} rx="3" fill="#0b4f8a">
                <title>{`${formatMonth(`${m.month}-01`, locale, 'long')}: ${formatMoneyCents(m.cents, currency, locale)}`}</title>
              </rect>
              <text x={x + slot * 0.35} y={BAR_AREA.height - 10} textAnchor="middle" fontSize="15" fill="#1b2430">
                {formatMonth(`${m.month}-01`, locale, 'short')}
              </text>
            </g>
          );
        })}
      </svg>
      {/* Hidden by its wrapper: a table is as wide as its cells whatever its own width, and a
          hidden table 880 px wide made the overview scroll sideways on a phone (issue 40). */}
      <div className={visuallyHidden}>
        <table data-testid="revenue-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{LL.overview.revenue.month()}</th>
              <th scope="col">{LL.overview.revenue.amount()}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{`${formatMonth(`${m.month}-01`, locale, 'long')} ${m.month.slice(0, 4)}`}</th>
                <td>{formatMoneyCents(m.cents, currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Colours of the sources (each at least 3:1 against white, as graphics need). */
const SOURCE_COLOURS: Record<ReservationSource, string> = {
  direct: '#0b4f8a',
  manual: '#6b4a00',
  airbnb: '#c2185b',
  booking: '#1d4ed8',
  vrbo: '#0f6b5c',
  expedia: '#a21caf',
  other: '#475569',
  ical: '#6d28d9',
};

export function SourcesDonut({ sources, caption }: { sources: { source: ReservationSource; count: number }[]; caption: string }) {
  const { LL, locale } = useI18nContext();
  const total = sources.reduce((sum, s) => sum + s.count, 0);
  const percent = new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : locale, { style: 'percent', maximumFractionDigits: 0 });
  if (total === 0) return <p className={stays.help}>{LL.overview.sources.empty()}</p>;
  // Circumference 100 (r = 100 / 2π): each segment's dash is its share in percent.
  let offset = 25;
  const shown = sources.filter((s) => s.count > 0);
  return (
    <div className={css.donutWrap}>
      <svg className={css.donut} viewBox="0 0 42 42" width="160" height="160" role="img" aria-label={caption} data-testid="sources-chart">
        <circle cx="21" cy="21" r="15.9155" fill="none" stroke="#f5f7fa" strokeWidth="6" />
        {shown.map((s) => {
          const share = (s.count / total) * 100;
          const segment = (
            <circle key={s.source} cx="21" cy="21" r="15.9155" fill="none" stroke={SOURCE_COLOURS[s.source]} strokeWidth="6" strokeDasharray={`${share} ${100 - share}`} strokeDashoffset={offset}>
              <title>{`${LL.workspace.source[s.source]()}: ${s.count}`}</title>
            </circle>
          );
          offset -= share;
          return segment;
        })}
        <text x="21" y="23.5" textAnchor="middle" fontSize="7" fontWeight="700" fill="#1b2430">
          {total}
        </text>
      </svg>
      <ul className={css.legend} aria-label={caption} data-testid="sources-list">
        {shown.map((s) => (
          <li key={s.source} className={css.legendItem}>
            <svg className={css.swatch} viewBox="0 0 10 10" width="14" height="14" aria-hidden="true">
              <rect width="10" height="10" fill={SOURCE_COLOURS[s.source]} />
            </svg>
            <span>
              {LL.workspace.source[s.source]()}: {s.count} ({percent.format(s.count / total)})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
