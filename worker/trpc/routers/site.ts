import * as z from 'zod/mini';
import { TRPCError } from '@trpc/server';
import { createTRPCRouter, publicProcedure } from '../trpc';
import { LOCALES } from '../../../shared/locales';
import { publicSite } from '../../db/sites';
import { hostDatabase } from '../../db/shards';
import { siteAddress } from '../../../shared/site/address';

/** site.*: a host's own booking site as guests see it (issue 45; /s/{slug}). */
export const siteRouter = createTRPCRouter({
  /** The site's settings, logo, and its listed (published, the host's own) properties with their prices; NOT_FOUND for an unknown slug. */
  public: publicProcedure.input(z.object({ slug: z.string().check(z.maxLength(40)), locale: z.enum(LOCALES) })).query(async ({ ctx, input }) => {
    const site = await publicSite(ctx.env.DB, (hostId) => hostDatabase(ctx.env, hostId), input.slug, input.locale);
    if (!site) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such site' });
    const address = siteAddress(site, ctx.env.SITE_URL);
    return { ...site, origin: address.origin, homePath: address.home };
  }),
});
