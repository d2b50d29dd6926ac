import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { createServerClient } from '@supabase/ssr';
import { COOKIE, ORIGIN, PUBLISHABLE_KEY, registerUser, uniqueEmail, uniqueIp, workerFetch } from './auth-support';
import { BASE64_PREFIX, base64UrlToUtf8, encodeSessionCookies } from '../../worker/auth/cookie';
import { signAccessToken } from '../../worker/auth/jwt';
import { BOOTSTRAP_ELEMENT_ID } from '../../shared/bootstrap';

const cookieHeader = (cookies: { name: string; value: string }[]) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
const page = (path: string, cookie?: string, origin = ORIGIN) => SELF.fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

/** The user the page's bootstrap data carries (what the edge verified). */
async function bootstrapUser(res: { text(): Promise<string> }): Promise<unknown> {
  const html = await res.text();
  const json = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  return (JSON.parse(json ?? 'null') as { user: unknown }).user;
}

/** Set-Cookie headers of a response, by cookie name. */
function setCookies(res: { headers: { getSetCookie(): string[] } }): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line] as const));
}

/** The session @supabase/ssr's server client writes after a password sign-in, as cookies. */
async function ssrCookies(email: string, password: string): Promise<{ name: string; value: string }[]> {
  const written: { name: string; value: string }[] = [];
  const client = createServerClient(ORIGIN, PUBLISHABLE_KEY, {
    cookies: { getAll: () => [], setAll: (cookies) => void written.push(...cookies.filter((c) => c.value).map(({ name, value }) => ({ name, value }))) },
    global: { fetch: workerFetch(), headers: { 'cf-connecting-ip': uniqueIp() } },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  await new Promise((resolve) => setTimeout(resolve, 10)); // setAll runs on the SIGNED_IN event
  return written;
}

async function signedInCookies(name = 'Fátima Rocha', metadata: Record<string, unknown> = {}) {
  const { email, password, user, client } = await registerUser(name);
  if (Object.keys(metadata).length) await client.auth.updateUser({ data: metadata });
  return { email, password, user, cookies: await ssrCookies(email, password) };
}

describe('the guard, with sessions written by @supabase/ssr', () => {
  it('sends visitors without a session from /dashboard to their locale’s /login', async () => {
    for (const [from, to] of [['/dashboard', '/login'], ['/en/dashboard', '/en/login'], ['/es/dashboard', '/es/login'], ['/it/dashboard', '/it/login']]) {
      const res = await page(from!);
      expect(res.status, from).toBe(302);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  it('renders /dashboard for a valid session, never publicly cacheable', async () => {
    const { email, user, cookies } = await signedInCookies('Fátima Rocha');
    expect(cookies.map((c) => c.name)).toEqual([COOKIE]);
    expect(cookies[0]!.value.startsWith(BASE64_PREFIX)).toBe(true);
    const res = await page('/en/dashboard', cookieHeader(cookies));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/private/);
    expect(res.headers.get('cache-control')).not.toMatch(/public/);
    expect(await bootstrapUser(res)).toEqual({ id: user.id, email, name: 'Fátima Rocha' });
  });

  it('sends a signed-in visitor from /login and /register to /dashboard', async () => {
    const { cookies } = await signedInCookies();
    for (const [from, to] of [['/login', '/dashboard'], ['/register', '/dashboard'], ['/es/register', '/es/dashboard'], ['/it/login', '/it/dashboard']]) {
      const res = await page(from!, cookieHeader(cookies));
      expect(res.status, from).toBe(302);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  it('reads a chunked cookie, whatever order the chunks arrive in', async () => {
    const { user, cookies } = await signedInCookies('Gil', { bio: 'x'.repeat(3000) });
    expect(cookies.length).toBeGreaterThan(1);
    expect(cookies.map((c) => c.name)).toEqual(cookies.map((_, i) => `${COOKIE}.${i}`));
    for (const order of [cookies, [...cookies].reverse()]) {
      const res = await page('/dashboard', cookieHeader(order));
      expect(res.status).toBe(200);
      expect(((await bootstrapUser(res)) as { id: string }).id).toBe(user.id);
    }
  });

  it('treats incomplete chunks as no session and clears them', async () => {
    const { cookies } = await signedInCookies('Gil', { bio: 'x'.repeat(7000 / 2) });
    const onlyFirst = cookies.filter((c) => c.name === `${COOKIE}.0`);
    const skipped = [...cookies.filter((c) => c.name === `${COOKIE}.1`), { name: `${COOKIE}.2`, value: cookies[0]!.value }];
    for (const partial of [onlyFirst, skipped]) {
      const res = await page('/dashboard', cookieHeader(partial));
      expect(res.status).toBe(302);
      const cleared = setCookies(res);
      for (const { name } of partial) expect(cleared.get(name)).toMatch(/Max-Age=0/);
    }
  });
});

describe('refresh at the edge', () => {
  async function expiredSession(origin = ORIGIN) {
    const { user, email, session } = await registerUser('Helena');
    const claims = decodeJwt(session.access_token);
    const past = Math.floor(Date.now() / 1000) - 7200;
    const { token } = await signAccessToken(
      env.DB,
      `${origin}/auth/v1`,
      { userId: user.id, email, sessionId: claims.session_id as string, appMetadata: {}, userMetadata: { name: 'Helena' }, amr: [{ method: 'password', timestamp: past }] },
      past,
    );
    return { user, email, session: { ...session, access_token: token, expires_at: past + 3600 } };
  }

  it('refreshes an expired token before rendering and sets the new session cookie', async () => {
    const { user, session } = await expiredSession();
    const res = await page('/dashboard', cookieHeader(encodeSessionCookies(COOKIE, session)));
    expect(res.status).toBe(200);
    expect(((await bootstrapUser(res)) as { id: string }).id).toBe(user.id);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const line = setCookies(res).get(COOKIE);
    expect(line).toMatch(/; Max-Age=34560000; Path=\/; SameSite=Lax$/); // http: not Secure; readable by the browser client
    const value = line!.slice(COOKIE.length + 1, line!.indexOf(';'));
    const stored = JSON.parse(base64UrlToUtf8(value.slice(BASE64_PREFIX.length))) as { access_token: string; refresh_token: string; expires_in: number; expires_at: number };
    expect(stored.refresh_token).not.toBe(session.refresh_token);
    expect(stored.expires_in).toBe(3600);
    expect(decodeJwt(stored.access_token).exp).toBeGreaterThan(Date.now() / 1000);

    // The old refresh token is spent; the new cookie works on its own.
    const next = await page('/dashboard', `${COOKIE}=${value}`);
    expect(next.status).toBe(200);
    expect(next.headers.getSetCookie()).toEqual([]);
  });

  it('marks the cookies Secure on https', async () => {
    const { session } = await expiredSession('https://localhost');
    const res = await SELF.fetch('https://localhost/dashboard', { headers: { cookie: cookieHeader(encodeSessionCookies(COOKIE, session)) }, redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(setCookies(res).get(COOKIE)).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('signs the visitor out when the refresh token is refused', async () => {
    const { session } = await expiredSession();
    const res = await page('/dashboard', cookieHeader(encodeSessionCookies(COOKIE, { ...session, refresh_token: 'not-a-real-token' })));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
    expect(setCookies(res).get(COOKIE)).toMatch(/^sb-localhost-auth-token=; Max-Age=0/);
  });
});

describe('forged and foreign tokens are refused at the edge', () => {
  async function parts() {
    const { user, email, session } = await registerUser('Igor');
    const row = await env.DB.prepare('SELECT kid, private_jwk, public_jwk FROM auth_signing_keys ORDER BY created_at LIMIT 1').first<{ kid: string; private_jwk: string; public_jwk: string }>();
    const privateKey = await importJWK(JSON.parse(row!.private_jwk) as JWK, 'ES256');
    const claims = decodeJwt(session.access_token);
    const now = Math.floor(Date.now() / 1000);
    const sign = (payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'ES256', kid: row!.kid }, key: CryptoKey | Uint8Array = privateKey as CryptoKey) =>
      new SignJWT({ ...claims, iat: now, exp: now + 3600, ...payload }).setProtectedHeader(header as { alg: string }).sign(key);
    return { user, email, session, row: row!, claims, sign };
  }

  const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

  const forgeries: [string, (p: Awaited<ReturnType<typeof parts>>) => Promise<string>][] = [
    ['alg none', async ({ claims }) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })}.`],
    ['HS256 signed with the public key', async ({ sign, row }) => sign({}, { alg: 'HS256', kid: row.kid }, new TextEncoder().encode(row.public_jwk))],
    ['a wrong issuer', async ({ sign }) => sign({ iss: 'https://evil.example/auth/v1' })],
    ['a wrong audience', async ({ sign }) => sign({ aud: 'anon' })],
    ['a tampered payload', async ({ session }) => {
      const [header, payload, signature] = session.access_token.split('.');
      const claims = JSON.parse(base64UrlToUtf8(payload!)) as Record<string, unknown>;
      return `${header}.${b64({ ...claims, email: 'admin@estadia.com.br' })}.${signature}`;
    }],
    ['an unknown kid', async ({ claims }) => {
      const { privateKey } = await generateKeyPair('ES256');
      return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'ES256', kid: crypto.randomUUID() }).sign(privateKey);
    }],
    ['a known kid but another key', async ({ claims, row }) => {
      const { privateKey } = await generateKeyPair('ES256');
      return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'ES256', kid: row.kid }).sign(privateKey);
    }],
    ['only two parts', async ({ session }) => session.access_token.split('.').slice(0, 2).join('.')],
  ];

  for (const [name, forge] of forgeries) {
    it(name, async () => {
      const p = await parts();
      const token = await forge(p);
      const res = await page('/dashboard', cookieHeader(encodeSessionCookies(COOKIE, { ...p.session, access_token: token })));
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login');
      expect(setCookies(res).get(COOKIE)).toMatch(/Max-Age=0/);
      // Nor does the auth API accept it.
      const user = await SELF.fetch(`${ORIGIN}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(user.status).toBe(403); // GoTrue: bad_jwt is a 403
    });
  }

  it('clears cookies that are not a session at all', async () => {
    for (const value of ['base64-!!!', 'base64-e30', encodeURIComponent('{"access_token":1}'), 'hello']) {
      const res = await page('/dashboard', `${COOKIE}=${value}`);
      expect(res.status, value).toBe(302);
      expect(setCookies(res).get(COOKIE), value).toMatch(/Max-Age=0/);
    }
  });

  it('leaves unrelated cookies and other projects’ cookies alone', async () => {
    const res = await page('/', `sb-other-auth-token=base64-e30; theme=dark; ${COOKIE}-code-verifier=abc`);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('uses the Supabase project’s cookie name in production mode, ignoring local sessions', async () => {
    const { cookies } = await signedInCookies();
    const production = workerFetch({ SUPABASE_URL: 'https://abcdefgh.supabase.co' });
    const res = await production(`${ORIGIN}/dashboard`, { headers: { cookie: cookieHeader(cookies) }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()).toEqual([]); // sb-localhost-… is not this project's cookie
  });
});

describe('a signed-out session', () => {
  it('stops at once (issue 23: its access token is refused before it expires), its cookies cleared, and cannot be refreshed', async () => {
    const email = uniqueEmail();
    const { client, password } = await registerUser('Júlia', email);
    const cookies = await ssrCookies(email, password);
    expect((await page('/dashboard', cookieHeader(cookies))).status).toBe(200);
    await client.auth.signOut({ scope: 'global' });
    const after = await page('/dashboard', cookieHeader(cookies));
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toBe('/login');
    expect(setCookies(after).get(COOKIE)).toMatch(/Max-Age=0/i);
    const stored = JSON.parse(base64UrlToUtf8(cookies[0]!.value.slice(BASE64_PREFIX.length))) as { refresh_token: string };
    const refresh = await SELF.fetch(`${ORIGIN}/auth/v1/token?grant_type=refresh_token`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' }, body: JSON.stringify({ refresh_token: stored.refresh_token }) });
    expect(refresh.status).toBe(400);
  });
});
