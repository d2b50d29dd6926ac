import type { Locale } from '../../locales';
import type { ReviewTexts } from './types';

export type { ReviewTexts } from './types';

/**
 * The review comments of one language. They are typed per-locale data rather than dictionary
 * entries because nothing renders them until the Reviews tab is opened: loading them then
 * keeps about 4 KB (gzip) out of every marketplace page's first download.
 */
const LOADERS: Record<Locale, () => Promise<{ default: ReviewTexts }>> = {
  pt: () => import('./pt'),
  en: () => import('./en'),
  es: () => import('./es'),
  it: () => import('./it'),
};

const cache = new Map<Locale, Promise<ReviewTexts>>();

export function loadReviewTexts(locale: Locale): Promise<ReviewTexts> {
  let texts = cache.get(locale);
  if (!texts) {
    texts = LOADERS[locale]().then((module) => module.default);
    // A failed download may be retried on the next attempt.
    texts.catch(() => cache.delete(locale));
    cache.set(locale, texts);
  }
  return texts;
}
