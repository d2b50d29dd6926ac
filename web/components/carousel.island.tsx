import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { island } from '../islands/Island';
import { ServerHtml } from './marketing/ServerHtml';
import * as css from './carousel.css';

/** The spec's carousel interval (section 9). */
export const CAROUSEL_INTERVAL_MS = 3000;

export interface CarouselOptions {
  /** Id of the visible heading that names the carousel (its accessible name). */
  labelledBy: string;
  intervalMs?: number;
  className?: string;
}

export interface CarouselViewProps extends CarouselOptions {
  slideCount: number;
  /** The slides' content, server-only (absent in the browser, which keeps their HTML). */
  slides?: readonly ReactNode[];
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the visitor asked for less motion. The server (and hydration) assume not. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * An auto-rotating carousel after the WAI-ARIA APG pattern: a region with
 * aria-roledescription="carousel", slides as labelled groups ("2 of 5"), a rotation button
 * first, then previous/next. It advances every `intervalMs` and wraps to the first slide;
 * it stops while the pointer is over it or focus is inside it, while the visitor prefers
 * reduced motion (until they press play), and after they press pause. Announcements are off
 * while it rotates by itself and polite when the visitor drives it.
 * Pages that use it load the `carousel` dictionary namespace.
 */
function CarouselView({ labelledBy, slideCount, slides, intervalMs = CAROUSEL_INTERVAL_MS, className }: CarouselViewProps) {
  const { LL } = useI18nContext();
  const total = slideCount;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The visitor's explicit choice with the rotation button; null until they make one. */
  const [rotationChoice, setRotationChoice] = useState<boolean | null>(null);
  // The controls work only once hydrated; until then (or without JavaScript) they keep their
  // place but are hidden, and the first slide simply shows.
  const [ready, setReady] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    setReady(true);
    // Hydrated under a pointer or around focus that arrived first: those pause it too.
    const region = regionRef.current;
    if (region?.matches(':hover')) setHovered(true);
    if (region?.contains(document.activeElement)) setFocused(true);
  }, []);
  const reducedMotion = usePrefersReducedMotion();

  const rotationOn = rotationChoice ?? !reducedMotion;
  const rotating = rotationOn && !hovered && !focused && total > 1;

  // One timeout per shown slide: a slide chosen by hand also gets its full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % total), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, total, intervalMs]);

  const go = (step: number) => setIndex((current) => (current + step + total) % total);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={regionRef}
      className={className ? `${css.root} ${className}` : css.root}
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-rotating={rotating ? 'true' : 'false'}
    >
      <div className={css.controls} data-ready={ready ? 'true' : 'false'}>
        <Button className={css.control} onPress={() => setRotationChoice(!rotationOn)} aria-label={rotationOn ? LL.carousel.pause() : LL.carousel.play()}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {rotationOn ? <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" /> : <path d="M8 5.5v13l11-6.5z" fill="currentColor" />}
          </svg>
        </Button>
        <Button className={css.control} onPress={() => go(-1)} aria-label={LL.carousel.previous()} isDisabled={total < 2}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Button>
        <Button className={css.control} onPress={() => go(1)} aria-label={LL.carousel.next()} isDisabled={total < 2}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Button>
      </div>
      <div className={css.slides} aria-live={rotating ? 'off' : 'polite'}>
        {Array.from({ length: total }, (_, i) => (
          <div
            // Slides are positional: their order never changes.
            key={i}
            className={css.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={LL.carousel.slide({ n: i + 1, total })}
            hidden={i !== index}
          >
            <ServerHtml>{slides?.[i]}</ServerHtml>
          </div>
        ))}
      </div>
    </section>
  );
}

// It rotates by itself: its pages ask for it to hydrate when it comes into view (Carousel.tsx).
export default island(CarouselView, { namespaces: ['carousel'], reusable: true });
