/**
 * A receipt per stay (issue 43): GET /account/receipts/{reservationId}, one HTML document ready
 * to print on A4 (or save as PDF), in the guest's language (the reservation's `locale`): the
 * host's legal name and document (the NFS-e settings', else the property's name), the stay, every
 * line of what was sold (the stored quote lines: worker/db/booking.ts storedLines) adding up to
 * the total, every payment (a refunded one marked and not counted), paid and balance. The same
 * document is the body of the mail to the guest (POST …/mail).
 */
import type { Locale } from '../../shared/locales';
import { formatCurrency, formatDate } from '../../shared/format';
import { formatCnpj } from '../../shared/pix/keys';
import type { QuoteLine } from '../../shared/stay/quote';
import { storedLines } from '../db/booking';
import { onlySql } from '../db/one-trip';
import { wordsOf } from './exports';

export interface ReceiptData {
  id: number;
  code: string;
  locale: Locale;
  currency: 'BRL' | 'EUR' | 'USD';
  propertyName: string;
  address: string;
  legalName: string;
  document: string | null;
  unitName: string;
  guestName: string;
  guestEmail: string;
  checkIn: string;
  checkOut: string;
  ratePlan: string | null;
  promoCode: string | null;
  lines: QuoteLine[];
  totalCents: number;
  payments: { receivedOn: string; method: string; provider: string | null; amountCents: number; refunded: boolean }[];
  paidCents: number;
}

/** The reservation's receipt data; null when it is not the host's (or outside the caller's reach). */
export async function receiptData(db: D1Database, hostId: string, reservationId: number, only?: readonly number[]): Promise<ReceiptData | null> {
  const [stay, payments] = await db.batch([
    db
      .prepare(
        `SELECT r.id, r.code, r.locale, r.currency, p.name AS propertyName, p.street, p.postal_code AS postalCode, p.city, p.region, p.country,
                s.legal_name AS legalName, s.cnpj, u.name AS unitName, COALESCE(r.guest_name, g.name, '') AS guestName, COALESCE(r.guest_email, g.email, '') AS guestEmail,
                r.check_in AS checkIn, r.check_out AS checkOut, r.rate_plan_name AS ratePlan, r.promo_code AS promoCode, r.lines, r.nightly_cents AS nightly,
                r.cleaning_fee_cents AS cleaningFeeCents, r.service_fee_cents AS serviceFeeCents, r.total_cents AS totalCents
         FROM reservations r JOIN properties p ON p.id = r.property_id LEFT JOIN units u ON u.id = r.unit_id LEFT JOIN guests g ON g.id = r.guest_id
         LEFT JOIN invoicing_settings s ON s.property_id = r.property_id AND s.host_id = r.host_id
         WHERE r.id = ?1 AND r.host_id = ?2${onlySql(only, 'r.property_id')}`,
      )
      .bind(reservationId, hostId),
    db
      .prepare(
        `SELECT p.received_on AS receivedOn, p.method, p.provider, p.amount_cents AS amountCents, p.status = 'refunded' AS refunded
         FROM payments p WHERE p.reservation_id = ?1 AND p.host_id = ?2 ORDER BY p.received_on, p.id`,
      )
      .bind(reservationId, hostId),
  ]);
  const row = stay!.results[0] as Record<string, string | number | null> | undefined;
  if (!row) return null;
  const nightly = (() => {
    try {
      const value: unknown = JSON.parse(String(row.nightly ?? '[]'));
      return Array.isArray(value) ? value.map((rateCents) => ({ rateCents: typeof rateCents === 'number' ? rateCents : 0 })) : [];
    } catch {
      return [];
    }
  })();
  const lines = storedLines(String(row.lines ?? '[]'), nightly, Number(row.cleaningFeeCents), Number(row.serviceFeeCents), Number(row.totalCents)).filter((line) => line.amountCents !== 0);
  const paymentRows = (payments!.results as { receivedOn: string; method: string; provider: string | null; amountCents: number; refunded: number }[]).map((payment) => ({ ...payment, refunded: payment.refunded === 1 }));
  const address = [row.street, [row.postalCode, row.city].filter(Boolean).join(' '), row.region, row.country].filter((part) => typeof part === 'string' && part.trim() !== '').join(', ');
  return {
    id: Number(row.id),
    code: String(row.code),
    locale: (['pt', 'en', 'es', 'it'].includes(String(row.locale)) ? row.locale : 'pt') as Locale,
    currency: String(row.currency) as ReceiptData['currency'],
    propertyName: String(row.propertyName),
    address,
    legalName: row.legalName ? String(row.legalName) : String(row.propertyName),
    document: row.cnpj ? String(row.cnpj) : null,
    unitName: String(row.unitName ?? ''),
    guestName: String(row.guestName),
    guestEmail: String(row.guestEmail),
    checkIn: String(row.checkIn),
    checkOut: String(row.checkOut),
    ratePlan: row.ratePlan ? String(row.ratePlan) : null,
    promoCode: row.promoCode ? String(row.promoCode) : null,
    lines,
    // The lines are what the guest was sold; a total changed by hand since is the total.
    totalCents: Number(row.totalCents),
    payments: paymentRows,
    paidCents: paymentRows.filter((payment) => !payment.refunded).reduce((sum, payment) => sum + payment.amountCents, 0),
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The receipt as one HTML document (its own print stylesheet: A4, no site chrome). */
export function receiptHtml(data: ReceiptData, options: { mailAction?: string; mailed?: string | null; now?: Date } = {}): string {
  const LL = wordsOf(data.locale);
  const t = LL.booksDocs.receipt;
  const money = (cents: number) => escape(formatCurrency(cents, data.currency, data.locale));
  const date = (iso: string) => escape(formatDate(iso, data.locale, 'medium'));
  const nights = Math.round((Date.parse(data.checkOut) - Date.parse(data.checkIn)) / 86_400_000);
  const lineName = (line: QuoteLine): string => {
    switch (line.kind) {
      case 'plan':
        return t.lines.plan({ name: data.ratePlan ?? '' }).trim();
      case 'promo':
        return t.lines.promo({ code: data.promoCode ?? '' }).trim();
      case 'addon':
        return t.lines.addon({ name: line.name ?? '', quantity: line.quantity ?? 1 });
      default:
        return t.lines[line.kind]();
    }
  };
  // The lines are the quote's; a total changed by hand since shows as its own difference line
  // would — here the room line carries it (storedLines), so the lines always add up to the total.
  const linesSum = data.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const lines = linesSum === data.totalCents ? data.lines : [...data.lines.map((line, index) => (index === 0 ? { ...line, amountCents: line.amountCents + data.totalCents - linesSum } : line))];
  const methods = LL.booksPages.payments.methods as Record<string, () => string>;
  const providers = LL.booksPages.payments.providers as Record<string, () => string>;
  const methodName = (method: string, provider: string | null) => {
    const name = methods[method]?.() ?? method;
    return provider ? LL.booksPages.payments.online({ method: name, provider: providers[provider]?.() ?? provider }) : name;
  };
  const today = (options.now ?? new Date()).toISOString().slice(0, 10);
  const title = t.title({ code: data.code });
  return `<!doctype html>
<html lang="${data.locale === 'pt' ? 'pt-BR' : data.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111; background: #fff; margin: 0 auto; padding: 16px; max-width: 210mm; }
h1 { font-size: 1.6rem; margin: 0 0 4px; }
h2 { font-size: 1.05rem; margin: 20px 0 6px; }
header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px; border-bottom: 2px solid #111; padding-bottom: 10px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 6px 4px; border-bottom: 1px solid #bbb; vertical-align: top; }
td.amount, th.amount { text-align: right; white-space: nowrap; }
tfoot th, tfoot td { font-weight: 700; border-bottom: 2px solid #111; }
.muted { color: #444; font-size: 0.9rem; }
.actions { margin-top: 24px; padding: 12px; border: 1px solid #bbb; border-radius: 6px; }
.actions button { font: inherit; padding: 8px 14px; border-radius: 6px; border: 1px solid #0f5f58; background: #0f766e; color: #fff; cursor: pointer; }
@media print { .actions { display: none; } body { padding: 0; } }
</style>
</head>
<body>
<main>
<header>
<div>
<h1>${escape(t.heading())}</h1>
<p>${escape(t.number({ code: data.code }))}</p>
</div>
<div>
<p><strong>${escape(data.legalName)}</strong><br>${data.document ? `${escape(t.document({ document: formatCnpj(data.document) }))}<br>` : ''}${escape(data.propertyName)}${data.address ? `<br>${escape(data.address)}` : ''}</p>
</div>
</header>
<section aria-labelledby="receipt-stay">
<h2 id="receipt-stay">${escape(t.stay())}</h2>
<dl>
<dt>${escape(t.guest())}</dt><dd>${escape(data.guestName)}</dd>
<dt>${escape(t.stay())}</dt><dd>${escape(t.dates({ from: formatDate(data.checkIn, data.locale, 'medium'), to: formatDate(data.checkOut, data.locale, 'medium') }))} · ${escape(t.nights({ n: nights }))}</dd>
${data.unitName ? `<dt>${escape(t.unit())}</dt><dd>${escape(data.unitName)}</dd>` : ''}
</dl>
</section>
<section aria-labelledby="receipt-lines">
<h2 id="receipt-lines">${escape(t.item())}</h2>
<table data-testid="receipt-lines">
<thead><tr><th scope="col">${escape(t.item())}</th><th scope="col" class="amount">${escape(t.amount())}</th></tr></thead>
<tbody>
${lines.map((line) => `<tr><td>${escape(lineName(line))}</td><td class="amount" data-cents="${line.amountCents}">${money(line.amountCents)}</td></tr>`).join('\n')}
</tbody>
<tfoot><tr><th scope="row">${escape(t.lines.total())}</th><td class="amount" data-cents="${data.totalCents}" data-testid="receipt-total">${money(data.totalCents)}</td></tr></tfoot>
</table>
</section>
<section aria-labelledby="receipt-payments">
<h2 id="receipt-payments">${escape(t.payments())}</h2>
${
  data.payments.length === 0
    ? `<p>${escape(t.noPayments())}</p>`
    : `<table data-testid="receipt-payments">
<thead><tr><th scope="col">${escape(t.paidOn())}</th><th scope="col">${escape(t.method())}</th><th scope="col" class="amount">${escape(t.amount())}</th></tr></thead>
<tbody>
${data.payments.map((payment) => `<tr><td>${date(payment.receivedOn)}</td><td>${escape(methodName(payment.method, payment.provider))}${payment.refunded ? ` (${escape(t.refunded())})` : ''}</td><td class="amount">${payment.refunded ? `<s>${money(payment.amountCents)}</s>` : money(payment.amountCents)}</td></tr>`).join('\n')}
</tbody>
</table>`
}
<table>
<tbody>
<tr><th scope="row">${escape(t.paid())}</th><td class="amount" data-testid="receipt-paid">${money(data.paidCents)}</td></tr>
<tr><th scope="row">${escape(t.balance())}</th><td class="amount" data-testid="receipt-balance">${money(Math.max(0, data.totalCents - data.paidCents))}</td></tr>
</tbody>
</table>
</section>
<p class="muted">${escape(t.issuedOn({ date: formatDate(today, data.locale, 'medium') }))}</p>
${
  options.mailAction
    ? `<div class="actions">
<p>${escape(t.print())}</p>
${options.mailed ? `<p role="status">${escape(t.mailed({ email: options.mailed }))}</p>` : ''}
${
  data.guestEmail
    ? `<form method="post" action="${escape(options.mailAction)}"><button type="submit">${escape(t.mail())}</button></form>`
    : `<p>${escape(t.noEmail())}</p>`
}
</div>`
    : ''
}
</main>
</body>
</html>`;
}
