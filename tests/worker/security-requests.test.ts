import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID } from '../../shared/bootstrap';
import { call, freshIp, ORIGIN, rowCounts } from './security-support';

// Cross-site requests, redirect targets and reflected input.

const FOREIGN = ['https://evil.example', 'null', 'http://localhost.evil.example', 'http://localhost:8080', 'https://localhost'];

function json(path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  return call(path, { method, headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp(), ...headers }, body: JSON.stringify(body) });
}

function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp(), ...headers }, body: new URLSearchParams(fields).toString() });
}

const VALID = {
  contact: { name: 'Ana', email: 'ana@example.com', subject: 'Oi', message: 'Olá, gostaria de uma demonstração.', locale: 'pt' },
  newsletter: { email: 'ana.news@example.com', locale: 'pt' },
  credentials: { email: 'csrf.victim@example.com', password: 'correct horse 1' },
};

/** Every state-changing request the site accepts, as a builder taking extra headers. */
const STATE_CHANGING: [string, (headers: Record<string, string>) => Promise<Response>][] = [
  ['tRPC contact.send', (h) => json('/api/trpc/contact.send', VALID.contact, h)],
  ['tRPC newsletter.subscribe', (h) => json('/api/trpc/newsletter.subscribe', VALID.newsletter, h)],
  ['tRPC batch of mutations', (h) => json('/api/trpc/contact.send,newsletter.subscribe?batch=1', { 0: VALID.contact, 1: VALID.newsletter }, h)],
  ['form post /contato', (h) => form('/contato', VALID.contact, h)],
  ['form post /en/contato', (h) => form('/en/contato', VALID.contact, h)],
  ['form post /api/newsletter', (h) => form('/api/newsletter', { email: 'form.news@example.com', locale: 'pt', from: '/' }, h)],
  ['auth sign-up', (h) => json('/auth/v1/signup', { ...VALID.credentials, email: `x${Math.random()}@example.com` }, h)],
  ['auth password grant', (h) => json('/auth/v1/token?grant_type=password', VALID.credentials, h)],
  ['auth refresh grant', (h) => json('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'x' }, h)],
  ['auth recover', (h) => json('/auth/v1/recover', { email: VALID.credentials.email }, h)],
  ['auth verify', (h) => json('/auth/v1/verify', { type: 'recovery', token_hash: 'x' }, h)],
  ['auth logout', (h) => json('/auth/v1/logout?scope=global', {}, { authorization: 'Bearer x', ...h })],
  ['auth update user', (h) => json('/auth/v1/user', { password: 'another one 2' }, { authorization: 'Bearer x', ...h }, 'PUT')],
];

describe('cross-site requests', () => {
  for (const [label, send] of STATE_CHANGING) {
    it(`${label}: refused from another origin, with nothing stored`, async () => {
      for (const origin of FOREIGN) {
        const before = await rowCounts();
        const res = await send({ origin });
        expect(res.status, `${label} from ${origin}`).toBe(403);
        expect(await res.text(), `${label} from ${origin}`).toMatch(/cross-(site|origin)/i);
        expect(await rowCounts(), `${label} from ${origin}`).toEqual(before);
      }
      // A browser that omits Origin still tells the site it is cross-site.
      const res = await send({ 'sec-fetch-site': 'cross-site' });
      expect(res.status, `${label} with Sec-Fetch-Site: cross-site`).toBe(403);
      expect((await send({ 'sec-fetch-site': 'same-site' })).status, `${label} from a sibling subdomain`).toBe(403);
    });
  }

  it('the same requests from this origin are not refused as cross-site', async () => {
    for (const [label, send] of STATE_CHANGING) {
      const res = await send({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' });
      expect(res.status, label).toBeLessThan(500);
      // (A 403 may still be the endpoint's own answer, e.g. Supabase's for an invalid OTP.)
      expect(await res.text(), label).not.toMatch(/cross-(site|origin)/i);
    }
  });

  it('a GET never changes anything, wherever it comes from', async () => {
    const before = await rowCounts();
    for (const path of ['/api/trpc/contact.send?input=' + encodeURIComponent(JSON.stringify(VALID.contact)), '/api/trpc/newsletter.subscribe?input=' + encodeURIComponent(JSON.stringify(VALID.newsletter)), '/contato?name=a&email=a@b.co', '/auth/v1/signup', '/auth/v1/logout']) {
      const res = await call(path, { headers: { origin: 'https://evil.example', 'cf-connecting-ip': freshIp() } });
      expect(res.status, path).toBeLessThan(500);
    }
    expect(await rowCounts()).toEqual(before);
  });
});

/** Where a browser would go: the Location resolved as WHATWG URL parsing does (tabs stripped, \ as /). */
function destination(res: Response): URL {
  const location = res.headers.get('location');
  expect(location, 'a redirect').toBeTruthy();
  return new URL(location!, ORIGIN);
}

const OFFSITE = [
  'https://evil.example/x',
  '//evil.example/x',
  '///evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  ' //evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost@evil.example/',
  'https://localhost.evil.example/',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
];

describe('redirect targets stay on this site', () => {
  it('the footer newsletter form (from=)', async () => {
    for (const from of OFFSITE) {
      const res = await form('/api/newsletter', { email: 'redirect.test@example.com', locale: 'en', from });
      expect(res.status, from).toBe(303);
      expect(destination(res).origin, from).toBe(ORIGIN);
    }
  });

  it('auth email links (redirect_to) on verify, with a good or a bad token', async () => {
    for (const [index, target] of OFFSITE.entries()) {
      // One account per target: a second recovery mail to one address within 60 s is refused (429, as GoTrue).
      const email = `redirect.${Date.now()}.${index}@example.com`;
      expect((await json('/auth/v1/signup', { email, password: 'correct horse 1' })).status).toBe(200);
      // A recovery link requested with a foreign redirect_to…
      const recover = await call(`/auth/v1/recover?redirect_to=${encodeURIComponent(target)}`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() }, body: JSON.stringify({ email }) });
      expect(recover.status, target).toBe(200);
      const mail = await env.DB.prepare('SELECT link FROM auth_outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1').bind(email).first<{ link: string }>();
      const link = new URL(mail!.link);
      expect(new URL(link.searchParams.get('redirect_to')!).origin, target).toBe(ORIGIN);
      // …and followed: lands on this site.
      const followed = await call(`${link.pathname}${link.search}`);
      expect(destination(followed).origin, target).toBe(ORIGIN);
      // A forged link with a foreign redirect_to and a bad token also lands here (with the error).
      const forged = await call(`/auth/v1/verify?token=nope&type=recovery&redirect_to=${encodeURIComponent(target)}`);
      expect(destination(forged).origin, target).toBe(ORIGIN);
    }
  });

  it('sign-up confirmation redirect_to is kept on this site', async () => {
    for (const target of OFFSITE.slice(0, 6)) {
      const res = await call(`/auth/v1/signup?redirect_to=${encodeURIComponent(target)}`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() }, body: JSON.stringify({ email: `x${Math.random()}@example.com`, password: 'correct horse 1' }) });
      expect(res.status, target).toBeLessThan(500);
      if (res.headers.get('location')) expect(destination(res).origin, target).toBe(ORIGIN);
    }
  });

  it('page redirects (guard, aliases, trailing slashes, next=) never leave the site', async () => {
    const paths = [
      '/dashboard?next=https://evil.example',
      '/en/dashboard?redirect_to=//evil.example',
      '//evil.example/',
      '//evil.example//',
      '/en//evil.example/',
      '/\\evil.example/',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      '/%5C%5Cevil.example/',
      '/%09/evil.example/',
      '/en/%5Cevil.example/',
      '///evil.example/',
      '/contact?next=//evil.example',
      '/precos/?x=//evil.example',
      '/login?next=https://evil.example',
    ];
    for (const path of paths) {
      const res = await call(path);
      if (res.status >= 300 && res.status < 400) expect(destination(res).origin, path).toBe(ORIGIN);
      else expect(res.status, path).toBeLessThan(500);
    }
  });
});

const PAYLOADS = ['</script><script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'><svg onload=alert(1)>", '<!--', '\u2028\u2029', '</ScRiPt >'];

/** The bootstrap JSON of a page, checked to be inert and returned parsed. */
function bootstrapOf(html: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  expect(match, 'bootstrap script').toBeTruthy();
  const raw = match![1]!;
  expect(raw).not.toMatch(/[<>]/);
  expect(raw).not.toContain('\u2028');
  return JSON.parse(raw) as Record<string, unknown>;
}

/** No payload turned into markup: no new element, attribute handler or comment made it through. */
function expectInert(html: string, label: string) {
  expect(html, label).not.toContain('<script>alert');
  expect(html, label).not.toMatch(/<img[^>]*onerror/i);
  expect(html, label).not.toMatch(/<svg[^>]*onload/i);
  expect(html, label).not.toMatch(/<\/ScRiPt >/);
  // Exactly the site's own <script> elements: the bootstrap JSON and module scripts.
  const scripts = html.match(/<script\b/gi) ?? [];
  const known = html.match(/<script (?:type="application\/(?:json|ld\+json)"|type="module"|nonce=)[^>]*>/gi) ?? [];
  expect(scripts.length, label).toBe(known.length);
}

describe('reflected input is escaped', () => {
  for (const payload of PAYLOADS) {
    it(`search query ${JSON.stringify(payload)}`, async () => {
      for (const path of ['/properties', '/en/properties', '/precos', '/blog']) {
        const query = `?location=${encodeURIComponent(payload)}&q=${encodeURIComponent(payload)}&guests=${encodeURIComponent(payload)}`;
        const res = await call(path + query);
        expect(res.status, path).toBe(200);
        const html = await res.text();
        expectInert(html, path);
        const data = bootstrapOf(html);
        expect(decodeURIComponent(String(data.search).replace(/\+/g, ' ')), path).toContain(payload);
      }
    });

    it(`not-found path ${JSON.stringify(payload)}`, async () => {
      for (const prefix of ['', '/en', '/es', '/it']) {
        const path = `${prefix}/nao-existe/${encodeURIComponent(payload)}`;
        const res = await call(path);
        expect(res.status, path).toBe(404);
        const html = await res.text();
        expectInert(html, path);
        // The path comes back as the server read it (an encoded slash stays %2F), escaped in transit.
        expect(decodeURIComponent(String(bootstrapOf(html).path)), path).toContain(payload);
      }
    });

    it(`property id ${JSON.stringify(payload)}`, async () => {
      const res = await call(`/property/${encodeURIComponent(payload)}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expectInert(html, 'property');
      bootstrapOf(html);
    });
  }
});
