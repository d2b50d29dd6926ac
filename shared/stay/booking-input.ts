/**
 * Inputs of the public booking API (`booking.*`), zod at the edge. Dates are 'YYYY-MM-DD' in
 * the property's calendar; whether they are past or too far ahead depends on the property's
 * today, so the worker checks that once it knows the property (shared/stay/restrictions.ts).
 */
import { z } from 'zod';
import { LOCALES } from '../locales';
import { daysBetween, parseIsoDate } from './dates';
import { MAX_STAY_NIGHTS } from './restrictions';
import { BOOKING_LIMITS } from './booking-limits';

export { BOOKING_LIMITS };

const id = z.number().int().positive().max(2 ** 31);
const calendarDate = z.string().max(10).refine((value) => parseIsoDate(value) !== null, 'A date as YYYY-MM-DD');

/** No markup, no control characters, no links: a person's name. */
const personName = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(BOOKING_LIMITS.name, `At most ${BOOKING_LIMITS.name} characters`)
  .refine((value) => !/[<>{}\\\u0000-\u001f\u007f\u2028\u2029]/.test(value), 'Letters, spaces and punctuation only')
  .refine((value) => !/(https?:|www\.|:\/\/)/i.test(value), 'Letters, spaces and punctuation only');

const email = z.string().trim().max(BOOKING_LIMITS.email, `At most ${BOOKING_LIMITS.email} characters`).pipe(z.email('Invalid email address'));

/** With the country code: '+55 11 99999-9999'. Stored as '+' and digits. */
const phone = z
  .string()
  .trim()
  .max(BOOKING_LIMITS.phone, `At most ${BOOKING_LIMITS.phone} characters`)
  .refine((value) => value === '' || /^\+?[0-9][0-9 ().-]{5,30}$/.test(value), 'A phone number with country code, e.g. +55 11 99999-9999')
  .transform((value) => (value === '' ? '' : `+${value.replace(/\D/g, '')}`));

const stay = {
  propertyId: id,
  checkIn: calendarDate,
  checkOut: calendarDate,
  guests: z.number().int().min(1, 'At least 1 guest').max(BOOKING_LIMITS.guests, `At most ${BOOKING_LIMITS.guests} guests`),
};

function stayRules<T extends { checkIn: string; checkOut: string }>(schema: z.ZodType<T>) {
  // Only once both dates are real dates (a malformed one is reported on its own field).
  const dated = (value: T) => parseIsoDate(value.checkIn) !== null && parseIsoDate(value.checkOut) !== null;
  return schema
    .refine((value) => !dated(value) || value.checkOut > value.checkIn, { message: 'Check-out must be after check-in', path: ['checkOut'] })
    .refine((value) => !dated(value) || value.checkOut <= value.checkIn || daysBetween(value.checkIn, value.checkOut) <= MAX_STAY_NIGHTS, {
      message: `At most ${MAX_STAY_NIGHTS} nights`,
      path: ['checkOut'],
    });
}

export const availabilityInput = stayRules(z.object(stay));
export type AvailabilityInput = z.infer<typeof availabilityInput>;

export const PAYMENT_CHOICES = ['pix', 'at_property'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

export const createBookingInput = stayRules(
  z.object({
    ...stay,
    roomTypeId: id,
    guest: z.object({ name: personName, email, phone: phone.optional() }),
    locale: z.enum(LOCALES),
    payment: z.enum(PAYMENT_CHOICES),
    /** Idempotency key: the same token books once (a double click, a retried POST). */
    clientToken: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '16 to 64 letters, digits, - or _').optional(),
    arrivalTime: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:MM').or(z.literal('')).optional(),
    notes: z.string().trim().max(BOOKING_LIMITS.notes, `At most ${BOOKING_LIMITS.notes} characters`).optional(),
  }),
);
export type CreateBookingInput = z.infer<typeof createBookingInput>;

/** The guest's secret manage token (base64url, 43 characters). */
export const manageTokenInput = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a booking link') });
export type ManageTokenInput = z.infer<typeof manageTokenInput>;

export const bookingPropertyInput = z.object({ propertyId: id, from: calendarDate.optional() });
export type BookingPropertyInput = z.infer<typeof bookingPropertyInput>;

/** A refused no-JavaScript form's draft (worker/booking-forms.ts), by the id its redirect carries. */
export const bookingDraftInput = z.object({ propertyId: id, id: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Not a draft id') });
export type BookingDraftInput = z.infer<typeof bookingDraftInput>;
