/**
 * Payments a host records against a reservation (issue 14). A payment is a row of `payments`
 * (so a provider's webhook can add rows later), and the reservation's `paid_cents` is their
 * sum, kept in the same batch as the row and an audit line: never one without the others.
 * A pending Pix hold whose amount due at booking is covered becomes `confirmed` and stops
 * expiring in that same batch.
 */
import type { ListPaymentsInput, PaymentMethod, RecordPaymentInput } from '../../shared/pix/payments';
import { todayIn } from '../../shared/stay/dates';

export interface PaymentItem {
  id: number;
  amountCents: number;
  method: PaymentMethod;
  status: 'received' | 'refunded';
  receivedOn: string;
  /** null: recorded by the host. */
  provider: string | null;
  /** Given back so far through the provider (payment_refunds lines; 0 for one recorded by hand). */
  refundedCents: number;
  note: string;
  createdAt: string;
}

export interface ReservationPayments {
  reservationId: number;
  code: string;
  status: string;
  currency: string;
  totalCents: number;
  paidCents: number;
  /** What is still to pay (never negative). */
  balanceCents: number;
  /** What the guest was asked to pay by Pix at booking. */
  amountDueNowCents: number;
  /** When an unpaid Pix hold is released (ISO instant), or null. */
  holdExpiresAt: string | null;
  payments: PaymentItem[];
}

/** The received-on date is after today in the property's time zone. */
export class PaymentInFuture extends Error {
  constructor(readonly today: string) {
    super(`A payment cannot be received after today (${today})`);
  }
}

/** A cancelled stay takes no payment (issue 39): a refund is how money goes back, nothing comes in. */
export class PaymentOnCancelled extends Error {
  constructor(readonly code: string) {
    super(`Reservation ${code} is cancelled: a cancelled stay takes no payment`);
  }
}

interface ReservationRow {
  id: number;
  code: string;
  status: string;
  currency: string;
  totalCents: number;
  paidCents: number;
  amountDueNowCents: number;
  holdExpiresAt: string | null;
  timezone: string;
}

/** The host's own reservation with what payments need, or null (another host's, or none). */
function ownedReservation(db: D1Database, hostId: string, reservationId: number) {
  return db
    .prepare(
      `SELECT r.id, r.code, r.status, r.currency, r.total_cents AS totalCents, r.paid_cents AS paidCents,
              r.amount_due_now_cents AS amountDueNowCents, r.hold_expires_at AS holdExpiresAt, p.timezone
       FROM reservations r JOIN properties p ON p.id = r.property_id
       WHERE r.id = ? AND r.host_id = ?`,
    )
    .bind(reservationId, hostId)
    .first<ReservationRow>();
}

export interface RecordedPayment {
  id: number;
  paidCents: number;
  status: string;
}

/** Whether a payment of `amountCents` confirms a pending stay (the condition the UPDATEs test in SQL). */
export function paymentConfirms(row: { status: string; holdExpiresAt: string | null; paidCents: number; amountDueNowCents: number }, amountCents: number): boolean {
  return row.status === 'pending' && row.holdExpiresAt !== null && row.paidCents + amountCents >= row.amountDueNowCents;
}

/**
 * Records a payment: the row, the reservation's new paid amount (and confirmation of a covered
 * Pix hold), and the audit line, in one batch. Null when the reservation is not the host's.
 * Throws PaymentInFuture for a date after today in the property's time zone, PaymentOnCancelled
 * for a cancelled stay. When the payment
 * confirms the stay, `onConfirm`'s statements (the guest's confirmation mail) join the batch.
 */
export async function recordPayment(
  db: D1Database,
  hostId: string,
  input: RecordPaymentInput,
  now = new Date(),
  onConfirm?: (reservationId: number) => Promise<D1PreparedStatement[]>,
): Promise<RecordedPayment | null> {
  const reservation = await ownedReservation(db, hostId, input.reservationId);
  if (!reservation) return null;
  if (reservation.status === 'cancelled') throw new PaymentOnCancelled(reservation.code);
  const today = todayIn(reservation.timezone, now);
  if (input.receivedOn > today) throw new PaymentInFuture(today);
  const at = now.toISOString();
  const extra = onConfirm && paymentConfirms(reservation, input.amountCents) ? await onConfirm(reservation.id) : [];
  const [inserted, updated] = await db.batch([
    db
      .prepare(`INSERT INTO payments (host_id, reservation_id, amount_cents, method, received_on, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`)
      .bind(hostId, reservation.id, input.amountCents, input.method, input.receivedOn, input.note ?? '', at),
    // SET expressions all read the row as it was, so both CASEs test the same condition.
    db
      .prepare(
        `UPDATE reservations SET
           paid_cents = paid_cents + ?1,
           status = CASE WHEN status = 'pending' AND hold_expires_at IS NOT NULL AND paid_cents + ?1 >= amount_due_now_cents THEN 'confirmed' ELSE status END,
           hold_expires_at = CASE WHEN status = 'pending' AND hold_expires_at IS NOT NULL AND paid_cents + ?1 >= amount_due_now_cents THEN NULL ELSE hold_expires_at END,
           updated_at = ?2
         WHERE id = ?3 AND host_id = ?4
         RETURNING paid_cents AS paidCents, status`,
      )
      .bind(input.amountCents, at, reservation.id, hostId),
    db
      .prepare(
        `INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail)
         SELECT ?1, r.id, ?2, 'host', 'payment',
                json_object('paymentId', (SELECT MAX(id) FROM payments WHERE reservation_id = r.id), 'amountCents', ?3, 'method', ?4,
                            'receivedOn', ?5, 'paidCents', r.paid_cents, 'from', ?6, 'to', r.status)
         FROM reservations r WHERE r.id = ?7 AND r.host_id = ?1`,
      )
      .bind(hostId, at, input.amountCents, input.method, input.receivedOn, reservation.status, reservation.id),
    ...extra,
  ]);
  const paymentId = (inserted?.results[0] as { id: number } | undefined)?.id;
  const after = updated?.results[0] as { paidCents: number; status: string } | undefined;
  if (paymentId === undefined || !after) throw new Error('Payment batch returned no row');
  return { id: paymentId, paidCents: after.paidCents, status: after.status };
}

/** A reservation's payments and amounts, or null when it is not the host's. */
export async function listPayments(db: D1Database, hostId: string, input: ListPaymentsInput): Promise<ReservationPayments | null> {
  const reservation = await ownedReservation(db, hostId, input.reservationId);
  if (!reservation) return null;
  const { results } = await db
    .prepare(
      `SELECT id, amount_cents AS amountCents, method, status, received_on AS receivedOn, provider, note, created_at AS createdAt,
              COALESCE((SELECT SUM(f.amount_cents) FROM payment_refunds f WHERE f.payment_id = payments.id), 0) AS refundedCents
       FROM payments WHERE reservation_id = ? AND host_id = ? ORDER BY received_on, id`,
    )
    .bind(reservation.id, hostId)
    .all<PaymentItem>();
  return {
    reservationId: reservation.id,
    code: reservation.code,
    status: reservation.status,
    currency: reservation.currency,
    totalCents: reservation.totalCents,
    paidCents: reservation.paidCents,
    // Nothing is owed on a cancelled stay (its online payment refunded by the policy is not "due" again).
    balanceCents: reservation.status === 'cancelled' ? 0 : Math.max(0, reservation.totalCents - reservation.paidCents),
    amountDueNowCents: reservation.amountDueNowCents,
    holdExpiresAt: reservation.holdExpiresAt,
    payments: results,
  };
}

/** The payment was already refunded. */
export class AlreadyRefunded extends Error {}

/** The payment was taken online by a provider: only a refund through it (host.payments.refundOnline) gives the money back. */
export class PaidOnline extends Error {}

/**
 * Marks a received payment refunded and takes it off the reservation's paid amount, with an
 * audit line, in one batch. Null when the payment is not the host's; AlreadyRefunded when it
 * was refunded before (a guard statement rolls the batch back if another refund won meanwhile).
 */
export async function refundPayment(db: D1Database, hostId: string, paymentId: number, now = new Date()): Promise<{ reservationId: number; paidCents: number } | null> {
  const payment = await db
    .prepare('SELECT id, reservation_id AS reservationId, amount_cents AS amountCents, status, provider, provider_ref AS providerRef FROM payments WHERE id = ? AND host_id = ?')
    .bind(paymentId, hostId)
    .first<{ id: number; reservationId: number; amountCents: number; status: string; provider: string | null; providerRef: string | null }>();
  if (!payment) return null;
  if (payment.status !== 'received') throw new AlreadyRefunded();
  // Marking it refunded here would take it off the books while the provider still holds the money.
  if (payment.providerRef && (payment.provider === 'mercadopago' || payment.provider === 'stripe')) throw new PaidOnline();
  const at = now.toISOString();
  try {
    const results = await db.batch([
      // SQLite evaluates json('…') only when the WHERE lets the row through: an error rolls back.
      db.prepare(`SELECT json('payment no longer received') WHERE NOT EXISTS (SELECT 1 FROM payments WHERE id = ? AND status = 'received')`).bind(payment.id),
      db.prepare(`UPDATE payments SET status = 'refunded' WHERE id = ? AND host_id = ?`).bind(payment.id, hostId),
      db
        .prepare('UPDATE reservations SET paid_cents = MAX(0, paid_cents - ?), updated_at = ? WHERE id = ? AND host_id = ? RETURNING paid_cents AS paidCents')
        .bind(payment.amountCents, at, payment.reservationId, hostId),
      db
        .prepare(`INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, ?, ?, 'host', 'payment', ?)`)
        .bind(hostId, payment.reservationId, at, JSON.stringify({ paymentId: payment.id, refundedCents: payment.amountCents })),
    ]);
    const after = results[2]?.results[0] as { paidCents: number } | undefined;
    return { reservationId: payment.reservationId, paidCents: after?.paidCents ?? 0 };
  } catch (error) {
    if (/malformed JSON/i.test(error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error))) throw new AlreadyRefunded();
    throw error;
  }
}

export interface PixSettingsView {
  propertyId: number;
  currency: string;
  /** Pix is offered only for BRL properties. */
  pixAllowed: boolean;
  key: string | null;
  keyType: string | null;
  receiverName: string | null;
  receiverCity: string | null;
  policy: 'full' | 'deposit' | 'at_property';
  depositPercent: number;
  holdHours: number;
  /** Issue 42: the host's connected provider that takes this property's online payments. */
  paymentProvider: 'mercadopago' | 'stripe' | null;
}

/** A property's Pix settings as the settings form shows them, or null when it is not the host's. */
export function pixSettingsOf(db: D1Database, hostId: string, propertyId: number): Promise<PixSettingsView | null> {
  return db
    .prepare(
      `SELECT id AS propertyId, currency, currency = 'BRL' AS pixAllowed, pix_key AS key, pix_key_type AS keyType, pix_receiver_name AS receiverName,
              pix_receiver_city AS receiverCity, payment_policy AS policy, deposit_percent AS depositPercent, pix_hold_hours AS holdHours,
              payment_provider AS paymentProvider
       FROM properties WHERE id = ? AND host_id = ? AND archived_at IS NULL`,
    )
    .bind(propertyId, hostId)
    .first<Omit<PixSettingsView, 'pixAllowed'> & { pixAllowed: number }>()
    .then((row) => (row ? { ...row, pixAllowed: row.pixAllowed === 1 } : null));
}
