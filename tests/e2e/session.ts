import type { BrowserContext } from 'playwright-core';
import { baseUrl, visitor } from './harness';
import { encodeSessionCookies, storageKeyFor } from '../../worker/auth/cookie';

/** The demo host `npm start` seeds in local mode (README, worker/db/demo.ts). */
export const DEMO = { email: 'demo@estadia.example', password: 'estadia-demo-2026' } as const;

export interface Session {
  access_token: string;
  user: { id: string };
}


const AUTH_HEADERS = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

/** Signs in through the local auth API (password grant). */
export async function passwordSession(email: string, password: string): Promise<Session> {
  const res = await fetch(`${baseUrl()}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { ...AUTH_HEADERS, 'cf-connecting-ip': visitor() }, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Session;
}

/** Registers a new host and returns their session. */
export async function newHostSession(name = 'Nova Anfitriã'): Promise<Session & { email: string; password: string }> {
  const email = `host.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'correct horse 1';
  const res = await fetch(`${baseUrl()}/auth/v1/signup`, { method: 'POST', headers: { ...AUTH_HEADERS, 'cf-connecting-ip': visitor() }, body: JSON.stringify({ email, password, data: { name } }) });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return { ...((await res.json()) as Session), email, password };
}

/** Puts a session into a browser context as the cookies @supabase/ssr writes. */
export async function useSession(context: BrowserContext, session: Session): Promise<void> {
  const url = new URL(baseUrl());
  const cookies = encodeSessionCookies(storageKeyFor(baseUrl()), session);
  await context.addCookies(cookies.map(({ name, value }) => ({ name, value, domain: url.hostname, path: '/', sameSite: 'Lax' as const })));
}

/** A tRPC query answered with a bearer session (data, or throws with the status). */
export async function hostQuery<T>(session: Session, path: string, input?: unknown): Promise<T> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await fetch(`${baseUrl()}/api/trpc/${path}${search}`, { headers: { authorization: `Bearer ${session.access_token}` } });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** A tRPC mutation with a bearer session (data, or throws with the status). */
export async function hostMutation<T>(session: Session, path: string, input: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/trpc/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}
