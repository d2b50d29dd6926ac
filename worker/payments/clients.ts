/**
 * Calls to the host's own account at Mercado Pago or Stripe (raw fetch, no SDK), at the base URL
 * from the environment (`MERCADOPAGO_API_URL`, `STRIPE_API_URL`; production defaults are the
 * providers' hosts). In local mode with neither set, the calls go to the in-process simulator
 * (./simulator), so `npm start` needs no account anywhere. Every call carries the provider's
 * documented authentication (`Authorization: Bearer <access token | secret key>`), and every
 * charge or refund an idempotency key.
 */
import { isLocalAuth } from '../auth/api';
import { simulatorFetch } from './simulator/state';
import type { Provider } from '../../shared/payments/schemas';

export interface ProviderEnv {
  MERCADOPAGO_API_URL?: string;
  STRIPE_API_URL?: string;
}

const DEFAULT_BASE: Record<Provider, string> = { mercadopago: 'https://api.mercadopago.com', stripe: 'https://api.stripe.com' };
const SIMULATED_BASE: Record<Provider, string> = { mercadopago: 'http://simulator.invalid/mercadopago', stripe: 'http://simulator.invalid/stripe' };

/** The base URL and the fetch to use for a provider. */
export function providerTransport(env: Env, provider: Provider): { base: string; fetch: typeof fetch } {
  const configured = ((env as Env & ProviderEnv)[provider === 'mercadopago' ? 'MERCADOPAGO_API_URL' : 'STRIPE_API_URL'] ?? '').trim().replace(/\/$/, '');
  if (configured) return { base: configured, fetch: (input, init) => fetch(input, init) };
  if (isLocalAuth(env)) return { base: SIMULATED_BASE[provider], fetch: simulatorFetch };
  return { base: DEFAULT_BASE[provider], fetch: (input, init) => fetch(input, init) };
}

/** A provider's refusal, with its own words (shown to the host on connect). */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;

async function call<T>(env: Env, provider: Provider, secret: string, method: 'GET' | 'POST', path: string, options: { json?: unknown; form?: URLSearchParams; idempotencyKey?: string } = {}): Promise<T> {
  const { base, fetch: send } = providerTransport(env, provider);
  const headers: Record<string, string> = { authorization: `Bearer ${secret}`, accept: 'application/json' };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.form.toString();
  }
  if (options.idempotencyKey) headers[provider === 'mercadopago' ? 'x-idempotency-key' : 'idempotency-key'] = options.idempotencyKey;
  const response = await send(`${base}${path}`, { method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) throw new ProviderError(response.status, reasonOf(parsed) ?? `HTTP ${response.status}`);
  return parsed as T;
}

/** Mercado Pago answers `{ message, error }`, Stripe `{ error: { message } }`. */
function reasonOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as { message?: unknown; error?: unknown };
  if (record.error && typeof record.error === 'object' && typeof (record.error as { message?: unknown }).message === 'string') return (record.error as { message: string }).message;
  if (typeof record.message === 'string') return record.message;
  return null;
}

const decimal = (cents: number) => Math.round(cents) / 100;

// ─── Mercado Pago ──────────────────────────────────────────────────────────────────────────

export interface MpPaymentRead {
  id: number;
  status: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  payment_method_id: string;
  payment_type_id: string;
  point_of_interaction?: { transaction_data?: { qr_code?: string; ticket_url?: string } };
}

export const mercadoPago = {
  /** The harmless check: who the token belongs to. */
  me: (env: Env, token: string) => call<{ id: number; country_id?: string; site_id?: string }>(env, 'mercadopago', token, 'GET', '/users/me'),
  createPix: (
    env: Env,
    token: string,
    charge: { amountCents: number; description: string; payerEmail: string; reference: string; notificationUrl: string; expiresAt: string; idempotencyKey: string },
  ) =>
    call<MpPaymentRead>(env, 'mercadopago', token, 'POST', '/v1/payments', {
      idempotencyKey: charge.idempotencyKey,
      json: {
        transaction_amount: decimal(charge.amountCents),
        description: charge.description,
        payment_method_id: 'pix',
        payer: { email: charge.payerEmail },
        external_reference: charge.reference,
        notification_url: charge.notificationUrl,
        date_of_expiration: charge.expiresAt,
      },
    }),
  createPreference: (
    env: Env,
    token: string,
    charge: { amountCents: number; currency: string; title: string; reference: string; notificationUrl: string; backUrl: string; expiresAt: string; idempotencyKey: string },
  ) =>
    call<{ id: string; init_point: string }>(env, 'mercadopago', token, 'POST', '/checkout/preferences', {
      idempotencyKey: charge.idempotencyKey,
      json: {
        items: [{ title: charge.title, quantity: 1, unit_price: decimal(charge.amountCents), currency_id: charge.currency }],
        external_reference: charge.reference,
        notification_url: charge.notificationUrl,
        back_urls: { success: charge.backUrl, pending: charge.backUrl, failure: charge.backUrl },
        auto_return: 'approved',
        // Cards and wallets here; Pix is offered on our own page.
        payment_methods: { excluded_payment_types: [{ id: 'bank_transfer' }, { id: 'ticket' }] },
        expires: true,
        expiration_date_to: charge.expiresAt,
      },
    }),
  payment: (env: Env, token: string, id: string) => call<MpPaymentRead>(env, 'mercadopago', token, 'GET', `/v1/payments/${encodeURIComponent(id)}`),
  refund: (env: Env, token: string, paymentId: string, amountCents: number, idempotencyKey: string) =>
    call<{ id: number; amount: number }>(env, 'mercadopago', token, 'POST', `/v1/payments/${encodeURIComponent(paymentId)}/refunds`, { idempotencyKey, json: { amount: decimal(amountCents) } }),
};

// ─── Stripe ────────────────────────────────────────────────────────────────────────────────

export interface StripeSessionRead {
  id: string;
  url: string | null;
  status: string;
  payment_status: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
}

export const stripe = {
  /** The harmless check: the account behind the key (its country decides whether Pix is offered). */
  account: (env: Env, key: string) => call<{ id: string; country: string }>(env, 'stripe', key, 'GET', '/v1/account'),
  createSession: (
    env: Env,
    key: string,
    charge: { amountCents: number; currency: string; title: string; reference: string; propertyId: number; successUrl: string; cancelUrl: string; expiresAt: number; pix: boolean; idempotencyKey: string },
  ) => {
    const form = new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': charge.currency.toLowerCase(),
      'line_items[0][price_data][unit_amount]': String(charge.amountCents),
      'line_items[0][price_data][product_data][name]': charge.title,
      'payment_method_types[0]': 'card',
      success_url: charge.successUrl,
      cancel_url: charge.cancelUrl,
      client_reference_id: charge.reference,
      'metadata[reservation]': charge.reference,
      // Issue 46: the property's id routes the notification to its shard (worker/db/guest-routes.ts).
      'metadata[property]': String(charge.propertyId),
      expires_at: String(charge.expiresAt),
    });
    if (charge.pix) form.set('payment_method_types[1]', 'pix');
    return call<StripeSessionRead>(env, 'stripe', key, 'POST', '/v1/checkout/sessions', { form, idempotencyKey: charge.idempotencyKey });
  },
  session: (env: Env, key: string, id: string) => call<StripeSessionRead>(env, 'stripe', key, 'GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`),
  refund: (env: Env, key: string, paymentIntent: string, amountCents: number, idempotencyKey: string) =>
    call<{ id: string; amount: number; status: string }>(env, 'stripe', key, 'POST', '/v1/refunds', { idempotencyKey, form: new URLSearchParams({ payment_intent: paymentIntent, amount: String(amountCents) }) }),
};
