/**
 * The local auth server's behaviour, independent of HTTP: sign-up, password and refresh-token
 * grants, PKCE exchange, sign-out scopes, user updates, recovery and email links. Every write of
 * one operation goes to D1 in a single batch (one transaction), so a refused or failed request
 * leaves nothing half-written.
 */
import { AUTH_CONFIG } from './config';
import { dummyPasswordHash, hashPassword, pkceMatches, randomToken, sha256Hex, verifyPassword } from './crypto';
import { AuthHttpError } from './errors';
import { joseErrors, verifyLocalToken, type AccessClaims } from './jwt';
import { composeNotice, localeOfUrl, mailStatement, outboxStatement, type MailKind } from './mail';
import { emailFrequencyError, enforceRateLimit } from './rate-limit';
import { placementStatement } from '../db/shards';
import { applyEmailChangeStatements, claimEmailChange, emailChangeStatements, pendingEmailChange } from './email-change';
import {
  findUserByEmail,
  findUserById,
  insertUserStatements,
  newSessionStatements,
  nowIso,
  nowSeconds,
  sessionJson,
  userJson,
  userMetadata,
  type RequestMeta,
  type SessionJson,
  type UserJson,
  type UserRow,
} from './store';
import {
  checkNewPassword,
  checkPasswordSize,
  credentialsSchema,
  mergeMetadata,
  normalizeEmail,
  parseBody,
  pkceSchema,
  readChallenge,
  recoverSchema,
  refreshSchema,
  resendSchema,
  updateUserSchema,
  verifySchema,
} from './validation';

export interface AuthContext extends RequestMeta {
  db: D1Database;
  /** The origin the browser talks to (this worker's). */
  origin: string;
  /** The canonical site origin (SITE_URL); links may also lead there. */
  siteOrigin: string;
  /** Sign-up needs a confirmed email (binding AUTH_CONFIRM_EMAIL = "true"). */
  confirmEmail: boolean;
  /** Client address for rate limits. */
  client: string;
  /** The page that made the request (Referer), for the language of mails without a link. */
  referer?: string | null;
  /**
   * Past one database (issue 46): the shard a new account's host data goes to (the one with the
   * most room, worker/db/shards.ts), recorded in the batch that creates the account. Absent: the
   * directory's own shard (no row).
   */
  roomiestShard?: () => Promise<string>;
}

const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}

/**
 * A redirect target from a request, kept only when it stays on this site (same origin as the
 * request or as SITE_URL); anything else falls back to `fallbackPath` on this origin.
 */
export function safeRedirect(ctx: Pick<AuthContext, 'origin' | 'siteOrigin'>, raw: string | null | undefined, fallbackPath: string): string {
  if (raw) {
    try {
      const url = new URL(raw, ctx.origin);
      if ((url.origin === ctx.origin || url.origin === ctx.siteOrigin) && (url.protocol === 'https:' || url.protocol === 'http:')) return url.toString();
    } catch {
      // not a URL: fall back
    }
  }
  return new URL(fallbackPath, ctx.origin).toString();
}

export async function createSession(ctx: AuthContext, user: UserRow, method: string, extra: D1PreparedStatement[] = []): Promise<SessionJson> {
  const { sessionId, refreshToken, statements } = await newSessionStatements(ctx.db, user.id, method, ctx);
  const at = nowIso();
  await ctx.db.batch([
    ...extra,
    ...statements,
    ctx.db.prepare('UPDATE auth_users SET last_sign_in_at = ?, updated_at = ? WHERE id = ?').bind(at, at, user.id),
    ctx.db.prepare("UPDATE auth_identities SET last_sign_in_at = ? WHERE user_id = ? AND provider = 'email'").bind(at, user.id),
  ]);
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  return sessionJson(ctx.db, fresh, { id: sessionId, refreshToken, method, createdAt: nowSeconds() }, ctx.issuer);
}

/** Statements issuing an email link (one live link per user and kind) and queueing its email. */
async function emailLinkStatements(ctx: AuthContext, user: UserRow, kind: MailKind, redirectTo: string, challenge: ReturnType<typeof readChallenge>) {
  const token = randomToken(32);
  const link = `${ctx.origin}/auth/v1/verify?${new URLSearchParams({ token, type: kind, redirect_to: redirectTo })}`;
  const at = nowIso();
  const sentColumn = kind === 'recovery' ? 'recovery_sent_at' : 'confirmation_sent_at';
  return [
    ctx.db.prepare('DELETE FROM auth_one_time_tokens WHERE user_id = ? AND token_type = ?').bind(user.id, kind),
    ctx.db
      .prepare(
        `INSERT INTO auth_one_time_tokens (token_hash, user_id, token_type, redirect_to, code_challenge, code_challenge_method, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(await sha256Hex(token), user.id, kind, redirectTo, challenge?.challenge ?? null, challenge?.method ?? null, at, nowSeconds() + AUTH_CONFIG.emailLinkSeconds),
    ctx.db.prepare(`UPDATE auth_users SET ${sentColumn} = ?, updated_at = ? WHERE id = ?`).bind(at, at, user.id),
    outboxStatement(ctx.db, user.email, kind, link, redirectTo),
  ];
}

/** An email of this kind went to this user less than the minimum interval ago. */
function sentRecently(user: UserRow, kind: MailKind): boolean {
  const sentAt = kind === 'recovery' ? user.recovery_sent_at : user.confirmation_sent_at;
  return sentAt !== null && Date.now() - Date.parse(sentAt) < AUTH_CONFIG.emailFrequencySeconds * 1000;
}

/** POST /signup */
export async function signUp(ctx: AuthContext, rawBody: unknown, redirectParam: string | null): Promise<SessionJson | UserJson | ReturnType<typeof obfuscatedUser>> {
  const body = parseBody(credentialsSchema, rawBody);
  if (!body.email && body.phone) throw new AuthHttpError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  if (!body.email || !body.password) throw new AuthHttpError(400, 'validation_failed', MISSING_CREDENTIALS);
  const email = normalizeEmail(body.email);
  checkNewPassword(body.password);
  const metadata = mergeMetadata(body.data);
  const challenge = readChallenge(body);
  await enforceRateLimit(ctx.db, 'signUp', ctx.client);

  // Counted beside the address check (one level): most sign-ups are new accounts.
  const shard = ctx.roomiestShard?.();
  shard?.catch(() => undefined);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (!ctx.confirmEmail) throw new AuthHttpError(422, 'user_already_exists', 'User already registered');
    // With confirmations on, Supabase answers as for a new user (no account enumeration) and
    // re-sends the confirmation to an unconfirmed address.
    if (!existing.email_confirmed_at && !sentRecently(existing, 'signup')) {
      await ctx.db.batch(await emailLinkStatements(ctx, existing, 'signup', safeRedirect(ctx, redirectParam, '/login'), challenge));
    }
    return obfuscatedUser(email, metadata);
  }

  const user: UserRow = {
    id: crypto.randomUUID(),
    email,
    encrypted_password: await hashPassword(body.password),
    email_confirmed_at: null,
    confirmation_sent_at: null,
    recovery_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: '{}',
    raw_user_meta_data: JSON.stringify(metadata),
    created_at: nowIso(),
    updated_at: nowIso(),
  };
  const inserts = [
    ...insertUserStatements(ctx.db, { id: user.id, email, passwordHash: user.encrypted_password, userMetadata: metadata, confirmed: !ctx.confirmEmail }),
    ...(shard ? [placementStatement(ctx.db, user.id, await shard)] : []),
  ];
  try {
    if (!ctx.confirmEmail) return await createSession(ctx, user, 'password', inserts);
    await ctx.db.batch([...inserts, ...(await emailLinkStatements(ctx, user, 'signup', safeRedirect(ctx, redirectParam, '/login'), challenge))]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AuthHttpError(422, 'user_already_exists', 'User already registered');
    throw error;
  }
  const created = await findUserById(ctx.db, user.id);
  if (!created) throw new Error('user vanished after insert');
  return userJson(ctx.db, created);
}

function obfuscatedUser(email: string, metadata: Record<string, unknown>) {
  const at = nowIso();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

/** POST /token?grant_type=password */
export async function passwordGrant(ctx: AuthContext, rawBody: unknown): Promise<SessionJson> {
  const body = parseBody(credentialsSchema, rawBody);
  if (!body.email && body.phone) throw new AuthHttpError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!body.email || !body.password) throw new AuthHttpError(400, 'validation_failed', MISSING_CREDENTIALS);
  const email = normalizeEmail(body.email);
  checkPasswordSize(body.password);
  await enforceRateLimit(ctx.db, 'signIn', ctx.client);
  const user = await findUserByEmail(ctx.db, email);
  const matches = await verifyPassword(body.password, user?.encrypted_password ?? (await dummyPasswordHash()));
  if (!user || !matches) throw new AuthHttpError(400, 'invalid_credentials', 'Invalid login credentials');
  if (!user.email_confirmed_at) throw new AuthHttpError(400, 'email_not_confirmed', 'Email not confirmed');
  return createSession(ctx, user, 'password');
}

interface RefreshRow {
  token_hash: string;
  session_id: string;
  user_id: string;
  revoked: number;
  revoked_at: string | null;
  amr_method: string;
  session_created_at: string;
}

/**
 * POST /token?grant_type=refresh_token. Rotation: the presented token is spent and a child is
 * issued, both in one transaction. A spent token presented again within the reuse interval (a
 * retry, or the edge and the browser refreshing at once) gets a sibling; later, it is treated as
 * stolen and the whole session is revoked.
 */
export async function refreshGrant(ctx: Pick<AuthContext, 'db' | 'issuer'>, rawBody: unknown): Promise<SessionJson> {
  const body = parseBody(refreshSchema, rawBody);
  if (!body.refresh_token) throw new AuthHttpError(400, 'validation_failed', 'refresh_token is required');
  if (body.refresh_token.length > 512) throw new AuthHttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const hash = await sha256Hex(body.refresh_token);
  const row = await ctx.db
    .prepare(
      `SELECT t.token_hash, t.session_id, t.user_id, t.revoked, t.revoked_at, s.amr_method, s.created_at AS session_created_at
       FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE t.token_hash = ?`,
    )
    .bind(hash)
    .first<RefreshRow>();
  if (!row) throw new AuthHttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

  const child = randomToken(32);
  const childHash = await sha256Hex(child);
  const at = nowIso();
  const reuseSince = new Date(Date.now() - AUTH_CONFIG.refreshReuseSeconds * 1000).toISOString();
  // Issue the child only while the parent is live (or spent within the reuse interval) and spend
  // the parent, atomically: a concurrent rotation cannot pass the same condition twice unseen.
  const [issued] = await ctx.db.batch([
    ctx.db
      .prepare(
        `INSERT INTO auth_refresh_tokens (token_hash, session_id, user_id, parent, revoked, created_at)
         SELECT ?, session_id, user_id, token_hash, 0, ? FROM auth_refresh_tokens
         WHERE token_hash = ? AND (revoked = 0 OR revoked_at >= ?)`,
      )
      .bind(childHash, at, hash, reuseSince),
    ctx.db.prepare('UPDATE auth_refresh_tokens SET revoked = 1, revoked_at = ? WHERE token_hash = ? AND revoked = 0').bind(at, hash),
    ctx.db.prepare('UPDATE auth_sessions SET refreshed_at = ?, updated_at = ? WHERE id = ?').bind(at, at, row.session_id),
  ]);
  if (!issued || issued.meta.changes !== 1) {
    await ctx.db.prepare('DELETE FROM auth_sessions WHERE id = ?').bind(row.session_id).run();
    throw new AuthHttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) throw new AuthHttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  return sessionJson(ctx.db, user, { id: row.session_id, refreshToken: child, method: row.amr_method, createdAt: Math.floor(Date.parse(row.session_created_at) / 1000) }, ctx.issuer);
}

interface FlowRow {
  auth_code_hash: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: 's256' | 'plain';
  authentication_method: string;
  expires_at: number;
}

/** POST /token?grant_type=pkce: the auth code of an email link plus the browser's verifier. */
export async function pkceGrant(ctx: AuthContext, rawBody: unknown): Promise<SessionJson> {
  const body = parseBody(pkceSchema, rawBody);
  if (!body.auth_code || !body.code_verifier) throw new AuthHttpError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  if (body.auth_code.length > 256 || body.code_verifier.length > 256) throw new AuthHttpError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const hash = await sha256Hex(body.auth_code);
  const flow = await ctx.db.prepare('SELECT * FROM auth_flow_states WHERE auth_code_hash = ?').bind(hash).first<FlowRow>();
  if (!flow) throw new AuthHttpError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (flow.expires_at < nowSeconds()) {
    await ctx.db.prepare('DELETE FROM auth_flow_states WHERE auth_code_hash = ?').bind(hash).run();
    throw new AuthHttpError(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!(await pkceMatches(body.code_verifier, flow.code_challenge, flow.code_challenge_method))) {
    throw new AuthHttpError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  const user = await findUserById(ctx.db, flow.user_id);
  if (!user) throw new AuthHttpError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  // Claim the code: of two concurrent exchanges only one deletes the row.
  const claimed = await ctx.db.prepare('DELETE FROM auth_flow_states WHERE auth_code_hash = ?').bind(hash).run();
  if (claimed.meta.changes !== 1) throw new AuthHttpError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  return createSession(ctx, user, flow.authentication_method === 'recovery' ? 'recovery' : 'otp');
}

export interface Authenticated {
  claims: AccessClaims;
  user: UserRow;
  sessionId: string;
  /** How the session began: password, recovery (an email link), otp. */
  sessionMethod?: string;
  sessionCreatedAt?: string;
}

/**
 * The caller of an endpoint that needs a session: a valid access token of ours (Bearer) whose
 * user and session still exist.
 */
export async function authenticate(ctx: Pick<AuthContext, 'db' | 'issuer'>, authorization: string | undefined): Promise<Authenticated> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let claims: AccessClaims;
  try {
    claims = await verifyLocalToken(ctx.db, match[1], ctx.issuer);
  } catch (error) {
    const reason = error instanceof joseErrors.JWTExpired ? 'token is expired' : 'unable to parse or verify signature';
    // GoTrue answers 403 for a token it cannot verify (401 only when there is none).
    throw new AuthHttpError(403, 'bad_jwt', `invalid JWT: ${reason}`);
  }
  if (!claims.session_id) throw new AuthHttpError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw new AuthHttpError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const session = await ctx.db
    .prepare('SELECT id, amr_method, created_at FROM auth_sessions WHERE id = ? AND user_id = ?')
    .bind(claims.session_id, user.id)
    .first<{ id: string; amr_method: string; created_at: string }>();
  if (!session) throw new AuthHttpError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { claims, user, sessionId: session.id, sessionMethod: session.amr_method, sessionCreatedAt: session.created_at };
}

export const SIGN_OUT_SCOPES = ['global', 'local', 'others'] as const;

/** POST /logout?scope=global|local|others */
export async function logout(ctx: AuthContext, auth: Authenticated, scope: string | undefined): Promise<void> {
  const chosen = scope ?? 'global';
  if (!(SIGN_OUT_SCOPES as readonly string[]).includes(chosen)) throw new AuthHttpError(400, 'validation_failed', `scope must be one of ${SIGN_OUT_SCOPES.join(', ')}`);
  const statement =
    chosen === 'local'
      ? ctx.db.prepare('DELETE FROM auth_sessions WHERE id = ?').bind(auth.sessionId)
      : chosen === 'others'
        ? ctx.db.prepare('DELETE FROM auth_sessions WHERE user_id = ? AND id <> ?').bind(auth.user.id, auth.sessionId)
        : ctx.db.prepare('DELETE FROM auth_sessions WHERE user_id = ?').bind(auth.user.id);
  await statement.run();
}

/**
 * PUT /user, as GoTrue: a new password (other sessions are signed out; `current_password` is
 * checked when sent, and required when AUTH_CONFIG.requireCurrentPassword, except in a recovery
 * session; a `nonce` from GET /reauthenticate is checked when sent), metadata (merged; null
 * removes a key) and a new email (a confirmation link to the new address, a notice to the old
 * one; the address changes when the link is opened). All writes in one batch.
 */
export async function updateUser(ctx: AuthContext, auth: Authenticated, rawBody: unknown, redirectParam: string | null = null) {
  const body = parseBody(updateUserSchema, rawBody);
  if (body.phone) throw new AuthHttpError(400, 'validation_failed', 'Phone numbers are not supported by the local auth server');
  const newEmail = body.email ? normalizeEmail(body.email) : null;
  const changingEmail = newEmail !== null && newEmail !== auth.user.email;
  const challenge = changingEmail ? readChallenge(body) : null;
  const statements: D1PreparedStatement[] = [];
  const at = nowIso();

  if (changingEmail && (await findUserByEmail(ctx.db, newEmail))) {
    throw new AuthHttpError(422, 'email_exists', 'A user with this email address has already been registered');
  }

  if (body.password !== undefined && body.password !== null) {
    checkNewPassword(body.password);
    if (body.nonce) statements.push(await spendReauthentication(ctx, auth.user, body.nonce));
    const recovery = auth.sessionMethod === 'recovery';
    if (!recovery && (body.current_password || AUTH_CONFIG.requireCurrentPassword)) {
      if (!body.current_password) throw new AuthHttpError(400, 'current_password_required', 'Current password required when setting new password.');
      checkPasswordSize(body.current_password);
      if (!(await verifyPassword(body.current_password, auth.user.encrypted_password))) {
        throw new AuthHttpError(400, 'current_password_mismatch', 'Current password required when setting new password.');
      }
    }
    if (await verifyPassword(body.password, auth.user.encrypted_password)) {
      throw new AuthHttpError(422, 'same_password', 'New password should be different from the old password.');
    }
    statements.push(
      ctx.db.prepare('UPDATE auth_users SET encrypted_password = ?, updated_at = ? WHERE id = ?').bind(await hashPassword(body.password), at, auth.user.id),
      ctx.db.prepare('DELETE FROM auth_sessions WHERE user_id = ? AND id <> ?').bind(auth.user.id, auth.sessionId),
      // A recovery link still in the mailbox must not outlive the password it was sent to replace.
      ctx.db.prepare("DELETE FROM auth_one_time_tokens WHERE user_id = ? AND token_type = 'recovery'").bind(auth.user.id),
    );
  }
  if (body.data !== undefined) {
    const merged = mergeMetadata(body.data, userMetadata(auth.user));
    statements.push(ctx.db.prepare('UPDATE auth_users SET raw_user_meta_data = ?, updated_at = ? WHERE id = ?').bind(JSON.stringify(merged), at, auth.user.id));
  }
  if (changingEmail) {
    const tooSoon = emailFrequencyError((await pendingEmailChange(ctx.db, auth.user.id))?.sent_at);
    if (tooSoon) throw tooSoon;
    statements.push(...(await emailChangeStatements(ctx, auth.user, newEmail, safeRedirect(ctx, redirectParam, '/dashboard/conta'), challenge)));
  }
  if (statements.length > 0) await ctx.db.batch(statements);
  const user = await findUserById(ctx.db, auth.user.id);
  if (!user) throw new AuthHttpError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return userJson(ctx.db, user);
}

/** A nonce of GET /reauthenticate, checked: the statement spending it (for the update's batch). */
async function spendReauthentication(ctx: AuthContext, user: UserRow, nonce: string): Promise<D1PreparedStatement> {
  const invalid = new AuthHttpError(400, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  if (nonce.length > 64) throw invalid;
  const row = await ctx.db.prepare('SELECT token_hash, expires_at FROM auth_reauthentications WHERE user_id = ?').bind(user.id).first<{ token_hash: string; expires_at: number }>();
  if (!row || row.expires_at < nowSeconds() || row.token_hash !== (await sha256Hex(`${user.id}:${nonce.trim()}`))) throw invalid;
  return ctx.db.prepare('DELETE FROM auth_reauthentications WHERE user_id = ? AND token_hash = ?').bind(user.id, row.token_hash);
}

/**
 * GET /reauthenticate: mails a six-digit nonce for PUT /user { password, nonce } (GoTrue's
 * secure password change). Once a minute per user.
 */
export async function reauthenticate(ctx: AuthContext, auth: Authenticated): Promise<void> {
  if (!auth.user.email_confirmed_at) throw new AuthHttpError(400, 'email_not_confirmed', 'Please verify your email first.');
  const previous = await ctx.db.prepare('SELECT sent_at FROM auth_reauthentications WHERE user_id = ?').bind(auth.user.id).first<{ sent_at: string }>();
  const tooSoon = emailFrequencyError(previous?.sent_at);
  if (tooSoon) throw tooSoon;
  const digits = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
  const nonce = String(digits).padStart(6, '0');
  const notice = composeNotice('reauthentication', localeOfUrl(ctx.referer ?? ''), { code: nonce });
  await ctx.db.batch([
    ctx.db
      .prepare(
        `INSERT INTO auth_reauthentications (user_id, token_hash, sent_at, expires_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
      )
      .bind(auth.user.id, await sha256Hex(`${auth.user.id}:${nonce}`), nowIso(), nowSeconds() + AUTH_CONFIG.reauthenticationSeconds),
    mailStatement(ctx.db, auth.user.email, 'reauthentication', notice.subject, notice.body, ''),
  ]);
}

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'] as const;

/**
 * POST /resend, as GoTrue: the signup confirmation (while unconfirmed) or the pending email
 * change's link, again. An unknown address, a confirmed one or no pending change answer 200 {}
 * like a sent email; a second email within a minute is 429 `over_email_send_rate_limit`.
 */
export async function resend(ctx: AuthContext, rawBody: unknown, redirectParam: string | null): Promise<Record<string, never>> {
  const body = parseBody(resendSchema, rawBody);
  const type = body.type ?? '';
  if (!(RESEND_TYPES as readonly string[]).includes(type)) {
    throw new AuthHttpError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (!body.email && type === 'signup') throw new AuthHttpError(400, 'validation_failed', 'Type provided requires an email address');
  if (!body.phone && type === 'sms') throw new AuthHttpError(400, 'validation_failed', 'Type provided requires a phone number');
  if (body.email && body.phone) throw new AuthHttpError(400, 'validation_failed', 'Only an email address or phone number should be provided.');
  if (body.phone) throw new AuthHttpError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!body.email) throw new AuthHttpError(400, 'validation_failed', 'Missing email address or phone number');
  const email = normalizeEmail(body.email);
  const challenge = readChallenge(body);
  await enforceRateLimit(ctx.db, 'resend', ctx.client);

  const user = await findUserByEmail(ctx.db, email);
  if (!user) return {};
  if (type === 'signup') {
    if (user.email_confirmed_at) return {};
    const tooSoon = emailFrequencyError(user.confirmation_sent_at);
    if (tooSoon) throw tooSoon;
    await ctx.db.batch(await emailLinkStatements(ctx, user, 'signup', safeRedirect(ctx, redirectParam, '/login'), challenge));
    return {};
  }
  // email_change: the link again, to the pending address (the old one was told already).
  const pending = await pendingEmailChange(ctx.db, user.id);
  if (!pending) return {};
  const tooSoon = emailFrequencyError(pending.sent_at);
  if (tooSoon) throw tooSoon;
  const redirectTo = redirectParam ? safeRedirect(ctx, redirectParam, '/dashboard/conta') : pending.redirect_to;
  await ctx.db.batch(await emailChangeStatements(ctx, user, pending.new_email, redirectTo, challenge, false));
  return {};
}

/** GET /settings: what this server offers, in GoTrue's shape. */
export function settings(ctx: Pick<AuthContext, 'confirmEmail'>) {
  const providers = ['anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'github', 'gitlab', 'google', 'keycloak', 'kakao', 'linkedin_oidc', 'notion', 'slack_oidc', 'spotify', 'twitch', 'twitter', 'workos', 'zoom'];
  return {
    external: { ...Object.fromEntries(providers.map((provider) => [provider, false])), email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: !ctx.confirmEmail,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

/**
 * POST /recover: queues a recovery email when the address has an account. The answer is the
 * same for an unknown address; a second email to the same address within a minute is refused
 * with 429 `over_email_send_rate_limit`, as GoTrue does.
 */
export async function recover(ctx: AuthContext, rawBody: unknown, redirectParam: string | null): Promise<void> {
  const body = parseBody(recoverSchema, rawBody);
  if (!body.email) throw new AuthHttpError(400, 'validation_failed', 'Password recovery requires an email');
  const email = normalizeEmail(body.email);
  const challenge = readChallenge(body);
  await enforceRateLimit(ctx.db, 'recover', ctx.client);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  // A second email within the interval is GoTrue's 429 (the answer for an unknown address stays 200).
  const tooSoon = emailFrequencyError(user.recovery_sent_at);
  if (tooSoon) throw tooSoon;
  await ctx.db.batch(await emailLinkStatements(ctx, user, 'recovery', safeRedirect(ctx, redirectParam, '/reset-password'), challenge));
}

interface OneTimeRow {
  token_hash: string;
  user_id: string;
  token_type: MailKind;
  redirect_to: string;
  code_challenge: string | null;
  code_challenge_method: 's256' | 'plain' | null;
  expires_at: number;
}

const LINK_TYPES: Record<string, MailKind> = { recovery: 'recovery', signup: 'signup', email: 'signup', email_change: 'email_change' };

/** Where a link of this kind lands when its redirect is unusable. */
function landingPath(kind: string | undefined): string {
  return kind === 'recovery' ? '/reset-password' : kind === 'email_change' ? '/dashboard/conta' : '/login';
}

/** Claims an email link's token once (deleting it) and confirms the address it was sent to. */
async function consumeLink(ctx: AuthContext, token: string, type: string): Promise<{ row: OneTimeRow; user: UserRow }> {
  // Own keys only: `type=toString` must not find Object.prototype's (a 500 the fuzz test found).
  const kind = Object.hasOwn(LINK_TYPES, type) ? LINK_TYPES[type] : undefined;
  if (!kind) throw new AuthHttpError(400, 'validation_failed', 'Verify requires a verification type of recovery, signup, email or email_change');
  const invalid = new AuthHttpError(403, 'otp_expired', 'Email link is invalid or has expired');
  if (token.length > 256) throw invalid;
  if (kind === 'email_change') return consumeEmailChange(ctx, token, invalid);
  const hash = await sha256Hex(token);
  const row = await ctx.db.prepare('DELETE FROM auth_one_time_tokens WHERE token_hash = ? AND token_type = ? RETURNING *').bind(hash, kind).first<OneTimeRow>();
  if (!row || row.expires_at < nowSeconds()) throw invalid;
  const at = nowIso();
  await ctx.db
    .batch([
      ctx.db.prepare('UPDATE auth_users SET email_confirmed_at = COALESCE(email_confirmed_at, ?), updated_at = ? WHERE id = ?').bind(at, at, row.user_id),
      ctx.db
        .prepare("UPDATE auth_identities SET identity_data = json_set(identity_data, '$.email_verified', json('true')), updated_at = ? WHERE user_id = ? AND provider = 'email'")
        .bind(at, row.user_id),
    ]);
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) throw invalid;
  return { row, user };
}

/** Claims an email change link and moves the account to the new address. */
async function consumeEmailChange(ctx: AuthContext, token: string, invalid: AuthHttpError): Promise<{ row: OneTimeRow; user: UserRow }> {
  const change = await claimEmailChange(ctx.db, token);
  if (!change) throw invalid;
  try {
    await ctx.db.batch(applyEmailChangeStatements(ctx.db, change));
  } catch (error) {
    // Someone registered the address after the link was sent.
    if (isUniqueViolation(error)) throw new AuthHttpError(422, 'email_exists', 'A user with this email address has already been registered');
    throw error;
  }
  const user = await findUserById(ctx.db, change.user_id);
  if (!user) throw invalid;
  const row: OneTimeRow = {
    token_hash: change.token_hash,
    user_id: change.user_id,
    token_type: 'email_change',
    redirect_to: change.redirect_to,
    code_challenge: change.code_challenge,
    code_challenge_method: change.code_challenge_method,
    expires_at: change.expires_at,
  };
  return { row, user };
}

/**
 * GET /verify (the link in an email): answers with where to send the browser. PKCE links hand
 * back a one-time `code` in the query; implicit ones the session in the fragment, as Supabase.
 * Errors go back to the page in the fragment (`error`, `error_code`, `error_description`).
 */
export async function verifyLink(ctx: AuthContext, query: { token?: string; type?: string; redirect_to?: string }): Promise<string> {
  const fallback = safeRedirect(ctx, query.redirect_to, landingPath(query.type));
  try {
    if (!query.token || !query.type) throw new AuthHttpError(400, 'validation_failed', 'Verify requires a token and a type');
    const { row, user } = await consumeLink(ctx, query.token, query.type);
    const target = new URL(safeRedirect(ctx, row.redirect_to, landingPath(row.token_type)));
    if (row.code_challenge && row.code_challenge_method) {
      const code = crypto.randomUUID();
      await ctx.db
        .prepare(
          `INSERT INTO auth_flow_states (auth_code_hash, user_id, code_challenge, code_challenge_method, authentication_method, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(await sha256Hex(code), user.id, row.code_challenge, row.code_challenge_method, row.token_type, nowIso(), nowSeconds() + AUTH_CONFIG.authCodeSeconds)
        .run();
      target.searchParams.set('code', code);
      return target.toString();
    }
    const session = await createSession(ctx, user, row.token_type === 'recovery' ? 'recovery' : 'otp');
    target.hash = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: row.token_type,
    }).toString();
    return target.toString();
  } catch (error) {
    if (!(error instanceof AuthHttpError)) throw error;
    const target = new URL(fallback);
    target.hash = new URLSearchParams({ error: 'access_denied', error_code: error.code, error_description: error.message }).toString();
    return target.toString();
  }
}

/** POST /verify (verifyOtp with the link's token as `token_hash`): the session as JSON. */
export async function verifyOtp(ctx: AuthContext, rawBody: unknown): Promise<SessionJson> {
  const body = parseBody(verifySchema, rawBody);
  const token = body.token_hash ?? body.token;
  if (!token || !body.type) throw new AuthHttpError(400, 'validation_failed', 'Verify requires a token_hash and a type');
  const { row, user } = await consumeLink(ctx, token, body.type);
  return createSession(ctx, user, row.token_type === 'recovery' ? 'recovery' : 'otp');
}
