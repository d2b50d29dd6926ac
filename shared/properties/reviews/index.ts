import type { Locale } from '../../locales';
import type { ReviewTexts } from './types';
import pt from './pt';
import en from './en';
import es from './es';
import it from './it';

export type { ReviewTexts } from './types';

/**
 * The demo listings' review comments per language: typed per-locale data rather than dictionary
 * entries. Only the server reads them (the property page's tabs are server HTML with every
 * panel in it, web/pages/property/DetailTabs.tsx), so no page's JavaScript carries them.
 */
export const REVIEW_TEXTS: Readonly<Record<Locale, ReviewTexts>> = { pt, en, es, it };
