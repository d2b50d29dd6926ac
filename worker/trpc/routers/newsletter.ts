import { createTRPCRouter, rateLimited } from '../trpc';
import { newsletterSubscribeInput } from '../../../shared/schemas';
import { subscribeToNewsletter } from '../newsletter';

export const newsletterRouter = createTRPCRouter({
  /** Idempotent: a repeat (in any letter case) answers the same and stores nothing new. */
  subscribe: rateLimited('newsletter')
    .input(newsletterSubscribeInput)
    .mutation(({ ctx, input }) => subscribeToNewsletter(ctx, input)),
});
