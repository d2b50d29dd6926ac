/**
 * host.channelManager (issue 41; architecture: "Channel manager over Channex"): connect a
 * property to Channex, its status, disconnect, the daily full resync, and the address of
 * Channex's channel screen. The property is the verified host's (hostProcedure resolves a
 * member's role first: FORBIDDEN before any read); another host's id answers NOT_FOUND.
 */
import { TRPCError } from '@trpc/server';
import * as z from 'zod/mini';
import { ChannexError } from '../../../channex/client';
import { wakePusher } from '../../../channex/pusher';
import { channelManagerStatus, channelScreen, channexFor, connectProperty, disconnectProperty, resyncProperty } from '../../../channex/service';
import { createTRPCRouter, hostProcedure } from '../../trpc';

const input = z.object({ propertyId: z.int().check(z.positive()) });
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Not found.' });
/** Channex refused or could not be reached: the reason code the page translates. */
const channexFailed = (error: ChannexError) => new TRPCError({ code: error.transient ? 'SERVICE_UNAVAILABLE' : 'BAD_GATEWAY', message: error.reason, cause: error });

export const channelManagerRouter = createTRPCRouter({
  status: hostProcedure('channels.read').input(input).query(async ({ ctx, input }) => {
    const status = await channelManagerStatus(ctx.env.DB, ctx.host.id, input.propertyId);
    if (!status) throw notFound();
    return status;
  }),

  connect: hostProcedure('channels.write').input(input).mutation(async ({ ctx, input }) => {
    try {
      const connected = await connectProperty(ctx.env.DB, channexFor(ctx.env), ctx.host.id, input.propertyId);
      if (!connected) throw notFound();
      // The full sync went out now unless a limit or an outage stopped it: the pusher retries.
      if (connected.push.nextAt !== null) await wakePusher(ctx.env, input.propertyId);
      return { connected: true, channexPropertyId: connected.channexPropertyId, roomTypes: connected.roomTypes, ratePlans: connected.ratePlans, pushError: connected.push.error };
    } catch (error) {
      if (error instanceof ChannexError) throw channexFailed(error);
      throw error;
    }
  }),

  disconnect: hostProcedure('channels.write').input(input).mutation(async ({ ctx, input }) => {
    if (!(await disconnectProperty(ctx.env.DB, ctx.host.id, input.propertyId))) throw notFound();
    return { connected: false };
  }),

  resync: hostProcedure('channels.write').input(input).mutation(async ({ ctx, input }) => {
    const result = await resyncProperty(ctx.env.DB, ctx.host.id, input.propertyId);
    if (result === 'not_found') throw notFound();
    if (result === 'too_soon') throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'resync_daily' });
    await wakePusher(ctx.env, input.propertyId);
    return { queued: true };
  }),

  channelScreen: hostProcedure('channels.write').input(input).mutation(async ({ ctx, input }) => {
    try {
      const url = await channelScreen(ctx.env.DB, channexFor(ctx.env), ctx.host.id, input.propertyId, ctx.actor?.email || ctx.host.email || 'host');
      if (!url) throw notFound();
      return { url };
    } catch (error) {
      if (error instanceof ChannexError) throw channexFailed(error);
      throw error;
    }
  }),
});
