import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, baseUrl, getBrowser, openPage, waitForHydration } from './harness';
import { localizePath } from '../../shared/locales';
import { routeById, type RouteId } from '../../shared/routes';
import { ARTICLES } from '../../web/components/content/articles';
import pt_faq from '../../web/i18n/pt/faqPage';
import pt_ambassadors from '../../web/i18n/pt/ambassadors';
import en_demo from '../../web/i18n/en/demoPage';
import en_live from '../../web/i18n/en/liveDemo';

// The content pages in a real browser: FAQ disclosure, the demo video facade, the ambassador
// form link, article hydration, and an axe-core audit of every page in two locales.

const THIRD_PARTY_VIDEO = /youtube|ytimg|googlevideo/;

async function bootstrapConfig(page: Page): Promise<{ ambassadorFormUrl: string; demoVideoId: string }> {
  return page.evaluate(() => JSON.parse(document.getElementById('__ESTADIA__')!.textContent!).config);
}

describe('FAQ page', () => {
  it('opens and closes each question independently, across categories', async () => {
    const { page, consoleErrors, close } = await openPage('/faq');
    const trigger = (question: string) => page.getByRole('button', { name: question, exact: true });
    const first = trigger(pt_faq.general.whatIs.q);
    const second = trigger(pt_faq.general.setup.q);
    const other = trigger(pt_faq.pricing.trial.q);
    for (const button of [first, second, other]) expect(await button.getAttribute('aria-expanded')).toBe('false');

    await first.click();
    await second.click();
    await other.click();
    for (const button of [first, second, other]) expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByText(pt_faq.general.setup.a).isVisible()).toBe(true);

    // Closing one leaves the others open.
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await other.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByText(pt_faq.general.whatIs.a).isVisible()).toBe(false);

    // Keyboard: Enter on a focused question toggles it too.
    await second.focus();
    await page.keyboard.press('Enter');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await other.getAttribute('aria-expanded')).toBe('true');
    expect(consoleErrors).toEqual([]);
    await close();
  });
});

describe('demo page without a video (issue 30)', () => {
  it('with the default configuration: no player, no frame and no request to a video host; the live demo instead', async () => {
    const { page, consoleErrors, close } = await openPage('/en/demo', { waitForHydration: false });
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (THIRD_PARTY_VIDEO.test(request.url())) videoRequests.push(request.url());
    });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');

    const { demoVideoId } = await bootstrapConfig(page);
    expect(demoVideoId).toBe('');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(page.frames()).toHaveLength(1);
    expect(await page.getByRole('button', { name: en_demo.play }).count()).toBe(0);
    expect(await page.locator('[src*="youtube"], [srcset*="ytimg"], link[href*="youtube"], a[href*="youtube.com/watch"]').count()).toBe(0);
    // The live demo's entry and the drawings of the workspace take the player's place.
    expect(await page.getByRole('button', { name: en_live.start }).count()).toBe(1);
    expect(await page.getByRole('img', { name: en_live.screens.calendar }).count()).toBe(1);
    expect(videoRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('offers the WhatsApp specialist button in a new tab', async () => {
    const { page, close } = await openPage('/en/demo');
    const whatsapp = page.getByRole('link', { name: new RegExp(en_demo.whatsapp) });
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    await close();
  });
});

describe('ambassador programme', () => {
  it('opens the external sign-up form in a new tab, with the note beneath the button', async () => {
    const { page, context, close } = await openPage('/embaixadores');
    const { ambassadorFormUrl } = await bootstrapConfig(page);
    await context.route(`${ambassadorFormUrl}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>form</title>' }));
    const button = page.getByRole('link', { name: new RegExp(pt_ambassadors.ctaButton) }).first();
    expect(await button.getAttribute('href')).toBe(ambassadorFormUrl);
    expect(await button.getAttribute('target')).toBe('_blank');
    expect(await button.getAttribute('rel')).toContain('noopener');
    const noteId = await button.getAttribute('aria-describedby');
    expect(await page.locator(`#${noteId}`).textContent()).toBe(pt_ambassadors.ctaNote);
    // The note sits beneath the button.
    const [buttonBox, noteBox] = await Promise.all([button.boundingBox(), page.locator(`#${noteId}`).boundingBox()]);
    expect(noteBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height - 1);

    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(ambassadorFormUrl);
    expect(page.url()).toMatch(/\/embaixadores$/);
    await close();
  });
});

describe('blog articles', () => {
  it.each(['pt', 'it'] as const)('hydrate with their own dictionary and keep the server text (%s)', async (locale) => {
    const article = ARTICLES[3]!;
    const { page, consoleErrors, close } = await openPage(localizePath(routeById(article.routeId).path, locale));
    expect(await page.locator('[data-article-item]').count()).toBe(article.items.length);
    expect(await page.locator('h1').textContent()).toBeTruthy();
    expect(await page.locator('main time').first().getAttribute('dateTime')).toBe(article.datePublished);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});

const PAGES: readonly Exclude<RouteId, 'notFound'>[] = [
  'faq', 'sobreNos', 'centralDeAjuda', 'confiancaESeguranca', 'termosDeServico', 'politicaDePrivacidade', 'politicaDeCookies',
  'embaixadores', 'demo', 'blog', ...ARTICLES.map((article) => article.routeId),
];

describe('accessibility (axe-core)', () => {
  // axe is injected as a script, which the site's nonce CSP rightly refuses: audit in a
  // context that bypasses CSP (as tests/e2e/auth.test.ts does), one page reused for all.
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await (await getBrowser()).newContext({ baseURL: baseUrl(), bypassCSP: true, locale: 'pt-BR' });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it.each(PAGES.flatMap((id) => (['pt', 'en'] as const).map((locale) => [localizePath(routeById(id).path, locale)] as const)))('%s has no violations', async (path) => {
    await page.goto(path);
    await waitForHydration(page);
    // Audit the FAQ with an answer open too.
    if (path.endsWith('/faq')) await page.locator('main button[aria-expanded]').first().click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
