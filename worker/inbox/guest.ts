/**
 * A guest's message, however it came (the manage page's form or tRPC call, a reply mail): the
 * per-stay rate limit (RATE_LIMITS.guestMessage, site and email together), then the one batch
 * (worker/inbox/threads.ts, addGuestMessage), then the host's notices sent after the answer.
 */
import { hitRateLimit, RATE_LIMITS } from '../trpc/rate-limit';
import { deliverOutbox } from '../mail/outbox';
import { baseEnv } from '../middleware/database';
import { addGuestMessage, type ThreadStay } from './threads';

export type GuestMessageOutcome = { ok: true } | { ok: false; problem: 'rate_limited'; retryAfter: number };

export async function receiveGuestMessage(
  env: Env,
  stay: ThreadStay,
  message: { channel: string; text: string; attachmentsDropped?: boolean },
  waitUntil: (promise: Promise<unknown>) => void,
  now = new Date(),
): Promise<GuestMessageOutcome> {
  const retryAfter = await hitRateLimit(env.DB, 'guestMessage', `stay:${stay.id}`, RATE_LIMITS.guestMessage, Math.floor(now.getTime() / 1000));
  if (retryAfter !== null) return { ok: false, problem: 'rate_limited', retryAfter };
  const { mailIds } = await addGuestMessage(env.DB, stay, { ...message, siteUrl: env.SITE_URL }, now);
  // After the answer, outside the request's D1 session: nobody waits for the host's mail.
  if (mailIds.length > 0) waitUntil(deliverOutbox(baseEnv(env), mailIds));
  return { ok: true };
}
