import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { figure } from '../../../shared/figures';
import type { Locale } from '../../../shared/locales';
import { container, lead, section, sectionAlt } from '../../theme/ui.css';
import { Accordion } from '../../components/Accordion';
import { PageHero } from '../../components/marketing/PageHero';
import { Section } from '../../components/marketing/Section';
import { FeatureCard } from '../../components/marketing/FeatureCard';
import { CheckList } from '../../components/marketing/CheckList';
import { CtaBand } from '../../components/marketing/CtaBand';
import { Icon, type IconName } from '../../components/marketing/Icon';
import { productPageHead } from '../../components/marketing/head';
import { faqPage } from '../../seo/jsonld';
import type { HeadInput } from '../types';
import * as mk from '../../components/marketing/marketing.css';
import * as css from './pagamentos.css';

const OPTIONS = [
  ['cardProvider', 'card'],
  ['wallet', 'wallet'],
  ['pix', 'pix'],
  ['bankTransfer', 'bank'],
  ['cheque', 'cheque'],
  ['offline', 'cash'],
  ['boleto', 'barcode'],
  ['bitcoin', 'bitcoin'],
] as const satisfies readonly (readonly [string, IconName])[];

const BADGES = ['sca', 'psd2', 'threeDSecure', 'lgpd', 'pciDss'] as const;
const QUESTIONS = ['fee', 'account', 'payout', 'virtualCards', 'currencies', 'security'] as const;

/** The FAQ's questions and answers as plain text: the accordion and the FAQPage data say the same. */
export function paymentQuestions(LL: TranslationFunctions, locale: Locale) {
  const count = figure('currencies', locale);
  return QUESTIONS.map((key) => ({ id: key, question: LL.pagamentos.questions.items[key].q(), answer: LL.pagamentos.questions.items[key].a({ count }) }));
}

function Feature({ id, title, text, points, alt }: { id: string; title: string; text: string; points: readonly string[]; alt?: boolean }) {
  return (
    <section className={alt ? sectionAlt : section} aria-labelledby={`${id}-title`}>
      <div className={`${container} ${css.feature}`}>
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          <p className={lead}>{text}</p>
        </div>
        <CheckList items={points} />
      </div>
    </section>
  );
}

export default function ProcessamentoDePagamentosPage() {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const href = useHref();
  const t = LL.pagamentos;
  return (
    <>
      <PageHero
        crumb={LL.meta.processamentoDePagamentos.title()}
        eyebrow={t.hero.eyebrow()}
        title={t.hero.title()}
        lead={t.hero.lead()}
        actions={
          <aside className={css.noFee} aria-labelledby="pagamentos-nofee-title">
            <Icon name="percent" size={32} className={css.noFeeIcon} />
            <div>
              <h2 id="pagamentos-nofee-title" className={css.noFeeTitle}>
                {t.noFee.title()}
              </h2>
              <p className={css.noFeeText}>{t.noFee.text()}</p>
            </div>
          </aside>
        }
      />
      <Feature
        id="pagamentos-processing"
        title={t.processing.title()}
        text={t.processing.text()}
        points={(['instant', 'deposit', 'policies'] as const).map((key) => t.processing.points[key]())}
      />
      <Feature
        id="pagamentos-cards"
        alt
        title={t.cards.title()}
        text={t.cards.text()}
        points={(['stored', 'virtual', 'preauth', 'refunds'] as const).map((key) => t.cards.points[key]())}
      />
      <Feature
        id="pagamentos-requests"
        title={t.requests.title()}
        text={t.requests.text()}
        points={(['links', 'status', 'reminders', 'reconciliation'] as const).map((key) => t.requests.points[key]())}
      />
      <Section id="pagamentos-options" alt title={t.options.title()} lead={t.options.lead()}>
        <ul className={mk.cardGrid}>
          {OPTIONS.map(([key, icon]) => (
            <li key={key}>
              <FeatureCard icon={icon} title={t.options.items[key].title()} text={t.options.items[key].text()} />
            </li>
          ))}
        </ul>
        <div className={mk.note}>
          <h3 className={mk.cardTitle}>{t.currencies.title()}</h3>
          <p className={mk.cardText}>{t.currencies.text({ count: figure('currencies', locale) })}</p>
        </div>
      </Section>
      <Section id="pagamentos-security" title={t.security.title()} lead={t.security.lead()}>
        <ul className={css.badges} aria-label={t.security.badgesLabel()}>
          {BADGES.map((key) => (
            <li key={key} className={css.badge}>
              <span className={css.badgeName}>
                <Icon name="shield" size={22} />
                {t.security.badges[key].name()}
              </span>
              <span className={css.badgeText}>{t.security.badges[key].text()}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="pagamentos-faq" alt title={t.questions.title()}>
        <div className={css.faq}>
          <Accordion
            allowsMultipleExpanded
            headingLevel={3}
            items={paymentQuestions(LL, locale).map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }))}
          />
        </div>
      </Section>
      <CtaBand id="pagamentos-cta" title={t.cta.title()} text={t.cta.text()}>
        <a className={mk.buttonOnBrand} href={href('/demo')}>
          {LL.marketing.requestDemo()}
        </a>
        <a className={mk.buttonOutlineOnBrand} href={href('/contato')}>
          {LL.marketing.contactUs()}
        </a>
      </CtaBand>
    </>
  );
}

/** BreadcrumbList and FAQPage with the same questions and answers the page shows. */
export function resolveHead(input: HeadInput) {
  const questions = paymentQuestions(input.LL, input.locale);
  return productPageHead(input, 'processamentoDePagamentos', [faqPage(questions)]);
}
