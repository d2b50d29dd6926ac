import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { CACHE_STATUS_HEADER, pageCacheKey } from '../../worker/ssr/page-cache';
import { hostWithCookie } from './account-support';
import { ORIGIN } from './auth-support';

// The edge page cache (worker/ssr/page-cache.ts): anonymous visitors of a marketing page share
// one rendered copy; a session, a cookie of its own, a query string or another build never
// meets that copy, in either direction.

/** An app with the cache on, keyed on a build of its own (so each test starts empty), and the puts it scheduled. */
function cachedApp() {
  const app = createApp({ pageCache: true, buildId: `test-${crypto.randomUUID()}` });
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  return {
    async get(path: string, headers: Record<string, string> = {}) {
      const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers }), env, ctx);
      const html = await res.text();
      await Promise.all(pending.splice(0)); // the copy is stored once its body has streamed
      return { res, html, status: res.headers.get(CACHE_STATUS_HEADER) };
    },
  };
}

const bootstrapUser = (html: string) => /"user":(null|\{[^}]*\})/.exec(html)?.[1];

describe('edge page cache', () => {
  it('serves the second anonymous visitor the stored copy, with the same bytes and the page headers', async () => {
    const app = cachedApp();
    const first = await app.get('/en/precos');
    expect(first.status).toBe('miss');
    const second = await app.get('/en/precos');
    expect(second.status).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(second.res.status).toBe(200);
    for (const name of ['content-type', 'cache-control', 'vary', 'content-security-policy', 'strict-transport-security', 'x-frame-options']) {
      expect(second.res.headers.get(name), name).toBe(first.res.headers.get(name));
    }
    expect(second.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(second.res.headers.get('set-cookie')).toBeNull();
    expect(bootstrapUser(second.html)).toBe('null');
    expect(second.html).toContain('<html lang="en"');
  });

  it('keys on locale and path: another locale or page is rendered for itself', async () => {
    const app = cachedApp();
    await app.get('/en/precos');
    const pt = await app.get('/precos');
    expect(pt.status).toBe('miss');
    expect(pt.html).toContain('<html lang="pt-BR"');
    expect((await app.get('/en/faq')).status).toBe('miss');
  });

  it('keys on the language hint: a visitor whose browser asks for another language gets their hint', async () => {
    const app = cachedApp();
    const plain = await app.get('/precos', { 'accept-language': 'pt-BR' });
    const italian = await app.get('/precos', { 'accept-language': 'it-IT,it;q=0.9' });
    expect(italian.status).toBe('miss');
    expect(bootstrapField(italian.html, 'suggestedLocale')).toBe('"it"');
    expect(bootstrapField(plain.html, 'suggestedLocale')).toBe('null');
    expect((await app.get('/precos', { 'accept-language': 'it' })).status).toBe('hit');
    // A visitor who chose their language gets no hint, and may share the copy without one.
    expect((await app.get('/precos', { 'accept-language': 'it', cookie: 'estadia_locale=pt' })).html).toBe(plain.html);
  });

  it('never gives a signed-in visitor the anonymous copy, and never stores theirs', async () => {
    const app = cachedApp();
    const { cookie, user } = await hostWithCookie('Cache Host');
    await app.get('/en/precos');
    expect((await app.get('/en/precos')).status).toBe('hit');

    const signedIn = await app.get('/en/precos', { cookie });
    expect(signedIn.status).toBe('bypass');
    expect(bootstrapUser(signedIn.html)).toContain(user.id);

    // The signed-in render did not replace the shared copy.
    const after = await app.get('/en/precos');
    expect(after.status).toBe('hit');
    expect(bootstrapUser(after.html)).toBe('null');
    expect(after.html).not.toContain(user.id);
  });

  it('stores nothing from a signed-in visit: the first anonymous visitor after it is a miss without their data', async () => {
    const app = cachedApp();
    const { cookie, user } = await hostWithCookie('Cache Host Two');
    expect((await app.get('/blog/dicas-airbnb', { cookie })).status).toBe('bypass');
    const anonymous = await app.get('/blog/dicas-airbnb');
    expect(anonymous.status).toBe('miss');
    expect(anonymous.html).not.toContain(user.id);
    expect(bootstrapUser(anonymous.html)).toBe('null');
  });

  it('bypasses for a bearer token, a cookie of its own, a query string, and pages with per-visitor data', async () => {
    const app = cachedApp();
    await app.get('/en/precos');
    expect((await app.get('/en/precos', { authorization: 'Bearer not-a-token' })).status).toBe('bypass');
    expect((await app.get('/en/precos', { cookie: 'booking_draft=abc' })).status).toBe('bypass');
    expect((await app.get('/en/precos?newsletter=ok')).status).toBe('bypass');
    for (const path of ['/properties', '/property/1', '/login', '/register', '/nao-existe']) {
      const { status } = await app.get(path);
      expect(status, path).toBeNull();
    }
  });

  it('a visitor who saved a listing (its cookie) still shares the cached copy: only the property page reads it', async () => {
    const app = cachedApp();
    expect((await app.get('/en/faq')).status).toBe('miss');
    const saved = await app.get('/en/faq', { cookie: 'estadia_saved=1.7' });
    expect(saved.status).toBe('hit');
    expect((await app.get('/en/faq', { cookie: 'estadia_saved=1.7; other=1' })).status).toBe('bypass');
  });

  it("a visitor who just wrote something (the D1 bookmark's cookie) still shares the cached copy: no shared page shows what they wrote", async () => {
    const app = cachedApp();
    expect((await app.get('/it/faq')).status).toBe('miss');
    expect((await app.get('/it/faq', { cookie: 'd1b=00000000-00000012-00000000-00000000000000000000000000000000' })).status).toBe('hit');
  });

  it('starts empty for every build: the key carries the build id', async () => {
    const a = pageCacheKey('https://www.estadia.com.br', 'build-a', 'en', '/precos', null);
    const b = pageCacheKey('https://www.estadia.com.br', 'build-b', 'en', '/precos', null);
    expect(a).not.toBe(b);
    expect(new URL(a).origin).toBe('https://www.estadia.com.br');
    const first = cachedApp();
    await first.get('/en/precos');
    expect((await first.get('/en/precos')).status).toBe('hit');
    expect((await cachedApp().get('/en/precos')).status).toBe('miss');
  });
});

function bootstrapField(html: string, name: string): string | undefined {
  return new RegExp(`"${name}":("[a-z]+"|null)`).exec(html)?.[1];
}
