/**
 * host.channels: iCal export URLs, imported feeds with their health, sync now, conflicts.
 * Every query is filtered by ctx.host.id; another host's ids answer NOT_FOUND.
 */
import { TRPCError } from '@trpc/server';
import * as z from 'zod/mini';
import { addFeedSchema } from '../../../../shared/channels/feeds';
import { FeedError, checkFeedUrl } from '../../../channels/fetch';
import { exportUrl, listChannels, listConflicts, newSecret } from '../../../channels/feeds';
import { allowLocalFeeds, feedQuery, syncFeed, type FeedRow } from '../../../channels/sync';
import { releaseBlockNights } from '../../../db/occupancy';
import { todayIn } from '../../../../shared/stay/dates';
import { badInput, createTRPCRouter, hostProcedure } from '../../trpc';

const id = z.int().check(z.positive());
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Not found.' });
/** At most this many feeds per unit (a host lists a room on a handful of channels). */
const MAX_FEEDS_PER_UNIT = 10;

export const channelsRouter = createTRPCRouter({
  // propertyId absent = the host's first property (the workspace default, as `?property=` is optional).
  list: hostProcedure('channels.read').input(z.object({ propertyId: z.optional(id) })).query(async ({ ctx, input }) => {
    const units = await listChannels(ctx.env, ctx.host.id, input.propertyId);
    if (!units) throw notFound();
    return units;
  }),

  conflicts: hostProcedure('channels.read').input(z.object({ propertyId: z.optional(id) })).query(async ({ ctx, input }) => {
    const conflicts = await listConflicts(ctx.env, ctx.host.id, input.propertyId);
    if (!conflicts) throw notFound();
    return conflicts;
  }),

  addFeed: hostProcedure('channels.write', { resource: 'unit', field: 'unitId' }).input(addFeedSchema).mutation(async ({ ctx, input }) => {
    try {
      checkFeedUrl(input.url, allowLocalFeeds(ctx.env));
    } catch (error) {
      if (error instanceof FeedError) throw badInput([{ field: 'url', message: `url_${error.code}` }]);
      throw error;
    }
    const unit = await ctx.env.DB.prepare('SELECT id, property_id FROM units WHERE id = ? AND host_id = ? AND archived_at IS NULL')
      .bind(input.unitId, ctx.host.id)
      .first<{ id: number; property_id: number }>();
    if (!unit) throw notFound();
    const count = await ctx.env.DB.prepare('SELECT COUNT(*) AS n FROM channel_feeds WHERE unit_id = ?').bind(unit.id).first<{ n: number }>();
    if (count!.n >= MAX_FEEDS_PER_UNIT) throw badInput([{ field: 'url', message: 'too_many_feeds' }]);
    const row = await ctx.env.DB
      .prepare('INSERT INTO channel_feeds (host_id, property_id, unit_id, url, channel, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
      .bind(ctx.host.id, unit.property_id, unit.id, input.url, input.channel, new Date().toISOString())
      .first<{ id: number }>();
    return { id: row!.id };
  }),

  removeFeed: hostProcedure('channels.write', { resource: 'feed', field: 'id' }).input(z.object({ id })).mutation(async ({ ctx, input }) => {
    const feed = await ctx.env.DB.prepare(feedQuery('f.id = ? AND f.host_id = ?')).bind(input.id, ctx.host.id).first<FeedRow>();
    if (!feed) throw notFound();
    // The feed's blocks still ahead are released; those already begun stay as history.
    const today = todayIn(feed.timezone);
    const { results: blocks } = await ctx.env.DB.prepare('SELECT id FROM blocks WHERE feed_id = ? AND host_id = ? AND start_date > ?')
      .bind(feed.id, ctx.host.id, today)
      .all<{ id: number }>();
    await ctx.env.DB.batch([
      ...blocks.flatMap((block) => [releaseBlockNights(ctx.env.DB, block.id), ctx.env.DB.prepare('DELETE FROM blocks WHERE id = ?').bind(block.id)]),
      ctx.env.DB.prepare('UPDATE blocks SET feed_id = NULL WHERE feed_id = ? AND host_id = ?').bind(feed.id, ctx.host.id),
      ctx.env.DB.prepare('DELETE FROM channel_feeds WHERE id = ? AND host_id = ?').bind(feed.id, ctx.host.id),
    ]);
    return { id: feed.id };
  }),

  sync: hostProcedure('channels.write', { resource: 'feed', field: 'feedId' }).input(z.object({ feedId: id })).mutation(async ({ ctx, input }) => {
    const feed = await ctx.env.DB.prepare(feedQuery('f.id = ? AND f.host_id = ?')).bind(input.feedId, ctx.host.id).first<FeedRow>();
    if (!feed) throw notFound();
    const result = await syncFeed(ctx.env, feed);
    return {
      events: result.events,
      added: result.added,
      moved: result.moved,
      removed: result.removed,
      conflicts: result.conflicts,
      error: result.error === 'http_status' ? `http_status:${result.status}` : result.error,
      warning: result.warning,
    };
  }),

  regenerateExport: hostProcedure('channels.write', { resource: 'unit', field: 'unitId' }).input(z.object({ unitId: id })).mutation(async ({ ctx, input }) => {
    const secret = newSecret();
    const updated = await ctx.env.DB.prepare('UPDATE units SET ical_secret = ? WHERE id = ? AND host_id = ? AND archived_at IS NULL')
      .bind(secret, input.unitId, ctx.host.id)
      .run();
    if (updated.meta.changes === 0) throw notFound();
    return { exportUrl: exportUrl(ctx.env.SITE_URL, secret) };
  }),
});

/** A router holding only host.channels: types the page's client until host is composed in the root. */
const channelsApiRouter = createTRPCRouter({ host: createTRPCRouter({ channels: channelsRouter }) });
export type ChannelsApiRouter = typeof channelsApiRouter;
