import { describe, expect, it } from 'vitest';
import { openPage, PATIENCE_MS, UNTIL } from './harness';
import type { Locator } from 'playwright-core';
import { focusedDescription, isFocused, tabTo } from './keyboard-support';

/** Visible text with Intl's no-break spaces as plain spaces. */
async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

// Keyboard-only walk-throughs of the interactive widgets: the pricing calculator, the
// marketplace filters and the booking card. Every control is reached with Tab from the top of
// the page and operated with the keys its pattern uses (arrows, Space, Enter, Escape).

describe('pricing calculator by keyboard', () => {
  it('rooms, billing period, channels and users change the quote, all from the keyboard', async () => {
    const { page, close } = await openPage('/en/precos');
    const standard = page.getByRole('article', { name: 'Standard' });
    const rooms = page.getByRole('textbox', { name: 'Number of rooms' });
    await tabTo(page, rooms);
    await page.keyboard.press('ArrowDown'); // never below 3
    await expect.poll(() => rooms.inputValue(), UNTIL).toBe('3');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => rooms.inputValue(), UNTIL).toBe('4');
    await expect.poll(() => text(standard), UNTIL).toContain('R$ 180,00');
    // Typing a number works too (committed on blur/Enter).
    await page.keyboard.press('Control+A');
    await page.keyboard.type('6');
    await page.keyboard.press('Enter');
    await expect.poll(() => rooms.inputValue(), UNTIL).toBe('6');
    await expect.poll(() => text(standard), UNTIL).toContain('R$ 220,00');

    // Billing period: one tab stop, arrows move the choice.
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    await tabTo(page, monthly, { max: 4 });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: /Yearly/ }).isChecked(), UNTIL).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => monthly.isChecked(), UNTIL).toBe(true);

    // Channels: Tab to TripAdvisor, Space ticks it (+ R$ 50,00).
    const tripAdvisor = page.getByRole('checkbox', { name: /TripAdvisor/ });
    await tabTo(page, tripAdvisor, { max: 8 });
    await page.keyboard.press('Space');
    await expect.poll(() => tripAdvisor.isChecked(), UNTIL).toBe(true);
    await expect.poll(() => text(standard), UNTIL).toContain('R$ 270,00');

    // Additional users: arrows (+ R$ 25,00 each).
    const users = page.getByRole('textbox', { name: 'Additional users' });
    await tabTo(page, users, { max: 6 });
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => users.inputValue(), UNTIL).toBe('1');
    await expect.poll(() => text(standard), UNTIL).toContain('R$ 295,00');
    await close();
  });

  it('the FAQ accordion opens and closes with Enter and Space', async () => {
    const { page, close } = await openPage('/en/precos');
    const first = page.getByRole('button', { name: /free trial work/ });
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded'), UNTIL).toBe('true');
    const second = page.getByRole('button', { name: /setup fee/ });
    await tabTo(page, second, { max: 6 });
    await page.keyboard.press('Space');
    await expect.poll(() => second.getAttribute('aria-expanded'), UNTIL).toBe('true');
    await expect.poll(() => first.getAttribute('aria-expanded'), UNTIL).toBe('false'); // one open at a time
    await page.keyboard.press('Space');
    await expect.poll(() => second.getAttribute('aria-expanded'), UNTIL).toBe('false'); // collapsible
    await close();
  });
});

describe('marketplace filters by keyboard', () => {
  it('price sliders, type and amenity checkboxes, rating and sort radios filter the results', async () => {
    const { page, close } = await openPage('/en/properties');
    const found = page.getByRole('region', { name: 'Results' }).getByRole('status');
    // The demo nine, plus any property another browser test published on the shared server.
    const initial = await found.textContent();
    expect(Number(initial?.match(/^(\d+) /)?.[1])).toBeGreaterThanOrEqual(9);

    const destination = page.getByRole('textbox', { name: 'Destination' });
    await tabTo(page, destination);
    const guests = page.getByRole('spinbutton', { name: 'Guests' });
    await tabTo(page, guests, { max: 12 });
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => guests.inputValue(), UNTIL).toBe('3');

    const minimum = page.getByRole('slider', { name: /Minimum price/ });
    await tabTo(page, minimum, { max: 6 });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => minimum.inputValue(), UNTIL).toBe('60');
    const maximum = page.getByRole('slider', { name: /Maximum price/ });
    await tabTo(page, maximum, { max: 2 });
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => maximum.inputValue(), UNTIL).toBe('450');
    await expect.poll(() => page.getByRole('group', { name: 'Price per night' }).getByRole('status').textContent(), UNTIL).toMatch(/60.*450/);

    const villa = page.getByRole('checkbox', { name: 'Villa' });
    await tabTo(page, villa, { max: 8 });
    await page.keyboard.press('Space');
    await expect.poll(() => villa.isChecked(), UNTIL).toBe(true);
    await page.waitForFunction(() => new URL(location.href).searchParams.getAll('type').includes('Villa'));
    const afterType = await found.textContent();
    expect(afterType).not.toBe(initial);

    const pool = page.getByRole('checkbox', { name: 'Pool' });
    await tabTo(page, pool, { max: 10 });
    await page.keyboard.press('Space');
    await page.waitForFunction(() => new URL(location.href).searchParams.getAll('amenity').includes('pool'));

    const anyRating = page.getByRole('radio', { name: 'Any rating' });
    await tabTo(page, anyRating, { max: 6 });
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('radio', { name: /^5 stars/ }).isChecked(), UNTIL).toBe(true);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('rating') === '5');

    const recommended = page.getByRole('radio', { name: 'Recommended' });
    await tabTo(page, recommended, { max: 4 });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: /Price: Low to High/ }).isChecked(), UNTIL).toBe(true);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'price-asc');

    // Each result is reachable and opens with Enter.
    const firstResult = page.getByRole('link', { name: /View details/ }).first();
    if ((await firstResult.count()) > 0) {
      await tabTo(page, firstResult, { max: 6 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/en\/property\/\d+/);
    }
    await close();
  });
});

describe('booking card by keyboard', () => {
  it('leads into the booking section from the keyboard', async () => {
    const { page, close } = await openPage('/en/property/1');
    const card = page.getByRole('complementary', { name: 'Book your stay' });
    const link = card.getByRole('link', { name: 'Check availability' });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#booking$/, { timeout: PATIENCE_MS });
    await close();
  });
});

