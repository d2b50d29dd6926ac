/**
 * The home page's sections without interaction. They render on the server only (see
 * ServerHtml): the browser keeps their HTML, so neither this code nor the `home` dictionary
 * is part of the page's JavaScript.
 */
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { FIGURES, figure } from '../../../shared/figures';
import { button, container, lead, visuallyHidden } from '../../theme/ui.css';
import { Section, SectionHead } from '../../components/marketing/Section';
import { FeatureCard } from '../../components/marketing/FeatureCard';
import { CheckList } from '../../components/marketing/CheckList';
import { LiveDemoForm } from '../../components/LiveDemo';
import { DemoCtaBand } from '../../components/marketing/CtaBand';
import { Figures } from '../../components/marketing/Figures';
import { Icon, type IconName } from '../../components/marketing/Icon';
import { Wordmark } from '../../components/marketing/Wordmark';
import { BookingEngineIllustration, CalendarIllustration, PmsIllustration } from '../../components/marketing/illustrations';
import * as mk from '../../components/marketing/marketing.css';
import * as css from './home.css';

const FEATURES = [
  ['pms', 'home'],
  ['channel', 'sync'],
  ['engine', 'booking'],
  ['payments', 'card'],
  ['automation', 'bolt'],
  ['reports', 'chart'],
] as const satisfies readonly (readonly [string, IconName])[];

const CALENDAR_POINTS = ['dragDrop', 'colors', 'block', 'rates'] as const;
const ENGINE_POINTS = ['noCommission', 'instant', 'mobile'] as const;

/** The automation flow of spec section 2, every step in order. */
export const AUTOMATION_STEPS = [
  ['newBooking', 'booking'],
  ['syncCalendar', 'sync'],
  ['saveCards', 'card'],
  ['adjustPrices', 'trend'],
  ['welcomeEmail', 'mail'],
  ['cleaningApp', 'broom'],
  ['postCheckoutEmail', 'mail'],
  ['requestReviews', 'star'],
] as const satisfies readonly (readonly [string, IconName])[];

const TESTIMONIALS = ['marina', 'ricardo', 'ana'] as const;
const FAQ_ITEMS = ['setup', 'channels', 'trial'] as const;
const ADVANTAGES = [
  ['allInOne', 'layout'],
  ['realTime', 'sync'],
  ['noCommission', 'percent'],
  ['support', 'headset'],
  ['mobile', 'phone'],
  ['languages', 'globe'],
  ['setup', 'clock'],
  ['backup', 'cloud'],
] as const satisfies readonly (readonly [string, IconName])[];
const PROBLEMS = [
  ['overbooking', 'alert'],
  ['manualWork', 'clock'],
  ['commissions', 'percent'],
] as const satisfies readonly (readonly [string, IconName])[];
const TRUST = [
  ['lgpd', 'shield'],
  ['pci', 'lock'],
  ['encryption', 'key'],
  ['backup', 'cloud'],
] as const satisfies readonly (readonly [string, IconName])[];
const BADGES = [
  ['connectivity', 'link'],
  ['googleHotels', 'globe'],
  ['pci', 'lock'],
  ['lgpd', 'shield'],
] as const satisfies readonly (readonly [string, IconName])[];

function usePortals(): string {
  const { locale } = useBootstrap();
  return figure('portals', locale);
}

export function HeroText() {
  const { LL } = useI18nContext();
  const portals = usePortals();
  return (
    <>
      <p className={mk.eyebrow}>{LL.home.hero.eyebrow()}</p>
      <h1>{LL.home.hero.title()}</h1>
      <p className={lead}>{LL.home.hero.lead({ portals })}</p>
    </>
  );
}

export function HeroDemoLink() {
  const { LL } = useI18nContext();
  const href = useHref();
  return (
    <>
      {/* "Experimente agora" (issue 30): the visitor's own copy of the demo workspace, one click. */}
      <LiveDemoForm />
      <a className={button.secondary} href={href('/demo')}>
        {LL.marketing.requestDemo()}
      </a>
    </>
  );
}

export function HeroFigures() {
  return <Figures only={['properties', 'countries', 'portals', 'revenue']} />;
}

export function HeroVisual() {
  const { LL } = useI18nContext();
  return <PmsIllustration label={LL.home.hero.visualLabel()} />;
}

/** Main features, smart calendar, booking engine teaser and the automation flow. */
export function ProductSections() {
  const { LL } = useI18nContext();
  const { config } = useBootstrap();
  const href = useHref();
  const portals = usePortals();
  return (
    <>
      <Section id="home-features" title={LL.home.features.title()} lead={LL.home.features.lead()}>
        <ul className={mk.cardGrid}>
          {FEATURES.map(([key, icon]) => (
            <li key={key}>
              <FeatureCard icon={icon} title={LL.home.features.items[key].title()} text={LL.home.features.items[key].text({ portals })} />
            </li>
          ))}
        </ul>
        <p className={mk.sectionFoot}>
          <a className={button.primary} href={href('/caracteristicas')}>
            {LL.home.features.link()}
          </a>
        </p>
      </Section>

      <section className={css.band} aria-labelledby="home-calendar-title">
        <div className={`${container} ${mk.split}`}>
          <div>
            <h2 id="home-calendar-title">{LL.home.calendar.title()}</h2>
            <p className={lead}>{LL.home.calendar.text()}</p>
            <CheckList items={CALENDAR_POINTS.map((key) => LL.home.calendar.points[key]())} />
          </div>
          <div className={mk.splitVisual}>
            <CalendarIllustration label={LL.home.calendar.visualLabel()} />
          </div>
        </div>
      </section>

      <section className={css.band} aria-labelledby="home-engine-title">
        <div className={`${container} ${mk.split} ${mk.splitReverse}`}>
          <div>
            <h2 id="home-engine-title">{LL.home.engine.title()}</h2>
            <p className={lead}>{LL.home.engine.text()}</p>
            <CheckList items={ENGINE_POINTS.map((key) => LL.home.engine.points[key]())} />
            <p className={mk.sectionFoot}>
              <a className={button.primary} href={href('/motor-de-reservas')}>
                {LL.home.engine.link()}
              </a>
              <a href={config.demoBookingUrl} target="_blank" rel="noopener">
                {LL.marketing.liveBookingPage()}
                <span className={visuallyHidden}> {LL.common.newTab()}</span>
              </a>
            </p>
          </div>
          <div className={mk.splitVisual}>
            <BookingEngineIllustration />
          </div>
        </div>
      </section>

      <Section id="home-automation" alt title={LL.home.automation.title()} lead={LL.home.automation.lead()}>
        <ol className={css.flow}>
          {AUTOMATION_STEPS.map(([key, icon], i) => (
            <li key={key} className={css.flowStep}>
              <span className={css.flowNumber}>
                <span className={visuallyHidden}>{LL.home.automation.stepLabel({ n: i + 1 })}: </span>
                <span aria-hidden="true">{i + 1}</span>
              </span>
              <span className={mk.iconBadge}>
                <Icon name={icon} />
              </span>
              <h3 className={mk.cardTitle}>{LL.home.automation.steps[key].title()}</h3>
              <p className={mk.cardText}>{LL.home.automation.steps[key].text()}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

export function IntegrationsHead() {
  const { LL } = useI18nContext();
  return <SectionHead id="home-integrations" centered title={LL.home.integrations.title()} lead={LL.home.integrations.lead({ portals: usePortals() })} />;
}

export function IntegrationsFoot() {
  const { LL } = useI18nContext();
  const href = useHref();
  return (
    <p className={css.centeredFoot}>
      <a className={button.secondary} href={href('/integracoes')}>
        {LL.home.integrations.link()}
      </a>
    </p>
  );
}

/** Testimonials, FAQ, demo call to action, advantages, problems and solutions, trust and badges. */
export function MiddleSections() {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const href = useHref();
  const portals = usePortals();
  const days = FIGURES.trialDays;
  return (
    <>
      <Section id="home-testimonials" title={LL.home.testimonials.title()} centered>
        <ul className={mk.cardGridWide}>
          {TESTIMONIALS.map((key) => (
            <li key={key}>
              <figure className={`${mk.card} ${css.quote}`}>
                <blockquote className={css.quoteText}>
                  <p>{LL.home.testimonials.items[key].quote()}</p>
                </blockquote>
                <figcaption>
                  <strong>{LL.home.testimonials.items[key].name()}</strong>
                  <br />
                  <span className={mk.cardText}>{LL.home.testimonials.items[key].role()}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="home-faq" alt title={LL.home.questions.title()}>
        <dl className={css.faq}>
          {FAQ_ITEMS.map((key) => (
            <div key={key} className={css.faqItem}>
              <dt className={css.faqQuestion}>{LL.home.questions.items[key].q()}</dt>
              <dd className={css.faqAnswer}>{LL.home.questions.items[key].a({ portals, days })}</dd>
            </div>
          ))}
        </dl>
        <p className={mk.sectionFoot}>
          <a className={button.secondary} href={href('/faq')}>
            {LL.home.questions.link()}
          </a>
        </p>
      </Section>

      <DemoCtaBand id="home-cta" title={LL.home.cta.title()} text={LL.home.cta.text()} />

      <Section id="home-advantages" title={LL.home.advantages.title()}>
        <ul className={mk.cardGrid}>
          {ADVANTAGES.map(([key, icon]) => (
            <li key={key}>
              <FeatureCard icon={icon} title={LL.home.advantages.items[key].title()} text={LL.home.advantages.items[key].text()} />
            </li>
          ))}
        </ul>
        <Figures only={['bookings', 'revenue']} />
      </Section>

      <Section id="home-problems" alt title={LL.home.problems.title()}>
        <ul className={mk.cardGridWide}>
          {PROBLEMS.map(([key, icon]) => (
            <li key={key}>
              <article className={mk.card}>
                <span className={mk.iconBadge}>
                  <Icon name={icon} />
                </span>
                <h3 className={mk.cardTitle}>{LL.home.problems.items[key].title()}</h3>
                <p className={css.problem}>
                  <strong>{LL.home.problems.problemLabel()}: </strong>
                  {LL.home.problems.items[key].problem()}
                </p>
                <p className={css.solution}>
                  <strong>{LL.home.problems.solutionLabel()}: </strong>
                  {LL.home.problems.items[key].solution()}
                </p>
                <a className={`${button.primary} ${css.problemButton}`} href={href('/funcionalidades')}>
                  {LL.home.problems.button()}
                  <span className={visuallyHidden}>: {LL.home.problems.items[key].title()}</span>
                </a>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <section className={css.trust} aria-labelledby="home-trust-title">
        <div className={`${container} ${mk.split}`}>
          <div>
            <h2 id="home-trust-title">{LL.home.security.title()}</h2>
            <p className={lead}>{LL.home.security.text()}</p>
            <a href={href('/confianca-e-seguranca')}>{LL.home.security.link()}</a>
          </div>
          <ul className={css.trustList}>
            {TRUST.map(([key, icon]) => (
              <li key={key} className={css.trustItem}>
                <span className={mk.iconBadge}>
                  <Icon name={icon} />
                </span>
                {LL.home.security.items[key]({ uptime: figure('uptimePercent', locale) })}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="home-badges" title={LL.home.badges.title()} lead={LL.home.badges.lead()} centered>
        <ul className={css.badges}>
          {BADGES.map(([key, icon]) => (
            <li key={key} className={css.badge}>
              <Icon name={icon} size={32} className={css.badgeIcon} />
              <span className={css.badgeTitle}>{LL.home.badges.items[key].title()}</span>
              <span className={css.badgeText}>{LL.home.badges.items[key].text()}</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export function PartnersHead() {
  const { LL } = useI18nContext();
  return <SectionHead id="home-partners" centered title={LL.home.partners.title()} lead={LL.home.partners.lead()} />;
}

/** One slide of a logo carousel: partners' wordmarks. */
export function LogoGroup({ names }: { names: readonly string[] }) {
  return (
    <ul className={css.logoSlide}>
      {names.map((name) => (
        <li key={name}>
          <Wordmark name={name} />
        </li>
      ))}
    </ul>
  );
}
