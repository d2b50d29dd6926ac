/**
 * Online payments through the host's own provider account (issue 42): the inputs of
 * host.paymentProviders.* and of a refund by hand, zod/mini at the edge.
 */
import * as z from 'zod/mini';

export const PROVIDERS = ['mercadopago', 'stripe'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const PROVIDER_NAMES: Record<Provider, string> = { mercadopago: 'Mercado Pago', stripe: 'Stripe' };

const secret = z.string().check(
  z.trim(),
  z.minLength(8, 'At least 8 characters'),
  z.maxLength(300, 'At most 300 characters'),
  z.refine((value) => /^[\x21-\x7e]+$/.test(value), 'Letters, digits and symbols, no spaces'),
);

export const connectProviderInput = z.object({
  provider: z.enum(PROVIDERS),
  /** Mercado Pago access token (`APP_USR-…`) or Stripe secret key (`sk_live_…`, or a restricted `rk_…`). */
  secret,
  /** The notification (webhook) signing secret the provider's panel shows. */
  webhookSecret: secret,
});
export type ConnectProviderInput = z.infer<typeof connectProviderInput>;

export const disconnectProviderInput = z.object({ provider: z.enum(PROVIDERS) });

const id = z.int().check(z.positive());

/** A refund by hand of an online payment (owner and manager): the whole of what is left, or `amountCents`. */
export const refundOnlineInput = z.object({
  paymentId: id,
  amountCents: z.optional(z.int('Whole cents').check(z.minimum(1, 'More than zero'), z.maximum(100_000_000, 'At most 1 000 000.00'))),
});
export type RefundOnlineInput = z.infer<typeof refundOnlineInput>;

/** The last four characters of a secret: all a browser ever sees of it. */
export const last4 = (value: string) => value.slice(-4);
