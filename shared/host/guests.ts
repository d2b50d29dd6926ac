/**
 * Inputs of host.guests.*, shared by the guest pages and the edge (zod/mini, message codes the
 * pages translate next to the field).
 */
import * as z from 'zod/mini';
import { LOCALES } from '../locales';
import { emailSchema, guestFields, idSchema, phoneSchema } from './reservations';

export { GUESTS_PAGE_SIZE } from './stay-rules';

/** host.guests.list / host.guests.search: the host's guests, newest first, or those matching `q`. */
export const searchGuestsSchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(120, 'too_long'))),
  page: z.optional(z.int().check(z.minimum(1), z.maximum(10_000))),
  pageSize: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
});
export type SearchGuestsInput = z.infer<typeof searchGuestsSchema>;

/** host.guests.update: only the fields given change. */
export const updateGuestSchema = z.object({
  id: idSchema,
  name: z.optional(guestFields.name),
  email: z.optional(emailSchema),
  phone: z.optional(phoneSchema),
  country: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.refine((value) => value === '' || /^[A-Z]{2}$/.test(value), 'country_invalid'))),
  locale: z.optional(z.enum(LOCALES)),
  notes: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'too_long'))),
});
export type UpdateGuestInput = z.infer<typeof updateGuestSchema>;
