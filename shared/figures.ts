import { formatNumber } from './format';
import type { Locale } from './locales';

/**
 * The marketing figures, one consistent set for the whole site. The spec quotes several sets
 * found in different places; we use this one everywhere (home, product pages, about, FAQ, blog).
 * Dictionaries never hard-code these numbers: texts take them as parameters, e.g.
 * `LL.home.stats.properties({ count: figure('properties', locale) })` with
 * "Mais de {count} propriedades".
 */
export const FIGURES = {
  /** Properties using the product ("over 20,000"). */
  properties: 20000,
  /** Countries where it is used. */
  countries: 60,
  /** Booking portals kept in sync by the channel manager ("over 300"). */
  portals: 300,
  /** Average revenue increase in percent ("+38%"). */
  revenueIncreasePercent: 38,
  /** Bookings increase in percent ("up to 35% more bookings"). */
  bookingsIncreasePercent: 35,
  /** Currencies accepted through one payment provider ("over 135"). */
  currencies: 135,
  /** Free trial length in days (spec section 9). */
  trialDays: 14,
  /** Uptime target in percent (spec section 9, terms). */
  uptimePercent: 99.99,
} as const;

export type FigureName = keyof typeof FIGURES;

/** A figure formatted for a locale: figure('properties', 'pt') === '20.000', 'en' -> '20,000'. */
export function figure(name: FigureName, locale: Locale): string {
  return formatNumber(FIGURES[name], locale);
}
