/**
 * The guest's journey outside tRPC (issue 28):
 * - POST /dev/jobs/run (local mode only, else 404): runs the scheduled jobs now, as the cron
 *   would; `?now=<ISO instant>` runs them as at that moment (tests move the clock this way).
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { isLocalAuth } from '../auth/api';
import { isCrossSite } from '../trpc/origin';
import { runScheduledJobs } from '../trpc/jobs';

export function mountJourney(app: Hono<AppEnv>): void {
  app.post('/dev/jobs/run', async (c) => {
    if (!isLocalAuth(c.env)) return c.notFound();
    if (isCrossSite(c)) return c.text('Cross-site posts are not allowed', 403);
    const at = c.req.query('now');
    const now = at ? Date.parse(at) : Date.now();
    if (!Number.isFinite(now)) return c.json({ error: 'now: an ISO instant' }, 400);
    const result = await runScheduledJobs(c.env, now);
    return c.json({ now: new Date(now).toISOString(), ...result }, 200, { 'cache-control': 'no-store' });
  });
}
