/**
 * host.demo.outbox (issue 30): a personal demo's expiry and the mail its workspace would have
 * sent (kept in mail_outbox, never delivered: worker/mail/outbox.ts). null for a real account.
 */
import { createTRPCRouter, hostProcedure } from '../../trpc';
import { demoOutbox } from '../../../demo/copy';

export const demoRouter = createTRPCRouter({
  outbox: hostProcedure('own').query(({ ctx }) => demoOutbox(ctx.env.DB, ctx.host.id, 50, ctx.env)),
});
