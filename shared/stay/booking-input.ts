/**
 * Inputs of the public booking API (`booking.*`), zod at the edge. Dates are 'YYYY-MM-DD' in
 * the property's calendar; whether they are past or too far ahead depends on the property's
 * today, so the worker checks that once it knows the property (shared/stay/restrictions.ts).
 */
import * as z from 'zod/mini';
import { LOCALES } from '../locales';
import { daysBetween, parseIsoDate } from './dates';
import { MAX_STAY_NIGHTS } from './restrictions';
import { BOOKING_LIMITS } from './booking-limits';

export { BOOKING_LIMITS };

const id = z.int().check(z.positive(), z.maximum(2 ** 31));
export const calendarDate = z.string().check(z.maxLength(10), z.refine((value) => parseIsoDate(value) !== null, 'A date as YYYY-MM-DD'));

/** No markup, no control characters, no links: a person's name. */
const personName = z.string().check(
  z.trim(),
  z.minLength(1, 'Required'),
  z.maxLength(BOOKING_LIMITS.name, `At most ${BOOKING_LIMITS.name} characters`),
  z.refine((value) => !/[<>{}\\\u0000-\u001f\u007f\u2028\u2029]/.test(value), 'Letters, spaces and punctuation only'),
  z.refine((value) => !/(https?:|www\.|:\/\/)/i.test(value), 'Letters, spaces and punctuation only'),
);

const email = z.pipe(z.string().check(z.trim(), z.maxLength(BOOKING_LIMITS.email, `At most ${BOOKING_LIMITS.email} characters`)), z.email('Invalid email address'));

/** With the country code: '+55 11 99999-9999'. Stored as '+' and digits. */
const phone = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(BOOKING_LIMITS.phone, `At most ${BOOKING_LIMITS.phone} characters`),
    z.refine((value) => value === '' || /^\+?[0-9][0-9 ().-]{5,30}$/.test(value), 'A phone number with country code, e.g. +55 11 99999-9999'),
  ),
  z.transform((value: string) => (value === '' ? '' : `+${value.replace(/\D/g, '')}`)),
);

const stay = {
  propertyId: id,
  checkIn: calendarDate,
  checkOut: calendarDate,
  guests: z.int().check(z.minimum(1, 'At least 1 guest'), z.maximum(BOOKING_LIMITS.guests, `At most ${BOOKING_LIMITS.guests} guests`)),
};

/**
 * Who stays and how it is sold (issue 25): adults and children chosen apart (default `guests`
 * adults, 0 children), the promo code, the optional add-ons ticked.
 */
const occupancy = {
  adults: z.optional(z.int().check(z.minimum(1, 'At least 1 adult'), z.maximum(BOOKING_LIMITS.guests, `At most ${BOOKING_LIMITS.guests} guests`))),
  children: z.optional(z.int().check(z.minimum(0, 'At least 0'), z.maximum(BOOKING_LIMITS.guests, `At most ${BOOKING_LIMITS.guests} guests`))),
  promoCode: z.optional(z.string().check(z.trim(), z.maxLength(32, 'At most 32 characters'))),
  addons: z.optional(
    z
      .array(z.object({ id, quantity: z.optional(z.int().check(z.minimum(1, 'At least 1'), z.maximum(20, 'At most 20'))) }))
      .check(z.maxLength(20, 'At most 20 add-ons')),
  ),
};

/** Adults and children of a stay input: `adults` (else `guests`) and `children` (else 0). */
export function occupancyOf(input: { guests: number; adults?: number | undefined; children?: number | undefined }): { adults: number; children: number; guests: number } {
  const adults = input.adults ?? Math.max(1, input.guests - (input.children ?? 0));
  const children = input.children ?? 0;
  return { adults, children, guests: adults + children };
}

function stayRules<T extends { checkIn: string; checkOut: string }>(schema: z.ZodMiniType<T>) {
  // Only once both dates are real dates (a malformed one is reported on its own field).
  const dated = (value: T) => parseIsoDate(value.checkIn) !== null && parseIsoDate(value.checkOut) !== null;
  return schema.check(
    z.refine((value) => !dated(value) || value.checkOut > value.checkIn, { message: 'Check-out must be after check-in', path: ['checkOut'] }),
    z.refine((value) => !dated(value) || value.checkOut <= value.checkIn || daysBetween(value.checkIn, value.checkOut) <= MAX_STAY_NIGHTS, {
      message: `At most ${MAX_STAY_NIGHTS} nights`,
      path: ['checkOut'],
    }),
  );
}

/** `locale`: the guest's language, for the host's names of room types, plans and add-ons (issue 39; default the property's main one). */
export const availabilityInput = stayRules(z.object({ ...stay, ...occupancy, locale: z.optional(z.enum(LOCALES)) }));
export type AvailabilityInput = z.infer<typeof availabilityInput>;

/** `online` through the property's provider (issue 42), `pix` by static BR Code, `at_property`: shared/payments/choices.ts. */
import { PAYMENT_CHOICES, type PaymentChoice } from '../payments/choices';
export { PAYMENT_CHOICES, type PaymentChoice };

export const createBookingInput = stayRules(
  z.object({
    ...stay,
    roomTypeId: id,
    ...occupancy,
    /** The rate plan sold (default: the room type's standard plan). */
    ratePlanId: z.optional(id),
    guest: z.object({ name: personName, email, phone: z.optional(phone) }),
    locale: z.enum(LOCALES),
    payment: z.enum(PAYMENT_CHOICES),
    /** Idempotency key: the same token books once (a double click, a retried POST). */
    clientToken: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, '16 to 64 letters, digits, - or _'))),
    arrivalTime: z.optional(z.union([z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:MM')), z.literal('')])),
    notes: z.optional(z.string().check(z.trim(), z.maxLength(BOOKING_LIMITS.notes, `At most ${BOOKING_LIMITS.notes} characters`))),
    /** Booked on the host's own site (issue 45): its slug, so the guest's mail links to the site's manage page. */
    site: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'Not a site'))),
  }),
);
export type CreateBookingInput = z.infer<typeof createBookingInput>;

/** The guest's secret manage token (base64url, 43 characters). */
export const manageTokenInput = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a booking link')) });
export type ManageTokenInput = z.infer<typeof manageTokenInput>;

export const bookingPropertyInput = z.object({ propertyId: id, from: z.optional(calendarDate), locale: z.optional(z.enum(LOCALES)) });
export type BookingPropertyInput = z.infer<typeof bookingPropertyInput>;

/** A refused no-JavaScript form's draft (worker/booking-forms.ts), by the id its redirect carries. */
export const bookingDraftInput = z.object({ propertyId: id, id: z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/, 'Not a draft id')) });
export type BookingDraftInput = z.infer<typeof bookingDraftInput>;
