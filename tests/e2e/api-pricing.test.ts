import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, UNTIL } from './harness';
import en_pricing from '../../web/i18n/en/pricingPage/index';

const calc = en_pricing.calculator;
/** Prices as the page prints them (pt-BR formatting), spaces normalised. */
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').replace(/\u00a0/g, ' ');
/** A radio or checkbox as a person clicks it: by its visible label. */
const option = (page: Page, name: string | RegExp) => page.locator('label').filter({ hasText: name });
const totals = async (page: Page) => [await text(page, 'total-standard'), await text(page, 'total-premium')];

describe('/precos calculator', () => {
  it('starts at 3 rooms, monthly: R$ 150,00 and R$ 269,90; cannot go below 3 rooms', async () => {
    const { page, consoleErrors, close } = await openPage('/en/precos');
    expect(await totals(page)).toEqual(['R$ 150,00', 'R$ 269,90']);
    const rooms = page.getByRole('textbox', { name: calc.rooms });
    expect(await rooms.inputValue()).toBe('3');
    await expect.poll(() => page.getByRole('button', { name: calc.removeRoom }).isDisabled(), UNTIL).toBe(true);
    // Typing fewer rooms is clamped to the minimum.
    await rooms.fill('1');
    await rooms.press('Tab');
    expect(await rooms.inputValue()).toBe('3');
    expect(await totals(page)).toEqual(['R$ 150,00', 'R$ 269,90']);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('updates instantly as the visitor clicks, keeps the selection in the URL, and the URL restores it', async () => {
    const { page, close } = await openPage('/en/precos');
    const addRoom = page.getByRole('button', { name: calc.addRoom });
    for (let i = 0; i < 4; i += 1) await addRoom.click();
    expect(await page.getByRole('textbox', { name: calc.rooms }).inputValue()).toBe('7');
    expect(await totals(page)).toEqual(['R$ 230,00', 'R$ 349,90']);

    await option(page, calc.yearly).click();
    await option(page, /TripAdvisor/).click();
    await option(page, /Google Hotel Ads/).click();
    await page.getByRole('button', { name: calc.addUser }).click();
    expect(await totals(page)).toEqual(['R$ 3.825,00', 'R$ 5.047,98']);
    expect(await text(page, 'monthly-standard')).toBe('R$ 375,00');
    expect(await text(page, 'saving-premium')).toBe('You save R$ 890,82');

    await page.waitForFunction(() => window.location.search.includes('usuarios=1'));
    expect(new URL(page.url()).search).toBe('?quartos=7&periodo=yearly&canais=tripAdvisor,googleHotelAds&usuarios=1');

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await totals(page)).toEqual(['R$ 3.825,00', 'R$ 5.047,98']);
    expect(await page.getByRole('textbox', { name: calc.rooms }).inputValue()).toBe('7');
    await expect.poll(() => page.getByRole('radio', { name: new RegExp(calc.yearly) }).isChecked(), UNTIL).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: /TripAdvisor/ }).isChecked(), UNTIL).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: /Outros|Other channels/ }).isChecked(), UNTIL).toBe(false);

    // The WhatsApp action carries the quote.
    const href = (await page.getByRole('link', { name: new RegExp(en_pricing.share.whatsapp) }).getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
    const message = new URL(href).searchParams.get('text') ?? '';
    expect(message.replace(/\u00a0/g, ' ')).toContain('7 rooms, yearly billing, channels: TripAdvisor, Google Hotel Ads, 1 additional user(s). Standard: R$ 3.825,00; Premium: R$ 5.047,98.');
    expect(message).toContain('/en/precos?quartos=7&periodo=yearly');
    await close();
  });

  it('switches the billing period among monthly, yearly and biennial', async () => {
    const { page, close } = await openPage('/en/precos?quartos=12&canais=outras&usuarios=2');
    expect(await totals(page)).toEqual(['R$ 370,00', 'R$ 489,90']);
    expect(await page.getByTestId('saving-standard').count()).toBe(0);
    await option(page, calc.biennial).click();
    expect(await totals(page)).toEqual(['R$ 7.104,00', 'R$ 9.406,08']);
    expect(await text(page, 'saving-standard')).toBe('You save R$ 1.776,00');
    await option(page, calc.yearly).click();
    expect(await totals(page)).toEqual(['R$ 3.774,00', 'R$ 4.996,98']);
    await option(page, calc.monthly).click();
    expect(await totals(page)).toEqual(['R$ 370,00', 'R$ 489,90']);
    await page.waitForFunction(() => !window.location.search.includes('periodo'));
    await close();
  });

  it('FAQ: one answer open at a time, and it can be collapsed', async () => {
    const { page, close } = await openPage('/en/precos');
    const first = page.getByRole('button', { name: en_pricing.faq.trialQ });
    const second = page.getByRole('button', { name: en_pricing.faq.feesQ });
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByText(en_pricing.faq.trialA).isVisible(), UNTIL).toBe(true);
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[aria-expanded="true"]').filter({ hasText: '?' }).count()).toBe(0);
    await close();
  });

  it('renders the same quote in Portuguese, from the URL, without JavaScript', async () => {
    const { page, close } = await openPage('/precos?quartos=12&periodo=biennial&canais=outras&usuarios=2', { javaScriptEnabled: false });
    expect(await totals(page)).toEqual(['R$ 7.104,00', 'R$ 9.406,08']);
    await close();
  });
});

describe('/precos accessibility', () => {
  it('has no axe violations', async () => {
    const { page, close } = await openPage('/en/precos?quartos=8&periodo=yearly&canais=outras');
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
