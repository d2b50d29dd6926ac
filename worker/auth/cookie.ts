/**
 * The session cookie exactly as @supabase/ssr writes it: name `sb-<first host label>-auth-token`,
 * value `base64-` + base64url(JSON session), split into `<name>.0`, `<name>.1`, … when longer
 * than 3180 characters. Pure functions (no runtime APIs beyond TextEncoder/atob/btoa), shared
 * by the edge middleware and unit-tested against @supabase/ssr itself.
 */
import * as z from 'zod/mini';

/** @supabase/ssr's MAX_CHUNK_SIZE (URI-encoded length; base64url needs no encoding). */
export const MAX_CHUNK_SIZE = 3180;
export const BASE64_PREFIX = 'base64-';
/** @supabase/ssr's default max age: 400 days, the most browsers keep a cookie. */
export const COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

/**
 * The storage key (cookie name) supabase-js derives from the project URL.
 * @example storageKeyFor('https://abcd.supabase.co') // 'sb-abcd-auth-token'
 * @example storageKeyFor('http://127.0.0.1:8787')    // 'sb-127-auth-token'
 */
export function storageKeyFor(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

const CHUNK_SUFFIX = /^(.*)\.(0|[1-9][0-9]*)$/;

/** Is `name` the key itself or one of its chunks? (@supabase/ssr's isChunkLike) */
export function isChunkOf(name: string, key: string): boolean {
  if (name === key) return true;
  const match = CHUNK_SUFFIX.exec(name);
  return match !== null && match[1] === key;
}

export function utf8ToBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlToUtf8(text: string): string {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error('not base64url');
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

/** What the edge needs of a stored session; the rest (user, expiry) passes through untouched. */
export const storedSessionSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1), z.maxLength(8192)),
  refresh_token: z.string().check(z.minLength(1), z.maxLength(512)),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

export type CookieRead =
  | { state: 'absent' }
  /** Present but unusable (chunks missing or mixed, not base64url, not a session): clear it. */
  | { state: 'invalid'; names: string[] }
  | { state: 'present'; names: string[]; session: StoredSession };

/**
 * Reads the session from a request's cookies (name → value, already URI-decoded): the plain
 * cookie when present, else chunks `.0`, `.1`, … joined in index order (whatever order the
 * header listed them in). `names` lists every cookie of the key, for clearing or replacing.
 */
export function readSessionCookie(cookies: Record<string, string>, key: string): CookieRead {
  const names = Object.keys(cookies).filter((name) => isChunkOf(name, key));
  if (names.length === 0) return { state: 'absent' };
  let raw = cookies[key];
  if (!raw) {
    const parts: string[] = [];
    for (let i = 0; cookies[`${key}.${i}`]; i++) parts.push(cookies[`${key}.${i}`] ?? '');
    // Chunks with a gap (.0 and .2 without .1) or none starting at .0 cannot form a session.
    const chunkCount = names.filter((name) => name !== key).length;
    if (parts.length === 0 || parts.length !== chunkCount) return { state: 'invalid', names };
    raw = parts.join('');
  }
  try {
    const json = raw.startsWith(BASE64_PREFIX) ? base64UrlToUtf8(raw.slice(BASE64_PREFIX.length)) : raw;
    const session = storedSessionSchema.safeParse(JSON.parse(json));
    return session.success ? { state: 'present', names, session: session.data } : { state: 'invalid', names };
  } catch {
    return { state: 'invalid', names };
  }
}

/**
 * The cookies that store `session` under `key`, as @supabase/ssr's browser client writes them:
 * one cookie when short enough, else numbered chunks.
 */
export function encodeSessionCookies(key: string, session: unknown): { name: string; value: string }[] {
  const value = BASE64_PREFIX + utf8ToBase64Url(JSON.stringify(session));
  if (value.length <= MAX_CHUNK_SIZE) return [{ name: key, value }];
  const chunks: { name: string; value: string }[] = [];
  for (let i = 0; i * MAX_CHUNK_SIZE < value.length; i++) {
    chunks.push({ name: `${key}.${i}`, value: value.slice(i * MAX_CHUNK_SIZE, (i + 1) * MAX_CHUNK_SIZE) });
  }
  return chunks;
}

export interface CookieAttributes {
  secure: boolean;
}

/** One Set-Cookie header value: Path=/, SameSite=Lax, Secure on https; readable by the browser client. */
export function serializeCookie(name: string, value: string, maxAge: number, { secure }: CookieAttributes): string {
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Set-Cookie headers replacing the stored session with `session` (null clears it): new chunks
 * written, chunks of the previous value that are no longer used expired.
 */
export function sessionSetCookies(key: string, existingNames: string[], session: unknown | null, attributes: CookieAttributes): string[] {
  const fresh = session === null ? [] : encodeSessionCookies(key, session);
  const keep = new Set(fresh.map((cookie) => cookie.name));
  return [
    ...existingNames.filter((name) => !keep.has(name)).map((name) => serializeCookie(name, '', 0, attributes)),
    ...fresh.map((cookie) => serializeCookie(cookie.name, cookie.value, COOKIE_MAX_AGE, attributes)),
  ];
}
