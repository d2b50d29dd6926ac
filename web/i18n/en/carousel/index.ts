import type { NamespaceCarouselTranslation } from '../../i18n-types';

const en_carousel = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause automatic rotation',
  play: 'Resume automatic rotation',
  slide: '{n} of {total}',
} satisfies NamespaceCarouselTranslation;

export default en_carousel;
