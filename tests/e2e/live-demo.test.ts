import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage } from './harness';
import { hydrated, noViolations } from './workspace-support';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';
import { addDays } from '../../shared/stay/dates';
import pt_live from '../../web/i18n/pt/liveDemo';
import en_live from '../../web/i18n/en/liveDemo';
import es_live from '../../web/i18n/es/liveDemo';
import it_live from '../../web/i18n/it/liveDemo';
import pt_reservations from '../../web/i18n/pt/reservations';
import en_reservations from '../../web/i18n/en/reservations';
import es_reservations from '../../web/i18n/es/reservations';
import it_reservations from '../../web/i18n/it/reservations';
import pt_properties from '../../web/i18n/pt/properties';

// Issue 30, in every locale: a visitor presses "Experimente agora" on /demo, lands in the
// workspace of their own copy of the demo (the demo's properties, a demo banner), books a stay
// on the calendar, and a second visitor (another browser context) gets a copy without it.

const LIVE = { pt: pt_live, en: en_live, es: es_live, it: it_live };
const RESERVATIONS = { pt: pt_reservations, en: en_reservations, es: es_reservations, it: it_reservations };

interface CalendarData {
  from: string;
  roomTypes: { units: { id: number }[] }[];
  reservations: { unitId: number; start: string; end: string; guestName: string }[];
  blocks: { unitId: number; start: string; end: string }[];
}

/** A tRPC query from the page itself (its session cookie). */
async function pageQuery<T>(page: Page, path: string, input?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, input }) => {
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      const res = await fetch(`/api/trpc/${path}${query}`, { credentials: 'same-origin' });
      const body = (await res.json()) as { result?: { data: unknown }; error?: unknown };
      if (!body.result) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      return body.result.data;
    },
    { path, input },
  ) as Promise<T>;
}

/** Presses "Experimente agora" on /demo and waits for the workspace. */
async function startDemo(page: Page, locale: Locale) {
  await page.getByRole('button', { name: LIVE[locale].start }).first().click();
  await page.waitForURL(`${baseUrl()}${localizePath('/dashboard', locale)}`, { timeout: 60_000 });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 90_000 });
  await page.locator('[data-demo-banner]').waitFor();
}

describe('the live demo ("Experimente agora")', () => {
  for (const locale of LOCALES) {
    it(`${locale}: a visitor gets a private copy of the demo workspace, books on its calendar, and a second visitor does not see it`, async () => {
      const t = RESERVATIONS[locale];
      // The button is a plain form: nothing on /demo needs to hydrate before it is pressed.
      const first = await openPage('/robots.txt', { waitForHydration: false });
      const second = await openPage('/robots.txt', { waitForHydration: false });
      // A loaded 2-core machine: generous waits for every step.
      for (const { context } of [first, second]) context.setDefaultTimeout(60_000);
      try {
        const { page } = first;
        await hydrated(page, localizePath('/demo', locale));
        await hydrated(second.page, localizePath('/demo', locale));
        // No player on /demo with the default configuration.
        expect(await page.locator('iframe, [data-island="video"]').count()).toBe(0);
        await noViolations(page, '/demo');
        await startDemo(page, locale);
        await noViolations(page, 'workspace with the demo banner');

        // The demo's nine properties, under ids of this copy (not the demo host's 1–9).
        const properties = await pageQuery<{ id: number; name: string }[]>(page, 'host.properties.list');
        expect(properties).toHaveLength(9);
        expect(properties.every((property) => property.id > 9)).toBe(true);
        expect(properties.map((property) => property.name)).toContain(pt_properties.items.villaCascais.name);
        const property = properties[0]!;

        // Book two free nights on the calendar of its first property.
        const calendar = await pageQuery<CalendarData>(page, 'host.calendar.get', { propertyId: property.id, days: 31 });
        const unitId = calendar.roomTypes[0]!.units[0]!.id;
        const taken = (night: string) => [...calendar.reservations, ...calendar.blocks].some((bar) => bar.unitId === unitId && bar.start <= night && night < bar.end);
        let start = '';
        for (let i = 1; i < 29 && !start; i += 1) {
          const night = addDays(calendar.from, i);
          if (!taken(night) && !taken(addDays(night, 1))) start = night;
        }
        expect(start, 'two free nights in the window').not.toBe('');
        await hydrated(page, `${localizePath('/dashboard/calendario', locale)}?property=${property.id}&from=${calendar.from}`);
        await page.locator('[data-demo-banner]').waitFor();
        await page.locator(`[data-unit="${unitId}"][data-night="${start}"]`).click();
        await page.locator(`[data-unit="${unitId}"][data-night="${addDays(start, 1)}"]`).click({ modifiers: ['Shift'] });
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        const guest = `Demo ${locale} ${Date.now().toString(36)}`;
        await dialog.getByLabel(t.form.guestName).fill(guest);
        await dialog.getByLabel(new RegExp(`^${t.form.guestEmail}`)).fill(`${locale}.${Date.now()}@example.com`);
        await dialog.locator('button[type="submit"]', { hasText: t.form.create }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.locator('[data-testid="tape-chart"] a', { hasText: guest }).waitFor();
        // The banner's outbox opens (keyboard-reachable details) and axe is still clean.
        await page.locator('[data-demo-banner] summary').click();
        await noViolations(page, 'calendar with the demo outbox open');

        // A second visitor, in a browser context of their own: their copy, without the first's stay.
        const other = second.page;
        await startDemo(other, locale);
        const theirs = await pageQuery<{ id: number; name: string }[]>(other, 'host.properties.list');
        expect(theirs).toHaveLength(9);
        expect(theirs.filter((row) => properties.some((mine) => mine.id === row.id))).toEqual([]);
        await hydrated(other, `${localizePath('/dashboard/reservas', locale)}?q=${encodeURIComponent(guest)}`);
        // The search for the first visitor's guest finds nothing in this copy.
        await other.locator('main').getByText(t.list.empty).waitFor();
        expect(await other.locator('main', { hasText: guest }).locator('tbody tr').count()).toBe(0);
        await hydrated(other, `${localizePath('/dashboard/calendario', locale)}?property=${theirs[0]!.id}&from=${calendar.from}`);
        await other.locator('[data-testid="tape-chart"]').waitFor();
        expect(await other.locator('[data-testid="tape-chart"] a', { hasText: guest }).count()).toBe(0);
        // The first visitor's property is not the second's: NOT_FOUND.
        const refused = await other.evaluate(async (id) => (await fetch(`/api/trpc/host.properties.get?input=${encodeURIComponent(JSON.stringify({ id }))}`)).status, property.id);
        expect(refused).toBe(404);
        // And the first visitor still has it.
        await hydrated(page, `${localizePath('/dashboard/reservas', locale)}?q=${encodeURIComponent(guest)}`);
        await page.getByTestId('reservations-table').locator('tbody tr', { hasText: guest }).waitFor();
        expect(await page.getByTestId('reservations-table').locator('tbody tr', { hasText: guest }).count()).toBe(1);
        expect(first.consoleErrors.filter((line) => /hydrat|did not match|pageerror/i.test(line))).toEqual([]);
      } finally {
        await first.close();
        await second.close();
      }
    }, 240_000);
  }

  it('the home and the pricing page offer it, accessibly', async () => {
    for (const path of ['/', '/precos']) {
      const { page, context, close } = await openPage('/robots.txt', { waitForHydration: false });
      context.setDefaultTimeout(60_000);
      try {
        await hydrated(page, path);
        expect(await page.getByRole('button', { name: LIVE.pt.start }).count()).toBeGreaterThanOrEqual(1);
        await noViolations(page, path);
      } finally {
        await close();
      }
    }
  }, 120_000);
});
