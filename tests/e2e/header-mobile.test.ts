import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, openPage, UNTIL } from './harness';
import { isFocused, tabTo, expectFocused } from './keyboard-support';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';
import pt from '../../web/i18n/pt';
import en from '../../web/i18n/en';
import es from '../../web/i18n/es';
import it_ from '../../web/i18n/it';

// The phone header: the logo, the language switcher and the menu toggle share one row at 320,
// 360 and 390 px in every locale, nothing sticks out sideways, and both buttons still open and
// close by keyboard (Enter opens, Escape closes and gives focus back) with their content on screen.

const TEXTS: Record<Locale, { homeLink: string; menu: string }> = {
  pt: { homeLink: pt.homeLink, menu: pt.nav.menu },
  en: { homeLink: en.homeLink, menu: en.nav.menu },
  es: { homeLink: es.homeLink, menu: es.nav.menu },
  it: { homeLink: it_.homeLink, menu: it_.nav.menu },
};
const WIDTHS = [320, 360, 390];

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
}

/** True when every box overlaps every other vertically (a single row) and they run left to right. */
function oneRow(boxes: Box[]): boolean {
  const verticalOverlap = boxes.every((a) => boxes.every((b) => a.y < b.y + b.height && b.y < a.y + a.height));
  const leftToRight = boxes.every((b, i) => i === 0 || boxes[i - 1]!.x + boxes[i - 1]!.width <= b.x + 0.5);
  return verticalOverlap && leftToRight;
}

async function withinViewport(page: Page, locator: Locator): Promise<boolean> {
  const b = await box(locator);
  const width = page.viewportSize()!.width;
  return b.x >= 0 && b.x + b.width <= width + 0.5;
}

describe('mobile header: logo, language and menu on one row', () => {
  for (const locale of LOCALES) {
    it(`${locale}: at ${WIDTHS.join(', ')} px, and both buttons work by keyboard`, async () => {
      const { page, close } = await openPage(localizePath('/', locale), { viewport: { width: WIDTHS[0]!, height: 700 }, locale: locale === 'pt' ? 'pt-BR' : locale });
      const banner = page.getByRole('banner');
      const logo = banner.getByRole('link', { name: TEXTS[locale].homeLink });
      const language = banner.getByRole('button', { name: new RegExp(`^${locale.toUpperCase()},`) });
      const menu = banner.getByRole('button', { name: TEXTS[locale].menu, exact: true });

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        const boxes = [await box(logo), await box(language), await box(menu)];
        expect(oneRow(boxes), `${locale} ${width}px: ${JSON.stringify(boxes)}`).toBe(true);
        for (const control of [logo, language, menu]) expect(await withinViewport(page, control), `${locale} ${width}px inside`).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale} ${width}px: no sideways scroll`).toBeLessThanOrEqual(width);
        // Touch targets keep their 44 px.
        for (const b of boxes.slice(1)) expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);

        // Language switcher: Enter opens a list that is on screen; Escape closes it, focus back.
        // From the top of the page the first time, then back from the menu toggle.
        await tabTo(page, language, { max: 8, backwards: width !== WIDTHS[0] });
        await page.keyboard.press('Enter');
        await expect.poll(() => language.getAttribute('aria-expanded'), UNTIL).toBe('true');
        const list = banner.locator('ul:has(a[hreflang])');
        await list.waitFor({ state: 'visible' });
        expect(await withinViewport(page, list), `${locale} ${width}px: language list on screen`).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => language.getAttribute('aria-expanded'), UNTIL).toBe('false');
        await expectFocused(language);

        // Menu toggle: the next stop; Enter opens the panel, Escape closes it, focus back.
        await tabTo(page, menu, { max: 3 });
        await page.keyboard.press('Enter');
        await expect.poll(() => menu.getAttribute('aria-expanded'), UNTIL).toBe('true');
        const panel = page.locator(`#${await menu.getAttribute('aria-controls')}`);
        await panel.getByRole('link').first().waitFor({ state: 'visible' });
        if (width === WIDTHS[0]) expect(await axeViolations(page), `${locale} ${width}px: axe with the menu open`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect.poll(() => menu.getAttribute('aria-expanded'), UNTIL).toBe('false');
        await expectFocused(menu);
        // Still one row once closed (the toggle's icon changes).
        expect(oneRow([await box(logo), await box(language), await box(menu)]), `${locale} ${width}px after closing`).toBe(true);
      }
      await close();
    });
  }
});
