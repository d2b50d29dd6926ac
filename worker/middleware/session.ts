import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import * as z from 'zod/mini';
import type { AppEnv } from '../context';
import type { SessionUser } from '../../shared/bootstrap';
import { AUTH_CONFIG } from '../auth/config';
import { readSessionCookie, sessionSetCookies, storageKeyFor } from '../auth/cookie';
import { AuthHttpError } from '../auth/errors';
import { joseErrors, localIssuer, verifyLocalToken, verifyWithKeys, type AccessClaims } from '../auth/jwt';
import { refreshGrant } from '../auth/service';
import { forgetLiveSessions, isSessionRevoked } from '../auth/revocation';

/** Paths that never read the session: the auth API itself, its outbox, machine files and iCal exports. */
// /account/sign-out and /account/delete read the cookie themselves and clear it: a refresh here
// would set the session again after them. /demo/start sets a new session itself.
const SKIPPED = /^\/(?:auth\/v1(?:\/|$)|account\/(?:sign-out|delete)$|demo\/start$|dev\/mail$|sitemap\.xml$|robots\.txt$|ical\/)/;

// Supabase's JWKS per project URL, fetched lazily and cached by jose in the isolate (~10 min).
const remoteKeySets = new Map<string, JWTVerifyGetKey>();
function remoteKeys(supabaseUrl: string): JWTVerifyGetKey {
  let keys = remoteKeySets.get(supabaseUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`), {
      cacheMaxAge: AUTH_CONFIG.remoteJwksCacheSeconds * 1000,
      cooldownDuration: 30_000,
      timeoutDuration: 5_000,
    });
    remoteKeySets.set(supabaseUrl, keys);
  }
  return keys;
}

/** Where sessions come from: this worker's local auth, or the configured Supabase project. */
export interface SessionSource {
  cookieKey: string;
  verify(token: string): Promise<AccessClaims>;
  /** A fresh session for a refresh token; null when the token is refused (sign the visitor out). */
  refresh(refreshToken: string): Promise<unknown | null>;
}

const refreshedSessionSchema = z.looseObject({ access_token: z.string(), refresh_token: z.string(), expires_in: z.number() });

/**
 * An authentic token whose session has ended (signed out, password changed elsewhere, account
 * deleted) is refused like a forged one: one indexed D1 read (worker/auth/revocation.ts).
 */
async function live(db: D1Database, local: boolean, claims: AccessClaims): Promise<AccessClaims> {
  if (await isSessionRevoked(db, local, claims)) throw new joseErrors.JWTInvalid('session ended');
  return claims;
}

export function sessionSource(c: Context<AppEnv>): SessionSource {
  const origin = new URL(c.req.url).origin;
  const supabaseUrl = c.env.SUPABASE_URL.replace(/\/+$/, '');
  if (!supabaseUrl) {
    const issuer = localIssuer(origin);
    return {
      cookieKey: storageKeyFor(origin),
      verify: async (token) => live(c.env.DB, true, await verifyLocalToken(c.env.DB, token, issuer)),
      async refresh(refreshToken) {
        try {
          return await refreshGrant({ db: c.env.DB, issuer }, { refresh_token: refreshToken });
        } catch (error) {
          if (error instanceof AuthHttpError) return null;
          throw error;
        }
      },
    };
  }
  return {
    cookieKey: storageKeyFor(supabaseUrl),
    verify: async (token) => live(c.env.DB, false, await verifyWithKeys(token, remoteKeys(supabaseUrl), `${supabaseUrl}/auth/v1`)),
    async refresh(refreshToken) {
      const res = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: c.env.SUPABASE_PUBLISHABLE_KEY, 'content-type': 'application/json', 'x-supabase-api-version': AUTH_CONFIG.apiVersion },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      // 4xx: the token is refused for good. 5xx: Supabase is unwell; keep the cookie for later.
      if (res.status >= 500) throw new Error(`Supabase refresh answered ${res.status}`);
      if (!res.ok) return null;
      const session = refreshedSessionSchema.safeParse(await res.json());
      if (!session.success) return null;
      const expiresAt = Math.round(Date.now() / 1000) + session.data.expires_in;
      return { expires_at: expiresAt, ...session.data };
    },
  };
}

/** The signed-in visitor as the page sees them, from verified claims. */
export function sessionUserFromClaims(claims: AccessClaims): SessionUser {
  const metadata = claims.user_metadata;
  const name = typeof metadata.name === 'string' ? metadata.name : typeof metadata.full_name === 'string' ? metadata.full_name : null;
  // A personal demo account (issue 30, worker/demo/copy.ts): the workspace shows its banner.
  const demo = metadata.estadia_demo === true ? { demo: true as const } : {};
  return { id: claims.sub, email: claims.email, name: name || null, ...demo };
}

/**
 * Reads the @supabase/ssr session cookie (plain or chunked) and verifies its access token at the
 * edge: ES256 only, issuer, audience and expiry, against the local key set (local mode) or
 * Supabase's JWKS (production). An authentic but expired token is refreshed before the page is
 * rendered and the new cookies go out with the response; anything invalid clears the cookies.
 * Sets c.var.user (null when nobody is signed in).
 */
export const session = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  c.set('user', null);
  if (SKIPPED.test(c.req.path)) {
    await next();
    // A sign-out, password change, refresh-token reuse or deletion may have ended sessions: this
    // isolate forgets the sessions it had found alive (worker/auth/revocation.ts).
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') forgetLiveSessions();
    return;
  }
  const source = sessionSource(c);
  // API clients (and outside checks) may send the access token itself instead of the cookie.
  // A bearer token is only verified, never refreshed: an expired one is simply no session.
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (bearer) {
    try {
      c.set('user', sessionUserFromClaims(await source.verify(bearer)));
    } catch (error) {
      if (!(error instanceof joseErrors.JOSEError)) {
        console.error(JSON.stringify({ level: 'error', where: 'session-bearer', requestId: c.get('requestId'), message: String(error) }));
      }
    }
    return next();
  }
  const stored = readSessionCookie(getCookie(c), source.cookieKey);
  if (stored.state === 'absent') return next();

  let replacement: unknown | null | undefined; // undefined: leave the cookies as they are
  if (stored.state === 'invalid') {
    replacement = null;
  } else {
    try {
      c.set('user', sessionUserFromClaims(await source.verify(stored.session.access_token)));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        replacement = await refreshAtEdge(c, source, stored.session.refresh_token);
      } else if (error instanceof joseErrors.JOSEError) {
        replacement = null; // forged, tampered, wrong issuer/audience/algorithm, unknown key
      } else {
        // Key set unreachable (network, D1): nobody is signed in for this request, cookies kept.
        console.error(JSON.stringify({ level: 'error', where: 'session', requestId: c.get('requestId'), message: String(error) }));
      }
    }
  }

  await next();
  if (replacement === undefined) return;
  const secure = new URL(c.req.url).protocol === 'https:';
  // c.header after the handler copies the response into a mutable one (Hono), keeping its body stream.
  for (const cookie of sessionSetCookies(source.cookieKey, stored.names, replacement, { secure })) c.header('set-cookie', cookie, { append: true });
  // A response that sets a session must never be stored by a shared cache.
  c.header('cache-control', 'private, no-store');
};

/** Refreshes an expired session; the new session to store, null to clear, undefined to keep. */
async function refreshAtEdge(c: Context<AppEnv>, source: SessionSource, refreshToken: string): Promise<unknown | null | undefined> {
  try {
    const fresh = await source.refresh(refreshToken);
    if (fresh === null) return null;
    const parsed = refreshedSessionSchema.parse(fresh);
    c.set('user', sessionUserFromClaims(await source.verify(parsed.access_token)));
    return fresh;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', where: 'session-refresh', requestId: c.get('requestId'), message: String(error) }));
    return undefined;
  }
}
