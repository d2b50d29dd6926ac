/**
 * Issue 26: the team pages rendered by the server in every locale, and a member's workspace:
 * the nav shows only what the role may use, a section it lacks says so (403, in the member's
 * language, not a crash), and the invitation link for a signed-out and a signed-in person.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { join, mutate, newPerson, ok, tokenOf, type Person } from './team-support';

const html = async (who: Person | null, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {}, redirect: 'manual' });
  return { status: res.status, body: (await res.text()).replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('<!-- -->', '') };
};

const LOCALES = [
  { prefix: '', team: 'Equipe', noAccess: 'Você não tem acesso a esta seção', role: 'Recepção', invite: 'Convite para a equipe', create: 'Criar minha conta' },
  { prefix: '/en', team: 'Team', noAccess: 'You don’t have access to this section', role: 'Front desk', invite: 'Team invitation', create: 'Create my account' },
  { prefix: '/es', team: 'Equipo', noAccess: 'No tienes acceso a esta sección', role: 'Recepción', invite: 'Invitación al equipo', create: 'Crear mi cuenta' },
  { prefix: '/it', team: 'Team', noAccess: 'Non hai accesso a questa sezione', role: 'Reception', invite: 'Invito al team', create: 'Crea il mio account' },
] as const;

describe('team pages', () => {
  let owner: Person;
  let desk: Person;
  let propertyId: number;
  beforeAll(async () => {
    owner = await newPerson('owner');
    desk = await newPerson('desk');
    propertyId = (await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name: 'Pousada Vista', kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' }))).id;
    await ok(mutate(owner, 'host.roomTypes.create', { propertyId, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 1 }));
    await join(owner, desk, 'front_desk', [propertyId]);
  }, 60_000);

  it('the owner’s team page lists the member with the invite form, in every locale', async () => {
    for (const locale of LOCALES) {
      const page = await html(owner, `${locale.prefix}/dashboard/equipe`);
      expect(page.status, locale.prefix).toBe(200);
      expect(page.body).toContain(`<h1`);
      expect(page.body).toContain(locale.team);
      expect(page.body).toContain('data-testid="invite-form"');
      expect(page.body).toContain(`data-testid="member-${desk.email}"`);
    }
  });

  it('a front desk member: no rates in the nav; /dashboard/tarifas answers 403 saying why in their language; reservations open', async () => {
    for (const locale of LOCALES) {
      const rates = await html(desk, `${locale.prefix}/dashboard/tarifas`);
      expect(rates.status, locale.prefix).toBe(403);
      expect(rates.body).toContain('data-testid="no-access"');
      expect(rates.body).toContain(locale.noAccess);
      expect(rates.body).toContain(locale.role);
      // The workspace nav leaves rates out (the language menu still links the page itself).
      const nav = rates.body.slice(rates.body.indexOf('class="shell_nav'), rates.body.indexOf('data-testid="no-access"'));
      expect(nav).toContain(`href="${locale.prefix}/dashboard/reservas"`);
      expect(nav).not.toContain(`href="${locale.prefix}/dashboard/tarifas"`);
      const reservations = await html(desk, `${locale.prefix}/dashboard/reservas`);
      expect(reservations.status, locale.prefix).toBe(200);
      expect(reservations.body).not.toContain('data-testid="no-access"');
      expect(reservations.body).toContain('Pousada Vista');
    }
    // The member's team page shows their membership (and no invite form: they own nothing).
    const team = await html(desk, '/dashboard/equipe');
    expect(team.status).toBe(200);
    expect(team.body).not.toContain('data-testid="invite-form"');
    expect(team.body).toContain(owner.email);
  });

  it('the invitation link: signed out offers sign-up and sign-in coming back; signed in shows the offer', async () => {
    const invitee = await newPerson('invitee');
    const made = await ok<{ inviteUrl: string }>(mutate(owner, 'host.team.invite', { email: invitee.email, role: 'front_desk', propertyIds: [propertyId] }));
    const token = tokenOf(made.inviteUrl);
    for (const locale of LOCALES) {
      const anonymous = await html(null, `${locale.prefix}/convite/${token}`);
      expect(anonymous.status, locale.prefix).toBe(200);
      expect(anonymous.body).toContain(locale.invite);
      expect(anonymous.body).toContain(locale.create);
      expect(anonymous.body).toContain(`${locale.prefix}/register?next=${encodeURIComponent(`${locale.prefix}/convite/${token}`)}`);
      const signedIn = await html(invitee, `${locale.prefix}/convite/${token}`);
      expect(signedIn.body).toContain(owner.email);
      expect(signedIn.body).toContain('Pousada Vista');
      expect(signedIn.body).toContain('data-testid="accept-invitation"');
    }
  });
});
