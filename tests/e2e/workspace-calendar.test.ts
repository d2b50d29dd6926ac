import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, UNTIL } from './harness';
import { signIn, hydrated, noViolations } from './workspace-support';
import { DEMO, hostQuery, passwordSession, useSession, type Session } from './session';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';
import { addDays } from '../../shared/stay/dates';
import pt_reservations from '../../web/i18n/pt/reservations';
import en_reservations from '../../web/i18n/en/reservations';
import es_reservations from '../../web/i18n/es/reservations';
import it_reservations from '../../web/i18n/it/reservations';

// The tape chart as the demo host uses it (issue 11), in every locale: sign in with the form,
// find a reservation on the calendar with the keyboard and open it, select two free nights on
// a unit's row to create a reservation, and find it in the reservations list. axe on the way.

const RESERVATIONS = { pt: pt_reservations, en: en_reservations, es: es_reservations, it: it_reservations };
/** One demo property per locale, so the four runs never share a unit (channels.test uses 2, 3, 5, 6). */
const PROPERTY: Record<Locale, number> = { pt: 1, en: 8, es: 9, it: 4 };

interface CalendarData {
  from: string;
  roomTypes: { units: { id: number }[] }[];
  reservations: { id: number; unitId: number; start: string; end: string; guestName: string }[];
  blocks: { unitId: number; start: string; end: string }[];
}

let session: Session;
beforeAll(async () => {
  session = await passwordSession(DEMO.email, DEMO.password);
});

/** What the focused element is, inside the tape chart. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      inGrid: Boolean(active?.closest('[data-testid="tape-chart"]')),
      reservation: active?.getAttribute('data-reservation') ?? null,
      unitRow: Boolean(active?.closest('[data-unit]')),
    };
  });
}

describe('tape chart in the workspace', () => {
  for (const locale of LOCALES) {
    it(`${locale}: signs in, opens a reservation from the calendar with the keyboard, creates one by selecting nights`, async () => {
      const t = RESERVATIONS[locale];
      const propertyId = PROPERTY[locale];
      // A reservation of the demo host on this property that holds nights: the window starts on its first shown night.
      const list = await hostQuery<{ id: number; status: string; checkIn: string; checkOut: string }[]>(session, 'host.reservations.list', { propertyId });
      const target = list.find((stay) => !['cancelled', 'no_show'].includes(stay.status));
      expect(target, 'the demo property has a reservation').toBeTruthy();
      const from = target!.checkIn;
      const data = await hostQuery<CalendarData>(session, 'host.calendar.get', { propertyId, from, days: 31 });
      const unitId = data.roomTypes[0]!.units[0]!.id;

      const { page, consoleErrors, close } = await openPage('/robots.txt', { waitForHydration: false });
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 500) missing.push(`${response.status()} ${response.url()}`);
      });
      try {
        await signIn(page, locale);
        await hydrated(page, `${localizePath('/dashboard/calendario', locale)}?property=${propertyId}&from=${from}`);
        const grid = page.getByRole('grid');
        await grid.waitFor();
        await noViolations(page, 'calendar');

        // Keyboard only: Tab into the grid, then arrows until the reservation's bar has focus, Enter opens it.
        for (let i = 0; i < 80 && !(await focusState(page)).inGrid; i += 1) await page.keyboard.press('Tab');
        expect((await focusState(page)).inGrid, 'Tab reaches the grid').toBe(true);
        // Ctrl+Home: the first unit's first night (the window starts on the stay's first shown night).
        await page.keyboard.press('Control+Home');
        for (let i = 0; i < 40; i += 1) {
          const state = await focusState(page);
          if (state.reservation === String(target!.id)) break;
          await page.keyboard.press(state.unitRow ? 'ArrowRight' : 'ArrowDown');
        }
        expect((await focusState(page)).reservation).toBe(String(target!.id));
        await page.keyboard.press('Enter');
        await page.waitForURL(`${baseUrl()}${localizePath(`/dashboard/reservas/${target!.id}`, locale)}`);
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 90_000 });
        await page.getByTestId('history').waitFor();
        await noViolations(page, 'reservation');

        // Two free nights in a row on the unit, after the reservation.
        const taken = (night: string) => [...data.reservations, ...data.blocks].some((bar) => bar.unitId === unitId && bar.start <= night && night < bar.end);
        let start = '';
        for (let i = 1; i < 30 && !start; i += 1) {
          const night = addDays(data.from, i);
          if (!taken(night) && !taken(addDays(night, 1))) start = night;
        }
        expect(start, 'two free nights in the window').not.toBe('');
        await hydrated(page, `${localizePath('/dashboard/calendario', locale)}?property=${propertyId}&from=${from}`);
        // Keyboard: Enter on a free night, then Enter on the next one opens the dialog; Escape closes it.
        await page.locator(`[data-unit="${unitId}"][data-night="${start}"]`).focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await page.getByRole('dialog').waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        // Mouse: click the first night, Shift+click the last.
        await page.locator(`[data-unit="${unitId}"][data-night="${start}"]`).click();
        await page.locator(`[data-unit="${unitId}"][data-night="${addDays(start, 1)}"]`).click({ modifiers: ['Shift'] });
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await noViolations(page, 'create dialog');
        // The page checks the form with the edge's schema: an empty name is named next to its field.
        await dialog.locator('button[type="submit"]', { hasText: t.form.create }).click();
        await dialog.getByText(t.errors.required).first().waitFor();
        const guest = `E2E ${locale} ${Date.now().toString(36)}`;
        await dialog.getByLabel(t.form.guestName).fill(guest);
        await dialog.getByLabel(new RegExp(`^${t.form.guestEmail}`)).fill(`${locale}.${Date.now()}@example.com`);
        await dialog.locator('button[type="submit"]', { hasText: t.form.create }).click();
        await dialog.waitFor({ state: 'detached' });
        // The new bar is on the chart, and the reservation is in the list.
        await page.locator('[data-testid="tape-chart"] a', { hasText: guest }).waitFor();
        // Focus lands on the new bar, not on the page.
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(guest);
        await hydrated(page, `${localizePath('/dashboard/reservas', locale)}?q=${encodeURIComponent(guest)}`);
        const row = page.getByTestId('reservations-table').locator('tbody tr', { hasText: guest });
        await row.waitFor();
        expect(await row.count()).toBe(1);
        await noViolations(page, 'reservations');

        // Its page: cancel it (asked first), and the history gains the line.
        await row.locator('a').first().click();
        await page.waitForURL(/\/dashboard\/reservas\/\d+$/);
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 90_000 });
        // Moving it onto the demo stay's nights is refused, saying why, and keeps what was typed.
        const checkIn = page.locator('main').getByLabel(t.form.checkIn, { exact: true });
        await checkIn.fill(from);
        await page.locator('main button[type="submit"]', { hasText: t.form.save }).click();
        await page.locator('main').getByText(t.errors.taken).waitFor();
        expect(await checkIn.inputValue()).toBe(from);
        await page.locator('main button', { hasText: t.detail.to.cancelled }).click();
        const confirm = page.getByRole('alertdialog');
        await confirm.waitFor();
        await noViolations(page, 'cancel dialog');
        await confirm.locator('button', { hasText: t.detail.cancelConfirm }).click();
        await page.getByTestId('history').getByText(t.detail.event.cancelled).waitFor();
        expect(await page.locator('main button', { hasText: t.detail.to.cancelled }).count()).toBe(0);

        // The guest pages show them too.
        await hydrated(page, `${localizePath('/dashboard/hospedes', locale)}?q=${encodeURIComponent(guest)}`);
        await page.getByTestId('guests-table').locator('a', { hasText: guest }).click();
        await page.waitForURL(/\/dashboard\/hospedes\/\d+$/);
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 90_000 });
        await noViolations(page, 'guest');
        expect(missing).toEqual([]);
        // Server HTML and the browser's first render agree (no hydration mismatch on any of these pages).
        expect(consoleErrors.filter((line) => /hydrat|did not match|pageerror/i.test(line))).toEqual([]);
      } catch (error) {
        throw new Error(`${(error as Error).message}\nat ${page.url()}\nconsole: ${consoleErrors.join('\n')}\nresponses: ${missing.join('\n')}`);
      } finally {
        await close();
      }
    }, 180_000);
  }

  it('on a 360 px phone: starts on the chart (controls folded), 7 nights beside the units, whose names and groups stay in view scrolled sideways', async () => {
    const { page, context, close } = await openPage('/robots.txt', { waitForHydration: false, viewport: { width: 360, height: 780 } });
    try {
      await useSession(context, session);
      await hydrated(page, '/dashboard/calendario?property=2&from=2030-01-01');
      await expect.poll(() => page.locator('[data-testid="tape-chart"] thead th').count()).toBe(15);
      const layout = () =>
        page.evaluate(() => {
          const scroller = document.querySelector('[data-testid="tape-chart"]')!.parentElement!;
          const box = scroller.getBoundingClientRect();
          const heads = Array.from(document.querySelectorAll('[data-testid="tape-chart"] thead th'));
          const unit = document.querySelector('[data-testid="tape-chart"] tbody tr[data-unit] th')!.getBoundingClientRect();
          const group = document.querySelector('[data-testid="tape-chart"] tbody th[colspan] span')!.getBoundingClientRect();
          return {
            page: document.documentElement.scrollWidth,
            controlsOpen: document.querySelector('details')!.open,
            chartTop: box.top,
            nightsInView: heads.slice(1).filter((th) => {
              const r = th.getBoundingClientRect();
              return r.left >= unit.right - 1 && r.right <= box.right + 1;
            }).length,
            unitLeft: unit.left - box.left,
            unitWidth: unit.width,
            groupInView: group.left >= box.left - 1 && group.left < box.right && group.width > 0,
          };
        });
      const first = await layout();
      expect(first.page).toBeLessThanOrEqual(360);
      expect(first.controlsOpen).toBe(false);
      // The chart starts on the first screen, with room for its rows (381 px down on the demo data).
      expect(first.chartTop).toBeLessThan(780 - 200);
      expect(first.nightsInView).toBeGreaterThanOrEqual(7);
      // Scrolled sideways (inside the chart's own box): the units' column and a group's name stay.
      await page.evaluate(() => (document.querySelector('[data-testid="tape-chart"]')!.parentElement!.scrollLeft = 300));
      await expect.poll(async () => (await layout()).unitLeft).toBeLessThanOrEqual(1);
      const scrolled = await layout();
      expect(scrolled.groupInView).toBe(true);
      expect(scrolled.unitWidth).toBeGreaterThan(60);
      expect(scrolled.page).toBeLessThanOrEqual(360);
    } finally {
      await close();
    }
  }, 120_000);

  it('shows two weeks on a phone and a month on a desktop, moving by what it shows', async () => {
    for (const [viewport, nights] of [[{ width: 390, height: 844 }, 14], [{ width: 1280, height: 800 }, 31]] as const) {
      const { page, context, close } = await openPage('/robots.txt', { waitForHydration: false, viewport });
      try {
        await useSession(context, session);
        await hydrated(page, '/dashboard/calendario?property=2&from=2030-01-01');
        await expect.poll(() => page.locator('[data-testid="tape-chart"] thead th').count()).toBe(nights + 1);
        // On a phone the period links are folded under "Período, filtros e ajuda" (issue 40): open it as a person would.
        if (viewport.width < 600) await page.locator('summary', { hasText: 'Período, filtros e ajuda' }).click();
        await expect.poll(() => page.getByRole('link', { name: 'Próximo período' }).isVisible(), UNTIL).toBe(true);
        expect(await page.getByRole('link', { name: 'Próximo período' }).getAttribute('href')).toBe(`/dashboard/calendario?property=2&from=${addDays('2030-01-01', nights)}`);
        await noViolations(page, `calendar ${viewport.width}px`);
      } finally {
        await close();
      }
    }
  }, 120_000);
});
