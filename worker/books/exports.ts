/**
 * The CSV exports' two forms (worker/books/spreadsheet.ts): the reports' summary, money received
 * and the reservations' rows as people read them (excel form), and the machine form of money
 * received (the reports' and reservations' machine forms stay where they were:
 * worker/db/operations.ts reportsCsv, worker/account/data.ts reservationsCsv).
 */
import { i18nObject } from '../../web/i18n/i18n-util';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import type { TranslationFunctions } from '../../web/i18n/i18n-types';
import type { Locale } from '../../shared/locales';
import type { ReportsPayments, ReportsPaymentsInput } from '../../shared/host/books';
import type { ReportsSummary, ReportsSummaryInput } from '../../shared/host/operations';
import { LINE_KINDS } from '../../shared/stay/quote';
import { storedLines } from '../db/booking';
import { EXCEL_BOM, decimalComma, excelDate, excelMoney, excelRow, excelText } from './spreadsheet';

/** The dictionaries of a locale on the server. */
export function wordsOf(locale: Locale): TranslationFunctions {
  loadLocale(locale);
  return i18nObject(locale);
}

/** A code's words when the dictionary has them, else the code (a source or status added later). */
function label(map: Record<string, (() => string) | undefined>, code: string): string {
  const words = map[code];
  return typeof words === 'function' ? words() : code;
}

const divideHalfUp = (a: number, b: number) => (b === 0 ? 0 : Math.round(a / b));
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** host.reports.summary as people read it: the same columns as the machine form, in words. */
export function reportsExcel(summary: ReportsSummary, input: ReportsSummaryInput, LL: TranslationFunctions): string {
  const h = LL.booksDocs.csv.reports;
  const header = [h.from(), h.to(), h.propertyId(), h.source(), h.nightsAvailable(), h.nightsSold(), h.occupancyPercent(), h.revenueCents(), h.adrCents(), h.revparCents(), h.currency()];
  const scope = input.propertyId === undefined ? LL.booksDocs.csv.all() : String(input.propertyId);
  const row = (source: string, nights: number, revenue: number, occupancy: number, adr: number, revpar: number) =>
    excelRow([
      excelDate(input.from),
      excelDate(input.to),
      excelText(scope),
      excelText(source),
      String(summary.nightsAvailable),
      String(nights),
      decimalComma(occupancy, 1),
      excelMoney(revenue),
      excelMoney(adr),
      excelMoney(revpar),
      summary.currency ?? '',
    ]);
  let out = EXCEL_BOM + excelRow(header.map(excelText));
  out += row(LL.booksDocs.csv.allSources(), summary.nightsSold, summary.revenueCents, summary.occupancyPercent, summary.adrCents, summary.revparCents);
  for (const line of summary.bySource) {
    out += row(label(LL.workspace.source as Record<string, () => string>, line.source), line.nights, line.revenueCents, percent(line.nights, summary.nightsAvailable), divideHalfUp(line.revenueCents, line.nights), divideHalfUp(line.revenueCents, summary.nightsAvailable));
  }
  return out;
}

/** Machine columns of money received: one row per day, movement (received | refunded), method and provider. */
export const PAYMENTS_CSV_COLUMNS = ['date', 'kind', 'method', 'provider', 'count', 'amountCents', 'currency'] as const;

/** Money received as CSV, in either form: received rows, then refunds (positive amounts, kind `refunded`). */
export function paymentsCsv(report: ReportsPayments, _input: ReportsPaymentsInput, format: 'excel' | 'csv', LL: TranslationFunctions): string {
  const rows = [...report.received.map((line) => ({ ...line, kind: 'received' as const })), ...report.refunds.map((line) => ({ ...line, kind: 'refunded' as const }))];
  if (format === 'csv') {
    const cell = (value: string | number) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
    return `${[PAYMENTS_CSV_COLUMNS.join(','), ...rows.map((row) => [row.date, row.kind, row.method, row.provider ?? '', row.count, row.amountCents, report.currency ?? ''].map(cell).join(','))].join('\r\n')}\r\n`;
  }
  const h = LL.booksDocs.csv.payments;
  const methods = LL.booksPages.payments.methods as Record<string, () => string>;
  const providers = LL.booksPages.payments.providers as Record<string, () => string>;
  let out = EXCEL_BOM + excelRow([h.date(), h.kind(), h.method(), h.provider(), h.count(), h.amountCents(), h.currency()].map(excelText));
  for (const row of rows) {
    out += excelRow([
      excelDate(row.date),
      excelText(row.kind === 'received' ? h.received() : h.refunded()),
      excelText(label(methods, row.method)),
      excelText(row.provider ? label(providers, row.provider) : ''),
      String(row.count),
      excelMoney(row.amountCents),
      report.currency ?? '',
    ]);
  }
  return out;
}

/** The reservations export's header row in the excel form (the machine columns, in words). */
export function reservationsExcelHeader(columns: readonly string[], LL: TranslationFunctions): string {
  const words = LL.booksDocs.csv.reservations as Record<string, () => string>;
  return EXCEL_BOM + excelRow(columns.map((column) => excelText(label(words, column))));
}

const MONEY_COLUMNS = new Set(['total', 'paid', ...LINE_KINDS.map((kind) => `line_${kind}`)]);

/** One reservation row (the export's SELECT) in the excel form. */
export function reservationExcelRow(row: Record<string, unknown>, columns: readonly string[], LL: TranslationFunctions): string {
  const nightly = (() => {
    try {
      const value: unknown = JSON.parse(String(row.nightly_cents ?? '[]'));
      return Array.isArray(value) ? value.map((rateCents) => ({ rateCents: typeof rateCents === 'number' ? rateCents : 0 })) : [];
    } catch {
      return [];
    }
  })();
  const lines = storedLines(String(row.lines ?? '[]'), nightly, Number(row.cleaning_fee_cents ?? 0), Number(row.service_fee_cents ?? 0), Number(row.total_cents ?? 0));
  const money: Record<string, number | null> = { total: Number(row.total_cents ?? 0), paid: Number(row.paid_cents ?? 0) };
  for (const kind of LINE_KINDS) {
    const of = lines.filter((line) => line.kind === kind);
    money[`line_${kind}`] = of.length > 0 ? of.reduce((sum, line) => sum + line.amountCents, 0) : null;
  }
  const cell = (column: string): string => {
    if (MONEY_COLUMNS.has(column)) return excelMoney(money[column]);
    switch (column) {
      case 'check_in':
      case 'check_out':
      case 'created_at':
        return excelDate(row[column] as string | null);
      case 'adults':
      case 'children':
        return String(row[column] ?? '');
      case 'status':
        return excelText(label(LL.workspace.status as Record<string, () => string>, String(row.status)));
      case 'source':
        return excelText(label(LL.workspace.source as Record<string, () => string>, String(row.source)));
      case 'payment_method':
        return excelText(label(LL.booksDocs.csv.paymentMethods as Record<string, () => string>, String(row.payment_method)));
      case 'refundable':
        return excelText(row.refundable === 0 ? LL.booksDocs.csv.no() : LL.booksDocs.csv.yes());
      case 'rate_plan':
        return excelText(row.rate_plan_name);
      case 'addon_items':
        return excelText(
          lines
            .filter((line) => line.kind === 'addon')
            .map((line) => `${line.name ?? ''} × ${line.quantity ?? 1} = ${excelMoney(line.amountCents)}`)
            .join('; '),
        );
      default:
        return excelText(row[column]);
    }
  };
  return excelRow(columns.map(cell));
}
