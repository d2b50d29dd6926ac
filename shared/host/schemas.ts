/**
 * Inputs of the host API (host.*), shared by the workspace forms and the edge: one zod schema
 * per procedure, so the page and the worker say the same thing about the same field.
 * Dates are 'YYYY-MM-DD' calendar strings; money is integer cents.
 */
import { z } from 'zod';
import { parseIsoDate } from '../stay/dates';
import * as zm from 'zod/mini';
import { PIX_CURRENCY, PIX_CURRENCY_MESSAGE, pixSettingsInput } from '../pix/schemas';
import { CURRENCIES, MAX_RATE_NIGHTS, PROPERTY_KINDS, propertyFieldSchemas, roomTypeFieldSchemas } from './workspace';

export { CURRENCIES, MAX_RATE_NIGHTS, PROPERTY_KINDS };
/** host.rates.set (with its optional `weekdays`): the rates form and the edge share it (./workspace.ts). */
export { setRatesSchema as setRatesInput, type SetRatesInput } from './workspace';

const id = z.number().int().positive();
export const calendarDate = z.string().refine((value) => parseIsoDate(value) !== null, 'A date as YYYY-MM-DD');

export const propertyFields = {
  // The property form's field schemas (./workspace.ts): the page checks the same rules.
  name: propertyFieldSchemas.name,
  kind: propertyFieldSchemas.kind,
  city: propertyFieldSchemas.city,
  /** ISO 3166-1 alpha-2, stored upper case. */
  country: propertyFieldSchemas.country,
  timezone: zm.optional(propertyFieldSchemas.timezone),
  currency: zm.optional(propertyFieldSchemas.currency),
  slug: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/, 'Lower-case letters, digits and hyphens (3 to 60)').optional(),
  published: z.boolean().optional(),
  /** Key (validated for its kind, stored normalised), receiver, payment policy (shared/pix/schemas.ts). */
  pix: pixSettingsInput.optional(),
  // The rest of the property form (address, times, fees, booking mode, descriptions per
  // language): the form's own field schemas (./workspace.ts), optional here.
  street: zm.optional(propertyFieldSchemas.street),
  postalCode: zm.optional(propertyFieldSchemas.postalCode),
  region: zm.optional(propertyFieldSchemas.region),
  checkInTime: zm.optional(propertyFieldSchemas.checkInTime),
  checkOutTime: zm.optional(propertyFieldSchemas.checkOutTime),
  cleaningFeeCents: zm.optional(propertyFieldSchemas.cleaningFeeCents),
  serviceFeePercent: zm.optional(propertyFieldSchemas.serviceFeePercent),
  bookingMode: zm.optional(propertyFieldSchemas.bookingMode),
  freeCancellationDays: zm.optional(propertyFieldSchemas.freeCancellationDays),
  defaultLocale: zm.optional(propertyFieldSchemas.defaultLocale),
  descriptions: zm.optional(propertyFieldSchemas.descriptions),
};

export const createPropertyInput = z.object(propertyFields).refine((value) => !value.pix || (value.currency ?? PIX_CURRENCY) === PIX_CURRENCY, { message: PIX_CURRENCY_MESSAGE, path: ['pix'] });
export type CreatePropertyInput = z.infer<typeof createPropertyInput>;

/** `pix: null` removes the key (and Pix at booking); Pix on a non-BRL property is refused where the currency is known (worker/db/properties.ts). */
export const updatePropertyInput = z.object({ id, ...z.object(propertyFields).partial().shape, pix: pixSettingsInput.nullable().optional() });
export type UpdatePropertyInput = z.infer<typeof updatePropertyInput>;

/** The room type form's field schemas (./workspace.ts), with the property. */
export const createRoomTypeInput = z.object({ propertyId: id, ...roomTypeFieldSchemas });
export type CreateRoomTypeInput = z.infer<typeof createRoomTypeInput>;

export const listReservationsInput = z
  .object({ propertyId: id, from: calendarDate.optional(), to: calendarDate.optional() })
  .refine((value) => !value.from || !value.to || value.to > value.from, { message: 'The end must be after the start', path: ['to'] });
export type ListReservationsInput = z.infer<typeof listReservationsInput>;
