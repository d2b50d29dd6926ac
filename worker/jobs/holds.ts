/**
 * Unpaid Pix holds (issue 14). A direct booking paid by Pix waits as `pending` until its
 * deadline (`hold_expires_at`); when it passes with nothing paid, this job cancels the
 * reservation, frees its nights, writes the audit line and stores a mail for the guest and one
 * for the host, all in one batch per reservation. Every statement re-checks the hold, so a
 * payment recorded or a cancellation made meanwhile wins: nothing of the batch then applies.
 * The mails go to `mail_outbox` and are sent right after the batch; the cron retries failures.
 */
import { databaseOf } from '../db/shards';
import { i18nObject } from '../../web/i18n/i18n-util';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { formatCurrency, formatDate, formatDeadline } from '../../shared/format';
import { toLocale, type Locale } from '../../shared/locales';
import { releaseReservationNights } from '../db/occupancy';
import { deliverOutbox } from '../mail/outbox';

/** At most this many holds per run (each is one batch); the next run takes the rest. */
export const HOLDS_PER_RUN = 50;

export interface ExpiredHold {
  id: number;
  code: string;
  hostId: string;
  checkIn: string;
  checkOut: string;
  amountDueNowCents: number;
  holdExpiresAt: string;
  guestLocale: string;
  guestName: string | null;
  guestEmail: string | null;
  propertyName: string;
  timezone: string;
  hostLocale: string;
  hostEmail: string | null;
}

export interface HoldMail {
  kind: 'hold_released_guest' | 'hold_released_host';
  recipient: string;
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The deadline as the guest or host reads it, in the property's time zone. */
function formatInstant(iso: string, locale: Locale, timeZone: string): string {
  return formatDeadline(iso, locale, timeZone);
}

function mailOf(kind: HoldMail['kind'], recipient: string, subject: string, paragraphs: string[]): HoldMail {
  return {
    kind,
    recipient,
    subject,
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</body></html>`,
  };
}

/** The guest's mail (in the booking's language) and the host's (in the property's), for those with an address. */
export function composeHoldMails(hold: ExpiredHold): HoldMail[] {
  const mails: HoldMail[] = [];
  const facts = (locale: Locale) => ({
    code: hold.code,
    property: hold.propertyName,
    checkIn: formatDate(hold.checkIn, locale),
    checkOut: formatDate(hold.checkOut, locale),
    amount: formatCurrency(hold.amountDueNowCents, 'BRL', locale),
    deadline: formatInstant(hold.holdExpiresAt, locale, hold.timezone),
  });
  if (hold.guestEmail) {
    const locale = toLocale(hold.guestLocale);
    loadLocale(locale);
    const t = i18nObject(locale).pix.mail;
    const values = facts(locale);
    mails.push(
      mailOf('hold_released_guest', hold.guestEmail, t.guestSubject(values), [
        t.greeting({ name: hold.guestName ?? '' }),
        t.guestBody(values),
        t.guestNext(),
        t.signature(),
      ]),
    );
  }
  if (hold.hostEmail) {
    const locale = toLocale(hold.hostLocale);
    loadLocale(locale);
    const t = i18nObject(locale).pix.mail;
    const values = { ...facts(locale), guest: hold.guestName ?? '—' };
    mails.push(mailOf('hold_released_host', hold.hostEmail, t.hostSubject(values), [t.hostBody(values), t.hostNext(), t.signature()]));
  }
  return mails;
}

/** The condition of a hold the job may release: pending, past its deadline (?2), nothing paid. */
const STILL_HELD = `status = 'pending' AND hold_expires_at IS NOT NULL AND hold_expires_at <= ?2 AND paid_cents = 0`;

/** The error the guard statement raises when the hold no longer stands (SQLite's, for json('…')). */
const isHoldGone = (error: unknown) => /malformed JSON/i.test(error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error));

/**
 * One hold released in one batch (one transaction): cancel, free the nights, audit, mails.
 * Returns the stored mails' ids, or null when the hold no longer stood.
 * The first statement is a guard: when the hold no longer stands (paid or cancelled since it
 * was read) it raises an error, so the batch rolls back whole and a paid reservation keeps its
 * nights. (SQLite evaluates `json('…')` only for a row the WHERE lets through.)
 */
export async function releaseHold(db: D1Database, hold: ExpiredHold, now: number): Promise<string[] | null> {
  const nowIso = new Date(now).toISOString();
  const mails = composeHoldMails(hold).map((mail) => ({ ...mail, id: crypto.randomUUID() }));
  try {
    await db.batch([
      db.prepare(`SELECT json('hold no longer releasable') WHERE NOT EXISTS (SELECT 1 FROM reservations WHERE id = ?1 AND ${STILL_HELD})`).bind(hold.id, nowIso),
      db.prepare(`UPDATE reservations SET status = 'cancelled', cancelled_at = ?2, updated_at = ?2 WHERE id = ?1 AND ${STILL_HELD}`).bind(hold.id, nowIso),
      releaseReservationNights(db, hold.id),
      db
        .prepare(`INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, ?, ?, 'system', 'cancelled', ?)`)
        .bind(hold.hostId, hold.id, nowIso, JSON.stringify({ from: 'pending', to: 'cancelled', reason: 'pix_hold_expired', holdExpiresAt: hold.holdExpiresAt, amountDueNowCents: hold.amountDueNowCents })),
      ...mails.map((mail) =>
        db
          .prepare(
            `INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
          )
          .bind(mail.id, hold.hostId, hold.id, mail.kind, mail.recipient, mail.subject, mail.html, mail.text, now, nowIso),
      ),
    ]);
    return mails.map((mail) => mail.id);
  } catch (error) {
    if (isHoldGone(error)) return null;
    throw error;
  }
}

/** The holds whose deadline has passed with nothing paid, oldest deadline first. */
export async function expiredHolds(db: D1Database, now: number, limit = HOLDS_PER_RUN): Promise<ExpiredHold[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.code, r.host_id AS hostId, r.check_in AS checkIn, r.check_out AS checkOut, r.amount_due_now_cents AS amountDueNowCents,
              r.hold_expires_at AS holdExpiresAt, r.locale AS guestLocale, COALESCE(r.guest_name, g.name) AS guestName,
              NULLIF(r.guest_email, '') AS guestEmail,
              p.name AS propertyName, p.timezone, p.default_locale AS hostLocale,
              COALESCE(NULLIF(p.contact_email, ''), (SELECT email FROM auth_users WHERE id = r.host_id)) AS hostEmail
       FROM reservations r
       JOIN properties p ON p.id = r.property_id
       LEFT JOIN guests g ON g.id = r.guest_id
       WHERE r.status = 'pending' AND r.hold_expires_at IS NOT NULL AND r.hold_expires_at <= ?2 AND r.paid_cents = 0 AND (r.payment_method = 'pix' OR r.online_provider IS NOT NULL)
       ORDER BY r.hold_expires_at
       LIMIT ?1`,
    )
    .bind(limit, new Date(now).toISOString())
    .all<ExpiredHold>();
  return results;
}

/**
 * Releases every Pix hold whose deadline has passed unpaid (at most HOLDS_PER_RUN per run).
 * `now` is the cron's scheduled time. A hold that fails is logged and left for the next run.
 * `shard`: the env of one shard (issue 46: the cron runs this once per shard, forEachShard).
 */
export async function releaseExpiredHolds(shard: Env, now = Date.now(), limit = HOLDS_PER_RUN): Promise<{ released: number; failed: number }> {
  let released = 0;
  let failed = 0;
  const mailIds: string[] = [];
  for (const hold of await expiredHolds(databaseOf(shard), now, limit)) {
    try {
      const ids = await releaseHold(databaseOf(shard), hold, now);
      if (ids) {
        released += 1;
        mailIds.push(...ids);
      }
    } catch (error) {
      failed += 1;
      console.error(JSON.stringify({ level: 'error', where: 'holds.release', reservationId: hold.id, message: error instanceof Error ? error.message : String(error) }));
    }
  }
  // Sent now rather than at the next tick; a failure stays pending for the cron's retry.
  await deliverOutbox(shard, mailIds, now);
  return { released, failed };
}
