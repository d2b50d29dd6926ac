import type { ReactNode } from 'react';
import { Carousel } from '../../components/Carousel';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { ServerHtml } from '../../components/marketing/ServerHtml';
import { MAIN_INTEGRATIONS, PARTNERS, chunk } from '../../components/marketing/integrations';
import { container, section, sectionAlt } from '../../theme/ui.css';
import * as mk from '../../components/marketing/marketing.css';
import * as css from './home.css';
import type * as Sections from './sections';

/**
 * The home page in the spec's order. Everything without interaction is rendered on the server
 * and kept as HTML (ServerHtml). The server renders `HomeView` with the sections module
 * (./server.tsx, which the registry loads on the server); the browser renders it with `S` null,
 * so neither the sections' code nor the `home` dictionary is part of the page's JavaScript.
 * What hydrates: the WhatsApp button and the two logo carousels' controls.
 * Both sides must render the same elements: only ServerHtml's children may differ.
 */
type SectionsModule = typeof Sections;

const LOGOS_PER_SLIDE = 4;

interface LogoCarouselProps {
  S: SectionsModule | null;
  id: string;
  names: readonly string[];
  alt?: boolean;
  /** Server-only heading (null in the browser). */
  head: ReactNode;
  /** Server-only footer; `withFoot` says whether there is one, identically on both sides. */
  foot?: ReactNode;
  withFoot?: boolean;
}

function LogoCarousel({ S, id, names, alt, head, foot, withFoot }: LogoCarouselProps) {
  // The slides' wordmarks are server HTML: the carousel (an island) only moves between them.
  const slides = chunk(names, LOGOS_PER_SLIDE).map((group) => S && <S.LogoGroup names={group} />);
  return (
    // Not a region of its own: the carousel inside is the region named by this heading.
    <div className={alt ? sectionAlt : section}>
      <div className={container}>
        <ServerHtml>{head}</ServerHtml>
        <Carousel labelledBy={`${id}-title`} slides={slides} />
        {withFoot ? <ServerHtml>{foot}</ServerHtml> : null}
      </div>
    </div>
  );
}

export function HomeView({ S }: { S: SectionsModule | null }) {
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
      <LogoCarousel S={S} id="home-integrations" alt names={MAIN_INTEGRATIONS} head={S && <S.IntegrationsHead />} foot={S && <S.IntegrationsFoot />} withFoot />
      <ServerHtml>{S && <S.MiddleSections />}</ServerHtml>
      <LogoCarousel S={S} id="home-partners" names={PARTNERS} head={S && <S.PartnersHead />} />
    </>
  );
}

/** The browser's home page: the same tree, with the server-only sections left out. */
export default function HomePage() {
  return <HomeView S={null} />;
}
