import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { PageIntro } from '../../components/content/PageIntro';
import videoFacade from '../../components/content/video.island';
import { LiveDemoBand, WorkspaceScreens } from '../../components/LiveDemo';
import { Island } from '../../islands/Island';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { ChatIcon } from '../../components/whatsapp';
import { breadcrumbTrail } from '../../components/content/head';
import { container, section } from '../../theme/ui.css';
import type { HeadInfo, HeadInput } from '../types';
import * as css from './demo.css';

const HIGHLIGHTS = ['calendar', 'channels', 'engine', 'automation'] as const;

/**
 * /demo: the live demo's entry ("Experimente agora": a private copy of the demo workspace, issue
 * 30), the product video behind a click-to-load facade only when the company set a real video id
 * (DEMO_VIDEO_ID; unset by default: no player, drawings of the real workspace instead), the
 * highlights and the WhatsApp call to action.
 */
export default function DemoPage() {
  const { LL } = useI18nContext();
  const { config } = useBootstrap();
  const video = config.demoVideoId.trim();
  return (
    <>
      <PageIntro trail={[{ label: LL.meta.demo.title() }]} title={LL.demoPage.title()} lead={LL.demoPage.subtitle()} />
      <section className={section} aria-labelledby="demo-highlights">
        <div className={`${container} ${css.layout}`}>
          <div className={css.stack}>
            <LiveDemoBand id="demo-live" />
            {video ? (
              <Island
                of={videoFacade}
                props={{
                  videoId: video,
                  title: LL.demoPage.videoTitle(),
                  playLabel: LL.demoPage.play(),
                  duration: LL.demoPage.duration(),
                  consent: LL.demoPage.consent(),
                  watchLabel: LL.demoPage.watchOnYoutube(),
                }}
              />
            ) : (
              <WorkspaceScreens />
            )}
          </div>
          <div>
            <h2 id="demo-highlights">{video ? LL.demoPage.highlightsTitle() : LL.liveDemo.highlightsTitle()}</h2>
            <ul className={css.highlights}>
              {HIGHLIGHTS.map((key) => (
                <li key={key} className={css.highlight}>
                  <svg className={css.check} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  <span>{LL.demoPage.highlights[key]()}</span>
                </li>
              ))}
            </ul>
            <section className={css.cta} aria-labelledby="demo-cta">
              <h2 id="demo-cta" className={css.ctaTitle}>{LL.demoPage.ctaTitle()}</h2>
              <p>{LL.demoPage.ctaText()}</p>
              <WhatsAppButton kind="demo">
                <ChatIcon />
                {LL.demoPage.whatsapp()}
              </WhatsAppButton>
            </section>
          </div>
        </div>
      </section>
    </>
  );
}

export function resolveHead(input: HeadInput): HeadInfo {
  return { jsonLd: [breadcrumbTrail(input, ['demo'])] };
}
