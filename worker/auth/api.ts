import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { AUTH_CONFIG } from './config';
import { AuthHttpError, errorResponse } from './errors';
import { localIssuer } from './jwt';
import { publicJwks } from './keys';
import * as service from './service';
import { userJson } from './store';
import { clientKeyOf } from '../middleware/client';
import { newHostPlacement } from '../db/shards';

/** Local auth is served only when no Supabase project is configured. */
export function isLocalAuth(env: Env): boolean {
  return !env.SUPABASE_URL;
}

/** The client rate limits count: Cloudflare's address, else a key of the client's own (never one shared bucket). */
export function clientAddress(c: Context<AppEnv>): string {
  return clientKeyOf(c);
}

export function authContext(c: Context<AppEnv>): service.AuthContext {
  const origin = new URL(c.req.url).origin;
  let siteOrigin = origin;
  try {
    siteOrigin = new URL(c.env.SITE_URL).origin;
  } catch {
    // SITE_URL unset or invalid: only this origin is trusted
  }
  return {
    db: c.env.DB,
    origin,
    siteOrigin,
    issuer: localIssuer(origin),
    confirmEmail: c.env.AUTH_CONFIRM_EMAIL === 'true',
    client: clientAddress(c),
    ip: c.req.header('cf-connecting-ip') ?? null,
    userAgent: c.req.header('user-agent') ?? null,
    referer: c.req.header('referer') ?? null,
    roomiestShard: newHostPlacement(c.env),
  };
}

/**
 * State-changing requests must come from this site: a browser's Origin (or Sec-Fetch-Site) that
 * names another site is refused. Clients that send neither (server-side supabase-js) pass.
 */
const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const { origin, siteOrigin } = authContext(c);
  const requestOrigin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const foreignOrigin = requestOrigin !== undefined && requestOrigin !== origin && requestOrigin !== siteOrigin;
  const foreignSite = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (foreignOrigin || (requestOrigin === undefined && foreignSite)) {
    throw new AuthHttpError(403, 'request_origin_not_allowed', 'Cross-origin requests to the auth API are not allowed');
  }
  return next();
};

/** The JSON body, bounded in size; malformed JSON is Supabase's `bad_json`. */
async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > AUTH_CONFIG.maxBodyBytes) throw new AuthHttpError(413, 'request_too_large', `Request body is too large (maximum ${AUTH_CONFIG.maxBodyBytes} bytes)`);
  const text = await c.req.text();
  if (new TextEncoder().encode(text).length > AUTH_CONFIG.maxBodyBytes) {
    throw new AuthHttpError(413, 'request_too_large', `Request body is too large (maximum ${AUTH_CONFIG.maxBodyBytes} bytes)`);
  }
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    return value;
  } catch {
    throw new AuthHttpError(400, 'bad_json', 'Could not parse request body as JSON');
  }
}

/** Every answer echoes the API version, without which supabase-js ignores error codes. */
function ok(c: Context<AppEnv>, body: unknown, status: 200 | 201 = 200) {
  return c.json(body, status, { 'x-supabase-api-version': AUTH_CONFIG.apiVersion, 'cache-control': 'no-store' });
}

/**
 * The Supabase Auth (GoTrue) HTTP API subset supabase-js and @supabase/ssr use, mounted at
 * /auth/v1. In production (SUPABASE_URL set) every path answers 404.
 */
export function authApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.use(async (c, next) => {
    if (!isLocalAuth(c.env)) throw new AuthHttpError(404, 'not_found', 'The local auth server is disabled: this site uses Supabase');
    return next();
  });
  api.use(sameOriginOnly);

  api.post('/signup', async (c) => ok(c, await service.signUp(authContext(c), await readJson(c), c.req.query('redirect_to') ?? null)));

  api.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const ctx = authContext(c);
    const body = await readJson(c);
    switch (grant) {
      case 'password':
        return ok(c, await service.passwordGrant(ctx, body));
      case 'refresh_token':
        return ok(c, await service.refreshGrant(ctx, body));
      case 'pkce':
        return ok(c, await service.pkceGrant(ctx, body));
      default:
        // GoTrue's OAuth error: `error`/`error_description` (read by older clients) and the code.
        throw new AuthHttpError(400, 'unsupported_grant_type', `Unsupported grant_type: ${String(grant ?? '(none)').slice(0, 40)}. Use password, refresh_token or pkce.`, {
          error: 'unsupported_grant_type',
          error_description: 'Use password, refresh_token or pkce.',
        });
    }
  });

  api.post('/logout', async (c) => {
    const ctx = authContext(c);
    const auth = await service.authenticate(ctx, c.req.header('authorization'));
    await service.logout(ctx, auth, c.req.query('scope'));
    return c.body(null, 204, { 'x-supabase-api-version': AUTH_CONFIG.apiVersion });
  });

  api.get('/user', async (c) => {
    const ctx = authContext(c);
    const { user } = await service.authenticate(ctx, c.req.header('authorization'));
    return ok(c, await userJson(ctx.db, user));
  });

  api.put('/user', async (c) => {
    const ctx = authContext(c);
    const auth = await service.authenticate(ctx, c.req.header('authorization'));
    return ok(c, await service.updateUser(ctx, auth, await readJson(c), c.req.query('redirect_to') ?? null));
  });

  api.get('/reauthenticate', async (c) => {
    const ctx = authContext(c);
    const auth = await service.authenticate(ctx, c.req.header('authorization'));
    await service.reauthenticate(ctx, auth);
    return ok(c, {});
  });

  api.post('/resend', async (c) => ok(c, await service.resend(authContext(c), await readJson(c), c.req.query('redirect_to') ?? null)));

  api.get('/settings', (c) => ok(c, service.settings(authContext(c))));

  api.post('/recover', async (c) => {
    await service.recover(authContext(c), await readJson(c), c.req.query('redirect_to') ?? null);
    return ok(c, {});
  });

  api.get('/verify', async (c) => {
    const target = await service.verifyLink(authContext(c), { token: c.req.query('token'), type: c.req.query('type'), redirect_to: c.req.query('redirect_to') });
    return c.redirect(target, 303);
  });

  api.post('/verify', async (c) => ok(c, await service.verifyOtp(authContext(c), await readJson(c))));

  api.get('/.well-known/jwks.json', async (c) =>
    c.json(await publicJwks(c.env.DB), 200, { 'cache-control': 'public, max-age=600', 'x-supabase-api-version': AUTH_CONFIG.apiVersion }),
  );

  api.get('/health', (c) => ok(c, { name: 'estadia-local-auth', description: 'Supabase-compatible local auth', version: AUTH_CONFIG.apiVersion }));

  // Last: any other path or method under /auth/v1 (before the site's page catch-all sees it).
  api.all('*', () => {
    throw new AuthHttpError(404, 'not_found', 'Unknown auth endpoint');
  });

  api.onError((error, c) => {
    if (error instanceof AuthHttpError) return errorResponse(c, error);
    console.error(JSON.stringify({ level: 'error', where: 'auth', requestId: c.get('requestId'), message: error.message, stack: error.stack }));
    return errorResponse(c, new AuthHttpError(500, 'unexpected_failure', 'Unexpected error in the auth server'));
  });

  return api;
}
