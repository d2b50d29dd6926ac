/**
 * Past one database (issue 46), the directory's published listings: host A on DB_SHARD_0 (the
 * directory's own database), host B on DB_SHARD_1. The marketplace's cards, a search and the
 * sitemap read `directory_listings` (worker/db/directory-listings.ts), kept in step by the
 * writers' requests and repaired by the cron.
 */
import { env, createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { forgetShards } from '../../worker/db/shards';
import { ORIGIN, get, post, selfFetch, uniqueIp, workerFetchWith } from './api-support';
import { day } from './booking-support';
import { codeOf, data, mutate, newPerson, type Person } from './team-support';
import type { Listing } from '../../shared/properties/listing';

const PATIENCE = { timeout: 15_000, interval: 100 };

const count = async (db: D1Database, sql: string, ...values: unknown[]) => (await db.prepare(sql).bind(...values).first<number>('n')) ?? 0;
const listings = async (input: Record<string, unknown> = {}) => data(await get('marketplace.listings', { locale: 'pt', ...input })) as Listing[];
const cardOf = async (id: number, input: Record<string, unknown> = {}) => (await listings(input)).find((listing) => listing.id === id);
async function sitemap(): Promise<string> {
  const response = await selfFetch(`${ORIGIN}/sitemap.xml`, { headers: { 'cf-connecting-ip': uniqueIp() } });
  expect(response.status).toBe(200);
  return response.text();
}
const inSitemap = (xml: string, id: number) => xml.includes(`/property/${id}<`);

async function cron() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }) as never, env, ctx as never);
  await waitOnExecutionContext(ctx);
}

/** A host mutation whose request is answered and whose after-the-answer work (the directory's copy) is done. */
const settled = (who: Person, path: string, input: unknown) => post(path, input, { headers: { authorization: `Bearer ${who.token}` }, ip: uniqueIp(), fetch: workerFetchWith({}) });

async function onShardOne(prefix: string): Promise<Person> {
  const person = await newPerson(prefix);
  await env.DB.prepare("INSERT INTO host_shards (host_id, binding) VALUES (?, 'DB_SHARD_1')").bind(person.id).run();
  forgetShards(person.id);
  return person;
}

/** A published inn with one room type of two units at `rateCents`. */
async function publishedInn(host: Person, name: string, city: string, rateCents: number): Promise<number> {
  const property = data(await mutate(host, 'host.properties.create', { name, kind: 'inn', city, country: 'BR' })) as { id: number };
  const roomType = await mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: rateCents, units: 2 });
  expect(codeOf(roomType), JSON.stringify(roomType.body)).toBe('OK');
  const published = await mutate(host, 'host.properties.setPublished', { id: property.id, published: true });
  expect(codeOf(published), JSON.stringify(published.body)).toBe('OK');
  return property.id;
}

describe("the directory's published listings across two shards", () => {
  let hostA: Person;
  let hostB: Person;
  let idA: number;
  let idB: number;

  beforeAll(async () => {
    hostA = await newPerson('dir-a');
    hostB = await onShardOne('dir-b');
    idA = await publishedInn(hostA, 'Pousada Diretório Zero', 'Paraty', 30_000);
    idB = await publishedInn(hostB, 'Pousada Diretório Um', 'Ouro Preto', 40_000);
  });

  it('the marketplace, a search with dates and the sitemap list both shards’ properties', async () => {
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM properties WHERE id = ?', idB)).toBe(1);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM properties WHERE id = ?', idB)).toBe(0);
    await expect.poll(async () => (await cardOf(idB))?.texts?.name, PATIENCE).toBe('Pousada Diretório Um');
    const cards = await listings();
    expect(cards.find((card) => card.id === idA)).toMatchObject({ price: 300, kind: 'inn', texts: expect.objectContaining({ name: 'Pousada Diretório Zero', location: 'Paraty' }) });
    expect(cards.find((card) => card.id === idB)).toMatchObject({ price: 400, available: true, texts: expect.objectContaining({ location: 'Ouro Preto' }) });
    // The copy of B's property is in the directory, read on its shard.
    expect(await env.DB.prepare('SELECT binding FROM directory_listings WHERE property_id = ?').bind(idB).first('binding')).toBe('DB_SHARD_1');
    // A search with dates prices each stay on its own shard.
    const search = await listings({ checkIn: day(20), checkOut: day(22), guests: 2 });
    expect(search.find((card) => card.id === idA)?.stay).toMatchObject({ nights: 2 });
    expect(search.find((card) => card.id === idB)?.stay).toMatchObject({ nights: 2, totalCents: expect.any(Number) });
    expect(search.find((card) => card.id === idB)!.stay!.totalCents).toBeGreaterThanOrEqual(80_000);
    const xml = await sitemap();
    expect(inSitemap(xml, idA)).toBe(true);
    expect(inSitemap(xml, idB)).toBe(true);
    // The property page of a shard-1 property opens (read on its shard, from its id).
    const page = await selfFetch(`${ORIGIN}/property/${idB}`, { headers: { 'cf-connecting-ip': uniqueIp() } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pousada Diretório Um');
  });

  it('an edit and a rate change on shard 1 show on the card', async () => {
    expect(codeOf(await mutate(hostB, 'host.properties.update', { id: idB, name: 'Pousada Um Renovada' }))).toBe('OK');
    await expect.poll(async () => (await cardOf(idB))?.texts?.name, PATIENCE).toBe('Pousada Um Renovada');
    const { id: roomTypeId } = (await env.DB_SHARD_1.prepare('SELECT id FROM room_types WHERE property_id = ?').bind(idB).first<{ id: number }>())!;
    expect(codeOf(await mutate(hostB, 'host.rates.set', { roomTypeId, from: day(5), to: day(7), rateCents: 25_000 }))).toBe('OK');
    await expect.poll(async () => (await cardOf(idB))?.price, PATIENCE).toBe(250);
  });

  it('a failed directory write is repaired by the cron', async () => {
    await env.DB.prepare("CREATE TRIGGER test_directory_down BEFORE UPDATE ON directory_listings BEGIN SELECT RAISE(ABORT, 'directory down'); END").run();
    try {
      // The host's change is stored and answered; its copy to the directory failed after the answer.
      expect(codeOf(await settled(hostB, 'host.properties.update', { id: idB, name: 'Pousada Um Reparada' }))).toBe('OK');
      expect(await env.DB_SHARD_1.prepare('SELECT name FROM properties WHERE id = ?').bind(idB).first('name')).toBe('Pousada Um Reparada');
      expect((await cardOf(idB))?.texts?.name).toBe('Pousada Um Renovada');
    } finally {
      await env.DB.prepare('DROP TRIGGER test_directory_down').run();
    }
    await cron();
    expect((await cardOf(idB))?.texts?.name).toBe('Pousada Um Reparada');
    // A copy lost altogether is found again by the cron's pass over every property of the shard.
    await env.DB.prepare('DELETE FROM directory_listings WHERE property_id = ?').bind(idB).run();
    expect(await cardOf(idB)).toBeUndefined();
    await cron();
    expect((await cardOf(idB))?.texts?.name).toBe('Pousada Um Reparada');
  });

  it('unpublishing removes the listing from the marketplace and the sitemap', async () => {
    expect(codeOf(await mutate(hostB, 'host.properties.setPublished', { id: idB, published: false }))).toBe('OK');
    await expect.poll(async () => (await cardOf(idB)) === undefined, PATIENCE).toBe(true);
    expect(inSitemap(await sitemap(), idB)).toBe(false);
    expect(inSitemap(await sitemap(), idA)).toBe(true);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM directory_listings WHERE property_id = ?', idB)).toBe(0);
    // The other host cannot publish it again: NOT_FOUND, and the copy stays gone.
    expect(codeOf(await mutate(hostA, 'host.properties.setPublished', { id: idB, published: true }))).toBe('NOT_FOUND');
    expect(await cardOf(idB)).toBeUndefined();
  });
});
