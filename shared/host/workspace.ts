/**
 * Inputs of the workspace's property, room type, unit, rates and overview procedures, shared by
 * the pages' forms and the edge. Written with zod/mini (tRPC reads them through edgeInput) so the
 * pages ship the same rules without classic zod; messages are codes (`required`, `too_long`,
 * `time_invalid`, …) the pages translate next to the field. The contract procedures'
 * schemas (./schemas.ts) reuse these field schemas, so page and edge check the same thing.
 * Dates are 'YYYY-MM-DD' calendar strings; money is integer cents.
 */
import * as z from 'zod/mini';
import { LOCALES } from '../locales';
import { AMENITIES } from '../properties/types';
import { daysBetween, isTimeZone, parseIsoDate } from '../stay/dates';
import { BOOKING_MODES, CURRENCIES, MAX_RATE_CENTS, MAX_RATE_DAYS, MAX_RATE_NIGHTS, PROPERTY_KINDS } from './options';
import { roomTypeFactFields, roomTypePricingFields } from './pricing';

export { BOOKING_MODES, CURRENCIES, MAX_RATE_CENTS, MAX_RATE_DAYS, MAX_RATE_NIGHTS, PROPERTY_KINDS, type BookingMode, type Currency, type PropertyKind } from './options';

const idSchema = z.int('id_invalid').check(z.positive('id_invalid'));
const dateSchema = z.string().check(z.refine((value) => parseIsoDate(value) !== null, 'date_invalid'));
const requiredText = (max: number) => z.string('required').check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'too_long'));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'too_long'));
const int = (min: number, max: number) => z.int('number_invalid').check(z.minimum(min, 'too_small'), z.maximum(max, 'too_large'));
/** A text per language the host writes in (empty = none in that language). */
const perLocale = (max: number) => z.partial(z.object({ pt: optionalText(max), en: optionalText(max), es: optionalText(max), it: optionalText(max) }));
const time = z.string().check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_invalid'));

/** A phone's digits with the country code as wa.me wants them (`+55 (24) 99999-0000` → `5524999990000`), or null. */
export function phoneDigits(raw: string): string | null {
  const digits = raw.trim().replace(/^\+/, '').replace(/[\s().-]/g, '');
  return /^\d{8,15}$/.test(digits) ? digits : null;
}
/**
 * The number guests reach the host on WhatsApp (issue 39): the property's WhatsApp, else its
 * contact phone, as wa.me's digits; null when the host gave neither (no button: never the site's).
 */
export function hostWhatsApp(property: { whatsapp?: string | null | undefined; contactPhone: string }): string | null {
  return phoneDigits(property.whatsapp ?? '') ?? phoneDigits(property.contactPhone);
}
const phoneText = z.string().check(z.trim(), z.maxLength(30, 'too_long'), z.refine((value) => value === '' || phoneDigits(value) !== null, 'phone_invalid'));

/** Fields of a property as the host types them (every one of them in the property form). */
export const propertyFieldSchemas = {
  name: requiredText(120),
  kind: z.enum(PROPERTY_KINDS, 'required'),
  city: requiredText(80),
  /** ISO 3166-1 alpha-2, any case in, upper case out. */
  country: z.string('required').check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'country_invalid')),
  timezone: z.string('required').check(z.refine(isTimeZone, 'timezone_invalid')),
  currency: z.enum(CURRENCIES, 'required'),
  street: optionalText(200),
  postalCode: optionalText(20),
  region: optionalText(80),
  checkInTime: time,
  checkOutTime: time,
  cleaningFeeCents: int(0, MAX_RATE_CENTS),
  /** 0 by default: direct bookings carry no platform fee. */
  serviceFeePercent: int(0, 50),
  bookingMode: z.enum(BOOKING_MODES, 'required'),
  freeCancellationDays: int(0, 365),
  /** The language the host writes in; a visitor in another language without a text sees this one. */
  defaultLocale: z.enum(LOCALES, 'required'),
  /**
   * The name per language the host wrote it in (empty = none: visitors in that language see the
   * main language's, else `name`, marked with the main language).
   */
  names: perLocale(120),
  /** The description per language the host wrote it in (empty = none in that language). */
  descriptions: perLocale(5000),
  /** The house rules per language, free text (empty = none in that language). */
  houseRules: perLocale(3000),
  /** Amenities from the fixed list (shared/properties/types.ts AMENITIES), translated on the pages. */
  amenities: z.array(z.enum(AMENITIES, 'amenity_invalid')).check(z.maxLength(AMENITIES.length, 'too_long')),
};

/** The host's own contact for guests (issue 39; the editor's contact form, host.properties.update). */
export const contactFieldSchemas = {
  /** The address guests write to about a stay ('' = none shown). */
  contactEmail: z.string().check(z.trim(), z.maxLength(254, 'too_long'), z.refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'email_invalid')),
  /** The host's phone for guests, as typed ('' = none): 8 to 15 digits with the country code. */
  contactPhone: phoneText,
  /** The host's WhatsApp number ('' = the contact phone is used): stored as wa.me's digits. */
  whatsapp: z.pipe(phoneText, z.transform((value) => phoneDigits(value) ?? '')),
};
export const contactFormSchema = z.object(contactFieldSchemas);

/** The property form (create and edit): every field, as the page sends it. */
export const propertyFormSchema = z.object(propertyFieldSchemas);
export type PropertyForm = z.infer<typeof propertyFormSchema>;

/** Fields a room type is created with (host.roomTypes.create's rules). */
export const roomTypeFieldSchemas = {
  name: requiredText(80),
  capacity: int(1, 50),
  baseRateCents: int(0, MAX_RATE_CENTS),
  units: int(1, 200),
};

/** The room type form of the property editor and of the first-run flow. */
export const roomTypeFormSchema = z.object(roomTypeFieldSchemas);
export type RoomTypeForm = z.infer<typeof roomTypeFormSchema>;

export const byIdSchema = z.object({ id: idSchema });
export const setPublishedSchema = z.object({ id: idSchema, published: z.boolean('required') });
export const roomTypesListSchema = z.object({ propertyId: idSchema });
export const updateRoomTypeSchema = z.object({
  id: idSchema,
  name: z.optional(roomTypeFieldSchemas.name),
  capacity: z.optional(roomTypeFieldSchemas.capacity),
  baseRateCents: z.optional(roomTypeFieldSchemas.baseRateCents),
  // Guests included in the rate and the fee per extra guest per night (./pricing.ts).
  ...roomTypePricingFields,
  // Beds and bathrooms per unit, names per language (issue 39).
  ...roomTypeFactFields,
});
export type UpdateRoomTypeInput = z.infer<typeof updateRoomTypeSchema>;

export const unitNameSchema = requiredText(80);
export const createUnitSchema = z.object({ roomTypeId: idSchema, name: unitNameSchema });
export const renameUnitSchema = z.object({ id: idSchema, name: unitNameSchema });

/**
 * host.rates.set: the given fields on every night of [from, to) — or only on the nights whose
 * weekday is in `weekdays` (0 = Sunday … 6 = Saturday) — in one statement.
 */
export const setRatesSchema = z
  .object({
    roomTypeId: idSchema,
    from: dateSchema,
    to: dateSchema,
    rateCents: z.optional(int(0, MAX_RATE_CENTS)),
    minStay: z.optional(int(1, 365)),
    maxStay: z.optional(int(1, 365)),
    closedToArrival: z.optional(z.boolean()),
    closedToDeparture: z.optional(z.boolean()),
    stopSell: z.optional(z.boolean()),
    weekdays: z.optional(z.array(int(0, 6)).check(z.minLength(1, 'weekdays_empty'), z.maxLength(7, 'too_long'))),
  })
  .check(
    z.refine((value) => value.to > value.from, { message: 'end_before_start', path: ['to'] }),
    z.refine((value) => daysBetween(value.from, value.to) <= MAX_RATE_NIGHTS, { message: 'range_too_long', path: ['to'] }),
    z.refine((value) => value.minStay === undefined || value.maxStay === undefined || value.minStay <= value.maxStay, { message: 'min_above_max', path: ['maxStay'] }),
  );
export type SetRatesInput = z.infer<typeof setRatesSchema>;

/** host.rates.get: `days` nights of one room type from `from` (default: today in the property's zone). */
export const getRatesSchema = z.object({
  roomTypeId: idSchema,
  from: z.optional(dateSchema),
  days: z.optional(int(1, MAX_RATE_DAYS)),
});
export type GetRatesInput = z.infer<typeof getRatesSchema>;

/**
 * host.overview: one property (default: the host's first), or with `all` every property of the
 * host, on a day (default: today in each property's zone).
 */
export const overviewSchema = z.object({
  propertyId: z.optional(idSchema),
  all: z.optional(z.boolean()),
  today: z.optional(dateSchema),
});
export type OverviewInput = z.infer<typeof overviewSchema>;
