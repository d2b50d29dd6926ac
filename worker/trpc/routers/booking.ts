/**
 * The guest's booking API (public): availability and quote, create, and self-service by the
 * secret manage token. Contract shapes: shared/design/architecture.md ("Public booking
 * procedures"). Unknown or unpublished property → NOT_FOUND; bad dates → BAD_REQUEST naming the
 * field; the stay taken meanwhile → CONFLICT, nothing written.
 */
import { TRPCError } from '@trpc/server';
import { availabilityInput, bookingDraftInput, bookingPropertyInput, createBookingInput, manageTokenInput } from '../../../shared/stay/booking-input';
import { checkStay, lastArrival, type StayProblem, type UnavailableReason } from '../../../shared/stay/restrictions';
import { addDays, daysBetween } from '../../../shared/stay/dates';
import { possibleTodays } from '../../db/one-trip';
import {
  acceptsPix,
  availabilityOf,
  paymentChoicesOf,
  cancelByGuest,
  createBooking,
  draftOf,
  hostEmailOf,
  hostSignInEmail,
  propertyToday,
  publishedProperty,
  readAvailability,
  reservationByToken,
  startBookingReads,
  unavailableNights,
  type BookableProperty,
  type BookedStay,
  type ManagedReservation,
} from '../../db/booking';
import { bookingMails, mailStayOfReservation, type MailStay } from '../../mail/booking-mail';
import { deliverOutbox } from '../../mail/outbox';
import { badInput, createTRPCRouter, publicProcedure, rateLimitedAlongside, routedByProperty, routedByToken } from '../trpc';
import { baseEnv } from '../../middleware/database';
import { hostWhatsApp } from '../../../shared/host/workspace';
import { defaultStayOf, offerOf, offerPricing, planOffers, quoteOfLines, type PlanOffer } from '../../db/offers';
import { occupancyOf, type AvailabilityInput } from '../../../shared/stay/booking-input';
import type { PromoError } from '../../../shared/host/pricing';
import { checkinRouter, reviewRouter } from './journey';
import { localName } from '../../../shared/properties/names';
import { toLocale, type Locale } from '../../../shared/locales';
import { siteManageUrl } from '../../../shared/site/address';
import { bookedOn, siteBySlug, stayManageUrl } from '../../db/sites';
import { chargeReservation, holdExpiryOf } from '../../payments/booking-charge';
import { openPayment, type OnlinePayment } from '../../payments/charge';
import { ProviderError } from '../../payments/clients';
import { refundCancelled } from '../../payments/refunds';
import { guestMessagesRouter } from './guest-messages';
import { storeMailBodies } from '../../mail/bodies';

/** What the guest reads when a code gives nothing (the code of the reason leads, as the other fields' messages). */
const PROMO_MESSAGES: Record<PromoError, string> = {
  // A used-up code answers the same (issue 38).
  unknown: 'unknown: this promo code is not valid',
  expired: 'expired: this promo code is not valid for these dates',
  min_nights: 'min_nights: the stay is too short for this promo code',
  limited: 'limited: too many different promo codes tried from this address; try again later',
};

/**
 * booking.availability's answer (issue 25): each room type with its plans priced (lines and
 * totals), the optional add-ons, and why a promo code gives nothing. The room type's totalCents
 * stays the standard plan's. The property page renders the same answer.
 */
export async function offersFor(db: D1Database, property: BookableProperty, input: AvailabilityInput, started: OfferReads) {
  const people = occupancyOf(input);
  const nights = daysBetween(input.checkIn, input.checkOut);
  const { roomTypes } = availabilityOf(await started.availability, property, { checkIn: input.checkIn, checkOut: input.checkOut, guests: people.guests });
  const today = propertyToday(property);
  const mainLocale = toLocale(property.defaultLocale);
  const locale = input.locale ?? mainLocale;
  const offer = offerOf(await started.pricing, { checkIn: input.checkIn, nights }, today, { ...people, locale, promoCode: input.promoCode, addons: input.addons }, mainLocale);
  const types = (await started.pricing).roomTypes;
  return {
    propertyId: property.id,
    currency: property.currency,
    nights,
    adults: people.adults,
    children: people.children,
    ...(offer.promoError ? { promoError: offer.promoError } : {}),
    ...(offer.promo ? { promoCode: offer.promo.code } : {}),
    addons: offer.optional,
    roomTypes: roomTypes.map((type) => {
      // The host's name for it in the guest's language, else the main language's (with its lang).
      const named = { ...type, ...localName(type.name, types.get(type.id)?.names ?? {}, locale, mainLocale) };
      if (!named.bookable) return { ...named, ratePlans: [] as PlanOffer[], addons: offer.optional };
      const ratePlans = planOffers(offer, property, type.id, type.nightly, { ...people, locale }, { checkIn: input.checkIn, today });
      const standard = ratePlans[0]!;
      return { ...named, totalCents: standard.totalCents, quote: quoteOfLines(type.nightly, standard.lines), ratePlans, addons: offer.optional };
    }),
  };
}

/** offersFor's reads (availability, pricing): they need only the request, so they may start beside the property's own read. */
interface OfferReads {
  availability: ReturnType<typeof readAvailability>;
  pricing: ReturnType<typeof offerPricing>;
}

/** `client`: the visitor's address (a promo code's attempt is counted against it). */
function startOfferReads(db: D1Database, input: AvailabilityInput, client: string): OfferReads {
  const reads = { availability: readAvailability(db, input.propertyId, input), pricing: offerPricing(db, input.propertyId, input, client) };
  reads.availability.catch(() => undefined);
  reads.pricing.catch(() => undefined);
  return reads;
}

/** The date picker's horizon: closed nights of the next 400 days. */
const UNAVAILABLE_DAYS = 400;

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Property not found.' });

const STAY_MESSAGES: Record<StayProblem, string> = {
  invalid_date: 'A date as YYYY-MM-DD',
  inverted: 'Check-out must be after check-in',
  past: 'Dates in the past cannot be booked',
  too_long: 'At most 60 nights',
  too_far: 'Arrivals at most 18 months ahead',
};

const REASON_FIELDS: Record<Exclude<UnavailableReason, 'sold_out'>, { field: string; message: string }> = {
  capacity: { field: 'guests', message: 'capacity: more guests than this room type sleeps' },
  min_stay: { field: 'checkOut', message: 'min_stay: the stay is shorter than the minimum for this arrival' },
  max_stay: { field: 'checkOut', message: 'max_stay: the stay is longer than the maximum for this arrival' },
  closed_to_arrival: { field: 'checkIn', message: 'closed_to_arrival: no arrivals on this day' },
  closed_to_departure: { field: 'checkOut', message: 'closed_to_departure: no departures on this day' },
};

function mailStayOfBooking(booked: BookedStay): MailStay {
  return {
    code: booked.code,
    status: booked.status === 'pending' ? 'pending' : 'confirmed',
    // Issue 39: an instant booking pending only for its payment is not a request.
    awaitingPayment: booked.status === 'pending' && booked.property.bookingMode !== 'request',
    property: booked.property,
    roomTypeName: booked.roomTypeName,
    checkIn: booked.checkIn,
    checkOut: booked.checkOut,
    nights: booked.quote.nights,
    guests: booked.guests,
    guest: booked.guest,
    locale: booked.locale,
    currency: booked.property.currency,
    totalCents: booked.quote.totalCents,
    lines: booked.lines,
    refundable: booked.ratePlan.refundable,
    promoCode: booked.promoCode,
    manageUrl: booked.manageUrl,
    ...(booked.pix ? { pix: booked.pix } : {}),
  };
}

/** The link token at the end of a manage URL's path (worker/db/booking.ts manageUrl). */
function tokenOfManageUrl(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? '';
}

/** The charge of a booking paid online, or just its provider and deadline when none could be made now. */
async function onlineCharge(env: Env, reservationId: number, returnUrl: string, provider: BookableProperty['paymentProvider']): Promise<OnlinePayment> {
  try {
    const outcome = await chargeReservation(env, env.DB, reservationId, returnUrl);
    if (outcome.ok) return outcome.payment;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error(JSON.stringify({ level: 'warn', where: 'payments.charge', reservationId, status: error.status, message: error.message }));
  }
  return { provider: provider ?? 'mercadopago', expiresAt: (await holdExpiryOf(env.DB, reservationId)) ?? new Date().toISOString() };
}

/** What the guest's page shows of an online payment: the provider, the open charge (if any), and whether it is paid. */
async function onlineState(db: D1Database, reservation: ManagedReservation & { id: number }) {
  if (!reservation.onlineProvider) return null;
  const paid = reservation.paidCents >= reservation.amountDueNowCents && reservation.amountDueNowCents > 0;
  const waiting = reservation.status === 'pending' && !paid;
  // A cancelled stay tells the guest what went back through the provider (the policy's refund).
  const refundedCents =
    reservation.status === 'cancelled'
      ? ((await db
          .prepare('SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM payment_refunds WHERE reservation_id = ?')
          .bind(reservation.id)
          .first<number>('cents')) ?? 0)
      : 0;
  return { provider: reservation.onlineProvider, paid, holdExpiresAt: reservation.holdExpiresAt, refundedCents, charge: waiting ? await openPayment(db, reservation.id) : null };
}

/** The published property and a checked stay, or the error the contract names. */
async function propertyForStay(db: D1Database, propertyId: number, checkIn: string, checkOut: string): Promise<BookableProperty> {
  return stayAt(await publishedProperty(db, propertyId), checkIn, checkOut);
}

function stayAt(property: BookableProperty | null, checkIn: string, checkOut: string): BookableProperty {
  if (!property) throw notFound();
  const issue = checkStay(checkIn, checkOut, propertyToday(property));
  if (issue) throw badInput([{ field: issue.field, message: STAY_MESSAGES[issue.problem] }]);
  return property;
}

export const bookingRouter = createTRPCRouter({
  /** Each room type for the dates and guests: free units, nightly rates, reason or total. */
  availability: publicProcedure.use(routedByProperty).input(availabilityInput).query(async ({ ctx, input }) => {
    // One round trip in sequence (issue 29): the property and the offers' reads start together;
    // the dates are checked once the property (its today) is in, and a refusal uses none of them.
    const started = startOfferReads(ctx.env.DB, input, ctx.clientIp);
    const property = await propertyForStay(ctx.env.DB, input.propertyId, input.checkIn, input.checkOut);
    return offersFor(ctx.env.DB, property, input, started);
  }),

  /** What the booking page needs besides availability: policy, today, closed nights for the picker. */
  property: publicProcedure.use(routedByProperty).input(bookingPropertyInput).query(async ({ ctx, input }) => {
    // One round trip in sequence (issue 29): the closed nights are read beside the property,
    // from the earliest day its today can be (any zone's today is UTC's yesterday, today or
    // tomorrow), and cut to its own today's 400 days when its zone is known.
    const earliest = possibleTodays()[0];
    const closedFrom = input.from && input.from > earliest ? input.from : earliest;
    const closed = unavailableNights(ctx.env.DB, { id: input.propertyId }, closedFrom, UNAVAILABLE_DAYS + 3);
    closed.catch(() => undefined);
    // The default stay's pricing (issue 39) in the same round trip.
    const pricing = offerPricing(ctx.env.DB, input.propertyId, {}, null);
    pricing.catch(() => undefined);
    const property = await publishedProperty(ctx.env.DB, input.propertyId);
    if (!property) throw notFound();
    const today = propertyToday(property);
    const from = input.from && input.from > today ? input.from : today;
    const until = addDays(from, UNAVAILABLE_DAYS);
    return {
      id: property.id,
      name: property.name,
      currency: property.currency,
      today,
      lastArrival: lastArrival(today),
      checkInTime: property.checkInTime,
      checkOutTime: property.checkOutTime,
      bookingMode: property.bookingMode,
      freeCancellationDays: property.freeCancellationDays,
      paymentPolicy: property.paymentPolicy,
      depositPercent: property.depositPercent,
      acceptsPix: acceptsPix(property),
      /** What the guest may pay with (issue 39/42): the page offers exactly these, create refuses the rest. */
      paymentChoices: paymentChoicesOf(property),
      onlineProvider: property.paymentProvider,
      maxGuests: property.maxGuests,
      /** The host's WhatsApp (else contact phone) as wa.me wants it, or null: no button (never the site's number). */
      whatsapp: hostWhatsApp(property),
      /** The example stay shown until dates are chosen (3 nights, itemised; null: nothing to sell). */
      defaultStay: defaultStayOf(await pricing, property, today, input.locale ?? toLocale(property.defaultLocale)),
      cleaningFeeCents: property.cleaningFeeCents,
      serviceFeePercent: property.serviceFeePercent,
      unavailable: (await closed).filter((night) => night >= from && night < until),
    };
  }),

  /** One batch books the stay (guest, reservation, nights); same client token → same booking. */
  create: rateLimitedAlongside('booking')
    .use(routedByProperty)
    .input(createBookingInput)
    .mutation(async ({ ctx, input }) => {
      // Two round trips in sequence for a far guest (issue 29): every read starts at once, beside
      // the rate limit's count (the property, the host's address, the key, availability, the
      // guest, the pricing); then the one write batch (createBooking), whose answer is the reply.
      const db = ctx.env.DB;
      const reading = publishedProperty(db, input.propertyId);
      const signInEmail = hostSignInEmail(db, { propertyId: input.propertyId }, ctx.directory);
      const reads = startBookingReads(db, input, ctx.clientIp);
      const siteRead = input.site ? siteBySlug(ctx.directory, input.site) : Promise.resolve(null);
      reading.catch(() => undefined);
      signInEmail.catch(() => undefined);
      siteRead.catch(() => undefined);
      await ctx.admit();
      const property = stayAt(await reading, input.checkIn, input.checkOut);
      const hostEmail = hostEmailOf(property.contactEmail, await signInEmail);
      // Booked on the host's own site (issue 45): the guest's mail links to the site's manage page,
      // when the slug is a site of this property's host that shows it (else the marketplace's).
      const site = bookedOn(await siteRead, property);
      const outcome = await createBooking(db, property, input, {
        reads,
        siteUrl: ctx.env.SITE_URL,
        ...(site ? { siteSlug: site.slug, mailManageUrl: (token: string, locale: Locale) => siteManageUrl(site, ctx.env.SITE_URL, token, locale) } : {}),
        // Stored in the booking's batch; sent after it, never awaited: a booking does not depend on mail.
        // Their bodies go to the MAIL bucket first (issue 46): the row keeps the headers.
        compose: (booked) => storeMailBodies(ctx.env, property.hostId, bookingMails(mailStayOfBooking(booked), 'booking', hostEmail, ctx.env.SITE_URL)),
      });
      if (outcome.ok) {
        // After the response, outside the request's D1 session and its count: nobody waits for it.
        if (outcome.mailIds.length > 0) ctx.waitUntil(deliverOutbox(baseEnv(ctx.env), outcome.mailIds));
        if (input.payment !== 'online') return outcome.result;
        // Issue 42: the charge at the host's provider, after the booking is stored (a refusal
        // leaves the stay pending with its hold; the guest's page offers to try again).
        // The provider sends the guest back to the page they booked on: the host's site's manage page when booked there (issue 45).
        const returnUrl = site ? siteManageUrl(site, ctx.env.SITE_URL, tokenOfManageUrl(outcome.result.manageUrl), input.locale) : outcome.result.manageUrl;
        return { ...outcome.result, payment: await onlineCharge(ctx.env, outcome.reservationId, returnUrl, property.paymentProvider) };
      }
      switch (outcome.problem) {
        case 'conflict':
          throw new TRPCError({ code: 'CONFLICT', message: 'These dates are no longer available for this room type.' });
        case 'room_type':
          throw badInput([{ field: 'roomTypeId', message: 'Not a room type of this property' }]);
        case 'payment':
          throw badInput([{ field: 'payment', message: `This property does not take this payment at booking (it takes: ${paymentChoicesOf(property).join(', ')})` }]);
        case 'rate_plan':
          throw badInput([{ field: 'ratePlanId', message: 'Not a rate plan of this room type' }]);
        case 'addon':
          throw badInput([{ field: 'addons', message: 'Not an optional add-on of this property' }]);
        case 'promo':
          throw badInput([{ field: 'promoCode', message: PROMO_MESSAGES[outcome.reason] }]);
        case 'token_reused':
          throw new TRPCError({ code: 'CONFLICT', message: 'This clientToken was already used for a different booking request; send a new token for a new request.' });
        case 'unavailable': {
          if (outcome.reason === 'sold_out') throw new TRPCError({ code: 'CONFLICT', message: 'These dates are no longer available for this room type.' });
          const { field, message } = REASON_FIELDS[outcome.reason];
          throw badInput([{ field, message }]);
        }
      }
    }),

  /** What the guest typed before a refused no-JavaScript post (by the redirect's draft id), or null. */
  draft: publicProcedure.use(routedByProperty).input(bookingDraftInput).query(({ ctx, input }) => draftOf(ctx.env.DB, input.propertyId, input.id)),

  /** Online check-in and the review after the stay (issue 28): ./journey.ts. */
  checkin: checkinRouter,
  review: reviewRouter,
  /** One conversation per stay (issue 44): ./guest-messages.ts. */
  messages: guestMessagesRouter,

  /** The guest's booking, opened by the secret token of the manage link. */
  manage: publicProcedure.use(routedByToken).input(manageTokenInput).query(async ({ ctx, input }) => {
    const reservation = await reservationByToken(ctx.env.DB, input.token);
    if (!reservation) throw new TRPCError({ code: 'NOT_FOUND', message: 'Booking not found.' });
    const { hostId: _hostId, id: _id, ...visible } = reservation;
    return { ...visible, online: await onlineState(ctx.env.DB, reservation) };
  }),

  /** Issue 42: the guest's page asks for the charge again (the last one expired or failed): → the open charge. */
  pay: rateLimitedAlongside('bookingManage')
    .use(routedByToken)
    .input(manageTokenInput)
    .mutation(async ({ ctx, input }) => {
      const reading = reservationByToken(ctx.env.DB, input.token);
      reading.catch(() => undefined);
      await ctx.admit();
      const reservation = await reading;
      if (!reservation) throw new TRPCError({ code: 'NOT_FOUND', message: 'Booking not found.' });
      const url = await stayManageUrl(ctx.directory, ctx.env.SITE_URL, reservation, input.token);
      const payment = await onlineCharge(ctx.env, reservation.id, url, reservation.onlineProvider);
      if (!payment.checkoutUrl && !payment.pixCopyPaste) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'This booking is not waiting for an online payment, or its deadline is too close.' });
      return payment;
    }),

  /** Cancels within the property's free-cancellation window; nights freed in the same batch. */
  cancel: rateLimitedAlongside('bookingManage')
    .use(routedByToken)
    .input(manageTokenInput)
    .mutation(async ({ ctx, input }) => {
      // Two round trips in sequence (issue 29): the reservation, the host's address and the rate
      // limit's count together, then the one cancelling batch.
      const reading = reservationByToken(ctx.env.DB, input.token);
      const signInEmail = hostSignInEmail(ctx.env.DB, { token: input.token }, ctx.directory);
      reading.catch(() => undefined);
      signInEmail.catch(() => undefined);
      await ctx.admit();
      const reservation = await reading;
      if (!reservation) throw new TRPCError({ code: 'NOT_FOUND', message: 'Booking not found.' });
      const url = await stayManageUrl(ctx.directory, ctx.env.SITE_URL, reservation, input.token);
      const hostEmail = hostEmailOf(reservation.property.contactEmail, await signInEmail);
      const mails = reservation.canCancel ? await storeMailBodies(ctx.env, reservation.hostId, bookingMails(mailStayOfReservation(reservation, url, 'cancelled'), 'cancel', hostEmail, ctx.env.SITE_URL)) : [];
      const outcome = await cancelByGuest(ctx.env.DB, reservation, mails);
      // After the response, outside the request's D1 session and its count: nobody waits for it.
      if (outcome.ok && !outcome.already && mails.length > 0) ctx.waitUntil(deliverOutbox(baseEnv(ctx.env), mails.map((mail) => mail.id)));
      if (!outcome.ok) {
        throw new TRPCError({
          code: 'PRECONDITION_FAILED',
          message: outcome.problem === 'window' ? `Free cancellation ended on ${reservation.cancelUntil}.` : 'This booking can no longer be cancelled online.',
        });
      }
      // Issue 42: a refundable stay's online payments go back through the provider, with an idempotency key.
      // Only a stay booked to be paid online can have them: any other cancels in two round trips (issue 29).
      if (!outcome.already && reservation.refundable && reservation.onlineProvider) await refundCancelled(ctx.env, ctx.env.DB, reservation.hostId, reservation.id, true);
      // A non-refundable stay cancels without refund (issue 25); a refundable one within its window gives back what was paid.
      return { code: reservation.code, status: 'cancelled' as const, refundable: reservation.refundable, refundCents: reservation.refundable ? reservation.paidCents : 0 };
    }),
});
