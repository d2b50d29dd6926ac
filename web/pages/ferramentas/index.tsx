import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { PageHero } from '../../components/marketing/PageHero';
import { Section } from '../../components/marketing/Section';
import { FeatureCard } from '../../components/marketing/FeatureCard';
import { CtaBand } from '../../components/marketing/CtaBand';
import type { IconName } from '../../components/marketing/Icon';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { productPageHead } from '../../components/marketing/head';
import type { HeadInput } from '../types';
import * as mk from '../../components/marketing/marketing.css';

/** The seventeen tools, in the order the page shows them. */
export const TOOLS = [
  ['calendar', 'calendar'],
  ['rates', 'tag'],
  ['inbox', 'inbox'],
  ['messages', 'mail'],
  ['checkin', 'door'],
  ['housekeeping', 'broom'],
  ['invoices', 'file'],
  ['reports', 'chart'],
  ['dynamicPricing', 'trend'],
  ['reviews', 'star'],
  ['team', 'users'],
  ['guests', 'key'],
  ['api', 'code'],
  ['backup', 'cloud'],
  ['whiteLabel', 'brush'],
  ['mobileApp', 'phone'],
  ['chatbot', 'bot'],
] as const satisfies readonly (readonly [string, IconName])[];

export default function FerramentasPage() {
  const { LL } = useI18nContext();
  const href = useHref();
  const t = LL.ferramentas;
  return (
    <>
      <PageHero crumb={LL.meta.ferramentas.title()} eyebrow={t.hero.eyebrow()} title={t.hero.title()} lead={t.hero.lead()} />
      <Section id="ferramentas-grid" title={t.grid.title({ count: TOOLS.length })} lead={t.grid.lead()}>
        <ul className={mk.cardGrid}>
          {TOOLS.map(([key, icon]) => (
            <li key={key}>
              <FeatureCard icon={icon} title={t.tools[key].title()} text={t.tools[key].text()} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand id="ferramentas-cta" title={t.cta.title()} text={t.cta.text()}>
        <WhatsAppButton kind="specialist" />
        <a className={mk.buttonOutlineOnBrand} href={href('/demo')}>
          {LL.marketing.requestDemo()}
        </a>
      </CtaBand>
    </>
  );
}

export function resolveHead(input: HeadInput) {
  return productPageHead(input, 'ferramentas');
}
