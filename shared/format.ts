import { LOCALE_TAGS, type Locale } from './locales';

/**
 * Locale-aware formatting through Intl, one place for the whole site. Formatters are built
 * once per (locale, kind) and reused: constructing Intl objects is costly on the hot path.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** @example formatCurrency(15000, 'BRL', 'pt') // 'R$ 150,00' (amount in cents) */
export function formatCurrency(cents: number, currency: 'BRL' | 'EUR' | 'USD', locale: Locale, fractionDigits = 2): string {
  const tag = LOCALE_TAGS[locale].lang;
  return cached(`cur:${tag}:${currency}:${fractionDigits}`, () =>
    new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  ).format(cents / 100);
}

/** @example formatNumber(4.85, 'pt', 1) // '4,9' */
export function formatNumber(value: number, locale: Locale, fractionDigits?: number): string {
  const tag = LOCALE_TAGS[locale].lang;
  return cached(`num:${tag}:${fractionDigits ?? 'auto'}`, () =>
    new Intl.NumberFormat(tag, fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  ).format(value);
}

/** @example formatDate('2025-03-01', 'pt') // '1 de março de 2025' (dates are calendar dates, UTC) */
export function formatDate(isoDate: string, locale: Locale, style: 'long' | 'medium' | 'short' = 'long'): string {
  const tag = LOCALE_TAGS[locale].lang;
  return cached(`date:${tag}:${style}`, () => new Intl.DateTimeFormat(tag, { dateStyle: style, timeZone: 'UTC' })).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

/**
 * A deadline the guest must meet (a payment's), in the property's zone WITH its offset: a guest in
 * Lisbon must not read São Paulo's 14:30 as their own. `shortOffset` ("GMT-3") is written from the
 * offset itself, so the worker's and the browser's ICU render the same text (no hydration mismatch).
 * @example formatDeadline('2026-12-01T17:30:00Z', 'pt', 'America/Sao_Paulo') // '1 de dezembro de 2026 às 14:30 GMT-3'
 */
export function formatDeadline(isoInstant: string, locale: Locale, timeZone = 'UTC'): string {
  const tag = LOCALE_TAGS[locale].lang;
  return cached(`deadline:${tag}:${timeZone}`, () =>
    new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'shortOffset', timeZone }),
  ).format(new Date(isoInstant));
}

/** @example formatDateTime('2027-03-01T13:05:00Z', 'pt', 'America/Sao_Paulo') // '01/03/2027, 10:05' (an instant, in a zone) */
export function formatDateTime(isoInstant: string, locale: Locale, timeZone = 'UTC'): string {
  const tag = LOCALE_TAGS[locale].lang;
  return cached(`datetime:${tag}:${timeZone}`, () => new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short', timeZone })).format(new Date(isoInstant));
}

/** @example formatMonth('2025-03-01', 'pt') // 'mar.' (style 'short'); 'março' with 'long' */
export function formatMonth(isoDate: string, locale: Locale, style: 'long' | 'short' = 'short'): string {
  const tag = LOCALE_TAGS[locale].lang;
  return cached(`month:${tag}:${style}`, () => new Intl.DateTimeFormat(tag, { month: style, timeZone: 'UTC' })).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

/** How a change's author is named in the histories (issue 26): their name, with the email that identifies them. */
export function actorLabel(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} (${email})` : email;
}
