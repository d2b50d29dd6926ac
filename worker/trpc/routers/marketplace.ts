import * as z from 'zod/mini';
import { TRPCError } from '@trpc/server';
import { createTRPCRouter, publicProcedure } from '../trpc';
import { LOCALES } from '../../../shared/locales';
import { publishedListing, publishedListings } from '../../db/marketplace';
import { listingPhotos } from '../../db/photos';
import { propertyReviews } from '../../journey/reviews';
import { SAVED_COOKIE, parseSaved } from '../../../shared/properties/saved';

const locale = z.enum(LOCALES);

/** marketplace.*: the published properties guests browse (/properties, /property/:id). */
export const marketplaceRouter = createTRPCRouter({
  listings: publicProcedure.input(z.object({ locale })).query(({ ctx, input }) => publishedListings(ctx.env.DB, input.locale)),
  listing: publicProcedure.input(z.object({ id: z.int().check(z.positive(), z.maximum(2 ** 31)), locale })).query(async ({ ctx, input }) => {
    // Together (one round trip in sequence, issue 29); the photos of an unknown id are never used.
    const [listing, hostPhotos] = await Promise.all([publishedListing(ctx.env.DB, input.id, input.locale), listingPhotos(ctx.env.DB, input.id, input.locale)]);
    if (!listing) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such property' });
    // A host's own property shows the photos they uploaded (the demo nine keep their illustrations).
    if (listing.key === null && hostPhotos.length > 0) return { ...listing, hostPhotos };
    return listing;
  }),
  /** A published property's real guest reviews (issue 28), newest first, with the host's replies, count and average. */
  reviews: publicProcedure.input(z.object({ propertyId: z.int().check(z.positive(), z.maximum(2 ** 31)) })).query(async ({ ctx, input }) => {
    const published = await ctx.env.DB.prepare('SELECT id FROM properties WHERE id = ? AND published = 1 AND archived_at IS NULL').bind(input.propertyId).first();
    if (!published) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such property' });
    return { propertyId: input.propertyId, ...(await propertyReviews(ctx.env.DB, input.propertyId)) };
  }),
  /** The listings this browser saved (its cookie), for the property page's Save button. */
  saved: publicProcedure.query(({ ctx }) => parseSaved(ctx.cookie(SAVED_COOKIE))),
});
