/**
 * host.site.*: the host's own booking site (issue 45; architecture "The host's own booking
 * site"). One per host (the owner's account: a manager edits the owner's site, the other roles
 * may not — property.write). The site's row is in the directory (`ctx.directory`: its slug and
 * domain are looked up before any host is known), the host's properties and photos on their
 * shard (`ctx.env.DB`). A save purges the site's cached pages at its old and new addresses.
 */
import { TRPCError } from '@trpc/server';
import { badInput, createTRPCRouter, hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';
import { siteUpdateSchema } from '../../../../shared/site/schema';
import { logoChoices, readSite, saveSite, SiteRefused } from '../../../db/sites';
import { deletePhotoObjects } from '../../../photos/store';
import { purgeSite, siteOrigins } from '../../../site/cache';
import { forgetDomain } from '../../../site/host';

export const siteRouter = createTRPCRouter({
  /** The host's site settings (null before the first save) and the photos a logo may be picked from. */
  get: hostProcedure('property.read', 'account').query(async ({ ctx }) => {
    const [site, photos] = await Promise.all([readSite(ctx.directory, ctx.host.id), logoChoices(ctx.env.DB, ctx.host.id)]);
    return { site, photos, cnameTarget: ctx.env.SITES_CNAME_TARGET || new URL(ctx.env.SITE_URL).hostname };
  }),
  update: hostProcedure('property.write', 'account')
    .input(edgeInput(siteUpdateSchema))
    .mutation(async ({ ctx, input }) => {
      // The platform's own domain and its subdomains are never a host's (they would take over the platform's pages).
      const platform = new URL(ctx.env.SITE_URL).hostname.replace(/^www\./, '');
      if (input.customDomain && (input.customDomain === platform || input.customDomain.endsWith(`.${platform}`))) throw badInput([{ field: 'customDomain', message: 'domain_invalid' }]);
      // A manager of some of the owner's properties lists only those (the others answer as absent).
      const scope = ctx.scopeProperties as readonly number[] | undefined;
      if (scope && input.propertyIds.some((id) => !scope.includes(id))) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such property' });
      try {
        const { saved, previous, droppedLogo } = await saveSite(ctx.directory, ctx.env.DB, ctx.host.id, input);
        if (droppedLogo) await deletePhotoObjects(ctx.env.PHOTOS, [droppedLogo]).catch(() => undefined);
        forgetDomain(previous?.customDomain);
        forgetDomain(saved.customDomain);
        const purged = await purgeSite(ctx.env, siteOrigins(ctx.env.SITE_URL, ctx.origin, [previous?.customDomain, saved.customDomain]), [saved.slug, ...(previous ? [previous.slug] : [])]);
        return { ...saved, purged };
      } catch (error) {
        if (error instanceof SiteRefused) {
          if (error.kind === 'conflict') throw new TRPCError({ code: 'CONFLICT', message: `${error.field}: taken`, cause: error });
          if (error.field === 'logoPhotoId') throw new TRPCError({ code: 'NOT_FOUND', message: 'No such photo' });
          throw new TRPCError({ code: 'NOT_FOUND', message: 'No such property' });
        }
        throw error;
      }
    }),
});
