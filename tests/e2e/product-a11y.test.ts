import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from './harness';

// The home page and the product pages in the browser: hydrated without errors or hydration
// warnings, one <h1>, no horizontal scrolling at 375 px, and axe-core reporting no violations,
// in Portuguese and in English.

const PATHS = [
  '/',
  '/caracteristicas',
  '/ferramentas',
  '/integracoes',
  '/funcionalidades',
  '/recursos',
  '/processamento-de-pagamentos',
  '/motor-de-reservas',
  '/exemplo-de-pagina-de-pagamento',
];

describe('axe-core finds no violations', () => {
  for (const locale of ['pt', 'en'] as const) {
    for (const path of PATHS) {
      const url = locale === 'pt' ? path : `/en${path === '/' ? '' : path}`;
      it(`${url}`, async () => {
        const { page, consoleErrors, close } = await openPage(url);
        expect(await page.locator('h1').count()).toBe(1);
        const violations = await axeViolations(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await close();
      });
    }
  }
});

describe('small screens', () => {
  it('nothing in the main content of the pages sticks out sideways at 375 px', async () => {
    for (const path of PATHS) {
      const { page, close } = await openPage(path, { viewport: { width: 375, height: 740 } });
      // Elements inside a scroll region of their own (the integrations table) may be wider, and
      // drawings are clipped by their own <svg>, so only the <svg> itself counts.
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((el) => !el.closest('[role="region"][tabindex="0"]') && !el.parentElement?.closest('svg'))
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
          .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`),
      );
      expect(outside, path).toEqual([]);
      await close();
    }
  });
});

describe('payment processing FAQ', () => {
  it('opens and closes each question on its own', async () => {
    const { page, close } = await openPage('/en/processamento-de-pagamentos');
    const faq = page.locator('#pagamentos-faq');
    const first = faq.getByRole('button', { name: 'Does Estadia charge any fee on payments?' });
    const second = faq.getByRole('button', { name: 'Do I need an account with a payment provider?' });
    await first.click();
    await second.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    await close();
  });
});
