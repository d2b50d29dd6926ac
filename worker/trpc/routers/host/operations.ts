/** host.housekeeping and host.reports: the daily operations (worker/db/operations.ts). */
import { frontDeskSchema, housekeepingListSchema, housekeepingSetSchema, reportsSummarySchema } from '../../../../shared/host/operations';
import { frontDeskToday, listHousekeeping, reportsSummary, setHousekeeping } from '../../../db/operations';
import { reportsPaymentsSchema } from '../../../../shared/host/books';
import { reportsPayments } from '../../../books/received';
import { checkinSummaries } from '../../../journey/checkin';
import { fnrhConfig } from '../../../journey/fnrh-register';
import { createTRPCRouter, hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';
import { notFound } from './properties';

export const housekeepingRouter = createTRPCRouter({
  list: hostProcedure('housekeeping.read').input(edgeInput(housekeepingListSchema)).query(async ({ ctx, input }) => {
    const units = await listHousekeeping(ctx.env.DB, ctx.host.id, input);
    if (!units) throw notFound();
    return units;
  }),
  set: hostProcedure('housekeeping.write', { resource: 'unit', field: 'unitId' }).input(edgeInput(housekeepingSetSchema)).mutation(({ ctx, input }) => setHousekeeping(ctx.env.DB, ctx.host.id, input)),
});

export const reportsRouter = createTRPCRouter({
  // propertyId absent = every property of the caller (a member: every one shared with them where
  // their role reads reports); another host's property → NOT_FOUND.
  summary: hostProcedure('reports.read', { property: 'propertyId', absentMeansAll: true }).input(edgeInput(reportsSummarySchema)).query(async ({ ctx, input }) => {
    const summary = await reportsSummary(ctx.env.DB, ctx.host.id, input, ctx.scopeProperties);
    if (!summary) throw notFound();
    return summary;
  }),
  // Money received per day and method (issue 43), refunds apart; the same scope rules.
  payments: hostProcedure('reports.read', { property: 'propertyId', absentMeansAll: true }).input(edgeInput(reportsPaymentsSchema)).query(async ({ ctx, input }) => {
    const report = await reportsPayments(ctx.env.DB, ctx.host.id, input, ctx.scopeProperties);
    if (!report) throw notFound();
    return report;
  }),
});

export const frontDeskRouter = createTRPCRouter({
  // Today's arrivals, departures and in-house stays; propertyId absent = every property of the caller.
  // Each arrival carries its online check-in's status and the register's (issue 28).
  today: hostProcedure('reservations.read', { property: 'propertyId', absentMeansAll: true }).input(edgeInput(frontDeskSchema)).query(async ({ ctx, input }) => {
    const day = await frontDeskToday(ctx.env.DB, ctx.host.id, input, undefined, ctx.scopeProperties);
    if (!day) throw notFound();
    const checkins = await checkinSummaries(ctx.env.DB, ctx.host.id, day.arrivals.map((stay) => stay.id), fnrhConfig(ctx.env) !== null);
    return { ...day, arrivals: day.arrivals.map((stay) => ({ ...stay, checkin: checkins[stay.id] ?? { status: 'none' as const, fnrh: null } })) };
  }),
});
