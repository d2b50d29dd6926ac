/** host.overview: a property's day and months at a glance (worker/db/overview.ts). */
import { overviewSchema } from '../../../../shared/host/workspace';
import { getOverview } from '../../../db/overview';
import { hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';
import { notFound } from './properties';

/**
 * `propertyId` absent = the host's first property, and null when they have none yet (the
 * first-run flow); a property that is not the host's answers NOT_FOUND.
 */
export const overviewProcedure = hostProcedure('reservations.read').input(edgeInput(overviewSchema)).query(async ({ ctx, input }) => {
  const overview = await getOverview(ctx.env.DB, ctx.host.id, input, undefined, ctx.scopeProperties);
  if (!overview && input.propertyId !== undefined) throw notFound();
  return overview;
});
