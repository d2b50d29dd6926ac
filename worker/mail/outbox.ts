/**
 * The booking mail outbox (`mail_outbox`): rows are written in the same D1 batch as the change
 * they announce, then sent through the `BOOKING_EMAIL` send_email binding (no destination
 * restriction: guests and hosts) — once right after the request (never awaited by it: a
 * booking does not depend on mail), then by the cron with the contact relay's back-off until
 * they go out. Miniflare simulates the binding locally; the table is the record either way.
 * Mail of a demo copy's host (issue 30, table demo_copies) is never sent: it stays pending in
 * the table, which the demo's workspace shows as its outbox.
 */

/** Rows that may be sent: not a demo copy's (their mail only goes to the demo's own outbox). */
const SENDABLE = '(host_id IS NULL OR host_id NOT IN (SELECT host_id FROM demo_copies))';
import { BATCH_SIZE, CLAIM_LEASE_MS, errorText, oneLine, retryDelayMs } from '../trpc/delivery';
import { replyToOf } from '../inbox/address';
import { mailBodyOf } from './bodies';
import { databaseOf } from '../db/shards'; // every `env` here is the one of the shard the mails are on (issue 46)

export interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
  /** Issue 44: a mail of a stay to its guest goes out with the stay's reply-to address. */
  kind?: string;
  reservation_id?: number | null;
  /** Issue 46: the body's key in the MAIL bucket (html and text then empty; `@`: at its host's key); NULL on older rows. */
  body_key?: string | null;
  host_id?: string | null;
}

/** One delivery attempt; records the outcome. Never throws. */
export async function attemptOutboxMail(env: Env, row: OutboxRow, now = Date.now()): Promise<boolean> {
  const attempts = row.attempts + 1;
  try {
    // Read back first: a body missing from the bucket fails this attempt (retried), never a blank mail.
    const body = await mailBodyOf(env, row);
    const replyTo = row.kind !== undefined ? await replyToOf(env, databaseOf(env), { id: row.id, kind: row.kind, reservation_id: row.reservation_id ?? null }) : null;
    await env.BOOKING_EMAIL.send({
      from: { name: 'Estadia', email: env.MAIL_FROM },
      ...(replyTo ? { replyTo } : {}),
      to: row.recipient,
      // A host's mail keeps its subject with its body (issue 46): the row's is then empty.
      subject: oneLine(body.subject, 250),
      text: body.text,
      html: body.html,
    });
    await databaseOf(env).prepare("UPDATE mail_outbox SET status = 'sent', attempts = ?, sent_at = ?, last_error = NULL WHERE id = ?").bind(attempts, new Date().toISOString(), row.id).run();
    return true;
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', where: 'mail.outbox', id: row.id, attempts, message: errorText(error) }));
    try {
      await databaseOf(env).prepare('UPDATE mail_outbox SET attempts = ?, last_error = ?, next_attempt_at = ? WHERE id = ?').bind(attempts, errorText(error), now + retryDelayMs(attempts), row.id).run();
    } catch {
      // Still pending on its earlier schedule: the cron retries it.
    }
    return false;
  }
}

/**
 * Sends the given rows now, each claimed first (so the cron cannot send it at the same time).
 * For `waitUntil` right after the batch that stored them.
 */
export async function deliverOutbox(env: Env, ids: readonly string[], now = Date.now()): Promise<void> {
  for (const id of ids) {
    const row = await databaseOf(env).prepare(
      `UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ? AND status = 'pending' AND next_attempt_at <= ? AND ${SENDABLE} RETURNING id, host_id, recipient, subject, html, text, attempts, kind, reservation_id, body_key`,
    )
      .bind(now + CLAIM_LEASE_MS, id, now)
      .first<OutboxRow>();
    if (row) await attemptOutboxMail(env, row, now);
  }
}

/** Cron: sends every pending row that is due, each claimed first so no run sends it twice. */
export async function retryPendingOutbox(env: Env, now = Date.now()): Promise<{ sent: number; failed: number }> {
  const { results } = await databaseOf(env).prepare(`SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= ? AND ${SENDABLE} ORDER BY next_attempt_at LIMIT ?`)
    .bind(now, BATCH_SIZE)
    .all<{ id: string }>();
  let sent = 0;
  let failed = 0;
  for (const { id } of results) {
    const row = await databaseOf(env).prepare(
      "UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ? AND status = 'pending' AND next_attempt_at <= ? RETURNING id, host_id, recipient, subject, html, text, attempts, kind, reservation_id, body_key",
    )
      .bind(now + CLAIM_LEASE_MS, id, now)
      .first<OutboxRow>();
    if (!row) continue;
    if (await attemptOutboxMail(env, row, now)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}
