/**
 * Scheduled guest messages (issue 28): templates per property, event and language (defaults in
 * shared/journey/templates.ts, a host's edits in `message_templates`), and the job that sends
 * each (reservation, event) once, at 10:00 in the property's time zone (shared/journey/schedule.ts),
 * through the mail outbox. The record of what was sent (`scheduled_messages`, primary key
 * (reservation, event)) is written in the same batch as the outbox row, so a message is stored
 * once even if two runs overlap. A cancelled, pending or no-show stay gets nothing.
 * The message's links open the manage page with a fresh secret token of their own
 * (`reservation_links` keeps only its hash, as `reservations` does for the booking's link).
 */
import { formatDate } from '../../shared/format';
import { localizePath, toLocale, type Locale } from '../../shared/locales';
import { DEFAULT_DAYS, DEFAULT_TEMPLATES, MESSAGE_EVENTS, defaultTemplates, fillTemplate, hasDays, type MessageEvent, type MessageTemplate, type MessageValues, type UpdateMessageInput } from '../../shared/journey/templates';
import { isDue } from '../../shared/journey/schedule';
import { addDays } from '../../shared/stay/dates';
import { sha256Hex } from '../db/booking';
import { tokenWithProperty } from '../db/guest-routes';
import { bookedByGuestSql } from '../db/reviews';
import { deliverOutbox } from '../mail/outbox';
import { directoryOf } from '../db/shards';
import { bookedOn, siteBySlug } from '../db/sites';
import { siteGuestUrls } from '../../shared/site/address';

/** At most this many messages stored per run; the next run takes the rest. */
export const MESSAGES_PER_RUN = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new secret link token for a reservation (its hash is what D1 keeps), carrying its property's id (issue 46: ../db/guest-routes.ts). */
export function newLinkToken(propertyId: number): string {
  return tokenWithProperty(base64Url(crypto.getRandomValues(new Uint8Array(32))), propertyId);
}

export function linkInsert(db: D1Database, tokenHash: string, reservationId: number, nowIso: string): D1PreparedStatement {
  return db.prepare('INSERT INTO reservation_links (token_hash, reservation_id, created_at) VALUES (?, ?, ?)').bind(tokenHash, reservationId, nowIso);
}

/** The guest's pages a token opens: manage, check-in, review. */
export function guestUrls(siteUrl: string, token: string, locale: Locale) {
  const base = siteUrl.replace(/\/$/, '');
  return {
    manageUrl: `${base}${localizePath(`/reserva/${token}`, locale)}`,
    checkinUrl: `${base}${localizePath(`/reserva/${token}/check-in`, locale)}`,
    reviewUrl: `${base}${localizePath(`/reserva/${token}/avaliacao`, locale)}`,
  };
}

// ─── Templates ──────────────────────────────────────────────────────────────────────────────

interface TemplateRow {
  property_id: number;
  event: MessageEvent;
  locale: Locale;
  subject: string;
  body: string;
  enabled: number;
  days: number | null;
}

/** Every event and locale of a property: the host's edit or the default. */
export function mergeTemplates(rows: readonly TemplateRow[]): MessageTemplate[] {
  const daysOf = (event: MessageEvent) => (hasDays(event) ? (rows.find((row) => row.event === event && row.days !== null)?.days ?? DEFAULT_DAYS[event] ?? null) : null);
  return defaultTemplates().map((fallback) => {
    const row = rows.find((r) => r.event === fallback.event && r.locale === fallback.locale);
    const days = daysOf(fallback.event);
    return row ? { event: row.event, locale: row.locale, subject: row.subject, body: row.body, enabled: row.enabled === 1, days, isDefault: false } : { ...fallback, days };
  });
}

export async function templatesOf(db: D1Database, propertyId: number): Promise<MessageTemplate[]> {
  const { results } = await db.prepare('SELECT property_id, event, locale, subject, body, enabled, days FROM message_templates WHERE property_id = ?').bind(propertyId).all<TemplateRow>();
  return mergeTemplates(results);
}

/** Stores one template; `days` applies to the event in every language. The caller checked ownership. */
export async function saveTemplate(db: D1Database, hostId: string, input: UpdateMessageInput, now = new Date()): Promise<MessageTemplate[]> {
  const nowIso = now.toISOString();
  const statements = [
    db
      .prepare(
        `INSERT INTO message_templates (property_id, host_id, event, locale, subject, body, enabled, days, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (property_id, event, locale) DO UPDATE SET subject = excluded.subject, body = excluded.body, enabled = excluded.enabled,
           days = COALESCE(excluded.days, message_templates.days), updated_at = excluded.updated_at`,
      )
      .bind(input.propertyId, hostId, input.event, input.locale, input.subject, input.body, input.enabled ? 1 : 0, input.days ?? null, nowIso),
  ];
  if (input.days !== undefined) {
    statements.push(db.prepare('UPDATE message_templates SET days = ? WHERE property_id = ? AND event = ?').bind(input.days, input.propertyId, input.event));
  }
  await db.batch(statements);
  return templatesOf(db, input.propertyId);
}

// ─── The job ────────────────────────────────────────────────────────────────────────────────

export interface MessageCandidate {
  id: number;
  /** Issue 45: the host's own site it was booked on (null: the marketplace); its manage link goes there. */
  siteSlug?: string | null;
  hostId: string;
  propertyId: number;
  code: string;
  checkIn: string;
  checkOut: string;
  createdAt: string;
  locale: string;
  guestName: string;
  guestEmail: string;
  timezone: string;
  propertyName: string;
  localName: string | null;
  street: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
  sent: string | null;
  /** 1: booked by the guest (engine or channel), so it has a review link; 0: typed in by the host (issue 38). */
  reviewable: number;
}

export interface ComposedMessage {
  id: string;
  event: MessageEvent;
  locale: Locale;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

function addressOf(stay: MessageCandidate): string {
  return [stay.street, [stay.postalCode, stay.city].filter(Boolean).join(' '), stay.region, stay.country].filter((part) => part.trim() !== '').join(', ');
}

function htmlOf(text: string): string {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) =>
    escapeHtml(paragraph)
      .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
      .replace(/\n/g, '<br>'),
  );
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
}

/** The message for one stay and event, in the booking's language, with the given links. */
/** A stay's values for a template's variables, dates in `locale`. */
export function stayValues(stay: MessageCandidate, locale: Locale, urls: ReturnType<typeof guestUrls>): MessageValues {
  return {
    guestName: stay.guestName,
    propertyName: stay.localName || stay.propertyName,
    checkIn: formatDate(stay.checkIn, locale),
    checkOut: formatDate(stay.checkOut, locale),
    address: addressOf(stay),
    ...urls,
  };
}

export function composeMessage(stay: MessageCandidate, template: Pick<MessageTemplate, 'subject' | 'body'>, event: MessageEvent, urls: ReturnType<typeof guestUrls>): ComposedMessage {
  const locale = toLocale(stay.locale);
  const values = stayValues(stay, locale, urls);
  const text = fillTemplate(template.body, values);
  return { id: crypto.randomUUID(), event, locale, recipient: stay.guestEmail, subject: fillTemplate(template.subject, values).replace(/\s+/g, ' ').trim(), text, html: htmlOf(text) };
}

/** The values a preview uses for a made-up stay (the editor shows them before any booking). */
export function previewValues(locale: Locale, siteUrl: string): MessageValues {
  return {
    guestName: 'Ana Souza',
    propertyName: 'Pousada',
    checkIn: formatDate('2026-12-20', locale),
    checkOut: formatDate('2026-12-23', locale),
    address: 'Rua do Comércio 10, Paraty, BR',
    ...guestUrls(siteUrl, 'exemplo', locale),
  };
}

/** A stay's columns for its messages (the job's candidates, the editor's preview). */
const CANDIDATE_COLUMNS = `r.id, r.host_id AS hostId, r.property_id AS propertyId, r.code, r.check_in AS checkIn, r.check_out AS checkOut, r.created_at AS createdAt,
              r.site_slug AS siteSlug, r.locale, COALESCE(r.guest_name, g.name, '') AS guestName, COALESCE(r.guest_email, '') AS guestEmail, p.timezone, p.name AS propertyName,
              (SELECT NULLIF(t.name, '') FROM property_texts t WHERE t.property_id = p.id AND t.locale = r.locale) AS localName,
              p.street, p.postal_code AS postalCode, p.city, p.region, p.country,
              (SELECT group_concat(m.event) FROM scheduled_messages m WHERE m.reservation_id = r.id) AS sent,
              ${bookedByGuestSql('r')} AS reviewable`;

/**
 * One of the host's reservations as the preview fills it (null: not the host's). Its links are
 * examples: only their hashes are kept, never the guest's tokens.
 */
export async function previewStay(db: D1Database, hostId: string, reservationId: number): Promise<MessageCandidate | null> {
  const stay = await db
    .prepare(
      `SELECT ${CANDIDATE_COLUMNS}
       FROM reservations r JOIN properties p ON p.id = r.property_id LEFT JOIN guests g ON g.id = r.guest_id
       WHERE r.id = ? AND r.host_id = ?`,
    )
    .bind(reservationId, hostId)
    .first<MessageCandidate>();
  return stay && { ...stay, guestName: stay.guestName ?? '', guestEmail: stay.guestEmail ?? '' };
}

/** The property's coming stays (not cancelled, not over), soonest first: what the preview offers. */
export async function upcomingStays(db: D1Database, hostId: string, propertyId: number, today: string, limit = 20) {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.code, r.check_in AS checkIn, r.check_out AS checkOut, r.locale, COALESCE(r.guest_name, g.name, '') AS guestName
       FROM reservations r LEFT JOIN guests g ON g.id = r.guest_id
       WHERE r.host_id = ? AND r.property_id = ? AND r.status IN ('pending', 'confirmed', 'checked_in') AND r.check_out >= ?
       ORDER BY r.check_in, r.id LIMIT ?`,
    )
    .bind(hostId, propertyId, today, limit)
    .all<{ id: number; code: string; checkIn: string; checkOut: string; locale: string; guestName: string }>();
  return results;
}

/** Stays that may have a message due around `now` (the exact rule is isDue). */
export async function messageCandidates(db: D1Database, now: number): Promise<MessageCandidate[]> {
  const today = new Date(now).toISOString().slice(0, 10);
  const { results } = await db
    .prepare(
      `SELECT ${CANDIDATE_COLUMNS}
       FROM reservations r
       JOIN properties p ON p.id = r.property_id
       LEFT JOIN guests g ON g.id = r.guest_id
       WHERE r.status IN ('confirmed', 'checked_in', 'checked_out') AND COALESCE(r.guest_email, '') <> ''
         AND r.check_out >= ?1 AND (r.check_in <= ?2 OR r.created_at >= ?3)
         AND (SELECT COUNT(*) FROM scheduled_messages m WHERE m.reservation_id = r.id) < 4`,
    )
    .bind(addDays(today, -65), addDays(today, 62), new Date(now - 3 * 86_400_000).toISOString())
    .all<MessageCandidate>();
  return results;
}

/**
 * Stores every message due at `now` (each (reservation, event) once) and sends them through the
 * outbox; a failed send stays pending for the outbox's retries.
 */
export async function sendDueMessages(env: Env, db: D1Database, now = Date.now(), limit = MESSAGES_PER_RUN): Promise<{ stored: number; failed: number }> {
  const candidates = await messageCandidates(db, now);
  const templates = new Map<number, MessageTemplate[]>();
  const sites = new Map<string, Awaited<ReturnType<typeof siteBySlug>>>();
  const nowIso = new Date(now).toISOString();
  const mailIds: string[] = [];
  let failed = 0;
  for (const stay of candidates) {
    if (mailIds.length >= limit) break;
    const sent = new Set((stay.sent ?? '').split(',').filter(Boolean));
    const locale = toLocale(stay.locale);
    let propertyTemplates = templates.get(stay.propertyId);
    if (!propertyTemplates) {
      propertyTemplates = await templatesOf(db, stay.propertyId);
      templates.set(stay.propertyId, propertyTemplates);
    }
    for (const event of MESSAGE_EVENTS) {
      if (sent.has(event)) continue;
      const template = propertyTemplates.find((t) => t.event === event && t.locale === locale) ?? { ...DEFAULT_TEMPLATES[event][locale], enabled: true, days: DEFAULT_DAYS[event] ?? null };
      if (!template.enabled) continue;
      if (!isDue(event, stay, template.days ?? 0, now)) continue;
      // A stay the host typed in gets no review link (issue 38): no after-check-out mail, and no
      // {reviewUrl} in any other.
      if (!stay.reviewable && event === 'post_checkout') continue;
      const token = newLinkToken(stay.propertyId);
      const urls = guestUrls(env.SITE_URL, token, locale);
      if (stay.siteSlug) {
        // Booked on the host's own site (issue 45): the manage, check-in and review links open in
        // the site's frame, while the slug is still a site of that host that shows the property
        // (else the site's pages would be a 404: the marketplace's links then).
        if (!sites.has(stay.siteSlug)) sites.set(stay.siteSlug, await siteBySlug(directoryOf(env), stay.siteSlug));
        const site = bookedOn(sites.get(stay.siteSlug) ?? null, { hostId: stay.hostId, id: stay.propertyId });
        if (site) Object.assign(urls, siteGuestUrls(site, env.SITE_URL, token, locale));
      }
      const mail = composeMessage(stay, template, event, stay.reviewable ? urls : { ...urls, reviewUrl: '' });
      try {
        await db.batch([
          db
            .prepare('INSERT INTO scheduled_messages (reservation_id, event, host_id, mail_id, locale, recipient, subject, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
            .bind(stay.id, event, stay.hostId, mail.id, locale, mail.recipient, mail.subject, nowIso),
          linkInsert(db, await sha256Hex(token), stay.id, nowIso),
          db
            .prepare(
              `INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
            )
            .bind(mail.id, stay.hostId, stay.id, `message_${event}`, mail.recipient, mail.subject, mail.html, mail.text, now, nowIso),
        ]);
        mailIds.push(mail.id);
      } catch (error) {
        // Already stored by an overlapping run (the primary key), or D1 failed: the next run decides.
        if (!/UNIQUE constraint failed: scheduled_messages/i.test(String((error as Error)?.message ?? error))) {
          failed += 1;
          console.error(JSON.stringify({ level: 'error', where: 'messages.store', reservationId: stay.id, event, message: error instanceof Error ? error.message : String(error) }));
        }
      }
    }
  }
  await deliverOutbox(env, mailIds, now);
  return { stored: mailIds.length, failed };
}

/** What the job sent for a reservation (the host's reservation page). */
export async function messagesOf(db: D1Database, hostId: string, reservationId: number) {
  const { results } = await db
    .prepare(
      `SELECT m.event, m.locale, m.recipient, m.subject, m.created_at AS createdAt, o.status, o.sent_at AS sentAt
       FROM scheduled_messages m LEFT JOIN mail_outbox o ON o.id = m.mail_id
       WHERE m.reservation_id = ? AND m.host_id = ? ORDER BY m.created_at`,
    )
    .bind(reservationId, hostId)
    .all<{ event: MessageEvent; locale: Locale; recipient: string; subject: string; createdAt: string; status: string | null; sentAt: string | null }>();
  return results;
}

