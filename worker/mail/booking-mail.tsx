/**
 * Booking mail, rendered with React on the server (inline styles: mail clients ignore
 * stylesheets) with a plain-text part. The guest's confirmation carries schema.org
 * `LodgingReservation` markup as Gmail reads it (JSON-LD in the HTML). Texts come from the
 * `guestBooking` dictionary in the booking's language (the guest) or the property's (the host).
 */
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { i18nObject } from '../../web/i18n/i18n-util';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { formatDate, formatDeadline } from '../../shared/format';
import { decimalAmount, formatMoneyCents } from '../../shared/stay/money';
import { isLocale, localizePath, type Locale } from '../../shared/locales';
import type { ManagedReservation, OutboxMail } from '../db/booking';
import { hostWhatsApp, phoneDigits } from '../../shared/host/workspace';
import { PixMailSection, pixMailText, type PixMailInput } from './pix-mail';
import type { QuoteLine } from '../../shared/stay/quote';
import { lineRows } from '../../web/components/price/lines';
import { mailId } from './bodies';

export interface MailStay {
  code: string;
  status: 'confirmed' | 'pending' | 'cancelled';
  /**
   * An instant booking that its payment confirms (issue 39): pending until paid, nothing for the
   * host to approve; the mails say "received, pay by … to confirm", never "request".
   */
  awaitingPayment?: boolean;
  property: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    region: string;
    country: string;
    timezone: string;
    checkInTime: string;
    checkOutTime: string;
    contactEmail: string;
    contactPhone: string;
    /** The host's WhatsApp (issue 39; hostWhatsApp: else the contact phone). */
    whatsapp?: string | null;
    defaultLocale: string;
  };
  roomTypeName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  guest: { name: string; email: string; phone: string };
  locale: Locale;
  currency: string;
  totalCents: number;
  /** Issue 25: the lines sold (the mail shows them itemised) and whether the stay refunds. */
  lines?: QuoteLine[];
  refundable?: boolean;
  promoCode?: string | null;
  manageUrl: string;
  /** The Pix payment asked at booking (issue 14): the guest's mail shows the QR and the code. */
  pix?: { brCode: string; amountCents: number; deadline: string | null };
}

export type MailKind = 'booking_guest' | 'booking_host' | 'cancel_guest' | 'cancel_host';

/** '2027-03-01' at '14:00' in America/Sao_Paulo → '2027-03-01T14:00:00-03:00'. */
export function localDateTime(date: string, time: string, timeZone: string): string {
  const hhmm = /^\d{2}:\d{2}$/.test(time) ? time : '12:00';
  const instant = new Date(`${date}T${hhmm}:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name === 'GMT' ? '+00:00' : name.replace('GMT', '');
  return `${date}T${hhmm}:00${offset}`;
}

/** The schema.org markup of a reservation, as Gmail's "LodgingReservation" reads it. */
export function lodgingReservation(stay: MailStay) {
  const p = stay.property;
  const status = { confirmed: 'ReservationConfirmed', pending: 'ReservationPending', cancelled: 'ReservationCancelled' }[stay.status];
  return {
    '@context': 'http://schema.org',
    '@type': 'LodgingReservation',
    reservationNumber: stay.code,
    reservationStatus: `http://schema.org/${status}`,
    underName: { '@type': 'Person', name: stay.guest.name, email: stay.guest.email },
    reservationFor: {
      '@type': 'LodgingBusiness',
      name: p.name,
      address: { '@type': 'PostalAddress', streetAddress: p.street, addressLocality: p.city, addressRegion: p.region, postalCode: p.postalCode, addressCountry: p.country },
      ...(p.contactPhone ? { telephone: p.contactPhone } : {}),
    },
    checkinDate: localDateTime(stay.checkIn, p.checkInTime, p.timezone),
    checkoutDate: localDateTime(stay.checkOut, p.checkOutTime, p.timezone),
    numAdults: stay.guests,
    totalPrice: decimalAmount(stay.totalCents),
    priceCurrency: stay.currency,
    url: stay.manageUrl,
    modifyReservationUrl: stay.manageUrl,
  };
}

/** JSON for a <script> element: '<' escaped so no text can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const styles = {
  body: { margin: 0, padding: '24px 0', backgroundColor: '#f4f5f7', fontFamily: font, color: '#1f2933' },
  card: { maxWidth: '560px', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '8px', padding: '32px', border: '1px solid #e4e7eb' },
  brand: { fontSize: '14px', fontWeight: 700, color: '#0f766e', margin: '0 0 16px' },
  title: { fontSize: '22px', lineHeight: '1.3', margin: '0 0 12px' },
  text: { fontSize: '15px', lineHeight: '1.6', margin: '0 0 16px' },
  table: { width: '100%', borderCollapse: 'collapse', margin: '8px 0 24px', fontSize: '15px' },
  th: { textAlign: 'left', fontWeight: 400, color: '#52606d', padding: '6px 12px 6px 0', verticalAlign: 'top', width: '40%' },
  td: { padding: '6px 0', fontWeight: 600, verticalAlign: 'top' },
  button: { display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', textDecoration: 'none', padding: '12px 20px', borderRadius: '6px', fontWeight: 600, fontSize: '15px' },
  footer: { fontSize: '12px', color: '#7b8794', margin: '24px 0 0' },
} satisfies Record<string, CSSProperties>;

export function Layout({ lang, title, children, jsonLd }: { lang: string; title: string; children: ReactNode; jsonLd?: unknown }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} /> : null}
      </head>
      <body style={styles.body}>
        <div style={styles.card}>
          <p style={styles.brand}>Estadia</p>
          {children}
        </div>
      </body>
    </html>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <table role="presentation" style={styles.table}>
      <tbody>
        {rows.map(([label, value], i) => (
          <tr key={`${i}:${label}`}>
            <th scope="row" style={styles.th}>
              {label}
            </th>
            <td style={styles.td}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function texts(locale: Locale) {
  loadLocale(locale);
  return i18nObject(locale).guestBooking.mail;
}

export function render(element: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

function factRows(stay: MailStay, locale: Locale): [string, string][] {
  const t = texts(locale);
  const priced = stay.lines && stay.lines.length > 0 ? lineRows(i18nObject(locale).stayPrice, stay.lines, stay.currency, locale, stay.promoCode) : null;
  if (priced) {
    return [
      [t.code(), stay.code],
      [t.checkIn(), `${formatDate(stay.checkIn, locale)} · ${stay.property.checkInTime}`],
      [t.checkOut(), `${formatDate(stay.checkOut, locale)} · ${stay.property.checkOutTime}`],
      [t.room(), stay.roomTypeName],
      [t.guests(), String(stay.guests)],
      ...priced,
      ...(stay.refundable === false ? ([[i18nObject(locale).stayPrice.plans.legend(), i18nObject(locale).stayPrice.plans.nonRefundable()]] as [string, string][]) : []),
    ];
  }
  return [
    [t.code(), stay.code],
    [t.checkIn(), `${formatDate(stay.checkIn, locale)} · ${stay.property.checkInTime}`],
    [t.checkOut(), `${formatDate(stay.checkOut, locale)} · ${stay.property.checkOutTime}`],
    [t.room(), stay.roomTypeName],
    [t.guests(), String(stay.guests)],
    [t.total(), formatMoneyCents(stay.totalCents, stay.currency, locale)],
  ];
}

function addressOf(stay: MailStay): string {
  const p = stay.property;
  return [p.street, [p.postalCode, p.city].filter(Boolean).join(' '), p.region, p.country].filter(Boolean).join(', ');
}

/** The guest's mail: confirmation, request received, or cancellation; in the booking's language. */
export function guestMail(stay: MailStay, kind: 'booking_guest' | 'cancel_guest', siteUrl = ''): OutboxMail {
  const locale = stay.locale;
  const t = texts(locale);
  const property = stay.property.name;
  const cancelled = kind === 'cancel_guest';
  const subject = cancelled
    ? t.guestCancelSubject({ code: stay.code, property })
    : stay.status === 'pending'
      ? stay.awaitingPayment
        ? t.guestAwaitingSubject({ code: stay.code, property })
        : t.guestPendingSubject({ code: stay.code, property })
      : t.guestSubject({ code: stay.code, property });
  const deadline = stay.pix?.deadline ? formatDeadline(stay.pix.deadline, locale, stay.property.timezone) : null;
  const intro = cancelled
    ? t.guestCancelIntro({ property })
    : stay.status === 'pending'
      ? stay.awaitingPayment
        ? deadline
          ? t.guestAwaitingIntro({ property, when: deadline })
          : t.guestAwaitingIntroNoDate({ property })
        : t.guestPendingIntro({ property })
      : t.guestIntro({ property });
  const rows = factRows(stay, locale);
  // The host's own contact (issue 39), never the site's: email, phone, WhatsApp when it is another number.
  const whatsapp = hostWhatsApp(stay.property);
  const phone = phoneDigits(stay.property.contactPhone);
  const contact = [stay.property.contactEmail, stay.property.contactPhone, whatsapp && whatsapp !== phone ? `WhatsApp +${whatsapp}` : ''].filter(Boolean).join(' · ');
  const pix: PixMailInput | null =
    !cancelled && stay.pix
      ? {
          locale,
          brCode: stay.pix.brCode,
          reservationCode: stay.code,
          amountCents: stay.pix.amountCents,
          totalCents: stay.totalCents,
          deadline: stay.pix.deadline,
          timeZone: stay.property.timezone,
          siteUrl,
        }
      : null;
  const html = render(
    <Layout lang={locale} title={subject} jsonLd={lodgingReservation({ ...stay, status: cancelled ? 'cancelled' : stay.status })}>
      <h1 style={styles.title}>{t.hello({ name: stay.guest.name })}</h1>
      <p style={styles.text}>{intro}</p>
      <Facts rows={[...rows, ...(contact ? ([[t.contact(), contact]] as [string, string][]) : [])]} />
      <p style={styles.text}>{addressOf(stay)}</p>
      {pix ? <PixMailSection {...pix} /> : null}
      {cancelled ? null : (
        <p style={styles.text}>
          <a href={stay.manageUrl} style={styles.button}>
            {t.manage()}
          </a>
        </p>
      )}
      <p style={styles.footer}>{t.footer({ property })}</p>
    </Layout>,
  );
  const text = [
    t.hello({ name: stay.guest.name }),
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(contact ? [`${t.contact()}: ${contact}`] : []),
    addressOf(stay),
    '',
    ...(pix ? [...pixMailText(pix), ''] : []),
    ...(cancelled ? [] : [`${t.manage()}: ${stay.manageUrl}`, '']),
    t.footer({ property }),
  ].join('\n');
  return { id: mailId(), kind, recipient: stay.guest.email, subject, html, text };
}

/** The host's notice (new booking, request, cancellation) in the property's language. */
export function hostMail(stay: MailStay, kind: 'booking_host' | 'cancel_host', recipient: string, siteUrl: string): OutboxMail {
  const locale: Locale = isLocale(stay.property.defaultLocale) ? stay.property.defaultLocale : 'pt';
  const t = texts(locale);
  const property = stay.property.name;
  const dates = { checkIn: formatDate(stay.checkIn, locale, 'medium'), checkOut: formatDate(stay.checkOut, locale, 'medium') };
  const cancelled = kind === 'cancel_host';
  const subject = cancelled
    ? t.hostCancelSubject({ code: stay.code })
    : stay.status === 'pending'
      ? stay.awaitingPayment
        ? t.hostAwaitingSubject({ code: stay.code, ...dates })
        : t.hostPendingSubject({ code: stay.code, ...dates })
      : t.hostSubject({ code: stay.code, ...dates });
  // "Confirme ou recuse" only for a request to book (issue 39); an instant booking awaits its payment.
  const intro = cancelled
    ? t.hostCancelIntro({ guest: stay.guest.name, code: stay.code, property })
    : stay.status === 'pending'
      ? stay.awaitingPayment
        ? t.hostAwaitingIntro({ guest: stay.guest.name, room: stay.roomTypeName, property })
        : t.hostPendingIntro({ guest: stay.guest.name, room: stay.roomTypeName, property })
      : t.hostIntro({ guest: stay.guest.name, room: stay.roomTypeName, property });
  const workspace = `${siteUrl.replace(/\/$/, '')}${localizePath('/dashboard/reservas', locale)}`;
  const contact = [stay.guest.email, stay.guest.phone].filter(Boolean).join(' · ');
  const rows: [string, string][] = [...factRows(stay, locale), [t.contact(), contact]];
  const html = render(
    <Layout lang={locale} title={subject}>
      <h1 style={styles.title}>{subject}</h1>
      <p style={styles.text}>{intro}</p>
      <Facts rows={rows} />
      <p style={styles.text}>
        <a href={workspace} style={styles.button}>
          {t.openWorkspace()}
        </a>
      </p>
    </Layout>,
  );
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', `${t.openWorkspace()}: ${workspace}`].join('\n');
  return { id: mailId(), kind, recipient, subject, html, text };
}

/** Both mails of an event: the guest's, and the host's when the property has an address for it. */
export function bookingMails(stay: MailStay, event: 'booking' | 'cancel', hostEmail: string | null, siteUrl: string): OutboxMail[] {
  const mails = [guestMail(stay, event === 'booking' ? 'booking_guest' : 'cancel_guest', siteUrl)];
  if (hostEmail) mails.push(hostMail(stay, event === 'booking' ? 'booking_host' : 'cancel_host', hostEmail, siteUrl));
  return mails;
}

/** A stored reservation as the mail reads it (a cancellation, or a confirmation once paid online), with a link that opens it. */
export function mailStayOfReservation(reservation: ManagedReservation, url: string, status: MailStay['status']): MailStay {
  return {
    code: reservation.code,
    status,
    awaitingPayment: status === 'pending' && reservation.property.bookingMode !== 'request',
    property: reservation.property,
    roomTypeName: reservation.roomTypeName,
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    nights: reservation.nights,
    guests: reservation.guests,
    guest: { name: reservation.guestName, email: reservation.guestEmail, phone: reservation.guestPhone },
    locale: reservation.locale,
    currency: reservation.currency,
    totalCents: reservation.totalCents,
    lines: reservation.lines,
    refundable: reservation.refundable,
    promoCode: reservation.promoCode,
    manageUrl: url,
  };
}
