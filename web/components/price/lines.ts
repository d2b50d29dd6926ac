/**
 * The words of a quote's lines (issue 25), for the page, the manage page, the workspace and the
 * mail alike: one label per line kind in the visitor's language. Amounts come from the one quote
 * (shared/stay/quote.ts); nothing here computes a price.
 */
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { QuoteLine } from '../../../shared/stay/quote';
import { formatMoneyCents } from '../../../shared/stay/money';
import type { Locale } from '../../../shared/locales';

export type StayPriceTexts = TranslationFunctions['stayPrice'];

export function lineLabel(t: StayPriceTexts, line: QuoteLine, promoCode?: string | null): string {
  switch (line.kind) {
    case 'addon':
      return t.lines.addon({ name: line.name ?? '', quantity: line.quantity ?? 1 });
    case 'promo':
      return promoCode ? t.lines.promo({ code: promoCode }) : t.lines.promoNoCode();
    default:
      return t.lines[line.kind]();
  }
}

/** [label, formatted amount] per line worth showing (a 0 service or cleaning fee is left out), then the total. */
export function lineRows(t: StayPriceTexts, lines: readonly QuoteLine[], currency: string, locale: Locale, promoCode?: string | null): [string, string][] {
  const rows = lines
    .filter((line) => line.amountCents !== 0 || line.kind === 'room' || line.kind === 'promo')
    .map((line): [string, string] => [lineLabel(t, line, promoCode), formatMoneyCents(line.amountCents, currency, locale)]);
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return [...rows, [t.lines.total(), formatMoneyCents(total, currency, locale)]];
}
