import { SELF, env } from 'cloudflare:test';
import { createTRPCClient, httpBatchLink, httpLink } from '@trpc/client';
import type { AppRouter } from '../../worker/trpc/root';
import worker from '../../worker/index';
import type { Locale } from '../../shared/locales';

export const ORIGIN = 'http://localhost';
export const API = `${ORIGIN}/api/trpc`;

let counter = 0;
/** A client address of its own, so one test's rate limits never touch another's. */
export function uniqueIp(): string {
  counter += 1;
  return `203.0.${Math.floor(Math.random() * 250)}.${counter % 250}`;
}

export function uniqueEmail(prefix = 'visitor'): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The worker as deployed (SELF), typed with the standard Response (same runtime object). */
export const selfFetch: Fetch = (input, init) =>
  SELF.fetch(input instanceof URL ? input.toString() : (input as string), init as Parameters<typeof SELF.fetch>[1]) as unknown as Promise<Response>;

export interface Recorder {
  sent: unknown[];
  EMAIL: SendEmail;
}

/** An EMAIL binding that records what it is asked to send, then fails or forwards to Miniflare's. */
export function emailBinding(mode: 'fail' | 'deliver'): Recorder {
  const sent: unknown[] = [];
  const EMAIL = {
    async send(message: unknown) {
      sent.push(message);
      if (mode === 'fail') throw new Error('simulated delivery failure');
      return env.EMAIL.send(message as Parameters<SendEmail['send']>[0]);
    },
  } as unknown as SendEmail;
  return { sent, EMAIL };
}

/** The default export's fetch with other bindings (e.g. a failing EMAIL), waiting for waitUntil work. */
export function workerFetchWith(overrides: Partial<Env>): Fetch {
  return async (input, init) => {
    const pending: Promise<unknown>[] = [];
    const ctx = { waitUntil: (promise: Promise<unknown>) => pending.push(promise), passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const request = new Request(input instanceof URL ? input.toString() : input, init);
    const response = await worker.fetch(request as never, { ...env, ...overrides } as Env, ctx as never);
    await Promise.allSettled(pending);
    return response as unknown as Response;
  };
}

/** The real tRPC client (httpBatchLink, no transformer) over a given fetch, as the browser sends. */
export function apiClient(options: { fetch?: Fetch; ip?: string; batch?: boolean } = {}) {
  const fetchImpl = options.fetch ?? selfFetch;
  const linkOptions = {
    url: API,
    fetch: fetchImpl,
    headers: () => ({ origin: ORIGIN, ...(options.ip ? { 'cf-connecting-ip': options.ip } : {}) }),
  };
  return createTRPCClient<AppRouter>({ links: [options.batch === false ? httpLink(linkOptions) : httpBatchLink(linkOptions)] });
}

export interface RawAnswer {
  status: number;
  body: unknown;
}

/** A raw request to a procedure (to send what no well-behaved client would). */
export async function raw(path: string, init: RequestInit & { ip?: string; fetch?: Fetch } = {}): Promise<RawAnswer> {
  const headers = new Headers(init.headers);
  headers.set('cf-connecting-ip', init.ip ?? uniqueIp());
  const response = await (init.fetch ?? selfFetch)(`${API}/${path}`, { ...init, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text, the assertion will show it
  }
  return { status: response.status, body };
}

/** POST a JSON body (a mutation) the way httpLink sends it. */
export function post(path: string, input: unknown, init: { ip?: string; headers?: Record<string, string>; fetch?: Fetch } = {}) {
  return raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...init.headers },
    body: typeof input === 'string' ? input : JSON.stringify(input),
    ip: init.ip,
    fetch: init.fetch,
  });
}

/** GET a query with its input in the query string. */
export function get(path: string, input?: unknown, ip?: string) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(typeof input === 'string' ? input : JSON.stringify(input))}`;
  return raw(`${path}${query}`, { method: 'GET', ip });
}

export async function countRows(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql).bind(...binds).first<{ n: number }>();
  return row?.n ?? 0;
}

/** A contact message the API accepts, with `overrides` (literal types kept for the typed client). */
export function validContact<const T extends Record<string, unknown> = {}>(overrides?: T) {
  return {
    name: 'Maria Oliveira',
    email: uniqueEmail('contact'),
    subject: 'Quero uma demonstração',
    message: 'Tenho uma pousada com 8 quartos e gostaria de conhecer o sistema.',
    locale: 'pt' as Locale,
    ...(overrides as T),
  };
}
