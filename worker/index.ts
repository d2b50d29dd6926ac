import { createApp } from './app';
import { runScheduledJobs } from './trpc/jobs';
import { purgeExpiredDemos } from './jobs/demos';
import { ensureIdFloors, forEachShard } from './db/shards';
import { repairAllListings } from './db/directory-listings';
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
    // The shards whose run failed: the others still run (issue 46), and the cron reports them at the end.
    const failed: string[] = [];
    try {
      // Every shard in turn (issue 46), each with its own per-run limits: the cursor per shard.
      // A shard's ids kept in its own span first (ensureIdFloors: a no-op once raised). A shard
      // that fails (its database down, a job throwing) is logged and the next shard still runs.
      await forEachShard(env, async (shard, binding) => {
        try {
          await ensureIdFloors(env, binding);
          return await runScheduledJobs(shard, controller.scheduledTime);
        } catch (error) {
          failed.push(binding);
          console.error(JSON.stringify({ level: 'error', where: 'scheduled', binding, message: String((error as Error)?.message ?? error) }));
          return null;
        }
      });
    } finally {
      // The directory's published listings (issue 46): what a failed copy left marked, and the next page of every shard.
      const listings = await repairAllListings(env, new Date(controller.scheduledTime));
      console.log(JSON.stringify({ level: 'info', where: 'scheduled', listings }));
      const demos = await purgeExpiredDemos(env, controller.scheduledTime);
      console.log(JSON.stringify({ level: 'info', where: 'scheduled', demos }));
    }
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
