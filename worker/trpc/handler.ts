import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { AppEnv } from '../context';
import { appRouter } from './root';
import { createContext, describeIssues } from './trpc';
import { contactFormPost, newsletterFormPost } from './forms';
import { isCrossSite } from './origin';
import { LIMITS } from '../../shared/schemas';
import { everyLocalePath } from '../../shared/locales';
import { mountBookingForms } from '../booking-forms';

export const TRPC_ENDPOINT = '/api/trpc';

/** Largest number of procedures one batched request may name. */
const MAX_BATCH = 10;

type RefusalCode = 'BAD_REQUEST' | 'FORBIDDEN';

/**
 * A refusal in tRPC's own error envelope (so @trpc/client reads it like any other), for
 * requests stopped before they reach the router: too large, not JSON, from another site.
 */
export function refusal(c: Context<AppEnv>, code: RefusalCode, message: string, fields: string[] | null): Response {
  const httpStatus = code === 'FORBIDDEN' ? 403 : 400;
  const paths = c.req.path.slice(TRPC_ENDPOINT.length + 1).split(',');
  const batch = new URL(c.req.url).searchParams.get('batch') === '1';
  const error = (path: string) => ({
    error: {
      message,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: { code, httpStatus, path: path || null, fields, issues: fields?.map((field) => ({ field, message })) ?? null, retryAfter: null },
    },
  });
  const body = batch ? paths.map(error) : error(paths[0] ?? '');
  return c.json(body, httpStatus, { 'cache-control': 'no-store' });
}

const sameSiteMutations: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isCrossSite(c)) {
    return refusal(c, 'FORBIDDEN', 'Cross-site requests are not allowed', null);
  }
  return next();
};

/** Inputs the router would otherwise have to read in full before refusing them. */
const boundedInput: MiddlewareHandler<AppEnv> = async (c, next) => {
  const tooLarge = `Invalid input: input: Request too large (at most ${LIMITS.body} bytes)`;
  if (c.req.method === 'GET') {
    const input = new URL(c.req.url).searchParams.get('input');
    if (input !== null && input.length > LIMITS.body) return refusal(c, 'BAD_REQUEST', tooLarge, ['input']);
    return next();
  }
  if (c.req.method === 'POST') {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) {
      return refusal(c, 'BAD_REQUEST', describeIssues([{ field: 'input', message: 'Expected a JSON body (content-type: application/json)' }]), ['input']);
    }
    return bodyLimit({ maxSize: LIMITS.body, onError: (limited) => refusal(limited as Context<AppEnv>, 'BAD_REQUEST', tooLarge, ['input']) })(c, next);
  }
  return next();
};

/** The site API on Hono: `/api/trpc/*` through tRPC's fetch adapter, batching on. */
export function siteApi() {
  const api = new Hono<AppEnv>();
  api.use('*', sameSiteMutations, boundedInput);
  api.all('*', (c) =>
    fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: c.req.raw,
      router: appRouter,
      allowBatching: true,
      maxBatchSize: MAX_BATCH,
      createContext: () => createContext(c),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          console.error(JSON.stringify({ level: 'error', requestId: c.get('requestId'), where: 'trpc', path, message: error.message, stack: error.stack }));
        }
      },
      responseMeta({ errors, type }) {
        const headers = new Headers({ 'cache-control': 'no-store' });
        const retryAfter = errors.map((error) => (error.cause as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds).find((value) => typeof value === 'number');
        if (typeof retryAfter === 'number') headers.set('retry-after', String(retryAfter));
        // Every answer depends on the request (rate limits, the visitor); none is cached.
        void type;
        return { headers };
      },
    }),
  );
  return api;
}

/**
 * Everything the site API adds to the edge app: the tRPC endpoint, and the plain form posts
 * that keep /contato and the footer newsletter working without JavaScript.
 */
export function mountSiteApi(app: Hono<AppEnv>): void {
  app.route(TRPC_ENDPOINT, siteApi());
  app.on('POST', everyLocalePath('/contato'), contactFormPost);
  app.post('/api/newsletter', newsletterFormPost);
  // The guest's booking flow without JavaScript (book, cancel) and the stay's .ics file.
  mountBookingForms(app);
}
