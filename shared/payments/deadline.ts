/**
 * Every payment deadline of a booking (issue 39/42): a static Pix hold and a provider charge's
 * expiry fall before the property's check-in time on the arrival day. A stay booked so late
 * that less than AT_ONCE_MINUTES are left before then is due at once: the guest gets that many
 * minutes to pay. A provider charge expires CHARGE_MARGIN_MINUTES before the hold, so a payment
 * can never arrive for a hold already released by the clock.
 */
import { zonedInstant } from '../journey/schedule';

export const AT_ONCE_MINUTES = 40;
export const CHARGE_MARGIN_MINUTES = 5;
/** Stripe Checkout: a session expires between 30 minutes and 24 hours after it is created. */
export const STRIPE_MIN_EXPIRY_SECONDS = 30 * 60;
export const STRIPE_MAX_EXPIRY_SECONDS = 24 * 3600;

const MINUTE = 60_000;

/** The instant of the property's check-in time ('HH:MM') on the arrival day, in its zone. */
export function arrivalInstant(checkIn: string, checkInTime: string, timezone: string): number {
  const [hours, minutes] = (/^(\d{1,2}):(\d{2})$/.exec(checkInTime) ?? ['', '14', '00']).slice(1).map(Number) as [number, number];
  return zonedInstant(checkIn, hours, timezone) + minutes * MINUTE;
}

export interface PaymentDeadline {
  /** When an unpaid hold is released (ISO instant). */
  holdExpiresAt: string;
  /** When a provider's charge stops taking payment (ISO instant), before the hold. */
  chargeExpiresAt: string;
  /** Payment is due at once (a last-minute stay). */
  atOnce: boolean;
}

export function paymentDeadline(input: { now: Date; holdHours: number; checkIn: string; checkInTime: string; timezone: string }): PaymentDeadline {
  const now = input.now.getTime();
  const byHold = now + input.holdHours * 60 * MINUTE;
  const byArrival = arrivalInstant(input.checkIn, input.checkInTime, input.timezone);
  let hold = Math.min(byHold, byArrival);
  const atOnce = hold < now + AT_ONCE_MINUTES * MINUTE;
  if (atOnce) hold = now + AT_ONCE_MINUTES * MINUTE;
  return { holdExpiresAt: new Date(hold).toISOString(), chargeExpiresAt: new Date(hold - CHARGE_MARGIN_MINUTES * MINUTE).toISOString(), atOnce };
}

/** A Stripe Checkout Session's `expires_at` (seconds) for a charge expiry, inside Stripe's window. */
export function stripeExpiry(chargeExpiresAt: string, now: Date): number {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const wanted = Math.floor(Date.parse(chargeExpiresAt) / 1000);
  return Math.min(nowSeconds + STRIPE_MAX_EXPIRY_SECONDS, Math.max(nowSeconds + STRIPE_MIN_EXPIRY_SECONDS + 60, wanted));
}

/** Mercado Pago's date format: ISO 8601 with milliseconds and an offset (`…T14:00:00.000-03:00`); UTC works. */
export function mercadoPagoDate(iso: string): string {
  return new Date(iso).toISOString().replace('Z', '+00:00');
}
