import { retryPendingContactMessages } from './contact';
import { retryPendingSubscriberNotices } from './newsletter';
import { syncDueFeeds } from '../channels/sync';
import { retryPendingOutbox } from '../mail/outbox';
import { releaseExpiredHolds } from '../jobs/holds';
import { runJourneyJobs } from '../journey/jobs';
import { readChannexFeed } from '../channex/routes';
import { wakePending } from '../channex/pusher';
import { pollInvoices } from '../books/invoices';
import { purgeExpiredDemos } from '../jobs/demos';
import { databaseOf, ensureIdFloors, forEachShard } from '../db/shards';
import { repairAllListings } from '../db/directory-listings';
import { repairSlugs } from '../db/property-slugs';

/**
 * The cron's whole run (worker/index.ts `scheduled`, and local mode's POST /dev/jobs/run): every
 * shard in turn (issue 46), each with its own per-run limits (the cursor per shard), a shard's
 * ids kept in its own span first (ensureIdFloors: a no-op once raised). A shard that fails (its
 * database down, a job throwing) is logged and named in `failed`; the next shard still runs.
 * Then the directory's published listings (what a failed copy left marked, and the next page of
 * every shard) and the demo copies whose 24 hours are over.
 */
export async function runCron(env: Env, now = Date.now()) {
  const failed: string[] = [];
  const shards: Record<string, Awaited<ReturnType<typeof runScheduledJobs>> | null> = {};
  await forEachShard(env, async (shard, binding) => {
    try {
      await ensureIdFloors(env, binding);
      shards[binding] = await runScheduledJobs(shard, now);
    } catch (error) {
      failed.push(binding);
      shards[binding] = null;
      console.error(JSON.stringify({ level: 'error', where: 'scheduled', binding, message: String((error as Error)?.message ?? error) }));
    }
  });
  const listings = await repairAllListings(env, new Date(now));
  console.log(JSON.stringify({ level: 'info', where: 'scheduled', listings }));
  // Slugs unique across shards (worker/db/property-slugs.ts): claims a failed request left pending, and every shard's next page.
  const slugs = await repairSlugs(env, now).catch((error: unknown) => `failed: ${String((error as Error)?.message ?? error)}`);
  console.log(JSON.stringify({ level: 'info', where: 'scheduled', slugs }));
  const demos = await purgeExpiredDemos(env, now);
  console.log(JSON.stringify({ level: 'info', where: 'scheduled', demos }));
  return { shards, failed, listings, slugs, demos };
}

/**
 * The cron trigger's work (wrangler.toml `crons`): deliver whatever mail is still pending.
 * `now` is the controller's scheduledTime, so a run is judged at the time it was meant for.
 */
export async function runScheduledJobs(env: Env, now = Date.now()) {
  const contact = await retryPendingContactMessages(env, now);
  const newsletter = await retryPendingSubscriberNotices(env, now);
  // Booking mail (guest confirmations, host notices) whose first attempt failed.
  const mail = await retryPendingOutbox(env, now);
  // Channel feeds (issue 13): each feed is synced once its last attempt is 15 minutes old.
  const channels = await syncDueFeeds(env, now);
  // Unpaid Pix holds (issue 14): released once their deadline has passed, nights freed, mails stored.
  const holds = await releaseExpiredHolds(env, now);
  // The guest's journey (issue 28): scheduled messages due, FNRH sends, guest data past retention.
  const journey = await runJourneyJobs(env, now);
  // NFS-e (issue 43): notes still processing at Focus NFe, read back once a minute at most.
  const invoices = await pollInvoices(env, new Date(now));
  // Channex (issue 41): the booking revisions feed (the webhook's safety net, and the catch-up after
  // an outage), then every property with changes waiting wakes its pusher (iCal imports included).
  const channex = await channexJobs(env, now);
  console.log(JSON.stringify({ level: 'info', where: 'scheduled', contact, newsletter, mail, channels, holds, journey, invoices, channex }));
  return { contact, newsletter, mail, channels, holds, journey, invoices, channex };
}

// `env` is one shard's (runCron's forEachShard): its connections, its pending properties (issue 46).
async function channexJobs(env: Env, now: number) {
  const connected = await databaseOf(env).prepare("SELECT 1 FROM channex_connections WHERE status = 'connected' LIMIT 1").first();
  const feed = connected ? await readChannexFeed(env, new Date(now)) : null;
  const woken = await wakePending(env);
  return { revisions: feed?.applied ?? 0, conflicts: feed?.conflicts ?? 0, error: feed?.error ?? null, woken };
}
