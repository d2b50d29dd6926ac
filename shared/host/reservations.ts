/**
 * Inputs of the host's reservation, calendar and block procedures (host.reservations.*,
 * host.calendar.get, host.blocks.*), shared by the workspace forms and the edge. Written with
 * zod/mini so the pages ship the same rules without classic zod's weight; messages are codes
 * (`required`, `date_invalid`, …) the pages translate next to the field.
 * Dates are 'YYYY-MM-DD' calendar strings in the property's calendar; money is integer cents.
 */
import * as z from 'zod/mini';
import { daysBetween, parseIsoDate } from '../stay/dates';
import { MANUAL_SOURCES, MANUAL_STATUSES, MAX_CALENDAR_DAYS, MAX_STAY_NIGHTS, RESERVATION_SOURCES, RESERVATION_STATUSES } from './stay-rules';

export * from './stay-rules';

export const idSchema = z.int().check(z.positive('id_invalid'));
export const calendarDateSchema = z.string().check(z.refine((value) => parseIsoDate(value) !== null, 'date_invalid'));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'too_long'));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'too_long'));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = z.string().check(
  z.trim(),
  z.maxLength(254, 'too_long'),
  z.refine((value) => value === '' || EMAIL.test(value), 'email_invalid'),
);
export const phoneSchema = z.string().check(
  z.trim(),
  z.maxLength(40, 'too_long'),
  z.refine((value) => value === '' || /^\+?[\d\s().-]{6,}$/.test(value), 'phone_invalid'),
);
const guestsCount = (min: number) => z.int('number_invalid').check(z.minimum(min, 'too_small'), z.maximum(50, 'too_large'));

/** Check-out after check-in, within the longest stay (applied to objects that have both). */
function stayChecks<T extends { checkIn?: string; checkOut?: string }>() {
  return [
    z.refine<T>((value) => !value.checkIn || !value.checkOut || value.checkOut > value.checkIn, { message: 'checkout_before_checkin', path: ['checkOut'] }),
    z.refine<T>((value) => !value.checkIn || !value.checkOut || daysBetween(value.checkIn, value.checkOut) <= MAX_STAY_NIGHTS, { message: 'stay_too_long', path: ['checkOut'] }),
  ] as const;
}

export const guestFields = {
  name: requiredText(120),
  email: emailSchema,
  phone: phoneSchema,
};

/** host.reservations.create: a reservation the host types in, on a unit or a room type. */
export const createReservationSchema = z
  .object({
    propertyId: idSchema,
    /** The unit to hold; absent = the first free unit of `roomTypeId`. */
    unitId: z.optional(idSchema),
    roomTypeId: z.optional(idSchema),
    checkIn: calendarDateSchema,
    checkOut: calendarDateSchema,
    guest: z.object(guestFields),
    adults: guestsCount(1),
    children: guestsCount(0),
    status: z.enum(MANUAL_STATUSES),
    source: z.optional(z.enum(MANUAL_SOURCES)),
    /** Issue 40: the room type's rate plan (absent = its standard plan); priced as host.reservations.quote prices it. */
    ratePlanId: z.optional(idSchema),
    notes: z.optional(optionalText(2000)),
    /**
     * Issue 40: the price the host agreed, in cents, when it is not the quote's
     * (host.reservations.quote); the reason is then required and kept in the history.
     */
    totalCents: z.optional(z.int('number_invalid').check(z.minimum(0, 'too_small'), z.maximum(100_000_000, 'too_large'))),
    priceReason: z.optional(optionalText(200)),
  })
  .check(
    ...stayChecks(),
    z.refine((value) => value.unitId !== undefined || value.roomTypeId !== undefined, { message: 'required', path: ['unitId'] }),
  );
export type CreateReservationInput = z.infer<typeof createReservationSchema>;

/** host.reservations.quote (issue 40): the price a new stay on a unit would get from the rates, before the host edits it. */
export const quoteReservationSchema = z
  .object({ unitId: idSchema, checkIn: calendarDateSchema, checkOut: calendarDateSchema, ratePlanId: z.optional(idSchema) })
  .check(...stayChecks());

/** host.reservations.update: change dates and/or unit (re-checking occupancy), guests count, notes. */
export const updateReservationSchema = z
  .object({
    id: idSchema,
    checkIn: z.optional(calendarDateSchema),
    checkOut: z.optional(calendarDateSchema),
    unitId: z.optional(idSchema),
    adults: z.optional(guestsCount(1)),
    children: z.optional(guestsCount(0)),
    notes: z.optional(optionalText(2000)),
  })
  .check(...stayChecks());
export type UpdateReservationInput = z.infer<typeof updateReservationSchema>;

export const setStatusSchema = z.object({ id: idSchema, status: z.enum(RESERVATION_STATUSES) });
export type SetStatusInput = z.infer<typeof setStatusSchema>;

export const byIdSchema = z.object({ id: idSchema });

/** host.reservations.search: the paged list with filters. */
export const searchReservationsSchema = z
  .object({
    /** Absent = every property of the host. */
    propertyId: z.optional(idSchema),
    /** Stays overlapping [from, to). */
    from: z.optional(calendarDateSchema),
    to: z.optional(calendarDateSchema),
    status: z.optional(z.enum(RESERVATION_STATUSES)),
    source: z.optional(z.enum(RESERVATION_SOURCES)),
    /** Guest name or e-mail, or reservation code. */
    q: z.optional(optionalText(120)),
    page: z.optional(z.int().check(z.minimum(1), z.maximum(10_000))),
    pageSize: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  })
  .check(z.refine((value) => !value.from || !value.to || value.to > value.from, { message: 'checkout_before_checkin', path: ['to'] }));
export type SearchReservationsInput = z.infer<typeof searchReservationsSchema>;

/**
 * host.calendar.get: a window of `days` nights from `from` (default: today in the property's
 * zone) of one property (default: the host's first) or, with `all`, of every property; `roomTypeId`
 * keeps only that room type's units.
 */
export const calendarSchema = z.object({
  propertyId: z.optional(idSchema),
  all: z.optional(z.boolean()),
  roomTypeId: z.optional(idSchema),
  from: z.optional(calendarDateSchema),
  days: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_CALENDAR_DAYS))),
});
export type CalendarInput = z.infer<typeof calendarSchema>;

/** host.blocks.create: nights [from, to) closed on a unit. */
export const createBlockSchema = z
  .object({
    unitId: idSchema,
    from: calendarDateSchema,
    to: calendarDateSchema,
    reason: z.optional(optionalText(200)),
  })
  .check(
    z.refine((value) => value.to > value.from, { message: 'checkout_before_checkin', path: ['to'] }),
    z.refine((value) => daysBetween(value.from, value.to) <= MAX_STAY_NIGHTS, { message: 'stay_too_long', path: ['to'] }),
  );
export type CreateBlockInput = z.infer<typeof createBlockSchema>;

/** Field → message code, from a failed parse (the page shows each next to its field). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'input';
    errors[field] ??= issue.message;
  }
  return errors;
}
