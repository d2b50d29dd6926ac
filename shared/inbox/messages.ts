/**
 * One conversation per stay (issue 44): the inputs of host.inbox.* and booking.messages.send,
 * the limits, and how a message's text is kept (plain text only). Run by the pages before
 * sending and by the edge. Errors are codes the pages translate: `required`, `too_long`.
 */
import * as z from 'zod/mini';

/** The longest message, in characters (a guest's, a host's, or an email reply once cut). */
export const MESSAGE_MAX_CHARS = 2000;
/** At most one "new guest message" mail to the host per thread in this time. */
export const NOTIFY_INTERVAL_MS = 10 * 60 * 1000;
/** "Arriving soon": check-in from today to this many days ahead. */
export const ARRIVING_SOON_DAYS = 7;
/** How many of the thread's last messages a reply mail to the guest repeats. */
export const MAIL_HISTORY = 5;

export type MessageFrom = 'guest' | 'host' | 'system';

export interface ThreadMessage {
  /** ISO instant. */
  at: string;
  from: MessageFrom;
  /** Where it came from or went: the site's page, email, or a channel (airbnb, booking, …). */
  channel: string;
  text: string;
  /** The host member who wrote it (host messages). */
  author?: string;
  /** The guest's email carried attachments, which were not kept. */
  attachmentsDropped?: boolean;
}

/**
 * A message's text as kept: line ends made \n, control characters and invisible direction
 * marks out (they can disguise a link), trailing spaces and blank runs trimmed. Never HTML:
 * pages and mails escape it and show links as text.
 */
export function cleanMessage(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

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
