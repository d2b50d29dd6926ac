/**
 * Spreadsheets for people (issue 43): every CSV export answers in two forms.
 * - `?format=excel`: what Excel (and LibreOffice, Numbers) in Portuguese opens as columns: UTF-8
 *   with a BOM, `;` between cells, CRLF, decimal comma (`1.214,40`: money as a number Excel
 *   sums, no currency sign), dates `dd/mm/aaaa`, headers and values (statuses, sources,
 *   methods) in the page's language.
 * - `?format=csv`: the machine form each export always had (`,`, cents or dot decimals, ISO
 *   dates, codes), documented per export in the README, unchanged.
 * Without `format`, the page's language decides (`locale`: `pt` → excel); a call naming neither
 * (a tool) gets the machine form, as before.
 */
import { toLocale, type Locale } from '../../shared/locales';

export const CSV_FORMATS = ['excel', 'csv'] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

/** The form a request asks for: `format` if valid, else excel for a Portuguese page, else the machine form. */
export function csvFormatOf(format: string | undefined, locale: string | undefined): CsvFormat {
  if (format === 'excel' || format === 'csv') return format;
  return locale !== undefined && toLocale(locale) === 'pt' ? 'excel' : 'csv';
}

/** The page's language for the excel form's words (`locale` query parameter; Portuguese by default). */
export const sheetLocale = (locale: string | undefined): Locale => toLocale(locale);

export const EXCEL_BOM = '\uFEFF';

/** 1214.4 → '1.214,40' (groups of three with '.', decimal comma), the way Excel in Portuguese reads a number. */
export function decimalComma(value: number, digits = 2): string {
  const negative = value < 0;
  const [whole, fraction] = Math.abs(value).toFixed(digits).split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** Cents as a number Excel sums: 121440 → '1.214,40'. */
export const excelMoney = (cents: number | null | undefined) => (typeof cents === 'number' ? decimalComma(cents / 100) : '');

/** '2030-01-31' → '31/01/2030'; an ISO instant → its date and time 'dd/mm/aaaa hh:mm' (UTC). */
export function excelDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(iso);
  if (!match) return iso;
  const [, year, month, day, hours, minutes] = match;
  return `${day}/${month}/${year}${hours ? ` ${hours}:${minutes}` : ''}`;
}

/**
 * One text cell of the excel form: quoted when it holds `;`, `"` or a line break. A value a
 * spreadsheet would run as a formula (a leading = + - @) is neutralised: a phone number
 * (`+55 11 98765-4321`) becomes a text formula `="+55 11 98765-4321"` that shows the number as
 * typed (no stray apostrophe); anything else gets the usual leading apostrophe.
 */
export function excelText(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^\+[\d\s().-]+$/.test(text)) return `"=""${text}"""`;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row of the excel form (cells already written by the helpers above). */
export const excelRow = (cells: readonly string[]) => `${cells.join(';')}\r\n`;

/** The headers of a CSV download: its form in the name, never cached. */
export function csvHeaders(name: string, format: CsvFormat): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${format === 'excel' ? name.replace(/\.csv$/, '-excel.csv') : name}"`,
    'cache-control': 'private, no-store',
  };
}
