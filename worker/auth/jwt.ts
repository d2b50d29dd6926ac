import { SignJWT, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import * as z from 'zod/mini';
import { AUTH_CONFIG } from './config';
import { SIGNING_ALG, loadKeySet, signingKey } from './keys';

export const AUDIENCE = 'authenticated';

/** The claims of a Supabase access token that this app relies on (others pass through). */
export const accessClaimsSchema = z.object({
  iss: z.string(),
  sub: z.uuid(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.number(),
  email: z._default(z.string(), ''),
  role: z.string(),
  session_id: z.optional(z.uuid()),
  user_metadata: z._default(z.record(z.string(), z.unknown()), {}),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** The issuer of tokens minted here: the origin the browser talks to, plus /auth/v1. */
export function localIssuer(origin: string): string {
  return `${origin}/auth/v1`;
}

export interface TokenSubject {
  userId: string;
  email: string;
  sessionId: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  amr: { method: string; timestamp: number }[];
}

/** Signs an access token with Supabase's claim set (ES256, kid in the header, one hour). */
export async function signAccessToken(db: D1Database, issuer: string, subject: TokenSubject, now = Math.floor(Date.now() / 1000)): Promise<{ token: string; expiresAt: number }> {
  const { kid, key } = await signingKey(db);
  const expiresAt = now + AUTH_CONFIG.accessTokenSeconds;
  const token = await new SignJWT({
    email: subject.email,
    phone: '',
    app_metadata: subject.appMetadata,
    user_metadata: subject.userMetadata,
    role: AUDIENCE,
    aal: 'aal1',
    amr: subject.amr,
    session_id: subject.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(subject.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt };
}

/**
 * Verifies a token against a key source: signature with the algorithm pinned to ES256, then
 * issuer, audience and expiry. Throws jose's errors (JWTExpired for an expired but authentic one).
 */
export async function verifyWithKeys(token: string, keys: JWTVerifyGetKey, issuer: string, now = Date.now()): Promise<AccessClaims> {
  const cacheKey = `${issuer}\u0000${token}`;
  const known = verified.get(cacheKey);
  if (known && now < known.until && known.claims.exp * 1000 > now) return known.claims;
  const { payload } = await jwtVerify(token, keys, { algorithms: [SIGNING_ALG], issuer, audience: AUDIENCE });
  const claims = accessClaimsSchema.safeParse(payload);
  if (!claims.success) throw new joseErrors.JWTClaimValidationFailed('unexpected claims', payload, 'sub');
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(cacheKey, { claims: claims.data, until: now + VERIFIED_MS });
  return claims.data;
}

/**
 * Tokens this isolate verified lately: a signed-in person's pages and API calls carry the same
 * token for up to an hour, and checking its ES256 signature each time was a few per cent of every
 * request (issue 27's profile). An entry serves for a minute at most (a key taken out of the key
 * set stops its tokens within that minute) and never past the token's own expiry. Whether the
 * session is still alive is checked on every request all the same (worker/auth/revocation.ts).
 */
const verified = new Map<string, { claims: AccessClaims; until: number }>();
const VERIFIED_MS = 60_000;
const VERIFIED_MAX = 1000;

/** Verifies a token minted here against the local key set (no network, no self-fetch). */
export async function verifyLocalToken(db: D1Database, token: string, issuer: string): Promise<AccessClaims> {
  const set = await loadKeySet(db, { create: false });
  try {
    return await verifyWithKeys(token, set.verifier, issuer);
  } catch (error) {
    // A kid this isolate has not seen may be a key created meanwhile: reload once, then decide.
    if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
    const reloaded = await loadKeySet(db, { create: false, reload: true });
    if (reloaded === set) throw error;
    return verifyWithKeys(token, reloaded.verifier, issuer);
  }
}

export { joseErrors };
