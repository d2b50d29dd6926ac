import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { forgetShards } from '../../worker/db/shards';
import { uniqueEmail } from './api-support';
import { supabaseClient } from './auth-support';
import { codeOf, data, mutate, newPerson, ok, query, tokenOf, type Person } from './team-support';

// Past one database (issue 46): a team member follows their owner's shard. The invitation is
// written on the owner's shard; the invitee signed up elsewhere (DB_SHARD_0, the default) finds
// it by the link, accepts, and from then on works the owner's property on the owner's shard,
// within their role.

const count = async (db: D1Database, sql: string, ...values: unknown[]) => (await db.prepare(sql).bind(...values).first<number>('n')) ?? 0;
const bindingOf = (id: string) => env.DB.prepare('SELECT binding FROM host_shards WHERE host_id = ?').bind(id).first<string>('binding');

/** Signs up through the real /auth/v1/signup with SHARD_PLACEMENT = "roomiest" (DB_SHARD_0 is the fuller one: the demo's stays). */
async function signUpPlaced(prefix: string): Promise<Person> {
  const email = uniqueEmail(prefix);
  const { data: answer, error } = await supabaseClient({ envOverrides: { SHARD_PLACEMENT: 'roomiest' } }).auth.signUp({ email, password: 'secret-123' });
  if (error || !answer.session) throw error ?? new Error('no session');
  return { token: answer.session.access_token, id: answer.session.user.id, email };
}

/** An owner on DB_SHARD_1 with a property, a unit and one stay. */
async function ownerOnShardOne() {
  const owner = await signUpPlaced('team-owner');
  expect(await bindingOf(owner.id)).toBe('DB_SHARD_1');
  const property = await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name: 'Pousada do Vale', kind: 'inn', city: 'Cunha', country: 'BR' }));
  const roomType = await ok<{ unitIds: number[] }>(mutate(owner, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 1 }));
  const checkIn = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
  const checkOut = new Date(Date.now() + 52 * 86_400_000).toISOString().slice(0, 10);
  await ok(mutate(owner, 'host.reservations.create', { propertyId: property.id, unitId: roomType.unitIds[0], checkIn, checkOut, guest: { name: 'Ana Souza', email: 'ana.team-shard@example.com', phone: '+55 12 91234-5678' }, adults: 2, children: 0, status: 'confirmed' }));
  return { owner, propertyId: property.id };
}

describe('shards: a team member follows the owner', () => {
  it('an invitee on DB_SHARD_0 finds, accepts and works an invitation of an owner on DB_SHARD_1, within the role', async () => {
    const { owner, propertyId } = await ownerOnShardOne();
    const member = await newPerson('team-desk');
    expect(await bindingOf(member.id)).toBeNull(); // the default: the directory's own shard
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
    const member = await newPerson('team-owner-too');
    await ok(mutate(member, 'host.properties.create', { name: 'Chalé Próprio', kind: 'inn', city: 'Paraty', country: 'BR' }));
    const invited = await ok<{ inviteUrl: string }>(mutate(owner, 'host.team.invite', { email: member.email, role: 'manager', propertyIds: [propertyId] }));
    await ok(mutate(member, 'host.team.accept', { token: tokenOf(invited.inviteUrl) }));
    expect(await bindingOf(member.id)).toBeNull();
    expect(data(await query(member, 'host.properties.list'))).toEqual([expect.objectContaining({ name: 'Chalé Próprio' })]);
  });

  it('a link no shard holds answers NOT_FOUND and moves no one', async () => {
    const member = await newPerson('team-nolink');
    expect(codeOf(await mutate(member, 'host.team.accept', { token: 'x'.repeat(43) }))).toBe('NOT_FOUND');
    expect(await query(null, 'invitation.invitee', { token: 'y'.repeat(43) }).then((answer) => data(answer))).toBeNull();
    expect(await bindingOf(member.id)).toBeNull();
  });
});
