/**
 * Bookings from the channels (issue 41): Channex's booking revisions feed
 * (`GET /booking_revisions/feed`, unacknowledged revisions, oldest first), read when the webhook
 * wakes it and by the scheduled job. Each revision is applied once, keyed by its id, in ONE
 * batch with everything it changes, every room of the booking included (`apply-revision.ts`:
 * guest copies, reservations, nights, channel stays, history, the host's mail, the availability
 * to push again), and acknowledged (`POST /booking_revisions/{id}/ack`) only after that batch is
 * stored. A room whose nights are already taken here is stored anyway, without nights, as a
 * conflict the host sees: the channel has sold it and cannot be refused.
 */
import { deliverOutbox } from '../mail/outbox';
import { applyRevision, type Target } from './apply-revision';
import { ChannexClient, type ChannexConfig } from './client';

export { channelOf, type ChannelSource } from './apply-revision';

export interface FeedResult {
  applied: number;
  acked: number;
  conflicts: number;
  skipped: number;
  error: string | null;
}

async function targetOf(db: D1Database, channexPropertyId: string): Promise<Target | null> {
  return db
    .prepare(
      `SELECT p.id AS propertyId, p.host_id AS hostId, p.name, p.currency, p.timezone, p.default_locale AS defaultLocale, p.contact_email AS contactEmail,
              p.contact_phone AS contactPhone, p.street, p.postal_code AS postalCode, p.city, p.region, p.country, p.check_in_time AS checkInTime,
              p.check_out_time AS checkOutTime
       FROM channex_connections c JOIN properties p ON p.id = c.property_id AND p.host_id = c.host_id WHERE c.channex_property_id = ?`,
    )
    .bind(channexPropertyId)
    .first<Target>();
}

/** Feed pages read per run at most (100 revisions each). */
const MAX_PAGES = 20;
const PAGE_SIZE = 100;

/**
 * Reads the feed and applies what it holds. Returns the properties whose availability changed
 * (the caller wakes their pushers). Never throws for Channex's sake: the error is returned and
 * the next run (webhook or cron) reads the same unacknowledged revisions again.
 */
export async function readFeed(env: Env, db: D1Database, config: ChannexConfig, now = new Date()): Promise<FeedResult & { properties: number[] }> {
  const client = new ChannexClient(config);
  const result: FeedResult & { properties: number[] } = { applied: 0, acked: 0, conflicts: 0, skipped: 0, error: null, properties: [] };
  const touched = new Set<number>();
  const mailIds: string[] = [];
  try {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const { revisions, unreadable, total } = await client.bookingRevisionsFeed(1, PAGE_SIZE);
      result.skipped += unreadable.length;
      let ackedNow = 0;
      for (const revision of revisions) {
        const seen = await db.prepare('SELECT 1 FROM channex_revisions WHERE id = ?').bind(revision.id).first();
        if (!seen) {
          const target = await targetOf(db, revision.property_id);
          if (!target) {
            result.skipped += 1;
            continue;
          }
          const applied = await applyRevision(db, target, revision, env.SITE_URL, now, env);
          result.applied += 1;
          if (applied.conflict) result.conflicts += 1;
          mailIds.push(...applied.mails.map((mail) => mail.id));
          touched.add(target.propertyId);
        }
        // Stored now, or before (an ack that did not reach Channex): acknowledge, applying nothing twice.
        await client.ackBookingRevision(revision.id);
        await db.prepare('UPDATE channex_revisions SET acked_at = ? WHERE id = ?').bind(new Date().toISOString(), revision.id).run();
        result.acked += 1;
        ackedNow += 1;
      }
      // Acknowledged revisions leave the feed: page 1 again holds the next ones, until none was acknowledged.
      if (ackedNow === 0 || revisions.length + unreadable.length < PAGE_SIZE || (total !== null && total <= PAGE_SIZE)) break;
    }
  } catch (error) {
    result.error = String((error as Error)?.message ?? error).slice(0, 300);
    console.error(JSON.stringify({ level: 'error', where: 'channex.feed', message: result.error }));
  }
  if (mailIds.length > 0) await deliverOutbox(env, mailIds, now.getTime()).catch(() => undefined);
  result.properties = [...touched];
  return result;
}
