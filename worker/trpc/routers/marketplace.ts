import * as z from 'zod/mini';
import { TRPCError } from '@trpc/server';
import { createTRPCRouter, publicProcedure } from '../trpc';
import { LOCALES } from '../../../shared/locales';
import { publishedListingBatch } from '../../db/marketplace';
import { directoryListings } from '../../db/directory-listings';
import { knowMovedProperties, shardDatabase, shardOfProperty } from '../../db/shards';
import { listingPhotosOf, listingPhotosStatement, type ListingPhotoRow } from '../../db/photos';
import { publishedPropertyReviews } from '../../journey/reviews';
import { SAVED_COOKIE, parseSaved } from '../../../shared/properties/saved';
import { BOOKING_LIMITS, calendarDate } from '../../../shared/stay/booking-input';
import { withSearchedStays } from './marketplace-stays';

const locale = z.enum(LOCALES);

/**
 * Runs `read` on the shard holding `propertyId` (issue 46). An isolate that has not yet learnt the
 * moved properties (worker/db/shards.ts) reads on the id's own shard beside that lesson, and again
 * on the right one only when the lesson says the property moved: one level of round trips.
 */
async function onShard<T>(ctx: { env: Env; waitUntil: (promise: Promise<unknown>) => void }, propertyId: number, read: (db: D1Database) => Promise<T>): Promise<T> {
  const learning = knowMovedProperties(ctx.env, ctx.waitUntil);
  const guessed = shardOfProperty(ctx.env, propertyId);
  const first = read(shardDatabase(ctx.env, guessed));
  if (!learning) return first;
  first.catch(() => undefined);
  await learning.catch(() => undefined);
  const binding = shardOfProperty(ctx.env, propertyId);
  return binding === guessed ? first : read(shardDatabase(ctx.env, binding));
}

/** marketplace.*: the published properties guests browse (/properties, /property/:id). */
export const marketplaceRouter = createTRPCRouter({
  /**
   * The published listings; with a search's dates (issue 39) each carries its stay's all-in
   * total for them and guests (`stay`), and one that cannot be booked for them is unavailable.
   */
  listings: publicProcedure
    .input(z.object({ locale, checkIn: z.optional(calendarDate), checkOut: z.optional(calendarDate), guests: z.optional(z.int().check(z.minimum(1), z.maximum(BOOKING_LIMITS.guests))) }))
    .query(async ({ ctx, input }) => {
      // The cards come from the directory (every shard's, one read: worker/db/directory-listings.ts);
      // an isolate's first request learns the moved properties beside it, for a search's prices.
      const learning = knowMovedProperties(ctx.env, ctx.waitUntil)?.catch(() => undefined);
      const listings = await directoryListings(ctx.env, input.locale);
      if (!input.checkIn || !input.checkOut || input.checkOut <= input.checkIn) return listings;
      await learning;
      return withSearchedStays(ctx.env, listings, { checkIn: input.checkIn, checkOut: input.checkOut, guests: input.guests ?? 2, locale: input.locale });
    }),
  listing: publicProcedure.input(z.object({ id: z.int().check(z.positive(), z.maximum(2 ** 31)), locale })).query(async ({ ctx, input }) => {
    // One batch, one D1 call (issue 29: the property page's first byte waits for this answer
    // alone); the photos of an unknown id are never used. On the property's shard, from its id
    // (onShard): no directory round trip in sequence.
    return onShard(ctx, input.id, async (db) => {
      const batch = publishedListingBatch(db, input.id, input.locale);
      const results = await db.batch([...batch.statements, listingPhotosStatement(db, input.id)]);
      const listing = batch.read(results);
      const hostPhotos = listingPhotosOf((results[batch.statements.length]?.results ?? []) as ListingPhotoRow[], input.locale);
      if (!listing) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such property' });
      // A host's own property shows the photos they uploaded (the demo nine keep their illustrations).
      if (listing.key === null && hostPhotos.length > 0) return { ...listing, hostPhotos };
      return listing;
    });
  }),
  /** A published property's real guest reviews (issue 28), newest first, with the host's replies, count and average. */
  reviews: publicProcedure.input(z.object({ propertyId: z.int().check(z.positive(), z.maximum(2 ** 31)) })).query(async ({ ctx, input }) => {
    const reviews = await onShard(ctx, input.propertyId, (db) => publishedPropertyReviews(db, input.propertyId));
    if (!reviews) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such property' });
    return { propertyId: input.propertyId, ...reviews };
  }),
  /** The listings this browser saved (its cookie), for the property page's Save button. */
  saved: publicProcedure.query(({ ctx }) => parseSaved(ctx.cookie(SAVED_COOKIE))),
});
