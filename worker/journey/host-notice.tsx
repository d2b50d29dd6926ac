/**
 * Issue 40: the host — and the members whose role may read it — mailed when a guest's review or
 * completed online check-in arrives, in the property's language (the host's: the language they
 * set the property up in), with a link to where they act on it (the reviews page, the
 * reservation). Stored in the mail outbox in one batch and sent like every other mail
 * (worker/mail/outbox.ts: retried, demo copies never mailed). Recipients: the property's contact
 * address, else the owner's sign-in address, and every accepted member reaching the property
 * whose role holds `reviews.read` (a review) or `checkins.read` (a check-in).
 */
import { i18nObject } from '../../web/i18n/i18n-util';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { localizePath, toLocale } from '../../shared/locales';
import { ROLES, roleMay, type Permission } from '../../shared/team/permissions';
import { hostEmailOf, type OutboxMail } from '../db/booking';
import { Layout, render, styles } from '../mail/booking-mail';

const quote = { ...styles.text, whiteSpace: 'pre-wrap', borderLeft: '3px solid #0f766e', paddingLeft: '12px' } as const;

export type HostNotice = { kind: 'review'; reservationId: number; rating: number; text: string; author: string } | { kind: 'checkin'; reservationId: number };

const PERMISSION: Record<HostNotice['kind'], Permission> = { review: 'reviews.read', checkin: 'checkins.read' };

interface StayRow {
  host_id: string;
  property_id: number;
  code: string;
  guest_name: string | null;
  property_name: string;
  default_locale: string;
  contact_email: string;
  sign_in_email: string | null;
}

/** Stores the notices (one per address) and answers their outbox ids, for `deliverOutbox`. */
export async function storeHostNotice(db: D1Database, notice: HostNotice, siteUrl: string, now = new Date()): Promise<string[]> {
  const roles = ROLES.filter((role) => roleMay(role, PERMISSION[notice.kind]))
    .map((role) => `'${role}'`)
    .join(', ');
  const [stays, members] = await db.batch([
    db
      .prepare(
        `SELECT r.host_id, r.property_id, r.code, r.guest_name, p.name AS property_name, p.default_locale, p.contact_email,
                (SELECT email FROM auth_users WHERE id = r.host_id) AS sign_in_email
         FROM reservations r JOIN properties p ON p.id = r.property_id WHERE r.id = ?1`,
      )
      .bind(notice.reservationId),
    db
      .prepare(
        `SELECT DISTINCT lower(COALESCE(m.member_email, m.email)) AS email FROM team_members m JOIN reservations r ON r.id = ?1 AND r.host_id = m.host_id
         WHERE m.member_user_id IS NOT NULL AND m.accepted_at IS NOT NULL AND m.revoked_at IS NULL AND m.role IN (${roles})
           AND (m.all_properties = 1 OR EXISTS (SELECT 1 FROM team_member_properties x WHERE x.member_id = m.id AND x.property_id = r.property_id))`,
      )
      .bind(notice.reservationId),
  ]);
  const stay = stays?.results[0] as StayRow | undefined;
  if (!stay) return [];
  const owner = hostEmailOf(stay.contact_email, stay.sign_in_email)?.toLowerCase();
  const recipients = [...new Set([owner, ...((members?.results ?? []) as { email: string }[]).map((row) => row.email)].filter((email): email is string => Boolean(email)))];
  const mails = recipients.map((recipient) => noticeMail(notice, stay, recipient, siteUrl));
  if (mails.length === 0) return [];
  await db.batch(
    mails.map((mail) =>
      db
        .prepare(
          `INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
        )
        .bind(mail.id, stay.host_id, notice.reservationId, mail.kind, mail.recipient, mail.subject, mail.html, mail.text, now.getTime(), now.toISOString()),
    ),
  );
  return mails.map((mail) => mail.id);
}

function noticeMail(notice: HostNotice, stay: StayRow, recipient: string, siteUrl: string): OutboxMail {
  const locale = toLocale(stay.default_locale);
  loadLocale(locale);
  const t = i18nObject(locale).journey.hostMail;
  const base = siteUrl.replace(/\/$/, '');
  const facts = { property: stay.property_name, code: stay.code };
  const review = notice.kind === 'review';
  const subject = review ? t.reviewSubject({ ...facts, rating: notice.rating }) : t.checkinSubject(facts);
  const intro = review ? t.reviewIntro({ ...facts, rating: notice.rating, guest: notice.author }) : t.checkinIntro({ ...facts, guest: stay.guest_name || stay.code });
  const link = review
    ? `${base}${localizePath('/dashboard/avaliacoes', locale)}?property=${stay.property_id}`
    : `${base}${localizePath(`/dashboard/reservas/${notice.reservationId}`, locale)}#checkin`;
  const action = review ? t.openReviews() : t.openReservation();
  const html = render(
    <Layout lang={locale} title={subject}>
      <h1 style={styles.title}>{subject}</h1>
      <p style={styles.text}>{intro}</p>
      {review && <p style={quote}>{notice.text}</p>}
      <p style={styles.text}>
        <a href={link} style={styles.button}>
          {action}
        </a>
      </p>
      <p style={styles.footer}>{t.footer()}</p>
    </Layout>,
  );
  const text = [intro, ...(review ? ['', notice.text] : []), '', `${action}: ${link}`, '', t.footer()].join('\n');
  return { id: crypto.randomUUID(), kind: review ? 'review_notice' : 'checkin_notice', recipient, subject, html, text };
}
