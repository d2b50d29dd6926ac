import { createApp } from './app';
import { runCron } from './trpc/jobs';
import { handleInboundEmail, type InboundEmail } from './inbox/email';

// Issue 41: the Durable Object that sends a property's changes to Channex (binding CHANNEX_PUSHER).
export { ChannexPusher } from './channex/pusher';

const app = createApp({ dev: import.meta.env.DEV });

export default {
  fetch: app.fetch,
  /**
   * Cron trigger: relays contact messages and newsletter notices whose delivery failed (and the
   * rest of runScheduledJobs), then deletes the demo copies whose 24 hours are over (issue 30).
   */
  async scheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
    // Every shard in turn, then the directory's listings and the demo expiry (worker/trpc/jobs.ts).
    const { failed } = await runCron(env, controller.scheduledTime);
    // After every shard had its turn: the invocation shows the shards that failed.
    if (failed.length > 0) throw new Error(`scheduled jobs failed on ${failed.join(', ')}`);
  },
  /**
   * Email Routing (issue 44): a guest's reply to a stay's reply-to address is filed under the
   * stay (worker/inbox/email.ts); anything else is refused. Locally: POST
   * /cdn-cgi/handler/email?from=…&to=… with the raw message (wrangler dev, vite dev and preview).
   */
  async email(message: ForwardableEmailMessage, env: Env, ctx: ExecutionContext): Promise<void> {
    // The same stream object: workers-types' ReadableStream and the DOM lib's differ only in their declarations.
    await handleInboundEmail(message as unknown as InboundEmail, env, (promise) => ctx.waitUntil(promise));
  },
};
