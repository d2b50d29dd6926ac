/**
 * Pix settings of a property (host.properties.create/update `pix`), shared by the workspace
 * forms and the edge, and the payment policy's arithmetic. Payments: ./payments.ts.
 */
import * as z from 'zod/mini';
import { asciiFold, RECEIVER_CITY_MAX, RECEIVER_NAME_MAX } from './brcode';
import { normalizePixKey, PIX_KEY_MAX_LENGTH, PIX_KEY_PROBLEM_MESSAGES, PIX_KEY_TYPES } from './keys';

/** full: the whole stay by Pix at booking; deposit: a percentage at booking, the rest at the property; at_property: no Pix at booking. */
export const PAYMENT_POLICIES = ['full', 'deposit', 'at_property'] as const;
export type PaymentPolicy = (typeof PAYMENT_POLICIES)[number];

export const HOLD_HOURS_MIN = 1;
export const HOLD_HOURS_MAX = 168;

/** Pix is offered only for properties priced in reais. */
export const PIX_CURRENCY = 'BRL';
export const PIX_CURRENCY_MESSAGE = 'Pix is offered only for properties priced in BRL';

const foldedText = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'Required'),
    z.maxLength(max, `At most ${max} characters`),
    z.refine((value) => asciiFold(value) !== '', 'Use letters or digits'),
  );

const pixSettingsFields = z.object({
  key: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(PIX_KEY_MAX_LENGTH + 20, `At most ${PIX_KEY_MAX_LENGTH} characters`)),
  keyType: z.optional(z.enum(PIX_KEY_TYPES)),
  receiverName: foldedText(RECEIVER_NAME_MAX),
  receiverCity: foldedText(RECEIVER_CITY_MAX),
  /** Omitted: 'full' for a property that had no Pix at booking, else unchanged. */
  policy: z.optional(z.enum(PAYMENT_POLICIES)),
  depositPercent: z.optional(z.int().check(z.minimum(1, 'At least 1 %'), z.maximum(100, 'At most 100 %'))),
  holdHours: z.optional(z.int().check(z.minimum(HOLD_HOURS_MIN, `At least ${HOLD_HOURS_MIN} hour`), z.maximum(HOLD_HOURS_MAX, `At most ${HOLD_HOURS_MAX} hours (7 days)`))),
});

/**
 * A property's Pix settings as a host types them. The key is checked for its kind (detected,
 * or `keyType` when given) and comes out in its stored form with its kind.
 */
export const pixSettingsInput = z.pipe(
  pixSettingsFields,
  z.transform((value: z.output<typeof pixSettingsFields>, ctx) => {
    const key = normalizePixKey(value.key, value.keyType);
    if (!key.ok) {
      // zod/mini's transform has no ctx.addIssue: the issue goes on the payload itself.
      ctx.issues.push({ code: 'custom', path: ['key'], message: PIX_KEY_PROBLEM_MESSAGES[key.problem], input: value });
      return z.NEVER;
    }
    return { ...value, key: key.key, keyType: key.type };
  }),
);
export type PixSettingsInput = z.input<typeof pixSettingsInput>;

/**
 * The payment policy on its own (host.properties.update `paymentPolicy`): settable when the
 * property has a way to be paid beforehand, a static Pix key OR an online provider (issue 42),
 * so a property paid through Stripe or Mercado Pago without a Pix key can ask for the whole
 * stay or a deposit at booking. `pix.policy` still sets it with the key, as before.
 */
export const paymentPolicyInput = z.object({
  policy: z.enum(PAYMENT_POLICIES),
  depositPercent: pixSettingsFields.shape.depositPercent,
  holdHours: pixSettingsFields.shape.holdHours,
});
export type PaymentPolicyInput = z.infer<typeof paymentPolicyInput>;
/** A `full` or `deposit` policy without a Pix key or an online provider (nothing to pay with at booking). */
export const POLICY_NEEDS_A_WAY_TO_PAY = 'Connect a payment provider or add a Pix key first';
export type PixSettings = z.output<typeof pixSettingsInput>;

/**
 * What the guest pays by Pix at booking under a policy: the whole total, or the deposit
 * percentage rounded up to the cent (never more than the total), or nothing.
 * @example amountDueAtBooking(100_001, 'deposit', 30) // 30_001
 */
export function amountDueAtBooking(totalCents: number, policy: PaymentPolicy, depositPercent: number): number {
  if (policy === 'full') return totalCents;
  if (policy === 'at_property') return 0;
  return Math.min(totalCents, Math.ceil((totalCents * depositPercent) / 100));
}

/** When an unpaid Pix hold made at `now` is released: `holdHours` later, as an ISO instant. */
export function holdExpiresAt(now: Date, holdHours: number): string {
  return new Date(now.getTime() + holdHours * 3_600_000).toISOString();
}
