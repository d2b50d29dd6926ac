import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { FIGURES } from '../../../shared/figures';
import { button } from '../../theme/ui.css';
import { PageHero } from '../../components/marketing/PageHero';
import { Section } from '../../components/marketing/Section';
import { FeatureCard } from '../../components/marketing/FeatureCard';
import { CheckList } from '../../components/marketing/CheckList';
import { CtaBand } from '../../components/marketing/CtaBand';
import type { IconName } from '../../components/marketing/Icon';
import { productPageHead } from '../../components/marketing/head';
import type { HeadInput } from '../types';
import { DashboardMockup } from './DashboardMockup';
import * as mk from '../../components/marketing/marketing.css';
import * as css from './funcionalidades.css';

const EXPLAIN = [
  ['pms', 'home'],
  ['channel', 'sync'],
  ['together', 'link'],
] as const satisfies readonly (readonly [string, IconName])[];

const ADVANCED = [
  ['multiProperty', 'layout'],
  ['channelRates', 'percent'],
  ['restrictions', 'calendar'],
  ['automations', 'bolt'],
  ['reports', 'chart'],
  ['permissions', 'users'],
] as const satisfies readonly (readonly [string, IconName])[];

const EXTRAS = ['api', 'backup', 'whiteLabel', 'languages', 'support', 'loyalty', 'chatbot', 'mobileApp'] as const;

/**
 * The functionalities page. Also served at /recursos (its canonical points here); the
 * breadcrumb names the route the visitor opened.
 */
export default function FuncionalidadesPage() {
  const { LL } = useI18nContext();
  const { routeId } = useBootstrap();
  const href = useHref();
  const t = LL.funcionalidades;
  const crumb = routeId === 'recursos' ? LL.meta.recursos.title() : LL.meta.funcionalidades.title();
  return (
    <>
      <PageHero
        crumb={crumb}
        eyebrow={t.hero.eyebrow()}
        title={t.hero.title()}
        lead={t.hero.lead()}
        actions={
          <>
            <a className={button.primary} href={href('/register')}>
              {LL.marketing.startTrial()}
            </a>
            <a className={button.secondary} href={href('/demo')}>
              {LL.marketing.requestDemo()}
            </a>
          </>
        }
      />
      <Section id="funcionalidades-dashboard" title={t.dashboard.title()} lead={t.dashboard.lead()}>
        <DashboardMockup />
      </Section>
      <Section id="funcionalidades-explain" alt title={t.explain.title()}>
        <ul className={css.explain}>
          {EXPLAIN.map(([key, icon]) => (
            <li key={key}>
              <FeatureCard icon={icon} title={t.explain[key].title()} text={t.explain[key].text()} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="funcionalidades-advanced" title={t.advanced.title()} lead={t.advanced.lead()}>
        <ul className={mk.cardGrid}>
          {ADVANCED.map(([key, icon]) => (
            <li key={key}>
              <FeatureCard icon={icon} title={t.advanced.items[key].title()} text={t.advanced.items[key].text()} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="funcionalidades-extras" alt title={t.extras.title()} lead={t.extras.lead()}>
        <CheckList items={EXTRAS.map((key) => t.extras.items[key]())} />
      </Section>
      <CtaBand id="funcionalidades-trial" title={t.trial.title({ days: FIGURES.trialDays })} text={t.trial.text()}>
        <a className={mk.buttonOnBrand} href={href('/register')}>
          {LL.marketing.startTrial()}
        </a>
        <a className={mk.buttonOutlineOnBrand} href={href('/precos')}>
          {LL.marketing.seePricing()}
        </a>
      </CtaBand>
    </>
  );
}

export function resolveHead(input: HeadInput) {
  return productPageHead(input, 'funcionalidades');
}
