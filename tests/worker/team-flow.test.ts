/**
 * Issue 26: invitations (mail in the invitee's language, stored then sent; hashed secret; 7 days;
 * resend and withdraw), accepting, changing and revoking, leaving; the audit trail naming the
 * member; and the data rights (export, member's and owner's deletion).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteHostStatements } from '../../worker/account/data';
import { addDays } from '../../shared/stay/dates';
import { LOCALES } from '../../shared/locales';
import { call, codeOf, join, mutate, newPerson, ok, query, tokenOf, type Person } from './team-support';
import { hostWithCookie, call as pageCall } from './account-support';

async function ownerWithProperties(): Promise<{ owner: Person; first: number; second: number; roomTypeId: number }> {
  const owner = await newPerson('owner');
  const first = await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name: 'Pousada Um', kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' }));
  const second = await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name: 'Pousada Dois', kind: 'inn', city: 'Cunha', country: 'BR', currency: 'BRL' }));
  const rooms = await ok<{ id: number }>(mutate(owner, 'host.roomTypes.create', { propertyId: first.id, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 2 }));
  return { owner, first: first.id, second: second.id, roomTypeId: rooms.id };
}

describe('invitations', () => {
  let world: Awaited<ReturnType<typeof ownerWithProperties>>;
  beforeAll(async () => {
    world = await ownerWithProperties();
  }, 60_000);

  it('mails the link in the invitation’s language, keeps only its hash, and accepts it once, for the invited address only', async () => {
    const invitee = await newPerson('invitee');
    for (const locale of LOCALES) {
      const email = `${locale}.${invitee.email}`;
      const made = await ok<{ id: number; inviteUrl: string }>(mutate(world.owner, 'host.team.invite', { email, role: 'front_desk', propertyIds: [world.first], locale }));
      const path = new URL(made.inviteUrl).pathname;
      expect(path).toMatch(locale === 'pt' ? /^\/convite\/[A-Za-z0-9_-]{43}$/ : new RegExp(`^/${locale}/convite/[A-Za-z0-9_-]{43}$`));
      const mail = await env.DB.prepare("SELECT recipient, subject, text, host_id FROM mail_outbox WHERE kind = 'team_invite' AND recipient = ?").bind(email).first<{ subject: string; text: string; host_id: string }>();
      expect(mail!.text).toContain(made.inviteUrl);
      expect(mail!.host_id).toBe(world.owner.id);
      expect(mail!.subject).toContain(world.owner.email);
      const row = await env.DB.prepare('SELECT token_hash, expires_at FROM team_members WHERE id = ?').bind(made.id).first<{ token_hash: string; expires_at: string }>();
      expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.token_hash).not.toContain(tokenOf(made.inviteUrl));
      const days = (Date.parse(row!.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
    }
    const subjects = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE kind = 'team_invite' AND recipient LIKE ?").bind(`%.${invitee.email}`).all<{ subject: string }>();
    expect(new Set(subjects.results.map((r) => r.subject)).size).toBe(4);

    const made = await ok<{ id: number; inviteUrl: string }>(mutate(world.owner, 'host.team.invite', { email: invitee.email, role: 'front_desk', propertyIds: [world.first] }));
    const token = tokenOf(made.inviteUrl);
    // Another account cannot take it; the owner cannot either.
    const stranger = await newPerson('stranger');
    expect(codeOf(await mutate(stranger, 'host.team.accept', { token }))).toBe('FORBIDDEN');
    expect(codeOf(await mutate(world.owner, 'host.team.accept', { token }))).toBe('FORBIDDEN');
    expect(await ok(query(invitee, 'host.team.invitation', { token }))).toMatchObject({ ownerEmail: world.owner.email, role: 'front_desk', properties: ['Pousada Um'], status: 'open' });
    expect(await ok(mutate(invitee, 'host.team.accept', { token }))).toEqual({ id: made.id, role: 'front_desk' });
    expect(codeOf(await mutate(invitee, 'host.team.accept', { token }))).toBe('NOT_FOUND');
    const listed = await ok<{ id: number; role: string }[]>(query(invitee, 'host.properties.list'));
    expect(listed.map((p) => [p.id, p.role])).toEqual([[world.first, 'front_desk']]);
    // Inviting the same address again while it is on the team: CONFLICT; oneself: BAD_REQUEST naming email.
    expect(codeOf(await mutate(world.owner, 'host.team.invite', { email: invitee.email, role: 'manager' }))).toBe('CONFLICT');
    const self = await mutate(world.owner, 'host.team.invite', { email: world.owner.email, role: 'manager' });
    expect(codeOf(self)).toBe('BAD_REQUEST');
    expect(JSON.stringify(self.body)).toContain('"fields":["email"]');
    // Another owner's property in the list: NOT_FOUND, nothing stored.
    const stranger2 = await newPerson('x');
    const theirs = await ok<{ id: number }>(mutate(stranger2, 'host.properties.create', { name: 'Alheia', kind: 'inn', city: 'Rio', country: 'BR', currency: 'BRL' }));
    expect(codeOf(await mutate(world.owner, 'host.team.invite', { email: 'y@example.com', role: 'manager', propertyIds: [theirs.id] }))).toBe('NOT_FOUND');
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM team_members WHERE email = 'y@example.com'").first('n')).toBe(0);
  }, 120_000);

  it('expires after 7 days; a resend gives a new link (the old one stops working); a withdrawn one is gone', async () => {
    const invitee = await newPerson('late');
    const made = await ok<{ id: number; inviteUrl: string }>(mutate(world.owner, 'host.team.invite', { email: invitee.email, role: 'manager' }));
    await env.DB.prepare('UPDATE team_members SET expires_at = ? WHERE id = ?').bind(new Date(Date.now() - 1000).toISOString(), made.id).run();
    expect(codeOf(await mutate(invitee, 'host.team.accept', { token: tokenOf(made.inviteUrl) }))).toBe('PRECONDITION_FAILED');
    expect((await ok<{ id: number; status: string }[]>(query(world.owner, 'host.team.list'))).find((m) => m.id === made.id)!.status).toBe('expired');
    const again = await ok<{ id: number; inviteUrl: string }>(mutate(world.owner, 'host.team.resend', { id: made.id }));
    expect(again.inviteUrl).not.toBe(made.inviteUrl);
    expect(codeOf(await mutate(invitee, 'host.team.accept', { token: tokenOf(made.inviteUrl) }))).toBe('NOT_FOUND');
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'team_invite' AND recipient = ?").bind(invitee.email).first('n')).toBe(2);
    await ok(mutate(world.owner, 'host.team.revoke', { id: made.id }));
    expect(codeOf(await mutate(invitee, 'host.team.accept', { token: tokenOf(again.inviteUrl) }))).toBe('NOT_FOUND');
    expect((await ok<{ id: number }[]>(query(world.owner, 'host.team.list'))).some((m) => m.id === made.id)).toBe(false);
  }, 60_000);

  it('a change of role or properties applies on the member’s next request; a member can leave', async () => {
    const member = await newPerson('moving');
    const id = await join(world.owner, member, 'housekeeping', [world.first]);
    expect(codeOf(await query(member, 'host.reservations.list', { propertyId: world.first }))).toBe('FORBIDDEN');
    await ok(mutate(world.owner, 'host.team.update', { id, role: 'accountant' }));
    expect(codeOf(await query(member, 'host.reservations.list', { propertyId: world.first }))).toBe('OK');
    expect(codeOf(await query(member, 'host.reservations.list', { propertyId: world.second }))).toBe('NOT_FOUND');
    await ok(mutate(world.owner, 'host.team.update', { id, propertyIds: null }));
    expect(codeOf(await query(member, 'host.reservations.list', { propertyId: world.second }))).toBe('OK');
    await ok(mutate(world.owner, 'host.team.update', { id, propertyIds: [world.second] }));
    expect(codeOf(await query(member, 'host.reservations.list', { propertyId: world.first }))).toBe('NOT_FOUND');
    const memberships = await ok<{ id: number; ownerEmail: string; role: string }[]>(query(member, 'host.team.memberships'));
    expect(memberships).toEqual([expect.objectContaining({ id, ownerEmail: world.owner.email, role: 'accountant', propertyIds: [world.second] })]);
    await ok(mutate(member, 'host.team.leave', { id }));
    expect(codeOf(await query(member, 'host.reservations.list', { propertyId: world.second }))).toBe('NOT_FOUND');
    expect(await ok(query(member, 'host.properties.list'))).toEqual([]);
  }, 60_000);
});

describe('the audit trail', () => {
  it('names the member for a rate change and a reservation edit, in host.audit.list and the reservation’s history', async () => {
    const { owner, first, roomTypeId } = await ownerWithProperties();
    const manager = await newPerson('manager', 'Marta Gerente');
    await join(owner, manager, 'manager', [first]);
    const checkIn = addDays(new Date().toISOString().slice(0, 10), 20);
    await ok(mutate(manager, 'host.rates.set', { roomTypeId, from: checkIn, to: addDays(checkIn, 3), rateCents: 42000 }));
    const made = await ok<{ id: number }>(
      mutate(manager, 'host.reservations.create', { propertyId: first, roomTypeId, checkIn, checkOut: addDays(checkIn, 2), guest: { name: 'Rui', email: 'rui@example.com', phone: '' }, adults: 1, children: 0, status: 'pending' }),
    );
    await ok(mutate(manager, 'host.reservations.update', { id: made.id, notes: 'Chega tarde' }));
    await ok(mutate(owner, 'host.reservations.setStatus', { id: made.id, status: 'confirmed' }));

    const lines = await ok<{ at: string; actorEmail: string; actorName: string | null; action: string; target: string }[]>(query(owner, 'host.audit.list', { propertyId: first }));
    // Each line names who did it: the name they signed up with (the owner gave none) and their email.
    expect(lines.slice(0, 4).map((l) => [l.actorName, l.actorEmail, l.action, l.target])).toEqual([
      [null, owner.email, 'reservations.setStatus', `reservation:${made.id}`],
      ['Marta Gerente', manager.email, 'reservations.update', `reservation:${made.id}`],
      ['Marta Gerente', manager.email, 'reservations.create', `reservation:${made.id}`],
      ['Marta Gerente', manager.email, 'rates.set', `roomType:${roomTypeId}`],
    ]);
    expect(lines.every((l) => !Number.isNaN(Date.parse(l.at)))).toBe(true);
    // What its sentence needs (issue 40): the reservation's code, the status it was given, the
    // room type's name, and the property's time zone for the times.
    const code = (await ok<{ code: string }>(query(owner, 'host.reservations.get', { id: made.id }))).code;
    const words = lines as unknown as { targetLabel: string | null; detail: unknown; timezone: string }[];
    expect(words.slice(0, 4).map((l) => [l.targetLabel, l.detail])).toEqual([
      [code, { status: 'confirmed' }],
      [code, null],
      [code, { status: 'pending' }],
      ['Duplo', null],
    ]);
    expect(words[0]!.timezone).toBe('America/Sao_Paulo');
    // Filters: by action prefix and by actor.
    expect((await ok<{ action: string }[]>(query(owner, 'host.audit.list', { propertyId: first, action: 'rates' }))).map((l) => l.action)).toEqual(['rates.set']);
    expect((await ok<{ actorEmail: string }[]>(query(owner, 'host.audit.list', { propertyId: first, actor: owner.email }))).every((l) => l.actorEmail === owner.email)).toBe(true);
    // The reservation's own history lines name who did each host-side change.
    const reservation = await ok<{ events: { action: string; actorEmail: string | null; actorName: string | null }[] }>(query(owner, 'host.reservations.get', { id: made.id }));
    expect(reservation.events.map((e) => e.actorEmail)).toEqual(reservation.events.map((e) => (e.action === 'status' ? owner.email : manager.email)));
    expect(reservation.events.map((e) => e.actorName)).toEqual(reservation.events.map((e) => (e.action === 'status' ? null : 'Marta Gerente')));
    // A refused write leaves no line; a manager reads the trail, a front desk member may not.
    const desk = await newPerson('desk');
    await join(owner, desk, 'front_desk', [first]);
    const before = lines.length;
    expect(codeOf(await mutate(desk, 'host.rates.set', { roomTypeId, from: checkIn, to: addDays(checkIn, 1), rateCents: 1 }))).toBe('FORBIDDEN');
    expect(codeOf(await query(desk, 'host.audit.list', { propertyId: first }))).toBe('FORBIDDEN');
    expect((await ok<unknown[]>(query(manager, 'host.audit.list', { propertyId: first }))).length).toBe(before);
  }, 90_000);
});

describe('data rights', () => {
  it('the owner’s export holds the team and the audit trail; a member’s deletion removes their memberships; the owner’s ends every membership', async () => {
    const owner = await hostWithCookie('Olga Dona');
    const ownerPerson: Person = { token: owner.session.access_token, id: owner.hostId, email: owner.email };
    const property = await ok<{ id: number }>(mutate(ownerPerson, 'host.properties.create', { name: 'Pousada Dados', kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' }));
    const stays = await newPerson('stays');
    const leaves = await newPerson('leaves');
    await join(ownerPerson, stays, 'manager', [property.id]);
    await join(ownerPerson, leaves, 'manager');
    await ok(mutate(stays, 'host.properties.update', { id: property.id, city: 'Cunha' }));

    const exported = JSON.parse(await (await pageCall('/account/export.json', { cookie: owner.cookie })).text()) as { tables: Record<string, Record<string, unknown>[]> };
    expect(exported.tables.team_members!.map((row) => row.email).sort()).toEqual([leaves.email, stays.email].sort());
    expect(exported.tables.team_member_properties!.length).toBe(1);
    expect(exported.tables.audit_log!.some((row) => row.actor_email === stays.email && row.action === 'properties.update')).toBe(true);

    // The member deletes their own account: their memberships go, the owner's data stays.
    await env.DB.batch(await deleteHostStatements(env.DB, leaves.id));
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM team_members WHERE member_user_id = ?').bind(leaves.id).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM properties WHERE host_id = ?').bind(owner.hostId).first('n')).toBe(1);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM team_members WHERE host_id = ?').bind(owner.hostId).first('n')).toBe(1);

    // The owner deletes theirs: every membership ends (the member's next call finds nothing).
    expect(codeOf(await call(stays, 'host.properties.get', 'query', { id: property.id }))).toBe('OK');
    const done = await pageCall('/account/delete', { cookie: owner.cookie, form: { confirm: 'EXCLUIR', locale: 'pt', futureBookings: '0', acknowledge: 'yes' } });
    expect(done.status).toBe(303);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM team_members WHERE host_id = ?').bind(owner.hostId).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE host_id = ?').bind(owner.hostId).first('n')).toBe(0);
    expect(codeOf(await call(stays, 'host.properties.get', 'query', { id: property.id }))).toBe('NOT_FOUND');
    expect(await ok(query(stays, 'host.properties.list'))).toEqual([]);
  }, 90_000);
});
