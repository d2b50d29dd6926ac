/**
 * Email change in the local auth, as GoTrue does it with secure email change off: PUT /user
 * { email } stores the pending address and mails a link to it (the old address is told, no
 * link); opening the link (GET /verify?type=email_change) moves the account to the new address.
 */
import { AUTH_CONFIG } from './config';
import { randomToken, sha256Hex } from './crypto';
import { localeOfUrl, composeNotice, mailStatement, outboxStatement } from './mail';
import { nowIso, nowSeconds, type UserRow } from './store';

export interface PendingEmailChange {
  user_id: string;
  new_email: string;
  token_hash: string;
  redirect_to: string;
  code_challenge: string | null;
  code_challenge_method: 's256' | 'plain' | null;
  sent_at: string;
  expires_at: number;
}

export function pendingEmailChange(db: D1Database, userId: string): Promise<PendingEmailChange | null> {
  return db.prepare('SELECT * FROM auth_email_changes WHERE user_id = ?').bind(userId).first<PendingEmailChange>();
}

/**
 * Statements (for one batch) that start, or restart, a move of `user` to `newEmail`: one pending
 * change per user (a new request replaces the old link), the link to the new address and a
 * notice to the current one.
 */
export async function emailChangeStatements(
  ctx: { db: D1Database; origin: string },
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  challenge: { challenge: string; method: 's256' | 'plain' } | null,
  notifyOld = true,
): Promise<D1PreparedStatement[]> {
  const token = randomToken(32);
  const link = `${ctx.origin}/auth/v1/verify?${new URLSearchParams({ token, type: 'email_change', redirect_to: redirectTo })}`;
  const at = nowIso();
  const statements = [
    ctx.db
      .prepare(
        `INSERT INTO auth_email_changes (user_id, new_email, token_hash, redirect_to, code_challenge, code_challenge_method, sent_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET new_email = excluded.new_email, token_hash = excluded.token_hash, redirect_to = excluded.redirect_to,
           code_challenge = excluded.code_challenge, code_challenge_method = excluded.code_challenge_method, sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
      )
      .bind(user.id, newEmail, await sha256Hex(token), redirectTo, challenge?.challenge ?? null, challenge?.method ?? null, at, nowSeconds() + AUTH_CONFIG.emailChangeSeconds),
    ctx.db.prepare('UPDATE auth_users SET updated_at = ? WHERE id = ?').bind(at, user.id),
    outboxStatement(ctx.db, newEmail, 'email_change', link, redirectTo),
  ];
  if (notifyOld) {
    const notice = composeNotice('email_change_notice', localeOfUrl(redirectTo), { newEmail });
    statements.push(mailStatement(ctx.db, user.email, 'email_change_notice', notice.subject, notice.body, ''));
  }
  return statements;
}

/** Claims a pending change by its link's token (deleting it): null when unknown or expired. */
export async function claimEmailChange(db: D1Database, token: string): Promise<PendingEmailChange | null> {
  if (token.length > 256) return null;
  const row = await db.prepare('DELETE FROM auth_email_changes WHERE token_hash = ? RETURNING *').bind(await sha256Hex(token)).first<PendingEmailChange>();
  if (!row || row.expires_at < nowSeconds()) return null;
  return row;
}

/** Statements moving the account to the claimed address (the address is confirmed by the link). */
export function applyEmailChangeStatements(db: D1Database, change: PendingEmailChange): D1PreparedStatement[] {
  const at = nowIso();
  return [
    db.prepare('UPDATE auth_users SET email = ?, email_confirmed_at = COALESCE(email_confirmed_at, ?), updated_at = ? WHERE id = ?').bind(change.new_email, at, at, change.user_id),
    db
      .prepare(
        "UPDATE auth_identities SET identity_data = json_set(identity_data, '$.email', ?, '$.email_verified', json('true')), updated_at = ? WHERE user_id = ? AND provider = 'email'",
      )
      .bind(change.new_email, at, change.user_id),
    // Links sent to the old address (recovery, confirmation) no longer apply.
    db.prepare('DELETE FROM auth_one_time_tokens WHERE user_id = ?').bind(change.user_id),
  ];
}
