/**
 * The online charge of a booking (issue 42): made right after booking.create's batch, and again
 * when the guest asks from their page once a charge expired or failed (booking.pay). A charge
 * still open is answered as it is; a stay no longer waiting for payment gets none.
 */
import { CHARGE_MARGIN_MINUTES, STRIPE_MIN_EXPIRY_SECONDS } from '../../shared/payments/deadline';
import type { Provider } from '../../shared/payments/schemas';
import { connectionOf } from './providers';
import { createCharges, openPayment, type OnlinePayment } from './charge';

interface WaitingRow {
  id: number;
  code: string;
  host_id: string;
  status: string;
  currency: string;
  amount_due_now_cents: number;
  paid_cents: number;
  hold_expires_at: string | null;
  online_provider: Provider | null;
  guest_email: string | null;
  property_id: number;
  property_name: string;
}

export type ChargeOutcome = { ok: true; payment: OnlinePayment } | { ok: false; problem: 'not_waiting' | 'not_connected' | 'too_late' };

/**
 * The open charge of a reservation paid online, made now if none is open. Throws ProviderError
 * when the provider refuses. `env`'s `DB` is the stay's shard (issue 46: booking.create's routed by
 * the property, booking.pay's by the link), `db` that same database.
 */
export async function chargeReservation(env: Env, db: D1Database, reservationId: number, returnUrl: string, now = new Date()): Promise<ChargeOutcome> {
  const row = await db.prepare(
    `SELECT r.id, r.code, r.host_id, r.status, r.currency, r.amount_due_now_cents, r.paid_cents, r.hold_expires_at, r.online_provider,
            COALESCE(r.guest_email, g.email) AS guest_email, p.id AS property_id, p.name AS property_name
     FROM reservations r JOIN properties p ON p.id = r.property_id LEFT JOIN guests g ON g.id = r.guest_id WHERE r.id = ?`,
  )
    .bind(reservationId)
    .first<WaitingRow>();
  if (!row || !row.online_provider || row.status !== 'pending' || !row.hold_expires_at || row.paid_cents >= row.amount_due_now_cents) return { ok: false, problem: 'not_waiting' };
  const open = await openPayment(db, row.id, now);
  if (open) return { ok: true, payment: open };
  const chargeExpiresAt = new Date(Date.parse(row.hold_expires_at) - CHARGE_MARGIN_MINUTES * 60_000);
  // Stripe keeps a session open at least 30 minutes: too close to the hold, it would outlive it.
  const shortest = row.online_provider === 'stripe' ? (STRIPE_MIN_EXPIRY_SECONDS + 60) * 1000 : 60_000;
  if (chargeExpiresAt.getTime() < now.getTime() + shortest) return { ok: false, problem: 'too_late' };
  const connection = await connectionOf(env, db, row.host_id, row.online_provider);
  if (!connection) return { ok: false, problem: 'not_connected' };
  const payment = await createCharges(
    env,
    connection,
    {
      reservationId: row.id,
      code: row.code,
      hostId: row.host_id,
      propertyId: row.property_id,
      currency: row.currency,
      amountCents: row.amount_due_now_cents - row.paid_cents,
      guestEmail: row.guest_email ?? '',
      title: `${row.property_name} · ${row.code}`,
      returnUrl,
      chargeExpiresAt: chargeExpiresAt.toISOString(),
    },
    now,
  );
  return { ok: true, payment };
}

/** A reservation's hold deadline (what the guest's page shows when no charge could be made now). */
export async function holdExpiryOf(db: D1Database, reservationId: number): Promise<string | null> {
  const row = await db.prepare('SELECT hold_expires_at FROM reservations WHERE id = ?').bind(reservationId).first<{ hold_expires_at: string | null }>();
  return row?.hold_expires_at ?? null;
}
