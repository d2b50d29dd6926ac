import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { PROPERTIES } from '../../../shared/properties';
import { formatCurrency } from '../../../shared/format';
import { button, visuallyHidden } from '../../theme/ui.css';
import { PropertyPhoto } from '../../components/property-photos';
import { PageHero } from '../../components/marketing/PageHero';
import { Section } from '../../components/marketing/Section';
import { FeatureCard } from '../../components/marketing/FeatureCard';
import { DemoCtaBand } from '../../components/marketing/CtaBand';
import { Icon, type IconName } from '../../components/marketing/Icon';
import { productPageHead } from '../../components/marketing/head';
import type { HeadInput } from '../types';
import * as mk from '../../components/marketing/marketing.css';
import * as css from './motor.css';

/**
 * The three example booking pages and the live demo listing each one opens: a coastal villa
 * with sea view, the priciest mountain chalet and the chalet that sleeps a family of six.
 */
export const EXAMPLES = [
  ['seaView', 1],
  ['luxury', 9],
  ['family', 4],
] as const;

const STEPS = [
  ['dates', 'calendar'],
  ['prices', 'tag'],
  ['book', 'booking'],
  ['confirm', 'check'],
] as const satisfies readonly (readonly [string, IconName])[];

const FEATURES = [
  ['customize', 'brush'],
  ['widget', 'code'],
  ['social', 'chat'],
  ['noCommission', 'percent'],
  ['sync', 'sync'],
  ['mobile', 'phone'],
] as const satisfies readonly (readonly [string, IconName])[];

/** A booking page drawn in a browser frame; the whole card links to the live demo listing. */
function ExampleCard({ example, propertyId }: { example: (typeof EXAMPLES)[number][0]; propertyId: number }) {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const href = useHref();
  const t = LL.motor.examples;
  const property = PROPERTIES.find((p) => p.id === propertyId);
  if (!property) return null;
  const title = t.items[example].title();
  const price = t.perNight({ price: formatCurrency(property.price * 100, 'EUR', locale, 0) });
  const live = href(`/property/${property.id}`);
  return (
    <article className={css.example}>
      {/* The picture links too, for pointers; keyboards and screen readers use the named link below. */}
      <a className={css.browser} href={live} tabIndex={-1} aria-hidden="true">
        <div className={css.browserBar}>
          <span className={css.dots}>
            <span />
            <span />
            <span />
          </span>
          <span className={css.address}>{t.address()}</span>
        </div>
        <div className={css.page}>
          <PropertyPhoto subject={property} scene="exterior" alt="" width={480} height={240} className={css.photo} />
          <div className={css.pageBody}>
            <span className={css.pageTitle}>{title}</span>
            <span className={css.pageMeta}>{t.items[example].location()}</span>
            <span className={css.calendar}>
              {Array.from({ length: 14 }, (_, i) => (
                <span key={i} className={i >= 3 && i <= 5 ? css.daySelected : i === 9 ? css.dayTaken : css.day} />
              ))}
            </span>
            <span className={css.pageFoot}>
              <span className={css.price}>{price}</span>
              <span className={css.fakeButton}>{t.book()}</span>
            </span>
          </div>
        </div>
      </a>
      <div className={css.exampleText}>
        <h3 className={mk.cardTitle}>{title}</h3>
        <p className={mk.cardText}>{t.items[example].text()}</p>
        <p className={css.exampleMeta}>
          {t.items[example].location()} · {price}
        </p>
        <a className={`${button.secondary} ${css.exampleLink}`} href={live} aria-label={t.openLabel({ name: title })}>
          {t.open()}
          <Icon name="arrow" size={18} />
        </a>
      </div>
    </article>
  );
}

export default function MotorDeReservasPage() {
  const { LL } = useI18nContext();
  const { config } = useBootstrap();
  const href = useHref();
  const t = LL.motor;
  return (
    <>
      <PageHero
        crumb={LL.meta.motorDeReservas.title()}
        eyebrow={t.hero.eyebrow()}
        title={t.hero.title()}
        lead={t.hero.lead()}
        actions={
          <>
            <a className={button.primary} href={href('/demo')}>
              {LL.marketing.requestDemo()}
            </a>
            <a className={button.secondary} href={config.demoBookingUrl} target="_blank" rel="noopener">
              {LL.marketing.liveBookingPage()}
              <span className={visuallyHidden}> {LL.common.newTab()}</span>
            </a>
          </>
        }
      />
      <Section id="motor-how" title={t.how.title()}>
        <ol className={css.steps}>
          {STEPS.map(([key, icon], i) => (
            <li key={key} className={css.step}>
              <span className={mk.iconBadge}>
                <Icon name={icon} />
              </span>
              <h3 className={mk.cardTitle}>
                <span className={css.stepNumber}>{i + 1}. </span>
                {t.how.steps[key].title()}
              </h3>
              <p className={mk.cardText}>{t.how.steps[key].text()}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="motor-examples" alt title={t.examples.title()} lead={t.examples.lead()}>
        <ul className={css.examples}>
          {EXAMPLES.map(([example, id]) => (
            <li key={example}>
              <ExampleCard example={example} propertyId={id} />
            </li>
          ))}
        </ul>
      </Section>
      <section className={css.payment} aria-labelledby="motor-payment-title">
        <div className={css.paymentInner}>
          <Icon name="card" size={40} className={css.paymentIcon} />
          <div>
            <h2 id="motor-payment-title">{t.payment.title()}</h2>
            <p>{t.payment.text()}</p>
            <a className={button.primary} href={href('/exemplo-de-pagina-de-pagamento')}>
              {t.payment.link()}
            </a>
          </div>
        </div>
      </section>
      <Section id="motor-features" title={t.features.title()}>
        <ul className={mk.cardGrid}>
          {FEATURES.map(([key, icon]) => (
            <li key={key}>
              <FeatureCard icon={icon} title={t.features.items[key].title()} text={t.features.items[key].text()} />
            </li>
          ))}
        </ul>
      </Section>
      <DemoCtaBand id="motor-cta" title={t.cta.title()} text={t.cta.text()} />
    </>
  );
}

export function resolveHead(input: HeadInput) {
  return productPageHead(input, 'motorDeReservas');
}
