/**
 * Mail the site API sends through the `EMAIL` send_email binding (Miniflare simulates it
 * locally), and the retry schedule shared by contact relays and newsletter notifications.
 * Everything is written to D1 first; a failed send only postpones delivery.
 */

/** How long a request waits for the first delivery attempt before answering anyway. */
export const INLINE_ATTEMPT_WAIT_MS = 3_000;
/** Rows are left to the inline attempt this long before the cron may pick them up. */
export const INLINE_GRACE_MS = 2 * 60_000;
/** A row the cron claimed is not claimed again for this long (one send at a time). */
export const CLAIM_LEASE_MS = 4 * 60_000;
/** Rows retried per cron run and kind (the cron runs every 5 minutes). */
export const BATCH_SIZE = 25;

/** Back-off after the nth failed attempt: 5 min, 10, 20 … capped at 6 hours. Never gives up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

/** Header-safe text: no line breaks (they would start new headers), trimmed, bounded. */
export function oneLine(text: string, max = 200): string {
  return text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim().slice(0, max);
}

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits for `work` at most `ms`; the work goes on either way (pass it to waitUntil). */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  await Promise.race([work, delay(ms)]);
}
