import { describe, expect, it } from 'vitest';
import { openPage, waitForHydration, UNTIL } from './harness';
import { hostMutation as call, hostQuery, newHostSession, useSession } from './session';
import { addDays, todayIn } from '../../shared/stay/dates';
import g from '../../web/i18n/pt/guests';

// Issue 38, item 1, in the browser: a front-desk member of property A, facing a guest who only
// stayed at the owner's property B, finds nothing of them in the workspace (the guest list, the
// guest's page, B's stay); once the member types a stay at A with that guest's email (the stay
// links to the owner's same guest record), the guest's page shows only the copy on A's stay, and
// what the member changes there stays on A's stay: B's stay and the owner's record keep theirs.

interface Stay {
  code: string;
  guest: { id: number; name: string; email: string; phone: string };
}

describe('a front-desk member of A and a guest who only stayed at B', () => {
  it('sees nothing of the guest in the workspace, and changes only their own stay’s copy', async () => {
    const owner = await newHostSession('Dona de Duas');
    const member = await newHostSession('Rita Recepção A');
    const run = Date.now();
    const place = async (name: string) => {
      const property = await call<{ id: number }>(owner, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR' });
      const roomType = await call<{ id: number }>(owner, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 2 });
      return { propertyId: property.id, roomTypeId: roomType.id, name };
    };
    const a = await place(`Pousada Alfa ${run}`);
    const b = await place(`Pousada Beta ${run}`);
    const invited = await call<{ inviteUrl: string }>(owner, 'host.team.invite', { email: member.email, role: 'front_desk', propertyIds: [a.propertyId] });
    await call(member, 'host.team.accept', { token: new URL(invited.inviteUrl).pathname.split('/').pop() });

    const today = todayIn('America/Sao_Paulo');
    const typed = (where: typeof a, guest: { name: string; email: string; phone: string }, from: number) =>
      ({ propertyId: where.propertyId, roomTypeId: where.roomTypeId, checkIn: addDays(today, from), checkOut: addDays(today, from + 2), guest, adults: 1, children: 0, status: 'confirmed' });
    const secret = { name: 'Bruna Só Beta', email: `bruna.${run}@example.com`, phone: '+55 21 97777-0000' };
    const atB = await call<{ id: number }>(owner, 'host.reservations.create', typed(b, secret, 5));
    const stayB = await hostQuery<Stay>(owner, 'host.reservations.get', { id: atB.id });
    const guestId = stayB.guest.id;
    await call(owner, 'host.guests.update', { id: guestId, notes: 'Nota privada da dona' });
    const secrets = [secret.name, secret.email, secret.phone, 'Nota privada da dona', stayB.code, b.name];

    const view = await openPage('/dashboard/hospedes', { beforeGoto: (_page, context) => useSession(context, member) });
    const { page } = view;
    const shown = async () => (await page.locator('body').textContent()) ?? '';
    const expectNothingOfB = async (where: string) => {
      const text = await shown();
      for (const value of secrets) expect(text.includes(value), `${where} shows ${value}`).toBe(false);
    };
    try {
      // The guest list, the guest's page and B's stay: nothing of the guest.
      await expectNothingOfB('the guest list');
      for (const path of [`/dashboard/hospedes/${guestId}`, `/dashboard/reservas/${atB.id}`]) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(404);
        await waitForHydration(page);
        await expectNothingOfB(path);
      }

      // The member types a stay at A with the guest's email: it links to the owner's same guest.
      const atA = await call<{ id: number }>(member, 'host.reservations.create', typed(a, { name: 'Nome Digitado', email: secret.email, phone: '' }, 9));
      expect((await hostQuery<Stay>(owner, 'host.reservations.get', { id: atA.id })).guest.id).toBe(guestId);
      const res = await page.goto(`/dashboard/hospedes/${guestId}`);
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      const form = page.getByRole('region', { name: g.editTitle });
      await expect.poll(() => form.getByLabel(g.name).inputValue(), UNTIL).toBe('Nome Digitado');
      expect(await page.locator('main').textContent()).toContain(g.staysOnly);
      expect(await form.getByLabel(g.notes).count()).toBe(0);
      // B's name, phone, the owner's note and B's stay are not on the page (the email is what the member typed).
      secrets.splice(secrets.indexOf(secret.email), 1);
      await expectNothingOfB('the guest linked by the member’s stay');

      // What the member changes stays on A's stay.
      const other = `outro.${run}@example.com`;
      await form.getByLabel(g.name).fill('Nome Corrigido');
      await form.getByLabel(g.email).fill(other);
      await form.getByRole('button', { name: g.save }).click();
      await expect.poll(() => form.getByRole('status').textContent(), UNTIL).toContain(g.saved);
      expect((await hostQuery<Stay>(owner, 'host.reservations.get', { id: atA.id })).guest).toMatchObject({ name: 'Nome Corrigido', email: other });
      expect((await hostQuery<Stay>(owner, 'host.reservations.get', { id: atB.id })).guest).toMatchObject(secret);
      expect(await hostQuery<{ name: string; email: string; phone: string; notes: string }>(owner, 'host.guests.get', { id: guestId })).toMatchObject({ ...secret, notes: 'Nota privada da dona' });
      await expectNothingOfB('the guest page after the change');
    } finally {
      await view.close();
    }
  }, 240_000);
});
