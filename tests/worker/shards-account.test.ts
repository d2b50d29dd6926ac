/**
 * Past one database (issue 46) and the account's data (issue 16): a host whose data is on
 * DB_SHARD_1 exports all of it — the shard's tables and the directory's (the site) — and deleting
 * the account removes its rows from both. Before, the routes read and deleted on the directory's
 * own database only: the export of such a host was empty and its stays stayed after deletion.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { forgetShards } from '../../worker/db/shards';
import { call, hostWithCookie } from './account-support';
import { ok, mutate, type Person } from './team-support';

const count = async (db: D1Database, sql: string, ...values: unknown[]) => (await db.prepare(sql).bind(...values).first<number>('n')) ?? 0;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A signed-in host placed on DB_SHARD_1 before it has data, with a property, a past stay and a site. */
async function hostOnShardOne(name: string) {
  const host = await hostWithCookie(name);
  await env.DB.prepare("INSERT INTO host_shards (host_id, binding) VALUES (?, 'DB_SHARD_1')").bind(host.hostId).run();
  forgetShards(host.hostId);
  const person: Person = { token: host.session.access_token, id: host.hostId, email: host.email };
  const property = await ok<{ id: number }>(mutate(person, 'host.properties.create', { name: `${name} Pousada`, kind: 'inn', city: 'Cunha', country: 'BR' }));
  const roomType = await ok<{ unitIds: number[] }>(mutate(person, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 1 }));
  await ok(mutate(person, 'host.reservations.create', { propertyId: property.id, unitId: roomType.unitIds[0], checkIn: day(-9), checkOut: day(-7), guest: { name: `Hóspede de ${name}`, email: 'guest.account-shard@example.com', phone: '+55 12 91234-5678' }, adults: 2, children: 0, status: 'confirmed' }));
  const slug = `acct-${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare(`INSERT INTO host_sites (host_id, slug, name, color_primary, color_accent, font, property_ids, updated_at) VALUES (?, ?, ?, '#7c2d12', '#0b4f8a', 'serif', ?, ?)`)
    .bind(host.hostId, slug, `${name} Site`, JSON.stringify([property.id]), new Date().toISOString())
    .run();
  expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?', host.hostId)).toBe(1);
  return { ...host, propertyId: property.id, slug };
}

describe('shards: the account of a host on DB_SHARD_1', () => {
  it('the export carries the shard’s tables and the directory’s; the CSV lists the stays', async () => {
    const host = await hostOnShardOne('Clara Shard');
    const res = await call('/account/export.json', { cookie: host.cookie });
    expect(res.status).toBe(200);
    const body = JSON.parse(await res.text()) as { tables: Record<string, Record<string, unknown>[]> };
    expect(body.tables.properties!.map((row) => row.id)).toEqual([host.propertyId]);
    expect(body.tables.reservations).toHaveLength(1);
    expect(body.tables.room_types).toHaveLength(1);
    expect(body.tables.host_sites!.map((row) => row.slug)).toEqual([host.slug]);
    const csv = await call('/account/reservations.csv', { cookie: host.cookie });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Hóspede de Clara Shard');
  });

  it('deleting the account removes its rows on the shard and in the directory', async () => {
    const host = await hostOnShardOne('Davi Shard');
    const done = await call('/account/delete', { cookie: host.cookie, json: true, form: { confirm: 'EXCLUIR', locale: 'pt' } });
    expect(done.status, await done.clone().text()).toBe(200);
    for (const table of ['properties', 'room_types', 'units', 'reservations', 'guests']) {
      expect(await count(env.DB_SHARD_1, `SELECT COUNT(*) AS n FROM ${table} WHERE host_id = ?`, host.hostId), table).toBe(0);
    }
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM occupancy WHERE property_id = ?', host.propertyId)).toBe(0);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM host_sites WHERE host_id = ?', host.hostId)).toBe(0);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM auth_users WHERE id = ?', host.hostId)).toBe(0);
  });
});
