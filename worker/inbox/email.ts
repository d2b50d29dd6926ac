/**
 * The worker's `email` handler (issue 44): Cloudflare Email Routing hands it every mail sent to
 * the reply domain (a catch-all rule → this worker). A mail to a stay's reply-to address
 * (`reply-<token>@MAIL_REPLY_DOMAIN`, worker/inbox/address.ts) is parsed with postal-mime (the
 * parser Cloudflare's own Email Workers examples use), its text part (or its HTML as text) cut
 * where the quoted history begins (./reply-text.ts), and filed under the stay as the guest's
 * message, through the same path as the manage page's (rate limit, notices). Attachments are
 * never kept (the message says there were some, and the guest is told on the page and in the
 * mails). Anything else — an unknown or forged address, another domain, an automatic reply, an
 * empty or oversized mail, a stay past its limit — is refused with `setReject` (a permanent SMTP
 * refusal) and logged; the handler never throws, so Email Routing (and locally
 * `POST /cdn-cgi/handler/email`) never sees a 5xx.
 */
import PostalMime from 'postal-mime';
import { MESSAGE_MAX_CHARS } from '../../shared/inbox/messages';
import { replyTokenOf } from './address';
import { shardOfRouteKnown } from '../db/guest-routes';
import { shardEnv } from '../db/shards';
import { receiveGuestMessage } from './guest';
import { cutQuoted, htmlToText } from './reply-text';
import { stayByReplyToken } from './threads';

/** A reply larger than this (attachments included) is refused unread. */
export const MAX_EMAIL_BYTES = 2 * 1024 * 1024;

/** What the handler needs of Email Routing's ForwardableEmailMessage (the stream typed as the DOM's, which the shared code compiles against). */
export interface InboundEmail {
  readonly from: string;
  readonly to: string;
  readonly raw: ReadableStream<Uint8Array>;
  readonly rawSize: number;
  setReject(reason: string): void;
}

export type InboundOutcome = 'filed' | 'unknown_address' | 'too_large' | 'automatic' | 'unreadable' | 'empty' | 'rate_limited' | 'error';

function log(outcome: InboundOutcome, detail: Record<string, unknown> = {}): void {
  // Never the guest's words or full addresses in a log line: the outcome and the stay.
  console.log(JSON.stringify({ level: outcome === 'filed' ? 'info' : 'warn', where: 'inbox.email', outcome, ...detail }));
}

const REFUSALS: Record<Exclude<InboundOutcome, 'filed'>, string> = {
  unknown_address: 'Unknown address',
  too_large: 'Message too large',
  automatic: 'Automatic replies are not accepted',
  unreadable: 'Message could not be read',
  empty: 'Empty message',
  rate_limited: 'Too many messages for this booking; try again later',
  error: 'Message could not be filed; try again later',
};

/** Handles one inbound mail; answers what became of it (tests read it). Never throws. */
export async function handleInboundEmail(message: InboundEmail, env: Env, waitUntil: (promise: Promise<unknown>) => void): Promise<InboundOutcome> {
  const refuse = (outcome: Exclude<InboundOutcome, 'filed'>, detail?: Record<string, unknown>): InboundOutcome => {
    log(outcome, detail);
    try {
      message.setReject(REFUSALS[outcome]);
    } catch {
      // Nothing more to do: it is logged.
    }
    return outcome;
  };
  try {
    const address = replyTokenOf(env, message.to);
    if (!address) return refuse('unknown_address', { domain: message.to.split('@')[1] ?? '' });
    if (message.rawSize > MAX_EMAIL_BYTES) return refuse('too_large', { bytes: message.rawSize });
    // The property's shard (issue 46): the address names the property (worker/db/guest-routes.ts).
    const shard = shardEnv(env, await shardOfRouteKnown(env, address.propertyId, waitUntil));
    const stay = await stayByReplyToken(shard.DB, address.token, env.DB);
    if (!stay) return refuse('unknown_address');
    let parsed: Awaited<ReturnType<typeof PostalMime.parse>>;
    try {
      parsed = await PostalMime.parse(await new Response(message.raw).arrayBuffer());
    } catch {
      return refuse('unreadable', { reservationId: stay.id });
    }
    const header = (name: string) => parsed.headers.find((h) => h.key.toLowerCase() === name)?.value.trim().toLowerCase() ?? '';
    const autoSubmitted = header('auto-submitted');
    if ((autoSubmitted && autoSubmitted !== 'no') || /^(auto_reply|bulk|junk|list)$/.test(header('precedence')) || header('x-autoreply') || header('x-autorespond')) {
      return refuse('automatic', { reservationId: stay.id });
    }
    const body = parsed.text?.trim() ? parsed.text : htmlToText(parsed.html ?? '');
    const text = cutQuoted(body).slice(0, MESSAGE_MAX_CHARS).trim();
    if (!text) return refuse('empty', { reservationId: stay.id });
    const attachmentsDropped = (parsed.attachments ?? []).length > 0;
    const outcome = await receiveGuestMessage(shard, stay, { channel: 'email', text, attachmentsDropped }, waitUntil);
    if (!outcome.ok) return refuse('rate_limited', { reservationId: stay.id });
    log('filed', { reservationId: stay.id, attachmentsDropped });
    return 'filed';
  } catch (error) {
    return refuse('error', { message: error instanceof Error ? error.message : String(error) });
  }
}
