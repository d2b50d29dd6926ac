/** The team procedures' inputs (issue 26), checked at the edge and by the team page. */
import * as z from 'zod/mini';
import { LOCALES } from '../locales';
import { ROLES } from './permissions';

const id = z.int('id_invalid').check(z.positive('id_invalid'));
const propertyIds = z.array(id).check(z.minLength(1, 'required'), z.maxLength(200, 'too_many'));

export const inviteSchema = z.object({
  email: z.pipe(z.string('required').check(z.trim(), z.toLowerCase(), z.maxLength(254, 'too_long')), z.email('email_invalid')),
  role: z.enum(ROLES, 'role_invalid'),
  /** Absent = every property of the owner, present and future. */
  propertyIds: z.optional(propertyIds),
  /** The invitation mail's and link's language (default: the request's). */
  locale: z.optional(z.enum(LOCALES)),
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const updateMemberSchema = z.object({
  id,
  role: z.optional(z.enum(ROLES, 'role_invalid')),
  /** null = every property; a list = only those. */
  propertyIds: z.optional(z.nullable(propertyIds)),
});
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;

export const memberIdSchema = z.object({ id });
export const acceptSchema = z.object({ token: z.string('required').check(z.minLength(16, 'token_invalid'), z.maxLength(128, 'token_invalid'), z.regex(/^[A-Za-z0-9_-]+$/, 'token_invalid')) });
export const auditListSchema = z.object({
  propertyId: id,
  /** Filters: an action prefix (`reservations`, `rates.set`), an actor's email, a day range [from, to]. */
  action: z.optional(z.string().check(z.maxLength(60))),
  actor: z.optional(z.string().check(z.maxLength(254))),
  from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid'))),
  to: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid'))),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(500))),
});
export type AuditListInput = z.infer<typeof auditListSchema>;
