/**
 * host.checkins and host.reviews (issue 28): a reservation's online check-in (status, guests,
 * FNRH status; filled or corrected at the desk) and the host's reviews with replies. Another
 * host's reservation or review answers NOT_FOUND.
 */
import { TRPCError } from '@trpc/server';
import * as z from 'zod/mini';
import { checkinFieldsSchema } from '../../../../shared/journey/checkin';
import { reviewListSchema, reviewReplySchema } from '../../../../shared/journey/reviews';
import { notFound } from '../../../db/host-reservations';
import { ownedProperty } from '../../../db/properties';
import { checkinOf, checkinStatuses, hostStay, saveCheckin } from '../../../journey/checkin';
import { hostReviews, replyToReview } from '../../../journey/reviews';
import { badInput, createTRPCRouter, hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';

const reservationId = z.number().check(z.int(), z.positive());

export const checkinsRouter = createTRPCRouter({
  get: hostProcedure('checkins.read', { resource: 'reservation', field: 'reservationId' }).input(edgeInput(z.object({ reservationId }))).query(async ({ ctx, input }) => {
    const stay = await hostStay(ctx.env.DB, ctx.host.id, input.reservationId);
    if (!stay) throw notFound();
    return checkinOf(ctx.env.DB, stay);
  }),
  /** Check-in status of several reservations (front desk, lists). */
  statuses: hostProcedure('checkins.read', 'account')
    .input(edgeInput(z.object({ reservationIds: z.array(reservationId).check(z.maxLength(200)) })))
    .query(({ ctx, input }) => checkinStatuses(ctx.env.DB, ctx.host.id, input.reservationIds, ctx.scopeProperties)),
  /** Filled or corrected at the desk: the same rules as the guest's form. */
  submit: hostProcedure('checkins.write', { resource: 'reservation', field: 'reservationId' }).input(edgeInput(z.extend(checkinFieldsSchema, { reservationId }))).mutation(async ({ ctx, input }) => {
    const stay = await hostStay(ctx.env.DB, ctx.host.id, input.reservationId);
    if (!stay) throw notFound();
    const { reservationId: _id, ...fields } = input;
    const outcome = await saveCheckin(ctx.env, ctx.env.DB, stay, fields, 'host');
    if (outcome.ok) return outcome.view;
    if (outcome.problem === 'status') throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'This reservation no longer takes a check-in.' });
    throw badInput(outcome.issues);
  }),
});

export const reviewsRouter = createTRPCRouter({
  // propertyId absent = every property of the caller (a member: those shared with them where their role reads reviews).
  // `rating` (issue 40, the reviews page's filter): only reviews with that many stars.
  list: hostProcedure('reviews.read', { property: 'propertyId', absentMeansAll: true }).input(edgeInput(reviewListSchema)).query(async ({ ctx, input }) => {
    if (input.propertyId !== undefined && !(await ownedProperty(ctx.env.DB, ctx.host.id, input.propertyId))) throw notFound();
    return hostReviews(ctx.env.DB, ctx.host.id, input.propertyId, ctx.scopeProperties, input.rating);
  }),
  reply: hostProcedure('reviews.write', { resource: 'review', field: 'id' }).input(edgeInput(reviewReplySchema)).mutation(async ({ ctx, input }) => {
    if (!(await replyToReview(ctx.env.DB, ctx.host.id, input.id, input.text))) throw notFound();
    return { id: input.id, reply: input.text };
  }),
});
