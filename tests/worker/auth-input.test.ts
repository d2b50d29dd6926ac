import { describe, expect, it } from 'vitest';
import { AUTH_CONFIG } from '../../worker/auth/config';
import { ORIGIN, authRequest, countRows, registerUser, supabaseClient, uniqueEmail, uniqueIp, workerFetch } from './auth-support';
import { inOneWindow } from './window-support';

const TABLES = ['auth_users', 'auth_identities', 'auth_sessions', 'auth_refresh_tokens', 'auth_one_time_tokens', 'auth_flow_states', 'auth_outbox'];
const snapshot = async () => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await countRows(t)] as const)));

interface Case {
  name: string;
  path: string;
  method?: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  status: number;
  code: string;
}

const longEmail = `${'a'.repeat(250)}@example.com`;
const longPassword = 'é'.repeat(37); // 37 characters, 74 bytes
const cases: Case[] = [
  { name: 'malformed JSON', path: '/signup', body: '{"email": "a@b.co", ', status: 400, code: 'bad_json' },
  { name: 'a JSON array', path: '/signup', body: '[1,2]', status: 400, code: 'bad_json' },
  { name: 'a number for the email', path: '/signup', json: { email: 42, password: 'secret-123' }, status: 400, code: 'validation_failed' },
  { name: 'an email over 254 characters', path: '/signup', json: { email: longEmail, password: 'secret-123' }, status: 400, code: 'validation_failed' },
  { name: 'a malformed email', path: '/signup', json: { email: 'not-an-email', password: 'secret-123' }, status: 400, code: 'email_address_invalid' },
  { name: 'a password over 72 bytes', path: '/signup', json: { email: uniqueEmail(), password: longPassword }, status: 400, code: 'validation_failed' },
  { name: 'a name over 200 characters', path: '/signup', json: { email: uniqueEmail(), password: 'secret-123', data: { name: 'x'.repeat(201) } }, status: 400, code: 'validation_failed' },
  { name: 'a name that is not text', path: '/signup', json: { email: uniqueEmail(), password: 'secret-123', data: { name: { first: 'A' } } }, status: 400, code: 'validation_failed' },
  { name: 'metadata that is not an object', path: '/signup', json: { email: uniqueEmail(), password: 'secret-123', data: 'name' }, status: 400, code: 'validation_failed' },
  { name: 'oversized metadata', path: '/signup', json: { email: uniqueEmail(), password: 'secret-123', data: { bio: 'x'.repeat(5000) } }, status: 400, code: 'validation_failed' },
  { name: 'a bad PKCE method', path: '/signup', json: { email: uniqueEmail(), password: 'secret-123', code_challenge: 'c'.repeat(43), code_challenge_method: 'md5' }, status: 400, code: 'validation_failed' },
  { name: 'a phone sign-up', path: '/signup', json: { phone: '+5511999999999', password: 'secret-123' }, status: 400, code: 'phone_provider_disabled' },
  { name: 'a body over 16 KB', path: '/signup', body: JSON.stringify({ email: uniqueEmail(), password: 'secret-123', pad: 'x'.repeat(17_000) }), status: 413, code: 'request_too_large' },
  { name: 'an unknown grant type', path: '/token?grant_type=client_credentials', json: {}, status: 400, code: 'unsupported_grant_type' },
  { name: 'no grant type', path: '/token', json: {}, status: 400, code: 'unsupported_grant_type' },
  { name: 'a password grant with a 72+ byte password', path: '/token?grant_type=password', json: { email: uniqueEmail(), password: longPassword }, status: 400, code: 'validation_failed' },
  { name: 'a refresh grant without a token', path: '/token?grant_type=refresh_token', json: {}, status: 400, code: 'validation_failed' },
  { name: 'a refresh token of the wrong type', path: '/token?grant_type=refresh_token', json: { refresh_token: ['x'] }, status: 400, code: 'validation_failed' },
  { name: 'a huge refresh token', path: '/token?grant_type=refresh_token', json: { refresh_token: 'x'.repeat(4000) }, status: 400, code: 'refresh_token_not_found' },
  { name: 'a PKCE grant without a verifier', path: '/token?grant_type=pkce', json: { auth_code: 'abc' }, status: 400, code: 'validation_failed' },
  { name: 'an unknown PKCE code', path: '/token?grant_type=pkce', json: { auth_code: 'abc', code_verifier: 'v'.repeat(43) }, status: 404, code: 'flow_state_not_found' },
  { name: 'recovery without an email', path: '/recover', json: {}, status: 400, code: 'validation_failed' },
  { name: 'recovery for an over-long email', path: '/recover', json: { email: longEmail }, status: 400, code: 'validation_failed' },
  { name: 'verify without a type', path: '/verify', json: { token_hash: 'abc' }, status: 400, code: 'validation_failed' },
  { name: 'verify of an unknown token', path: '/verify', json: { type: 'recovery', token_hash: 'abc' }, status: 403, code: 'otp_expired' },
  // A type named after an Object.prototype member once reached the database as a function (500; found by the fuzz test).
  { name: 'verify with type toString', path: '/verify', json: { type: 'toString', token_hash: 'abc' }, status: 400, code: 'validation_failed' },
  { name: 'verify with type __proto__', path: '/verify', json: { type: '__proto__', token_hash: 'abc' }, status: 400, code: 'validation_failed' },
  { name: 'an unknown endpoint', path: '/factors', json: {}, status: 404, code: 'not_found' },
  { name: 'GET /user without a token', path: '/user', method: 'GET', status: 401, code: 'no_authorization' },
  { name: 'GET /user with a token that is not a JWT', path: '/user', method: 'GET', headers: { authorization: 'Bearer abc.def' }, status: 403, code: 'bad_jwt' },
  { name: 'PUT /user with a garbage token', path: '/user', method: 'PUT', json: { data: {} }, headers: { authorization: 'Bearer ....' }, status: 403, code: 'bad_jwt' },
];

describe('bad input gets a clear 4xx in Supabase’s shape, and writes nothing', () => {
  for (const testCase of cases) {
    it(testCase.name, async () => {
      const before = await snapshot();
      const headers: Record<string, string> = { ...testCase.headers };
      if (testCase.body !== undefined) headers['content-type'] = 'application/json';
      const res = await authRequest(testCase.path, { method: testCase.method ?? 'POST', headers, json: testCase.json, body: testCase.body });
      expect(res.status).toBe(testCase.status);
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe(testCase.code);
      expect(body.message.length).toBeGreaterThan(5);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('the email link (GET /verify) with a type named after an Object.prototype member goes back to the page with the error', async () => {
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const res = await authRequest(`/verify?token=${encodeURIComponent('../../etc/passwd')}&type=${type}`, { method: 'GET' });
      expect(res.status, type).toBe(303);
      expect(new URL(res.headers.get('location')!).hash, type).toContain('error_code=validation_failed');
    }
  });

  it('accepts exactly 72 bytes, a 254-character email and a 200-character name', async () => {
    const email = `${'b'.repeat(254 - '@example.com'.length)}@example.com`;
    expect(email.length).toBe(254);
    const password = 'é'.repeat(36);
    const { data, error } = await supabaseClient().auth.signUp({ email, password, options: { data: { name: 'n'.repeat(200) } } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.name).toHaveLength(200);
    expect((await supabaseClient().auth.signInWithPassword({ email, password })).error).toBeNull();
  });
});

describe('cross-site requests', () => {
  it('refuses a POST whose Origin is another site, before doing anything', async () => {
    const before = await snapshot();
    const res = await authRequest('/signup', { method: 'POST', headers: { origin: 'https://evil.example' }, json: { email: uniqueEmail(), password: 'secret-123' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'request_origin_not_allowed' });
    const recover = await authRequest('/recover', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' }, json: { email: uniqueEmail() } });
    expect(recover.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts the same origin (what the browser sends from the site)', async () => {
    const res = await authRequest('/signup', { method: 'POST', headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }, json: { email: uniqueEmail(), password: 'secret-123' } });
    expect(res.status).toBe(200);
  });
});

describe('rate limits per client address', () => {
  it('answers 429 with a clear message after too many sign-in attempts, for that address only', () =>
    inOneWindow(AUTH_CONFIG.rateLimits.signIn.windowSeconds, async () => {
      const ip = uniqueIp();
      const { limit } = AUTH_CONFIG.rateLimits.signIn;
      const attempt = (from: string) =>
        authRequest('/token?grant_type=password', { method: 'POST', headers: { 'cf-connecting-ip': from }, json: { email: 'nobody@example.com', password: 'wrong-pass' } });
      for (let i = 0; i < limit; i++) expect((await attempt(ip)).status).toBe(400);
      const limited = await attempt(ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await limited.json()) as { code: string; message: string };
      expect(body.code).toBe('over_request_rate_limit');
      expect(body.message).toMatch(/Too many requests .* try again in \d+ seconds/);
      expect((await attempt(uniqueIp())).status).toBe(400);
    }));

  // A 5-minute window: every longer window's end is also one of its ends.
  it('limits sign-ups and recovery emails too', () =>
    inOneWindow(AUTH_CONFIG.rateLimits.signUp.windowSeconds, async () => {
      const ip = uniqueIp();
      const email = uniqueEmail('limited');
      for (const [action, path, json] of [
        // The first creates the account, the next ones are told it exists, then the limit.
        ['signUp', '/signup', () => ({ email, password: 'secret-123' })],
        ['recover', '/recover', () => ({ email: uniqueEmail() })],
      ] as const) {
        const { limit } = AUTH_CONFIG.rateLimits[action];
        const statuses: number[] = [];
        for (let i = 0; i <= limit; i++) statuses.push((await authRequest(path, { method: 'POST', headers: { 'cf-connecting-ip': ip }, json: json() })).status);
        expect(statuses.at(-1), action).toBe(429);
        expect(statuses.slice(0, -1).every((s) => s !== 429), action).toBe(true);
      }
    }));

  it('supabase-js surfaces the limit as an AuthApiError with status 429', () =>
    inOneWindow(AUTH_CONFIG.rateLimits.signIn.windowSeconds, async () => {
      const { email } = await registerUser();
      const ip = uniqueIp();
      const client = supabaseClient({ ip });
      let last: unknown = null;
      for (let i = 0; i <= AUTH_CONFIG.rateLimits.signIn.limit; i++) last = (await client.auth.signInWithPassword({ email, password: 'wrong-pass' })).error;
      expect(last).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    }));
});

describe('the outbox page', () => {
  it('lists sent emails with their links in local mode', async () => {
    const { email } = await registerUser();
    await supabaseClient().auth.resetPasswordForEmail(email, { redirectTo: `${ORIGIN}/reset-password` });
    const res = await workerFetch()(`${ORIGIN}/dev/mail`, { headers: { 'accept-language': 'pt-BR' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain('Caixa de saída local');
    expect(html).toContain(email);
    expect(html).toMatch(/href="http:\/\/localhost\/auth\/v1\/verify\?token=[^"]+type=recovery/);
  });
});
