/**
 * What a guest may choose to pay with at booking, the one rule the booking page and
 * booking.create share (issue 39): `online` through the property's provider, `pix` by static BR
 * Code when the property takes it and asks for payment at booking, and `at_property` unless the
 * host's policy is `full` with a way to pay beforehand (a `deposit` policy still lets the guest
 * choose to pay on arrival, as it always did; `at_property` asks for nothing at booking).
 */
import type { PaymentPolicy } from '../stay/quote';

export const PAYMENT_CHOICES = ['online', 'pix', 'at_property'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

export function paymentChoices(property: { paymentPolicy: PaymentPolicy; acceptsPix: boolean; onlineProvider: string | null }): PaymentChoice[] {
  const online: PaymentChoice[] = property.onlineProvider ? ['online'] : [];
  // The host lets guests pay on arrival: the provider (if any) is offered beside it; no Pix hold.
  if (property.paymentPolicy === 'at_property') return [...online, 'at_property'];
  const beforehand: PaymentChoice[] = property.acceptsPix ? [...online, 'pix'] : online;
  if (beforehand.length === 0) return ['at_property'];
  return property.paymentPolicy === 'full' ? beforehand : [...beforehand, 'at_property'];
}

/** A posted or typed choice: one of the three, else `at_property` (the server then judges it against the policy). */
export function paymentChoiceOf(value: unknown): PaymentChoice {
  return (PAYMENT_CHOICES as readonly unknown[]).includes(value) ? (value as PaymentChoice) : 'at_property';
}
