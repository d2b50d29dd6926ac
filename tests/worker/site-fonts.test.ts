import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createRoomType, updateProperty } from '../../worker/db/properties';
import { mutate, newHost, type Host } from './reservations-support';
import { ORIGIN } from './api-support';

// Issue 45: a site's font from a short list of self-hosted families (public/fonts, written by
// scripts/site-fonts.mjs from @fontsource): the site's pages link its stylesheet and preload one
// file of it, every URL is on the site's own origin, and the files answer as fonts. The
// marketplace's pages and a site with a system font load none.

const unique = () => crypto.randomUUID().slice(0, 8);
const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
/** A static file as the platform serves it before the worker runs (public/ is the test's assets directory). */
const asset = (path: string) => env.ASSETS.fetch(`${ORIGIN}${path}`);

describe('self-hosted site fonts', () => {
  let host: Host;
  let id: number;
  let slug: string;

  beforeAll(async () => {
    host = await newHost();
    const property = await createProperty(env.DB, host.id, { name: `Casa Fonte ${unique()}`, kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' });
    await updateProperty(env.DB, host.id, { id: property.id, published: true });
    await createRoomType(env.DB, host.id, { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 1 });
    id = property.id;
    slug = `fonte-${unique()}`;
    const saved = await mutate(host, 'host.site.update', { slug, name: 'Pousada Fonte', colors: { primary: '#0b4f8a', accent: '#9a3412' }, font: 'lora', propertyIds: [id] });
    expect(saved.status).toBe(200);
  });

  it('the site’s pages link the family’s stylesheet on their own origin, whose woff2 files answer as fonts; nothing external', async () => {
    for (const path of [`/s/${slug}`, `/en/s/${slug}/p/${id}`, `/s/${slug}/links`]) {
      const html = await (await page(path)).text();
      const stylesheet = /<link rel="stylesheet" href="(\/fonts\/lora\.[0-9a-f]+\.css)">/.exec(html)?.[1];
      expect(stylesheet, path).toBeDefined();
      const preloads = [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g)].map((m) => m[1]);
      expect(preloads, path).toEqual([expect.stringMatching(/^\/fonts\/lora-latin-400\.[0-9a-f]+\.woff2$/)]);
      // The painted stack names the family, then its metric-adjusted fallback.
      expect(html, path).toMatch(/(&#x27;|')Lora\1, \1Lora Fallback\1, serif/);
      expect(html, path).not.toMatch(/fonts\.(googleapis|gstatic)|fontsource|cdn/i);
    }
    const html = await (await page(`/s/${slug}`)).text();
    const stylesheet = /href="(\/fonts\/lora\.[0-9a-f]+\.css)"/.exec(html)![1]!;
    const css = await asset(stylesheet);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const rules = await css.text();
    expect(rules).not.toMatch(/https?:|\/\//);
    expect(rules).toContain('font-display:swap');
    expect(rules).toMatch(/font-family:'Lora Fallback';src:local\('Times New Roman'\)[^}]*size-adjust:/);
    const files = [...rules.matchAll(/url\((\/fonts\/[^)]+\.woff2)\)/g)].map((m) => m[1]!);
    // latin and latin-ext, 400 and 700.
    expect(new Set(files).size).toBe(4);
    for (const file of files) {
      const font = await asset(file);
      expect(font.status, file).toBe(200);
      expect(font.headers.get('content-type'), file).toBe('font/woff2');
      const bytes = new Uint8Array(await font.arrayBuffer());
      expect(String.fromCharCode(...bytes.slice(0, 4)), file).toBe('wOF2');
    }
  });

  it('the widget of a property on the site links the same stylesheet; the marketplace and a system font load none', async () => {
    const widget = await (await page(`/widget/${id}`)).text();
    expect(widget).toMatch(/<link rel="stylesheet" href="\/fonts\/lora\.[0-9a-f]+\.css">/);
    const marketplace = await (await page(`/property/${id}`)).text();
    expect(marketplace).not.toContain('/fonts/');
    expect((await mutate(host, 'host.site.update', { slug, name: 'Pousada Fonte', colors: { primary: '#0b4f8a', accent: '#9a3412' }, font: 'serif', propertyIds: [id] })).status).toBe(200);
    const system = await (await page(`/s/${slug}`)).text();
    expect(system).not.toContain('/fonts/');
    expect(system).not.toContain('as="font"');
  });
});
