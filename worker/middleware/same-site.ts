/**
 * One guard for every state-changing request (issue 38): a POST, PUT, PATCH or DELETE that a
 * browser sent from another site is refused with 403 before any route reads it or D1. "Another
 * site" is worker/trpc/origin.ts `isCrossSite`: an Origin that is not this site's — `Origin: null`
 * included (sandboxed frames, file: pages, older browsers' cross-site form posts, which made a
 * login CSRF into a demo session possible) — or, without Origin, a Sec-Fetch-Site other than
 * same-origin. Server-to-server calls (providers' webhooks, curl) send neither and pass; so does a
 * request carrying `Authorization: Bearer` (no form or cross-site page can add that header
 * without the site's CORS consent, and the photo upload's API clients use it).
 * tRPC's and the auth API's refusals keep their own error envelopes.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { isCrossSite } from '../trpc/origin';
import { refusal, TRPC_ENDPOINT } from '../trpc/handler';
import { AuthHttpError, errorResponse } from '../auth/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const MESSAGE = 'Cross-site requests are not allowed';

export function sameSiteWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE.has(c.req.method) || /^Bearer\s/i.test(c.req.header('authorization') ?? '') || !isCrossSite(c)) return next();
    c.header('cache-control', 'no-store');
    if (c.req.path === TRPC_ENDPOINT || c.req.path.startsWith(`${TRPC_ENDPOINT}/`)) return refusal(c, 'FORBIDDEN', MESSAGE, null);
    if (c.req.path.startsWith('/auth/v1/')) return errorResponse(c, new AuthHttpError(403, 'request_origin_not_allowed', 'Cross-origin requests to the auth API are not allowed'));
    if ((c.req.header('accept') ?? '').includes('application/json') || c.req.path.startsWith('/api/')) return c.json({ error: 'forbidden', message: MESSAGE }, 403);
    return c.text(MESSAGE, 403);
  };
}
