/**
 * One conversation per stay (issue 44): the inputs of host.inbox.* and booking.messages.send,
 * run by the edge. Errors are codes the pages translate: `required`, `too_long`. The limits and
 * the text's cleaning are in ./limits.ts.
 */
import * as z from 'zod/mini';
import { MESSAGE_MAX_CHARS, cleanMessage } from './limits';

export * from './limits';

const text = z.pipe(
  z.string().check(z.maxLength(MESSAGE_MAX_CHARS * 2, 'too_long')),
  z.transform(cleanMessage),
).check(z.minLength(1, 'required'), z.maxLength(MESSAGE_MAX_CHARS, 'too_long'));

const id = z.number().check(z.int(), z.positive());
const token = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'token_invalid'));

export const inboxListSchema = z.object({
  propertyId: z.optional(id),
  /** Only threads with messages the caller has not read. */
  unread: z.optional(z.boolean()),
  /** Only stays arriving from today to ARRIVING_SOON_DAYS ahead (with or without messages). */
  arriving: z.optional(z.boolean()),
});
export type InboxListInput = z.infer<typeof inboxListSchema>;

export const inboxGetSchema = z.object({ reservationId: id });
export const inboxSendSchema = z.object({ reservationId: id, text });
export const guestMessageSchema = z.object({ token, text });
