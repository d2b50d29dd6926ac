/**
 * Whether a verified access token's session is still alive, checked on every request that
 * carries one (worker/middleware/session.ts): an access token must stop working the moment its
 * session ends (sign-out of one or all devices, a password change for the others, account
 * deletion), not when it expires an hour later. One indexed D1 read per request (an isolate
 * reuses an "alive" answer for at most LIVE_CACHE_MS; a revocation made in it forgets them):
 *  - local auth: the token's session row must exist for its user (auth_sessions' primary key;
 *    sign-out, password change and deletion delete those rows);
 *  - a Supabase project: the edge cannot see Supabase's sessions, so what it ended itself
 *    (POST /account/sign-out, /account/delete) is listed in revoked_sessions / revoked_users
 *    (migration 0010), and what the account page ended there (other devices, a password
 *    change: POST /account/sessions/end-others) in revoked_other_sessions (0017).
 */
import { AUTH_CONFIG } from './config';
import type { AccessClaims } from './jwt';

type Claims = Pick<AccessClaims, 'sub' | 'session_id' | 'iat'>;

/**
 * An isolate remembers a session it found alive for LIVE_CACHE_MS, so a page's burst of
 * requests pays one read. A revocation made in this isolate forgets everything at once
 * (forgetLiveSessions: the revoking routes and the statements below); one made in another
 * isolate is seen here at most LIVE_CACHE_MS later. Only "alive" is cached, never "ended".
 */
export const LIVE_CACHE_MS = 3_000;
const LIVE_CACHE_MAX = 5_000;
const alive = new Map<string, number>();

/** Forgets every cached "alive" verdict of this isolate (after anything that may end a session). */
export function forgetLiveSessions(): void {
  alive.clear();
}

/** True when the token's session was ended (or its user deleted). */
export async function isSessionRevoked(db: D1Database, local: boolean, claims: Claims, now = Date.now()): Promise<boolean> {
  const key = `${local ? 'l' : 's'}|${claims.sub}|${claims.session_id ?? ''}|${claims.iat}`;
  const until = alive.get(key);
  if (until !== undefined && until > now) return false;
  const revoked = await readRevoked(db, local, claims);
  if (revoked) alive.delete(key);
  else {
    if (alive.size >= LIVE_CACHE_MAX) alive.clear();
    alive.set(key, now + LIVE_CACHE_MS);
  }
  return revoked;
}

async function readRevoked(db: D1Database, local: boolean, claims: Claims): Promise<boolean> {
  if (local) {
    if (!claims.session_id) return true;
    const live = await db.prepare('SELECT 1 AS ok FROM auth_sessions WHERE id = ? AND user_id = ?').bind(claims.session_id, claims.sub).first();
    return !live;
  }
  const row = await db
    .prepare(
      `SELECT 1 AS revoked FROM revoked_sessions WHERE session_id = ?1
       UNION ALL SELECT 1 FROM revoked_users WHERE user_id = ?2 AND before > ?3
       UNION ALL SELECT 1 FROM revoked_other_sessions WHERE user_id = ?2 AND before > ?3 AND keep_session <> ?1
       LIMIT 1`,
    )
    .bind(claims.session_id ?? '', claims.sub, claims.iat)
    .first();
  return row !== null;
}

/** Past the access token's lifetime a revocation can no longer match a live token. */
const sweepBefore = (now: number) => now - AUTH_CONFIG.accessTokenSeconds - 300;

/** Lists a session the edge ended (Supabase mode), sweeping rows that can no longer matter. */
export function revokeSessionStatements(db: D1Database, claims: Pick<Claims, 'sub' | 'session_id'>, now = Math.floor(Date.now() / 1000)): D1PreparedStatement[] {
  if (!claims.session_id) return [];
  forgetLiveSessions();
  return [
    db.prepare('DELETE FROM revoked_sessions WHERE revoked_at < ?').bind(sweepBefore(now)),
    db.prepare('INSERT OR REPLACE INTO revoked_sessions (session_id, user_id, revoked_at) VALUES (?, ?, ?)').bind(claims.session_id, claims.sub, now),
  ];
}

/** Every token of a user issued before `before` stops working (a deleted user: all of them, for good). */
export function revokeUserStatements(db: D1Database, userId: string, before: number, now = Math.floor(Date.now() / 1000)): D1PreparedStatement[] {
  forgetLiveSessions();
  return [
    db.prepare('DELETE FROM revoked_users WHERE revoked_at < ?').bind(sweepBefore(now)),
    db.prepare('INSERT OR REPLACE INTO revoked_users (user_id, before, revoked_at) VALUES (?, MAX(?, COALESCE((SELECT before FROM revoked_users WHERE user_id = ?), 0)), ?)').bind(userId, before, userId, now),
  ];
}

/**
 * Every other session of the user ends (Supabase mode: "sign out of other devices", a password
 * change): tokens issued up to now are refused unless they belong to `claims.session_id`.
 */
export function revokeOtherSessionsStatements(db: D1Database, claims: Pick<Claims, 'sub' | 'session_id'>, now = Math.floor(Date.now() / 1000)): D1PreparedStatement[] {
  if (!claims.session_id) return [];
  forgetLiveSessions();
  return [
    db.prepare('DELETE FROM revoked_other_sessions WHERE revoked_at < ?').bind(sweepBefore(now)),
    // now + 1: a token issued within this second to another session is refused too.
    db.prepare('INSERT OR REPLACE INTO revoked_other_sessions (user_id, keep_session, before, revoked_at) VALUES (?, ?, ?, ?)').bind(claims.sub, claims.session_id, now + 1, now),
  ];
}

/** `before` for a deleted user: no token issued to them is accepted (none can be issued after). */
export const FOREVER = 2 ** 52;
