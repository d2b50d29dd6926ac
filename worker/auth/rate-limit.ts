import { AUTH_CONFIG, type RateLimitedAction } from './config';
import { AuthHttpError } from './errors';

/**
 * Counts one request of `action` from `client` in the current fixed window and refuses it
 * (429, Supabase's `over_request_rate_limit`, with Retry-After) past the window's limit.
 * The counter is a single atomic upsert, so concurrent requests cannot slip through.
 */
export async function enforceRateLimit(db: D1Database, action: RateLimitedAction, client: string, now = Math.floor(Date.now() / 1000)): Promise<void> {
  const { limit, windowSeconds } = AUTH_CONFIG.rateLimits[action];
  const windowStart = now - (now % windowSeconds);
  const row = await db
    .prepare(
      `INSERT INTO auth_rate_limits (action, client, window_start, hits) VALUES (?, ?, ?, 1)
       ON CONFLICT (action, client, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
    )
    .bind(action, client, windowStart)
    .first<{ hits: number }>();
  const hits = row?.hits ?? 1;
  // The first hit of a window sweeps windows that can no longer count.
  if (hits === 1) await db.prepare('DELETE FROM auth_rate_limits WHERE action = ? AND window_start < ?').bind(action, windowStart).run();
  if (hits > limit) {
    const retryAfter = windowStart + windowSeconds - now;
    throw new AuthHttpError(429, 'over_request_rate_limit', `Too many requests from this address. Please try again in ${retryAfter} seconds.`, {}, { 'retry-after': String(retryAfter) });
  }
}

/**
 * One email of a kind per address per `AUTH_CONFIG.emailFrequencySeconds` (GoTrue's SMTP
 * max_frequency): null when `sentAt` is old enough (or absent), else GoTrue's 429
 * `over_email_send_rate_limit` with the seconds left.
 */
export function emailFrequencyError(sentAt: string | null | undefined, now = Date.now()): AuthHttpError | null {
  if (!sentAt) return null;
  const until = Date.parse(sentAt) + AUTH_CONFIG.emailFrequencySeconds * 1000;
  if (!(until > now)) return null;
  const left = Math.max(1, Math.ceil((until - now) / 1000));
  return new AuthHttpError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`, {}, { 'retry-after': String(left) });
}
