import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { PageIntro } from '../../components/content/PageIntro';
import { Paragraphs } from '../../components/content/Paragraphs';
import { Icon, type IconName } from '../../components/content/icons';
import { withNode } from '../../components/content/interpolate';
import { breadcrumbTrail } from '../../components/content/head';
import * as contentCss from '../../components/content/content.css';
import { button, card, container, section, sectionAlt } from '../../theme/ui.css';
import type { HeadInfo, HeadInput } from '../types';

const COMMITMENTS: readonly { key: 'dataProtection' | 'monitoring' | 'audits' | 'lgpd'; icon: IconName }[] = [
  { key: 'dataProtection', icon: 'shield' },
  { key: 'monitoring', icon: 'pulse' },
  { key: 'audits', icon: 'audit' },
  { key: 'lgpd', icon: 'scale' },
];

/** /confianca-e-seguranca: the four commitments, good practices and how to report a problem. */
export default function TrustPage() {
  const { LL } = useI18nContext();
  const { config } = useBootstrap();
  const href = useHref();
  const email = <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>;
  const reportHref = `mailto:${config.supportEmail}?subject=${encodeURIComponent(LL.trust.reportSubject())}`;
  return (
    <>
      <PageIntro trail={[{ label: LL.meta.confiancaESeguranca.title() }]} title={LL.trust.title()} lead={LL.trust.lead()} />
      <section className={section} aria-labelledby="trust-commitments">
        <div className={container}>
          <h2 id="trust-commitments">{LL.trust.commitmentsTitle()}</h2>
          <ul className={contentCss.cardGrid} role="list">
            {COMMITMENTS.map(({ key, icon }) => (
              <li key={key} className={card}>
                <Icon name={icon} className={contentCss.cardIcon} />
                <h3 className={contentCss.cardTitle}>{LL.trust.commitments[key].title()}</h3>
                <p className={contentCss.cardText}>{LL.trust.commitments[key].text()}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={sectionAlt} aria-labelledby="trust-practices">
        <div className={`${container} ${contentCss.prose}`}>
          <h2 id="trust-practices">{LL.trust.practicesTitle()}</h2>
          <Paragraphs text={LL.trust.practices()} />
          <h2>{LL.trust.reportTitle()}</h2>
          <p>{withNode((values) => LL.trust.reportText(values), 'email', email)}</p>
          <div className={contentCss.actions}>
            <a className={button.primary} href={reportHref}>
              {LL.trust.reportButton()}
            </a>
            <a className={button.secondary} href={href('/politica-de-privacidade')}>
              {LL.trust.privacyLink()}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

export function resolveHead(input: HeadInput): HeadInfo {
  return { jsonLd: [breadcrumbTrail(input, ['confiancaESeguranca'])] };
}
