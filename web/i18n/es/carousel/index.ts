import type { NamespaceCarouselTranslation } from '../../i18n-types';

const es_carousel = {
  previous: 'Diapositiva anterior',
  next: 'Diapositiva siguiente',
  pause: 'Pausar la rotación automática',
  play: 'Reanudar la rotación automática',
  slide: '{n} de {total}',
} satisfies NamespaceCarouselTranslation;

export default es_carousel;
