/**
 * Refunds of online payments through the provider that took them (issue 42), each with an
 * idempotency key and one `payment_refunds` line: by the cancellation policy when a refundable
 * stay is cancelled (guest or host), by hand from the reservation (owner and manager), and at
 * once for a payment that arrived for a stay already released (a late payment). The provider
 * is called first; the line, the payment's state, the reservation's paid amount and the audit
 * line are then written in one batch, which a repeated key finds already written.
 */
import type { Provider } from '../../shared/payments/schemas';
import { mercadoPago, stripe } from './clients';
import { connectionOf } from './providers';

export type RefundReason = 'cancellation' | 'host' | 'late_payment';

export interface RefundablePayment {
  id: number;
  hostId: string;
  reservationId: number;
  provider: Provider;
  providerRef: string;
  amountCents: number;
  refundedCents: number;
}

/** The reservation's online payments with what is left to refund (another host's → none). */
export async function onlinePaymentsOf(db: D1Database, hostId: string, reservationId: number): Promise<RefundablePayment[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.host_id AS hostId, p.reservation_id AS reservationId, p.provider, p.provider_ref AS providerRef, p.amount_cents AS amountCents,
              COALESCE((SELECT SUM(f.amount_cents) FROM payment_refunds f WHERE f.payment_id = p.id), 0) AS refundedCents
       FROM payments p WHERE p.reservation_id = ? AND p.host_id = ? AND p.provider IN ('mercadopago', 'stripe') AND p.provider_ref IS NOT NULL ORDER BY p.id`,
    )
    .bind(reservationId, hostId)
    .all<RefundablePayment>();
  return results;
}

export class RefundUnavailable extends Error {}

/**
 * Refunds `amountCents` (default: what is left) of one online payment. Returns the refunded
 * amount (0 when nothing was left). Throws ProviderError when the provider refuses,
 * RefundUnavailable when the host's account is no longer connected. `db`: the host's shard
 * (issue 46: a host procedure's database, the guest link's or the notification's shard).
 */
export async function refundOnline(env: Env, db: D1Database, payment: RefundablePayment, reason: RefundReason, options: { amountCents?: number; now?: Date } = {}): Promise<number> {
  const left = payment.amountCents - payment.refundedCents;
  const amount = Math.min(left, options.amountCents ?? left);
  if (amount <= 0) return 0;
  const connection = await connectionOf(env, db, payment.hostId, payment.provider);
  if (!connection) throw new RefundUnavailable(`No ${payment.provider} account connected`);
  // The same refund asked twice (a retried request, a double click) carries the same key.
  const key = `refund:${payment.id}:${reason}:${payment.refundedCents}:${amount}`;
  const refund =
    payment.provider === 'mercadopago'
      ? String((await mercadoPago.refund(env, connection.secret, payment.providerRef, amount, key)).id)
      : (await stripe.refund(env, connection.secret, payment.providerRef, amount, key)).id;
  const at = (options.now ?? new Date()).toISOString();
  try {
    await db.batch([
      db.prepare(
        `INSERT INTO payment_refunds (host_id, reservation_id, payment_id, amount_cents, provider, provider_ref, idempotency_key, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(payment.hostId, payment.reservationId, payment.id, amount, payment.provider, refund, key, reason, at),
      db.prepare(
        `UPDATE payments SET status = CASE WHEN (SELECT SUM(amount_cents) FROM payment_refunds WHERE payment_id = ?1) >= amount_cents THEN 'refunded' ELSE status END WHERE id = ?1`,
      ).bind(payment.id),
      db.prepare('UPDATE reservations SET paid_cents = MAX(0, paid_cents - ?), updated_at = ? WHERE id = ? AND host_id = ?').bind(amount, at, payment.reservationId, payment.hostId),
      db.prepare(`INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, ?, ?, ?, 'refund', ?)`).bind(
        payment.hostId,
        payment.reservationId,
        at,
        reason === 'host' ? 'host' : 'system',
        JSON.stringify({ paymentId: payment.id, provider: payment.provider, refundedCents: amount, reason }),
      ),
    ]);
  } catch (error) {
    // The same key written already: this refund is on the books once.
    if (/UNIQUE constraint failed: payment_refunds\.idempotency_key/i.test(String((error as Error)?.message ?? error))) return amount;
    throw error;
  }
  return amount;
}

/**
 * A cancelled stay's online payments refunded as the policy says: all of what was paid when the
 * stay was refundable (cancelled within its window, or by the host), nothing when it was sold
 * non-refundable. Failures are logged and left for the host's refund by hand. `db`: the host's
 * shard (issue 46), as refundOnline's.
 */
export async function refundCancelled(env: Env, db: D1Database, hostId: string, reservationId: number, refundable: boolean): Promise<number> {
  if (!refundable) return 0;
  let total = 0;
  for (const payment of await onlinePaymentsOf(db, hostId, reservationId)) {
    try {
      total += await refundOnline(env, db, payment, 'cancellation');
    } catch (error) {
      console.error(JSON.stringify({ level: 'warn', where: 'payments.refund', reservationId, paymentId: payment.id, message: String((error as Error)?.message ?? error) }));
    }
  }
  return total;
}
