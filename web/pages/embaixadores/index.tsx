import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { PageIntro } from '../../components/content/PageIntro';
import { Paragraphs } from '../../components/content/Paragraphs';
import { ExternalLink } from '../../components/content/ExternalLink';
import { Icon } from '../../components/content/icons';
import { breadcrumbTrail } from '../../components/content/head';
import * as contentCss from '../../components/content/content.css';
import { figure } from '../../../shared/figures';
import { button, card, container, section, sectionAlt } from '../../theme/ui.css';
import type { HeadInfo, HeadInput } from '../types';
import * as css from './ambassadors.css';

const STEPS = ['join', 'refer', 'earn'] as const;
const REWARDS = ['one', 'twelve', 'twentyFour'] as const;

/** The sign-up button (external form, new tab) with the note beneath it that says so. */
function SignUp({ id }: { id: string }) {
  const { LL } = useI18nContext();
  const { config } = useBootstrap();
  const noteId = `${id}-note`;
  return (
    <div className={css.cta}>
      <ExternalLink href={config.ambassadorFormUrl} className={`${button.primary} ${css.ctaButton}`} describedBy={noteId}>
        {LL.ambassadors.ctaButton()}
      </ExternalLink>
      <p id={noteId} className={css.note}>
        <Icon name="lock" size={16} />
        {LL.ambassadors.ctaNote()}
      </p>
    </div>
  );
}

/** /embaixadores: the referral programme (one free month per referred customer, no limit). */
export default function AmbassadorsPage() {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  return (
    <>
      <PageIntro trail={[{ label: LL.meta.embaixadores.title() }]} title={LL.ambassadors.title()} lead={LL.ambassadors.lead()}>
        <SignUp id="ambassador-top" />
      </PageIntro>
      <section className={section} aria-labelledby="ambassador-how">
        <div className={container}>
          <h2 id="ambassador-how">{LL.ambassadors.howTitle()}</h2>
          <ol className={css.steps}>
            {STEPS.map((key, index) => (
              <li key={key} className={`${card} ${css.step}`}>
                <span className={css.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={contentCss.cardTitle}>{LL.ambassadors.steps[key].title()}</h3>
                <p className={contentCss.cardText}>{LL.ambassadors.steps[key].text()}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className={sectionAlt} aria-labelledby="ambassador-rewards">
        <div className={container}>
          <h2 id="ambassador-rewards">{LL.ambassadors.rewardsTitle()}</h2>
          <p className={contentCss.prose}>{LL.ambassadors.rewardsText()}</p>
          <ul className={css.rewards}>
            {REWARDS.map((key) => (
              <li key={key} className={css.reward}>
                <span className={css.rewardValue}>{LL.ambassadors.rewards[key].value()}</span>
                <span className={css.rewardResult}>{LL.ambassadors.rewards[key].result()}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={section} aria-labelledby="ambassador-referred">
        <div className={`${container} ${contentCss.prose}`}>
          <h2 id="ambassador-referred">{LL.ambassadors.referredTitle()}</h2>
          <p className={css.highlight}>{LL.ambassadors.referredHighlight()}</p>
          <p>{LL.ambassadors.referredText({ trialDays: figure('trialDays', locale) })}</p>
          <h2>{LL.ambassadors.whoTitle()}</h2>
          <p>{LL.ambassadors.whoText()}</p>
          <h2>{LL.ambassadors.rulesTitle()}</h2>
          <Paragraphs text={LL.ambassadors.rules()} />
        </div>
      </section>
      <section className={sectionAlt} aria-labelledby="ambassador-cta">
        <div className={`${container} ${css.closing}`}>
          <h2 id="ambassador-cta">{LL.ambassadors.ctaTitle()}</h2>
          <SignUp id="ambassador-bottom" />
        </div>
      </section>
    </>
  );
}

export function resolveHead(input: HeadInput): HeadInfo {
  return { jsonLd: [breadcrumbTrail(input, ['embaixadores'])] };
}
