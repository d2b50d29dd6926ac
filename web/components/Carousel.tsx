import type { ReactNode } from 'react';
import { Island } from '../islands/Island';
import carousel, { type CarouselOptions } from './carousel.island';

export interface CarouselProps extends CarouselOptions {
  /** One node per slide, static content; slide 1 is shown first. */
  slides: readonly ReactNode[];
}

/** A carousel of static slides: an island whose slides are server HTML. */
export function Carousel({ slides, ...options }: CarouselProps) {
  // It rotates by itself, so it hydrates when it comes into view rather than when first used.
  return <Island of={carousel} props={{ ...options, slideCount: slides.length }} slots={{ slides }} when="visible" />;
}
