import { SELF, env } from 'cloudflare:test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createApp } from '../../worker/app';
import { forgetShards } from '../../worker/db/shards';

/** The origin tests call the worker at; local tokens are issued for `${ORIGIN}/auth/v1`. */
export const ORIGIN = 'http://localhost';
export const PUBLISHABLE_KEY = 'local-publishable-key';
export const COOKIE = 'sb-localhost-auth-token';

let counter = 0;
/** A client address of its own, so rate limits of one test never touch another. */
export function uniqueIp(): string {
  counter += 1;
  return `198.51.${Math.floor(Math.random() * 200)}.${counter % 250}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Calls the worker (as deployed) or, with `envOverrides`, a fresh app with other bindings. */
export function workerFetch(envOverrides?: Partial<Env>): FetchLike {
  // SELF answers with workers-types' Response; supabase-js expects the standard one (same runtime object).
  if (!envOverrides) return (input, init) => SELF.fetch(input instanceof URL ? input.toString() : (input as string), init as Parameters<typeof SELF.fetch>[1]) as unknown as Promise<Response>;
  const app = createApp();
  const bindings = { ...env, ...envOverrides } as Env;
  return async (input, init) => app.fetch(new Request(input instanceof URL ? input.toString() : input, init), bindings, { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext);
}

export interface ClientOptions {
  ip?: string;
  flowType?: 'implicit' | 'pkce';
  envOverrides?: Partial<Env>;
}

/**
 * The unmodified supabase-js client pointed at the worker: its fetch is the worker's, its
 * session kept in memory (pkce needs storage for the code verifier).
 */
export function supabaseClient({ ip = uniqueIp(), flowType = 'implicit', envOverrides }: ClientOptions = {}): SupabaseClient {
  const store = new Map<string, string>();
  return createClient(ORIGIN, PUBLISHABLE_KEY, {
    auth: {
      flowType,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      persistSession: true,
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
    },
    global: { fetch: workerFetch(envOverrides), headers: { 'cf-connecting-ip': ip } },
  });
}

/** A raw call to the auth API (for what supabase-js would refuse to send). */
export function authRequest(path: string, init: RequestInit & { json?: unknown } = {}, fetcher: FetchLike = workerFetch()): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('x-supabase-api-version', '2024-01-01');
  if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', uniqueIp());
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return fetcher(`${ORIGIN}/auth/v1${path}`, { ...init, headers, body, redirect: 'manual' });
}

export async function countRows(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The newest outbox email to `to`, with its link. */
export async function lastMail(to: string): Promise<{ subject: string; body: string; link: string; kind: string } | null> {
  return env.DB.prepare('SELECT subject, body, link, kind FROM auth_outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1').bind(to).first();
}

/**
 * Issue 46: keeps a person just signed up (owning nothing yet) on DB_SHARD_0, the directory's own
 * database, whatever wrangler.toml's SHARD_PLACEMENT chose, for the tests that read and write
 * host rows through `env.DB` themselves (the shard tests place their hosts on DB_SHARD_1).
 */
export async function onDirectoryShard(userId: string): Promise<void> {
  await env.DB.prepare('DELETE FROM host_shards WHERE host_id = ?').bind(userId).run();
  forgetShards(userId);
}

/** Registers a user through supabase-js (kept on DB_SHARD_0: onDirectoryShard) and returns its session. */
export async function registerUser(name = 'Ana Souza', email = uniqueEmail(), password = 'correct horse 1') {
  const client = supabaseClient();
  const { data, error } = await client.auth.signUp({ email, password, options: { data: { name } } });
  if (error || !data.session || !data.user) throw new Error(`signUp failed: ${error?.message}`);
  await onDirectoryShard(data.user.id);
  return { client, email, password, name, session: data.session, user: data.user };
}
