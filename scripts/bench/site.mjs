// The host's own booking site (issue 45), standalone against a running server:
// `node scripts/bench/site.mjs http://127.0.0.1:8787` makes a host with a published property,
// an uploaded cover and a site, then runs Lighthouse (mobile, median of three, as `npm run
// bench`: scripts/bench/lighthouse.mjs) on the site's home and its property page and prints
// the four scores of each, with any failing non-performance audit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { medianOfThree } from './lighthouse.mjs';

const origin = (process.argv[2] ?? 'http://127.0.0.1:8787').replace(/\/$/, '');

async function trpc(token, path, input) {
  const res = await fetch(`${origin}/api/trpc/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin }, body: JSON.stringify(input) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()).result.data;
}

const signup = await (await fetch(`${origin}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `bench-site-${Date.now()}@example.com`, password: 'bench-secret-123' }) })).json();
const token = (signup.access_token ? signup : signup.session).access_token;
const property = await trpc(token, 'host.properties.create', { name: 'Pousada Lighthouse', kind: 'inn', city: 'Paraty', country: 'BR', published: true });
await trpc(token, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 3 });
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><rect width="100%" height="100%" fill="#2f6f8f"/><circle cx="500" cy="500" r="260" fill="#f2c14e"/></svg>`;
const photo = await fetch(`${origin}/api/host/photos?propertyId=${property.id}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg', origin }, body: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() });
if (photo.status !== 201) throw new Error(`upload answered ${photo.status}`);
const slug = `lighthouse-${Date.now().toString(36)}`;
await trpc(token, 'host.site.update', { slug, name: 'Pousada Lighthouse', colors: { primary: '#7c2d12', accent: '#0b4f8a' }, font: 'serif', logoPhotoId: (await photo.json()).id, propertyIds: [property.id], about: { pt: 'Uma pousada à beira-mar em Paraty.' }, contact: { whatsapp: '+55 24 99999-0000', instagram: '@pousada' } });

const dir = mkdtempSync(join(tmpdir(), 'site-lh-'));
try {
  for (const path of [`/s/${slug}`, `/s/${slug}/p/${property.id}`, `/s/${slug}/links`]) {
    const { runs, median } = await medianOfThree(`${origin}${path}`, dir);
    console.log(`lighthouse ${path}: performance ${runs.map((r) => r.performance).join('/')} (median ${median.performance}, LCP ${Math.round(median.lcp)} ms, TBT ${Math.round(median.tbt)} ms, CLS ${median.cls}) accessibility ${median.accessibility} best-practices ${median.bestPractices} seo ${median.seo}${median.failing?.length ? ` failing: ${JSON.stringify(median.failing)}` : ''}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
