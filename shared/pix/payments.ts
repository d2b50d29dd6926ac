/**
 * Payments a host records (host.payments.*): the schemas the record form and the edge share.
 * Written with zod/mini (tRPC reads it through Standard Schema), so the reservations page
 * ships the same rules without classic zod's weight.
 */
import * as z from 'zod/mini';
import { parseIsoDate } from '../stay/dates';

/** How a host received a payment (the `payments.method` column). */
export const PAYMENT_METHODS = ['pix', 'cash', 'card', 'transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The largest single payment, in cents (1 000 000.00). */
export const MAX_PAYMENT_CENTS = 100_000_000;
export const PAYMENT_NOTE_MAX = 500;

const id = z.int().check(z.positive());

export const recordPaymentInput = z.object({
  reservationId: id,
  amountCents: z.int('Whole cents').check(z.minimum(1, 'More than zero'), z.maximum(MAX_PAYMENT_CENTS, 'At most 1 000 000.00')),
  method: z.enum(PAYMENT_METHODS),
  /** The calendar date it was received ('YYYY-MM-DD'); the edge also refuses one after today in the property's zone. */
  receivedOn: z.string().check(z.refine((value) => parseIsoDate(value) !== null, 'A date as YYYY-MM-DD')),
  note: z.optional(z.string().check(z.trim(), z.maxLength(PAYMENT_NOTE_MAX, `At most ${PAYMENT_NOTE_MAX} characters`))),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentInput>;

export const listPaymentsInput = z.object({ reservationId: id });
export type ListPaymentsInput = z.infer<typeof listPaymentsInput>;

export const pixSettingsQueryInput = z.object({ propertyId: id });

export const refundPaymentInput = z.object({ paymentId: id });
export type RefundPaymentInput = z.infer<typeof refundPaymentInput>;
