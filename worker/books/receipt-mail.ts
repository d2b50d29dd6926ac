/** The receipt mailed to the guest (issue 43): the receipt's own HTML as the body, through the booking outbox. */
import { deliverOutbox } from '../mail/outbox';
import { wordsOf } from './exports';
import { receiptHtml, type ReceiptData } from './receipt';
import { databaseOf } from '../db/shards';
// Called from host.receipts.mail with the hostProcedure's ctx.env: the host's shard (issue 46).


/**
 * Stores the mail (kind `receipt`) and sends it before answering (the host asked for it now; the
 * outbox's cron retries a failure), so nothing of it is still being written after the answer.
 */
export async function mailReceipt(env: Env, hostId: string, data: ReceiptData): Promise<string> {
  const t = wordsOf(data.locale).booksDocs.receipt;
  const id = crypto.randomUUID();
  const html = receiptHtml(data);
  const text = `${t.mailIntro({ name: data.guestName })}\n\n${t.number({ code: data.code })}\n${data.legalName}`;
  await databaseOf(env).prepare(
    `INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at)
     VALUES (?, ?, ?, 'receipt', ?, ?, ?, ?, 'pending', 0, ?, ?)`,
  )
    .bind(id, hostId, data.id, data.guestEmail, t.subject({ code: data.code, property: data.propertyName }), html, text, Date.now(), new Date().toISOString())
    .run();
  await deliverOutbox(env, [id]);
  return id;
}
