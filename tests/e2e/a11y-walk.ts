import { afterAll, describe, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, baseUrl, getBrowser, PATIENCE_MS, waitForHydration } from './harness';
import { ROUTES, routePath } from '../../shared/routes';
import { localizePath, type Locale } from '../../shared/locales';
import { encodeSessionCookies, storageKeyFor } from '../../worker/auth/cookie';
import { DEMO, hostQuery, passwordSession, useSession } from './session';

// axe-core on every route of the route table in one locale, hydrated (every island too), with zero violations;
// plus the not-found page, an unknown property, and the signed-in dashboard and workspace.
// One file per locale (tests/e2e/a11y-<locale>.test.ts) calls `walkEveryPage`: the four walks
// are the suite's longest work, and as four files the two vitest workers share them.
// The walk is split into bounded tests (at most GROUP pages each, one locale each) that run one
// after another in this file: each does a few pages' work, far under its limit even on a busy
// 2-core machine, and a failure still names every offending page of its group. In pt and en each
// workspace page is also measured on a 360 × 780 phone: the document no wider than the viewport.

type Violation = Awaited<ReturnType<typeof axeViolations>>[number];

/** Issue 40: every workspace page on a phone in pt and en (no sideways scroll), and back. */
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

/** Pages per test: ~3–6 s a page on a loaded machine, so a group stays well under WALK_TIMEOUT. */
const GROUP = 6;
/** Each bounded test's limit: several times what a group takes on a busy machine. */
const WALK_TIMEOUT = 180_000;

function describeViolations(path: string, violations: Violation[]): string[] {
  return violations.map((v) => `${path}: ${v.id} (${v.impact}) ${v.help} — ${v.targets.slice(0, 3).join(' | ')}`);
}

/** `items` in consecutive groups of at most `size`. */
function groups<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Every locale-free path to check signed out: each route (property 1 for :id) and two 404s. */
const PUBLIC_PATHS = [
  // A host's own site (/s/:slug…) exists once a host saves one: tests/e2e/site.test.ts walks it with axe.
  ...ROUTES.filter((route) => !route.protected && !route.path.includes(':slug')).map((route) => routePath(route, route.params ?? { id: '1' })),
  '/nao-existe',
  '/property/999',
];

/** The workspace routes (behind the sign-in), each with the route id that names its parameter. */
const WORKSPACE_ROUTES = ROUTES.filter((route) => route.protected);

let shared: { context: BrowserContext; page: Page } | null = null;

/** One signed-out context and page for the whole signed-out walk (the tests run one by one). */
async function signedOutPage(): Promise<Page> {
  if (!shared) {
    const context = await (await getBrowser()).newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    context.setDefaultTimeout(PATIENCE_MS);
    context.setDefaultNavigationTimeout(PATIENCE_MS);
    shared = { context, page: await context.newPage() };
  }
  return shared.page;
}

/** A fresh context and page of its own (signed in by the caller), closed after the file. */
const contexts: BrowserContext[] = [];
async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await getBrowser()).newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  context.setDefaultTimeout(PATIENCE_MS);
  context.setDefaultNavigationTimeout(PATIENCE_MS);
  contexts.push(context);
  return { context, page: await context.newPage() };
}

afterAll(async () => {
  await Promise.all([...contexts, ...(shared ? [shared.context] : [])].map((context) => context.close()));
});

async function audit(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // Islands pages: audited as a visitor finds them once every island is live.
  await waitForHydration(page);
  return describeViolations(path, await axeViolations(page));
}

// Sequential on purpose (no describe.concurrent): on two cores, parallel walks only make each
// page slower; one page at a time keeps every test's time predictable.
/** The whole walk in one locale: every public route, the signed-in dashboard, every workspace page. */
export function walkEveryPage(locale: Locale): void {
  describe(`axe: every route in ${locale}`, () => {
    groups(PUBLIC_PATHS, GROUP).forEach((group, index) => {
      it(`${locale}: pages ${index * GROUP + 1}–${index * GROUP + group.length} of ${PUBLIC_PATHS.length} without violations (${group[0]} … ${group.at(-1)})`, async ({ expect }) => {
        const page = await signedOutPage();
        const found: string[] = [];
        for (const path of group) found.push(...(await audit(page, localizePath(path, locale))));
        expect(found).toEqual([]);
      }, WALK_TIMEOUT);
    });

    it(`the signed-in dashboard in ${locale}`, async ({ expect }) => {
      const { context, page } = await newPage();
      const email = `a11y.${Date.now()}@example.com`;
      const res = await fetch(`${baseUrl()}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', 'cf-connecting-ip': `10.99.${Math.floor(Math.random() * 250)}.1` },
        body: JSON.stringify({ email, password: 'correct horse 1', data: { name: 'Ana Acessível' } }),
      });
      expect(res.status).toBe(200);
      const session = await res.json();
      // The cookies @supabase/ssr writes (sb-<first host label>-auth-token, chunked when long).
      const url = new URL(baseUrl());
      const cookies = encodeSessionCookies(storageKeyFor(baseUrl()), session);
      await context.addCookies(cookies.map(({ name, value }) => ({ name, value, domain: url.hostname, path: '/', sameSite: 'Lax' as const })));
      const path = localizePath('/dashboard', locale);
      const found = await audit(page, path);
      expect(new URL(page.url()).pathname, 'stayed on the dashboard').toBe(path);
      expect(found).toEqual([]);
    }, WALK_TIMEOUT);

    // Every page of the workspace, signed in as the demo host (so each shows real data): one
    // bounded test per locale and group of pages.
    describe(`every workspace page in ${locale} (demo host)`, () => {
      let workspace: { page: Page; paths: string[] } | null = null;

      /** The demo host's signed-in page and the workspace's paths with real ids (once per file). */
      async function demoWorkspace(): Promise<{ page: Page; paths: string[] }> {
        if (!workspace) {
          const { context, page } = await newPage();
          const session = await passwordSession(DEMO.email, DEMO.password);
          await useSession(context, session);
          const [reservation] = await hostQuery<{ id: number }[]>(session, 'host.reservations.list', { propertyId: 1 });
          const guests = await hostQuery<unknown>(session, 'host.guests.list', {}).catch(() => null);
          const guestId = firstId(guests);
          const ids: Record<string, string> = { dashboardReservation: String(reservation!.id), dashboardGuest: String(guestId ?? 1), dashboardProperty: '1' };
          workspace = { page, paths: WORKSPACE_ROUTES.map((route) => routePath(route, { id: ids[route.id] ?? '1' })) };
        }
        return workspace;
      }

      groups(WORKSPACE_ROUTES, GROUP).forEach((group, index) => {
        it(`${locale}: ${group.map((route) => route.id).join(', ')}`, async ({ expect }) => {
          const { page, paths } = await demoWorkspace();
          const found: string[] = [];
          for (const path of paths.slice(index * GROUP, index * GROUP + group.length)) {
            const localized = localizePath(path, locale);
            found.push(...(await audit(page, localized)));
            expect(new URL(page.url()).pathname, `stayed on ${localized}`).toBe(localized);
            // Issue 40: in pt and en, the same page on a 360 × 780 phone is no wider than the phone.
            if (locale === 'pt' || locale === 'en') {
              await page.setViewportSize(PHONE);
              const wide = await page.evaluate(() => document.documentElement.scrollWidth);
              if (wide > PHONE.width) found.push(`${localized}: ${wide} px wide on a ${PHONE.width} px phone`);
              await page.setViewportSize(DESKTOP);
            }
          }
          expect(found).toEqual([]);
        }, WALK_TIMEOUT);
      });
    });
  });
}

/** The first `id` in a list answer, whatever its envelope (an array, or `{ items }` / `{ guests }`). */
function firstId(answer: unknown): number | null {
  const list = Array.isArray(answer) ? answer : answer && typeof answer === 'object' ? Object.values(answer).find(Array.isArray) : null;
  const first = (list as { id?: unknown }[] | null)?.[0];
  return typeof first?.id === 'number' ? first.id : null;
}
