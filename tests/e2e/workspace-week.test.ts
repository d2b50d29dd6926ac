/**
 * Issue 40, the defects the last walk left (360 × 780 phone unless said):
 * - the calendar starts on the grid: no blank band between the folded controls and the chart;
 * - the app bar's property picker shows a property's name whole (its own row on a phone);
 * - the team page stays within 360 px with a member's long address;
 * - a receptionist opens every workspace page of its role (and a reservation) with no console
 *   error, and a page outside its role is the "no access" panel with no failing request of its own;
 * - the history's date filters read in the page's language's format (4 locales) and still send
 *   the ISO date.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, UNTIL } from './harness';
import { hostMutation as call, newHostSession, useSession, type Session } from './session';
import { addDays, todayIn } from '../../shared/stay/dates';
import { localizePath, LOCALES } from '../../shared/locales';

const PHONE = { width: 360, height: 780 };
const NAME = 'Pousada Recanto do Sol';
const today = todayIn('America/Sao_Paulo');

let owner: Session;
let desk: Session & { email: string };
let propertyId: number;
let stayId: number;

beforeAll(async () => {
  owner = await newHostSession('Dona da Semana');
  desk = await newHostSession('Rita Recepção');
  propertyId = (await call<{ id: number }>(owner, 'host.properties.create', { name: NAME, kind: 'inn', city: 'Paraty', country: 'BR' })).id;
  const roomType = await call<{ unitIds: number[] }>(owner, 'host.roomTypes.create', { propertyId, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 2 });
  stayId = (await call<{ id: number }>(owner, 'host.reservations.create', { propertyId, unitId: roomType.unitIds[0], checkIn: today, checkOut: addDays(today, 2), guest: { name: 'Ana Chegando', email: '', phone: '' }, adults: 1, children: 0, status: 'confirmed' })).id;
  const invited = await call<{ inviteUrl: string }>(owner, 'host.team.invite', { email: desk.email, role: 'front_desk', propertyIds: [propertyId] });
  await call(desk, 'host.team.accept', { token: new URL(invited.inviteUrl).pathname.split('/').pop() });
}, 120_000);

describe('the workspace on a phone after the walk (issue 40)', () => {
  it('the calendar starts on the grid, the property picker shows the name whole, the team page fits', async () => {
    const { page, close } = await openPage(`/dashboard/calendario?property=${propertyId}`, { viewport: PHONE, beforeGoto: (_page, context) => useSession(context, owner) });
    try {
      await page.getByTestId('tape-chart').waitFor(UNTIL);
      const layout = await page.evaluate(() => {
        const details = document.querySelector('main details')!;
        const summary = details.querySelector('summary')!.getBoundingClientRect();
        const chart = document.querySelector('[data-testid="tape-chart"]')!.parentElement!.getBoundingClientRect();
        return { open: (details as HTMLDetailsElement).open, details: details.getBoundingClientRect().height, summary: summary.height, blank: chart.top - summary.bottom };
      });
      expect(layout.open).toBe(false);
      // Folded, the disclosure is its summary; under it one gap of the page's stack (24 px), not 64.
      expect(layout.details).toBeLessThanOrEqual(layout.summary + 1);
      expect(layout.blank).toBeLessThanOrEqual(25);

      // The picker: the whole name fits in the select (it had 110 px: "Pousad").
      const fits = await page.evaluate(() => {
        const select = document.querySelector<HTMLSelectElement>('#workspace-scope')!;
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(select.selectedOptions[0]!.textContent!).width;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        return { text, room, page: document.documentElement.scrollWidth, title: select.title };
      });
      expect(fits.text).toBeLessThanOrEqual(fits.room);
      expect(fits.title).toBe(NAME);
      expect(fits.page).toBeLessThanOrEqual(PHONE.width);

      await page.goto('/dashboard/equipe');
      await page.getByTestId(`member-${desk.email}`).waitFor(UNTIL);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await close();
    }
  }, 180_000);

  it('a receptionist: no console error on every page of its role; outside it, the no-access panel and no failing request of the page', async () => {
    const failed: string[] = [];
    const { page, consoleErrors, close } = await openPage(`/dashboard?property=${propertyId}`, {
      viewport: PHONE,
      beforeGoto: async (p, context) => {
        p.on('response', (response) => {
          if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
        });
        await useSession(context, desk);
      },
    });
    try {
      // The front desk's sections (shared/team/permissions.ts: SECTION_PERMISSIONS × its permissions).
      const allowed = ['/dashboard', '/dashboard/calendario', '/dashboard/recepcao', '/dashboard/governanca', '/dashboard/reservas', '/dashboard/conversas', '/dashboard/hospedes', '/dashboard/avaliacoes', '/dashboard/equipe', '/dashboard/conta'];
      for (const path of [...allowed, `/dashboard/reservas/${stayId}`]) {
        await page.goto(`${path}?property=${propertyId}`);
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
        await page.locator('main h1').waitFor(UNTIL);
        await expect.poll(() => page.getByTestId('no-access').count(), UNTIL).toBe(0);
      }
      expect(consoleErrors).toEqual([]);
      expect(failed).toEqual([]);
      // Pages outside the role: the panel; the only answer of 403 is the document's own.
      for (const path of ['/dashboard/historico', `/dashboard/propriedades/${propertyId}`]) {
        const response = await page.goto(`${path}?property=${propertyId}`);
        expect(response?.status()).toBe(403);
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
        await page.getByTestId('no-access').waitFor(UNTIL);
      }
      expect(failed).toEqual([`403 /dashboard/historico`, `403 /dashboard/propriedades/${propertyId}`]);
    } finally {
      await close();
    }
  }, 240_000);

  it("the history's date filters in the page's language's format, sending the ISO date (4 locales)", async () => {
    const { page, close } = await openPage(`/dashboard/historico?property=${propertyId}&from=2026-11-05`, { beforeGoto: (_page, context) => useSession(context, owner) });
    try {
      for (const locale of LOCALES) {
        await page.goto(`${localizePath('/dashboard/historico', locale)}?property=${propertyId}&from=2026-11-05`);
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
        const from = page.getByTestId('date-filter-from');
        const order = () => from.locator('[data-type]').evaluateAll((segments) => segments.map((s) => s.getAttribute('data-type')).filter((type) => type !== 'literal').join(' '));
        await expect.poll(order, UNTIL).toBe(locale === 'en' ? 'month day year' : 'day month year');
        expect(await from.locator('[data-type="year"]').textContent()).toBe('2026');
        expect(await from.locator('[data-type="month"]').textContent()).toMatch(/^0?11$/);
        // The field's code loads on first use (a chunk of its own); then the native fallback is gone.
        await from.locator('[data-type="day"]').click();
        await expect.poll(() => page.locator('#audit-from, #audit-to').count(), UNTIL).toBe(0);
        // The form sends the ISO date, as the native input did.
        await page.locator('main form button[type="submit"]').click();
        await page.waitForURL((url) => url.searchParams.get('from') === '2026-11-05' && url.searchParams.has('action'), UNTIL);
      }
    } finally {
      await close();
    }
  }, 240_000);
});
