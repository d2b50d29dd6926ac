import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { env } from 'cloudflare:test';
import { ROUTES, routePath, sitemapEntries } from '../../shared/routes';
import { LOCALES, localizePath } from '../../shared/locales';

const ORIGIN = 'http://localhost';
const get = (path: string, init?: Parameters<typeof SELF.fetch>[1]) => SELF.fetch(`${ORIGIN}${path}`, init);

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

/** Public routes a visitor reaches by URL (not the guest's booking page, behind a secret token: tests/worker/booking-page.test.ts). */
// A host's own site (/s/:slug…) exists only once a host saves one: tests/worker/site.test.ts covers its pages.
const TITLED_ROUTES = ROUTES.filter((route) => !route.protected && !route.path.includes(':token') && !route.path.includes(':slug'));

describe('pages in every locale', () => {
  const sample = ['/', '/precos', '/blog', '/faq', '/properties', '/login'];
  for (const locale of LOCALES) {
    for (const path of sample) {
      const url = localizePath(path, locale);
      it(`${url} answers 200 with lang, canonical and hreflang`, async () => {
        const res = await get(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/html');
        const html = await res.text();
        const lang = { pt: 'pt-BR', en: 'en', es: 'es', it: 'it' }[locale];
        expect(html).toContain(`<html lang="${lang}"`);
        expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`https://www.estadia.com.br${url}`);
        for (const [hreflang, target] of [['pt-BR', path], ['en', `/en${path === '/' ? '' : path}`], ['x-default', path]] as const) {
          expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="https://www.estadia.com.br${target}">`);
        }
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]+">/);
        expect(html).toContain('<meta property="og:image:width" content="1200">');
        expect(html).toContain('<meta property="og:image:height" content="630">');
        expect(html).toContain(`<meta property="og:locale" content="${{ pt: 'pt_BR', en: 'en_US', es: 'es_ES', it: 'it_IT' }[locale]}">`);
        expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      });
    }
  }

  it('gives every route its own title in each locale', async () => {
    for (const locale of LOCALES) {
      const titles = new Set<string>();
      for (const route of TITLED_ROUTES) {
        const path = localizePath(routePath(route, route.params ?? { id: '1' }), locale);
        const res = await get(path);
        expect(res.status, path).toBe(200);
        const title = attr(await res.text(), /<title>([^<]+)<\/title>/);
        expect(title, path).toBeTruthy();
        titles.add(title!);
      }
      expect(titles.size).toBe(TITLED_ROUTES.length);
    }
  });
});

describe('document order', () => {
  it('renders every page complete and in order, with no segment that only a script reveals', async () => {
    for (const route of ROUTES.filter((r) => !r.protected && !r.path.includes(':slug'))) {
      const html = await (await get(routePath(route, route.params ?? { id: '1' }))).text();
      expect(html, route.id).not.toContain('<div hidden id="S:');
      expect(html, route.id).not.toContain('<template id="B:');
      expect(html, route.id).toMatch(/<\/main>[\s\S]*<\/footer>[\s\S]*id="__ESTADIA__"/);
    }
  });
});

describe('security headers', () => {
  it('sends a CSP without unsafe-inline scripts or nonces, and the hardening headers', async () => {
    const res = await get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain("'nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    const html = await res.text();
    // Scripts exist, and none carries a per-request nonce (tests/worker/security-headers.test.ts
    // checks each is same-origin or hashed).
    const scripts = html.match(/<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).not.toContain('nonce=');
  });

  it('answers two anonymous visitors of a marketing page with the same bytes (but for when its data was read)', async () => {
    const read = async () => (await (await get('/en/precos')).text()).replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    expect(await read()).toBe(await read());
  });
});

describe('not found and errors', () => {
  it.each(['/nao-existe', '/en/nope', '/fr/precos', '/fr', '/blog/nao-existe'])('%s answers the localised 404 page', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('noindex');
    expect(html).toMatch(path.startsWith('/en') ? /Page not found[\s\S]*Return to Home/ : /Página não encontrada/);
  });

  it('renders the 500 page with a request id and no stack trace', async () => {
    const app = createApp({
      extend: (a) =>
        a.get('/__boom', () => {
          throw new Error('secret internal detail');
        }),
    });
    const res = await app.fetch(new Request(`${ORIGIN}/__boom`), env, { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('Unexpected Application Error!');
    expect(html).not.toContain('secret internal detail');
    expect(html).not.toMatch(/at .*\.ts:\d+/);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(html).toContain(res.headers.get('x-request-id')!);
    expect(res.headers.get('content-security-policy')).toBeTruthy();
  });

  it('redirects aliases and trailing slashes with 301', async () => {
    const alias = await get('/en/contact', { redirect: 'manual' });
    expect(alias.status).toBe(301);
    expect(alias.headers.get('location')).toBe('/en/contato');
    const slash = await get('/precos/?a=1', { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/precos?a=1');
  });
});

describe('bootstrap data', () => {
  it('escapes reflected input so a </script> payload stays inert', async () => {
    const res = await get('/properties?location=%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E');
    const html = await res.text();
    const json = /<script type="application\/json" id="__ESTADIA__">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeTruthy();
    expect(json).not.toContain('<');
    expect(decodeURIComponent(JSON.parse(json!).search)).toContain('</script>');
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('sitemap and robots', () => {
  it('lists every public route in every locale with alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    for (const entry of sitemapEntries()) {
      for (const locale of LOCALES) expect(xml).toContain(`<loc>https://www.estadia.com.br${entry.alternates[locale]}</loc>`);
    }
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).not.toContain('/dashboard');
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('Sitemap: https://www.estadia.com.br/sitemap.xml');
    expect(text).toContain('Disallow: /dashboard');
  });
});

describe('language hint', () => {
  it('offers the Accept-Language locale on / without redirecting', async () => {
    const res = await get('/', { headers: { 'accept-language': 'es-ES,es;q=0.9' }, redirect: 'manual' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('"suggestedLocale":"es"');
    expect(html).toContain('href="/es"');
  });
  it('stays quiet once a choice is remembered', async () => {
    const res = await get('/', { headers: { 'accept-language': 'es', cookie: 'estadia_locale=pt' } });
    expect(await res.text()).toContain('"suggestedLocale":null');
  });
});
