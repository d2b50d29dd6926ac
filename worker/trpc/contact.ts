import type { EmailMessageBuilder } from '@cloudflare/workers-types/index.ts';
import { i18nObject } from '../../web/i18n/i18n-util';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import type { ContactSendInput } from '../../shared/schemas';
import type { ApiContext } from './trpc';
import { BATCH_SIZE, CLAIM_LEASE_MS, INLINE_ATTEMPT_WAIT_MS, INLINE_GRACE_MS, errorText, oneLine, retryDelayMs, waitAtMost } from './delivery';

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  user_id: string | null;
  attempts: number;
}

/** The email the support team receives (in the team's language, pt), replying goes to the visitor. */
export function composeContactMail(env: Env, row: ContactMessageRow): EmailMessageBuilder {
  loadLocale('pt');
  const mail = i18nObject('pt').contact.mail;
  const text = [
    mail.intro(),
    '',
    `${mail.name()}: ${oneLine(row.name)}`,
    `${mail.email()}: ${oneLine(row.email)}`,
    `${mail.subjectLabel()}: ${oneLine(row.subject)}`,
    `${mail.language()}: ${row.locale}`,
    ...(row.user_id ? [`${mail.user()}: ${row.user_id}`] : []),
    `${mail.reference()}: ${row.id}`,
    '',
    `${mail.message()}:`,
    row.message,
  ].join('\n');
  return {
    from: { name: 'Estadia', email: env.MAIL_FROM },
    to: env.SUPPORT_EMAIL,
    replyTo: { name: oneLine(row.name, 120), email: oneLine(row.email, 254) },
    subject: mail.subject({ subject: oneLine(row.subject) }),
    text,
  };
}

/** One delivery attempt of a stored message; records the outcome. Never throws. */
export async function attemptContactRelay(env: Env, row: ContactMessageRow, now = Date.now()): Promise<boolean> {
  const attempts = row.attempts + 1;
  try {
    await env.EMAIL.send(composeContactMail(env, row));
    await env.DB.prepare("UPDATE contact_messages SET status = 'sent', attempts = ?, sent_at = ?, last_attempt_at = ?, last_error = NULL WHERE id = ?")
      .bind(attempts, new Date().toISOString(), new Date(now).toISOString(), row.id)
      .run();
    return true;
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', where: 'contact.relay', id: row.id, attempts, message: errorText(error) }));
    try {
      await env.DB.prepare('UPDATE contact_messages SET attempts = ?, last_error = ?, last_attempt_at = ?, next_attempt_at = ? WHERE id = ?')
        .bind(attempts, errorText(error), new Date(now).toISOString(), now + retryDelayMs(attempts), row.id)
        .run();
    } catch (recordError) {
      // The row stays pending with its earlier schedule, so the cron still retries it.
      console.error(JSON.stringify({ level: 'error', where: 'contact.relay.record', id: row.id, message: errorText(recordError) }));
    }
    return false;
  }
}

/**
 * `contact.send`: the message is written to D1 first (that is the promise we make), then one
 * relay attempt runs; the answer waits for it a little, never for long. A bot that filled the
 * honeypot gets an answer indistinguishable from success, and nothing is stored.
 */
export async function sendContactMessage(ctx: ApiContext, input: ContactSendInput): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  if (input.website) {
    console.warn(JSON.stringify({ level: 'warn', requestId: ctx.requestId, where: 'contact.honeypot' }));
    return { id };
  }
  const now = Date.now();
  const row: ContactMessageRow = { id, name: input.name, email: input.email, subject: input.subject, message: input.message, locale: input.locale, user_id: ctx.user?.id ?? null, attempts: 0 };
  await ctx.env.DB.prepare(
    `INSERT INTO contact_messages (id, name, email, subject, message, locale, user_id, client_ip, request_id, status, attempts, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
  )
    .bind(id, row.name, row.email, row.subject, row.message, row.locale, row.user_id, ctx.clientIp, ctx.requestId, now + INLINE_GRACE_MS, new Date(now).toISOString())
    .run();
  const relay = attemptContactRelay(ctx.env, row, now);
  ctx.waitUntil(relay);
  await waitAtMost(relay, INLINE_ATTEMPT_WAIT_MS);
  return { id };
}

/** Cron: relays every pending message that is due, each claimed first so no run sends it twice. */
export async function retryPendingContactMessages(env: Env, now = Date.now()): Promise<{ sent: number; failed: number }> {
  const { results } = await env.DB.prepare(
    "SELECT id, name, email, subject, message, locale, user_id, attempts FROM contact_messages WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?",
  )
    .bind(now, BATCH_SIZE)
    .all<ContactMessageRow>();
  let sent = 0;
  let failed = 0;
  for (const row of results) {
    const claim = await env.DB.prepare("UPDATE contact_messages SET next_attempt_at = ? WHERE id = ? AND status = 'pending' AND next_attempt_at <= ?")
      .bind(now + CLAIM_LEASE_MS, row.id, now)
      .run();
    if (claim.meta.changes !== 1) continue;
    if (await attemptContactRelay(env, row, now)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}
