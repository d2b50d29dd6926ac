import type { EmailMessageBuilder } from '@cloudflare/workers-types/index.ts';
import { i18nObject } from '../../web/i18n/i18n-util';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import type { NewsletterSubscribeInput } from '../../shared/schemas';
import type { ApiContext } from './trpc';
import { BATCH_SIZE, CLAIM_LEASE_MS, INLINE_ATTEMPT_WAIT_MS, INLINE_GRACE_MS, errorText, oneLine, retryDelayMs, waitAtMost } from './delivery';

interface SubscriberRow {
  id: number;
  email: string;
  locale: string;
  notify_attempts: number;
}

/** The team's notice of a new subscriber (in the team's language, pt). */
export function composeSubscriberMail(env: Env, row: SubscriberRow): EmailMessageBuilder {
  loadLocale('pt');
  const texts = i18nObject('pt').newsletter;
  const email = oneLine(row.email, 254);
  return {
    from: { name: 'Estadia', email: env.MAIL_FROM },
    to: env.SUPPORT_EMAIL,
    subject: texts.mailSubject({ email }),
    text: texts.mailBody({ email, locale: row.locale }),
  };
}

async function notifySubscriber(env: Env, row: SubscriberRow, now = Date.now()): Promise<boolean> {
  const attempts = row.notify_attempts + 1;
  try {
    await env.EMAIL.send(composeSubscriberMail(env, row));
    await env.DB.prepare('UPDATE newsletter SET notified_at = ?, notify_attempts = ? WHERE id = ?').bind(new Date().toISOString(), attempts, row.id).run();
    return true;
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', where: 'newsletter.notify', id: row.id, attempts, message: errorText(error) }));
    try {
      await env.DB.prepare('UPDATE newsletter SET notify_attempts = ?, next_attempt_at = ? WHERE id = ?').bind(attempts, now + retryDelayMs(attempts), row.id).run();
    } catch {
      // Still due on its earlier schedule: the cron retries it.
    }
    return false;
  }
}

/**
 * `newsletter.subscribe`: one row per address whatever its case. Only a new subscriber is
 * stored and announced to the team; a repeat gets the same answer.
 */
export async function subscribeToNewsletter(ctx: ApiContext, input: NewsletterSubscribeInput): Promise<{ subscribed: true }> {
  const now = Date.now();
  const email = input.email.toLowerCase();
  const inserted = await ctx.env.DB.prepare(
    'INSERT INTO newsletter (email, locale, created_at, next_attempt_at) VALUES (?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id',
  )
    .bind(email, input.locale, new Date(now).toISOString(), now + INLINE_GRACE_MS)
    .first<{ id: number }>();
  if (inserted) {
    const notice = notifySubscriber(ctx.env, { id: inserted.id, email, locale: input.locale, notify_attempts: 0 }, now);
    ctx.waitUntil(notice);
    await waitAtMost(notice, INLINE_ATTEMPT_WAIT_MS);
  }
  return { subscribed: true };
}

/** Cron: announces subscribers whose notice failed earlier. */
export async function retryPendingSubscriberNotices(env: Env, now = Date.now()): Promise<{ sent: number; failed: number }> {
  const { results } = await env.DB.prepare('SELECT id, email, locale, notify_attempts FROM newsletter WHERE notified_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?')
    .bind(now, BATCH_SIZE)
    .all<SubscriberRow>();
  let sent = 0;
  let failed = 0;
  for (const row of results) {
    const claim = await env.DB.prepare('UPDATE newsletter SET next_attempt_at = ? WHERE id = ? AND notified_at IS NULL AND next_attempt_at <= ?').bind(now + CLAIM_LEASE_MS, row.id, now).run();
    if (claim.meta.changes !== 1) continue;
    if (await notifySubscriber(env, row, now)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}
