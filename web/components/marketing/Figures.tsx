import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { figure } from '../../../shared/figures';
import * as css from './marketing.css';

const SHOWN = [
  ['properties', 'properties'],
  ['countries', 'countries'],
  ['portals', 'portals'],
  ['revenue', 'revenueIncreasePercent'],
  ['bookings', 'bookingsIncreasePercent'],
] as const;

/** The marketing figures (shared/figures.ts) as a description list: value above its label. */
export function Figures({ only }: { only?: readonly (typeof SHOWN)[number][0][] }) {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  return (
    <dl className={css.stats}>
      {SHOWN.filter(([key]) => !only || only.includes(key)).map(([key, name]) => (
        <div key={key} className={css.stat}>
          <dt className={css.statLabel}>{LL.marketing.figures[key].label()}</dt>
          <dd className={css.statValue}>{LL.marketing.figures[key].value({ count: figure(name, locale) })}</dd>
        </div>
      ))}
    </dl>
  );
}
