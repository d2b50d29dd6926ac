import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness';
import { addDays, todayIn } from '../../shared/stay/dates';
import { localizePath, type Locale } from '../../shared/locales';

/** Texts the guest reads, per locale (from the guestBooking dictionaries). */
const TEXTS: Record<Locale, { search: string; choose: string; book: string; confirmed: string; cancel: string; cancelledStatus: string }> = {
  pt: { search: 'Ver disponibilidade', choose: 'Escolher este quarto', book: 'Reservar agora', confirmed: 'Reserva confirmada', cancel: 'Cancelar reserva', cancelledStatus: 'Cancelada' },
  en: { search: 'Check availability', choose: 'Choose this room', book: 'Book now', confirmed: 'Booking confirmed', cancel: 'Cancel booking', cancelledStatus: 'Cancelled' },
  es: { search: 'Ver disponibilidad', choose: 'Elegir esta habitación', book: 'Reservar ahora', confirmed: 'Reserva confirmada', cancel: 'Cancelar reserva', cancelledStatus: 'Cancelada' },
  it: { search: 'Verifica disponibilità', choose: 'Scegli questa camera', book: 'Prenota ora', confirmed: 'Prenotazione confermata', cancel: 'Cancella prenotazione', cancelledStatus: 'Cancellata' },
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

/** The rest of the flow, the same with and without JavaScript: details → book → confirmation → manage → cancel. */
async function bookAndCancel(page: Page, locale: Locale, email: string) {
  const t = TEXTS[locale];
  const stayPrice = (await page.getByTestId('stay-price').first().textContent())!;
  expect(stayPrice).toMatch(/\d/);
  await page.getByRole('link', { name: t.choose }).first().click();
  await page.waitForSelector('[data-testid="price-summary"]');
  const total = (await page.getByTestId('total').textContent())!.trim();
  // The total of the summary is the price the room list showed for the stay.
  expect(stayPrice).toContain(total);

  await page.locator('#booking-details input[name="name"]').fill('Lucia Ferreira');
  await page.locator('#booking-details input[name="email"]').fill(email);
  await page.locator('#booking-details input[name="phone"]').fill('+55 21 99999-0000');
  await page.getByRole('button', { name: t.book }).click();

  await page.waitForURL(/\/reserva\/[A-Za-z0-9_-]{43}\?booked=1$/);
  const confirmation = page.getByTestId('confirmation');
  await expect.poll(() => confirmation.textContent()).toContain(t.confirmed);
  expect(await confirmation.textContent()).toMatch(/EST-[2-9A-Z]{5}/);
  expect(await page.getByTestId('total').textContent()).toContain(total);

  await page.getByTestId('manage-link').click();
  await page.waitForURL(/\/reserva\/[A-Za-z0-9_-]{43}$/);
  expect(new URL(page.url()).pathname.startsWith(localizePath('/reserva/', locale))).toBe(true);
  await page.getByRole('button', { name: t.cancel }).click();
  await page.waitForURL(/\?cancelled=1$/);
  expect(await page.getByTestId('status').getAttribute('data-status')).toBe('cancelled');
  expect(await page.getByTestId('status').textContent()).toBe(t.cancelledStatus);
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
      await bookAndCancel(page, locale, `lucia.js.${locale}@example.com`);
      expect(consoleErrors.filter((line) => !/favicon/.test(line))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('pt, with JavaScript off (plain forms, redirect after post)', async () => {
    const { page, close } = await openPage(localizePath(`/property/${PROPERTY}`, 'pt'), { javaScriptEnabled: false });
    try {
      await page.locator('input[name="checkIn"]').fill(addDays(today, 240));
      await page.locator('input[name="checkOut"]').fill(addDays(today, 242));
      await page.getByRole('button', { name: TEXTS.pt.search }).click();
      await page.waitForSelector('[data-testid="stay-price"]');
      await bookAndCancel(page, 'pt', 'lucia.nojs@example.com');
    } finally {
      await close();
    }
  });
});
