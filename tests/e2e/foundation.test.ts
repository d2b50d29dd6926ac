import { describe, expect, it } from 'vitest';
import { openPage, settled, UNTIL } from './harness';
import { HEADER_LINKS } from '../../web/layout/nav';

const HOME = { pt: '/', en: '/en', es: '/es', it: '/it' } as const;
const LANG = { pt: 'pt-BR', en: 'en', es: 'es', it: 'it' } as const;

describe('home page in every locale', () => {
  for (const [locale, path] of Object.entries(HOME) as [keyof typeof HOME, string][]) {
    it(`${path} renders, hydrates and logs no errors or hydration warnings`, async () => {
      const { page, consoleErrors, close } = await openPage(path);
      expect(await page.getAttribute('html', 'lang')).toBe(LANG[locale]);
      await expect.poll(() => page.locator('h1').count(), UNTIL).toBe(1);
      await settled(page);
      expect(consoleErrors).toEqual([]);
      await close();
    });
  }
});

describe('language switcher', () => {
  it('goes to the same page in another locale and remembers the choice', async () => {
    const { page, context, close } = await openPage('/precos');
    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en/precos');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'estadia_locale')?.value).toBe('en');
    await close();
  });

  it('opens and closes with the keyboard, Escape returning focus', async () => {
    const { page, close } = await openPage('/en');
    const button = page.getByRole('button', { name: /Language/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Italiano' }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Italiano' }).waitFor({ state: 'hidden' });
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    await close();
  });
});

describe('mobile menu at 375 px', () => {
  it('is a disclosure that opens, closes, and closes on Escape', async () => {
    const { page, close } = await openPage('/', { viewport: { width: 375, height: 740 } });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect.poll(() => toggle.getAttribute('aria-expanded'), UNTIL).toBe('false');
    const desktopNav = page.locator('header nav').first();
    await expect.poll(() => desktopNav.isVisible(), UNTIL).toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded'), UNTIL).toBe('true');
    const mobileLink = page.locator('header [role="group"] a', { hasText: 'Preços' });
    await mobileLink.waitFor({ state: 'visible' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded'), UNTIL).toBe('false');
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await close();
  });
});

describe('keyboard', () => {
  it('reaches the skip link first and every header link by Tab', async () => {
    const { page, close } = await openPage('/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pular para o conteúdo');
    const reached = new Set<string>();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href'));
      if (href) reached.add(href);
    }
    for (const link of HEADER_LINKS) expect(reached, link.path).toContain(link.path);
    await close();
  });
});

describe('without JavaScript', () => {
  it('serves the whole page server-rendered', async () => {
    const { page, close } = await openPage('/es/faq', { javaScriptEnabled: false });
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.locator('h1').textContent()).toBeTruthy();
    expect(await page.locator('footer').textContent()).toContain(`© ${new Date().getUTCFullYear()} Estadia`);
    await close();
  });
});

describe('language hint', () => {
  it('offers the browser language on / without redirecting, and remembers a dismissal', async () => {
    const { page, context, consoleErrors, close } = await openPage('/', { locale: 'es-ES' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
    const hint = page.getByRole('complementary', { name: 'Idioma' });
    await expect.poll(() => hint.getByRole('link', { name: 'Ver em Español' }).getAttribute('href'), UNTIL).toBe('/es');
    await hint.getByRole('button', { name: 'Continuar em português' }).click();
    await expect.poll(() => hint.count(), UNTIL).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'estadia_locale')?.value).toBe('pt');
    await page.reload();
    await expect.poll(() => page.getByRole('complementary', { name: 'Idioma' }).count(), UNTIL).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
