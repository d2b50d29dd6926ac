import { GoTrueClient, type SupportedStorage } from '@supabase/auth-js';
import { DEFAULT_COOKIE_OPTIONS, combineChunks, createChunks, isChunkLike, parse, serialize, stringFromBase64URL, stringToBase64URL } from '@supabase/ssr';

/**
 * The browser's Supabase auth client, configured exactly as @supabase/ssr's createBrowserClient
 * configures the one inside supabase-js: PKCE, auto-refresh, email links detected in the URL,
 * and the session in cookies written with @supabase/ssr's own helpers (`sb-<host>-auth-token`,
 * `base64-` + base64url JSON, chunked past 3180 characters), so the edge reads what it writes.
 *
 * It is built on @supabase/auth-js directly rather than createBrowserClient because the latter
 * brings all of supabase-js (database, storage, realtime, functions: 61 KB gzip against 27 KB)
 * into pages that only sign in; the account pages must stay within the 150 KB page budget.
 * Loaded with import() by the account pages only, never by the shell.
 */
const BASE64_PREFIX = 'base64-';

export type AuthClient = GoTrueClient;

/** @supabase/ssr's browser cookie storage (createStorageFromOptions, browser branch). */
export function cookieStorage(secure: boolean): SupportedStorage {
  const options = { ...DEFAULT_COOKIE_OPTIONS, secure };
  const expired = { ...options, maxAge: 0 };
  const all = () => Object.entries(parse(document.cookie)).map(([name, value]) => ({ name, value: value ?? '' }));
  const namesOf = (key: string) => all().map(({ name }) => name).filter((name) => isChunkLike(name, key));
  return {
    isServer: false,
    async getItem(key) {
      const cookies = all();
      const value = await combineChunks(key, async (name) => cookies.find((cookie) => cookie.name === name)?.value ?? null);
      if (!value) return null;
      if (!value.startsWith(BASE64_PREFIX)) return value;
      try {
        const decoded = stringFromBase64URL(value.slice(BASE64_PREFIX.length));
        JSON.parse(decoded); // chunks of different writes mixed: treat as absent, as @supabase/ssr does
        return decoded;
      } catch {
        return null;
      }
    },
    async setItem(key, value) {
      const chunks = createChunks(key, BASE64_PREFIX + stringToBase64URL(value));
      const keep = new Set(chunks.map(({ name }) => name));
      for (const name of namesOf(key)) if (!keep.has(name)) document.cookie = serialize(name, '', expired);
      for (const { name, value: chunk } of chunks) document.cookie = serialize(name, chunk, options);
    },
    async removeItem(key) {
      for (const name of namesOf(key)) document.cookie = serialize(name, '', expired);
    },
  };
}

export function createAuthClient(supabaseUrl: string, supabaseKey: string): AuthClient {
  const base = new URL(supabaseUrl);
  return new GoTrueClient({
    url: new URL('auth/v1', base.href.endsWith('/') ? base : `${base.href}/`).href,
    headers: { Authorization: `Bearer ${supabaseKey}`, apikey: supabaseKey, 'X-Client-Info': 'estadia-web' },
    storageKey: `sb-${base.hostname.split('.')[0]}-auth-token`,
    storage: cookieStorage(window.location.protocol === 'https:'),
    flowType: 'pkce',
    autoRefreshToken: true,
    detectSessionInUrl: true,
    persistSession: true,
  });
}
