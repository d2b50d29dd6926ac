import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, hydrateAllIslands, openPage, UNTIL } from './harness';
import { ROUTES, routePath } from '../../shared/routes';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';
import { PAGES } from '../../web/pages/registry';
import pt from '../../web/i18n/pt';
import en from '../../web/i18n/en';
import es from '../../web/i18n/es';
import it_ from '../../web/i18n/it';
import pt_pricing from '../../web/i18n/pt/pricingPage';
import en_pricing from '../../web/i18n/en/pricingPage';
import es_pricing from '../../web/i18n/es/pricingPage';
import it_pricing from '../../web/i18n/it/pricingPage';

// Islands pages (web/islands): the server renders the whole page; the browser loads a small
// boot script and hydrates each interactive part on its own, when it is due. What a person
// does before their island is live (a press, a submit, typing) is replayed, not lost.

const BASE = { pt, en, es, it: it_ } as const;
const PRICING = { pt: pt_pricing, en: en_pricing, es: es_pricing, it: it_pricing } as const;

/** React's element symbol key: present in any chunk that carries React or a component. */
const REACT_MARKER = 'react.transitional.element';

// Pages opened by a guest's secret link (`:token`: check-in, review) have no address without a
// booking; their forms are tested with a real link in tests/worker/journey-pages.test.ts.
// A host's own site (/s/:slug…) exists only once a host saves one: tests/e2e/site.test.ts walks it.
const ISLAND_PATHS = ROUTES.filter((route) => PAGES[route.page].hydration === 'islands' && !route.protected && !route.path.includes(':token') && !route.path.includes(':slug')).map((route) => routePath(route, route.params ?? { id: '1' }));

/** Every script a page asks for in its HTML: module scripts and module preloads. */
function scriptsOf(html: string): string[] {
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  return [...scripts, ...preloads];
}

describe('islands pages ship no component JavaScript up front', () => {
  it(`the HTML of ${ISLAND_PATHS.length} pages references only the islands' boot script, which carries no React`, async () => {
    expect(ISLAND_PATHS.length).toBeGreaterThan(20);
    const bodies = new Map<string, string>();
    for (const path of ISLAND_PATHS) {
      const html = await (await fetch(`${baseUrl()}${localizePath(path, 'en')}`)).text();
      const scripts = scriptsOf(html);
      expect(scripts.filter((src) => /\/boot-[\w-]+\.js$/.test(src)), path).toHaveLength(1);
      expect(html, path).toMatch(/data-island="header"/);
      for (const src of scripts) {
        if (!bodies.has(src)) bodies.set(src, await (await fetch(`${baseUrl()}${src}`)).text());
        expect(bodies.get(src), `${path} ${src}`).not.toContain(REACT_MARKER);
      }
    }
    // The boot script and what it imports are small: under 4 KB gzip in all.
    const total = [...bodies.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
    expect(total).toBeLessThan(4_000);
  });

  it('a page that is one island (a guest booking, the workspace) preloads its code, React and its page chunk; its shell stays islands', async () => {
    const html = await (await fetch(`${baseUrl()}/reserva/nao-existe`)).text();
    expect(html).toMatch(/data-island="page" data-when="load"/);
    expect(html).toMatch(/data-island="header" data-when="interaction"/);
    const scripts = scriptsOf(html);
    expect(scripts.filter((src) => /\/boot-[\w-]+\.js$/.test(src))).toHaveLength(1);
    for (const chunk of ['hydrate', 'bookingManage', 'react']) expect(scripts.some((src) => new RegExp(`/${chunk}-[\\w-]+\\.js$`).test(src)), chunk).toBe(true);
    expect(scripts.some((src) => src.includes('entry-client'))).toBe(false);
  });

  it('loading a marketing page until the network is idle fetches no React; the first use does', async () => {
    const { page, close } = await openPage('/en/precos', { islands: 'static' });
    const fetched: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') fetched.push(response.text());
    });
    await page.reload({ waitUntil: 'networkidle' });
    const idle = await Promise.all(fetched);
    expect(idle.length).toBeGreaterThan(0);
    expect(idle.some((body) => body.includes(REACT_MARKER))).toBe(false);
    await page.getByRole('button', { name: /^EN,/ }).focus();
    await page.locator('[data-island="header"][data-hydrated="true"]').waitFor({ state: 'attached', ...UNTIL });
    expect((await Promise.all(fetched)).some((body) => body.includes(REACT_MARKER))).toBe(true);
    await close();
  });
});

/** The calculator's two totals, spaces normalised. */
async function totals(page: Page): Promise<string[]> {
  return Promise.all(['total-standard', 'total-premium'].map(async (id) => ((await page.getByTestId(id).textContent()) ?? '').replace(/\u00a0/g, ' ')));
}

describe('islands hydrate when used and replay what was done before', () => {
  for (const locale of LOCALES) {
    it(`${locale}: menu, language switcher, calculator, FAQ, newsletter and chat work from the first touch`, async () => {
      const t = BASE[locale as Locale];
      const calc = PRICING[locale as Locale].calculator;
      const { page, consoleErrors, close } = await openPage(localizePath('/precos', locale), { viewport: { width: 390, height: 800 }, islands: 'static' });
      // Nothing was used yet: the presses below reach islands that have not hydrated.
      expect(await page.locator('[data-island="pricing"][data-hydrated], [data-island="newsletter"][data-hydrated]').count()).toBe(0);

      // The menu toggle: pressed before the header hydrated, the menu opens — as soon as the
      // header has hydrated and replayed the press, which on a busy machine (or a slow phone)
      // takes seconds: the effect is awaited with the harness's patience, never a 1 s poll.
      const menu = page.getByRole('button', { name: t.nav.menu });
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded'), UNTIL).toBe('true');
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded'), UNTIL).toBe('false');

      // The language switcher, now live with the header: opens on a press.
      const language = page.getByRole('button', { name: new RegExp(`^${locale.toUpperCase()},`) });
      await language.click();
      await expect.poll(() => language.getAttribute('aria-expanded'), UNTIL).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(() => language.getAttribute('aria-expanded'), UNTIL).toBe('false');

      // The calculator: a room added before it hydrated is counted, once.
      const rooms = page.getByRole('textbox', { name: calc.rooms });
      expect(await rooms.inputValue()).toBe('3');
      expect(await totals(page)).toEqual(['R$ 150,00', 'R$ 269,90']);
      await page.getByRole('button', { name: calc.addRoom }).click();
      await expect.poll(() => rooms.inputValue(), UNTIL).toBe('4');
      await expect.poll(() => totals(page), UNTIL).not.toEqual(['R$ 150,00', 'R$ 269,90']);
      expect(await rooms.inputValue()).toBe('4');

      // The FAQ (its own island): a question opens.
      const question = page.getByRole('button', { name: PRICING[locale as Locale].faq.trialQ });
      await question.click();
      await expect.poll(() => question.getAttribute('aria-expanded'), UNTIL).toBe('true');

      // The newsletter: typed and submitted with Enter before it hydrated; nothing is lost.
      const email = page.getByRole('textbox', { name: t.footer.emailLabel });
      await email.fill('ilha@example.com');
      await email.press('Enter');
      await page.getByText(t.newsletter.success).waitFor(UNTIL);

      // The chat button, shown after 3 s, opens its card when first pressed.
      const chat = page.getByRole('button', { name: t.chat.open });
      await chat.click(UNTIL);
      await page.getByRole('dialog', { name: t.chat.title }).waitFor(UNTIL);

      expect(consoleErrors).toEqual([]);
      await close();
    }, 120_000);
  }
});

/** Pages per walk test: each test does a bounded amount of work, far under its limit. */
const GROUP = 8;
const ISLAND_GROUPS = Array.from({ length: Math.ceil(ISLAND_PATHS.length / GROUP) }, (_, i) => ISLAND_PATHS.slice(i * GROUP, (i + 1) * GROUP));

// One locale and group of pages per test, one test after another: on two cores, walks run side
// by side only make every page slower.
describe('every island of every islands page hydrates without an error', () => {
  for (const locale of LOCALES) {
    ISLAND_GROUPS.forEach((group, index) => it(`${locale}: pages ${index * GROUP + 1}–${index * GROUP + group.length} of ${ISLAND_PATHS.length} (${group[0]} … ${group.at(-1)})`, async ({ expect }) => {
      const { page, consoleErrors, close } = await openPage(localizePath('/', locale));
      const problems: string[] = [];
      // Stylesheets requested once the page has loaded: an island whose styles the page did not
      // link up front (they would arrive after its HTML was shown, unstyled).
      let loaded = false;
      const lateStyles: string[] = [];
      page.on('request', (request) => {
        if (loaded && request.resourceType() === 'stylesheet') lateStyles.push(request.url());
      });
      for (const path of group) {
        const url = localizePath(path, locale);
        const before = consoleErrors.length;
        loaded = false;
        await page.goto(url, { waitUntil: 'load' });
        loaded = true;
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
        const islands = await hydrateAllIslands(page);
        if (islands < 3) problems.push(`${url}: only ${islands} islands`);
        problems.push(...consoleErrors.slice(before).map((error) => `${url}: ${error}`));
        problems.push(...lateStyles.splice(0).map((style) => `${url}: stylesheet after load ${new URL(style).pathname}`));
      }
      expect(problems).toEqual([]);
      await close();
    }, 180_000));
  }
});
