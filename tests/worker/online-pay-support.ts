/**
 * Helpers of the online-payment worker tests (issue 42): a host with a connected provider at the
 * fake (tests/fakes/payments-server.ts, on 127.0.0.1), bookings paid online, notifications
 * signed as each provider documents, and what the fake was asked.
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { selfFetch, uniqueEmail, uniqueIp } from './api-support';
import { createStay, data, mutate, newHost, type Host, type Stay } from './pix-support';
import { signMercadoPago, signStripe } from '../../worker/payments/signatures';
import { addDays, todayIn } from '../../shared/stay/dates';
import type { SimRequestLog } from '../../worker/payments/simulator/api';

declare global {
  namespace Cloudflare {
    interface Env {
      PAYMENTS_FAKE_URL: string;
    }
  }
}

export type Provider = 'mercadopago' | 'stripe';

export interface OnlineHost {
  host: Host;
  stay: Stay;
  provider: Provider;
  secret: string;
  webhookSecret: string;
  token: string;
  webhookUrl: string;
}

const random = () => crypto.randomUUID().replace(/-/g, '');

export function secretFor(provider: Provider): string {
  return provider === 'mercadopago' ? `TEST-${random()}` : `sk_test_${random()}`;
}

/** A host, a BRL property (one unit), its provider connected and chosen for the property. */
export async function onlineHost(provider: Provider, policy: { payment_policy?: string; deposit_percent?: number } = {}): Promise<OnlineHost> {
  const host = await newHost();
  const stay = await createStay(host, { currency: 'BRL' });
  await env.DB.prepare("UPDATE properties SET published = 1, contact_email = 'host@example.com', street = 'Rua 1', check_in_time = '14:00' WHERE id = ?").bind(stay.propertyId).run();
  if (policy.payment_policy) await env.DB.prepare('UPDATE properties SET payment_policy = ?, deposit_percent = ? WHERE id = ?').bind(policy.payment_policy, policy.deposit_percent ?? 30, stay.propertyId).run();
  const secret = secretFor(provider);
  const webhookSecret = provider === 'stripe' ? `whsec_${random()}` : random();
  const connected = await mutate(host, 'host.paymentProviders.connect', { provider, secret, webhookSecret });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  const webhookUrl = data(connected).webhookUrl as string;
  const chosen = await mutate(host, 'host.properties.update', { id: stay.propertyId, paymentProvider: provider });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  return { host, stay, provider, secret, webhookSecret, token: webhookUrl.split('/').at(-1)!, webhookUrl };
}

export const today = () => todayIn('America/Sao_Paulo');

export function bookOnline(online: OnlineHost, overrides: Record<string, unknown> = {}) {
  return mutate(null, 'booking.create', {
    propertyId: online.stay.propertyId,
    roomTypeId: online.stay.roomTypeId,
    checkIn: addDays(today(), 40),
    checkOut: addDays(today(), 43),
    guests: 2,
    guest: { name: 'Ana Souza', email: uniqueEmail('online-guest') },
    locale: 'pt',
    payment: 'online',
    ...overrides,
  });
}

/** What the fake was asked with this host's key. */
export async function providerCalls(online: Pick<OnlineHost, 'secret'>): Promise<SimRequestLog[]> {
  const answer = await fetch(`${env.PAYMENTS_FAKE_URL}/__sim/requests?auth=${encodeURIComponent(online.secret)}`);
  return (await answer.json()) as SimRequestLog[];
}

/** The payer approves at the fake: a Mercado Pago payment by id, or a Stripe session → its completed event. */
export async function approveAtFake(path: '/__sim/mercadopago/pay' | '/__sim/mercadopago/status' | '/__sim/stripe/pay', body: unknown) {
  const answer = await fetch(`${env.PAYMENTS_FAKE_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(answer.status).toBe(200);
  return answer.json() as Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the fake's JSON
}

/**
 * A Mercado Pago notification as its docs show it: data.id in the query string, x-signature over
 * the manifest; `propertyId`: the charge's notification_url's own `property` (issue 46), kept by Mercado Pago.
 */
export async function notifyMercadoPago(online: Pick<OnlineHost, 'token' | 'webhookSecret'>, paymentId: string | number, options: { secret?: string; ts?: number; bodyStatus?: string; token?: string; propertyId?: number } = {}) {
  const requestId = crypto.randomUUID();
  const ts = options.ts ?? Math.floor(Date.now() / 1000);
  const signature = await signMercadoPago(options.secret ?? online.webhookSecret, String(paymentId), requestId, ts);
  const body = JSON.stringify({ action: 'payment.updated', api_version: 'v1', type: 'payment', data: { id: String(paymentId) }, ...(options.bodyStatus ? { status: options.bodyStatus } : {}) });
  const answer = await selfFetch(`http://localhost/api/payments/mercadopago/${options.token ?? online.token}?data.id=${paymentId}&type=payment${options.propertyId ? `&property=${options.propertyId}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': signature, 'cf-connecting-ip': uniqueIp() },
    body,
  });
  return { status: answer.status, body: (await answer.json()) as { result: string; reason?: string } };
}

/** A Stripe event delivery: `Stripe-Signature: t=…,v1=…` over `{t}.{body}`. */
export async function notifyStripe(online: Pick<OnlineHost, 'token' | 'webhookSecret'>, event: unknown, options: { secret?: string; t?: number; token?: string } = {}) {
  const body = JSON.stringify(event);
  const signature = await signStripe(options.secret ?? online.webhookSecret, body, options.t ?? Math.floor(Date.now() / 1000));
  const answer = await selfFetch(`http://localhost/api/payments/stripe/${options.token ?? online.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  return { status: answer.status, body: (await answer.json()) as { result: string; reason?: string } };
}

export async function reservationOf(code: string) {
  return env.DB.prepare('SELECT id, property_id, status, paid_cents, amount_due_now_cents, hold_expires_at, total_cents, online_provider FROM reservations WHERE code = ?')
    .bind(code)
    .first<{ id: number; property_id: number; status: string; paid_cents: number; amount_due_now_cents: number; hold_expires_at: string | null; total_cents: number; online_provider: string | null }>();
}

export async function linesOf(reservationId: number) {
  const payments = await env.DB.prepare('SELECT id, amount_cents, method, status, provider, provider_ref FROM payments WHERE reservation_id = ?').bind(reservationId).all<{ id: number; amount_cents: number; method: string; status: string; provider: string; provider_ref: string }>();
  const refunds = await env.DB.prepare('SELECT amount_cents, reason, idempotency_key FROM payment_refunds WHERE reservation_id = ?').bind(reservationId).all<{ amount_cents: number; reason: string; idempotency_key: string }>();
  const mails = await env.DB.prepare('SELECT kind, recipient FROM mail_outbox WHERE reservation_id = ? ORDER BY created_at').bind(reservationId).all<{ kind: string; recipient: string }>();
  return { payments: payments.results, refunds: refunds.results, mails: mails.results };
}

export { data, mutate };
