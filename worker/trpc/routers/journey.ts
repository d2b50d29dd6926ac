/**
 * The guest's journey procedures under booking.* (issue 28), opened by the secret manage token:
 * booking.checkin.get/submit, booking.review.get/submit. Contract: shared/design/architecture.md, "The guest's journey".
 * Unknown token → NOT_FOUND; bad input → BAD_REQUEST naming the field.
 */
import { listingsChanged } from '../../db/directory-listings';
import { shardOfProperty } from '../../db/shards';
import { TRPCError } from '@trpc/server';
import { checkinDraftSchema, checkinSubmitSchema, checkinTokenSchema } from '../../../shared/journey/checkin';
import { reservationByToken } from '../../db/booking';
import { reviewAuthor, reviewSubmitSchema, reviewTokenSchema } from '../../../shared/journey/reviews';
import { storeHostNotice, type HostNotice } from '../../journey/host-notice';
import { deliverOutbox } from '../../mail/outbox';
import { reviewableStay, reviewOfReservation, stayIsOver, submitReview, type ReviewStay } from '../../journey/reviews';
import { acceptsCheckin, checkinOf, draftOf, saveCheckin, saveDraft, type CheckinStay } from '../../journey/checkin';
import { badInput, createTRPCRouter, publicProcedure, rateLimited, routedByToken, type ApiContext } from '../trpc';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Booking not found.' });

async function stayOf(ctx: ApiContext, token: string) {
  const reservation = await reservationByToken(ctx.env.DB, token);
  if (!reservation) throw notFound();
  const stay: CheckinStay = { id: reservation.id, hostId: reservation.hostId, status: reservation.status, checkIn: reservation.checkIn, checkOut: reservation.checkOut, guests: reservation.guests };
  return { reservation, stay };
}

export const checkinRouter = createTRPCRouter({
  /** The stay's check-in as stored (document numbers only as their last two characters), and a refused form's draft. */
  get: publicProcedure.use(routedByToken).input(checkinTokenSchema).query(async ({ ctx, input }) => {
    const { reservation, stay } = await stayOf(ctx, input.token);
    return {
      code: reservation.code,
      propertyId: reservation.property.id,
      propertyName: reservation.property.name,
      checkIn: reservation.checkIn,
      checkOut: reservation.checkOut,
      locale: reservation.locale,
      guestName: reservation.guestName,
      guestEmail: reservation.guestEmail,
      open: acceptsCheckin(reservation.status),
      ...(await checkinOf(ctx.env.DB, stay)),
      draft: await draftOf(ctx.env, ctx.env.DB, stay.id),
    };
  }),
  /**
   * The form as typed so far (saved as the guest goes, or by "save and continue later"), kept
   * encrypted until the check-in is saved; booking.checkin.get gives it back. Not validated:
   * a draft may be half done.
   */
  saveDraft: rateLimited('checkinDraft')
    .use(routedByToken)
    .input(checkinDraftSchema)
    .mutation(async ({ ctx, input }) => {
      const { reservation } = await stayOf(ctx, input.token);
      if (!acceptsCheckin(reservation.status)) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'This booking no longer takes a check-in.' });
      return { savedAt: await saveDraft(ctx.env, ctx.env.DB, reservation.id, input.fields) };
    }),
  /** Saves every guest's register fields; replaces an earlier check-in whole. */
  submit: rateLimited('bookingManage')
    .use(routedByToken)
    .input(checkinSubmitSchema)
    .mutation(async ({ ctx, input }) => {
      const { stay } = await stayOf(ctx, input.token);
      const { token: _token, ...fields } = input;
      const outcome = await saveCheckin(ctx.env, ctx.env.DB, stay, fields, 'guest');
      if (outcome.ok) {
        // Issue 40: a completed check-in is mailed to the host and the members who read check-ins.
        if (outcome.view.status === 'complete') await noticeHosts(ctx, { kind: 'checkin', reservationId: stay.id });
        return { status: outcome.view.status, guests: outcome.view.guests.length };
      }
      if (outcome.problem === 'status') throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'This booking no longer takes a check-in.' });
      throw badInput(outcome.issues);
    }),
});

/** Stores the host's notice with the guest's write, then sends it after the answer (worker/journey/host-notice.tsx). */
async function noticeHosts(ctx: ApiContext, notice: HostNotice): Promise<void> {
  const ids = await storeHostNotice(ctx.env.DB, notice, ctx.env.SITE_URL).catch((error: unknown) => {
    // The guest's review or check-in is stored: a notice that fails is logged, never the guest's failure.
    console.error(JSON.stringify({ level: 'error', where: 'host-notice', kind: notice.kind, message: String((error as Error)?.message ?? error) }));
    return [];
  });
  if (ids.length > 0) ctx.waitUntil(deliverOutbox(ctx.env, ids));
}

/** The stay a review token opens; a stay the host typed in has no review (issue 38): NOT_FOUND. */
async function reviewStayOf(ctx: ApiContext, token: string) {
  const { reservation } = await stayOf(ctx, token);
  if (!(await reviewableStay(ctx.env.DB, reservation.id))) throw notFound();
  return {
    reservation,
    stay: {
      id: reservation.id,
      hostId: reservation.hostId,
      propertyId: reservation.property.id,
      status: reservation.status,
      checkOut: reservation.checkOut,
      timezone: reservation.property.timezone,
      guestName: reservation.guestName,
    } satisfies ReviewStay,
  };
}

export const reviewRouter = createTRPCRouter({
  /** Whether the stay may be reviewed now, and the review if one was left. */
  get: publicProcedure.use(routedByToken).input(reviewTokenSchema).query(async ({ ctx, input }) => {
    const { reservation, stay } = await reviewStayOf(ctx, input.token);
    return {
      code: reservation.code,
      propertyId: reservation.property.id,
      propertyName: reservation.property.name,
      checkOut: reservation.checkOut,
      open: stayIsOver(stay),
      review: await reviewOfReservation(ctx.env.DB, reservation.id),
    };
  }),
  /** Once per reservation, only after check-out. */
  submit: rateLimited('bookingManage')
    .use(routedByToken)
    .input(reviewSubmitSchema)
    .mutation(async ({ ctx, input }) => {
      const { stay } = await reviewStayOf(ctx, input.token);
      const outcome = await submitReview(ctx.env.DB, stay, input);
      if (outcome.ok) {
        // The card's counted reviews in the directory's copy (issue 46), after the answer.
        listingsChanged(ctx.env, shardOfProperty(ctx.env, stay.propertyId), { propertyId: stay.propertyId }, ctx.waitUntil);
        // Issue 40: the host and the members who read reviews are mailed (the reviews page to reply).
        await noticeHosts(ctx, { kind: 'review', reservationId: stay.id, rating: input.rating, text: input.text, author: reviewAuthor(stay.guestName) });
        return { id: outcome.id };
      }
      if (outcome.problem === 'already') throw new TRPCError({ code: 'CONFLICT', message: 'This stay was already reviewed.' });
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'A stay can be reviewed after check-out.' });
    }),
});
