import { describe, expect, it } from 'vitest';
import { baseUrl, PATIENCE_MS } from './harness';

// Static assets are answered by the platform before the worker runs, so their headers come
// from public/_headers: checked here on the production build as `npm start` serves it.

function directive(csp: string, name: string): string | undefined {
  return csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

function expectHardened(res: Response, label: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, `${label}: CSP`).not.toBe('');
  expect(directive(csp, 'frame-ancestors'), label).toBe("frame-ancestors 'none'");
  const scripts = directive(csp, 'script-src') ?? directive(csp, 'default-src') ?? '';
  expect(scripts, `${label}: scripts`).not.toContain("'unsafe-inline'");
  expect(res.headers.get('strict-transport-security') ?? '', `${label}: HSTS`).toMatch(/max-age=(3153[6-9]\d{3}|[4-9]\d{7}|\d{9,})/);
  expect(res.headers.get('x-content-type-options'), `${label}: nosniff`).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), `${label}: referrer`).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy') ?? '', `${label}: permissions`).toContain('camera=()');
  expect(res.headers.get('x-frame-options'), `${label}: XFO`).toBe('DENY');
}

describe('headers on static assets (public/_headers) in the served build', () => {
  it('hashed JS and CSS: hardened and cached for a year, immutable', async () => {
    const html = await (await fetch(`${baseUrl()}/en/precos`)).text();
    const files = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(files.some((f) => f.endsWith('.css'))).toBe(true);
    for (const file of files) {
      const res = await fetch(`${baseUrl()}${file}`);
      expect(res.status, file).toBe(200);
      expectHardened(res, file);
      expect(res.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type'), file).toMatch(file.endsWith('.js') ? /javascript/ : /text\/css/);
    }
  });

  it('favicon, share image and a missing asset', async () => {
    for (const [path, type] of [
      ['/favicon.svg', /image\/svg\+xml/],
      ['/og/estadia-1200x630.png', /image\/png/],
    ] as const) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(type);
      expectHardened(res, path);
    }
    // An unknown hashed file falls through to the worker: still hardened, a 404.
    const missing = await fetch(`${baseUrl()}/assets/nope-123.js`);
    expect(missing.status).toBe(404);
    expectHardened(missing, 'missing asset');
  });

  // Issues 39 and 45: a page of islands paints from its first bytes, with no render-blocking
  // stylesheet: its stylesheets' texts are inlined in one <style>, in the order of the disabled
  // links that name them (which the browser does not fetch), and the CSP lets that element apply.
  it('pages of islands inline their stylesheets: no render-blocking link, the same texts in order', async () => {
    for (const path of ['/', '/properties', '/property/1', '/en/precos']) {
      const res = await fetch(`${baseUrl()}${path}`);
      const html = await res.text();
      const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
      expect(links.filter((link) => !/ disabled>$/.test(link)), path).toEqual([]);
      // One in the head (the FAQ accordion's <noscript><style> is in the body).
      const head = html.slice(0, html.indexOf('</head>'));
      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles.length, path).toBe(1);
      expect(html.indexOf('<style>'), path).toBeLessThan(html.indexOf('<script'));
      const texts = await Promise.all(links.map(async (link) => (await fetch(`${baseUrl()}${/href="([^"]+)"/.exec(link)![1]}`)).text()));
      expect(texts.length, path).toBeGreaterThan(2);
      expect(styles[0], path).toBe(texts.join('\n'));
      expect(styles[0], path).toMatch(/:root\{--/);
      expect(directive(res.headers.get('content-security-policy') ?? '', 'style-src'), path).toContain("'unsafe-inline'");
    }
  }, PATIENCE_MS);

  it('pages through the served build keep the worker headers, and scripts only from the origin', async () => {
    const res = await fetch(`${baseUrl()}/`);
    expectHardened(res, '/');
    // The production build has no inline script at all, so neither a nonce nor a hash is needed.
    expect(directive(res.headers.get('content-security-policy') ?? '', 'script-src')).toBe("script-src 'self'");
    const html = await res.text();
    expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g) ?? []).toEqual([]);
  });

  it('an anonymous page from the edge cache carries the same headers as a rendered one', async () => {
    const rendered = await fetch(`${baseUrl()}/es/faq`, { headers: { cookie: 'other=1' } });
    expect(rendered.headers.get('x-estadia-cache')).toBe('bypass');
    // The copy is stored as the first anonymous response streams out (waitUntil): ask until it is there.
    let cached = await fetch(`${baseUrl()}/es/faq`);
    await expect
      .poll(
        async () => {
          cached = await fetch(`${baseUrl()}/es/faq`);
          return cached.headers.get('x-estadia-cache');
        },
        { timeout: PATIENCE_MS, interval: 100 },
      )
      .toBe('hit');
    expectHardened(cached, 'cached /es/faq');
    for (const name of ['content-type', 'cache-control', 'vary', 'content-security-policy', 'x-frame-options', 'strict-transport-security']) {
      expect(cached.headers.get(name), name).toBe(rendered.headers.get(name));
    }
    const html = await cached.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('"user":null');
  });

  it('the build publishes no source maps, manifest or headers file', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const js = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(js).toBeTruthy();
    for (const path of [`${js}.map`, '/.vite/manifest.json', '/_headers', '/.assetsignore']) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(404);
    }
  });
});
