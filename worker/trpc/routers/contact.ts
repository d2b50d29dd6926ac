import { createTRPCRouter, rateLimited } from '../trpc';
import { contactSendInput } from '../../../shared/schemas';
import { sendContactMessage } from '../contact';

export const contactRouter = createTRPCRouter({
  /** Stores the message, then relays it to the support address (retried by the cron if it fails). */
  send: rateLimited('contact')
    .input(contactSendInput)
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),
});
