import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { forgetShards } from '../../worker/db/shards';
import { uniqueEmail } from './api-support';
import { codeOf, data, join, mutate, newPerson, newPersonOn, ok, query, tokenOf } from './team-support';
import { addDays, todayIn } from '../../shared/stay/dates';

// Past one database (issue 46): a team member follows their owner's shard. The invitation is
// written on the owner's shard; the invitee signed up elsewhere (DB_SHARD_0) finds it by the
// link, accepts, and from then on works the owner's property on the owner's shard, within their
// role. A person who owns properties of their own keeps their shard: each of their requests goes
// to the shard of the property (room type, reservation…) it names.

const count = async (db: D1Database, sql: string, ...values: unknown[]) => (await db.prepare(sql).bind(...values).first<number>('n')) ?? 0;
const bindingOf = (id: string) => env.DB.prepare('SELECT binding FROM host_shards WHERE host_id = ?').bind(id).first<string>('binding');

/** An owner on DB_SHARD_1 with a property, a unit and one stay. */
async function ownerOnShardOne() {
  const owner = await newPersonOn('DB_SHARD_1', 'team-owner');
  expect(await bindingOf(owner.id)).toBe('DB_SHARD_1');
  const property = await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name: 'Pousada do Vale', kind: 'inn', city: 'Cunha', country: 'BR' }));
  const roomType = await ok<{ unitIds: number[] }>(mutate(owner, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 1 }));
  const checkIn = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
  const checkOut = new Date(Date.now() + 52 * 86_400_000).toISOString().slice(0, 10);
  const stay = await ok<{ id: number }>(mutate(owner, 'host.reservations.create', { propertyId: property.id, unitId: roomType.unitIds[0], checkIn, checkOut, guest: { name: 'Ana Souza', email: 'ana.team-shard@example.com', phone: '+55 12 91234-5678' }, adults: 2, children: 0, status: 'confirmed' }));
  return { owner, propertyId: property.id, unitId: roomType.unitIds[0]!, reservationId: stay.id };
}

describe('shards: a team member follows the owner', () => {
  it('an invitee on DB_SHARD_0 finds, accepts and works an invitation of an owner on DB_SHARD_1, within the role', async () => {
    const { owner, propertyId } = await ownerOnShardOne();
    const member = await newPersonOn('DB_SHARD_0', 'team-desk');
    expect(await bindingOf(member.id)).toBeNull(); // the directory's own shard
    const invited = await ok<{ id: number; inviteUrl: string }>(mutate(owner, 'host.team.invite', { email: member.email, role: 'front_desk', propertyIds: [propertyId] }));
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM team_members WHERE id = ?', invited.id)).toBe(1);
    const token = tokenOf(invited.inviteUrl);

    // The signed-out sign-up form's prefill and the invitation page both find it.
    expect(await ok(query(null, 'invitation.invitee', { token }))).toEqual({ email: member.email });
    expect(await ok(query(member, 'host.team.invitation', { token }))).toMatchObject({ email: member.email, role: 'front_desk', properties: ['Pousada do Vale'] });

    await ok(mutate(member, 'host.team.accept', { token }));
    expect(await bindingOf(member.id)).toBe('DB_SHARD_1');
    forgetShards(member.id);

    const stays = await ok<unknown[]>(query(member, 'host.reservations.list', { propertyId }));
    expect(JSON.stringify(stays)).toContain('Ana Souza');
    expect(data(await query(member, 'host.team.memberships'))).toEqual([expect.objectContaining({ role: 'front_desk' })]);
    // The role still holds: the front desk neither edits rooms nor invites.
    expect(codeOf(await mutate(member, 'host.roomTypes.create', { propertyId, name: 'Extra', capacity: 2, baseRateCents: 10_000, units: 1 }))).toBe('FORBIDDEN');
    expect(codeOf(await mutate(member, 'host.team.invite', { email: uniqueEmail('desk-invites'), role: 'front_desk', propertyIds: [propertyId] }))).toBe('FORBIDDEN');
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM room_types WHERE property_id = ?', propertyId)).toBe(1);
    // A second use of the link is refused as before.
    expect(codeOf(await mutate(member, 'host.team.accept', { token }))).toBe('NOT_FOUND');
  });

  it('a person who owns a property on their own shard is not moved away from it', async () => {
    const { owner, propertyId } = await ownerOnShardOne();
    const member = await newPersonOn('DB_SHARD_0', 'team-owner-too');
    await ok(mutate(member, 'host.properties.create', { name: 'Chalé Próprio', kind: 'inn', city: 'Paraty', country: 'BR' }));
    const invited = await ok<{ inviteUrl: string }>(mutate(owner, 'host.team.invite', { email: member.email, role: 'manager', propertyIds: [propertyId] }));
    await ok(mutate(member, 'host.team.accept', { token: tokenOf(invited.inviteUrl) }));
    expect(await bindingOf(member.id)).toBeNull();
    expect(data(await query(member, 'host.properties.list'))).toEqual([expect.objectContaining({ name: 'Chalé Próprio' })]);
  });

  it('a person who owns a property on DB_SHARD_0 works, as a member, the property of an owner on DB_SHARD_1: each request goes to the shard of what it names', async () => {
    const { owner, propertyId, unitId, reservationId } = await ownerOnShardOne();
    const today = todayIn('America/Sao_Paulo');
    const arriving = await ok<{ id: number }>(mutate(owner, 'host.reservations.create', { propertyId, unitId, checkIn: today, checkOut: addDays(today, 1), guest: { name: 'Bruno Lima', email: 'bruno.team-shard@example.com', phone: '+55 12 91234-0001' }, adults: 1, children: 0, status: 'confirmed' }));
    const member = await newPersonOn('DB_SHARD_0', 'team-both');
    const own = await ok<{ id: number }>(mutate(member, 'host.properties.create', { name: 'Chalé da Serra', kind: 'inn', city: 'Paraty', country: 'BR' }));
    const ownRoom = await ok<{ id: number; unitIds: number[] }>(mutate(member, 'host.roomTypes.create', { propertyId: own.id, name: 'Suíte', capacity: 2, baseRateCents: 20_000, units: 1 }));
    expect(propertyId).toBeGreaterThan(own.id); // ids in two spans: the owner's on DB_SHARD_1
    await join(owner, member, 'front_desk', [propertyId]);
    expect(await bindingOf(member.id)).toBeNull(); // they keep their own shard

    // The owner's property, named by its id: the desk, the list, one reservation by its id.
    const desk = await ok<{ arrivals: { id: number }[] }>(query(member, 'host.frontDesk.today', { propertyId }));
    expect(desk.arrivals.map((stay) => stay.id)).toEqual([arriving.id]);
    expect(JSON.stringify(await ok(query(member, 'host.reservations.list', { propertyId })))).toContain('Ana Souza');
    expect(await ok(query(member, 'host.reservations.get', { id: reservationId }))).toMatchObject({ id: reservationId });
    // A write within the role lands on the owner's shard, audited as the member.
    await ok(mutate(member, 'host.reservations.setStatus', { id: arriving.id, status: 'checked_in' }));
    expect(await env.DB_SHARD_1.prepare('SELECT status FROM reservations WHERE id = ?').bind(arriving.id).first('status')).toBe('checked_in');
    expect(await count(env.DB_SHARD_1, "SELECT COUNT(*) AS n FROM audit_log WHERE host_id = ? AND actor_user_id = ? AND action = 'reservations.setStatus'", owner.id, member.id)).toBe(1);
    // Beyond the role: FORBIDDEN, nothing written (by property, by room type).
    const roomTypes = await env.DB_SHARD_1.prepare('SELECT id FROM room_types WHERE property_id = ?').bind(propertyId).all<{ id: number }>();
    expect(codeOf(await mutate(member, 'host.roomTypes.create', { propertyId, name: 'Extra', capacity: 2, baseRateCents: 10_000, units: 1 }))).toBe('FORBIDDEN');
    expect(codeOf(await mutate(member, 'host.roomTypes.update', { id: roomTypes.results[0]!.id, name: 'Renomeado' }))).toBe('FORBIDDEN');
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM room_types WHERE property_id = ?', propertyId)).toBe(1);
    expect(await env.DB_SHARD_1.prepare('SELECT name FROM room_types WHERE property_id = ?').bind(propertyId).first('name')).toBe('Duplo');

    // Their own property still works, on their own shard.
    const checkIn = addDays(today, 30);
    const mine = await ok<{ id: number }>(mutate(member, 'host.reservations.create', { propertyId: own.id, unitId: ownRoom.unitIds[0], checkIn, checkOut: addDays(checkIn, 2), guest: { name: 'Carla Dias', email: 'carla.team-shard@example.com', phone: '+55 12 91234-0002' }, adults: 1, children: 0, status: 'confirmed' }));
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM reservations WHERE id = ? AND host_id = ?', mine.id, member.id)).toBe(1);
    expect(await ok(query(member, 'host.reservations.get', { id: mine.id }))).toMatchObject({ id: mine.id });
    expect(JSON.stringify(await ok(query(member, 'host.reservations.list', { propertyId: own.id })))).toContain('Carla Dias');
    expect(JSON.stringify(await ok(query(member, 'host.reservations.list', { propertyId: own.id })))).not.toContain('Ana Souza');
    // The owner's property from the owner's side is untouched by the member's own work.
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?', member.id)).toBe(0);
  });

  it('a person on DB_SHARD_0 naming a property of an owner on DB_SHARD_1 who shared nothing with them gets NOT_FOUND', async () => {
    const { propertyId, reservationId } = await ownerOnShardOne();
    const stranger = await newPersonOn('DB_SHARD_0', 'team-stranger');
    await ok(mutate(stranger, 'host.properties.create', { name: 'Outra Casa', kind: 'inn', city: 'Paraty', country: 'BR' }));
    expect(codeOf(await query(stranger, 'host.reservations.list', { propertyId }))).toBe('NOT_FOUND');
    expect(codeOf(await query(stranger, 'host.reservations.get', { id: reservationId }))).toBe('NOT_FOUND');
    expect(codeOf(await mutate(stranger, 'host.reservations.setStatus', { id: reservationId, status: 'cancelled' }))).toBe('NOT_FOUND');
    expect(await env.DB_SHARD_1.prepare('SELECT status FROM reservations WHERE id = ?').bind(reservationId).first('status')).toBe('confirmed');
  });

  it('a link no shard holds answers NOT_FOUND and moves no one', async () => {
    const member = await newPerson('team-nolink');
    const before = await bindingOf(member.id);
    expect(codeOf(await mutate(member, 'host.team.accept', { token: 'x'.repeat(43) }))).toBe('NOT_FOUND');
    expect(await query(null, 'invitation.invitee', { token: 'y'.repeat(43) }).then((answer) => data(answer))).toBeNull();
    expect(await bindingOf(member.id)).toBe(before);
  });
});
