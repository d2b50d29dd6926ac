import { createApp } from './app';

const app = createApp({ dev: import.meta.env.DEV });

export default {
  fetch: app.fetch,
  async scheduled(_controller: ScheduledController, _env: Env, _ctx: ExecutionContext): Promise<void> {
    // Cron jobs (contact relay retries) are registered by the site API.
  },
};
