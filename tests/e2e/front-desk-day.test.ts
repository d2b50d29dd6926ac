/**
 * Issue 40: a host's day that asks before what cannot be undone. On a phone (360 × 780, pt): the
 * reservation page's early check-out opens a question naming today and the nights freed; Escape
 * (the keyboard) closes it and nothing changed on the server; only "yes" checks the guest out,
 * and the stay then ends today. The front desk runs the day on that phone: cards that fit, an
 * arrival checked in moves to Hospedados (the overview counts the same), checked out early it
 * moves to Saídas after the question, and "Nova reserva" books a unit at the quoted price.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, settled, UNTIL } from './harness';
import { hostQuery, hostMutation, newHostSession, useSession, type Session } from './session';
import { addDays, todayIn } from '../../shared/stay/dates';
import { formatDate } from '../../shared/format';
import pt_reservations from '../../web/i18n/pt/reservations';
import pt_operations from '../../web/i18n/pt/operations';
import pt_newReservation from '../../web/i18n/pt/newReservation';

const PHONE = { width: 360, height: 780 };
const today = todayIn('America/Sao_Paulo');
const t = pt_reservations.detail;

let session: Session;
let place: { propertyId: number; unitIds: number[] };

beforeAll(async () => {
  session = await newHostSession('Anfitriã da Semana');
  const property = await hostMutation<{ id: number }>(session, 'host.properties.create', { name: 'Pousada da Semana', kind: 'inn', city: 'Paraty', country: 'BR' });
  const roomType = await hostMutation<{ unitIds: number[] }>(session, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 3 });
  place = { propertyId: property.id, unitIds: roomType.unitIds };
}, 120_000);

const stay = (unit: number, checkIn: string, checkOut: string, name: string, status: string) =>
  hostMutation<{ id: number }>(session, 'host.reservations.create', { propertyId: place.propertyId, unitId: place.unitIds[unit], checkIn, checkOut, guest: { name, email: '', phone: '' }, adults: 1, children: 0, status });

describe('what cannot be undone asks first (issue 40)', () => {
  it('an early check-out on a phone: the question says the day, Escape keeps the stay, only "yes" checks out', async () => {
    const { id } = await stay(0, addDays(today, -1), addDays(today, 2), 'Saindo Cedo', 'checked_in');
    const { page, close } = await openPage(`/dashboard/reservas/${id}`, { viewport: PHONE, beforeGoto: (_page, context) => useSession(context, session) });
    try {
      const checkOut = page.getByRole('button', { name: t.to.checked_out, exact: true });
      await checkOut.click();
      const question = page.getByRole('alertdialog');
      await expect.poll(() => question.textContent(), UNTIL).toContain(formatDate(today, 'pt', 'long'));
      expect(await question.textContent()).toContain(formatDate(addDays(today, 2), 'pt', 'long'));
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'detached', ...UNTIL });
      await settled(page);
      expect(await hostQuery(session, 'host.reservations.get', { id })).toMatchObject({ status: 'checked_in', checkOut: addDays(today, 2) });
      // Again, and this time "yes" (by keyboard: Tab from "Ainda não", which has the focus, then Enter).
      await checkOut.click();
      await question.getByRole('button', { name: t.earlyConfirm }).waitFor(UNTIL);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), UNTIL).toBe(t.notYet);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await hostQuery<{ status: string; checkOut: string }>(session, 'host.reservations.get', { id })).status, UNTIL).toBe('checked_out');
      expect(await hostQuery(session, 'host.reservations.get', { id })).toMatchObject({ checkOut: today });
    } finally {
      await close();
    }
  });

  it('the front desk on a phone: check-in → Hospedados, early check-out (asked) → Saídas, "Nova reserva" at the quoted price', async () => {
    const desk = pt_operations.frontDesk;
    await stay(1, today, addDays(today, 2), 'Chega Hoje', 'confirmed');
    const { page, close } = await openPage('/dashboard/recepcao', { viewport: PHONE, beforeGoto: (_page, context) => useSession(context, session) });
    try {
      const arrivals = page.getByTestId('front-desk-arrivals');
      const inHouse = page.getByTestId('front-desk-inHouse');
      const departures = page.getByTestId('front-desk-departures');
      await arrivals.getByText('Chega Hoje').waitFor(UNTIL);
      // A card: status, balance and the action in view, and nothing wider than the phone.
      const card = arrivals.locator('tr', { hasText: 'Chega Hoje' });
      for (const label of [desk.status, desk.balance]) await expect.poll(() => card.locator(`[data-label="${label}"]`).isVisible(), UNTIL).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await card.getByRole('button', { name: desk.checkIn.replace('{guest:string}', 'Chega Hoje') }).click();
      await inHouse.getByText('Chega Hoje').waitFor(UNTIL);
      await expect.poll(() => arrivals.getByText('Chega Hoje').count(), UNTIL).toBe(0);
      const overview = await hostQuery<{ inHouse: unknown[]; arrivals: unknown[] }>(session, 'host.overview', { propertyId: place.propertyId });
      await expect.poll(() => inHouse.locator('tbody tr').count(), UNTIL).toBe(overview.inHouse.length);
      // Leaving two nights early: the question first, then Saídas.
      await inHouse.getByRole('button', { name: desk.checkOut.replace('{guest:string}', 'Chega Hoje') }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.earlyConfirm }).click();
      await departures.getByText('Chega Hoje').waitFor(UNTIL);
      await expect.poll(() => inHouse.getByText('Chega Hoje').count(), UNTIL).toBe(0);
      // "Nova reserva": the first unit (free again from today), today → tomorrow, the quote's price.
      await page.getByRole('button', { name: desk.newReservation }).click();
      const dialog = page.getByTestId('new-reservation');
      await dialog.getByText(pt_newReservation.priceQuote.replace(/\{amount(:string)?\}.*$/, '')).waitFor(UNTIL);
      await dialog.getByLabel(pt_reservations.form.guestName).fill('Reserva de Balcão');
      await dialog.getByRole('button', { name: pt_reservations.form.create }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: /EST-/ }).count(), UNTIL).toBe(1);
      const made = await hostQuery<{ items: { guestName: string; totalCents: number; source: string }[] }>(session, 'host.reservations.search', { propertyId: place.propertyId });
      expect(made.items.find((item) => item.guestName === 'Reserva de Balcão')).toMatchObject({ totalCents: 30000 });
    } finally {
      await close();
    }
  });
});
