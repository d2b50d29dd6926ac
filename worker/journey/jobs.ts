/**
 * The guest journey's share of the cron (issue 28), run by worker/trpc/jobs.ts: scheduled
 * messages due, check-ins for the FNRH register (when configured), and document numbers past
 * their property's retention deleted.
 */
import { purgeExpiredDocuments } from './checkin';
import { sendPendingFnrh } from './fnrh';
import { sendDueMessages } from './messages';

export async function runJourneyJobs(env: Env, now = Date.now()) {
  const messages = await sendDueMessages(env, env.DB, now);
  const fnrh = await sendPendingFnrh(env, env.DB, now);
  const purged = await purgeExpiredDocuments(env.DB, now);
  return { messages, fnrh, purged };
}
