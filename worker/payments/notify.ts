/**
 * A provider's notification (issue 42), trusted only after: (1) the per-host URL names a
 * connected account, (2) the signature checks with that account's webhook secret (else 401,
 * nothing written), (3) the payment is read back from the provider with that account's key (a
 * body that says "approved" is never believed). An approved payment for one of this host's
 * reservations is then written in ONE batch: the payment line (provider and its id, unique, so a
 * repeat writes nothing), the paid amount, the confirmation of a pending stay whose amount due is
 * covered, the audit line and the guest's confirmation mail. A payment for a stay already
 * released (its hold expired) is recorded, refunded at once, and the host and guest are told.
 *
 * Issue 46: all of it runs on the shard of the property the charge was made for, named by what
 * we put in the charge (worker/db/guest-routes.ts, shardOfNotification; the directory's own shard for a charge
 * made before): the account, the signature's secret, the reservation and the writes are there.
 */
import { i18nObject } from '../../web/i18n/i18n-util';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { formatDate } from '../../shared/format';
import { formatMoneyCents } from '../../shared/stay/money';
import { toLocale } from '../../shared/locales';
import { PROVIDER_NAMES, type Provider } from '../../shared/payments/schemas';
import { storeMailBodies } from '../mail/bodies';
import { hostEmailOf, hostSignInEmail, outboxStatement, reservationById, type OutboxMail } from '../db/booking';
import { confirmedMailStatements } from './confirmed-mail';
import { paymentConfirms } from '../db/payments';
import { mercadoPago, stripe, ProviderError, type MpPaymentRead, type StripeSessionRead } from './clients';
import { connectionByToken, type ProviderConnection } from './providers';
import { verifyMercadoPago, verifyStripe } from './signatures';
import { shardOfNotification } from '../db/guest-routes';
import { DIRECTORY_SHARD, shardDatabase, shardEnv } from '../db/shards';
import { onlinePaymentsOf, refundOnline } from './refunds';

export interface NotificationOutcome {
  status: number;
  body: { ok: boolean; result: 'confirmed' | 'recorded' | 'duplicate' | 'ignored' | 'late_refunded' | 'refused' | 'unknown'; reason?: string };
  /** Mail rows written, to send after the answer. */
  mailIds: string[];
  /** The shard they were written on (issue 46). */
  binding: string;
}

const answer = (status: number, result: NotificationOutcome['body']['result'], reason?: string, mailIds: string[] = [], binding = DIRECTORY_SHARD): NotificationOutcome => ({
  status,
  body: { ok: status < 300, result, ...(reason ? { reason } : {}) },
  mailIds,
  binding,
});

/** What a read-back says about a payment, provider-neutral. */
interface ReadBack {
  approved: boolean;
  /** The provider's id the line is keyed on (Mercado Pago: the payment; Stripe: the payment intent). */
  ref: string;
  amountCents: number;
  currency: string;
  method: 'pix' | 'card';
  reservationCode: string | null;
}

function fromMercadoPago(payment: MpPaymentRead): ReadBack {
  return {
    approved: payment.status === 'approved',
    ref: String(payment.id),
    amountCents: Math.round(Number(payment.transaction_amount) * 100),
    currency: payment.currency_id,
    method: payment.payment_method_id === 'pix' ? 'pix' : 'card',
    reservationCode: payment.external_reference || null,
  };
}

function fromStripe(session: StripeSessionRead): ReadBack {
  return {
    approved: session.payment_status === 'paid' && Boolean(session.payment_intent),
    ref: session.payment_intent ?? session.id,
    amountCents: session.amount_total,
    currency: session.currency.toUpperCase(),
    method: 'card',
    reservationCode: session.client_reference_id ?? session.metadata?.reservation ?? null,
  };
}

const STRIPE_PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** Verifies and reads back one notification, then applies it. */
export async function handleNotification(env: Env, provider: Provider, token: string, request: Request, now = new Date()): Promise<NotificationOutcome> {
  const url = new URL(request.url);
  const body = await request.text();
  const binding = await shardOfNotification(env, provider, url, body);
  const shard: Shard = { binding, env: shardEnv(env, binding), db: shardDatabase(env, binding), directory: shardDatabase(env, DIRECTORY_SHARD) };
  const connection = await connectionByToken(env, shard.db, provider, token);
  if (!connection) return answer(404, 'unknown');
  let readBack: ReadBack | null;
  try {
    if (provider === 'mercadopago') {
      const dataId = url.searchParams.get('data.id') ?? url.searchParams.get('id');
      const problem = await verifyMercadoPago({ signature: request.headers.get('x-signature'), requestId: request.headers.get('x-request-id'), dataId, secret: connection.webhookSecret, nowMs: now.getTime() });
      if (problem) return answer(401, 'refused', problem);
      const type = url.searchParams.get('type') ?? url.searchParams.get('topic') ?? typeOfBody(body);
      if (type !== 'payment') return answer(200, 'ignored', `type ${type ?? 'none'}`);
      readBack = fromMercadoPago(await mercadoPago.payment(env, connection.secret, dataId!));
    } else {
      const problem = await verifyStripe({ header: request.headers.get('stripe-signature'), body, secret: connection.webhookSecret, nowMs: now.getTime() });
      if (problem) return answer(401, 'refused', problem);
      const event = parseJson(body) as { type?: string; data?: { object?: { id?: string; object?: string } } } | null;
      if (!event?.type || !STRIPE_PAID_EVENTS.has(event.type) || event.data?.object?.object !== 'checkout.session' || !event.data.object.id) return answer(200, 'ignored', `event ${event?.type ?? 'none'}`);
      readBack = fromStripe(await stripe.session(env, connection.secret, event.data.object.id));
    }
  } catch (error) {
    // The read-back failed: not this account's payment (404), or the provider is down (let it retry).
    if (error instanceof ProviderError) return error.status === 404 ? answer(200, 'ignored', 'not this account’s payment') : answer(502, 'refused', 'read-back failed');
    throw error;
  }
  if (!readBack.approved) return answer(200, 'ignored', 'not approved at the provider');
  const outcome = await applyPayment(shard, connection, readBack, now);
  return { ...outcome, binding };
}

/** Where a notification is applied: its shard's env and database, and the directory (the accounts' addresses). */
interface Shard {
  binding: string;
  env: Env;
  db: D1Database;
  directory: D1Database;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function typeOfBody(body: string): string | null {
  const parsed = parseJson(body) as { type?: unknown } | null;
  return typeof parsed?.type === 'string' ? parsed.type : null;
}

interface TargetRow {
  id: number;
  status: string;
  currency: string;
  paid_cents: number;
  amount_due_now_cents: number;
  hold_expires_at: string | null;
  property_id: number;
  contact_email: string;
  default_locale: string;
}

async function applyPayment(shard: Shard, connection: ProviderConnection, paid: ReadBack, now: Date): Promise<NotificationOutcome> {
  if (!paid.reservationCode) return answer(200, 'ignored', 'no reservation reference');
  const { env, db } = shard;
  // Only this host's reservation: another host's URL (and key) can never reach it.
  const target = await db
    .prepare(
      `SELECT r.id, r.status, r.currency, r.paid_cents, r.amount_due_now_cents, r.hold_expires_at, p.id AS property_id, p.contact_email, p.default_locale
       FROM reservations r JOIN properties p ON p.id = r.property_id WHERE r.code = ? AND r.host_id = ?`,
    )
    .bind(paid.reservationCode, connection.hostId)
    .first<TargetRow>();
  if (!target) return answer(200, 'ignored', 'no such reservation for this account');
  if (paid.currency.toUpperCase() !== target.currency.toUpperCase()) return answer(200, 'ignored', 'currency differs');
  const duplicate = await db.prepare('SELECT 1 AS seen FROM payments WHERE provider = ? AND provider_ref = ?').bind(connection.provider, paid.ref).first();
  if (duplicate) return answer(200, 'duplicate');

  const at = now.toISOString();
  const late = target.status === 'cancelled';
  const confirms = paymentConfirms({ status: target.status, holdExpiresAt: target.hold_expires_at, paidCents: target.paid_cents, amountDueNowCents: target.amount_due_now_cents }, paid.amountCents);
  const reservation = await reservationById(db, target.id, now);
  if (!reservation) return answer(200, 'ignored', 'reservation vanished');
  const mails: OutboxMail[] = [];
  const statements: D1PreparedStatement[] = [];
  const mailIds: string[] = [];
  if (confirms) {
    const confirmed = await confirmedMailStatements(db, env.SITE_URL, reservation, now, env, shard.directory);
    statements.push(...confirmed.statements);
    mailIds.push(confirmed.mail.id);
  }
  if (late) mails.push(...(await lateMails(shard, connection.provider, reservation, paid.amountCents)));
  const receivedOn = new Intl.DateTimeFormat('en-CA', { timeZone: reservation.property.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  // Bodies into the MAIL bucket before the batch (issue 46): the rows keep the headers.
  const stored = await storeMailBodies(env, connection.hostId, mails);
  try {
    await db.batch([
      // UNIQUE (provider, provider_ref): a repeat fails here and nothing below is written.
      db
        .prepare(`INSERT INTO payments (host_id, reservation_id, amount_cents, method, status, received_on, provider, provider_ref, note, created_at) VALUES (?, ?, ?, ?, 'received', ?, ?, ?, ?, ?)`)
        .bind(connection.hostId, target.id, paid.amountCents, paid.method, receivedOn, connection.provider, paid.ref, late ? 'late payment' : '', at),
      db
        .prepare(
          `UPDATE reservations SET
             paid_cents = paid_cents + ?1,
             status = CASE WHEN status = 'pending' AND hold_expires_at IS NOT NULL AND paid_cents + ?1 >= amount_due_now_cents THEN 'confirmed' ELSE status END,
             hold_expires_at = CASE WHEN status = 'pending' AND hold_expires_at IS NOT NULL AND paid_cents + ?1 >= amount_due_now_cents THEN NULL ELSE hold_expires_at END,
             updated_at = ?2
           WHERE id = ?3 AND host_id = ?4`,
        )
        .bind(paid.amountCents, at, target.id, connection.hostId),
      db
        .prepare(`INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) SELECT ?1, r.id, ?2, 'system', 'payment', json_object('provider', ?3, 'ref', ?4, 'amountCents', ?5, 'method', ?6, 'from', ?7, 'to', r.status) FROM reservations r WHERE r.id = ?8`)
        .bind(connection.hostId, at, connection.provider, paid.ref, paid.amountCents, paid.method, target.status, target.id),
      ...statements,
      ...stored.map((mail) => outboxStatement(db, connection.hostId, reservation.code, mail, now)),
    ]);
  } catch (error) {
    if (/UNIQUE constraint failed: payments\.provider, payments\.provider_ref/i.test(String((error as Error)?.message ?? error))) return answer(200, 'duplicate');
    throw error;
  }
  mailIds.push(...mails.map((mail) => mail.id));
  if (!late) return answer(200, confirms ? 'confirmed' : 'recorded', undefined, mailIds);
  // The stay was released (its nights may be someone else's now): the money goes back at once.
  const payment = (await onlinePaymentsOf(db, connection.hostId, target.id)).find((candidate) => candidate.providerRef === paid.ref);
  if (payment) {
    try {
      await refundOnline(env, db, payment, 'late_payment', { now });
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', where: 'payments.late_refund', reservationId: target.id, message: String((error as Error)?.message ?? error) }));
    }
  }
  return answer(200, 'late_refunded', undefined, mailIds);
}

/** The host's notice (property's language) and the guest's (booking's) about a late payment refunded. */
async function lateMails(shard: Shard, provider: Provider, reservation: NonNullable<Awaited<ReturnType<typeof reservationById>>>, amountCents: number): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  const hostEmail = hostEmailOf(reservation.property.contactEmail, await hostSignInEmail(shard.db, { propertyId: reservation.property.id }, shard.directory));
  const write = (kind: string, recipient: string, locale: ReturnType<typeof toLocale>, subject: string, paragraphs: string[]): OutboxMail => ({
    id: crypto.randomUUID(),
    kind,
    recipient,
    subject,
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</body></html>`,
  });
  const values = (locale: ReturnType<typeof toLocale>) => ({
    code: reservation.code,
    provider: PROVIDER_NAMES[provider],
    amount: formatMoneyCents(amountCents, reservation.currency, locale),
    guest: reservation.guestName || '—',
    property: reservation.property.name,
    checkIn: formatDate(reservation.checkIn, locale),
    checkOut: formatDate(reservation.checkOut, locale),
  });
  if (hostEmail) {
    const locale = toLocale(reservation.property.defaultLocale);
    loadLocale(locale);
    const t = i18nObject(locale).onlinePay.mail;
    mails.push(write('late_payment_host', hostEmail, locale, t.lateHostSubject(values(locale)), [t.lateHostBody(values(locale)), t.signature()]));
  }
  if (reservation.guestEmail) {
    const locale = reservation.locale;
    loadLocale(locale);
    const t = i18nObject(locale).onlinePay.mail;
    mails.push(write('late_payment_guest', reservation.guestEmail, locale, t.lateGuestSubject(values(locale)), [t.lateGuestBody(values(locale)), t.signature()]));
  }
  return mails;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
