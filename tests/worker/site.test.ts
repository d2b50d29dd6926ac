import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { CACHE_STATUS_HEADER } from '../../worker/ssr/page-cache';
import { createProperty, createRoomType, updateProperty } from '../../worker/db/properties';
import { contrastIssue, contrastRatio } from '../../shared/site/contrast';
import { data, errorOf, mutate, newHost, query, type Host } from './reservations-support';
import { ORIGIN } from './api-support';

// The host's own booking site (issue 45): host.site.update/get, the pages at /s/{slug} and at the
// custom domain (Host header), canonical and sitemap on the site's address, the edge cache purged on save.

const SITE_URL = env.SITE_URL.replace(/\/$/, '');

async function publishedProperty(hostId: string, name: string): Promise<number> {
  const property = await createProperty(env.DB, hostId, { name, kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' });
  await updateProperty(env.DB, hostId, { id: property.id, published: true });
  await createRoomType(env.DB, hostId, { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 1 });
  return property.id;
}

const unique = () => crypto.randomUUID().slice(0, 8);

function siteInput(slug: string, propertyIds: number[], extra: Record<string, unknown> = {}) {
  return {
    slug,
    name: `Pousada ${slug}`,
    colors: { primary: '#0b4f8a', accent: '#9a3412' },
    font: 'serif',
    propertyIds,
    about: { pt: 'Uma pousada à beira-mar.', en: 'An inn by the sea.' },
    contact: { whatsapp: '+55 24 99999-0000', instagram: '@pousada', email: 'oi@pousada.example', map: 'https://maps.example/pousada' },
    ...extra,
  };
}

const page = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: 'manual' });
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('host.site.update / get', () => {
  let host: Host;
  let other: Host;
  let own: number;
  let foreign: number;

  beforeAll(async () => {
    [host, other] = await Promise.all([newHost(), newHost()]);
    own = await publishedProperty(host.id, `Casa Própria ${unique()}`);
    foreign = await publishedProperty(other.id, `Casa Alheia ${unique()}`);
  });

  it('saves the site and reads it back; a slug or domain another host has is a CONFLICT', async () => {
    const slug = `mar-${unique()}`;
    const saved = await mutate(host, 'host.site.update', siteInput(slug, [own], { customDomain: `${slug}.example.com` }));
    expect(saved.status).toBe(200);
    const got = data(await query(host, 'host.site.get'));
    expect(got.site).toMatchObject({ slug, font: 'serif', propertyIds: [own], customDomain: `${slug}.example.com`, colors: { primary: '#0b4f8a' }, about: { en: 'An inn by the sea.' } });
    expect(got.site.contact.whatsapp).toBe('+55 24 99999-0000');

    const taken = await mutate(other, 'host.site.update', siteInput(slug, [foreign]));
    expect(errorOf(taken).code).toBe('CONFLICT');
    const domain = await mutate(other, 'host.site.update', siteInput(`outra-${unique()}`, [foreign], { customDomain: `${slug}.example.com` }));
    expect(errorOf(domain).code).toBe('CONFLICT');
    expect(data(await query(other, 'host.site.get')).site).toBeNull();
    // The host saving their own slug again is no conflict.
    expect((await mutate(host, 'host.site.update', siteInput(slug, [own]))).status).toBe(200);
  });

  it('refuses colours whose contrast with the text on them is below WCAG AA, with the reason on the field', async () => {
    const answer = await mutate(host, 'host.site.update', siteInput(`cor-${unique()}`, [own], { colors: { primary: '#f5c518', accent: '#0b4f8a' } }));
    const error = errorOf(answer);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.fields).toEqual(['colors.primary']);
    const ratio = contrastRatio('#f5c518', '#ffffff');
    expect(ratio).toBeLessThan(4.5);
    expect(error.issues?.[0]?.message).toBe(`contrast_low:${(Math.floor(ratio * 10) / 10).toFixed(1)}`);
    // The boundary: AA is 4.5:1 (#767676 on white is 4.54:1, #777777 4.48:1).
    expect(contrastIssue('#767676')).toBeNull();
    expect(contrastIssue('#777777')).toBe('contrast_low:4.4');
  });

  it("refuses another host's property or photo as NOT_FOUND, as if it did not exist, and writes nothing", async () => {
    const slug = `alheia-${unique()}`;
    const answer = await mutate(host, 'host.site.update', siteInput(slug, [own, foreign]));
    expect(errorOf(answer).code).toBe('NOT_FOUND');
    expect(errorOf(await mutate(host, 'host.site.update', siteInput(slug, [own], { logoPhotoId: 999_999_999 }))).code).toBe('NOT_FOUND');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM host_sites WHERE slug = ?').bind(slug).first('n')).toBe(0);
  });

  it('refuses the platform’s own domain or a subdomain of it as a custom domain', async () => {
    const platform = new URL(SITE_URL).hostname.replace(/^www\./, '');
    for (const domain of [platform, `www.${platform}`, `reservas.${platform}`]) {
      const error = errorOf(await mutate(host, 'host.site.update', siteInput(`dominio-${unique()}`, [own], { customDomain: domain })));
      expect(error.issues).toEqual([{ field: 'customDomain', message: 'domain_invalid' }]);
    }
  });

  it('answers UNAUTHORIZED without a session', async () => {
    expect(errorOf(await mutate(null, 'host.site.update', siteInput(`anon-${unique()}`, []))).code).toBe('UNAUTHORIZED');
  });
});

describe('the site at /s/{slug} and at its own domain', () => {
  let host: Host;
  let slug: string;
  let domain: string;
  let own: number;
  let ownName: string;
  let foreign: number;
  let foreignName: string;

  beforeAll(async () => {
    const other = await newHost();
    host = await newHost();
    slug = `site-${unique()}`;
    domain = `${slug}.example.org`;
    ownName = `Casa do Mar ${unique()}`;
    foreignName = `Casa do Vizinho ${unique()}`;
    own = await publishedProperty(host.id, ownName);
    foreign = await publishedProperty(other.id, foreignName);
    expect((await mutate(host, 'host.site.update', siteInput(slug, [own], { customDomain: domain }))).status).toBe(200);
    // Even a row that names another host's property (written around the API) never shows it.
    await env.DB.prepare('UPDATE host_sites SET property_ids = ? WHERE slug = ?').bind(JSON.stringify([own, foreign]), slug).run();
  });

  it('home: the host’s name, theme, properties and contact; no Estadia chrome, no other host’s listing', async () => {
    const res = await page(`/s/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>Pousada ${slug}</title>`);
    expect(html).toContain(`<meta property="og:site_name" content="Pousada ${slug}">`);
    expect(html).toContain(ownName);
    expect(html).not.toContain(foreignName);
    expect(html).toContain(`href="/s/${slug}/p/${own}"`);
    expect(html).not.toContain(`/property/${own}"`);
    // The theme: the host's colours and font as custom properties in the server's HTML.
    expect(html).toMatch(/style="--[^"]*:#0b4f8a;[^"]*:#9a3412;[^"]*Charter/);
    expect(html).toContain('reservas por Estadia');
    expect(html).toContain('https://wa.me/5524999990000');
    expect(html).not.toContain('data-island="header"');
    expect(html).not.toContain('data-island="chat"');
    // Canonical on the site's own address: its custom domain.
    expect(canonicalOf(html)).toBe(`https://${domain}/`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="https://${domain}/en">`);
  });

  it('in every locale', async () => {
    const html = await (await page(`/en/s/${slug}`)).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('bookings by Estadia');
    expect(html).toContain('An inn by the sea.');
    expect(await (await page(`/it/s/${slug}`)).text()).toContain('prenotazioni con Estadia');
  });

  it('a property page with the same booking section; another host’s property is a 404 there', async () => {
    const res = await page(`/s/${slug}/p/${own}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(ownName);
    expect(html).toContain('data-island="bookingSection"');
    // The same booking section, kept on the site's page (its search form and its links).
    expect(html).toContain(`action="/s/${slug}/p/${own}#booking"`);
    expect(html).not.toContain(`action="/property/${own}#booking"`);
    expect(html).toContain(`"url":"https://${domain}/p/${own}"`);
    expect(html).toContain(`<title>${ownName}</title>`);
    expect(canonicalOf(html)).toBe(`https://${domain}/p/${own}`);
    expect(html).not.toContain('data-island="header"');
    // Share, but not the marketplace's Save (its saved list is the marketplace's); the marketplace page keeps both.
    expect(html).toMatch(/>Compartilhar</);
    expect(html).not.toMatch(/>Salvar</);
    expect(await (await page(`/property/${own}`)).text()).toMatch(/>Salvar</);
    expect((await page(`/s/${slug}/p/${foreign}`)).status).toBe(404);
    expect((await page(`/s/nao-existe-${unique()}`)).status).toBe(404);
  });

  it('the links page: book, WhatsApp, Instagram, map', async () => {
    const html = await (await page(`/s/${slug}/links`)).text();
    for (const key of ['book', 'whatsapp', 'instagram', 'map']) expect(html).toContain(`data-link="${key}"`);
    expect(html).toContain('https://www.instagram.com/pousada/');
  });

  it('by Host: the custom domain answers the site’s pages, sitemap and robots on its own address', async () => {
    const home = await SELF.fetch(`http://${domain}/`, { headers: { host: domain } });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain(ownName);
    expect(html).not.toContain(foreignName);
    const property = await SELF.fetch(`http://${domain}/en/p/${own}`, { headers: { host: domain } });
    expect(property.status).toBe(200);
    expect(canonicalOf(await property.text())).toBe(`https://${domain}/en/p/${own}`);
    const sitemap = await (await SELF.fetch(`http://${domain}/sitemap.xml`, { headers: { host: domain } })).text();
    expect(sitemap).toContain(`<loc>https://${domain}/</loc>`);
    expect(sitemap).toContain(`<loc>https://${domain}/it/p/${own}</loc>`);
    expect(sitemap).not.toContain(`/p/${foreign}<`);
    expect(sitemap).not.toContain(SITE_URL);
    expect(await (await SELF.fetch(`http://${domain}/robots.txt`, { headers: { host: domain } })).text()).toContain(`Sitemap: https://${domain}/sitemap.xml`);
    // The platform's own sitemap on the platform's address, and an unknown host is the platform.
    expect(await (await page(`/s/${slug}/sitemap.xml`)).text()).toContain(`<loc>https://${domain}/en/links</loc>`);
    const unknown = await SELF.fetch('http://unknown-host.example.net/precos', { headers: { host: 'unknown-host.example.net' } });
    expect(await unknown.text()).not.toContain(ownName);
  });

  it('a site without a custom domain has canonical and sitemap at SITE_URL/s/{slug}', async () => {
    const plain = await newHost();
    const id = await publishedProperty(plain.id, `Casa Simples ${unique()}`);
    const plainSlug = `simples-${unique()}`;
    expect((await mutate(plain, 'host.site.update', siteInput(plainSlug, [id]))).status).toBe(200);
    expect(canonicalOf(await (await page(`/es/s/${plainSlug}`)).text())).toBe(`${SITE_URL}/es/s/${plainSlug}`);
    expect(await (await page(`/s/${plainSlug}/sitemap.xml`)).text()).toContain(`<loc>${SITE_URL}/s/${plainSlug}/p/${id}</loc>`);
  });
});

describe('edge cache of the site', () => {
  it('keeps the home per site and locale and purges it when the host saves', async () => {
    const host = await newHost();
    const id = await publishedProperty(host.id, `Casa Cache ${unique()}`);
    const slug = `cache-${unique()}`;
    expect((await mutate(host, 'host.site.update', siteInput(slug, [id]))).status).toBe(200);

    const app = createApp({ pageCache: true, buildId: `test-${crypto.randomUUID()}` });
    const pending: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const get = async (path: string) => {
      const res = await app.fetch(new Request(`${ORIGIN}${path}`), env, ctx);
      const html = await res.text();
      await Promise.all(pending.splice(0));
      return { status: res.headers.get(CACHE_STATUS_HEADER), html };
    };
    expect((await get(`/s/${slug}`)).status).toBe('miss');
    expect((await get(`/s/${slug}`)).status).toBe('hit');
    expect((await get(`/en/s/${slug}`)).status).toBe('miss');
    expect((await get(`/s/${slug}/links`)).status).toBe('miss');

    const save = await app.fetch(
      new Request(`${ORIGIN}/api/trpc/host.site.update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${host.token}`, origin: ORIGIN },
        body: JSON.stringify({ ...siteInput(slug, [id]), name: 'Nome Novo' }),
      }),
      env,
      ctx,
    );
    expect(save.status).toBe(200);
    expect(((await save.json()) as { result: { data: { purged: number } } }).result.data.purged).toBe(3);
    const after = await get(`/s/${slug}`);
    expect(after.status).toBe('miss');
    expect(after.html).toContain('<title>Nome Novo</title>');
    expect((await get(`/en/s/${slug}`)).status).toBe('miss');
  });
});

describe('the widget and the settings form', () => {
  it('the widget of a property on a site takes the site’s colour and font and opens the site’s page', async () => {
    const host = await newHost();
    const id = await publishedProperty(host.id, `Casa Widget ${unique()}`);
    const before = await (await page(`/widget/${id}`)).text();
    expect(before).toContain(`action="/property/${id}"`);
    const slug = `widget-${unique()}`;
    expect((await mutate(host, 'host.site.update', siteInput(slug, [id], { colors: { primary: '#7c2d12', accent: '#0b4f8a' }, font: 'mono' }))).status).toBe(200);
    const html = await (await page(`/en/widget/${id}`)).text();
    expect(html).toContain('data-brand-color="#7c2d12"');
    expect(html).toContain('ui-monospace');
    expect(html).toContain(`action="/en/s/${slug}/p/${id}"`);
  });

  it('without JavaScript: a refused post comes back with the reason per field and what was typed; a good one saves', async () => {
    const { hostWithCookie, call } = await import('./account-support');
    const owner = await hostWithCookie('Rita Sites');
    const id = await publishedProperty(owner.hostId, `Casa Form ${unique()}`);
    const slug = `form-${unique()}`;
    const form = new URLSearchParams({ slug, name: 'Pousada do Form', 'colors.primary': '#fde047', 'colors.accent': '#0b4f8a', font: 'rounded', propertyIds: String(id), 'about.pt': 'Olá', 'contact.instagram': '@form' });
    const refused = await call('/en/dashboard/site', { cookie: owner.cookie, form: Object.fromEntries(form) });
    expect(refused.status).toBe(303);
    const location = new URL(refused.headers.get('location')!, ORIGIN);
    expect(location.pathname).toBe('/en/dashboard/site');
    expect(JSON.parse(location.searchParams.get('errors')!)).toEqual({ 'colors.primary': expect.stringMatching(/^contrast_low:1\.\d$/) });
    const shown = await (await call(`${location.pathname}${location.search}`, { cookie: owner.cookie })).text();
    expect(shown).toContain('data-testid="error-colors.primary"');
    expect(shown).toMatch(/Contrast 1\.\d:1 with white text/);
    expect(shown).toContain('value="Pousada do Form"');
    expect(shown).toContain('value="#fde047"');
    form.set('colors.primary', '#1e3a8a');
    const saved = await call('/dashboard/site', { cookie: owner.cookie, form: Object.fromEntries(form) });
    expect(saved.headers.get('location')).toBe('/dashboard/site?saved=1');
    const row = await env.DB.prepare('SELECT name, font, color_primary, property_ids FROM host_sites WHERE host_id = ?').bind(owner.hostId).first();
    expect(row).toEqual({ name: 'Pousada do Form', font: 'rounded', color_primary: '#1e3a8a', property_ids: `[${id}]` });
    expect(await (await call('/dashboard/site?saved=1', { cookie: owner.cookie })).text()).toContain('data-testid="site-status">Site salvo.');
  });
});
