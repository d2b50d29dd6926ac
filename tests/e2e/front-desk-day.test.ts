/**
 * Issue 40: a host's day that asks before what cannot be undone. On a phone (360 × 780, pt): the
 * reservation page's early check-out opens a question naming today and the nights freed; Escape
 * (the keyboard) closes it and nothing changed on the server; only "yes" checks the guest out,
 * and the stay then ends today.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, settled, UNTIL } from './harness';
import { hostQuery, hostMutation, newHostSession, useSession, type Session } from './session';
import { addDays, todayIn } from '../../shared/stay/dates';
import { formatDate } from '../../shared/format';
import pt_reservations from '../../web/i18n/pt/reservations';

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
});
