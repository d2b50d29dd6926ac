import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, PATIENCE_MS, UNTIL } from './harness';
import { expectVisibleFocus, focusedDescription, isFocused, tabTo, expectFocused } from './keyboard-support';
import { HEADER_LINKS } from '../../web/layout/nav';

// Keyboard-only walk-throughs of the shell: header, language switcher, mobile menu, chat widget.

describe('header by keyboard', () => {
  it('skip link jumps to the content; every header link and control is reachable with visible focus', async () => {
    const { page, close } = await openPage('/en');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expectFocused(skip);
    await expect.poll(() => skip.isVisible(), UNTIL).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), UNTIL).toBe('conteudo');

    await page.reload(); // start again from the top of the page

    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const nav = page.getByRole('navigation', { name: /main|principal/i }).first();
    for (const link of HEADER_LINKS) {
      const target = nav.locator(`a[href="${link.path === '/' ? '/en' : `/en${link.path}`}"]`);
      await tabTo(page, target, { max: 30 });
      await expectVisibleFocus(page);
    }
    await tabTo(page, page.getByRole('button', { name: /Language/ }), { max: 5 });
    await expectVisibleFocus(page);
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Sign in' }), { max: 5 });
    // The mobile menu toggle is not in the desktop tab order.
    await page.keyboard.press('Tab');
    expect(await focusedDescription(page)).not.toMatch(/Menu/);
    await close();
  });

  it('language switcher: Enter opens, Tab walks the languages, Enter follows one, Escape closes and returns focus', async () => {
    const { page, context, close } = await openPage('/precos');
    const toggle = page.getByRole('button', { name: /Idioma/ });
    await tabTo(page, toggle, { max: 30 });
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), UNTIL).toBe('true');
    expect(await axeViolations(page), 'axe with the language list open').toEqual([]);
    const english = page.getByRole('link', { name: 'English' });
    await tabTo(page, english, { max: 4 });
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), UNTIL).toBe('false');
    await expectFocused(toggle);

    await page.keyboard.press('Space');
    await tabTo(page, english, { max: 4 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/precos');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    // The choice is remembered in a first-party, SameSite=Lax cookie (written by the page's code,
    // hence not HttpOnly; Secure is added over https, this server is plain http).
    const cookie = (await context.cookies()).find((c) => c.name === 'estadia_locale');
    expect(cookie).toMatchObject({ value: 'en', sameSite: 'Lax', path: '/' });
    await close();
  });
});

describe('mobile menu by keyboard (375 px)', () => {
  it('opens with Enter, walks its links with Tab, closes with Escape back on the toggle, and with Enter', async () => {
    const { page, close } = await openPage('/es', { viewport: { width: 375, height: 740 } });
    const toggle = page.getByRole('button', { name: 'Menú' });
    await tabTo(page, toggle, { max: 8 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), UNTIL).toBe('true');
    expect(await axeViolations(page), 'axe with the mobile menu open').toEqual([]);
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const links = panel.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(HEADER_LINKS.length);
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab');
      await expectFocused(links.nth(i), `link ${i}: ${await focusedDescription(page)}`);
      await expect.poll(() => links.nth(i).isVisible(), UNTIL).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), UNTIL).toBe('false');
    await expectFocused(toggle);
    await expect.poll(() => links.first().isVisible(), UNTIL).toBe(false);

    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), UNTIL).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expectFocused(toggle);
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), UNTIL).toBe('false');
    // Following a menu link by keyboard works.
    await page.keyboard.press('Enter');
    await tabTo(page, panel.getByRole('link', { name: 'Precios' }), { max: count + 1 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/es/precos');
    await close();
  });
});

describe('chat widget by keyboard', () => {
  it('is reached by Tab once shown, opens with Enter, offers the chat, and Escape closes it returning focus', async () => {
    const { page, close } = await openPage('/it');
    const button = page.getByRole('button', { name: /WhatsApp/ });
    await button.waitFor({ state: 'visible', timeout: PATIENCE_MS });
    await tabTo(page, button, { max: 120 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    // Focus moves into the card; its controls are reachable with Tab and stay inside it.
    await expectFocused(dialog, `focus in the dialog: ${await focusedDescription(page)}`);
    const start = dialog.getByRole('link').or(dialog.getByRole('button', { name: /chat|WhatsApp/i })).first();
    await tabTo(page, start, { max: 4 });
    expect(await start.getAttribute('href') ?? '').toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      await expectFocused(dialog, 'focus stays in the open card');
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocused(button);

    // The close button closes it too.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'visible' });
    await tabTo(page, dialog.getByRole('button', { name: /Chiudi|close/i }), { max: 4 });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocused(button);
    await close();
  });
});
