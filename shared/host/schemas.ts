/**
 * Inputs of the host API (host.*), shared by the workspace forms and the edge: one zod schema
 * per procedure, so the page and the worker say the same thing about the same field.
 * Dates are 'YYYY-MM-DD' calendar strings; money is integer cents.
 */
import { z } from 'zod';
import { isTimeZone, parseIsoDate, daysBetween } from '../stay/dates';
import { PIX_CURRENCY, PIX_CURRENCY_MESSAGE, pixSettingsInput } from '../pix/schemas';

export const PROPERTY_KINDS = ['hotel', 'inn', 'guesthouse', 'hostel', 'holiday_home', 'apartment', 'villa', 'campground', 'resort'] as const;
export const CURRENCIES = ['BRL', 'EUR', 'USD'] as const;

/** The longest range one rates call may write (18 months and a little). */
export const MAX_RATE_NIGHTS = 550;

const id = z.number().int().positive();
const text = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
export const calendarDate = z.string().refine((value) => parseIsoDate(value) !== null, 'A date as YYYY-MM-DD');

export const propertyFields = {
  name: text(120),
  kind: z.enum(PROPERTY_KINDS),
  city: text(80),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'An ISO 3166-1 alpha-2 country code'),
  timezone: z.string().refine(isTimeZone, 'An IANA time zone, e.g. America/Sao_Paulo').optional(),
  currency: z.enum(CURRENCIES).optional(),
  slug: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/, 'Lower-case letters, digits and hyphens (3 to 60)').optional(),
  published: z.boolean().optional(),
  /** Key (validated for its kind, stored normalised), receiver, payment policy (shared/pix/schemas.ts). */
  pix: pixSettingsInput.optional(),
};

export const createPropertyInput = z.object(propertyFields).refine((value) => !value.pix || (value.currency ?? PIX_CURRENCY) === PIX_CURRENCY, { message: PIX_CURRENCY_MESSAGE, path: ['pix'] });
export type CreatePropertyInput = z.infer<typeof createPropertyInput>;

/** `pix: null` removes the key (and Pix at booking); Pix on a non-BRL property is refused where the currency is known (worker/db/properties.ts). */
export const updatePropertyInput = z.object({ id, ...z.object(propertyFields).partial().shape, pix: pixSettingsInput.nullable().optional() });
export type UpdatePropertyInput = z.infer<typeof updatePropertyInput>;

export const createRoomTypeInput = z.object({
  propertyId: id,
  name: text(80),
  capacity: z.number().int().min(1).max(50),
  baseRateCents: z.number().int().min(0).max(100_000_000),
  units: z.number().int().min(1).max(200),
});
export type CreateRoomTypeInput = z.infer<typeof createRoomTypeInput>;

export const setRatesInput = z
  .object({
    roomTypeId: id,
    from: calendarDate,
    to: calendarDate,
    rateCents: z.number().int().min(0).max(100_000_000).optional(),
    minStay: z.number().int().min(1).max(365).optional(),
    maxStay: z.number().int().min(1).max(365).optional(),
    closedToArrival: z.boolean().optional(),
    closedToDeparture: z.boolean().optional(),
    stopSell: z.boolean().optional(),
  })
  .refine((value) => value.to > value.from, { message: 'The end must be after the start', path: ['to'] })
  .refine((value) => daysBetween(value.from, value.to) <= MAX_RATE_NIGHTS, { message: `At most ${MAX_RATE_NIGHTS} nights at once`, path: ['to'] })
  .refine((value) => value.minStay === undefined || value.maxStay === undefined || value.minStay <= value.maxStay, { message: 'Minimum stay above maximum stay', path: ['maxStay'] });
export type SetRatesInput = z.infer<typeof setRatesInput>;

export const listReservationsInput = z
  .object({ propertyId: id, from: calendarDate.optional(), to: calendarDate.optional() })
  .refine((value) => !value.from || !value.to || value.to > value.from, { message: 'The end must be after the start', path: ['to'] });
export type ListReservationsInput = z.infer<typeof listReservationsInput>;
