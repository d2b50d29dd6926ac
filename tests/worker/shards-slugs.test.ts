/**
 * Past one database (issue 46): what is looked up by a name is unique across shards. Host A lives
 * on DB_SHARD_0 (the directory's own database), host B on DB_SHARD_1: a property slug (claimed in
 * the directory's property_slugs, worker/db/property-slugs.ts), a site slug and a custom domain
 * (host_sites, in the directory) taken by one is a CONFLICT for the other, on create and on
 * update, whichever shard came first; a failure between the directory and the shard is settled
 * by the cron. And the site (/s/{slug}) of a host on DB_SHARD_1 lists its properties with the
 * prices read on its shard, and its property page books there.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetShards } from '../../worker/db/shards';
import { moveHost } from '../../worker/db/shard-move';
import { CLAIM_GRACE_MS, repairSlugs } from '../../worker/db/property-slugs';
import { ORIGIN, get, post, selfFetch, uniqueIp, workerFetchWith } from './api-support';
import { day } from './booking-support';
import { meteredFetch } from './edge-support';
import { call, hostWithCookie } from './account-support';
import { codeOf, data, mutate, newPerson, type Person } from './team-support';
import type { Listing } from '../../shared/properties/listing';

const unique = () => crypto.randomUUID().slice(0, 8);
const TAKEN = (slug: string) => `The address "${slug}" is already taken.`;
const messageOf = (answer: { body: unknown }) => (answer.body as { error?: { message: string } }).error?.message;

async function onShardOne(prefix: string): Promise<Person> {
  const person = await newPerson(prefix);
  await env.DB.prepare("INSERT INTO host_shards (host_id, binding) VALUES (?, 'DB_SHARD_1')").bind(person.id).run();
  forgetShards(person.id);
  return person;
}

const create = (host: Person, name: string, slug?: string) => mutate(host, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR', ...(slug ? { slug } : {}) });
const slugOn = async (db: D1Database, id: number) => db.prepare('SELECT slug FROM properties WHERE id = ?').bind(id).first<string>('slug');
const claimOf = (slug: string) => env.DB.prepare('SELECT host_id, pending FROM property_slugs WHERE slug = ?').bind(slug).first<{ host_id: string; pending: number }>();

describe('property slugs are unique across shards', () => {
  let hostA: Person;
  let hostB: Person;
  beforeAll(async () => {
    hostA = await newPerson('slug-a');
    hostB = await onShardOne('slug-b');
  });

  it('on create: a slug a host on the other shard has is a CONFLICT, whichever shard came first', async () => {
    const first = `casa-zero-${unique()}`;
    const made = await create(hostA, 'Casa Zero', first);
    expect(codeOf(made), JSON.stringify(made.body)).toBe('OK');
    const idA = (data(made) as { id: number }).id;
    const clash = await create(hostB, 'Casa Um', first);
    expect(codeOf(clash)).toBe('CONFLICT');
    expect(messageOf(clash)).toBe(TAKEN(first));
    expect(await env.DB_SHARD_1.prepare('SELECT COUNT(*) AS n FROM properties WHERE slug = ?').bind(first).first('n')).toBe(0);

    // The other way round: DB_SHARD_1 first, then DB_SHARD_0.
    const second = `casa-um-${unique()}`;
    const madeB = await create(hostB, 'Casa Um', second);
    expect(codeOf(madeB), JSON.stringify(madeB.body)).toBe('OK');
    const idB = (data(madeB) as { id: number }).id;
    expect(await slugOn(env.DB_SHARD_1, idB)).toBe(second);
    const clashA = await create(hostA, 'Casa Zero Dois', second);
    expect(codeOf(clashA)).toBe('CONFLICT');
    expect(messageOf(clashA)).toBe(TAKEN(second));
    // Each claim is its host's, confirmed.
    expect(await claimOf(first)).toEqual({ host_id: hostA.id, pending: 0 });
    expect(await claimOf(second)).toEqual({ host_id: hostB.id, pending: 0 });
    expect(await slugOn(env.DB, idA)).toBe(first);
  });

  it('on the directory’s own shard the claim costs no level of its own and is settled in the insert’s batch', async () => {
    const fetch = meteredFetch();
    const slug = `nivel-${unique()}`;
    const answer = await fetch('/api/trpc/host.properties.create', {
      method: 'POST',
      headers: { authorization: `Bearer ${hostA.token}`, 'content-type': 'application/json', 'cf-connecting-ip': uniqueIp() },
      body: JSON.stringify({ name: 'Casa Nível', kind: 'inn', city: 'Paraty', country: 'BR', slug }),
    });
    expect(answer.response.status).toBe(200);
    await answer.response.text();
    const { trace } = answer.roundTrips();
    const levelOf = (start: string) => trace.find((entry) => entry.sql.replace(/^batch\(/, '').startsWith(start))?.level;
    expect(levelOf('INSERT INTO property_slugs')).toBeDefined();
    expect(levelOf('INSERT INTO property_slugs')).toBe(levelOf('SELECT id FROM properties WHERE slug'));
    expect(levelOf('UPDATE property_slugs')).toBeUndefined();
    expect(await claimOf(slug)).toEqual({ host_id: hostA.id, pending: 0 });
  });

  it('a slug made from the name gets a suffix when a host on the other shard has it', async () => {
    const name = `Pousada Nome ${unique()}`;
    const madeA = data(await create(hostA, name)) as { slug: string };
    const madeB = await create(hostB, name);
    expect(codeOf(madeB), JSON.stringify(madeB.body)).toBe('OK');
    expect((data(madeB) as { slug: string }).slug).toMatch(new RegExp(`^${madeA.slug}-[0-9a-f]{6}$`));
  });

  it('on update: another shard’s slug is a CONFLICT; a slug let go is free for the other shard', async () => {
    const taken = `vista-${unique()}`;
    const idA = (data(await create(hostA, 'Vista Zero', taken)) as { id: number }).id;
    const idB = (data(await create(hostB, 'Vista Um', `vista-um-${unique()}`)) as { id: number }).id;
    const before = await slugOn(env.DB_SHARD_1, idB);
    const clash = await mutate(hostB, 'host.properties.update', { id: idB, slug: taken });
    expect(codeOf(clash)).toBe('CONFLICT');
    expect(messageOf(clash)).toBe(TAKEN(taken));
    expect(await slugOn(env.DB_SHARD_1, idB)).toBe(before);
    // A renames: the old slug is released in the directory, so B may take it.
    const renamed = `vista-nova-${unique()}`;
    expect(codeOf(await mutate(hostA, 'host.properties.update', { id: idA, slug: renamed }))).toBe('OK');
    expect(await claimOf(taken)).toBeNull();
    expect(await claimOf(renamed)).toEqual({ host_id: hostA.id, pending: 0 });
    expect(codeOf(await mutate(hostB, 'host.properties.update', { id: idB, slug: taken }))).toBe('OK');
    expect(await slugOn(env.DB_SHARD_1, idB)).toBe(taken);
    expect(await claimOf(taken)).toEqual({ host_id: hostB.id, pending: 0 });
    expect(await claimOf(before!)).toBeNull();
    // Now A may not take it back.
    expect(codeOf(await mutate(hostA, 'host.properties.update', { id: idA, slug: taken }))).toBe('CONFLICT');
    // A host saving its own slug again is no conflict.
    expect(codeOf(await mutate(hostB, 'host.properties.update', { id: idB, slug: taken, name: 'Vista Um Nova' }))).toBe('OK');
  });

  it('a shard write that fails after the claim leaves it pending (still refused to others); the cron releases it', async () => {
    const slug = `falha-${unique()}`;
    await env.DB_SHARD_1.prepare("CREATE TRIGGER test_shard_down BEFORE INSERT ON properties BEGIN SELECT RAISE(ABORT, 'shard down'); END").run();
    try {
      expect(codeOf(await create(hostB, 'Casa Falha', slug))).not.toBe('OK');
    } finally {
      await env.DB_SHARD_1.prepare('DROP TRIGGER test_shard_down').run();
    }
    expect(await claimOf(slug)).toEqual({ host_id: hostB.id, pending: 1 });
    expect(codeOf(await create(hostA, 'Casa Falha', slug))).toBe('CONFLICT');
    // Within the grace the cron leaves it to its request; after it, the shard decides.
    await repairSlugs(env, Date.now());
    expect(await claimOf(slug)).toEqual({ host_id: hostB.id, pending: 1 });
    const report = await repairSlugs(env, Date.now() + CLAIM_GRACE_MS + 1_000);
    expect(report.released).toBeGreaterThanOrEqual(1);
    expect(await claimOf(slug)).toBeNull();
    expect(codeOf(await create(hostA, 'Casa Falha', slug))).toBe('OK');
  });

  it('a directory settle that fails after the shard wrote leaves the claim pending; the cron confirms it', async () => {
    const slug = `meio-${unique()}`;
    await env.DB.prepare("CREATE TRIGGER test_directory_down BEFORE UPDATE OF pending ON property_slugs WHEN NEW.pending = 0 BEGIN SELECT RAISE(ABORT, 'directory down'); END").run();
    let id = 0;
    try {
      await create(hostB, 'Casa Meio', slug);
      id = (await env.DB_SHARD_1.prepare('SELECT id FROM properties WHERE slug = ?').bind(slug).first<number>('id'))!;
    } finally {
      await env.DB.prepare('DROP TRIGGER test_directory_down').run();
    }
    expect(id).toBeGreaterThan(0);
    expect(await claimOf(slug)).toEqual({ host_id: hostB.id, pending: 1 });
    expect(codeOf(await create(hostA, 'Casa Meio', slug))).toBe('CONFLICT');
    await repairSlugs(env, Date.now() + CLAIM_GRACE_MS + 1_000);
    expect(await claimOf(slug)).toEqual({ host_id: hostB.id, pending: 0 });
  });

  it('a host moved off the directory’s shard keeps its slugs: the shard it left may not give them again', async () => {
    const mover = await newPerson('slug-mover');
    const slug = `mudanca-${unique()}`;
    expect(codeOf(await create(mover, 'Casa Mudança', slug))).toBe('OK');
    await moveHost(env, mover.id, 'DB_SHARD_1', { settleMs: 0 });
    forgetShards();
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM properties WHERE slug = ?').bind(slug).first('n')).toBe(0);
    expect(await env.DB_SHARD_1.prepare('SELECT host_id FROM properties WHERE slug = ?').bind(slug).first('host_id')).toBe(mover.id);
    // The claim stayed in the directory (property_slugs is a directory table: the move neither copies nor deletes it).
    expect(await claimOf(slug)).toEqual({ host_id: mover.id, pending: 0 });
    expect(codeOf(await create(hostA, 'Casa Mudança', slug))).toBe('CONFLICT');
  });

  it('a host on DB_SHARD_1 that deletes its account lets its slugs go', async () => {
    const leaving = await hostWithCookie('Slug Saída');
    await env.DB.prepare("INSERT INTO host_shards (host_id, binding) VALUES (?, 'DB_SHARD_1')").bind(leaving.hostId).run();
    forgetShards(leaving.hostId);
    const slug = `saida-${unique()}`;
    expect(codeOf(await create({ token: leaving.session.access_token, id: leaving.hostId, email: leaving.email }, 'Casa Saída', slug))).toBe('OK');
    expect(await claimOf(slug)).toEqual({ host_id: leaving.hostId, pending: 0 });
    const done = await call('/account/delete', { cookie: leaving.cookie, json: true, form: { confirm: 'EXCLUIR', locale: 'pt' } });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await claimOf(slug)).toBeNull();
    expect(codeOf(await create(hostA, 'Casa Saída', slug))).toBe('OK');
  });

  it('the cron claims a shard’s properties that have no claim (made before migration 0057)', async () => {
    const slug = `antiga-${unique()}`;
    const id = (data(await create(hostB, 'Casa Antiga', slug)) as { id: number }).id;
    await env.DB.prepare('DELETE FROM property_slugs WHERE slug = ?').bind(slug).run();
    // The page that holds it: the cursor starts just below its id.
    await env.DB.prepare("INSERT INTO slug_repair (binding, after_id) VALUES ('DB_SHARD_1', ?1) ON CONFLICT (binding) DO UPDATE SET after_id = ?1").bind(id - 1).run();
    await repairSlugs(env);
    expect(await claimOf(slug)).toEqual({ host_id: hostB.id, pending: 0 });
    expect(codeOf(await create(hostA, 'Casa Antiga', slug))).toBe('CONFLICT');
  });
});

function siteInput(slug: string, propertyIds: number[], extra: Record<string, unknown> = {}) {
  return { slug, name: `Pousada ${slug}`, colors: { primary: '#0b4f8a', accent: '#9a3412' }, font: 'serif', propertyIds, about: { pt: 'À beira-mar.' }, contact: {}, ...extra };
}

describe('site slugs and custom domains are unique across shards (host_sites lives in the directory)', () => {
  it('a site slug or a custom domain a host on the other shard has is a CONFLICT, both ways', async () => {
    const [hostA, hostB] = await Promise.all([newPerson('site-a'), onShardOne('site-b')]);
    const slugA = `site-zero-${unique()}`;
    const slugB = `site-um-${unique()}`;
    expect(codeOf(await mutate(hostA, 'host.site.update', siteInput(slugA, [], { customDomain: `${slugA}.example.com` })))).toBe('OK');
    expect(codeOf(await mutate(hostB, 'host.site.update', siteInput(slugA, [])))).toBe('CONFLICT');
    expect(codeOf(await mutate(hostB, 'host.site.update', siteInput(slugB, [], { customDomain: `${slugA}.example.com` })))).toBe('CONFLICT');
    expect(codeOf(await mutate(hostB, 'host.site.update', siteInput(slugB, [], { customDomain: `${slugB}.example.com` })))).toBe('OK');
    // DB_SHARD_1's host first, then DB_SHARD_0's: the same.
    expect(codeOf(await mutate(hostA, 'host.site.update', siteInput(slugB, [])))).toBe('CONFLICT');
    expect(codeOf(await mutate(hostA, 'host.site.update', siteInput(slugA, [], { customDomain: `${slugB}.example.com` })))).toBe('CONFLICT');
    expect(await env.DB.prepare('SELECT host_id FROM host_sites WHERE slug = ?').bind(slugB).first('host_id')).toBe(hostB.id);
    expect(await env.DB.prepare('SELECT custom_domain FROM host_sites WHERE host_id = ?').bind(hostA.id).first('custom_domain')).toBe(`${slugA}.example.com`);
  });
});

describe('the site of a host on DB_SHARD_1', () => {
  let host: Person;
  let id: number;
  let roomTypeId: number;
  const slug = `site-shard-${unique()}`;
  const name = `Pousada Fragmento ${unique()}`;
  /** A host mutation whose after-the-answer work (the directory's copy) is done before it answers. */
  const settled = (path: string, input: unknown) => post(path, input, { headers: { authorization: `Bearer ${host.token}` }, ip: uniqueIp(), fetch: workerFetchWith({}) });
  const sitePublic = async () => data(await get('site.public', { slug, locale: 'pt' })) as { properties: Listing[] };
  const card = async () => ((data(await get('marketplace.listings', { locale: 'pt' })) as Listing[]).find((listing) => listing.id === id));

  beforeAll(async () => {
    host = await onShardOne('site-shard');
    const made = await settled('host.properties.create', { name, kind: 'inn', city: 'Tiradentes', country: 'BR' });
    id = (data(made) as { id: number }).id;
    const roomType = await settled('host.roomTypes.create', { propertyId: id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 2 });
    expect(codeOf(roomType), JSON.stringify(roomType.body)).toBe('OK');
    roomTypeId = (data(roomType) as { id: number }).id;
    expect(codeOf(await settled('host.properties.setPublished', { id, published: true }))).toBe('OK');
    expect(codeOf(await settled('host.site.update', siteInput(slug, [id])))).toBe('OK');
  });

  it('home lists its properties with the prices read on its shard, not the directory’s copy', async () => {
    expect(await env.DB_SHARD_1.prepare('SELECT COUNT(*) AS n FROM properties WHERE id = ?').bind(id).first('n')).toBe(1);
    expect((await sitePublic()).properties.map((property) => ({ id: property.id, price: property.price }))).toEqual([{ id, price: 300 }]);
    const home = await selfFetch(`${ORIGIN}/s/${slug}`, { headers: { 'cf-connecting-ip': uniqueIp() } });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain(name);
    expect(html).toContain(`href="/s/${slug}/p/${id}"`);
    // The directory's copy is held stale (its writes fail) while the rate changes on the shard:
    // the marketplace card keeps the old price, the site shows the new one.
    await env.DB.prepare("CREATE TRIGGER test_copy_down BEFORE UPDATE ON directory_listings BEGIN SELECT RAISE(ABORT, 'directory down'); END").run();
    try {
      expect(codeOf(await settled('host.rates.set', { roomTypeId, from: day(-1), to: day(40), rateCents: 25_000 }))).toBe('OK');
    } finally {
      await env.DB.prepare('DROP TRIGGER test_copy_down').run();
    }
    expect((await card())?.price).toBe(300);
    expect((await sitePublic()).properties.map((property) => property.price)).toEqual([250]);
  });

  it('its property page opens and books on DB_SHARD_1', async () => {
    const page = `/s/${slug}/p/${id}`;
    const opened = await selfFetch(`${ORIGIN}${page}`, { headers: { 'cf-connecting-ip': uniqueIp() } });
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain(name);
    expect(html).toContain(`action="${page}#booking"`);
    const stay = { checkIn: day(50), checkOut: day(52) };
    const answer = await selfFetch(`${ORIGIN}/property/${id}/reservar`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
      body: new URLSearchParams({ ...stay, guests: '2', roomTypeId: String(roomTypeId), name: 'Rita Souza', email: 'rita.souza@example.com', payment: 'at_property', page }).toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/s/${slug}/reserva/[A-Za-z0-9_-]{20,100}\\?booked=1$`));
    const booked = await env.DB_SHARD_1.prepare('SELECT code, total_cents, site_slug FROM reservations WHERE property_id = ? AND check_in = ?').bind(id, stay.checkIn).first<{ code: string; total_cents: number; site_slug: string }>();
    expect(booked).toMatchObject({ site_slug: slug });
    expect(booked!.total_cents).toBeGreaterThanOrEqual(50_000);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?').bind(id).first('n')).toBe(0);
    const confirmation = await selfFetch(`${ORIGIN}${location}`, { headers: { 'cf-connecting-ip': uniqueIp() } });
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain(booked!.code);
  });
});
