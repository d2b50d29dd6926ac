/**
 * invitation.invitee (issue 40): the address a team invitation was sent to, for the signed-out
 * invitation page, whose "create my account" link fills it in (and fixes it) on the sign-up
 * form. Only the holder of the secret link learns it — the person it was mailed to; anything
 * else (no such link, used, withdrawn, expired) answers null.
 */
import { acceptSchema } from '../../../shared/team/schemas';
import { findInvitation } from '../../team/invitation-shard';
import { createTRPCRouter, publicProcedure } from '../trpc';
import { edgeInput } from './host/edge-input';

export const invitationRouter = createTRPCRouter({
  invitee: publicProcedure.input(edgeInput(acceptSchema)).query(async ({ ctx, input }) => {
    // On its owner's shard (issue 46): every shard is asked at once.
    const found = await findInvitation(ctx.env, input.token);
    return found?.invitation.status === 'open' ? { email: found.invitation.email } : null;
  }),
});
