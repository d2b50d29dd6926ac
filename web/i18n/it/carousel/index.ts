import type { NamespaceCarouselTranslation } from '../../i18n-types';

const it_carousel = {
  previous: 'Slide precedente',
  next: 'Slide successiva',
  pause: 'Metti in pausa la rotazione automatica',
  play: 'Riprendi la rotazione automatica',
  slide: '{n} di {total}',
} satisfies NamespaceCarouselTranslation;

export default it_carousel;
