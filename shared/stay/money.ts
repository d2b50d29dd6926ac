import { LOCALE_TAGS, type Locale } from '../locales';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Cents in a property's currency, formatted for a locale (only at the edge of the UI).
 * @example formatMoneyCents(112_500, 'EUR', 'pt') // '€ 1.125,00'
 */
export function formatMoneyCents(cents: number, currency: string, locale: Locale): string {
  const tag = LOCALE_TAGS[locale].lang;
  const key = `${tag}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}

/** '1125.00' for 112 500 cents (structured data prices): integer arithmetic, never a float. */
export function decimalAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
