import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createRoomType, updateProperty } from '../../worker/db/properties';
import { forgetShards, PROPERTY_ID_SPAN, propertyIdFloor, shardOfProperty } from '../../worker/db/shards';
import { uniqueIp } from './api-support';
import { availability, book, data as bookingData, errorOf, guestInput, type BookingFixture } from './booking-support';
import { codeOf, data, mutate, newPerson, query, type Person } from './team-support';

// Past one database (issue 46), hosts split across two shards: host A lives on DB_SHARD_0 (the
// directory's own database), host B on DB_SHARD_1. Every host procedure runs on its caller's
// shard (worker/trpc/trpc.ts, hostProcedure); public booking procedures on the property's
// (routedByProperty, from the id).

const count = async (db: D1Database, sql: string, ...values: unknown[]) => (await db.prepare(sql).bind(...values).first<number>('n')) ?? 0;

async function onShardOne(prefix: string): Promise<Person> {
  const person = await newPerson(prefix);
  // Placed before its first request: the isolate has not seen it, so the directory answers.
  await env.DB.prepare("INSERT INTO host_shards (host_id, binding) VALUES (?, 'DB_SHARD_1')").bind(person.id).run();
  forgetShards(person.id);
  return person;
}

describe('shards: two hosts on two shards', () => {
  let hostA: Person;
  let hostB: Person;
  let propertyA: { id: number; slug: string };
  let propertyB: { id: number; slug: string };
  let roomTypeB: { id: number; unitIds: number[] };

  beforeAll(async () => {
    hostA = await newPerson('shard-a');
    hostB = await onShardOne('shard-b');
    propertyA = data(await mutate(hostA, 'host.properties.create', { name: 'Pousada Zero', kind: 'inn', city: 'Paraty', country: 'BR' }));
    propertyB = data(await mutate(hostB, 'host.properties.create', { name: 'Pousada Um', kind: 'inn', city: 'Ouro Preto', country: 'BR' }));
    roomTypeB = data(await mutate(hostB, 'host.roomTypes.create', { propertyId: propertyB.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 2 }));
  });

  it("writes each host's rows on its own shard, property ids apart", async () => {
    expect(propertyA.id).toBeLessThan(PROPERTY_ID_SPAN);
    expect(propertyB.id).toBeGreaterThan(propertyIdFloor('DB_SHARD_1'));
    expect(shardOfProperty(env, propertyB.id)).toBe('DB_SHARD_1');
    expect(shardOfProperty(env, propertyA.id)).toBe('DB_SHARD_0');
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM properties WHERE host_id = ?', hostB.id)).toBe(1);
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM units WHERE host_id = ?', hostB.id)).toBe(2);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM properties WHERE host_id = ?', hostB.id)).toBe(0);
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM properties WHERE host_id = ?', hostA.id)).toBe(0);
    // The audit line of B's change is on B's shard too.
    expect(await count(env.DB_SHARD_1, "SELECT COUNT(*) AS n FROM audit_log WHERE host_id = ? AND action = 'properties.create'", hostB.id)).toBe(1);
    expect(data(await query(hostB, 'host.properties.list'))).toEqual([expect.objectContaining({ id: propertyB.id, name: 'Pousada Um' })]);
    expect(data(await query(hostA, 'host.properties.list'))).toEqual([expect.objectContaining({ id: propertyA.id, name: 'Pousada Zero' })]);
  });

  it("answers each host NOT_FOUND on the other's property, and changes nothing", async () => {
    const attempts: [Person, string, 'query' | 'mutation', unknown][] = [
      [hostA, 'host.properties.update', 'mutation', { id: propertyB.id, name: 'Taken over' }],
      [hostA, 'host.properties.get', 'query', { id: propertyB.id }],
      [hostA, 'host.roomTypes.create', 'mutation', { propertyId: propertyB.id, name: 'Intruso', capacity: 2, baseRateCents: 1, units: 1 }],
      [hostA, 'host.roomTypes.list', 'query', { propertyId: propertyB.id }],
      [hostA, 'host.reservations.list', 'query', { propertyId: propertyB.id }],
      [hostA, 'host.properties.setPublished', 'mutation', { id: propertyB.id, published: true }],
      [hostB, 'host.properties.update', 'mutation', { id: propertyA.id, name: 'Taken over' }],
      [hostB, 'host.properties.get', 'query', { id: propertyA.id }],
      [hostB, 'host.roomTypes.create', 'mutation', { propertyId: propertyA.id, name: 'Intruso', capacity: 2, baseRateCents: 1, units: 1 }],
      [hostB, 'host.reservations.list', 'query', { propertyId: propertyA.id }],
    ];
    const outcomes = [];
    for (const [who, path, type, input] of attempts) {
      const answer = type === 'query' ? await query(who, path, input) : await mutate(who, path, input);
      outcomes.push(`${who === hostA ? 'A' : 'B'} ${path}: ${codeOf(answer)}`);
    }
    expect(outcomes).toEqual(attempts.map(([who, path]) => `${who === hostA ? 'A' : 'B'} ${path}: NOT_FOUND`));
    for (const db of [env.DB, env.DB_SHARD_1]) {
      expect(await count(db, "SELECT COUNT(*) AS n FROM properties WHERE name = 'Taken over'")).toBe(0);
      expect(await count(db, "SELECT COUNT(*) AS n FROM room_types WHERE name = 'Intruso'")).toBe(0);
    }
    expect(await count(env.DB_SHARD_1, 'SELECT published AS n FROM properties WHERE id = ?', propertyB.id)).toBe(0);
  });

  it("serves the public booking procedures of a property on shard 1 from its shard", async () => {
    expect(codeOf(await mutate(hostB, 'host.properties.setPublished', { id: propertyB.id, published: true }))).toBe('OK');
    const fixture: BookingFixture = { hostId: hostB.id, propertyId: propertyB.id, roomTypeId: roomTypeB.id, unitIds: roomTypeB.unitIds };
    const input = guestInput(fixture);
    const offers = await availability({ propertyId: propertyB.id, checkIn: input.checkIn, checkOut: input.checkOut, guests: 2 });
    expect(offers.status).toBe(200);
    expect(bookingData(offers).roomTypes).toEqual([expect.objectContaining({ id: roomTypeB.id, available: 2 })]);
  });
});

describe('shards: the race for the last units on shard 1', () => {
  it('50 concurrent guests for 2 units of a host on DB_SHARD_1: exactly 2 book, the rest CONFLICT, nothing on DB_SHARD_0', async () => {
    const db = env.DB_SHARD_1;
    const hostId = crypto.randomUUID();
    const property = await createProperty(db, hostId, { name: 'Pousada Corrida', kind: 'inn', city: 'Paraty', country: 'BR' }, propertyIdFloor('DB_SHARD_1'));
    await updateProperty(db, hostId, { id: property.id, published: true });
    await db.prepare("UPDATE properties SET contact_email = 'host@example.com', street = 'Rua do Comércio 10' WHERE id = ?").bind(property.id).run();
    const roomType = await createRoomType(db, hostId, { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 2 });
    const fixture: BookingFixture = { hostId, propertyId: property.id, roomTypeId: roomType!.id, unitIds: roomType!.unitIds };

    const attempts = await Promise.all(Array.from({ length: 50 }, (_, i) => book(guestInput(fixture, { guest: { name: `Guest ${i}`, email: `shard-race.${i}@example.com` } }), uniqueIp())));
    const ok = attempts.filter((answer) => answer.status === 200);
    const conflicts = attempts.filter((answer) => answer.status === 409);
    expect(ok).toHaveLength(2);
    expect(conflicts).toHaveLength(48);
    for (const answer of conflicts) expect(errorOf(answer).data.code).toBe('CONFLICT');
    expect(await count(db, 'SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?', property.id)).toBe(2);
    expect(await count(db, 'SELECT COUNT(DISTINCT unit_id) AS n FROM reservations WHERE property_id = ?', property.id)).toBe(2);
    expect(await count(db, 'SELECT COUNT(*) AS n FROM occupancy WHERE property_id = ?', property.id)).toBe(6);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?', hostId)).toBe(0);
  });
});
