import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { post, raw, uniqueIp } from './api-support';
import { supabaseClient, uniqueEmail } from './auth-support';

const ORIGIN = 'http://localhost';
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
const cardIds = (html: string) => [...html.matchAll(/data-property-id="(\d+)"/g)].map((match) => Number(match[1]));

async function newHost(): Promise<string> {
  const { data, error } = await supabaseClient().auth.signUp({ email: uniqueEmail('host'), password: 'secret-123' });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session.access_token;
}

async function mutate(token: string, path: string, input: unknown) {
  const answer = await post(path, input, { headers: { authorization: `Bearer ${token}` }, ip: uniqueIp() });
  expect(answer.status).toBe(200);
  return (answer.body as { result: { data: { id: number } } }).result.data;
}

describe('marketplace from D1', () => {
  let token: string;
  let published: number;
  let hidden: number;

  beforeAll(async () => {
    token = await newHost();
    published = (await mutate(token, 'host.properties.create', { name: 'Pousada Maré Alta', kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL', published: true })).id;
    await mutate(token, 'host.roomTypes.create', { propertyId: published, name: 'Suíte', capacity: 3, baseRateCents: 45_000, units: 2 });
    hidden = (await mutate(token, 'host.properties.create', { name: 'Casa Rascunho', kind: 'holiday_home', city: 'Ubatuba', country: 'BR' })).id;
  });

  it('lists the demo nine and a property a host publishes, not an unpublished one', async () => {
    const html = await (await get('/properties')).text();
    const ids = cardIds(html);
    expect(ids.slice(0, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ids).toContain(published);
    expect(ids).not.toContain(hidden);
    expect(html).toContain('Pousada Maré Alta');
    expect(html).toContain('R$');
  });

  it('answers marketplace.listings with the stop-sold demo listings unavailable', async () => {
    const answer = await raw(`marketplace.listings?input=${encodeURIComponent(JSON.stringify({ locale: 'en' }))}`, { method: 'GET' });
    expect(answer.status).toBe(200);
    const listings = (answer.body as { result: { data: { id: number; available: boolean; price: number; currency: string }[] } }).result.data;
    const unavailable = listings.filter((listing) => !listing.available).map((listing) => listing.id);
    expect(unavailable).toEqual([4, 7]);
    expect(listings.find((listing) => listing.id === 1)).toMatchObject({ price: 320, currency: 'EUR' });
    expect(listings.find((listing) => listing.id === published)).toMatchObject({ price: 450, currency: 'BRL', available: true });
  });

  it('renders /property/{id} of a published host property in every locale, with its text marked in the host language', async () => {
    for (const prefix of ['', '/en', '/es', '/it']) {
      const res = await get(`${prefix}/property/${published}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('Pousada Maré Alta');
      // The host wrote in Portuguese: on the other languages' pages the name says so.
      const heading = /<h1[^>]*>\s*Pousada Maré Alta/.exec(html)?.[0] ?? '';
      if (prefix === '') expect(heading).not.toContain('lang=');
      else expect(heading).toContain('lang="pt-BR"');
    }
  });

  it('lists every published property in /sitemap.xml, in four languages, and no unpublished one', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    for (const prefix of ['', '/en', '/es', '/it']) expect(xml).toContain(`.com.br${prefix}/property/${published}</loc>`);
    expect(xml).not.toContain(`/property/${hidden}<`);
    expect(xml).toContain('/property/9<');
  });

  it('answers 404 for an unpublished, an archived or an unknown property', async () => {
    expect((await get(`/property/${hidden}`)).status).toBe(404);
    expect((await get('/en/property/999999')).status).toBe(404);
    await mutate(token, 'host.properties.update', { id: published, published: false });
    expect((await get(`/property/${published}`)).status).toBe(404);
    expect(cardIds(await (await get('/properties')).text())).not.toContain(published);
  });
});
