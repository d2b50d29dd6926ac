/**
 * Hosts' photos (issue 24): POST /api/host/photos, the stored sizes served by the worker,
 * host.photos.list/update/delete, the limits, and the account's deletion and export.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTOS } from '../../shared/host/photos';
import { call, hostWithCookie } from './account-support';
import { data, expectNotFound, mutate, newHost, newPlace, query, type Host } from './reservations-support';
import { bytesAt, contains, convert, EXIF_MARKER, infoOf, makePng, upload, withGpsExif } from './photos-support';

interface Uploaded {
  id: number;
  url: string;
  width: number;
  height: number;
}

async function uploaded(res: Response): Promise<Uploaded> {
  expect(res.status).toBe(201);
  return (await res.json()) as Uploaded;
}

describe('POST /api/host/photos', () => {
  let host: Host;
  let propertyId: number;
  let png: Uint8Array;
  beforeAll(async () => {
    host = await newHost();
    propertyId = (await newPlace(host, 1)).propertyId;
    png = await makePng(2000, 1000);
  }, 120_000);

  it('accepts JPEG, PNG, WebP and AVIF (judged by the bytes) and serves each in the sizes the page uses, as immutable WebP', async () => {
    const small = await makePng(640, 480, 3);
    const bodies = {
      'image/png': png,
      'image/jpeg': await convert(png, 'image/jpeg'),
      'image/webp': await convert(small, 'image/webp'),
      'image/avif': await convert(small, 'image/avif'),
    };
    for (const [type, body] of Object.entries(bodies)) {
      // The header lies on purpose: the bytes decide.
      const photo = await uploaded(await upload(propertyId, body, { host, type: 'application/octet-stream' }));
      const expected = type === 'image/png' || type === 'image/jpeg' ? { width: 1600, height: 800 } : { width: 640, height: 480 };
      expect({ type, width: photo.width, height: photo.height, url: photo.url }).toEqual({ type, ...expected, url: expect.stringMatching(new RegExp(`^http://localhost/photos/[0-9a-f]{32}/${expected.width}\\.webp$`)) });
      const served = await bytesAt(photo.url);
      expect({ type, status: served.status, contentType: served.type, cache: served.cache }).toEqual({ type, status: 200, contentType: 'image/webp', cache: 'public, max-age=31536000, immutable' });
      // A transform really happened: the served file is a WebP of the stored width, not the upload.
      expect(await infoOf(served.bytes)).toMatchObject({ format: 'image/webp', width: expected.width, height: expected.height });
    }
    const listed = data(await query(host, 'host.photos.list', { propertyId })) as { widths: number[]; url: string }[];
    expect(listed.map((photo) => photo.widths)).toEqual([[480, 960, 1600], [480, 960, 1600], [480, 640], [480, 640]]);
    const base = listed[0]!.url.slice(0, listed[0]!.url.lastIndexOf('/') + 1);
    for (const width of [480, 960]) {
      const served = await bytesAt(`${base}${width}.webp`);
      expect(served.status).toBe(200);
      expect(await infoOf(served.bytes)).toMatchObject({ format: 'image/webp', width, height: width / 2 });
    }
    const og = await bytesAt(`${base}og.jpg`);
    expect({ status: og.status, type: og.type }).toEqual({ status: 200, type: 'image/jpeg' });
    expect(await infoOf(og.bytes)).toMatchObject({ format: 'image/jpeg', width: 1200, height: 630 });
  });

  it('serves a JPEG that carried EXIF GPS without any of it', async () => {
    const jpeg = withGpsExif(await convert(await makePng(800, 600, 5), 'image/jpeg'));
    expect(contains(jpeg, 'Exif')).toBe(true);
    expect(contains(jpeg, EXIF_MARKER)).toBe(true);
    const photo = await uploaded(await upload(propertyId, jpeg, { host }));
    const base = photo.url.slice(0, photo.url.lastIndexOf('/') + 1);
    for (const file of ['480.webp', '800.webp', 'og.jpg']) {
      const served = await bytesAt(`${base}${file}`);
      expect({ file, status: served.status }).toEqual({ file, status: 200 });
      expect({ file, exif: contains(served.bytes, 'Exif'), marker: contains(served.bytes, EXIF_MARKER), gpsRef: contains(served.bytes, 'S\0\0\0') && contains(served.bytes, 'MM\0*') }).toEqual({ file, exif: false, marker: false, gpsRef: false });
    }
    // The original itself is never served.
    expect((await bytesAt(`${base}original`)).status).toBe(404);
  });

  it('refuses a text file named .jpg with 415, 16 MB with 413, another host’s or an unknown property with 404, no session with 401', async () => {
    const text = new File(['not a photo, only words'], 'praia.jpg', { type: 'image/jpeg' });
    const refused = await upload(propertyId, text, { host });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ error: 'unsupported_type' });
    // A JPEG's first bytes and then nothing the Images binding can decode: 415 too, nothing stored.
    const objectsBefore = (await env.PHOTOS.list({ prefix: 'photos/', limit: 1000 })).objects.length;
    const broken = new Uint8Array(4096).fill(0x42);
    broken.set([0xff, 0xd8, 0xff, 0xe0]);
    const unreadable = await upload(propertyId, broken, { host });
    expect(unreadable.status).toBe(415);
    expect(await unreadable.json()).toMatchObject({ error: 'unsupported_type' });
    expect((await env.PHOTOS.list({ prefix: 'photos/', limit: 1000 })).objects.length).toBe(objectsBefore);

    const huge = new Uint8Array(16 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await upload(propertyId, huge, { host })).status).toBe(413);
    // Without a declared length (streamed): refused once more than 15 MB has been read.
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 16; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    expect((await upload(propertyId, streamed, { host })).status).toBe(413);

    const other = await newHost();
    expect((await upload(propertyId, png, { host: other })).status).toBe(404);
    expect((await upload(999_999, png, { host })).status).toBe(404);
    expect((await upload(propertyId, png, { host: null })).status).toBe(401);
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM property_photos WHERE property_id = ?').bind(propertyId).first<{ n: number }>();
    expect(count?.n).toBe(5);
  });

  it('takes a browser’s session cookie from this site only', async () => {
    const browser = await hostWithCookie();
    const place = await newPlace({ token: browser.session.access_token, id: browser.hostId }, 1);
    const small = await makePng(300, 200, 7);
    expect((await upload(place.propertyId, small, { cookie: browser.cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await upload(place.propertyId, small, { cookie: browser.cookie, origin: 'http://localhost' })).status).toBe(201);
  });

  it('keeps at most 40 photos per property (409 past them)', async () => {
    const place = await newPlace(host, 1);
    const now = new Date().toISOString();
    await env.DB.batch(
      Array.from({ length: MAX_PHOTOS }, (_, i) =>
        env.DB.prepare(`INSERT INTO property_photos (host_id, property_id, object_key, url, content_type, width, height, widths, position, created_at) VALUES (?, ?, ?, ?, 'image/webp', 10, 10, '[10]', ?, ?)`).bind(
          host.id, place.propertyId, `photos/filler${i}`, `/photos/filler${i}/10.webp`, i, now,
        ),
      ),
    );
    const res = await upload(place.propertyId, await makePng(100, 100), { host });
    expect(res.status).toBe(409);
  });
});

describe('host.photos: list, reorder, alt text per language, delete', () => {
  let host: Host;
  let propertyId: number;
  let photos: Uploaded[];
  beforeAll(async () => {
    host = await newHost();
    propertyId = (await newPlace(host, 1)).propertyId;
    photos = [];
    for (let seed = 0; seed < 3; seed++) photos.push(await uploaded(await upload(propertyId, await makePng(320, 240, seed), { host })));
  }, 120_000);

  it('lists in upload order, moves a photo (the others shift) and merges alt texts per language', async () => {
    const [a, b, c] = photos as [Uploaded, Uploaded, Uploaded];
    expect((data(await query(host, 'host.photos.list', { propertyId })) as { id: number }[]).map((photo) => photo.id)).toEqual([a.id, b.id, c.id]);
    const moved = data(await mutate(host, 'host.photos.update', { id: c.id, position: 0, alt: { pt: 'Varanda com rede', en: 'Porch with a hammock' } }));
    expect(moved).toMatchObject({ id: c.id, position: 0, alt: { pt: 'Varanda com rede', en: 'Porch with a hammock' } });
    await mutate(host, 'host.photos.update', { id: c.id, alt: { en: '', it: 'Veranda con amaca' } });
    const listed = data(await query(host, 'host.photos.list', { propertyId })) as { id: number; position: number; alt: Record<string, string>; url: string; width: number; height: number }[];
    expect(listed.map((photo) => [photo.id, photo.position])).toEqual([[c.id, 0], [a.id, 1], [b.id, 2]]);
    expect(listed[0]).toMatchObject({ url: c.url, width: 320, height: 240, alt: { pt: 'Varanda com rede', it: 'Veranda con amaca' } });
    expect(listed[0]!.alt.en).toBeUndefined();
  });

  it('answers NOT_FOUND for another host’s photo or property, and refuses bad input naming the field', async () => {
    const other = await newHost();
    expectNotFound(await query(other, 'host.photos.list', { propertyId }), 'list');
    expectNotFound(await mutate(other, 'host.photos.update', { id: photos[0]!.id, position: 1 }), 'update');
    expectNotFound(await mutate(other, 'host.photos.delete', { id: photos[0]!.id }), 'delete');
    const bad = await mutate(host, 'host.photos.update', { id: photos[0]!.id, alt: { pt: 'x'.repeat(301) } });
    expect(bad.status).toBe(400);
    expect((await bytesAt(photos[0]!.url)).status).toBe(200);
  });

  it('deletes the row and every stored size: the URL answers 404', async () => {
    const gone = photos[1]!;
    expect((await bytesAt(gone.url)).status).toBe(200);
    expect(data(await mutate(host, 'host.photos.delete', { id: gone.id }))).toEqual({ id: gone.id });
    expect((await bytesAt(gone.url)).status).toBe(404);
    const key = gone.url.split('/')[4];
    expect((await env.PHOTOS.list({ prefix: `photos/${key}/` })).objects).toEqual([]);
    expect((data(await query(host, 'host.photos.list', { propertyId })) as { id: number }[]).map((photo) => photo.id)).not.toContain(gone.id);
  });
});

describe('the account and its photos', () => {
  it('lists the photos’ URLs in the export and leaves no object of the host in R2 after deletion', async () => {
    const browser = await hostWithCookie('Rita Photo');
    const host = { token: browser.session.access_token, id: browser.hostId };
    const place = await newPlace(host, 1);
    const first = await uploaded(await upload(place.propertyId, await makePng(200, 150, 1), { host }));
    const second = await uploaded(await upload(place.propertyId, await makePng(200, 150, 2), { host }));
    const exported = (await (await call('/account/export.json', { cookie: browser.cookie })).json()) as { account: { photos: string[] } };
    expect(exported.account.photos).toEqual([first.url, second.url]);

    const hostObjects = async () => {
      const listed = await env.PHOTOS.list({ prefix: 'photos/', include: ['customMetadata'], limit: 1000 });
      return listed.objects.filter((object) => object.customMetadata?.hostId === host.id).length;
    };
    expect(await hostObjects()).toBeGreaterThan(0);
    const done = await call('/account/delete', { cookie: browser.cookie, form: { confirm: 'EXCLUIR', locale: 'pt' } });
    expect(done.status).toBe(303);
    expect(await hostObjects()).toBe(0);
    expect((await bytesAt(first.url)).status).toBe(404);
  });
});
