/** host.payments: payments a host records against a reservation, and the list with amounts. */
import { listPaymentsInput, recordPaymentInput } from '../../../../shared/pix/schemas';
import { PaymentInFuture, listPayments, recordPayment } from '../../../db/payments';
import { badInput, createTRPCRouter, protectedProcedure } from '../../trpc';
import { notFound } from './properties';

export const paymentsRouter = createTRPCRouter({
  /** → { id, paidCents, status }; another host's reservation → NOT_FOUND. */
  record: protectedProcedure.input(recordPaymentInput).mutation(async ({ ctx, input }) => {
    try {
      const recorded = await recordPayment(ctx.env.DB, ctx.host.id, input);
      if (!recorded) throw notFound();
      return recorded;
    } catch (error) {
      if (error instanceof PaymentInFuture) throw badInput([{ field: 'receivedOn', message: error.message }]);
      throw error;
    }
  }),
  /** → { reservationId, code, status, currency, totalCents, paidCents, balanceCents, amountDueNowCents, holdExpiresAt, payments }. */
  list: protectedProcedure.input(listPaymentsInput).query(async ({ ctx, input }) => {
    const payments = await listPayments(ctx.env.DB, ctx.host.id, input);
    if (!payments) throw notFound();
    return payments;
  }),
});
