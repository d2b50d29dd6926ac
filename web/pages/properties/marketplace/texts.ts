import type { TranslationFunctions } from '../../../i18n/i18n-types';
import type { SampleProperty } from '../../../../shared/properties';
import type { Locale } from '../../../../shared/locales';
import { formatCurrency, formatNumber } from '../../../../shared/format';

/** A listing's texts in the page's language (the dictionary is typed by the listing keys). */
export function listingTexts(LL: TranslationFunctions, property: SampleProperty) {
  const item = LL.properties.items[property.key];
  return { name: item.name(), location: item.location(), description: item.description() };
}

/** Whole euros, formatted for the locale: €320 / 320 € … */
export function euros(amount: number, locale: Locale): string {
  return formatCurrency(amount * 100, 'EUR', locale, 0);
}

/** Ratings always show one decimal: 5,0 / 4.8 */
export function ratingText(rating: number, locale: Locale): string {
  return formatNumber(rating, locale, 1);
}

/** The description cut at a sentence end within `max` characters (meta descriptions). */
export function summary(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = cut.lastIndexOf('. ');
  return end > 60 ? cut.slice(0, end + 1) : `${cut.slice(0, max - 1).trimEnd()}…`;
}
