import type { TranslationFunctions } from '../../../i18n/i18n-types';
import type { Listing, Currency, ListingTexts } from '../../../../shared/properties/listing';
import { LOCALE_TAGS, type Locale } from '../../../../shared/locales';
import { formatCurrency, formatNumber } from '../../../../shared/format';

/**
 * A listing's texts in the page's language: the dictionary's for the demo listings, the
 * host's own for theirs (`langs`: the language each is written in).
 */
export function listingTexts(LL: TranslationFunctions, property: Pick<Listing, 'key' | 'texts'>): Omit<ListingTexts, 'langs'> & { langs?: ListingTexts['langs'] } {
  if (property.key) {
    const item = LL.properties.items[property.key];
    return { name: item.name(), location: item.location(), description: item.description(), houseRules: '' };
  }
  return property.texts ?? { name: '', location: '', description: '', houseRules: '' };
}

/** The `lang` attribute of a text written in `written` on a page in `page`: only when they differ. */
export function langAttr(written: Locale | undefined, page: Locale): string | undefined {
  return written && written !== page ? LOCALE_TAGS[written].lang : undefined;
}

/** Whole units of a currency, formatted for the locale: R$ 450 / €320 … */
export function wholeMoney(amount: number, currency: Currency, locale: Locale): string {
  return formatCurrency(amount * 100, currency, locale, 0);
}

/** A currency as the price filter offers it: its code and symbol in the locale (BRL (R$)). */
export function currencyLabel(currency: Currency, locale: Locale): string {
  const symbol = new Intl.NumberFormat(LOCALE_TAGS[locale].lang, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value;
  return symbol && symbol !== currency ? `${currency} (${symbol})` : currency;
}

/** A country's name in the page's language (the dictionary's for the demo's, Intl's otherwise). */
export function countryName(LL: TranslationFunctions, code: string, locale: Locale): string {
  const known = (LL.properties.countries as Record<string, (() => string) | undefined>)[code];
  if (known) return known();
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A listing's one review figure (issue 39): the marketplace card, the rating filter and sort
 * (Listing.rating, worker/db/marketplace.ts), the property page's header, tab, guests' reviews
 * section and JSON-LD aggregateRating all say the counted reviews (worker/db/reviews.ts), for the
 * demo nine too, whose sample reviews are examples and never counted. None: no stars.
 */
export function countedReviews(property: Pick<Listing, 'reviewCount' | 'reviewAverage'>): { count: number; rating: number | null } {
  return { count: property.reviewCount, rating: property.reviewCount > 0 ? property.reviewAverage : null };
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
