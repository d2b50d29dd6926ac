/** Per-address budgets of the site API's mutations (fixed windows). */
export const RATE_LIMITS = {
  contact: { limit: 5, windowSeconds: 600 },
  newsletter: { limit: 10, windowSeconds: 600 },
  /** booking.create: a guest books a few times at most; generous for families and retries. */
  booking: { limit: 20, windowSeconds: 600 },
  /** booking.cancel (the token is the secret; this only bounds the work). */
  bookingManage: { limit: 30, windowSeconds: 600 },
  /** booking.checkin.saveDraft: the check-in form saves as the guest types (a moment after each pause). */
  checkinDraft: { limit: 150, windowSeconds: 600 },
  /** POST /demo/start: a personal demo copy (issue 30); a class of students shares one address. */
  demo: { limit: 20, windowSeconds: 3600 },
  /** Issue 44: a guest's messages, counted per stay (`stay:<id>`, site and email replies together), not per address. */
  guestMessage: { limit: 10, windowSeconds: 3600 },
} as const;

/**
 * Promo codes (issue 38): the different codes one address may try at one property in a window.
 * The same code asked again (other dates, the booking itself) costs nothing more.
 */
export const PROMO_ATTEMPTS = { limit: 10, windowSeconds: 3600 } as const;

export type ApiAction = keyof typeof RATE_LIMITS;

/**
 * Counts one request of `action` from `client` in the current window. Returns null when it
 * is within the limit, else the seconds until the window ends. One atomic upsert, so
 * concurrent requests cannot slip through.
 */
export async function hitRateLimit(
  db: D1Database,
  action: ApiAction,
  client: string,
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
  now = Math.floor(Date.now() / 1000),
): Promise<number | null> {
  const windowStart = now - (now % windowSeconds);
  // One round trip (issue 29): the sweep of windows that can no longer count rides in the same
  // batch as the count (a DELETE that finds nothing writes nothing).
  const [, counted] = await db.batch<{ hits: number }>([
    db.prepare('DELETE FROM api_rate_limits WHERE action = ? AND window_start < ?').bind(action, windowStart),
    db
      .prepare(
        `INSERT INTO api_rate_limits (action, client, window_start, hits) VALUES (?, ?, ?, 1)
         ON CONFLICT (action, client, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
      )
      .bind(action, client, windowStart),
  ]);
  const hits = counted?.results[0]?.hits ?? 1;
  return hits > limit ? windowStart + windowSeconds - now : null;
}

/**
 * Counts `code` as tried by `client` at `propertyId` and says whether it may be judged: yes when
 * it is among the first PROMO_ATTEMPTS.limit different codes of that address and property in
 * this window (a code admitted once stays admitted in its window), no past them, whatever the
 * code. One batch (one round trip, started beside the pricing read): the sweep, the row of this
 * code (written only while under the limit), and whether that row exists.
 */
export async function admitPromoAttempt(
  db: D1Database,
  client: string,
  propertyId: number,
  code: string,
  now = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  const { limit, windowSeconds } = PROMO_ATTEMPTS;
  const windowStart = now - (now % windowSeconds);
  const prefix = `${client}|${propertyId}|`;
  const key = `${prefix}${code.trim().toUpperCase()}`;
  const [, , found] = await db.batch<{ admitted: number }>([
    db.prepare("DELETE FROM api_rate_limits WHERE action = 'promo' AND window_start < ?").bind(windowStart),
    db
      .prepare(
        `INSERT INTO api_rate_limits (action, client, window_start, hits)
         SELECT 'promo', ?1, ?2, 1
          WHERE (SELECT COUNT(*) FROM api_rate_limits WHERE action = 'promo' AND window_start = ?2 AND substr(client, 1, length(?3)) = ?3) < ?4
         ON CONFLICT (action, client, window_start) DO UPDATE SET hits = hits + 1`,
      )
      .bind(key, windowStart, prefix, limit),
    db.prepare("SELECT 1 AS admitted FROM api_rate_limits WHERE action = 'promo' AND client = ? AND window_start = ?").bind(key, windowStart),
  ]);
  return (found?.results.length ?? 0) > 0;
}
