import { createApp } from './app';
import { runScheduledJobs } from './trpc/jobs';

const app = createApp({ dev: import.meta.env.DEV });

export default {
  fetch: app.fetch,
  /** Cron trigger: relays contact messages and newsletter notices whose delivery failed. */
  async scheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
    await runScheduledJobs(env, controller.scheduledTime);
  },
};
