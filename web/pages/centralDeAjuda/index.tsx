import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { PageIntro } from '../../components/content/PageIntro';
import { ExternalLink } from '../../components/content/ExternalLink';
import { Icon } from '../../components/content/icons';
import { withNode } from '../../components/content/interpolate';
import { breadcrumbTrail } from '../../components/content/head';
import * as contentCss from '../../components/content/content.css';
import { button, card, container, section, sectionAlt } from '../../theme/ui.css';
import type { HeadInfo, HeadInput } from '../types';

const TOPICS = [
  { key: 'channels', path: '/integracoes' },
  { key: 'engine', path: '/motor-de-reservas' },
  { key: 'payments', path: '/processamento-de-pagamentos' },
  { key: 'pricing', path: '/precos' },
  { key: 'security', path: '/confianca-e-seguranca' },
] as const;

/** /central-de-ajuda: video tutorials, documentation and support, then popular topics. */
export default function HelpCenterPage() {
  const { LL } = useI18nContext();
  const { config } = useBootstrap();
  const href = useHref();
  return (
    <>
      <PageIntro trail={[{ label: LL.meta.centralDeAjuda.title() }]} title={LL.help.title()} lead={LL.help.lead()} />
      <section className={section} aria-labelledby="help-cards">
        <div className={container}>
          <h2 id="help-cards">{LL.help.cardsTitle()}</h2>
          <ul className={contentCss.cardGrid} role="list">
            <li className={`${card} ${contentCss.cardColumn}`}>
              <Icon name="video" className={contentCss.cardIcon} />
              <h3 className={contentCss.cardTitle}>{LL.help.videos.title()}</h3>
              <p className={contentCss.cardText}>{LL.help.videos.text()}</p>
              <p className={contentCss.cardFooter}>
                <ExternalLink className={button.secondary} href={config.social.youtube}>
                  {LL.help.videos.link()}
                </ExternalLink>
              </p>
            </li>
            <li className={`${card} ${contentCss.cardColumn}`}>
              <Icon name="book" className={contentCss.cardIcon} />
              <h3 className={contentCss.cardTitle}>{LL.help.docs.title()}</h3>
              <p className={contentCss.cardText}>{LL.help.docs.text()}</p>
              <p className={contentCss.cardFooter}>
                <a className={button.secondary} href={href('/faq')}>
                  {LL.help.docs.link()}
                </a>
              </p>
            </li>
            <li className={`${card} ${contentCss.cardColumn}`}>
              <Icon name="chat" className={contentCss.cardIcon} />
              <h3 className={contentCss.cardTitle}>{LL.help.support.title()}</h3>
              <p className={contentCss.cardText}>{LL.help.support.text()}</p>
              <p className={contentCss.cardFooter}>
                <a className={button.primary} href={href('/contato')}>
                  {LL.help.support.link()}
                </a>
              </p>
            </li>
          </ul>
        </div>
      </section>
      <section className={sectionAlt} aria-labelledby="help-topics">
        <div className={`${container} ${contentCss.prose}`}>
          <h2 id="help-topics">{LL.help.topicsTitle()}</h2>
          <ul>
            {TOPICS.map((topic) => (
              <li key={topic.key}>
                <a href={href(topic.path)}>{LL.help.topics[topic.key]()}</a>
              </li>
            ))}
          </ul>
          <h2>{LL.help.emailTitle()}</h2>
          <p>{withNode((values) => LL.help.emailText(values), 'email', <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>)}</p>
        </div>
      </section>
    </>
  );
}

export function resolveHead(input: HeadInput): HeadInfo {
  return { jsonLd: [breadcrumbTrail(input, ['centralDeAjuda'])] };
}
