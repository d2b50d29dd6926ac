import type { NamespaceFaqPageTranslation, TranslationFunctions } from '../../i18n/i18n-types';
import { figure } from '../../../shared/figures';
import type { Locale } from '../../../shared/locales';

/**
 * The FAQ's six categories and their questions, in page order. Keys point into the `faq`
 * dictionary (LL.faqPage[category][question].q / .a); the page and its FAQPage data both read this.
 */
export const FAQ_CATEGORIES = {
  general: ['whatIs', 'setup', 'propertyTypes', 'languages'],
  channelManager: ['portals', 'overbooking', 'channelPrices'],
  bookingEngine: ['install', 'customise', 'gateways'],
  support: ['channels', 'training'],
  pricing: ['model', 'quote', 'trial', 'setupFee'],
  payments: ['fees', 'dataSecurity', 'ownership', 'backup'],
} as const satisfies { [C in keyof NamespaceFaqPageTranslation['categories']]: readonly (keyof NamespaceFaqPageTranslation[C])[] };

export type FaqCategory = keyof typeof FAQ_CATEGORIES;

export interface FaqSection {
  id: FaqCategory;
  title: string;
  items: { id: string; question: string; answer: string }[];
}

/** Values the answers quote (figures formatted for the locale). */
export interface FaqValues {
  portals: string;
  trialDays: string;
}

export function faqValues(locale: Locale): FaqValues {
  return { portals: figure('portals', locale), trialDays: figure('trialDays', locale) };
}

type QuestionTexts = { q: () => string; a: (values: FaqValues) => string };

/** Every category with its questions and answers as plain text, in the dictionary's language. */
export function faqSections(LL: TranslationFunctions, values: FaqValues): FaqSection[] {
  return (Object.keys(FAQ_CATEGORIES) as FaqCategory[]).map((category) => {
    // Correlated keys (category → its own question keys) are beyond TypeScript's indexing;
    // the `satisfies` above guarantees each listed question exists with q and a.
    const group = LL.faqPage[category] as unknown as Record<string, QuestionTexts>;
    return {
      id: category,
      title: LL.faqPage.categories[category](),
      items: FAQ_CATEGORIES[category].map((key) => {
        const texts = group[key] as QuestionTexts;
        return { id: `${category}-${key}`, question: texts.q(), answer: texts.a(values) };
      }),
    };
  });
}
