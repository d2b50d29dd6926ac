import { createApp } from './app';
import { runScheduledJobs } from './trpc/jobs';
import { purgeExpiredDemos } from './jobs/demos';

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
    try {
      await runScheduledJobs(env, controller.scheduledTime);
    } finally {
      const demos = await purgeExpiredDemos(env, controller.scheduledTime);
      console.log(JSON.stringify({ level: 'info', where: 'scheduled', demos }));
    }
  },
};
