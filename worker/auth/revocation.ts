/**
 * Whether a verified access token's session is still alive, checked on every request that
 * carries one (worker/middleware/session.ts): an access token must stop working the moment its
 * session ends (sign-out of one or all devices, a password change for the others, account
 * deletion), not when it expires an hour later. One indexed D1 read per request:
 *  - local auth: the token's session row must exist for its user (auth_sessions' primary key;
 *    sign-out, password change and deletion delete those rows);
 *  - a Supabase project: the edge cannot see Supabase's sessions, so what it ended itself
 *    (POST /account/sign-out, /account/delete) is listed in revoked_sessions / revoked_users
 *    (migration 0010) and checked here.
 */
import { AUTH_CONFIG } from './config';
import type { AccessClaims } from './jwt';

type Claims = Pick<AccessClaims, 'sub' | 'session_id' | 'iat'>;

/** True when the token's session was ended (or its user deleted). */
export async function isSessionRevoked(db: D1Database, local: boolean, claims: Claims): Promise<boolean> {
  if (local) {
    if (!claims.session_id) return true;
    const live = await db.prepare('SELECT 1 AS ok FROM auth_sessions WHERE id = ? AND user_id = ?').bind(claims.session_id, claims.sub).first();
    return !live;
  }
  const row = await db
    .prepare(
      `SELECT 1 AS revoked FROM revoked_sessions WHERE session_id = ?1
       UNION ALL SELECT 1 FROM revoked_users WHERE user_id = ?2 AND before > ?3
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
  return [
    db.prepare('DELETE FROM revoked_sessions WHERE revoked_at < ?').bind(sweepBefore(now)),
    db.prepare('INSERT OR REPLACE INTO revoked_sessions (session_id, user_id, revoked_at) VALUES (?, ?, ?)').bind(claims.session_id, claims.sub, now),
  ];
}

/** Every token of a user issued before `before` stops working (a deleted user: all of them, for good). */
export function revokeUserStatements(db: D1Database, userId: string, before: number, now = Math.floor(Date.now() / 1000)): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM revoked_users WHERE revoked_at < ?').bind(sweepBefore(now)),
    db.prepare('INSERT OR REPLACE INTO revoked_users (user_id, before, revoked_at) VALUES (?, MAX(?, COALESCE((SELECT before FROM revoked_users WHERE user_id = ?), 0)), ?)').bind(userId, before, userId, now),
  ];
}

/** `before` for a deleted user: no token issued to them is accepted (none can be issued after). */
export const FOREVER = 2 ** 52;
