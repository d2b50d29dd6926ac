/**
 * One conversation per stay (issue 44; architecture "One conversation per stay"): the thread of
 * a reservation (inbox_threads, made by a trigger with the reservation), its messages
 * (inbox_messages: the guest's and the host's; the system's own mails are the stay's rows of
 * mail_outbox to the guest) and what each host member has read (inbox_reads).
 *
 * Every host read filters by the owner (`hostId`) and, for a member, by the properties shared
 * with them (`only`); another host's reservation finds nothing (the router answers NOT_FOUND).
 * A message and everything it causes (the thread's times, the read mark, the mails, the manage
 * link of the guest's mail) are ONE D1 batch.
 */
import { ROLES, roleMay } from '../../shared/team/permissions';
import { ARRIVING_SOON_DAYS, MAIL_HISTORY, NOTIFY_INTERVAL_MS, type InboxListInput, type ThreadMessage } from '../../shared/inbox/messages';
import { toLocale, type Locale } from '../../shared/locales';
import { addDays } from '../../shared/stay/dates';
import { RESERVATION_BY_TOKEN, hostEmailOf, outboxStatement, sha256Hex, type OutboxMail } from '../db/booking';
import { onlySql, possibleTodays } from '../db/one-trip';
import { guestUrls, linkInsert, newLinkToken } from '../journey/messages';
import { siteManageUrl } from '../../shared/site/address';
import { isHostKind } from './address';
import { guestReplyMail, hostNoticeMail } from './mail';

/** Roles whose members get the "new guest message" mail (those that may read the inbox). */
const NOTIFIED_ROLES = ROLES.filter((role) => roleMay(role, 'inbox.read'))
  .map((role) => `'${role}'`)
  .join(', ');

/** A stay as the conversation needs it (by its id, whoever asks: callers check who may). */
export interface ThreadStay {
  id: number;
  hostId: string;
  code: string;
  status: string;
  source: string;
  checkIn: string;
  checkOut: string;
  locale: Locale;
  propertyId: number;
  propertyName: string;
  propertyLocale: Locale;
  timezone: string;
  guestName: string;
  guestEmail: string;
  hostEmail: string | null;
  /** Issue 45: the host's own site it was booked on (null: the marketplace); the reply mail's manage link goes there. */
  siteSlug?: string | null;
}

interface StayRow {
  id: number;
  host_id: string;
  code: string;
  status: string;
  source: string;
  check_in: string;
  check_out: string;
  locale: string;
  property_id: number;
  property_name: string;
  default_locale: string;
  timezone: string;
  guest_name: string;
  guest_email: string;
  contact_email: string;
  sign_in_email: string | null;
  site_slug: string | null;
}

const STAY_SQL = `SELECT r.id, r.host_id, r.code, r.status, COALESCE(r.channel, r.source) AS source, r.check_in, r.check_out, r.locale, r.property_id, r.site_slug,
    p.name AS property_name, p.default_locale, p.timezone, p.contact_email,
    COALESCE(NULLIF(r.guest_name, ''), g.name, '') AS guest_name, COALESCE(NULLIF(r.guest_email, ''), g.email, '') AS guest_email,
    (SELECT email FROM auth_users WHERE id = r.host_id) AS sign_in_email
  FROM reservations r JOIN properties p ON p.id = r.property_id LEFT JOIN guests g ON g.id = r.guest_id`;

function stayOf(row: StayRow): ThreadStay {
  return {
    id: row.id,
    hostId: row.host_id,
    code: row.code,
    status: row.status,
    source: row.source,
    checkIn: row.check_in,
    checkOut: row.check_out,
    locale: toLocale(row.locale),
    propertyId: row.property_id,
    propertyName: row.property_name,
    propertyLocale: toLocale(row.default_locale),
    timezone: row.timezone,
    guestName: row.guest_name,
    guestEmail: row.guest_email,
    hostEmail: hostEmailOf(row.contact_email, row.sign_in_email),
    siteSlug: row.site_slug ?? null,
  };
}

/**
 * The accounts live in the directory (issue 46): on another shard the host's sign-in address
 * (the notice's fallback when the property has no contact address) is read there.
 */
async function signedIn(row: StayRow | null, db: D1Database, directory: D1Database): Promise<ThreadStay | null> {
  if (!row) return null;
  if (directory !== db && !row.contact_email && !row.sign_in_email) {
    row.sign_in_email = (await directory.prepare('SELECT email FROM auth_users WHERE id = ?').bind(row.host_id).first<string | null>('email')) ?? null;
  }
  return stayOf(row);
}

/** The stay a guest's manage token (or a mail's link token) opens, or null; `directory`: the accounts' database. */
export async function stayByManageToken(db: D1Database, token: string, directory: D1Database = db): Promise<ThreadStay | null> {
  const row = await db.prepare(`${STAY_SQL} WHERE r.id = ${RESERVATION_BY_TOKEN}`).bind(await sha256Hex(token)).first<StayRow>();
  return signedIn(row, db, directory);
}

/** The stay whose reply address carries `token` (the email handler), or null; `directory`: the accounts' database. */
export async function stayByReplyToken(db: D1Database, token: string, directory: D1Database = db): Promise<ThreadStay | null> {
  const row = await db.prepare(`${STAY_SQL} WHERE r.id = (SELECT reservation_id FROM inbox_threads WHERE reply_token = ?)`).bind(token).first<StayRow>();
  return signedIn(row, db, directory);
}

/** A host's stay, within a member's reach, or null (NOT_FOUND). */
export async function hostStay(db: D1Database, hostId: string, reservationId: number, only?: readonly number[]): Promise<ThreadStay | null> {
  const row = await db.prepare(`${STAY_SQL} WHERE r.id = ? AND r.host_id = ?${onlySql(only, 'r.property_id')}`).bind(reservationId, hostId).first<StayRow>();
  return row ? stayOf(row) : null;
}

// ─── Messages ───────────────────────────────────────────────────────────────────────────────

interface MessageRow {
  id: number;
  sender: 'guest' | 'host';
  channel: string;
  body: string;
  author_label: string | null;
  attachments_dropped: number;
  delivery: 'sent' | 'failed' | null;
  delivery_error: string | null;
  created_at: string;
}

function messageOf(row: MessageRow): ThreadMessage {
  return {
    at: row.created_at,
    from: row.sender,
    channel: row.channel,
    text: row.body,
    ...(row.author_label ? { author: row.author_label } : {}),
    ...(row.attachments_dropped ? { attachmentsDropped: true } : {}),
    ...(row.delivery ? { delivery: row.delivery } : {}),
    ...(row.delivery === 'failed' && row.delivery_error ? { deliveryError: row.delivery_error } : {}),
  };
}

async function messageRows(db: D1Database, reservationId: number): Promise<MessageRow[]> {
  const { results } = await db
    .prepare('SELECT id, sender, channel, body, author_label, attachments_dropped, delivery, delivery_error, created_at FROM inbox_messages WHERE reservation_id = ? ORDER BY id')
    .bind(reservationId)
    .all<MessageRow>();
  return results;
}

/**
 * The guest's view of their conversation (the manage page): their messages and the host's,
 * without which member wrote (their name and address stay in the workspace), and without the
 * host's channel messages that never reached them (delivery failed).
 */
export async function guestThread(db: D1Database, reservationId: number): Promise<ThreadMessage[]> {
  return (await messageRows(db, reservationId))
    .filter((row) => row.delivery !== 'failed')
    .map((row) => messageOf({ ...row, author_label: null, delivery_error: null }));
}

/**
 * The host's view of one conversation: the guest's and the host's messages and the system's
 * mails to the guest (their subjects), oldest first; marks the guest's messages read for the
 * member who opened it.
 */
export async function hostThread(db: D1Database, stay: ThreadStay, userId: string) {
  const [rows, mails] = await Promise.all([
    messageRows(db, stay.id),
    db
      .prepare(
        `SELECT kind, subject, created_at FROM mail_outbox WHERE reservation_id = ? AND host_id = ? AND kind <> 'inbox_reply' AND lower(recipient) = lower(?) ORDER BY created_at`,
      )
      .bind(stay.id, stay.hostId, stay.guestEmail)
      .all<{ kind: string; subject: string; created_at: string }>(),
  ]);
  const system: ThreadMessage[] = mails.results.filter((mail) => !isHostKind(mail.kind)).map((mail) => ({ at: mail.created_at, from: 'system', channel: 'email', text: mail.subject }));
  const messages = [...rows.map(messageOf), ...system].sort((a, b) => a.at.localeCompare(b.at));
  const lastGuest = rows.filter((row) => row.sender === 'guest').at(-1)?.id;
  if (lastGuest !== undefined) await markRead(db, stay, userId, lastGuest).run();
  return messages;
}

function markRead(db: D1Database, stay: ThreadStay, userId: string, messageId: number | null): D1PreparedStatement {
  // null: up to the thread's newest guest message (read inside the batch that wrote the host's answer).
  return db
    .prepare(
      `INSERT INTO inbox_reads (reservation_id, user_id, host_id, last_read_id)
       VALUES (?1, ?2, ?3, COALESCE(?4, (SELECT MAX(id) FROM inbox_messages WHERE reservation_id = ?1 AND sender = 'guest'), 0))
       ON CONFLICT (reservation_id, user_id) DO UPDATE SET last_read_id = MAX(last_read_id, excluded.last_read_id)`,
    )
    .bind(stay.id, userId, stay.hostId, messageId);
}

// ─── The inbox ──────────────────────────────────────────────────────────────────────────────

export interface InboxThread {
  reservationId: number;
  code: string;
  status: string;
  source: string;
  checkIn: string;
  checkOut: string;
  propertyId: number;
  propertyName: string;
  guestName: string;
  lastMessageAt: string | null;
  lastFrom: 'guest' | 'host' | null;
  lastText: string | null;
  unread: number;
}

const UNREAD_SQL = `(SELECT COUNT(*) FROM inbox_messages m WHERE m.reservation_id = r.id AND m.sender = 'guest'
    AND m.id > COALESCE((SELECT last_read_id FROM inbox_reads x WHERE x.reservation_id = r.id AND x.user_id = ?2), 0))`;

/**
 * The conversations of a host (of one property, or all within a member's reach), newest first:
 * those with messages; with `arriving`, every stay arriving from today to 7 days ahead (written
 * to or not); with `unread`, those with guest messages the caller has not read. At most 200.
 */
export async function inboxThreads(db: D1Database, hostId: string, userId: string, input: InboxListInput, only?: readonly number[], now = new Date()): Promise<InboxThread[]> {
  const [from] = possibleTodays(now);
  const to = addDays(from, ARRIVING_SOON_DAYS + 1);
  const { results } = await db
    .prepare(
      `SELECT * FROM (
         SELECT r.id AS reservationId, r.code, r.status, COALESCE(r.channel, r.source) AS source, r.check_in AS checkIn, r.check_out AS checkOut, r.property_id AS propertyId,
                p.name AS propertyName, COALESCE(NULLIF(r.guest_name, ''), g.name, '') AS guestName, t.last_message_at AS lastMessageAt,
                (SELECT sender FROM inbox_messages m WHERE m.reservation_id = r.id ORDER BY m.id DESC LIMIT 1) AS lastFrom,
                (SELECT substr(body, 1, 160) FROM inbox_messages m WHERE m.reservation_id = r.id ORDER BY m.id DESC LIMIT 1) AS lastText,
                ${UNREAD_SQL} AS unread
         FROM inbox_threads t JOIN reservations r ON r.id = t.reservation_id JOIN properties p ON p.id = r.property_id LEFT JOIN guests g ON g.id = r.guest_id
         WHERE t.host_id = ?1 AND r.host_id = ?1 AND (?3 IS NULL OR r.property_id = ?3)${onlySql(only, 'r.property_id')}
           AND (CASE WHEN ?4 = 1 THEN r.check_in >= ?5 AND r.check_in <= ?6 AND r.status IN ('pending', 'confirmed') ELSE t.last_message_at IS NOT NULL END)
       ) WHERE (?7 = 0 OR unread > 0)
       ORDER BY lastMessageAt IS NULL, lastMessageAt DESC, checkIn LIMIT 200`,
    )
    .bind(hostId, userId, input.propertyId ?? null, input.arriving ? 1 : 0, from, to, input.unread ? 1 : 0)
    .all<InboxThread>();
  return results;
}

/** How many conversations have guest messages the caller has not read (the nav's count). */
export async function unreadThreads(db: D1Database, hostId: string, userId: string, only?: readonly number[]): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(DISTINCT m.reservation_id) AS n FROM inbox_messages m JOIN reservations r ON r.id = m.reservation_id
       WHERE m.host_id = ?1 AND m.sender = 'guest' AND r.host_id = ?1${onlySql(only, 'r.property_id')}
         AND m.id > COALESCE((SELECT last_read_id FROM inbox_reads x WHERE x.reservation_id = m.reservation_id AND x.user_id = ?2), 0)`,
    )
    .bind(hostId, userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

// ─── Writing ────────────────────────────────────────────────────────────────────────────────

/** How a message went through a channel (Channex): its id there, and for the host's, whether it was delivered. */
export interface ChannelDelivery {
  externalId?: string;
  delivery?: 'sent' | 'failed';
  error?: string;
}

interface MessageInput extends ChannelDelivery {
  sender: 'guest' | 'host';
  channel: string;
  body: string;
  authorId?: string;
  authorLabel?: string;
  attachmentsDropped?: boolean;
}

function messageInsert(db: D1Database, stay: ThreadStay, message: MessageInput, nowIso: string) {
  return db
    .prepare(
      `INSERT INTO inbox_messages (host_id, reservation_id, sender, channel, body, author_id, author_label, attachments_dropped, external_id, delivery, delivery_error, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      stay.hostId,
      stay.id,
      message.sender,
      message.channel,
      message.body,
      message.authorId ?? null,
      message.authorLabel ?? null,
      message.attachmentsDropped ? 1 : 0,
      message.externalId ?? null,
      message.delivery ?? null,
      message.error?.slice(0, 200) ?? null,
      nowIso,
    );
}

/** The thread row, made if the reservation predates the trigger's migration run (it never does after it). */
function threadEnsure(db: D1Database, stay: ThreadStay, nowIso: string): D1PreparedStatement {
  return db
    .prepare('INSERT OR IGNORE INTO inbox_threads (reservation_id, host_id, reply_token, created_at) VALUES (?, ?, lower(hex(randomblob(16))), ?)')
    .bind(stay.id, stay.hostId, nowIso);
}

/** Addresses of the members who may read the inbox of the stay's property (accepted, not revoked). */
async function memberEmails(db: D1Database, stay: ThreadStay): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT lower(COALESCE(m.member_email, m.email)) AS email FROM team_members m
       WHERE m.host_id = ?1 AND m.member_user_id IS NOT NULL AND m.accepted_at IS NOT NULL AND m.revoked_at IS NULL AND m.role IN (${NOTIFIED_ROLES})
         AND (m.all_properties = 1 OR EXISTS (SELECT 1 FROM team_member_properties x WHERE x.member_id = m.id AND x.property_id = ?2))`,
    )
    .bind(stay.hostId, stay.propertyId)
    .all<{ email: string }>();
  return results.map((row) => row.email).filter(Boolean);
}

/**
 * A guest's message (from the manage page or a reply mail): stored, the thread touched, and —
 * unless a notice went out for this thread in the last 10 minutes — one notice per host
 * address, all in one batch (the notices are inserted only when the thread's guard says this
 * message took the slot, so two messages at once mail once). Returns the notices' ids to send.
 */
export async function addGuestMessage(
  db: D1Database,
  stay: ThreadStay,
  input: { channel: string; text: string; attachmentsDropped?: boolean; externalId?: string; siteUrl: string },
  now = new Date(),
): Promise<{ mailIds: string[] }> {
  const nowIso = now.toISOString();
  const members = await memberEmails(db, stay);
  const recipients = [...new Set([stay.hostEmail?.toLowerCase(), ...members].filter((email): email is string => Boolean(email)))];
  const notice = { locale: stay.propertyLocale, code: stay.code, reservationId: stay.id, propertyName: stay.propertyName, guestName: stay.guestName, text: input.text, attachmentsDropped: Boolean(input.attachmentsDropped), siteUrl: input.siteUrl };
  const mails = recipients.map((recipient) => hostNoticeMail(notice, recipient));
  const since = now.getTime() - NOTIFY_INTERVAL_MS;
  const newest = `(SELECT MAX(id) FROM inbox_messages WHERE reservation_id = ${Number(stay.id)} AND sender = 'guest')`;
  await db.batch([
    threadEnsure(db, stay, nowIso),
    messageInsert(db, stay, { sender: 'guest', channel: input.channel, body: input.text, attachmentsDropped: input.attachmentsDropped, externalId: input.externalId }, nowIso),
    db.prepare('UPDATE inbox_threads SET last_message_at = ? WHERE reservation_id = ?').bind(nowIso, stay.id),
    db
      .prepare(`UPDATE inbox_threads SET notified_at = ?, notified_by = ${newest} WHERE reservation_id = ? AND (notified_at IS NULL OR notified_at <= ?)`)
      .bind(now.getTime(), stay.id, since),
    ...mails.map((mail) =>
      db
        .prepare(
          `INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at)
           SELECT ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ? WHERE (SELECT notified_by FROM inbox_threads WHERE reservation_id = ?) = ${newest}
             AND (SELECT notified_at FROM inbox_threads WHERE reservation_id = ?) = ?`,
        )
        .bind(mail.id, stay.hostId, stay.id, mail.kind, mail.recipient, mail.subject, mail.html, mail.text, now.getTime(), nowIso, stay.id, stay.id, now.getTime()),
    ),
  ]);
  if (mails.length === 0) return { mailIds: [] };
  // Which notices the guard let in (none when another notice went out in the last 10 minutes).
  const { results } = await db
    .prepare(`SELECT id FROM mail_outbox WHERE id IN (${mails.map(() => '?').join(', ')})`)
    .bind(...mails.map((mail) => mail.id))
    .all<{ id: string }>();
  return { mailIds: results.map((row) => row.id) };
}

/**
 * The host's answer: stored, read up to now for the member who wrote it, and mailed to the
 * guest (the booking's language, the thread's last messages, a fresh manage link) in one batch.
 * A stay without a guest address keeps the message and mails nothing. With `via`, the answer
 * already went (or failed to go) through a channel (worker/channex/messages.ts): it is stored
 * with that channel and its delivery, and nothing is mailed.
 */
export async function addHostMessage(
  db: D1Database,
  stay: ThreadStay,
  input: { text: string; authorId: string; authorLabel: string; siteUrl: string; via?: ChannelDelivery & { channel: string }; site?: { slug: string; customDomain: string | null } | null },
  now = new Date(),
): Promise<{ mailIds: string[]; at: string; mailed: boolean }> {
  const nowIso = now.toISOString();
  const statements: D1PreparedStatement[] = [
    threadEnsure(db, stay, nowIso),
    messageInsert(db, stay, { sender: 'host', channel: 'email', ...input.via, body: input.text, authorId: input.authorId, authorLabel: input.authorLabel }, nowIso),
    db.prepare('UPDATE inbox_threads SET last_message_at = ? WHERE reservation_id = ?').bind(nowIso, stay.id),
    markRead(db, stay, input.authorId, null),
  ];
  let mail: OutboxMail | null = null;
  if (stay.guestEmail && !input.via) {
    const history = (await messageRows(db, stay.id)).filter((row) => row.delivery !== 'failed').slice(-MAIL_HISTORY).map(messageOf);
    const token = newLinkToken(stay.propertyId);
    mail = guestReplyMail({
      locale: stay.locale,
      code: stay.code,
      propertyName: stay.propertyName,
      guestEmail: stay.guestEmail,
      text: input.text,
      history,
      // Booked on the host's own site (issue 45, the caller checked it still shows the property): its manage page.
      manageUrl: input.site ? siteManageUrl(input.site, input.siteUrl, token, stay.locale) : guestUrls(input.siteUrl, token, stay.locale).manageUrl,
      timeZone: stay.timezone,
    });
    statements.push(linkInsert(db, await sha256Hex(token), stay.id, nowIso), outboxStatement(db, stay.hostId, stay.code, mail, now));
  }
  await db.batch(statements);
  return { mailIds: mail ? [mail.id] : [], at: nowIso, mailed: mail !== null };
}
