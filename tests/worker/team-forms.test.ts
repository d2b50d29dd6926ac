/**
 * Issue 26: accepting a team invitation without JavaScript, in every locale. The invitation page
 * holds a plain form (POST /convite/:token); the post accepts and opens the workspace on the
 * role's first section (303), or comes back to the invitation saying why not, in the page's
 * language. Signed out it goes to the sign-in page, which comes back to the invitation.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { mutate, newPerson, ok, query, tokenOf, type Person } from './team-support';
import pt_team from '../../web/i18n/pt/team';
import en_team from '../../web/i18n/en/team';
import es_team from '../../web/i18n/es/team';
import it_team from '../../web/i18n/it/team';

const LOCALES = [
  { prefix: '', team: pt_team },
  { prefix: '/en', team: en_team },
  { prefix: '/es', team: es_team },
  { prefix: '/it', team: it_team },
] as const;

const bearer = (who: Person | null): Record<string, string> => (who ? { authorization: `Bearer ${who.token}` } : {});

/** The form's post as a browser sends it (same origin, no JavaScript). */
const accept = (who: Person | null, path: string, origin = 'http://localhost') =>
  SELF.fetch(`http://localhost${path}`, { method: 'POST', headers: { ...bearer(who), origin, 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });

const page = async (who: Person | null, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: bearer(who), redirect: 'manual' });
  return (await res.text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&#64;', '@').replaceAll('<!-- -->', '');
};

describe('accepting an invitation with a plain form post', () => {
  let owner: Person;
  let propertyId: number;
  beforeAll(async () => {
    owner = await newPerson('form-owner');
    propertyId = (await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name: 'Pousada do Formulário', kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' }))).id;
  }, 60_000);

  const invite = async (email: string, role = 'front_desk') => tokenOf((await ok<{ inviteUrl: string }>(mutate(owner, 'host.team.invite', { email, role, propertyIds: [propertyId] }))).inviteUrl);

  it('the invitation page holds the form, posting to its own address, in every locale', async () => {
    const invitee = await newPerson('form-page');
    const token = await invite(invitee.email);
    for (const locale of LOCALES) {
      const html = await page(invitee, `${locale.prefix}/convite/${token}`);
      const form = /<form[^>]*>/.exec(html.slice(html.indexOf('<main')))?.[0] ?? '';
      expect(form, locale.prefix).toContain(`action="${locale.prefix}/convite/${token}"`);
      expect(form).toContain('method="post"');
      expect(html).toMatch(/<button data-testid="accept-invitation"[^>]*type="submit"/);
      expect(html).toContain(locale.team.invitation.accept);
    }
  });

  it("in every locale: the invitee's post accepts and opens the role's first section; again, it says the invitation is used", async () => {
    for (const locale of LOCALES) {
      const invitee = await newPerson(`form-accept${locale.prefix.replace('/', '-')}`);
      const token = await invite(invitee.email);
      const answer = await accept(invitee, `${locale.prefix}/convite/${token}`);
      expect(answer.status, locale.prefix).toBe(303);
      expect(answer.headers.get('location')).toBe(`${locale.prefix}/dashboard`);
      const listed = await ok<{ id: number; role: string }[]>(query(invitee, 'host.properties.list'));
      expect(listed.map((item) => [item.id, item.role])).toEqual([[propertyId, 'front_desk']]);
      // Posted again: back to the invitation, which says it was used.
      const again = await accept(invitee, `${locale.prefix}/convite/${token}`);
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe(`${locale.prefix}/convite/${token}?error=not_found`);
      expect(await page(invitee, again.headers.get('location')!)).toContain(locale.team.invitation.notFound);
    }
    // A housekeeper lands on the housekeeping board, not on a section their role lacks.
    const housekeeper = await newPerson('form-housekeeping');
    const answer = await accept(housekeeper, `/en/convite/${await invite(housekeeper.email, 'housekeeping')}`);
    expect(answer.headers.get('location')).toBe('/en/dashboard/governanca');
  });

  it('someone signed in with another email is sent back, told which address it was for; nothing accepted', async () => {
    const invitee = await newPerson('form-right');
    const stranger = await newPerson('form-wrong');
    const token = await invite(invitee.email);
    for (const locale of LOCALES) {
      const answer = await accept(stranger, `${locale.prefix}/convite/${token}`);
      expect(answer.status, locale.prefix).toBe(303);
      expect(answer.headers.get('location')).toBe(`${locale.prefix}/convite/${token}?error=other_email`);
      const html = await page(stranger, answer.headers.get('location')!);
      expect(html).toContain(locale.team.invitation.otherEmail.replace('{email}', invitee.email));
    }
    expect(await ok(query(stranger, 'host.properties.list'))).toEqual([]);
    // The right person can still accept it.
    expect((await accept(invitee, `/convite/${token}`)).status).toBe(303);
    expect((await ok<unknown[]>(query(invitee, 'host.properties.list'))).length).toBe(1);
  });

  it('signed out: to the sign-in page, which comes back; another site’s post is refused; a malformed token is 404', async () => {
    const invitee = await newPerson('form-anon');
    const token = await invite(invitee.email);
    for (const locale of LOCALES) {
      const answer = await accept(null, `${locale.prefix}/convite/${token}`);
      expect(answer.status, locale.prefix).toBe(303);
      expect(answer.headers.get('location')).toBe(`${locale.prefix}/login?next=${encodeURIComponent(`${locale.prefix}/convite/${token}`)}`);
    }
    const foreign = await accept(invitee, `/convite/${token}`, 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await ok(query(invitee, 'host.properties.list'))).toEqual([]);
    expect((await accept(invitee, '/convite/short')).status).toBe(404);
    // Still open after all that: the invitee joins.
    expect((await accept(invitee, `/convite/${token}`)).headers.get('location')).toBe('/dashboard');
  });
});
