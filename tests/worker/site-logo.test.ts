/**
 * The host's own booking site (issue 45), its logo upload, its purge beyond this data centre and
 * its data on the host's shard:
 * - POST /api/host/site/logo stores an upload through the photo pipeline and makes it the site's
 *   logo (the site shows it); the settings form's multipart post does the same without JavaScript;
 * - a save purges the site's cached pages in every data centre through Cloudflare's purge_cache
 *   (the fake of tests/fakes/cloudflare.ts, from the docs), at most 100 files a call, Bearer auth;
 * - a host on DB_SHARD_1: the slug in the directory, the properties read from the host's shard.
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createRoomType, updateProperty } from '../../worker/db/properties';
import { forgetShards } from '../../worker/db/shards';
import { siteCacheKeys } from '../../worker/site/cache';
import { ORIGIN } from './api-support';
import { makePng } from './photos-support';
import { data, errorOf, mutate, newHost, query, type Host } from './reservations-support';

const unique = () => crypto.randomUUID().slice(0, 8);
const CF = (env as unknown as { CLOUDFLARE_API_URL: string }).CLOUDFLARE_API_URL;
const fakeOrigin = new URL(CF).origin;

async function publishedProperty(db: D1Database, hostId: string, name: string): Promise<number> {
  const property = await createProperty(db, hostId, { name, kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' });
  await updateProperty(db, hostId, { id: property.id, published: true });
  await createRoomType(db, hostId, { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 1 });
  return property.id;
}

const siteInput = (slug: string, propertyIds: number[], extra: Record<string, unknown> = {}) => ({
  slug,
  name: `Pousada ${slug}`,
  colors: { primary: '#0b4f8a', accent: '#9a3412' },
  font: 'sans',
  propertyIds,
  ...extra,
});

const uploadLogo = (host: Host | null, body: Uint8Array) =>
  SELF.fetch(`${ORIGIN}/api/host/site/logo`, { method: 'POST', body, headers: { origin: ORIGIN, 'content-type': 'image/png', ...(host ? { authorization: `Bearer ${host.token}` } : {}) } });

const objectsUnder = async (prefix: string) => (await env.PHOTOS.list({ prefix })).objects.length;

describe('the site logo upload', () => {
  let host: Host;
  let own: number;
  beforeAll(async () => {
    host = await newHost();
    own = await publishedProperty(env.DB, host.id, `Casa Logo ${unique()}`);
  });

  it('is refused before the site exists, without a session and for bytes that are no image; stored, it is the site’s logo', async () => {
    const png = await makePng(640, 320, 3);
    expect((await uploadLogo(null, png)).status).toBe(401);
    const early = await uploadLogo(host, png);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toBe('site_first');

    const slug = `logo-${unique()}`;
    expect((await mutate(host, 'host.site.update', siteInput(slug, [own]))).status).toBe(200);
    expect((await uploadLogo(host, new TextEncoder().encode('not an image at all'))).status).toBe(415);
    const stored = await uploadLogo(host, png);
    expect(stored.status).toBe(201);
    const { url, width } = (await stored.json()) as { url: string; width: number };
    expect(width).toBe(640);
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/photos\/[0-9a-f]{32}\/640\.webp$/);
    const image = await SELF.fetch(`${ORIGIN}${path}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    const got = data(await query(host, 'host.site.get')).site;
    expect(got).toMatchObject({ logoPhotoId: null, uploadedLogo: expect.stringMatching(/^\/photos\/[0-9a-f]{32}\/480\.webp$/) });
    const home = await (await SELF.fetch(`${ORIGIN}/s/${slug}`)).text();
    expect(home).toContain(`src="${path}"`);

    // Saved again keeping it, it stays; saved without it, it goes and its objects are deleted.
    expect((await mutate(host, 'host.site.update', siteInput(slug, [own], { logoUploaded: true }))).status).toBe(200);
    expect(data(await query(host, 'host.site.get')).site.uploadedLogo).toBe(got.uploadedLogo);
    const prefix = path.replace(/\/640\.webp$/, '/').replace(/^\//, '');
    expect(await objectsUnder(prefix)).toBeGreaterThan(1);
    expect((await mutate(host, 'host.site.update', siteInput(slug, [own]))).status).toBe(200);
    expect(data(await query(host, 'host.site.get')).site.uploadedLogo).toBeNull();
    expect(await objectsUnder(prefix)).toBe(0);
    expect(await (await SELF.fetch(`${ORIGIN}/s/${slug}`)).text()).not.toContain(path);
  });

  it('without JavaScript: the settings form’s multipart post saves the site and stores the chosen file as its logo', async () => {
    const { hostWithCookie } = await import('./account-support');
    const owner = await hostWithCookie('Rita Logo');
    const id = await publishedProperty(env.DB, owner.hostId, `Casa Multipart ${unique()}`);
    const slug = `multi-${unique()}`;
    const form = new FormData();
    for (const [key, value] of Object.entries({ slug, name: 'Pousada Multipart', 'colors.primary': '#1e3a8a', 'colors.accent': '#0b4f8a', font: 'serif', propertyIds: String(id), logoPhotoId: '' })) form.set(key, value);
    form.set('logoFile', new File([(await makePng(300, 300, 5)) as Uint8Array<ArrayBuffer>], 'logo.png', { type: 'image/png' }));
    const posted = await SELF.fetch(`${ORIGIN}/en/dashboard/site`, { method: 'POST', body: form as never /* DOM FormData vs workers-types BodyInit: the same object at run time */, headers: { origin: ORIGIN, cookie: owner.cookie }, redirect: 'manual' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/en/dashboard/site?saved=1');
    const row = await env.DB.prepare('SELECT logo_upload, logo_photo_id FROM host_sites WHERE host_id = ?').bind(owner.hostId).first<{ logo_upload: string; logo_photo_id: number | null }>();
    expect(JSON.parse(row!.logo_upload)).toMatchObject({ width: 300, height: 300, url: expect.stringMatching(/^\/photos\/[0-9a-f]{32}\/300\.webp$/) });
    const settings = await (await SELF.fetch(`${ORIGIN}/en/dashboard/site?saved=1`, { headers: { cookie: owner.cookie } })).text();
    expect(settings).toMatch(/<input type="radio" name="logoPhotoId" checked="" value="upload"\/>/);
    expect(await (await SELF.fetch(`${ORIGIN}/en/s/${slug}`)).text()).toContain(JSON.parse(row!.logo_upload).url);

    // A file that is no image: the site is saved, the logo refused next to its field.
    form.set('logoFile', new File([new TextEncoder().encode('%PDF-1.4')], 'logo.pdf', { type: 'application/pdf' }));
    const refused = await SELF.fetch(`${ORIGIN}/en/dashboard/site`, { method: 'POST', body: form as never /* DOM FormData vs workers-types BodyInit: the same object at run time */, headers: { origin: ORIGIN, cookie: owner.cookie }, redirect: 'manual' });
    const location = new URL(refused.headers.get('location')!, ORIGIN);
    expect(JSON.parse(location.searchParams.get('errors')!)).toEqual({ logoFile: 'logo_unsupported' });
    expect(await (await SELF.fetch(`${ORIGIN}${location.pathname}${location.search}`, { headers: { cookie: owner.cookie } })).text()).toContain('Upload a JPEG, PNG, WebP or AVIF image.');
  });
});

describe('the purge beyond this data centre', () => {
  it('a save purges every https copy of the site through Cloudflare’s purge_cache, at most 100 files a call, with the token', async () => {
    const host = await newHost();
    const own = await publishedProperty(env.DB, host.id, `Casa Purge ${unique()}`);
    const slug = `purge-${unique()}`;
    await fetch(`${fakeOrigin}/__fake/reset`, { method: 'POST' });
    expect((await mutate(host, 'host.site.update', siteInput(slug, [own], { customDomain: `${slug}.example.org` }))).status).toBe(200);
    const requests = (await (await fetch(`${fakeOrigin}/__fake/requests`)).json()) as { method: string; path: string; authorization: string | null; body: string }[];
    const purges = requests.filter((request) => request.method === 'POST' && request.path.endsWith('/purge_cache'));
    expect(purges.length).toBeGreaterThan(0);
    expect(purges.every((request) => request.authorization === `Bearer ${env.CLOUDFLARE_API_TOKEN}` && request.path === `/client/v4/zones/${env.CLOUDFLARE_ZONE_ID}/purge_cache`)).toBe(true);
    const files = purges.flatMap((request) => (JSON.parse(request.body) as { files: string[] }).files);
    expect(purges.every((request) => (JSON.parse(request.body) as { files: string[] }).files.length <= 100)).toBe(true);
    const expected = siteCacheKeys([new URL(env.SITE_URL).origin, `https://${slug}.example.org`], [slug]).filter((key) => key.startsWith('https://'));
    expect(files.sort()).toEqual(expected.sort());
    expect(files).toContain(`${new URL(env.SITE_URL).origin}/__page-cache/${files[0]!.split('/__page-cache/')[1]!.split('/')[0]}/en/-/s/${slug}`);
    expect(files.some((file) => file.startsWith(`https://${slug}.example.org/`))).toBe(true);
  });
});

describe('a host on another shard', () => {
  it('the slug is found in the directory, the properties on the host’s shard', async () => {
    const host = await newHost();
    await env.DB.prepare("INSERT INTO host_shards (host_id, binding) VALUES (?, 'DB_SHARD_1')").bind(host.id).run();
    forgetShards(host.id);
    const name = `Casa Shard ${unique()}`;
    const created = data(await mutate(host, 'host.properties.create', { name, kind: 'inn', city: 'Ouro Preto', country: 'BR' }));
    await mutate(host, 'host.roomTypes.create', { propertyId: created.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 1 });
    expect((await mutate(host, 'host.properties.setPublished', { id: created.id, published: true })).status).toBe(200);
    const slug = `shard-${unique()}`;
    const saved = await mutate(host, 'host.site.update', siteInput(slug, [created.id]));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The site's row in the directory only; the property on DB_SHARD_1 only.
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM host_sites WHERE slug = ?').bind(slug).first('n')).toBe(1);
    expect(await env.DB_SHARD_1.prepare('SELECT COUNT(*) AS n FROM host_sites WHERE host_id = ?').bind(host.id).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM properties WHERE id = ?').bind(created.id).first('n')).toBe(0);
    const home = await (await SELF.fetch(`${ORIGIN}/s/${slug}`)).text();
    expect(home).toContain(name);
    // Another host's property id on the site is refused as absent.
    const other = await newHost();
    const foreign = await publishedProperty(env.DB, other.id, `Casa Alheia ${unique()}`);
    expect(errorOf(await mutate(host, 'host.site.update', siteInput(slug, [foreign]))).code).toBe('NOT_FOUND');
  });
});
