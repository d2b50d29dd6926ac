/** host.payments: payments a host records against a reservation, and the list with amounts. */
import { TRPCError } from '@trpc/server';
import { listPaymentsInput, pixSettingsQueryInput, recordPaymentInput, refundPaymentInput } from '../../../../shared/pix/payments';
import { AlreadyRefunded, PaidOnline, PaymentInFuture, PaymentOnCancelled, listPayments, pixSettingsOf, recordPayment, refundPayment } from '../../../db/payments';
import { InputIssues, badInput, createTRPCRouter, hostProcedure } from '../../trpc';
import { notFound } from './properties';
import { refundOnlineProcedure } from './payment-providers';
import { reservationById } from '../../../db/booking';
import { confirmedMailStatements } from '../../../payments/confirmed-mail';
import { deliverOutbox } from '../../../mail/outbox';
import { baseEnv } from '../../../middleware/database';

/** A zod/mini schema as an input parser whose failures name the field (the error formatter reads InputIssues). */
function fieldsParser<T>(schema: { safeParse(raw: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }) {
  return (raw: unknown): T => {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    throw new InputIssues(result.error.issues.map((issue) => ({ field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'input', message: issue.message })));
  };
}

export const paymentsRouter = createTRPCRouter({
  /** → { id, paidCents, status }; another host's reservation → NOT_FOUND. */
  record: hostProcedure('payments.write', { resource: 'reservation', field: 'reservationId' }).input(fieldsParser(recordPaymentInput)).mutation(async ({ ctx, input }) => {
    try {
      // A payment that confirms a pending stay mails the guest their confirmation (issue 39), in the same batch.
      const mailIds: string[] = [];
      const now = new Date();
      const recorded = await recordPayment(ctx.env.DB, ctx.host.id, input, now, async (reservationId) => {
        const reservation = await reservationById(ctx.env.DB, reservationId, now);
        if (!reservation) return [];
        const confirmed = await confirmedMailStatements(ctx.env.DB, ctx.env.SITE_URL, reservation, now, ctx.env, ctx.directory);
        mailIds.push(confirmed.mail.id);
        return confirmed.statements;
      });
      if (!recorded) throw notFound();
      if (mailIds.length > 0) ctx.waitUntil(deliverOutbox(baseEnv(ctx.env), mailIds));
      return recorded;
    } catch (error) {
      if (error instanceof PaymentInFuture) throw badInput([{ field: 'receivedOn', message: error.message }]);
      if (error instanceof PaymentOnCancelled) throw badInput([{ field: 'reservationId', message: error.message }]);
      throw error;
    }
  }),
  /** → { reservationId, code, status, currency, totalCents, paidCents, balanceCents, amountDueNowCents, holdExpiresAt, payments }. */
  list: hostProcedure('payments.read', { resource: 'reservation', field: 'reservationId' }).input(fieldsParser(listPaymentsInput)).query(async ({ ctx, input }) => {
    const payments = await listPayments(ctx.env.DB, ctx.host.id, input);
    if (!payments) throw notFound();
    return payments;
  }),
  /** → { reservationId, paidCents }: a payment recorded by mistake or given back; twice → CONFLICT; one paid online → BAD_REQUEST (refundOnline). */
  refund: hostProcedure('payments.refund', { resource: 'payment', field: 'paymentId' }).input(fieldsParser(refundPaymentInput)).mutation(async ({ ctx, input }) => {
    try {
      const refunded = await refundPayment(ctx.env.DB, ctx.host.id, input.paymentId);
      if (!refunded) throw notFound();
      return refunded;
    } catch (error) {
      if (error instanceof AlreadyRefunded) throw new TRPCError({ code: 'CONFLICT', message: 'This payment was already refunded.' });
      if (error instanceof PaidOnline) throw badInput([{ field: 'paymentId', message: 'Paid online through a provider: refund it with host.payments.refundOnline' }]);
      throw error;
    }
  }),
  /** Issue 42: a refund by hand through the provider that took the payment (owner and manager). */
  refundOnline: refundOnlineProcedure,
  /** A property's Pix settings for the settings form (changed through host.properties.update `pix`). */
  pixSettings: hostProcedure('property.write').input(fieldsParser(pixSettingsQueryInput)).query(async ({ ctx, input }) => {
    const settings = await pixSettingsOf(ctx.env.DB, ctx.host.id, input.propertyId);
    if (!settings) throw notFound();
    return settings;
  }),
});
