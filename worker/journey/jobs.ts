/** The guest journey's share of the cron (issue 28), run by worker/trpc/jobs.ts. */
import { sendDueMessages } from './messages';

export async function runJourneyJobs(env: Env, now = Date.now()) {
  const messages = await sendDueMessages(env, now);
  return { messages };
}
