/**
 * The Pix part of the guest's booking mail (issue 14): the QR as a PNG image served by the
 * worker (mail clients do not show inline SVG), the copy-and-paste code as selectable text,
 * the amount due now and the deadline. Texts from the `pix` dictionary in the booking's
 * language. The booking mail places <PixMailSection> in its HTML and `pixMailText` in its text.
 */
import type { CSSProperties } from 'react';
import { i18nObject } from '../../web/i18n/i18n-util';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { formatCurrency, formatDeadline } from '../../shared/format';
import type { Locale } from '../../shared/locales';
import { pixQrImageUrl } from '../pix/qr-route';

export interface PixMailInput {
  locale: Locale;
  /** The static BR Code (booking.create's `pix.brCode`). */
  brCode: string;
  /** The reservation code (EST-7K3Q9), for the image's text alternative. */
  reservationCode: string;
  /** What the guest pays now: the deposit or the total. */
  amountCents: number;
  totalCents: number;
  /** When an unpaid hold is released (ISO instant), or null. */
  deadline: string | null;
  /** The property's time zone, in which the deadline is written. */
  timeZone: string;
  /** The site's origin (env.SITE_URL), for the QR image's URL. */
  siteUrl: string;
}

/** The QR image's side in CSS pixels (the PNG is drawn larger, for sharp screens). */
export const MAIL_QR_SIZE = 220;

const styles = {
  box: { border: '1px solid #e4e7eb', borderRadius: '8px', padding: '20px', margin: '0 0 24px' },
  title: { fontSize: '18px', margin: '0 0 12px' },
  amount: { fontSize: '24px', fontWeight: 700, margin: '0 0 4px' },
  text: { fontSize: '15px', lineHeight: '1.6', margin: '0 0 12px' },
  deadline: { fontSize: '15px', lineHeight: '1.6', margin: '0 0 12px', borderLeft: '4px solid #c2410c', paddingLeft: '8px' },
  qr: { display: 'block', margin: '0 0 12px', border: 0 },
  label: { fontSize: '13px', color: '#52606d', margin: '0 0 4px' },
  code: { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontSize: '13px', wordBreak: 'break-all', backgroundColor: '#f4f5f7', padding: '10px', borderRadius: '6px', margin: 0, whiteSpace: 'pre-wrap' },
} satisfies Record<string, CSSProperties>;

function facts(input: PixMailInput) {
  loadLocale(input.locale);
  const t = i18nObject(input.locale).pix.panel;
  const amount = formatCurrency(input.amountCents, 'BRL', input.locale);
  const rest = input.totalCents - input.amountCents;
  const deadline = input.deadline
    ? t.deadline({ when: formatDeadline(input.deadline, input.locale, input.timeZone) })
    : null;
  return { t, amount, share: rest > 0 ? t.deposit({ rest: formatCurrency(rest, 'BRL', input.locale) }) : t.full(), deadline };
}

/** The Pix box of the guest's HTML mail. */
export function PixMailSection(input: PixMailInput) {
  const { t, amount, share, deadline } = facts(input);
  return (
    <div style={styles.box}>
      <h2 style={styles.title}>{t.title()}</h2>
      <p style={styles.label}>{t.amountDue()}</p>
      <p style={styles.amount}>{amount}</p>
      <p style={styles.text}>{share}</p>
      {deadline ? <p style={styles.deadline}>{deadline}</p> : null}
      <img src={pixQrImageUrl(input.siteUrl, input.brCode)} width={MAIL_QR_SIZE} height={MAIL_QR_SIZE} alt={t.qrLabel({ amount, code: input.reservationCode })} style={styles.qr} />
      <p style={styles.text}>{t.scan()}</p>
      <p style={styles.label}>{t.codeLabel()}</p>
      <p style={styles.code}>{input.brCode}</p>
    </div>
  );
}

/** The same, as lines of the plain-text part (the code alone on its line, easy to copy). */
export function pixMailText(input: PixMailInput): string[] {
  const { t, amount, share, deadline } = facts(input);
  return [t.title(), `${t.amountDue()}: ${amount}`, share, ...(deadline ? [deadline] : []), '', `${t.codeLabel()}:`, input.brCode];
}
