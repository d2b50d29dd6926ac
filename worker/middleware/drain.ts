import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/** Beyond this a refused upload is cut off rather than read (Cloudflare's own limit is 100 MB). */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Reads and discards what is left of a request body the app answered without reading (a POST
 * refused for its Origin, its rate limit or its declared size). Answering before the upload
 * has finished makes the HTTP proxy in front of workerd in `npm start` (vite preview ->
 * Miniflare, undici) fail the exchange and answer 500 "fetch failed" for a request the worker
 * refused with a 4xx; with the body consumed, the 4xx reaches the client. Bounded: past
 * DRAIN_MAX_BYTES the stream is cancelled.
 */
export const drainUnreadBody = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const raw = c.req.raw;
  await next();
  if (!raw.body || raw.bodyUsed || raw.body.locked) return;
  const reader = raw.body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value?.byteLength ?? 0;
      if (read > DRAIN_MAX_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to drain.
  }
};
