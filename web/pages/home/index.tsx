import type { ReactNode } from 'react';
import { Carousel } from '../../components/Carousel';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { ServerHtml } from '../../components/marketing/ServerHtml';
import { MAIN_INTEGRATIONS, PARTNERS, chunk } from '../../components/marketing/integrations';
import { container, section, sectionAlt } from '../../theme/ui.css';
import { organization, website } from '../../seo/jsonld';
import { LOCALE_TAGS } from '../../../shared/locales';
import type { HeadInfo, HeadInput } from '../types';
import * as mk from '../../components/marketing/marketing.css';
import * as css from './home.css';
import * as sections from './sections';

/**
 * The home page in the spec's order. Everything without interaction is rendered on the server
 * and kept as HTML (ServerHtml); `S` is null in the browser build, so the sections' code and
 * the `home` dictionary never reach the client. What hydrates: the WhatsApp button and the two
 * logo carousels' controls (their slides are server HTML as well).
 */
const S = import.meta.env.SSR ? sections : null;

const LOGOS_PER_SLIDE = 4;

interface LogoCarouselProps {
  id: string;
  names: readonly string[];
  alt?: boolean;
  /** Server-only heading (null in the browser). */
  head: ReactNode;
  /** Server-only footer; `withFoot` says whether there is one, identically on both sides. */
  foot?: ReactNode;
  withFoot?: boolean;
}

function LogoCarousel({ id, names, alt, head, foot, withFoot }: LogoCarouselProps) {
  // The slides' wordmarks are server HTML too: the carousel only moves between them.
  const slides = chunk(names, LOGOS_PER_SLIDE).map((group) => <ServerHtml>{S && <S.LogoGroup names={group} />}</ServerHtml>);
  return (
    <section className={alt ? sectionAlt : section} aria-labelledby={`${id}-title`}>
      <div className={container}>
        <ServerHtml>{head}</ServerHtml>
        <Carousel labelledBy={`${id}-title`} slides={slides} />
        {withFoot ? <ServerHtml>{foot}</ServerHtml> : null}
      </div>
    </section>
  );
}

export default function HomePage() {
  return (
    <>
      <header className={mk.hero}>
        <div className={`${container} ${mk.heroGrid}`}>
          <div>
            <ServerHtml>{S && <S.HeroText />}</ServerHtml>
            <div className={mk.actions}>
              <WhatsAppButton kind="specialist" />
              <ServerHtml className={css.contents}>{S && <S.HeroDemoLink />}</ServerHtml>
            </div>
            <ServerHtml>{S && <S.HeroFigures />}</ServerHtml>
          </div>
          <ServerHtml className={mk.heroVisual}>{S && <S.HeroVisual />}</ServerHtml>
        </div>
      </header>
      <ServerHtml>{S && <S.ProductSections />}</ServerHtml>
      <LogoCarousel id="home-integrations" alt names={MAIN_INTEGRATIONS} head={S && <S.IntegrationsHead />} foot={S && <S.IntegrationsFoot />} withFoot />
      <ServerHtml>{S && <S.MiddleSections />}</ServerHtml>
      <LogoCarousel id="home-partners" names={PARTNERS} head={S && <S.PartnersHead />} />
    </>
  );
}

/** Organization and WebSite structured data (a server-only function: the browser never needs it). */
export const resolveHead = import.meta.env.SSR
  ? (input: HeadInput): HeadInfo => ({ jsonLd: [organization(input.siteUrl), website(input.siteUrl, LOCALE_TAGS[input.locale].lang)] })
  : undefined;
