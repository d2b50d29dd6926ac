import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { PageIntro } from '../../components/content/PageIntro';
import { Paragraphs } from '../../components/content/Paragraphs';
import { Icon, type IconName } from '../../components/content/icons';
import { breadcrumbTrail } from '../../components/content/head';
import * as contentCss from '../../components/content/content.css';
import { figure } from '../../../shared/figures';
import { button, card, container, section, sectionAlt } from '../../theme/ui.css';
import type { HeadInfo, HeadInput } from '../types';
import * as css from './about.css';

const VALUES: readonly { key: 'simplicity' | 'transparency' | 'closeness' | 'security'; icon: IconName }[] = [
  { key: 'simplicity', icon: 'spark' },
  { key: 'transparency', icon: 'eye' },
  { key: 'closeness', icon: 'heart' },
  { key: 'security', icon: 'lock' },
];
const AREAS = ['engineering', 'success', 'sales'] as const;

/** A calendar and a house, drawn here: the product in one picture. */
function StoryIllustration() {
  return (
    <svg className={css.illustration} width="360" height="260" viewBox="0 0 360 260" aria-hidden="true" focusable="false">
      <rect x="20" y="30" width="220" height="190" rx="16" fill="#e7f0f9" stroke="currentColor" strokeWidth="3" />
      <rect x="20" y="30" width="220" height="44" rx="16" fill="currentColor" />
      {[0, 1, 2, 3, 4].map((col) =>
        [0, 1, 2].map((row) => (
          <rect key={`${col}-${row}`} x={38 + col * 40} y={92 + row * 40} width="28" height="26" rx="5" fill={(col + row) % 3 === 0 ? '#0f6b5c' : '#ffffff'} stroke="#b9c7d6" />
        )),
      )}
      <path d="M230 150 290 100 350 150v90H230Z" fill="#ffffff" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <rect x="275" y="190" width="30" height="50" rx="4" fill="#0f6b5c" />
      <rect x="245" y="160" width="22" height="22" rx="3" fill="#e7f0f9" stroke="currentColor" strokeWidth="2" />
      <rect x="313" y="160" width="22" height="22" rx="3" fill="#e7f0f9" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** /sobre-nos: story, figures, mission and values, and careers (#carreiras, linked from the footer). */
export default function AboutPage() {
  const { LL } = useI18nContext();
  const { locale, config } = useBootstrap();
  const figures = [
    { value: `${figure('properties', locale)}+`, label: LL.about.figures.properties() },
    { value: figure('countries', locale), label: LL.about.figures.countries() },
    { value: `${figure('portals', locale)}+`, label: LL.about.figures.portals() },
    { value: `+${figure('revenueIncreasePercent', locale)}%`, label: LL.about.figures.revenue() },
  ];
  const applyHref = `mailto:${config.supportEmail}?subject=${encodeURIComponent(LL.about.applySubject())}`;
  return (
    <>
      <PageIntro trail={[{ label: LL.meta.sobreNos.title() }]} title={LL.about.title()} lead={LL.about.lead()} />
      <section className={section} aria-labelledby="about-story">
        <div className={`${container} ${css.story}`}>
          <div className={contentCss.prose}>
            <h2 id="about-story">{LL.about.storyTitle()}</h2>
            <Paragraphs text={LL.about.story()} />
          </div>
          <StoryIllustration />
        </div>
      </section>
      <section className={sectionAlt} aria-labelledby="about-figures">
        <div className={container}>
          <h2 id="about-figures">{LL.about.figuresTitle()}</h2>
          <dl className={css.figures}>
            {figures.map((item) => (
              <div key={item.label} className={css.figure}>
                <dt className={css.figureLabel}>{item.label}</dt>
                <dd className={css.figureValue}>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className={section} aria-labelledby="about-mission">
        <div className={container}>
          <h2 id="about-mission">{LL.about.missionTitle()}</h2>
          <div className={css.statements}>
            <div>
              <h3 className={css.statementLabel}>{LL.about.missionLabel()}</h3>
              <p>{LL.about.mission()}</p>
            </div>
            <div>
              <h3 className={css.statementLabel}>{LL.about.visionLabel()}</h3>
              <p>{LL.about.vision()}</p>
            </div>
          </div>
          <h3 className={css.statementLabel}>{LL.about.valuesLabel()}</h3>
          <ul className={contentCss.cardGrid} role="list">
            {VALUES.map(({ key, icon }) => (
              <li key={key} className={card}>
                <Icon name={icon} className={contentCss.cardIcon} />
                <h4 className={contentCss.cardTitle}>{LL.about.values[key].title()}</h4>
                <p className={contentCss.cardText}>{LL.about.values[key].text()}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section id="carreiras" className={`${sectionAlt} ${css.careers}`} aria-labelledby="about-careers">
        <div className={container}>
          <h2 id="about-careers">{LL.about.careersTitle()}</h2>
          <div className={contentCss.prose}>
            <p>{LL.about.careersLead()}</p>
            <p>{LL.about.careersWhy()}</p>
          </div>
          <h3>{LL.about.areasTitle()}</h3>
          <ul className={contentCss.cardGrid} role="list">
            {AREAS.map((key) => (
              <li key={key} className={card}>
                <h4 className={contentCss.cardTitle}>{LL.about.areas[key].title()}</h4>
                <p className={contentCss.cardText}>{LL.about.areas[key].text()}</p>
              </li>
            ))}
          </ul>
          <p className={contentCss.actions}>{LL.about.applyText()}</p>
          <a className={button.primary} href={applyHref}>
            <Icon name="users" size={20} />
            {LL.about.applyButton()}
          </a>
        </div>
      </section>
    </>
  );
}

export function resolveHead(input: HeadInput): HeadInfo {
  return { jsonLd: [breadcrumbTrail(input, ['sobreNos'])] };
}
