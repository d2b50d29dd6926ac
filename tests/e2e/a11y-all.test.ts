import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, baseUrl, getBrowser, waitForHydration } from './harness';
import { ROUTES, routePath } from '../../shared/routes';
import { LOCALES, localizePath } from '../../shared/locales';

// axe-core on every route of the route table in every locale, hydrated, with zero violations;
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

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await (await getBrowser()).newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
});

async function audit(path: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page);
  return describeViolations(path, await axeViolations(page));
}

describe('axe: every route in every locale', () => {
  for (const locale of LOCALES) {
    it(`${locale}: ${PUBLIC_PATHS.length} pages without violations`, async () => {
      const found: string[] = [];
      for (const path of PUBLIC_PATHS) found.push(...(await audit(localizePath(path, locale))));
      expect(found).toEqual([]);
    }, 120_000);
  }

  it('the signed-in dashboard in every locale', async () => {
    const email = `a11y.${Date.now()}@example.com`;
    const res = await fetch(`${baseUrl()}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', 'cf-connecting-ip': `10.99.${Math.floor(Math.random() * 250)}.1` },
      body: JSON.stringify({ email, password: 'correct horse 1', data: { name: 'Ana Acessível' } }),
    });
    expect(res.status).toBe(200);
    const session = await res.json();
    // The cookie @supabase/ssr writes (sb-<first host label>-auth-token, base64url JSON session).
    const value = `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
    const url = new URL(baseUrl());
    await context.addCookies([{ name: `sb-${url.hostname.split('.')[0]}-auth-token`, value, domain: url.hostname, path: '/', sameSite: 'Lax' }]);
    const found: string[] = [];
    for (const locale of LOCALES) {
      const path = localizePath('/dashboard', locale);
      found.push(...(await audit(path)));
      expect(new URL(page.url()).pathname, 'stayed on the dashboard').toBe(path);
    }
    await context.clearCookies();
    expect(found).toEqual([]);
  });
});
