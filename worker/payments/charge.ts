/**
 * The charge a booking paid online makes at the host's provider (issue 42), after the booking's
 * batch: Mercado Pago a Pix payment (its copy-and-paste code and QR on our page; BRL only) and a
 * Checkout Pro preference (cards, wallet); Stripe a Checkout Session (card, and Pix for a
 * Brazilian account in BRL). The amount is what the policy asks now (total or deposit), the
 * idempotency key comes from the reservation (`<code>:<kind>:<attempt>`), and the charge
 * expires before the hold (shared/payments/deadline.ts). Each is one `payment_charges` row.
 */
import { qrSvg } from '../../shared/pix/qr';
import { stripeExpiry, mercadoPagoDate } from '../../shared/payments/deadline';
import type { Provider } from '../../shared/payments/schemas';
import { mercadoPago, stripe, ProviderError } from './clients';
import { webhookUrlOf, type ProviderConnection } from './providers';
import { ROUTE_PARAM } from '../db/guest-routes';

export interface OnlinePayment {
  provider: Provider;
  checkoutUrl?: string;
  pixCopyPaste?: string;
  pixQrSvg?: string;
  /** The provider's own page for the Pix charge (Mercado Pago's ticket_url; the simulator's locally). */
  pixTicketUrl?: string;
  expiresAt: string;
}

export interface ChargeTarget {
  reservationId: number;
  code: string;
  hostId: string;
  /** Issue 46: goes with the charge so that its notification finds the property's shard. */
  propertyId: number;
  currency: string;
  amountCents: number;
  guestEmail: string;
  title: string;
  /** The guest's page, where the provider sends them back. */
  returnUrl: string;
  chargeExpiresAt: string;
}

interface ChargeRow {
  kind: 'pix' | 'checkout';
  checkout_url: string | null;
  pix_copy_paste: string | null;
  expires_at: string;
  provider: Provider;
  idempotency_key: string;
}

/** The reservation's charges still open at `now` (the newest of each kind), as the guest's page shows them. */
export async function openPayment(db: D1Database, reservationId: number, now = new Date()): Promise<OnlinePayment | null> {
  const { results } = await db
    .prepare('SELECT kind, checkout_url, pix_copy_paste, expires_at, provider, idempotency_key FROM payment_charges WHERE reservation_id = ? AND expires_at > ? ORDER BY id DESC')
    .bind(reservationId, now.toISOString())
    .all<ChargeRow>();
  if (results.length === 0) return null;
  return paymentOf(results);
}

function paymentOf(rows: ChargeRow[]): OnlinePayment {
  const checkout = rows.find((row) => row.kind === 'checkout');
  const pix = rows.find((row) => row.kind === 'pix');
  const expiresAt = [checkout?.expires_at, pix?.expires_at].filter((value): value is string => Boolean(value)).sort()[0] ?? rows[0]!.expires_at;
  return {
    provider: rows[0]!.provider,
    ...(checkout?.checkout_url ? { checkoutUrl: checkout.checkout_url } : {}),
    ...(pix?.pix_copy_paste ? { pixCopyPaste: pix.pix_copy_paste, pixQrSvg: qrSvg(pix.pix_copy_paste, { label: 'Pix QR code' }) } : {}),
    ...(pix?.checkout_url ? { pixTicketUrl: pix.checkout_url } : {}),
    expiresAt,
  };
}

/** How many times this reservation was charged before (the next attempt's number). */
async function nextAttempt(db: D1Database, reservationId: number): Promise<number> {
  const row = await db.prepare('SELECT COUNT(DISTINCT idempotency_key) AS n FROM payment_charges WHERE reservation_id = ?').bind(reservationId).first<{ n: number }>();
  return (row?.n ?? 0) + 1;
}

/**
 * Creates the charge(s) at the provider and stores them; throws ProviderError when the provider
 * refuses (the booking stays pending with its hold; the guest's page offers to try again).
 */
export async function createCharges(env: Env, connection: ProviderConnection, target: ChargeTarget, now = new Date()): Promise<OnlinePayment> {
  const attempt = await nextAttempt(env.DB, target.reservationId);
  const rows: (ChargeRow & { ref: string; amount: number })[] = [];
  // Issue 46: Mercado Pago calls back this URL with data.id and type added to its query; the
  // property's id in it routes the notification to the property's shard (worker/db/guest-routes.ts).
  const notificationUrl = `${webhookUrlOf(env.SITE_URL, connection.provider, connection.webhookToken)}?${ROUTE_PARAM}=${target.propertyId}`;
  if (connection.provider === 'mercadopago') {
    const expires = mercadoPagoDate(target.chargeExpiresAt);
    if (target.currency === 'BRL') {
      const key = `${target.code}:pix:${attempt}`;
      const pix = await mercadoPago.createPix(env, connection.secret, {
        amountCents: target.amountCents,
        description: target.title,
        payerEmail: target.guestEmail,
        reference: target.code,
        notificationUrl,
        expiresAt: expires,
        idempotencyKey: key,
      });
      const code = pix.point_of_interaction?.transaction_data?.qr_code;
      rows.push({ kind: 'pix', ref: String(pix.id), amount: target.amountCents, checkout_url: pix.point_of_interaction?.transaction_data?.ticket_url ?? null, pix_copy_paste: code ?? null, expires_at: target.chargeExpiresAt, provider: 'mercadopago', idempotency_key: key });
    }
    const key = `${target.code}:checkout:${attempt}`;
    const preference = await mercadoPago.createPreference(env, connection.secret, {
      amountCents: target.amountCents,
      currency: target.currency,
      title: target.title,
      reference: target.code,
      notificationUrl,
      backUrl: target.returnUrl,
      expiresAt: expires,
      idempotencyKey: key,
    });
    rows.push({ kind: 'checkout', ref: preference.id, amount: target.amountCents, checkout_url: preference.init_point, pix_copy_paste: null, expires_at: target.chargeExpiresAt, provider: 'mercadopago', idempotency_key: key });
  } else {
    const key = `${target.code}:checkout:${attempt}`;
    const expiresAt = stripeExpiry(target.chargeExpiresAt, now);
    const session = await stripe.createSession(env, connection.secret, {
      amountCents: target.amountCents,
      currency: target.currency,
      title: target.title,
      reference: target.code,
      propertyId: target.propertyId,
      successUrl: target.returnUrl,
      cancelUrl: target.returnUrl,
      expiresAt,
      pix: connection.accountCountry === 'BR' && target.currency === 'BRL',
      idempotencyKey: key,
    });
    if (!session.url) throw new ProviderError(502, 'Stripe answered a session without a URL');
    rows.push({ kind: 'checkout', ref: session.id, amount: target.amountCents, checkout_url: session.url, pix_copy_paste: null, expires_at: new Date(expiresAt * 1000).toISOString(), provider: 'stripe', idempotency_key: key });
  }
  const at = now.toISOString();
  // A retried request whose key the provider answered with the same object finds its row there already.
  await env.DB.batch(
    rows.map((row) =>
      env.DB.prepare(
        `INSERT OR IGNORE INTO payment_charges (host_id, reservation_id, provider, kind, provider_ref, idempotency_key, amount_cents, currency, checkout_url, pix_copy_paste, expires_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(target.hostId, target.reservationId, row.provider, row.kind, row.ref, row.idempotency_key, row.amount, target.currency, row.checkout_url, row.pix_copy_paste, row.expires_at, at),
    ),
  );
  return paymentOf(rows);
}
