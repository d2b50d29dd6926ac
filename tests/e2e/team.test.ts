import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, waitForHydration, UNTIL } from './harness';
import { hydrated, noViolations, reserveOnCalendar } from './workspace-support';
import { hostMutation, hostQuery, newHostSession, passwordSession, useSession, type Session } from './session';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';
import { addDays, todayIn } from '../../shared/stay/dates';
import pt_team from '../../web/i18n/pt/team';
import en_team from '../../web/i18n/en/team';
import es_team from '../../web/i18n/es/team';
import it_team from '../../web/i18n/it/team';
import pt_workspace from '../../web/i18n/pt/workspace';
import en_workspace from '../../web/i18n/en/workspace';
import es_workspace from '../../web/i18n/es/workspace';
import it_workspace from '../../web/i18n/it/workspace';
import pt_auth from '../../web/i18n/pt/auth';
import en_auth from '../../web/i18n/en/auth';
import es_auth from '../../web/i18n/es/auth';
import it_auth from '../../web/i18n/it/auth';

// The team (issue 26) in every locale: the owner invites a receptionist to one of two
// properties from the team page; the invitee opens the mailed link (local outbox), creates an
// account from it and accepts; sees only that property, makes a reservation on the calendar, cannot open rates
// (told why); the owner sees the receptionist in the reservation's history, revokes, and the
// receptionist's next page load no longer shows the property. axe on the team page and the
// invitation flow.

const TEAM = { pt: pt_team, en: en_team, es: es_team, it: it_team };
const WORKSPACE = { pt: pt_workspace, en: en_workspace, es: es_workspace, it: it_workspace };
const AUTH = { pt: pt_auth, en: en_auth, es: es_auth, it: it_auth };
const browserLocale = (locale: Locale) => (locale === 'pt' ? 'pt-BR' : locale);

const call = hostMutation;

/** The invitation link from the local outbox (/dev/mail/booking), as a path on the test server. */
async function mailedLink(email: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const list = await (await fetch(`${baseUrl()}/dev/mail/booking?to=${encodeURIComponent(email)}`)).text();
      id = /data-mail="([^"]+)"/.exec(list)?.[1];
      return id;
    }, UNTIL)
    .toBeTruthy();
  const text = await (await fetch(`${baseUrl()}/dev/mail/booking/${id}?part=text`)).text();
  return new URL(/https?:\/\/\S+\/convite\/[A-Za-z0-9_-]+/.exec(text)![0]).pathname;
}

describe('the team in every locale', () => {
  for (const locale of LOCALES) {
    it(`${locale}: invite a receptionist to one of two properties, who signs up from the mail, works on it, is refused rates, then is revoked`, async () => {
      const t = TEAM[locale];
      const w = WORKSPACE[locale];
      const auth = AUTH[locale];
      const owner = await newHostSession('Dona da Pousada');
      const today = todayIn('America/Sao_Paulo');
      const place = async (name: string) => {
        const property = await call<{ id: number }>(owner, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR' });
        const roomType = await call<{ id: number }>(owner, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 2 });
        return { propertyId: property.id, roomTypeId: roomType.id, name };
      };
      const shared = await place(`Pousada Aberta ${locale}`);
      const hidden = await place(`Pousada Fechada ${locale}`);
      const email = `recepcao.${locale}.${Date.now()}@example.com`;
      const password = 'correct horse 1';

      // The owner invites from the team page.
      const ownerView = await openPage(localizePath('/dashboard/equipe', locale), { locale: browserLocale(locale), beforeGoto: (_page, context) => useSession(context, owner) });
      const op = ownerView.page;
      await noViolations(op, `${locale} team page`);
      const form = op.getByTestId('invite-form');
      await form.getByLabel(t.page.email, { exact: false }).fill(email);
      await form.getByLabel(t.page.role).selectOption('front_desk');
      await form.getByText(t.page.some, { exact: true }).click();
      await form.getByText(shared.name, { exact: true }).click();
      await form.getByRole('button', { name: t.page.invite }).click();
      await expect.poll(() => op.getByTestId('invite-notice').textContent(), UNTIL).toContain(email);
      await op.getByTestId(`member-${email}`).waitFor(UNTIL);
      await noViolations(op, `${locale} team page with a member`);

      // The invitee opens the mailed link without an account, creates one from it and accepts.
      const link = await mailedLink(email);
      expect(link).toBe(localizePath(link.replace(/^\/(en|es|it)\//, '/'), locale));
      const inviteeView = await openPage(link, { locale: browserLocale(locale) });
      const ip = inviteeView.page;
      await noViolations(ip, `${locale} invitation (signed out)`);
      await ip.getByRole('link', { name: t.invitation.createAccount }).click();
      await waitForHydration(ip);
      const main = ip.locator('main');
      await main.getByLabel(auth.fields.name, { exact: true }).fill('Rita Recepção');
      // Issue 40: the invited address is filled in and fixed.
      await expect.poll(() => main.getByLabel(auth.fields.email, { exact: true }).inputValue(), UNTIL).toBe(email);
      await expect.poll(() => main.getByLabel(auth.fields.email, { exact: true }).isEditable(), UNTIL).toBe(false);
      await main.getByLabel(auth.fields.password, { exact: true }).fill(password);
      await main.getByLabel(auth.fields.confirmPassword, { exact: true }).fill(password);
      await main.locator('form button[type="submit"]').click();
      await ip.waitForURL((url) => url.pathname === link, UNTIL);
      await waitForHydration(ip);
      await ip.getByTestId('accept-invitation').waitFor(UNTIL);
      await noViolations(ip, `${locale} invitation (signed in)`);
      await ip.getByTestId('accept-invitation').click();
      await ip.waitForURL((url) => url.pathname.startsWith(localizePath('/dashboard', locale)) && !url.pathname.includes('convite'), UNTIL);

      // Only the shared property: a reservation on it shows on the member's page, the owner's other property's does not.
      const member = await passwordSession(email, password);
      expect((await hostQuery<{ id: number; role: string }[]>(member, 'host.properties.list')).map((p) => [p.id, p.role])).toEqual([[shared.propertyId, 'front_desk']]);
      const checkIn = addDays(today, 10);
      const stay = (where: typeof shared, name: string) => ({
        propertyId: where.propertyId, roomTypeId: where.roomTypeId, checkIn, checkOut: addDays(checkIn, 2), guest: { name, email: '', phone: '' }, adults: 1, children: 0, status: 'confirmed',
      });
      await call(owner, 'host.reservations.create', stay(hidden, `Oculto ${locale}`));
      // The receptionist makes the reservation on the calendar, as a person does: two nights of a unit, the dialog.
      const guest = `Hóspede ${locale}`;
      const chart = await hostQuery<{ roomTypes: { units: { id: number }[] }[] }>(member, 'host.calendar.get', { propertyId: shared.propertyId, from: checkIn, days: 31 });
      await hydrated(ip, `${localizePath('/dashboard/calendario', locale)}?property=${shared.propertyId}&from=${checkIn}`);
      expect(await ip.locator('main').textContent()).not.toContain(hidden.name);
      await reserveOnCalendar(ip, locale, { unitId: chart.roomTypes[0]!.units[0]!.id, first: checkIn, last: addDays(checkIn, 1), guest, email: `hospede.${locale}.${Date.now()}@example.com` });
      const found = await hostQuery<{ items: { id: number; propertyId: number; checkIn: string; checkOut: string }[] }>(member, 'host.reservations.search', { q: guest });
      expect(found.items.map((item) => [item.propertyId, item.checkIn, item.checkOut])).toEqual([[shared.propertyId, checkIn, addDays(checkIn, 2)]]);
      const made = found.items[0]!;
      // The owner's other property is not theirs to book.
      await expect(call(member, 'host.reservations.create', stay(hidden, 'X'))).rejects.toThrow(/404/);
      await ip.goto(localizePath('/dashboard/reservas', locale));
      await waitForHydration(ip);
      await expect.poll(() => ip.locator('main').textContent(), UNTIL).toContain(`Hóspede ${locale}`);
      expect(await ip.locator('main').textContent()).not.toContain(`Oculto ${locale}`);
      await ip.goto(localizePath('/dashboard/tarifas', locale));
      await waitForHydration(ip);
      const refused = ip.getByTestId('no-access');
      await refused.waitFor(UNTIL);
      expect(await refused.textContent()).toContain(w.noAccess.title);
      expect(await refused.textContent()).toContain(w.roles.front_desk);
      // The section nav and the phone's copy of it (the app bar's disclosure): neither offers rates.
      const navs = await ip.locator('nav[aria-label="' + w.nav.label + '"]').allTextContents();
      expect(navs.length).toBe(2);
      for (const text of navs) expect(text).not.toContain(w.nav.rates);

      // The owner sees who made it, then revokes.
      await op.goto(localizePath(`/dashboard/reservas/${made.id}`, locale));
      await waitForHydration(op);
      await expect.poll(() => op.getByTestId('history').textContent(), UNTIL).toContain(`Rita Recepção (${email})`);
      // The property's change history says it in words: "Rita Recepção criou a reserva EST-…".
      await op.goto(`${localizePath('/dashboard/historico', locale)}?property=${shared.propertyId}`);
      await waitForHydration(op);
      const createdBy = TEAM[locale].audit.sentences.reservations.create.replace(/\{actor(:string)?\}/, 'Rita Recepção').replace(/\s*\{target(:string)?\}.*$/, '');
      await expect.poll(() => op.getByTestId('audit-lines').textContent(), UNTIL).toContain(createdBy);
      expect(await op.getByTestId('audit-lines').textContent()).not.toContain('reservations.create');
      await noViolations(op, `${locale} change history`);
      await op.goto(localizePath('/dashboard/equipe', locale));
      await waitForHydration(op);
      // Issue 40: removing someone asks first; only "yes" removes.
      await op.getByTestId(`revoke-${email}`).click();
      await op.getByRole('alertdialog').getByRole('button', { name: TEAM[locale].page.revoke }).click();
      await expect.poll(() => op.getByTestId(`member-${email}`).count(), UNTIL).toBe(0);

      // The receptionist's next page load no longer shows the property.
      await ip.goto(localizePath('/dashboard/reservas', locale));
      await waitForHydration(ip);
      expect(await ip.locator('main').textContent()).not.toContain(`Hóspede ${locale}`);
      expect(await hostQuery(member, 'host.properties.list')).toEqual([]);
      await ownerView.close();
      await inviteeView.close();
    }, 300_000);
  }
});

describe('accepting an invitation with JavaScript off', () => {
  it('in every locale: the mailed link offers sign-up and sign-in coming back; signed in, the plain form accepts and opens the workspace', async () => {
    const owner = await newHostSession('Dona sem Script');
    const name = `Pousada Sem Script ${Date.now()}`;
    const property = await call<{ id: number }>(owner, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR' });
    for (const locale of LOCALES) {
      const t = TEAM[locale];
      const invitee = await newHostSession(`Recepção ${locale}`);
      await call(owner, 'host.team.invite', { email: invitee.email, role: 'front_desk', propertyIds: [property.id], locale });
      const link = await mailedLink(invitee.email);
      expect(link.startsWith(localizePath('/convite/', locale))).toBe(true);
      const view = await openPage(link, { javaScriptEnabled: false, locale: browserLocale(locale) });
      const { page, context } = view;
      try {
        // Signed out: the links to create an account or sign in both come back to the invitation.
        const back = `?next=${encodeURIComponent(link)}`;
        expect(await page.getByRole('link', { name: t.invitation.createAccount }).getAttribute('href')).toBe(`${localizePath('/register', locale)}${back}&email=${encodeURIComponent(invitee.email)}`);
        expect(await page.getByRole('link', { name: t.invitation.signIn }).getAttribute('href')).toBe(`${localizePath('/login', locale)}${back}`);
        // Signed in (the session's cookies), the invitation offers the form; the post accepts.
        // (axe needs scripts: the JavaScript run above checks these pages, form included.)
        await useSession(context, invitee);
        await page.goto(link);
        expect(await page.locator('main').textContent()).toContain(name);
        await page.getByRole('button', { name: t.invitation.accept }).click();
        await page.waitForURL((url) => url.pathname === localizePath('/dashboard', locale), UNTIL);
        expect(await page.content()).toContain(name);
        expect((await hostQuery<{ id: number; role: string }[]>(invitee, 'host.properties.list')).map((item) => [item.id, item.role])).toEqual([[property.id, 'front_desk']]);
        // The link again: the server's page says it was used.
        await page.goto(link);
        expect(await page.locator('main').textContent()).toContain(t.invitation.notFound);
      } finally {
        await view.close();
      }
    }
  }, 300_000);
});

describe('a receptionist sees only what the role allows (issue 40)', () => {
  it('pt: no revenue, no refund and no property creation; the owner sees all three', async () => {
    const owner = await newHostSession('Dona Marta');
    const property = await call<{ id: number }>(owner, 'host.properties.create', { name: `Pousada Papéis ${Date.now()}`, kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' });
    const roomType = await call<{ id: number }>(owner, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 1 });
    const today = todayIn('America/Sao_Paulo');
    const stay = await call<{ id: number }>(owner, 'host.reservations.create', {
      propertyId: property.id, roomTypeId: roomType.id, checkIn: today, checkOut: addDays(today, 2), guest: { name: 'Ana Papéis', email: '', phone: '' }, adults: 1, children: 0, status: 'confirmed',
    });
    await call(owner, 'host.payments.record', { reservationId: stay.id, amountCents: 10000, method: 'cash', receivedOn: today });
    const desk = await newHostSession('Rita Recepção');
    const invited = await call<{ inviteUrl: string }>(owner, 'host.team.invite', { email: desk.email, role: 'front_desk', propertyIds: [property.id] });
    await call(desk, 'host.team.accept', { token: new URL(invited.inviteUrl).pathname.split('/').pop() });
    const w = WORKSPACE.pt;
    const refund = /^Estornar/;

    const view = await openPage('/dashboard', { locale: 'pt-BR', beforeGoto: (_page, context) => useSession(context, desk) });
    const { page } = view;
    try {
      await waitForHydration(page);
      await page.getByTestId('arrivals').getByText('Ana Papéis').waitFor(UNTIL);
      expect(await page.getByTestId('revenue').count()).toBe(0);
      expect(await page.locator('main a[href*="/dashboard/canais"]').count()).toBe(0);
      await hydrated(page, `/dashboard/reservas/${stay.id}`);
      await page.locator('[data-testid="payments-panel"][data-ready]').waitFor(UNTIL);
      expect(await page.getByTestId('reservation-payments').textContent()).toContain('100,00');
      expect(await page.getByRole('button', { name: refund }).count()).toBe(0);
      await hydrated(page, '/dashboard/propriedades');
      await page.getByTestId('no-access').waitFor(UNTIL);
      expect(await page.getByRole('link', { name: 'Nova propriedade' }).count()).toBe(0);
      const navs = await page.locator(`nav[aria-label="${w.nav.label}"]`).allTextContents();
      for (const text of navs) expect(text).not.toContain(w.nav.properties);

      // The owner, on the same pages, has all three.
      await view.context.clearCookies();
      await useSession(view.context, owner);
      await hydrated(page, '/dashboard');
      await page.getByTestId('revenue').waitFor(UNTIL);
      await hydrated(page, `/dashboard/reservas/${stay.id}`);
      await page.getByRole('button', { name: refund }).waitFor(UNTIL);
      await hydrated(page, '/dashboard/propriedades');
      await page.getByRole('link', { name: 'Nova propriedade' }).waitFor(UNTIL);
    } finally {
      await view.close();
    }
  }, 180_000);
});
