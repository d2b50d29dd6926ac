import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, UNTIL } from './harness';
import { DEMO } from './session';
import { localizePath, type Locale } from '../../shared/locales';
import pt_reservations from '../../web/i18n/pt/reservations';
import en_reservations from '../../web/i18n/en/reservations';
import es_reservations from '../../web/i18n/es/reservations';
import it_reservations from '../../web/i18n/it/reservations';
import pt_auth from '../../web/i18n/pt/auth';
import en_auth from '../../web/i18n/en/auth';
import es_auth from '../../web/i18n/es/auth';
import it_auth from '../../web/i18n/it/auth';

// What the workspace's browser tests share: signing the demo host in through the login form,
// opening a page hydrated, and axe with a readable failure.

const AUTH = { pt: pt_auth, en: en_auth, es: es_auth, it: it_auth };
const RESERVATIONS = { pt: pt_reservations, en: en_reservations, es: es_reservations, it: it_reservations };

/** The demo host signs in with the login form of `locale`. */
export async function signIn(page: Page, locale: Locale) {
  const auth = AUTH[locale];
  await page.goto(localizePath('/login', locale));
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 90_000 });
  const main = page.locator('main');
  await main.getByLabel(auth.fields.email, { exact: true }).fill(DEMO.email);
  await main.getByLabel(auth.fields.password, { exact: true }).fill(DEMO.password);
  await main.locator('form button[type="submit"]', { hasText: auth.login.submit }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Opens `path` and waits until React has hydrated it. */
export async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 90_000 });
}

/** axe finds nothing on the page as it is now. */
export async function noViolations(page: Page, what: string, context?: { exclude: string[][] }) {
  const violations = await axeViolations(page, context);
  expect(violations.map((v) => `${what}: ${v.id} ${v.help} ${v.targets.slice(0, 3).join(' | ')}`)).toEqual([]);
}

/**
 * Picks `option` in a react-aria ComboBox labelled `label` by typing `typed` and choosing with
 * the keyboard (ArrowDown, Enter). The server's HTML has a plain select there: going to it (a
 * click) brings the ComboBox, focused.
 */
export async function pickByTyping(page: Page, label: string, typed: string, option: string, scope: Locator | Page = page) {
  const input = scope.locator('input[role="combobox"]').and(scope.getByLabel(label, { exact: true }));
  const select = scope.locator('select').and(scope.getByLabel(label, { exact: true }));
  // In a part that goes live on first use, the select is pressed only once the part is live: a
  // press before that opens the select's native list, which then takes the typing meant for the
  // ComboBox (a loaded CI run failed so). Hovering wakes the part, as a person's pointer does.
  const part = select.locator('xpath=ancestor::*[@data-part][1]');
  if ((await input.count()) === 0 && (await part.count()) > 0) {
    await select.hover();
    await expect.poll(() => part.getAttribute('data-hydrated'), UNTIL).toBe('true');
  }
  // Until the page listens, a click on the select changes nothing: click again until the ComboBox is there.
  let fromSelect = false;
  await expect
    .poll(async () => {
      if ((await input.count()) > 0) return true;
      fromSelect = true;
      await select.click({ timeout: 2_000 }).catch(() => undefined);
      return (await input.count()) > 0;
    }, UNTIL)
    .toBe(true);
  // Coming from its select, the ComboBox has the focus; another field's ComboBox is clicked into.
  if (fromSelect) await expect.poll(() => input.evaluate((element) => element === document.activeElement), UNTIL).toBe(true);
  else await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  await input.pressSequentially(typed);
  const listed = page.getByRole('listbox').getByRole('option');
  // While the ComboBox settles, the select-all can miss (the typing then lands after the chosen
  // country: "BrasilBras", no match) or the list not open: until the option shows, the field is
  // made to hold exactly what was typed, as a person would retype it.
  await expect
    .poll(async () => {
      if ((await input.inputValue()) !== typed) {
        await input.press('ControlOrMeta+A');
        await input.pressSequentially(typed);
      }
      return listed.first().textContent({ timeout: 2_000 }).catch(() => null);
    }, UNTIL)
    .toBe(option);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => input.inputValue(), UNTIL).toBe(option);
}

/**
 * Creates a reservation on the open, hydrated tape chart as a person does (as
 * workspace-calendar.test.ts): click the unit's first night, Shift+click its last, type the
 * guest in the dialog, create; resolves once the new bar is on the chart.
 */
export async function reserveOnCalendar(page: Page, locale: Locale, stay: { unitId: number; first: string; last: string; guest: string; email: string }) {
  const t = RESERVATIONS[locale];
  await page.locator(`[data-unit="${stay.unitId}"][data-night="${stay.first}"]`).click();
  await page.locator(`[data-unit="${stay.unitId}"][data-night="${stay.last}"]`).click({ modifiers: ['Shift'] });
  const dialog = page.getByRole('dialog');
  await dialog.waitFor(UNTIL);
  await dialog.getByLabel(t.form.guestName).fill(stay.guest);
  await dialog.getByLabel(new RegExp(`^${t.form.guestEmail}`)).fill(stay.email);
  await dialog.locator('button[type="submit"]', { hasText: t.form.create }).click();
  await dialog.waitFor({ state: 'detached', ...UNTIL });
  await page.locator('[data-testid="tape-chart"] a', { hasText: stay.guest }).waitFor(UNTIL);
}
