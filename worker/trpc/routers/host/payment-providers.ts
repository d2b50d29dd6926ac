/**
 * host.paymentProviders (issue 42): the owner connects their own Mercado Pago or Stripe account
 * (the key checked with a harmless call, stored encrypted, only its last 4 ever shown again),
 * lists and disconnects it. host.payments.refundOnline: a refund by hand through the provider
 * (owner and manager only; the front desk records payments but gives no money back).
 */
import { TRPCError } from '@trpc/server';
import { connectProviderInput, disconnectProviderInput, refundOnlineInput } from '../../../../shared/payments/schemas';
import { badInput, createTRPCRouter, hostProcedure } from '../../trpc';
import { ProviderError } from '../../../payments/clients';
import { connectProvider, disconnectProvider, listProviders } from '../../../payments/providers';
import { onlinePaymentsOf, refundOnline, RefundUnavailable } from '../../../payments/refunds';
import { notFound } from './properties';

export const paymentProvidersRouter = createTRPCRouter({
  /** → { webhookUrl, last4 }; a key the provider refuses → BAD_REQUEST on `secret` with the provider's reason. */
  connect: hostProcedure('own').input(connectProviderInput).mutation(async ({ ctx, input }) => {
    try {
      return await connectProvider(ctx.env, ctx.env.DB, ctx.host.id, input);
    } catch (error) {
      if (error instanceof ProviderError && error.status >= 400 && error.status < 500) throw badInput([{ field: 'secret', message: `${input.provider}: ${error.message}` }]);
      if (error instanceof ProviderError) throw new TRPCError({ code: 'BAD_GATEWAY', message: `${input.provider} did not answer the check: ${error.message}` });
      throw error;
    }
  }),
  /** → [{ provider, last4, connectedAt, webhookUrl }]: never a key. */
  list: hostProcedure('own').query(({ ctx }) => listProviders(ctx.env, ctx.env.DB, ctx.host.id)),
  disconnect: hostProcedure('own').input(disconnectProviderInput).mutation(async ({ ctx, input }) => ({ disconnected: await disconnectProvider(ctx.env.DB, ctx.host.id, input.provider) })),
});

/** A refund by hand of an online payment: → { refundedCents }. */
export const refundOnlineProcedure = hostProcedure('payments.refund', { resource: 'payment', field: 'paymentId' })
  .input(refundOnlineInput)
  .mutation(async ({ ctx, input }) => {
    const row = await ctx.env.DB.prepare('SELECT reservation_id AS reservationId FROM payments WHERE id = ? AND host_id = ?').bind(input.paymentId, ctx.host.id).first<{ reservationId: number }>();
    if (!row) throw notFound();
    const payment = (await onlinePaymentsOf(ctx.env.DB, ctx.host.id, row.reservationId)).find((candidate) => candidate.id === input.paymentId);
    if (!payment) throw badInput([{ field: 'paymentId', message: 'Not a payment made online through a provider' }]);
    const left = payment.amountCents - payment.refundedCents;
    if (left <= 0) throw new TRPCError({ code: 'CONFLICT', message: 'This payment was already refunded.' });
    if (input.amountCents !== undefined && input.amountCents > left) throw badInput([{ field: 'amountCents', message: `At most ${left} cents are left to refund` }]);
    try {
      return { refundedCents: await refundOnline(ctx.env, ctx.env.DB, payment, 'host', { amountCents: input.amountCents }) };
    } catch (error) {
      if (error instanceof RefundUnavailable) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: error.message });
      if (error instanceof ProviderError) throw new TRPCError({ code: 'BAD_GATEWAY', message: error.message });
      throw error;
    }
  });
