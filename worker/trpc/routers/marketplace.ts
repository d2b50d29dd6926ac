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

/** marketplace.*: the published properties guests browse (/properties, /property/:id). */
export const marketplaceRouter = createTRPCRouter({
  /**
   * The published listings; with a search's dates (issue 39) each carries its stay's all-in
   * total for them and guests (`stay`), and one that cannot be booked for them is unavailable.
   */
  listings: publicProcedure
    .input(z.object({ locale, checkIn: z.optional(calendarDate), checkOut: z.optional(calendarDate), guests: z.optional(z.int().check(z.minimum(1), z.maximum(BOOKING_LIMITS.guests))) }))
    .query(async ({ ctx, input }) => {
      // The cards come from the directory's copy (every shard's, one read: worker/db/directory-listings.ts).
      const listings = await directoryListings(ctx.env, input.locale);
      if (!input.checkIn || !input.checkOut || input.checkOut <= input.checkIn) return listings;
      await knowMovedProperties(ctx.env, ctx.waitUntil)?.catch(() => undefined);
      return withSearchedStays(ctx.env, listings, { checkIn: input.checkIn, checkOut: input.checkOut, guests: input.guests ?? 2, locale: input.locale });
    }),
  listing: publicProcedure.input(z.object({ id: z.int().check(z.positive(), z.maximum(2 ** 31)), locale })).query(async ({ ctx, input }) => {
    // One batch, one D1 call (issue 29: the property page's first byte waits for this answer
    // alone); the photos of an unknown id are never used.
    // On the property's shard, from its id (no directory round trip once the isolate knows the moved properties).
    await knowMovedProperties(ctx.env, ctx.waitUntil)?.catch(() => undefined);
    const db = shardDatabase(ctx.env, shardOfProperty(ctx.env, input.id));
    const batch = publishedListingBatch(db, input.id, input.locale);
    const results = await db.batch([...batch.statements, listingPhotosStatement(db, input.id)]);
    const listing = batch.read(results);
    const hostPhotos = listingPhotosOf((results[batch.statements.length]?.results ?? []) as ListingPhotoRow[], input.locale);
    if (!listing) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such property' });
    // A host's own property shows the photos they uploaded (the demo nine keep their illustrations).
    if (listing.key === null && hostPhotos.length > 0) return { ...listing, hostPhotos };
    return listing;
  }),
  /** A published property's real guest reviews (issue 28), newest first, with the host's replies, count and average. */
  reviews: publicProcedure.input(z.object({ propertyId: z.int().check(z.positive(), z.maximum(2 ** 31)) })).query(async ({ ctx, input }) => {
    await knowMovedProperties(ctx.env, ctx.waitUntil)?.catch(() => undefined);
    const reviews = await publishedPropertyReviews(shardDatabase(ctx.env, shardOfProperty(ctx.env, input.propertyId)), input.propertyId);
    if (!reviews) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such property' });
    return { propertyId: input.propertyId, ...reviews };
  }),
  /** The listings this browser saved (its cookie), for the property page's Save button. */
  saved: publicProcedure.query(({ ctx }) => parseSaved(ctx.cookie(SAVED_COOKIE))),
});
