import { readFileSync } from 'node:fs';
import { afterAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with the npm scripts (no types needed)
import { findChromium } from '../../scripts/chromium.mjs';

let browser: Promise<Browser> | null = null;

/**
 * How long a browser test waits for anything to happen (a condition, an element, a URL,
 * hydration), sized for a busy 2-core machine where hydration alone can take seconds — never
 * the 1 s of `expect.poll`'s default. Every wait in tests/e2e is a condition with this patience:
 *   await expect.poll(() => button.getAttribute('aria-expanded'), UNTIL).toBe('true');
 *   await locator.waitFor({ state: 'visible', ...UNTIL });   // page.waitForURL(url, UNTIL), …
 * (vitest.e2e.config.ts makes it `expect.poll`'s default too, and openPage makes it every
 * Playwright wait's default.) No fixed sleeps: wait for the effect, not for time.
 */
/**
 * A visitor's own address (sent as cf-connecting-ip, as Cloudflare's edge does). Each browser
 * context and API call gets one, so the per-address rate limits never couple tests: without it
 * every pt-BR context shared one key (the same user agent and language), and a full run's
 * bookings in pt passed the limit of 20 in ten minutes (a quiet CI run failed so).
 */
export const visitor = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

export const PATIENCE_MS = 45_000;
/** `{ timeout: PATIENCE_MS }`: the options to pass to any wait (see PATIENCE_MS). */
export const UNTIL = { timeout: PATIENCE_MS } as const;

/** The flags known to work for headless Debian Chromium on these machines (toolchain.md). */
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export function baseUrl(): string {
  return inject('baseUrl');
}

/** One browser per test file, closed after the file's tests. */
export function getBrowser(): Promise<Browser> {
  if (!browser) {
    const executablePath = (findChromium as () => string | null)();
    if (!executablePath) throw new Error('No Chromium found: run `npm test` (it installs one) or set CHROMIUM_PATH');
    browser = chromium.launch({ executablePath, headless: true, args: FLAGS });
  }
  return browser;
}

afterAll(async () => {
  if (browser) await (await browser).close();
  browser = null;
});

export interface OpenOptions {
  javaScriptEnabled?: boolean;
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  /** Browser UI language (Accept-Language). */
  locale?: string;
  /** Wait for React to hydrate (default when JavaScript is on). */
  waitForHydration?: boolean;
  /**
   * Islands pages (web/islands): 'live' (default) hydrates every island before the test goes
   * on, as after a visitor's first touches; 'static' leaves them as loaded, to test what
   * happens before an island hydrates.
   */
  islands?: 'live' | 'static';
  /** Runs before navigation (e.g. context.addInitScript to observe the page from its start). */
  beforeGoto?: (page: Page, context: BrowserContext) => Promise<void>;
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** console errors and warnings, and uncaught page errors, in order. */
  consoleErrors: string[];
  close: () => Promise<void>;
}

/** A fresh context and page at `path` (relative to the test server). */
export async function openPage(path: string, options: OpenOptions = {}): Promise<OpenPage> {
  const context = await (await getBrowser()).newContext({
    baseURL: baseUrl(),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    locale: options.locale ?? 'pt-BR',
    extraHTTPHeaders: { 'cf-connecting-ip': visitor() },
  });
  context.setDefaultTimeout(PATIENCE_MS);
  context.setDefaultNavigationTimeout(PATIENCE_MS);
  const page = await context.newPage();
  trackRequests(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  await options.beforeGoto?.(page, context);
  await page.goto(path);
  if ((options.javaScriptEnabled ?? true) && (options.waitForHydration ?? true)) await waitForHydration(page, options.islands);
  return { page, context, consoleErrors, close: () => context.close() };
}

/**
 * Resolves once React has hydrated the page (App sets html[data-hydrated]; on islands pages
 * the boot script does, and then, unless `islands` is 'static', every island is hydrated too).
 */
export async function waitForHydration(page: Page, islands: 'live' | 'static' = 'live'): Promise<void> {
  // Hydration is the slowest wait on a loaded 2-core machine (a run at load 25 took over 45 s once): twice the patience.
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 2 * PATIENCE_MS });
  if (islands === 'live') await hydrateAllIslands(page);
}

let axeScript: string | null = null;
function axeSource(): string {
  axeScript ??= readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
  return axeScript;
}

/** Runs axe-core in the page and returns its violations (id, impact, targets). */
export async function axeViolations(page: Page, context?: { exclude: string[][] }): Promise<{ id: string; impact: string | null; help: string; targets: string[] }[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (a script
  // tag would be refused: no nonce).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(async (exclude) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document | { include: Document[]; exclude: string[][] }, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(exclude ? { include: [document], exclude } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, context?.exclude ?? null);
}

/**
 * Hydrates every island of an islands page as a first interaction would (a focusin on each),
 * and resolves once all have hydrated (web/islands/boot.ts marks each `data-hydrated`).
 * Returns how many islands the page has.
 */
export async function hydrateAllIslands(page: Page): Promise<number> {
  const count = await page.evaluate(() => {
    const islands = document.querySelectorAll('[data-island]');
    for (const island of islands) island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    return islands.length;
  });
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((island) => island.dataset.hydrated === 'true'), null, { timeout: 2 * PATIENCE_MS });
  return count;
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts `page`'s requests in flight from now on (openPage does it for every page it opens). */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Two animation frames in the page: whatever an event or a render scheduled has run. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * The page has settled: it rendered the frames after what was just done, and none of its
 * requests (tracked by openPage / trackRequests) is in flight — then two frames more, for what
 * their answers rendered. A condition, in place of "wait 300 ms and look": use it before
 * asserting that something did NOT happen (no request, no console error).
 */
export async function settled(page: Page, timeout = PATIENCE_MS): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settled(page): call trackRequests(page) first (openPage does)');
  const deadline = Date.now() + timeout;
  await frames(page);
  for (;;) {
    if (pending.size === 0) {
      await frames(page);
      if (pending.size === 0) return;
    }
    if (Date.now() > deadline) throw new Error(`settled(page): ${pending.size} requests still in flight after ${timeout} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
    await page.waitForEvent('requestfinished', { timeout: Math.max(1, Math.min(1_000, deadline - Date.now())) }).catch(() => undefined);
  }
}
