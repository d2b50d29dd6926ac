/**
 * Inputs of the host API (host.*), shared by the workspace forms and the edge: one zod schema
 * per procedure, so the page and the worker say the same thing about the same field.
 * Dates are 'YYYY-MM-DD' calendar strings; money is integer cents.
 */
import * as z from 'zod/mini';
import { parseIsoDate } from '../stay/dates';
import { PROVIDERS } from '../payments/schemas';
import { PIX_CURRENCY, PIX_CURRENCY_MESSAGE, paymentPolicyInput, pixSettingsInput } from '../pix/schemas';
import { CURRENCIES, MAX_RATE_NIGHTS, PROPERTY_KINDS, contactFieldSchemas, propertyFieldSchemas, roomTypeFieldSchemas } from './workspace';
import { propertyPricingFields } from './pricing';

export { CURRENCIES, MAX_RATE_NIGHTS, PROPERTY_KINDS };
/** host.rates.set (with its optional `weekdays`): the rates form and the edge share it (./workspace.ts). */
export { setRatesSchema as setRatesInput, type SetRatesInput } from './workspace';

const id = z.int().check(z.positive());
export const calendarDate = z.string().check(z.refine((value) => parseIsoDate(value) !== null, 'A date as YYYY-MM-DD'));

export const propertyFields = {
  // The property form's field schemas (./workspace.ts): the page checks the same rules.
  name: propertyFieldSchemas.name,
  kind: propertyFieldSchemas.kind,
  city: propertyFieldSchemas.city,
  /** ISO 3166-1 alpha-2, stored upper case. */
  country: propertyFieldSchemas.country,
  timezone: z.optional(propertyFieldSchemas.timezone),
  currency: z.optional(propertyFieldSchemas.currency),
  slug: z.optional(z.string().check(z.regex(/^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/, 'Lower-case letters, digits and hyphens (3 to 60)'))),
  published: z.optional(z.boolean()),
  /** Key (validated for its kind, stored normalised), receiver, payment policy (shared/pix/schemas.ts). */
  pix: z.optional(pixSettingsInput),
  // The rest of the property form (address, times, fees, booking mode, names, descriptions
  // and house rules per language, amenities): the form's own field schemas (./workspace.ts), optional here.
  street: z.optional(propertyFieldSchemas.street),
  postalCode: z.optional(propertyFieldSchemas.postalCode),
  region: z.optional(propertyFieldSchemas.region),
  checkInTime: z.optional(propertyFieldSchemas.checkInTime),
  checkOutTime: z.optional(propertyFieldSchemas.checkOutTime),
  cleaningFeeCents: z.optional(propertyFieldSchemas.cleaningFeeCents),
  serviceFeePercent: z.optional(propertyFieldSchemas.serviceFeePercent),
  bookingMode: z.optional(propertyFieldSchemas.bookingMode),
  freeCancellationDays: z.optional(propertyFieldSchemas.freeCancellationDays),
  defaultLocale: z.optional(propertyFieldSchemas.defaultLocale),
  names: z.optional(propertyFieldSchemas.names),
  descriptions: z.optional(propertyFieldSchemas.descriptions),
  houseRules: z.optional(propertyFieldSchemas.houseRules),
  amenities: z.optional(propertyFieldSchemas.amenities),
  // The host's own contact for guests (issue 39): the page's WhatsApp button, the confirmation page and the mails.
  contactEmail: z.optional(contactFieldSchemas.contactEmail),
  contactPhone: z.optional(contactFieldSchemas.contactPhone),
  whatsapp: z.optional(contactFieldSchemas.whatsapp),
};

export const createPropertyInput = z
  .object(propertyFields)
  .check(z.refine((value) => !value.pix || (value.currency ?? PIX_CURRENCY) === PIX_CURRENCY, { message: PIX_CURRENCY_MESSAGE, path: ['pix'] }));
export type CreatePropertyInput = z.infer<typeof createPropertyInput>;

/** `pix: null` removes the key (and Pix at booking); Pix on a non-BRL property is refused where the currency is known (worker/db/properties.ts). */
export const updatePropertyInput = z.object({
  id,
  ...z.partial(z.object(propertyFields)).shape,
  pix: z.optional(z.nullable(pixSettingsInput)),
  ...propertyPricingFields,
  /** Issue 42: the host's connected provider that takes this property's online payments (null: none). */
  paymentProvider: z.optional(z.nullable(z.enum(PROVIDERS))),
  /** Issue 42: the payment policy without the Pix key (a property with a provider OR a key); owner only. */
  paymentPolicy: z.optional(paymentPolicyInput),
});
export type UpdatePropertyInput = z.infer<typeof updatePropertyInput>;

/** The room type form's field schemas (./workspace.ts), with the property. */
export const createRoomTypeInput = z.object({ propertyId: id, ...roomTypeFieldSchemas });
export type CreateRoomTypeInput = z.infer<typeof createRoomTypeInput>;

export const listReservationsInput = z
  .object({ propertyId: id, from: z.optional(calendarDate), to: z.optional(calendarDate) })
  .check(z.refine((value) => !value.from || !value.to || value.to > value.from, { message: 'The end must be after the start', path: ['to'] }));
export type ListReservationsInput = z.infer<typeof listReservationsInput>;
