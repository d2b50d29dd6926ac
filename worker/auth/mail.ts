import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { i18nObject } from '../../web/i18n/i18n-util';
import { splitLocale, type Locale } from '../../shared/locales';

export type MailKind = 'recovery' | 'signup';

/** The site locale a link leads to, from its path prefix (/en/reset-password → en). */
export function localeOfUrl(url: string): Locale {
  try {
    return splitLocale(new URL(url).pathname).locale;
  } catch {
    return 'pt';
  }
}

/** Subject and text of an auth email, in the locale of the page the link leads to. */
export function composeMail(kind: MailKind, link: string, redirectTo: string): { subject: string; body: string } {
  const locale = localeOfUrl(redirectTo);
  loadLocale(locale);
  const mail = i18nObject(locale).auth.mail;
  const [subject, intro] = kind === 'recovery' ? [mail.recoverySubject(), mail.recoveryBody()] : [mail.signupSubject(), mail.signupBody()];
  return { subject, body: `${intro}\n\n${link}\n\n${mail.expiry()}` };
}

/** Statement queueing an email in the local outbox (shown at /dev/mail). */
export function outboxStatement(db: D1Database, to: string, kind: MailKind, link: string, redirectTo: string) {
  const { subject, body } = composeMail(kind, link, redirectTo);
  return db
    .prepare('INSERT INTO auth_outbox (to_email, kind, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(to, kind, subject, body, link, new Date().toISOString());
}
