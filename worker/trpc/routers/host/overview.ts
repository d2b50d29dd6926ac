/** host.overview: a property's day and months at a glance (worker/db/overview.ts). */
import { overviewSchema } from '../../../../shared/host/workspace';
import { roleMay, type Role } from '../../../../shared/team/permissions';
import { getOverview, type Overview } from '../../../db/overview';
import { hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';
import { notFound } from './properties';

/**
 * Issue 40, roles that show only what they allow: a figure the caller's role may not see never
 * leaves the server — revenue needs `reports.read` (the front desk runs the day, not the books),
 * the channels' open conflicts `channels.read` (their link would answer 403). `months` names the
 * charts' span either way.
 */
export function overviewFor(overview: Overview, role: Role) {
  return {
    ...overview,
    months: overview.revenueByMonth.map((entry) => entry.month),
    revenueByMonth: roleMay(role, 'reports.read') ? overview.revenueByMonth : null,
    openConflicts: roleMay(role, 'channels.read') ? overview.openConflicts : null,
  };
}

/**
 * `propertyId` absent = the host's first property, and null when they have none yet (the
 * first-run flow); a property that is not the host's answers NOT_FOUND.
 */
export const overviewProcedure = hostProcedure('reservations.read').input(edgeInput(overviewSchema)).query(async ({ ctx, input }) => {
  const overview = await getOverview(ctx.env.DB, ctx.host.id, input, undefined, ctx.scopeProperties);
  if (!overview && input.propertyId !== undefined) throw notFound();
  return overview && overviewFor(overview, ctx.actor.role);
});
