// Hosts' photos bench (issue 24), called by scripts/bench.mjs with the running workerd:
// - a published property with 20 host photos (uploaded through POST /api/host/photos, each
//   sized by the Images binding), whose page is loaded like the other pages and measured by
//   Lighthouse (the caller adds its path to the Lighthouse pages; the cover must be the LCP);
// - upload throughput: a 5 MB JPEG generated here, POSTed and answered 201 once stored in R2
//   and sized (WebP 480/960/1600 and the 1200×630 crop): p50 and p99 of UPLOADS uploads.
// Standalone against a running server: `node scripts/bench/photos.mjs http://127.0.0.1:8787`
// (also Lighthouse on the photo page, median of three, unless BENCH_LIGHTHOUSE=0).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { startEdgeProxy } from './edge-proxy.mjs';
import { coverIsLcp, medianOfThree } from './lighthouse.mjs';

export const LISTING_PHOTOS = 20;
const UPLOADS = Number(process.env.BENCH_UPLOADS || 7);
const MB = 1024 * 1024;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function signUp(origin) {
  const email = `bench-photos-${Date.now()}@example.com`;
  const res = await fetch(`${origin}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'bench-secret-123' }) });
  const body = await res.json();
  const session = body.access_token ? body : body.session;
  if (!res.ok || !session?.access_token) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return session.access_token;
}

async function trpc(origin, token, path, input) {
  const res = await fetch(`${origin}/api/trpc/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin }, body: JSON.stringify(input) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()).result.data;
}

async function upload(origin, token, propertyId, bytes) {
  const started = performance.now();
  const res = await fetch(`${origin}/api/host/photos?propertyId=${propertyId}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg', origin }, body: bytes });
  const body = await res.json().catch(() => null);
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return { ms: performance.now() - started, id: body.id };
}

/** A camera-sized photo: a gradient with a little noise, so sizes compress like a real one. */
function cameraPhoto(seed) {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360},50%,30%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${400 + seed * 37}" cy="500" r="220" fill="hsl(${(hue + 180) % 360},70%,70%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A JPEG of about 5 MB (noise does not compress): 3000×2000 at quality 94. */
export async function fiveMegabyteJpeg() {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 50 } } }).jpeg({ quality: 94 }).toBuffer();
}

/** A published property with LISTING_PHOTOS host photos; its page path and the host's token. */
export async function preparePhotoListing({ origin, log }) {
  log(`photos: a published property with ${LISTING_PHOTOS} host photos…`);
  const token = await signUp(origin);
  const { id } = await trpc(origin, token, 'host.properties.create', {
    name: 'Casa das Vinte Fotos',
    kind: 'holiday_home',
    city: 'Paraty',
    country: 'BR',
    descriptions: { pt: 'Uma casa com vinte fotos da anfitriã, para medir a página com fotos de verdade.' },
    amenities: ['wifi', 'pool', 'kitchen'],
  });
  await trpc(origin, token, 'host.roomTypes.create', { propertyId: id, name: 'Casa', capacity: 4, baseRateCents: 45_000, units: 1 });
  for (let i = 0; i < LISTING_PHOTOS; i++) await upload(origin, token, id, await cameraPhoto(i));
  await trpc(origin, token, 'host.properties.setPublished', { id, published: true });
  return { path: `/property/${id}`, token, propertyId: id };
}

/** Upload throughput: UPLOADS times the same 5 MB JPEG, one at a time (each deleted after, to stay under the 40-photo limit). */
export async function benchUploads({ origin, token, log }) {
  const bytes = await fiveMegabyteJpeg();
  const { id: propertyId } = await trpc(origin, token, 'host.properties.create', { name: 'Bench uploads', kind: 'inn', city: 'Paraty', country: 'BR' });
  log(`photos: ${UPLOADS} uploads of a ${(bytes.length / MB).toFixed(1)} MB JPEG…`);
  const times = [];
  for (let i = 0; i < UPLOADS; i++) {
    const { ms, id } = await upload(origin, token, propertyId, bytes);
    times.push(ms);
    await trpc(origin, token, 'host.photos.delete', { id });
  }
  times.sort((a, b) => a - b);
  return { bytes: bytes.length, uploads: UPLOADS, p50: percentile(times, 50), p99: percentile(times, 99), mbPerSecond: bytes.length / MB / (percentile(times, 50) / 1000) };
}

/** The rows this bench adds: the page under load and the upload figures. */
export async function benchPhotos({ origin, load, limit, table, log, listing }) {
  const page = await load(`${listing.path} (${LISTING_PHOTOS} host photos)`, `${origin}${listing.path}`);
  const uploads = await benchUploads({ origin, token: listing.token, log });
  return [
    table('Property page with host photos (ratio of the static-asset limit)', ['target', 'req/s', 'p50', 'p99', 'non-2xx', 'of limit'], [[page.name, page.rps.toFixed(0), `${page.p50} ms`, `${page.p99} ms`, page.non2xx, `${((page.rps / limit) * 100).toFixed(1)}%`]]),
    uploadTable(table, uploads),
  ].join('\n');
}

function uploadTable(table, uploads) {
  return table(
    'Photo upload: stored in R2 and sized by the Images binding (WebP 480/960/1600 and the 1200×630 crop), one at a time',
    ['upload', 'runs', 'p50', 'p99', 'MB/s at p50'],
    [[`JPEG ${(uploads.bytes / MB).toFixed(1)} MB, 3000×2000`, uploads.uploads, `${Math.round(uploads.p50)} ms`, `${Math.round(uploads.p99)} ms`, uploads.mbPerSecond.toFixed(2)]],
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = (process.argv[2] ?? 'http://127.0.0.1:8787').replace(/\/$/, '');
  const log = (message) => console.error(`[photos bench] ${message}`);
  const table = (title, header, rows) => [`\n${title}`, header.join(' | '), ...rows.map((row) => row.join(' | '))].join('\n');
  const listing = await preparePhotoListing({ origin, log });
  console.log(`listing: ${origin}${listing.path}`);
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    log('Lighthouse (mobile defaults), three runs one after another…');
    const edge = await startEdgeProxy(origin);
    const dir = mkdtempSync(join(tmpdir(), 'estadia-lh-'));
    try {
      const { runs, median } = await medianOfThree(`${edge.origin}${listing.path}`, dir);
      console.log(
        table(
          `Lighthouse, mobile, median of three (${LISTING_PHOTOS} host photos)`,
          ['runs', 'median', 'LCP', 'CLS', 'TBT', 'LCP element'],
          [[runs.map((run) => run.performance).join('/'), median.performance, `${Math.round(median.lcp)} ms`, median.cls.toFixed(3), `${Math.round(median.tbt)} ms`, `${coverIsLcp(median) ? 'the cover' : 'NOT the cover'}: ${median.lcpElement.slice(0, 160)}`]],
        ),
      );
      if (median.costs.length) console.log(`costs: ${median.costs.join(', ')}`);
    } finally {
      await edge.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(uploadTable(table, await benchUploads({ origin, token: listing.token, log })));
}
