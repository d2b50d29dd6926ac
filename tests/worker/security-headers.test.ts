import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { call, freshIp, ORIGIN } from './security-support';

// Hardening headers on every kind of response the worker sends (pages, 404, 500, redirects,
// API, auth, machine files), and the attributes of every cookie it sets. Static assets get
// theirs from public/_headers: tests/e2e/security-assets.test.ts checks them on the served build.

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

function directive(csp: string, name: string): string | undefined {
  return csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

/** The headers every worker response must carry. */
function expectHardened(res: Response, label: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, `${label}: CSP`).not.toBe('');
  const scriptSrc = directive(csp, 'script-src') ?? directive(csp, 'default-src') ?? '';
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc, `${label}: script-src`).not.toMatch(/(^|\s)(\*|https?:|data:)(\s|$)/);
  expect(directive(csp, 'frame-ancestors'), `${label}: frame-ancestors`).toBe("frame-ancestors 'none'");
  expect(directive(csp, 'object-src'), `${label}: object-src`).toBe("object-src 'none'");
  expect(directive(csp, 'base-uri'), `${label}: base-uri`).toBe("base-uri 'none'");
  const hsts = res.headers.get('strict-transport-security') ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), `${label}: HSTS max-age of a year or more`).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts, `${label}: HSTS`).toContain('includeSubDomains');
  expect(res.headers.get('x-content-type-options'), `${label}: nosniff`).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), `${label}: X-Frame-Options`).toBe('DENY');
  expect(['strict-origin-when-cross-origin', 'no-referrer', 'same-origin', 'strict-origin']).toContain(res.headers.get('referrer-policy'));
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(permissions, `${label}: Permissions-Policy ${feature}`).toContain(`${feature}=()`);
  expect(res.headers.get('x-powered-by'), `${label}: no server banner`).toBeNull();
}

/**
 * An HTML page: every script that can execute is either one of our own files (a same-origin
 * src, allowed by 'self') or inline with its hash listed in script-src. No nonce: the same page
 * must be the same bytes for every anonymous visitor (the edge caches it).
 */
async function expectScriptsAllowed(res: Response, label: string) {
  const scriptSrc = directive(res.headers.get('content-security-policy') ?? '', 'script-src') ?? '';
  expect(scriptSrc, `${label}: script-src`).not.toContain("'nonce-");
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  for (const [, attributes = '', body = ''] of scripts) {
    if (/type="application\/(?:json|ld\+json)"/.test(attributes)) continue; // data, never executed
    const src = /\bsrc="([^"]*)"/.exec(attributes)?.[1];
    if (src !== undefined) {
      expect(src, `${label}: script from elsewhere`).toMatch(/^\/(?!\/)/);
      continue;
    }
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
    const hash = `'sha256-${btoa(String.fromCharCode(...digest))}'`;
    expect(scriptSrc, `${label}: inline script without its hash in script-src`).toContain(hash);
  }
  // No inline event handlers or javascript: URLs, which no hash could cover.
  expect(html, `${label}: inline handler`).not.toMatch(/<[^>]+\son[a-z]+=/i);
  expect(html, `${label}: javascript: URL`).not.toMatch(/href="\s*javascript:/i);
}

const PAGES: [string, number][] = [
  ['/', 200],
  ['/en/precos', 200],
  ['/es/properties?location=Roma', 200],
  ['/it/property/1', 200],
  ['/property/999', 404],
  ['/login', 200],
  ['/en/register', 200],
  ['/forgot-password', 200],
  ['/reset-password', 200],
  ['/blog/dicas-airbnb', 200],
  ['/nao-existe', 404],
  ['/fr/precos', 404],
];

describe('security headers on pages', () => {
  for (const [path, status] of PAGES) {
    it(`${path} (${status})`, async () => {
      const res = await call(path);
      expect(res.status).toBe(status);
      expectHardened(res, path);
      await expectScriptsAllowed(res, path);
    });
  }

  it('the 500 page', async () => {
    const app = createApp({
      extend: (a) =>
        a.get('/__explode', () => {
          throw new Error('boom');
        }),
    });
    const res = await app.fetch(new Request(`${ORIGIN}/__explode`), env, ctx);
    expect(res.status).toBe(500);
    expectHardened(res, '500');
    expect(res.headers.get('cache-control')).toBe('no-store');
    await expectScriptsAllowed(res, '500');
  });

  it('the same CSP on every response: nothing in it is per request', async () => {
    const policies = new Set<string | null>();
    for (let i = 0; i < 3; i++) policies.add((await call('/')).headers.get('content-security-policy'));
    expect(policies.size).toBe(1);
  });
});

describe('security headers on everything else', () => {
  const cases: [string, string, RequestInit?][] = [
    ['redirect 301 (alias)', '/contact'],
    ['redirect 301 (trailing slash)', '/precos/'],
    ['redirect 302 (guard)', '/dashboard'],
    ['sitemap', '/sitemap.xml'],
    ['robots', '/robots.txt'],
    ['API query', `/api/trpc/pricing.quote?input=${encodeURIComponent(JSON.stringify({ rooms: 3, period: 'monthly', channels: [], additionalUsers: 0 }))}`],
    ['API batch', '/api/trpc/settings.whatsapp,pricing.quote?batch=1&input=%7B%7D'],
    ['API 400', '/api/trpc/pricing.quote?input=%7B%7D'],
    ['API 404', '/api/trpc/nope'],
    ['API mutation 400', '/api/trpc/contact.send', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
    ['API cross-site 403', '/api/trpc/newsletter.subscribe', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' }],
    ['form post 303', '/api/newsletter', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=x' }],
    ['auth JWKS', '/auth/v1/.well-known/jwks.json'],
    ['auth health', '/auth/v1/health'],
    ['auth 400', '/auth/v1/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
    ['auth 401', '/auth/v1/user'],
    ['auth 404', '/auth/v1/nope'],
    ['auth 403 cross-site', '/auth/v1/token?grant_type=password', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' }],
    ['dev outbox', '/dev/mail'],
  ];
  for (const [label, path, init] of cases) {
    it(label, async () => {
      const headers = new Headers(init?.headers);
      headers.set('cf-connecting-ip', freshIp());
      const res = await call(path, { ...init, headers });
      expect(res.status, label).toBeLessThan(500);
      expectHardened(res, label);
      if ((res.headers.get('content-type') ?? '').includes('text/html')) await expectScriptsAllowed(res, label);
    });
  }

  it('the auth API in production mode (404)', async () => {
    const app = createApp();
    const res = await app.fetch(new Request(`${ORIGIN}/auth/v1/health`), { ...env, SUPABASE_URL: 'https://project.supabase.co' } as Env, ctx);
    expect(res.status).toBe(404);
    expectHardened(res, 'production auth 404');
  });

  it('API answers are never cached by shared caches', async () => {
    for (const path of ['/api/trpc/settings.whatsapp', '/api/trpc/pricing.quote?input=%7B%7D', '/auth/v1/user']) {
      const cache = (await call(path, { headers: { 'cf-connecting-ip': freshIp() } })).headers.get('cache-control') ?? '';
      expect(cache, path).toMatch(/no-store|private/);
    }
  });
});

describe('cookies', () => {
  /** Parsed Set-Cookie lines: name -> attributes (lower-cased). */
  function cookiesOf(res: Response): Map<string, string[]> {
    return new Map(
      res.headers.getSetCookie().map((line) => {
        const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
        return [pair.slice(0, pair.indexOf('=')), attributes.map((a) => a.toLowerCase())];
      }),
    );
  }

  it('the session cookie is Secure and SameSite=Lax over https (cleared when forged)', async () => {
    const secure = await fetchHttps('/dashboard', 'sb-localhost-auth-token=base64-bm90LWEtc2Vzc2lvbg');
    const cookies = cookiesOf(secure);
    const attributes = cookies.get('sb-localhost-auth-token');
    expect(attributes, 'the forged cookie is cleared').toBeDefined();
    expect(attributes).toContain('secure');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).toContain('max-age=0');
    expect(secure.headers.get('cache-control')).toContain('no-store');
  });

  it('every cookie any response sets over https is Secure and SameSite=Lax', async () => {
    const seen: string[] = [];
    for (const [path, cookie] of [
      ['/', 'sb-localhost-auth-token=garbage'],
      ['/en/login', 'sb-localhost-auth-token.0=base64-eyJ; sb-localhost-auth-token.2=x'],
      ['/api/trpc/settings.whatsapp', 'sb-localhost-auth-token=base64-e30'],
      ['/es/dashboard', 'sb-localhost-auth-token=base64-eyJhY2Nlc3NfdG9rZW4iOiJhLmIuYyIsInJlZnJlc2hfdG9rZW4iOiJ4In0'],
    ] as const) {
      const res = await fetchHttps(path, cookie);
      for (const [name, attributes] of cookiesOf(res)) {
        seen.push(name);
        expect(attributes, `${path} ${name}`).toContain('secure');
        expect(attributes, `${path} ${name}`).toContain('samesite=lax');
      }
    }
    expect(seen.length).toBeGreaterThan(0);
  });

  it('no cookie is set on a plain visit (nothing to track)', async () => {
    for (const path of ['/', '/en/precos', '/login', '/api/trpc/settings.whatsapp']) {
      expect((await call(path)).headers.getSetCookie(), path).toEqual([]);
    }
  });
});

function fetchHttps(path: string, cookie: string): Promise<Response> {
  return call(path, { headers: { cookie } }, 'https://localhost');
}
