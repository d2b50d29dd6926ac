import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { figure } from '../../../shared/figures';
import { button, container, lead, section, sectionAlt } from '../../theme/ui.css';
import { PageHero } from '../../components/marketing/PageHero';
import { Section } from '../../components/marketing/Section';
import { FeatureCard } from '../../components/marketing/FeatureCard';
import { CheckList } from '../../components/marketing/CheckList';
import { DemoCtaBand } from '../../components/marketing/CtaBand';
import { Figures } from '../../components/marketing/Figures';
import type { IconName } from '../../components/marketing/Icon';
import { BookingEngineIllustration, ChannelsIllustration, PmsIllustration } from '../../components/marketing/illustrations';
import { MAIN_INTEGRATIONS } from '../../components/marketing/integrations';
import { productPageHead } from '../../components/marketing/head';
import type { HeadInput } from '../types';
import * as mk from '../../components/marketing/marketing.css';

const BLOCK_POINTS = {
  pms: ['rooms', 'guests', 'team', 'reviews'],
  channel: ['realTime', 'markup', 'restrictions', 'mapping'],
  engine: ['free', 'widget', 'payments', 'noWebsite'],
} as const;

const CARDS = [
  ['inbox', 'inbox'],
  ['billing', 'file'],
  ['housekeeping', 'broom'],
  ['reports', 'chart'],
  ['pricing', 'trend'],
  ['mobileApp', 'phone'],
] as const satisfies readonly (readonly [string, IconName])[];

/** Property management, channel manager and booking engine, side by side with their pictures. */
function Blocks() {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const t = LL.caracteristicas.blocks;
  const portals = figure('portals', locale);
  const blocks = [
    {
      key: 'pms',
      title: t.pms.title(),
      text: t.pms.text(),
      points: BLOCK_POINTS.pms.map((point) => t.pms.points[point]()),
      visual: <PmsIllustration label={t.pms.visualLabel()} />,
    },
    {
      key: 'channel',
      title: t.channel.title(),
      text: t.channel.text({ portals }),
      points: BLOCK_POINTS.channel.map((point) => t.channel.points[point]()),
      visual: <ChannelsIllustration label={t.channel.visualLabel()} names={MAIN_INTEGRATIONS.slice(0, 6)} />,
    },
    {
      key: 'engine',
      title: t.engine.title(),
      text: t.engine.text(),
      points: BLOCK_POINTS.engine.map((point) => t.engine.points[point]()),
      visual: <BookingEngineIllustration label={t.engine.visualLabel()} />,
    },
  ];
  return (
    <>
      {blocks.map((block, i) => (
        <section key={block.key} className={i % 2 ? sectionAlt : section} aria-labelledby={`caracteristicas-${block.key}-title`}>
          <div className={`${container} ${mk.split} ${i % 2 ? mk.splitReverse : ''}`}>
            <div>
              <h2 id={`caracteristicas-${block.key}-title`}>{block.title}</h2>
              <p className={lead}>{block.text}</p>
              <CheckList items={block.points} />
            </div>
            <div className={mk.splitVisual}>{block.visual}</div>
          </div>
        </section>
      ))}
    </>
  );
}

export default function CaracteristicasPage() {
  const { LL } = useI18nContext();
  const href = useHref();
  const t = LL.caracteristicas;
  return (
    <>
      <PageHero
        crumb={LL.meta.caracteristicas.title()}
        eyebrow={t.hero.eyebrow()}
        title={t.hero.title()}
        lead={t.hero.lead()}
        actions={
          <a className={button.primary} href={href('/demo')}>
            {LL.marketing.requestDemo()}
          </a>
        }
      />
      <Blocks />
      <Section id="caracteristicas-cards" title={t.cards.title()} lead={t.cards.lead()}>
        <ul className={mk.cardGrid}>
          {CARDS.map(([key, icon]) => (
            <li key={key}>
              <FeatureCard icon={icon} title={t.cards.items[key].title()} text={t.cards.items[key].text()} />
            </li>
          ))}
        </ul>
        <Figures />
      </Section>
      <DemoCtaBand id="caracteristicas-cta" title={t.cta.title()} text={t.cta.text()} />
    </>
  );
}

export function resolveHead(input: HeadInput) {
  return productPageHead(input, 'caracteristicas');
}
