import { AUTH_CONFIG } from './config';
import { randomToken, sha256Hex } from './crypto';
import { signAccessToken } from './jwt';

/** A row of auth_users. */
export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: string;
  raw_user_meta_data: string;
  created_at: string;
  updated_at: string;
}

interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export const nowIso = () => new Date().toISOString();
export const nowSeconds = () => Math.floor(Date.now() / 1000);

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function userMetadata(user: UserRow): Record<string, unknown> {
  return parseObject(user.raw_user_meta_data);
}

export function appMetadata(user: UserRow): Record<string, unknown> {
  return parseObject(user.raw_app_meta_data);
}

export async function findUserByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return db.prepare('SELECT * FROM auth_users WHERE email = ?').bind(email).first<UserRow>();
}

export async function findUserById(db: D1Database, id: string): Promise<UserRow | null> {
  return db.prepare('SELECT * FROM auth_users WHERE id = ?').bind(id).first<UserRow>();
}

/** The user object of Supabase's API (GET /user, and `user` in every session). */
export async function userJson(db: D1Database, user: UserRow) {
  const [identities, changes] = await db.batch([
    db.prepare('SELECT * FROM auth_identities WHERE user_id = ? ORDER BY created_at').bind(user.id),
    db.prepare('SELECT new_email, sent_at FROM auth_email_changes WHERE user_id = ?').bind(user.id),
  ]);
  const results = (identities?.results ?? []) as IdentityRow[];
  // A pending email change, as Supabase shows it (`new_email`, `email_change_sent_at`).
  const change = changes?.results[0] as { new_email: string; sent_at: string } | undefined;
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: '',
    confirmation_sent_at: user.confirmation_sent_at ?? undefined,
    confirmed_at: user.email_confirmed_at ?? undefined,
    recovery_sent_at: user.recovery_sent_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    new_email: change?.new_email,
    email_change_sent_at: change?.sent_at,
    app_metadata: appMetadata(user),
    user_metadata: userMetadata(user),
    identities: results.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: parseObject(identity.identity_data),
      provider: identity.provider,
      last_sign_in_at: identity.last_sign_in_at ?? undefined,
      created_at: identity.created_at,
      updated_at: identity.updated_at,
      email: user.email,
    })),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}
export type UserJson = Awaited<ReturnType<typeof userJson>>;

/** Statements creating a user with its email identity (run in one batch with what follows). */
export function insertUserStatements(db: D1Database, input: { id: string; email: string; passwordHash: string; userMetadata: Record<string, unknown>; confirmed: boolean }) {
  const at = nowIso();
  const identityData = { sub: input.id, email: input.email, email_verified: input.confirmed, phone_verified: false };
  const app = { provider: 'email', providers: ['email'] };
  return [
    db
      .prepare(
        `INSERT INTO auth_users (id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(input.id, input.email, input.passwordHash, input.confirmed ? at : null, input.confirmed ? at : null, JSON.stringify(app), JSON.stringify(input.userMetadata), at, at),
    db
      .prepare('INSERT INTO auth_identities (id, user_id, provider, provider_id, identity_data, last_sign_in_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .bind(crypto.randomUUID(), input.id, 'email', input.id, JSON.stringify(identityData), input.confirmed ? at : null, at, at),
  ];
}

export interface RequestMeta {
  issuer: string;
  ip: string | null;
  userAgent: string | null;
}

/** A new session: its row and first refresh token, as statements for one atomic batch. */
export async function newSessionStatements(db: D1Database, userId: string, method: string, meta: RequestMeta) {
  const sessionId = crypto.randomUUID();
  const refreshToken = randomToken(32);
  const at = nowIso();
  const statements = [
    db
      .prepare('INSERT INTO auth_sessions (id, user_id, aal, amr_method, user_agent, ip, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .bind(sessionId, userId, 'aal1', method, meta.userAgent?.slice(0, 512) ?? null, meta.ip, at, at),
    db
      .prepare('INSERT INTO auth_refresh_tokens (token_hash, session_id, user_id, parent, revoked, created_at) VALUES (?, ?, ?, NULL, 0, ?)')
      .bind(await sha256Hex(refreshToken), sessionId, userId, at),
  ];
  return { sessionId, refreshToken, statements };
}

/** The session body of /token and /signup: tokens, expiry and the user. */
export async function sessionJson(
  db: D1Database,
  user: UserRow,
  session: { id: string; refreshToken: string; method: string; createdAt: number },
  issuer: string,
) {
  const { token, expiresAt } = await signAccessToken(db, issuer, {
    userId: user.id,
    email: user.email,
    sessionId: session.id,
    appMetadata: appMetadata(user),
    userMetadata: userMetadata(user),
    amr: [{ method: session.method, timestamp: session.createdAt }],
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: AUTH_CONFIG.accessTokenSeconds,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: await userJson(db, user),
  };
}
export type SessionJson = Awaited<ReturnType<typeof sessionJson>>;
