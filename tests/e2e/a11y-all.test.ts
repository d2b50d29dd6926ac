import { afterAll, describe, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, baseUrl, getBrowser, waitForHydration } from './harness';
import { ROUTES, routePath } from '../../shared/routes';
import { LOCALES, localizePath } from '../../shared/locales';
import { encodeSessionCookies, storageKeyFor } from '../../worker/auth/cookie';
import { DEMO, hostQuery, passwordSession, useSession } from './session';

// axe-core on every route of the route table in every locale, hydrated (every island too), with zero violations;
// plus the not-found page, an unknown property, and the signed-in dashboard. One page object,
// visited sequentially (fast), one test per locale so a failure names every offending page.

type Violation = Awaited<ReturnType<typeof axeViolations>>[number];

function describeViolations(path: string, violations: Violation[]): string[] {
  return violations.map((v) => `${path}: ${v.id} (${v.impact}) ${v.help} — ${v.targets.slice(0, 3).join(' | ')}`);
}

/** Every locale-free path to check signed out: each route (property 1 for :id) and two 404s. */
const PUBLIC_PATHS = [
  ...ROUTES.filter((route) => !route.protected).map((route) => routePath(route, route.params ?? { id: '1' })),
  '/nao-existe',
  '/property/999',
];

const contexts: BrowserContext[] = [];

/** A fresh signed-out context and page (one per locale: the locales run side by side). */
async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await getBrowser()).newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

async function audit(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // Islands pages: audited as a visitor finds them once every island is live.
  await waitForHydration(page);
  return describeViolations(path, await axeViolations(page));
}

// Concurrent: each locale walks its pages in a page of its own, so waits overlap.
describe.concurrent('axe: every route in every locale', () => {
  for (const locale of LOCALES) {
    it(`${locale}: ${PUBLIC_PATHS.length} pages without violations`, async ({ expect }) => {
      const { page } = await newPage();
      const found: string[] = [];
      for (const path of PUBLIC_PATHS) found.push(...(await audit(page, localizePath(path, locale))));
      expect(found).toEqual([]);
    }, 300_000);
  }

  it('the signed-in dashboard in every locale', async ({ expect }) => {
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
    const found: string[] = [];
    for (const locale of LOCALES) {
      const path = localizePath('/dashboard', locale);
      found.push(...(await audit(page, path)));
      expect(new URL(page.url()).pathname, 'stayed on the dashboard').toBe(path);
    }
    expect(found).toEqual([]);
  });

  // Every page of the workspace, signed in as the demo host (so each shows real data), in every locale.
  it('every workspace page in every locale (demo host)', async ({ expect }) => {
    const { context, page } = await newPage();
    const session = await passwordSession(DEMO.email, DEMO.password);
    await useSession(context, session);
    const [reservation] = await hostQuery<{ id: number }[]>(session, 'host.reservations.list', { propertyId: 1 });
    const guests = await hostQuery<unknown>(session, 'host.guests.list', {}).catch(() => null);
    const guestId = firstId(guests);
    const ids: Record<string, string> = { dashboardReservation: String(reservation!.id), dashboardGuest: String(guestId ?? 1), dashboardProperty: '1' };
    const paths = ROUTES.filter((route) => route.protected).map((route) => routePath(route, { id: ids[route.id] ?? '1' }));
    const found: string[] = [];
    for (const locale of LOCALES) {
      for (const path of paths) {
        const localized = localizePath(path, locale);
        found.push(...(await audit(page, localized)));
        expect(new URL(page.url()).pathname, `stayed on ${localized}`).toBe(localized);
      }
    }
    expect(found).toEqual([]);
  }, 300_000);
});

/** The first `id` in a list answer, whatever its envelope (an array, or `{ items }` / `{ guests }`). */
function firstId(answer: unknown): number | null {
  const list = Array.isArray(answer) ? answer : answer && typeof answer === 'object' ? Object.values(answer).find(Array.isArray) : null;
  const first = (list as { id?: unknown }[] | null)?.[0];
  return typeof first?.id === 'number' ? first.id : null;
}
