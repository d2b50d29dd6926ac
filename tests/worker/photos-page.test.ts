/**
 * The property page with a host's photos (issue 24): gallery in the host's order with the alt
 * text of the page's language (else the host's, marked with its lang), width/height and srcset,
 * the cover preloaded and eager, the rest lazy; JSON-LD image and og:image (the cover's crop).
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from './api-support';
import { data, mutate, newHost, newPlace, query, type Host } from './reservations-support';
import { makePng, upload } from './photos-support';

const page = async (path: string) => (await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })).text();
const imgs = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
// HTML attribute names are case-insensitive (React writes srcSet, fetchPriority).
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>).find((item) => item['@type'] === 'LodgingBusiness');

describe('/property/{id} with the host’s photos', () => {
  let host: Host;
  let propertyId: number;
  let urls: string[];
  beforeAll(async () => {
    host = await newHost();
    propertyId = (await newPlace(host, 1)).propertyId;
    urls = [];
    for (let seed = 0; seed < 3; seed++) {
      const res = await upload(propertyId, await makePng(1200, 800, seed), { host });
      urls.push(((await res.json()) as { url: string }).url.replace(ORIGIN, ''));
    }
    const listed = data(await query(host, 'host.photos.list', { propertyId })) as { id: number }[];
    const [first, second, third] = listed.map((photo) => photo.id) as [number, number, number];
    await mutate(host, 'host.photos.update', { id: third, position: 0, alt: { pt: 'Piscina ao entardecer', en: 'Pool at dusk' } });
    await mutate(host, 'host.photos.update', { id: first, alt: { pt: 'Quarto de casal' } });
    await mutate(host, 'host.photos.update', { id: second, alt: { pt: 'Cozinha', en: 'Kitchen', es: 'Cocina', it: 'Cucina' } });
    expect((await mutate(host, 'host.properties.setPublished', { id: propertyId, published: true })).status).toBe(200);
  }, 120_000);

  it('shows them in the host’s order with sizes, srcset, the cover eager and preloaded, the rest lazy', async () => {
    const html = await page(`/property/${propertyId}`);
    const photos = imgs(html).filter((tag) => attr(tag, 'src')?.startsWith('/photos/'));
    expect(photos.map((tag) => attr(tag, 'src'))).toEqual([urls[2], urls[0], urls[1]]);
    expect(photos.map((tag) => attr(tag, 'alt'))).toEqual(['Piscina ao entardecer', 'Quarto de casal', 'Cozinha']);
    for (const tag of photos) {
      expect(attr(tag, 'width')).toBe('1200');
      expect(attr(tag, 'height')).toBe('800');
      expect(attr(tag, 'srcset')).toMatch(/\/480\.webp 480w, .*\/960\.webp 960w, .*\/1200\.webp 1200w$/);
    }
    expect(photos.map((tag) => [attr(tag, 'loading'), attr(tag, 'fetchpriority') ?? null])).toEqual([['eager', 'high'], ['lazy', null], ['lazy', null]]);
    const preload = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(html);
    expect(preload?.[1]).toBe(urls[2]);
    expect(preload?.[2]).toBe(attr(photos[0]!, 'srcset'));
    expect(preload?.[3]).toBe(attr(photos[0]!, 'sizes'));
  });

  it('gives og:image as the cover’s 1200×630 crop and JSON-LD image as every photo', async () => {
    const html = await page(`/en/property/${propertyId}`);
    const cover = urls[2]!.replace(/\/\d+\.webp$/, '/og.jpg');
    expect(html).toContain(`<meta property="og:image" content="https://www.estadia.com.br${cover}">`);
    expect(html).toContain('<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630"><meta property="og:image:alt" content="Pool at dusk">');
    expect(jsonLd(html)?.image).toEqual([urls[2], urls[0], urls[1]].map((url) => `https://www.estadia.com.br${url}`));
  });

  it('uses the alt text of the page’s language, else the host’s main language marked with its lang', async () => {
    const photos = imgs(await page(`/es/property/${propertyId}`)).filter((tag) => attr(tag, 'src')?.startsWith('/photos/'));
    expect(photos.map((tag) => [attr(tag, 'alt'), attr(tag, 'lang') ?? null])).toEqual([
      ['Piscina ao entardecer', 'pt-BR'],
      ['Quarto de casal', 'pt-BR'],
      ['Cocina', null],
    ]);
  });

  it('keeps the illustrations of the demo nine (no uploaded image, no preload, the site’s og:image)', async () => {
    const html = await page('/property/1');
    expect(imgs(html).filter((tag) => attr(tag, 'src')?.startsWith('/photos/'))).toEqual([]);
    expect(html).not.toContain('rel="preload" as="image"');
    expect(html).toContain('/og/estadia-1200x630.png');
  });
});
