import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { i18nObject } from '../../web/i18n/i18n-util';
import { splitLocale, type Locale } from '../../shared/locales';

/** Emails that carry a link to /auth/v1/verify. */
export type MailKind = 'recovery' | 'signup' | 'email_change';
/** Emails that only tell (no verify link): the old address of an email change, a nonce, a goodbye. */
export type NoticeKind = 'email_change_notice' | 'reauthentication' | 'account_deleted';

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
  const texts = i18nObject(locale);
  const mail = texts.auth.mail;
  const [subject, intro] =
    kind === 'recovery'
      ? [mail.recoverySubject(), mail.recoveryBody()]
      : kind === 'email_change'
        ? [texts.accountMail.emailChangeSubject(), texts.accountMail.emailChangeBody()]
        : [mail.signupSubject(), mail.signupBody()];
  return { subject, body: `${intro}\n\n${link}\n\n${mail.expiry()}` };
}

/** Subject and text of a notice, in `locale`. */
export function composeNotice(kind: NoticeKind, locale: Locale, params: { newEmail?: string; code?: string }): { subject: string; body: string } {
  loadLocale(locale);
  const mail = i18nObject(locale).accountMail;
  switch (kind) {
    case 'email_change_notice':
      return { subject: mail.emailChangeNoticeSubject(), body: mail.emailChangeNoticeBody({ newEmail: params.newEmail ?? '' }) };
    case 'reauthentication':
      return { subject: mail.reauthenticationSubject(), body: mail.reauthenticationBody({ code: params.code ?? '' }) };
    case 'account_deleted':
      return { subject: mail.goodbyeSubject(), body: mail.goodbyeBody() };
  }
}

/** Statement queueing an email in the local outbox (shown at /dev/mail). */
export function outboxStatement(db: D1Database, to: string, kind: MailKind, link: string, redirectTo: string) {
  const { subject, body } = composeMail(kind, link, redirectTo);
  return mailStatement(db, to, kind, subject, body, link);
}

/** Statement queueing any composed email in the local outbox; `link` is where it leads ('' for none). */
export function mailStatement(db: D1Database, to: string, kind: MailKind | NoticeKind, subject: string, body: string, link: string) {
  return db
    .prepare('INSERT INTO auth_outbox (to_email, kind, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(to, kind, subject, body, link, new Date().toISOString());
}
