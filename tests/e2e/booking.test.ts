import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, waitForHydration, UNTIL } from './harness';
import { DEMO, hostQuery, passwordSession, type Session } from './session';
import { addDays, todayIn } from '../../shared/stay/dates';
import { localizePath, type Locale } from '../../shared/locales';

/** Texts the guest reads, per locale (from the guestBooking dictionaries). */
const TEXTS: Record<Locale, { search: string; choose: string; book: string; confirmed: string; cancel: string; yes: string; cancelledStatus: string }> = {
  pt: { search: 'Ver disponibilidade', choose: 'Escolher este quarto', book: 'Reservar agora', confirmed: 'Reserva confirmada', cancel: 'Cancelar reserva', yes: 'Sim, cancelar a reserva', cancelledStatus: 'Cancelada' },
  en: { search: 'Check availability', choose: 'Choose this room', book: 'Book now', confirmed: 'Booking confirmed', cancel: 'Cancel booking', yes: 'Yes, cancel the booking', cancelledStatus: 'Cancelled' },
  es: { search: 'Ver disponibilidad', choose: 'Elegir esta habitación', book: 'Reservar ahora', confirmed: 'Reserva confirmada', cancel: 'Cancelar reserva', yes: 'Sí, cancelar la reserva', cancelledStatus: 'Cancelada' },
  it: { search: 'Verifica disponibilità', choose: 'Scegli questa camera', book: 'Prenota ora', confirmed: 'Prenotazione confermata', cancel: 'Cancella prenotazione', yes: 'Sì, cancella la prenotazione', cancelledStatus: 'Cancellata' },
};

const PROPERTY = 1;
const today = todayIn('America/Sao_Paulo');

/** Types a date into the react-aria range picker's segments (day, month, year in any order). */
async function typeDate(page: Page, which: 0 | 1, iso: string) {
  const [year, month, day] = iso.split('-');
  for (const [type, value] of [['day', day], ['month', month], ['year', year]] as const) {
    const segment = page.locator(`[role="spinbutton"][data-type="${type}"]`).nth(which);
    await segment.click();
    await segment.pressSequentially(value!);
  }
}

let host: Promise<Session> | null = null;
/** The demo host (owns property 1), signed in once for the file. */
const demoHost = () => (host ??= passwordSession(DEMO.email, DEMO.password));

/** The booking as the host's workspace lists it (host.reservations.list). */
async function hostSees(code: string) {
  const list = await hostQuery<{ code: string; status: string; source: string }[]>(await demoHost(), 'host.reservations.list', { propertyId: PROPERTY });
  return list.find((item) => item.code === code);
}

/** The guest's confirmation mail in the local outbox, with its schema.org markup. */
async function guestMail(email: string, code: string) {
  const list = await (await fetch(`${baseUrl()}/dev/mail/booking?to=${encodeURIComponent(email)}`)).text();
  const id = /data-kind="booking_guest"[\s\S]*?data-mail="([^"]+)"/.exec(list)?.[1];
  expect(id, `a booking mail to ${email}`).toBeDefined();
  const html = await (await fetch(`${baseUrl()}/dev/mail/booking/${id}`)).text();
  const markup = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  return markup.find((data) => data['@type'] === 'LodgingReservation');
}

/** The rest of the flow, the same with and without JavaScript: details → book → confirmation → manage → cancel. */
async function bookAndCancel(page: Page, locale: Locale, email: string, javaScript: boolean) {
  const t = TEXTS[locale];
  const stayPrice = (await page.getByTestId('stay-price').first().textContent())!;
  expect(stayPrice).toMatch(/\d/);
  await page.getByRole('link', { name: t.choose }).first().click();
  await page.waitForSelector('[data-testid="price-summary"]');
  // A new page: its booking section hydrates as it comes into view (the date picker replaces
  // the plain inputs then); the flow goes on once it is live, as a person reading it would.
  if (javaScript) await waitForHydration(page);
  const total = (await page.getByTestId('total').textContent())!.trim();
  // The total of the summary is the price the room list showed for the stay.
  expect(stayPrice).toContain(total);

  await page.locator('#booking-details input[name="name"]').fill('Lucia Ferreira');
  await page.locator('#booking-details input[name="email"]').fill(email);
  await page.locator('#booking-details input[name="phone"]').fill('+55 21 99999-0000');
  await page.getByRole('button', { name: t.book }).click();

  await page.waitForURL(/\/reserva\/[A-Za-z0-9_-]{43}\d+\?booked=1$/);
  const confirmation = page.getByTestId('confirmation');
  await expect.poll(() => confirmation.textContent()).toContain(t.confirmed);
  const code = /EST-[2-9A-Z]{5}/.exec((await confirmation.textContent())!)?.[0];
  expect(code).toBeDefined();
  expect(await page.getByTestId('total').textContent()).toContain(total);

  // The host sees it at once in the workspace; the guest's mail is in the outbox with its markup.
  expect(await hostSees(code!)).toMatchObject({ status: 'confirmed', source: 'direct' });
  expect(await guestMail(email, code!)).toMatchObject({ reservationNumber: code, reservationStatus: 'http://schema.org/ReservationConfirmed', underName: { email } });

  await page.getByTestId('manage-link').click();
  await page.waitForURL(/\/reserva\/[A-Za-z0-9_-]{43}\d+$/);
  expect(new URL(page.url()).pathname.startsWith(localizePath('/reserva/', locale))).toBe(true);
  // Issue 40: the first press only asks (a dialog with JavaScript, the page's own question without),
  // saying the dates and what is refunded; nothing is cancelled until "yes".
  await page.getByRole('button', { name: t.cancel }).click();
  const yes = page.getByRole('button', { name: t.yes });
  await yes.waitFor(UNTIL);
  expect(await hostSees(code!)).toMatchObject({ status: 'confirmed' });
  await yes.click();
  await page.waitForURL(/\?cancelled=1$/);
  expect(await page.getByTestId('status').getAttribute('data-status')).toBe('cancelled');
  expect(await page.getByTestId('status').textContent()).toBe(t.cancelledStatus);
  expect(await hostSees(code!)).toMatchObject({ status: 'cancelled' });
}

describe('a guest books on the property page and cancels from the manage link', () => {
  it.each(['pt', 'en', 'es', 'it'] as Locale[])('%s, with JavaScript', async (locale) => {
    const offset = { pt: 200, en: 210, es: 220, it: 230 }[locale];
    const { page, consoleErrors, close } = await openPage(localizePath(`/property/${PROPERTY}`, locale));
    try {
      // The range picker replaces the plain inputs once the page is interactive.
      await page.waitForSelector('[role="spinbutton"][data-type="day"]');
      await typeDate(page, 0, addDays(today, offset));
      await typeDate(page, 1, addDays(today, offset + 3));
      await page.getByRole('button', { name: TEXTS[locale].search }).click();
      await page.waitForURL(new RegExp(`checkIn=${addDays(today, offset)}&checkOut=${addDays(today, offset + 3)}`));
      await page.waitForSelector('[data-testid="stay-price"]');
      await waitForHydration(page);
      await bookAndCancel(page, locale, `lucia.js.${locale}@example.com`, true);
      expect(consoleErrors.filter((line) => !/favicon/.test(line))).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(['pt', 'en', 'es', 'it'] as Locale[])('%s, with JavaScript off (plain forms, redirect after post)', async (locale) => {
    const offset = { pt: 240, en: 250, es: 260, it: 270 }[locale];
    const { page, close } = await openPage(localizePath(`/property/${PROPERTY}`, locale), { javaScriptEnabled: false });
    try {
      await page.locator('input[name="checkIn"]').fill(addDays(today, offset));
      await page.locator('input[name="checkOut"]').fill(addDays(today, offset + 2));
      await page.getByRole('button', { name: TEXTS[locale].search }).click();
      await page.waitForSelector('[data-testid="stay-price"]');
      await bookAndCancel(page, locale, `lucia.nojs.${locale}@example.com`, false);
    } finally {
      await close();
    }
  });
});
