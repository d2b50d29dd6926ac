import type { BaseTranslation } from '../../i18n-types';

/** Controls of the shared carousel (web/components/Carousel.tsx). Kept tiny: the home page loads it. */
const pt_carousel = {
  previous: 'Slide anterior',
  next: 'Próximo slide',
  pause: 'Pausar a rotação automática',
  play: 'Retomar a rotação automática',
  slide: '{n:number} de {total:number}',
} satisfies BaseTranslation;

export default pt_carousel;
