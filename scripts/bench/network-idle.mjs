// JavaScript as a person's browser gets it: every script a page fetches from navigation until
// the network has been idle (Playwright's `networkidle`: no request for 500 ms), gzip-compressed
// as the edge serves it. Not only what loads before hydration: chunks loaded by the page's own
// code (lazy widgets, dictionaries, idle work) count too.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { findChromium } from '../chromium.mjs';

/** Budgets of issue 15, in bytes of gzip (KB = 1000 bytes), by kind of page. */
export const IDLE_BUDGETS = {
  marketing: 50_000,
  marketplace: 90_000,
  auth: 80_000,
  workspace: 150_000,
};

const AUTH_PAGES = new Set(['login', 'register', 'forgotPassword', 'resetPassword']);
const MARKETPLACE_PAGES = new Set(['properties', 'property', 'bookingManage']);

/** The budget a page id falls under. */
export function idleBudgetOf(page) {
  if (page.startsWith('dashboard')) return { kind: 'workspace', bytes: IDLE_BUDGETS.workspace };
  if (AUTH_PAGES.has(page)) return { kind: 'auth', bytes: IDLE_BUDGETS.auth };
  if (MARKETPLACE_PAGES.has(page)) return { kind: 'marketplace', bytes: IDLE_BUDGETS.marketplace };
  return { kind: 'marketing', bytes: IDLE_BUDGETS.marketing };
}

/**
 * Loads each page once in a fresh context (empty cache) and sums the gzip size of every script
 * response until network idle. `cookie` (a `name=value; …` string) signs the workspace pages in.
 * @param {{ origin: string, pages: { page: string, path: string }[], cookie?: string, log: (m: string) => void }} options
 * `files` lists each script (its path and gzip bytes), largest first, to tell what to slim.
 * @returns {Promise<{ page: string, path: string, scripts: number, gzip: number, files: { url: string, gzip: number }[], status: number | null, error?: string }[]>}
 */
export async function measureUntilIdle({ origin, pages, cookie, log }) {
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const results = [];
  try {
    for (const { page: id, path } of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'pt-BR' });
      if (cookie && id.startsWith('dashboard')) {
        const pairs = cookie.split('; ').map((pair) => pair.split('='));
        await context.addCookies(pairs.map(([name, ...rest]) => ({ name, value: rest.join('='), url: origin })));
      }
      const page = await context.newPage();
      const bodies = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const url = new URL(response.url()).pathname;
        bodies.push(response.body().then((body) => ({ url, gzip: gzipSync(body).length }), () => ({ url, gzip: 0 })));
      });
      try {
        const response = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
        const files = (await Promise.all(bodies)).sort((a, b) => b.gzip - a.gzip);
        results.push({ page: id, path, scripts: files.length, gzip: files.reduce((sum, file) => sum + file.gzip, 0), files, status: response?.status() ?? null });
      } catch (error) {
        results.push({ page: id, path, scripts: 0, gzip: 0, files: [], status: null, error: String(error.message ?? error).split('\n')[0] });
      } finally {
        await context.close();
      }
      log(`until idle ${path}: ${results.at(-1).scripts} scripts, ${(results.at(-1).gzip / 1000).toFixed(1)} KB gz`);
    }
  } finally {
    await browser.close();
  }
  return results;
}
