/**
 * booking.messages (issue 44), opened by the guest's secret manage token (or a mail's link
 * token): `list` — the conversation as the guest sees it (their messages and the host's);
 * `send { token, text }` — a message to the host (text only, at most 2000 characters, 10 per
 * stay per hour). Unknown token → NOT_FOUND; bad text → BAD_REQUEST naming `text`.
 */
import { TRPCError } from '@trpc/server';
import * as z from 'zod/mini';
import { guestMessageSchema } from '../../../shared/inbox/messages';
import { receiveGuestMessage } from '../../inbox/guest';
import { guestThread, stayByManageToken } from '../../inbox/threads';
import { createTRPCRouter, publicProcedure, rateLimited, RateLimited, routedByToken } from '../trpc';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Booking not found.' });
const tokenInput = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'token_invalid')) });

export const guestMessagesRouter = createTRPCRouter({
  list: publicProcedure.use(routedByToken).input(tokenInput).query(async ({ ctx, input }) => {
    const stay = await stayByManageToken(ctx.env.DB, input.token, ctx.directory);
    if (!stay) throw notFound();
    return { code: stay.code, propertyName: stay.propertyName, timezone: stay.timezone, messages: await guestThread(ctx.env.DB, stay.id) };
  }),
  send: rateLimited('bookingManage')
    .use(routedByToken)
    .input(guestMessageSchema)
    .mutation(async ({ ctx, input }) => {
      const stay = await stayByManageToken(ctx.env.DB, input.token, ctx.directory);
      if (!stay) throw notFound();
      const outcome = await receiveGuestMessage(ctx.env, stay, { channel: 'site', text: input.text }, ctx.waitUntil);
      if (!outcome.ok) {
        const cause = new RateLimited(outcome.retryAfter);
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Too many messages for this booking; try again later.', cause });
      }
      return { sent: true as const };
    }),
});
