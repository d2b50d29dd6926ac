import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInto } from '../../scripts/bench/build.mjs';
import { BUDGETS, kb, pageFiles, pageSizes, readManifest, workerSizes, type Manifest } from '../../scripts/bench/sizes.mjs';
import { PAGES } from '../../web/pages/registry';
import { PAGE_IDS } from '../../shared/routes';
import { LOCALES } from '../../shared/locales';
import { BASE, CHROMELESS_PAGES, SHELL, SITE_PAGES, inlineStyle, linkedFiles } from '../../worker/ssr/asset-graph';
import type { ManifestChunk } from 'virtual:estadia/client-assets';

// Size budgets of the production build (deterministic, so a test rather than a benchmark):
// home page client JS before hydration <= 100 KB gzip, any page's JS (with its own deferred
// chunk) <= 150 KB gzip, all CSS of a page <= 30 KB gzip,
// worker bundle <= 1 MiB gzip. A page's assets are counted as worker/ssr/assets.ts links them.
const dir = mkdtempSync(join(tmpdir(), 'estadia-budgets-'));
let client = '';
let worker = '';
let manifest: Manifest = {};

beforeAll(async () => {
  ({ client, worker } = await buildInto(join(dir, 'dist')));
  manifest = readManifest(client);
}, 180_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('size budgets of the production build', () => {
  it('links a page chunk for every page id (the manifest matches the page convention)', () => {
    for (const page of PAGE_IDS) expect(manifest[`web/pages/${page}/index.tsx`], page).toBeDefined();
  });

  for (const locale of LOCALES) {
    it(`home page JS before hydration in ${locale} is within ${kb(BUDGETS.homeJsGzip)} gzip`, () => {
      const { critical } = pageSizes(client, manifest, 'home', locale, PAGES.home.namespaces, PAGES.home.hydration);
      expect(critical.gzip, `home/${locale}: ${kb(critical.gzip)}`).toBeLessThanOrEqual(BUDGETS.homeJsGzip);
    });

    it(`every page's JS in ${locale} is within ${kb(BUDGETS.pageJsGzip)} gzip and its CSS within ${kb(BUDGETS.pageCssGzip)}`, () => {
      const over: string[] = [];
      for (const page of PAGE_IDS) {
        const { js, css } = pageSizes(client, manifest, page, locale, PAGES[page].namespaces, PAGES[page].hydration);
        expect(js.gzip, page).toBeGreaterThan(0);
        if (js.gzip > BUDGETS.pageJsGzip) over.push(`${page}/${locale} JS ${kb(js.gzip)}`);
        if (css.gzip > BUDGETS.pageCssGzip) over.push(`${page}/${locale} CSS ${kb(css.gzip)}`);
      }
      expect(over).toEqual([]);
      // Gzips every page's files (40 pages): seconds on a loaded 2-core machine, not the default 5.
    }, 60_000);
  }

  it("keeps only the site's locales of React Aria's built-in strings, in the browser and the worker", () => {
    // A toast's close button, as react-aria/dist/private/intl/toast/<locale>.mjs spells it.
    const words = ['Fechar', 'Close', 'Cerrar', 'Chiudi', 'Schließen', 'Fermer', 'Закрыть'];
    const shipped = (code: string) => words.filter((word) => code.includes(`close:\`${word}\``));
    const browser = readdirSync(join(client, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(client, 'assets', file), 'utf8'))
      .join('\n');
    expect(shipped(browser)).toEqual(['Fechar', 'Close', 'Cerrar', 'Chiudi']);
    expect(shipped(readFileSync(join(worker, 'index.js'), 'utf8'))).toEqual(['Fechar', 'Close', 'Cerrar', 'Chiudi']);
  });

  // Issue 45: a host's site's pages show no marketplace chrome (web/layout/Layout.tsx), so they
  // link none of its stylesheets (header, footer, newsletter, chat): the site's property page
  // linked 11 render-blocking stylesheets, among them those three.
  it("a host's site's pages and the workspace's link the base stylesheets and their own, none of the marketplace chrome's", () => {
    const graph = manifest as Record<string, ManifestChunk>;
    const files = (key: string) => [...(graph[key]?.css ?? []), ...(graph[key]?.imports ?? []).flatMap((imported) => graph[imported]?.css ?? [])].map((file) => `/${file}`);
    const base = files(BASE);
    const chrome = files(SHELL).filter((file) => !base.includes(file));
    // The base holds the theme (its variables) and the skip link; the chrome the header's, the newsletter's and the chat's.
    const text = (files: string[]) => files.map((file) => readFileSync(join(client, file), 'utf8')).join('');
    expect(text(base)).toMatch(/:root\{--/);
    expect(chrome.map((file) => file.replace(/-[\w-]{8}\.css$/, ''))).toEqual(expect.arrayContaining(['/assets/layout', '/assets/newsletter', '/assets/chat']));
    expect(text(chrome)).not.toMatch(/:root\{--/);
    expect([...SITE_PAGES].sort()).toEqual(['siteCheckin', 'siteHome', 'siteLinks', 'siteManage', 'siteProperty', 'siteReview']);
    // The workspace's pages too: their own app bar, no marketplace chrome (web/layout/Layout.tsx).
    expect(CHROMELESS_PAGES.has('dashboard') && CHROMELESS_PAGES.has('dashboardProperty') && !CHROMELESS_PAGES.has('property')).toBe(true);
    for (const page of CHROMELESS_PAGES) {
      const { css } = linkedFiles(graph, page, 'pt', PAGES[page].namespaces, PAGES[page].hydration);
      expect(css.slice(0, base.length), page).toEqual(base);
      expect(css.filter((file) => chrome.includes(file)), page).toEqual([]);
    }
    const site = linkedFiles(graph, 'siteProperty', 'pt', PAGES.siteProperty.namespaces, PAGES.siteProperty.hydration).css;
    expect(site.length, site.join(' ')).toBeLessThanOrEqual(9);
    // The marketplace's pages keep the chrome, after the base (the theme's rules first).
    const market = linkedFiles(graph, 'property', 'pt', PAGES.property.namespaces, PAGES.property.hydration).css;
    expect(market.slice(0, base.length)).toEqual(base);
    expect(market).toEqual(expect.arrayContaining(chrome));
  });

  // The pages of islands inline their stylesheets (worker/ssr/assets.ts, head.ts): the texts of
  // the files they would link, in the same order, the base first; nothing can close the element.
  it("a page's inlined style is its stylesheets' texts in order, the base's first", () => {
    const graph = manifest as Record<string, ManifestChunk>;
    const styles = Object.fromEntries(
      Object.values(graph)
        .flatMap((chunk) => chunk.css ?? [])
        .map((file) => [`/${file}`, readFileSync(join(client, file), 'utf8')]),
    );
    for (const page of ['property', 'properties', 'siteProperty', 'siteHome'] as const) {
      const { css } = linkedFiles(graph, page, 'pt', PAGES[page].namespaces, PAGES[page].hydration);
      const style = inlineStyle(css, styles)!;
      expect(style, page).toBe(css.map((file) => styles[file]).join('\n'));
      expect(style.startsWith(styles[css[0]!]!), page).toBe(true);
      expect(style, page).not.toMatch(/<\/style/i);
    }
    expect(inlineStyle(['/a.css', '/b.css'], { '/a.css': 'a{content:"</style>"}', '/b.css': 'b{}' })).toBe('a{content:"<\\/style>"}\nb{}');
    expect(inlineStyle(['/a.css', '/missing.css'], { '/a.css': 'a{}' })).toBeUndefined();
  });

  it('the budgets count the stylesheets the worker links (scripts/bench/sizes.mjs agrees with worker/ssr/asset-graph.ts)', () => {
    for (const page of PAGE_IDS) {
      const worker = linkedFiles(manifest as Record<string, ManifestChunk>, page, 'pt', PAGES[page].namespaces, PAGES[page].hydration);
      expect(pageFiles(manifest, page, 'pt', PAGES[page].namespaces, PAGES[page].hydration).css.map((file: string) => `/${file}`), page).toEqual(worker.css);
    }
  });

  it(`worker bundle is within 1 MiB gzip`, () => {
    const { gzip, modules } = workerSizes(worker);
    expect(modules.length).toBeGreaterThan(0);
    expect(gzip, `worker ${kb(gzip)}`).toBeLessThanOrEqual(BUDGETS.workerGzip);
  });
});
