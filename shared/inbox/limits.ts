/**
 * One conversation per stay (issue 44): the limits, a message's shape and how its text is kept
 * (plain text only). No zod here: the pages import these (the JS budget); the input schemas
 * are in ./messages.ts.
 */

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
  /** A host message sent through a channel (Channex): delivered there, or not (kept here, marked). */
  delivery?: 'sent' | 'failed';
  /** Why a channel did not take it (host view only): unavailable, rate_limited, rejected:<status>. */
  deliveryError?: string;
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


/** The channels Channex carries messages for (worker/channex/messages.ts); names in the pages' dictionaries. */
export type MessagingChannel = 'booking' | 'airbnb' | 'expedia';

/** A channel's refusal code (ChannexError.reason) as the pages explain it. */
export function deliveryReason(error: string | undefined): 'unavailable' | 'rate_limited' | 'forbidden' | 'not_supported' | 'rejected' {
  if (error === 'unavailable' || error === 'rate_limited') return error;
  if (error === 'rejected:403') return 'forbidden';
  if (error === 'rejected:422') return 'not_supported';
  return error?.startsWith('rejected') ? 'rejected' : 'unavailable';
}
