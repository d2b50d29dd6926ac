import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, UNTIL } from './harness';
import { hydrated, noViolations } from './workspace-support';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';
import { addDays } from '../../shared/stay/dates';
import pt_live from '../../web/i18n/pt/liveDemo';
import en_live from '../../web/i18n/en/liveDemo';
import es_live from '../../web/i18n/es/liveDemo';
import it_live from '../../web/i18n/it/liveDemo';
import pt_operations from '../../web/i18n/pt/operations';
import en_operations from '../../web/i18n/en/operations';
import es_operations from '../../web/i18n/es/operations';
import it_operations from '../../web/i18n/it/operations';
import pt_workspace from '../../web/i18n/pt/workspace';
import en_workspace from '../../web/i18n/en/workspace';
import es_workspace from '../../web/i18n/es/workspace';
import it_workspace from '../../web/i18n/it/workspace';

// Issue 27 in every locale, as the demo host works (each run on its own copy of the demo, so
// the four locales and the other browser files never change each other's stays): all nine
// properties on one calendar with each free night's price, tonight's arrivals across them on
// the overview and the front desk, a guest checked in and another out, the departed unit
// marked clean on a phone, the month's occupancy and ADR on the reports page; the app bar's
// search and member's menu; axe on every page at phone and desktop sizes.

const LIVE = { pt: pt_live, en: en_live, es: es_live, it: it_live };
const OPS = { pt: pt_operations, en: en_operations, es: es_operations, it: it_operations };
const WORKSPACE = { pt: pt_workspace, en: en_workspace, es: es_workspace, it: it_workspace };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)(?::\w+)?\}/g, (_, key: string) => values[key] ?? '');

interface Stay {
  id: number;
  code: string;
  propertyId: number;
  unitId: number;
  guestName: string;
  status: string;
  checkIn: string;
  checkOut: string;
}

/** A tRPC call from the page itself (its session cookie, same origin). */
async function pageCall<T>(page: Page, path: string, input: unknown, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  return page.evaluate(
    async ({ path, input, method }) => {
      const res =
        method === 'GET'
          ? await fetch(`/api/trpc/${path}${input === null ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, { credentials: 'same-origin' })
          : await fetch(`/api/trpc/${path}`, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
      const body = (await res.json()) as { result?: { data: unknown } };
      if (!body.result) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      return body.result.data;
    },
    { path, input: input ?? null, method },
  ) as Promise<T>;
}

/** Both viewports, axe on each, back to the desktop. */
async function axeBothSizes(page: Page, what: string) {
  await page.setViewportSize(PHONE);
  await noViolations(page, `${what} (phone)`);
  await page.setViewportSize(DESKTOP);
  await noViolations(page, `${what} (desktop)`);
}

describe('daily operations across all properties (the demo, in every locale)', () => {
  for (const locale of LOCALES) {
    it(`${locale}: nine properties on one calendar, tonight's arrivals, check-in and check-out, housekeeping on a phone, reports`, async () => {
      const t = OPS[locale];
      const w = WORKSPACE[locale];
      const { page, context, close } = await openPage('/robots.txt', { waitForHydration: false, viewport: DESKTOP });
      context.setDefaultTimeout(60_000);
      try {
        // A private copy of the demo: "Try it now" on /demo (a plain form) opens its workspace.
        await hydrated(page, localizePath('/demo', locale));
        await page.getByRole('button', { name: LIVE[locale].start }).first().click();
        await page.waitForURL(`${baseUrl()}${localizePath('/dashboard', locale)}`, { timeout: 60_000 });
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
        const properties = await pageCall<{ id: number; name: string }[]>(page, 'host.properties.list', undefined);
        expect(properties).toHaveLength(9);

        // The overview opens on every property: tonight's arrivals across them, as the API says.
        const overview = await pageCall<{ all: boolean; arrivals: Stay[]; occupancy: { units: number } }>(page, 'host.overview', { all: true });
        expect(overview.all).toBe(true);
        const arrivals = page.getByTestId('arrivals');
        await expect.poll(() => arrivals.locator('li').count(), UNTIL).toBe(overview.arrivals.length);
        const shown = await arrivals.locator('li').evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-property'))));
        expect(shown).toEqual(overview.arrivals.map((stay) => stay.propertyId));
        expect(new Set(shown).size, 'arrivals from more than one property').toBeGreaterThan(1);
        // The scope picker says "all properties"; no marketing footer around the workspace.
        expect(await page.locator('#workspace-scope').inputValue()).toBe('all');
        expect(await page.locator('footer').count()).toBe(0);
        await axeBothSizes(page, `${locale} overview`);

        // The calendar: every property's units on one chart, grouped by property, prices in the free nights.
        await hydrated(page, localizePath('/dashboard/calendario', locale));
        const chart = page.getByTestId('tape-chart');
        await chart.waitFor();
        const groups = await chart.locator('tr[data-property]').allTextContents();
        expect(groups.sort()).toEqual(properties.map((property) => property.name).sort());
        const calendar = await pageCall<{ roomTypes: { units: unknown[]; prices: (number | null)[] }[] }>(page, 'host.calendar.get', { all: true, days: 31 });
        const units = calendar.roomTypes.reduce((sum, roomType) => sum + roomType.units.length, 0);
        expect(await chart.locator('tr[data-unit]').count()).toBe(units);
        expect(units).toBe(overview.occupancy.units);
        const priced = chart.locator('button[data-night] span');
        expect(await priced.count()).toBeGreaterThan(0);
        expect(await priced.first().textContent()).toMatch(/^\d[\d.,\s]*$/);
        await axeBothSizes(page, `${locale} calendar`);

        // A guest leaving today, checked in (this copy's own, on a unit free last night), and tonight's first arrival.
        const day = await pageCall<{ properties: { id: number; today: string }[]; arrivals: Stay[] }>(page, 'host.frontDesk.today', {});
        const arrival = day.arrivals.find((stay) => stay.status === 'confirmed');
        expect(arrival, 'a confirmed arrival tonight').toBeTruthy();
        // A unit of its own for the guest leaving today (the demo's units are busy on most nights).
        const place = day.properties[0]!;
        const added = await pageCall<{ unitIds: number[] }>(page, 'host.roomTypes.create', { propertyId: place.id, name: `E2E ${locale}`, capacity: 2, baseRateCents: 20000, units: 1 }, 'POST');
        const unitId = added.unitIds[0]!;
        const leaving = `Partida ${locale} ${Date.now().toString(36)}`;
        await pageCall(page, 'host.reservations.create', { propertyId: place.id, unitId, checkIn: addDays(place.today, -1), checkOut: place.today, guest: { name: leaving, email: '', phone: '' }, adults: 1, children: 0, status: 'checked_in' }, 'POST');

        // The front desk, every property at once: check the arrival in and the leaving guest out.
        await hydrated(page, localizePath('/dashboard/recepcao', locale));
        const desk = page.getByTestId('front-desk-arrivals');
        await expect.poll(() => desk.locator('tbody tr').count(), UNTIL).toBe(day.arrivals.length);
        await axeBothSizes(page, `${locale} front desk`);
        await page.getByRole('button', { name: fill(t.frontDesk.checkIn, { guest: arrival!.guestName }) }).first().click();
        await expect.poll(() => page.getByRole('button', { name: fill(t.frontDesk.checkIn, { guest: arrival!.guestName }) }).count(), UNTIL).toBe(0);
        await page.getByRole('button', { name: fill(t.frontDesk.checkOut, { guest: leaving }) }).click();
        await expect.poll(() => page.getByRole('button', { name: fill(t.frontDesk.checkOut, { guest: leaving }) }).count(), UNTIL).toBe(0);
        const after = await pageCall<{ arrivals: Stay[]; inHouse: Stay[]; departures: Stay[] }>(page, 'host.frontDesk.today', {});
        // Issue 40: checked in, the guest is in house now, no longer among the arrivals.
        expect(after.inHouse.find((stay) => stay.id === arrival!.id)?.status).toBe('checked_in');
        expect(after.arrivals.some((stay) => stay.id === arrival!.id)).toBe(false);
        expect(after.departures.find((stay) => stay.guestName === leaving)?.status).toBe('checked_out');

        // Housekeeping on a phone: the departed unit is dirty; one tap marks it clean.
        await page.setViewportSize(PHONE);
        await hydrated(page, localizePath('/dashboard/governanca', locale));
        const unit = page.locator(`[data-unit="${unitId}"]`);
        await expect.poll(() => unit.getAttribute('data-status'), UNTIL).toBe('dirty');
        const clean = unit.getByRole('button', { name: fill(t.housekeeping.markLabel, { unit: (await unit.locator('h3').textContent()) ?? '', status: t.housekeeping.mark.clean }) });
        await clean.scrollIntoViewIfNeeded();
        await clean.click();
        await expect.poll(() => unit.getAttribute('data-status'), UNTIL).toBe('clean');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        // On a phone the sections are behind one toggle; opened, they are links.
        const sections = page.locator('details').filter({ has: page.locator('summary', { hasText: w.bar.sections }) });
        await sections.locator('summary').click();
        await expect.poll(() => sections.getByRole('link', { name: w.nav.reports }).isVisible(), UNTIL).toBe(true);
        await axeBothSizes(page, `${locale} housekeeping`);

        // Reports: this month's occupancy and ADR, as the API computes them.
        await hydrated(page, localizePath('/dashboard/relatorios', locale));
        const month = day.properties[0]!.today.slice(0, 8) + '01';
        const summary = await pageCall<{ occupancyPercent: number; adrCents: number }>(page, 'host.reports.summary', { from: month, to: addDays(month, 40).slice(0, 8) + '01' });
        const occupancy = page.locator('[data-figure="occupancy"]');
        await expect.poll(async () => ((await occupancy.locator('dd').first().textContent()) ?? '').replace(/[^\d]/g, ''), UNTIL).toBe(summary.occupancyPercent.toFixed(1).replace(/[^\d]/g, ''));
        expect(((await page.locator('[data-figure="adr"] dd').first().textContent()) ?? '').replace(/[^\d]/g, '')).toBe(String(summary.adrCents).padStart(3, '0'));
        await axeBothSizes(page, `${locale} reports`);

        // The app bar's search: an exact reservation code opens that reservation.
        await page.getByRole('searchbox', { name: w.bar.search }).fill(arrival!.code);
        await page.getByRole('button', { name: w.bar.searchSubmit, exact: true }).click();
        await page.waitForURL(`${baseUrl()}${localizePath(`/dashboard/reservas/${arrival!.id}`, locale)}`, UNTIL);
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });

        // The member's menu: react-aria's menu, with the account and sign-out.
        const member = page.getByRole('button', { name: new RegExp(fill(w.bar.member, { name: '' }).trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
        await page.locator('[data-member-menu]').hover();
        await page.locator('[data-member-menu="ready"]').waitFor();
        await member.click();
        const menu = page.getByRole('menu');
        await menu.waitFor();
        expect(await menu.getByRole('menuitem').allTextContents()).toEqual([w.bar.account, w.bar.signOut]);
        await noViolations(page, `${locale} member menu (desktop)`);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
      } finally {
        await close();
      }
    }, 300_000);
  }

  it('without JavaScript: the scope picker, the search and the member menu are plain forms and links', async () => {
    const { page, close } = await openPage('/robots.txt', { waitForHydration: false, javaScriptEnabled: false, viewport: PHONE });
    try {
      await page.goto(localizePath('/demo', 'en'));
      await page.getByRole('button', { name: LIVE.en.start }).first().click();
      await page.waitForURL(`${baseUrl()}/en/dashboard`, { timeout: 60_000 });
      // Scope: one property, by the form.
      const first = await page.locator('#workspace-scope option').nth(1).getAttribute('value');
      await page.locator('#workspace-scope').selectOption(first!);
      await page.locator('[data-testid="scope-picker"] button[type="submit"]').click();
      await page.waitForURL((url) => url.searchParams.get('property') === first);
      // The sections, behind the native disclosure on a phone, carry the scope.
      await page.locator('summary', { hasText: WORKSPACE.en.bar.sections }).click();
      await page.locator('details[open] nav').getByRole('link', { name: WORKSPACE.en.nav.calendar }).click();
      await page.waitForURL((url) => url.pathname === '/en/dashboard/calendario' && url.searchParams.get('property') === first);
      // The member's menu opens as a disclosure of links and the sign-out form.
      await page.locator('[data-member-menu] summary').click();
      await page.locator('[data-member-menu] a', { hasText: WORKSPACE.en.bar.account }).click();
      await page.waitForURL((url) => url.pathname === '/en/dashboard/conta');
    } finally {
      await close();
    }
  }, 180_000);
});
