/**
 * Channel messages through Channex (issue 44, item 3's channel half; architecture "One
 * conversation per stay"). A stay booked on Booking.com, Airbnb or Expedia through a connected
 * property talks through the channel, not by mail:
 * - the host's answer goes to Channex's messages API, `POST /bookings/:booking_id/messages`
 *   with `{"message": {"message": text}}` (docs.channex.io, "Messages Collection" → "Send
 *   Message to Booking"); Channex passes it on to the OTA's chat. If Channex refuses (403: the
 *   property lacks Channex's Messages app; 422 `not_supported`; 401…) or cannot be reached, the
 *   message is still kept in the thread, marked not delivered with the reason, and the host is
 *   told at once. Nothing retries it behind the host's back: an answer that lands minutes later,
 *   after the host already phoned the guest or wrote again, does more harm than a visible
 *   failure; the host sends it again when they choose (what Airbnb's and Booking.com's own
 *   host apps do: "Not sent — try again").
 * - the guest's messages come through Channex's `message` webhook (docs.channex.io, "Webhook
 *   Collection" → Payloads → Message: `{"event": "message", "property_id", "payload":
 *   {"booking_id", "id", "message", "message_thread_id", "ota_message_id", "attachments",
 *   "have_attachment"}, "user_id", "timestamp"}`). The route has already checked the secret
 *   header; the payload only says where to look: the message is read back from Channex
 *   (`GET /bookings/:booking_id/messages`) and filed only if Channex lists it, from the guest,
 *   for a booking of that Channex property that is one of our stays. Keyed by Channex's message
 *   id, a delivery repeated is stored once.
 */
import * as z from 'zod/mini';
import { MESSAGE_MAX_CHARS, cleanMessage } from '../../shared/inbox/limits';
import { deliverOutbox } from '../mail/outbox';
import { baseEnv } from '../middleware/database';
import { addGuestMessage, addHostMessage, hostStay, type ThreadStay } from '../inbox/threads';
import { ChannexClient, ChannexError } from './client';
import { channelOf } from './apply-revision';
import { channexFor } from './service';

/** The OTAs whose chat Channex's messages API carries (its "Messages Collection"). */
const MESSAGING_CHANNELS = new Set(['booking', 'airbnb', 'expedia']);

export interface ChannelStay {
  bookingId: string;
  /** 'booking' | 'airbnb' | 'expedia': the thread's channel name. */
  channel: string;
}

/** The Channex booking behind a stay of a connected property, when its OTA has messages; else null (mail). */
export async function channelStayOf(db: D1Database, stay: Pick<ThreadStay, 'id' | 'hostId'>): Promise<ChannelStay | null> {
  const row = await db
    .prepare(
      `SELECT COALESCE(s.channex_booking_id, s.booking_id) AS bookingId, s.ota_name AS otaName FROM channex_stays s
       JOIN channex_connections c ON c.property_id = s.property_id AND c.host_id = s.host_id AND c.status = 'connected'
       WHERE s.reservation_id = ? AND s.host_id = ?`,
    )
    .bind(stay.id, stay.hostId)
    .first<{ bookingId: string; otaName: string }>();
  if (!row) return null;
  const channel = channelOf(row.otaName);
  return MESSAGING_CHANNELS.has(channel) ? { bookingId: row.bookingId, channel } : null;
}

export interface ChannelSendResult {
  at: string;
  channel: string;
  delivered: boolean;
  /** Why not: unavailable, rate_limited, rejected:<status>. */
  error?: string;
}

/** The host's answer through Channex; stored either way (delivered, or marked not delivered). */
export async function sendThroughChannel(
  env: Env,
  stay: ThreadStay,
  target: ChannelStay,
  input: { text: string; authorId: string; authorLabel: string },
  now = new Date(),
): Promise<ChannelSendResult> {
  let via: { channel: string; delivery: 'sent' | 'failed'; externalId?: string; error?: string };
  try {
    const sent = await new ChannexClient(channexFor(env)).sendBookingMessage(target.bookingId, input.text);
    via = { channel: target.channel, delivery: 'sent', externalId: sent.id };
  } catch (error) {
    const reason = error instanceof ChannexError ? error.reason : 'unavailable';
    console.error(JSON.stringify({ level: 'error', where: 'channex.sendMessage', reservationId: stay.id, reason, message: String((error as Error)?.message ?? error).slice(0, 300) }));
    via = { channel: target.channel, delivery: 'failed', error: reason };
  }
  const stored = await addHostMessage(env.DB, stay, { ...input, siteUrl: env.SITE_URL, via }, now);
  return { at: stored.at, channel: target.channel, delivered: via.delivery === 'sent', ...(via.error ? { error: via.error } : {}) };
}

const messageEvent = z.object({
  event: z.literal('message'),
  property_id: z.string().check(z.minLength(1), z.maxLength(100)),
  payload: z.object({
    booking_id: z.string().check(z.minLength(1), z.maxLength(100)),
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    message: z.optional(z.nullable(z.string())),
    message_thread_id: z.optional(z.nullable(z.string())),
    ota_message_id: z.optional(z.nullable(z.string())),
    attachments: z.optional(z.nullable(z.array(z.unknown()))),
    have_attachment: z.optional(z.nullable(z.boolean())),
  }),
});

/** What became of a `message` delivery (the route answers it; all but `invalid` are 200). */
export type ChannelMessageOutcome = 'filed' | 'duplicate' | 'unknown_booking' | 'not_confirmed' | 'empty' | 'invalid';

const isDuplicate = (error: unknown) =>
  /UNIQUE constraint failed: inbox_messages\.external_id/i.test(`${String((error as Error)?.message ?? error)} ${String((error as { cause?: unknown })?.cause ?? '')}`);

/**
 * Files a guest's message that Channex's webhook announced (the caller checked the secret
 * header). Throws ChannexError when the read-back cannot reach Channex (the route answers 502,
 * and Channex delivers the webhook again).
 */
export async function receiveChannelMessage(env: Env, body: unknown, waitUntil: (promise: Promise<unknown>) => void, now = new Date()): Promise<ChannelMessageOutcome> {
  const parsed = messageEvent.safeParse(body);
  if (!parsed.success) return 'invalid';
  const { property_id: channexPropertyId, payload } = parsed.data;
  const log = (outcome: ChannelMessageOutcome) => {
    console.warn(JSON.stringify({ level: 'warn', where: 'channex.message', outcome, bookingId: payload.booking_id, messageId: payload.id }));
    return outcome;
  };
  const db = env.DB;
  // The booking must be one of our stays AND belong to the Channex property the event names.
  const row = await db
    .prepare(
      `SELECT s.reservation_id AS reservationId, s.host_id AS hostId, s.ota_name AS otaName FROM channex_stays s
       JOIN channex_connections c ON c.property_id = s.property_id AND c.host_id = s.host_id
       WHERE s.booking_id = ? AND c.channex_property_id = ?`,
    )
    .bind(payload.booking_id, channexPropertyId)
    .first<{ reservationId: number; hostId: string; otaName: string }>();
  if (!row) return log('unknown_booking');
  if (await db.prepare('SELECT 1 FROM inbox_messages WHERE external_id = ?').bind(payload.id).first()) return 'duplicate';
  // Read back: only what Channex itself lists for that booking, from the guest, is filed.
  const listed = (await new ChannexClient(channexFor(env)).bookingMessages(payload.booking_id)).find((message) => message.id === payload.id);
  if (!listed || listed.sender !== 'guest') return log('not_confirmed');
  const stay = await hostStay(db, row.hostId, row.reservationId);
  if (!stay) return log('unknown_booking');
  const text = cleanMessage(listed.message ?? '').slice(0, MESSAGE_MAX_CHARS).trim();
  const attachmentsDropped = (listed.attachments?.length ?? 0) > 0 || Boolean(payload.have_attachment);
  if (!text && !attachmentsDropped) return 'empty';
  try {
    const { mailIds } = await addGuestMessage(db, stay, { channel: channelOf(row.otaName), text, attachmentsDropped, externalId: payload.id, siteUrl: env.SITE_URL }, now);
    if (mailIds.length > 0) waitUntil(deliverOutbox(baseEnv(env), mailIds));
  } catch (error) {
    // The same delivery twice at once: the other one stored it (the batch rolled back whole).
    if (isDuplicate(error)) return 'duplicate';
    throw error;
  }
  return 'filed';
}
