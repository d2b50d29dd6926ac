import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness';
import { signIn, hydrated, noViolations, pickByTyping } from './workspace-support';
import { DEMO, hostQuery, newHostSession, passwordSession, useSession, type Session } from './session';
import { LOCALES, LOCALE_TAGS, localizePath, type Locale } from '../../shared/locales';
import { formatMoneyCents } from '../../shared/stay/money';
import { nightsOnWeekdays } from '../../shared/host/periods';
import pt_rates from '../../web/i18n/pt/rates';
import en_rates from '../../web/i18n/en/rates';
import es_rates from '../../web/i18n/es/rates';
import it_rates from '../../web/i18n/it/rates';
import pt_editor from '../../web/i18n/pt/propertyEditor';
import en_editor from '../../web/i18n/en/propertyEditor';
import es_editor from '../../web/i18n/es/propertyEditor';
import it_editor from '../../web/i18n/it/propertyEditor';
import pt_overview from '../../web/i18n/pt/overview';
import en_overview from '../../web/i18n/en/overview';
import es_overview from '../../web/i18n/es/overview';
import it_overview from '../../web/i18n/it/overview';

// The workspace as a host uses it (issue 11), in every locale: the demo host signs in and reads
// the overview; bulk-edits weekend rates ("Fri and Sat, Dec 1 – Mar 1: 450, min 2 nights") and
// finds them in the grid; a newly registered host creates a property with two units from
// nothing through the first-run flow. axe on every page on the way.

const RATES = { pt: pt_rates, en: en_rates, es: es_rates, it: it_rates };
const EDITOR = { pt: pt_editor, en: en_editor, es: es_editor, it: it_editor };
const OVERVIEW = { pt: pt_overview, en: en_overview, es: es_overview, it: it_overview };
/** One demo property per locale (far-future rates only: nothing another test books). */
const PROPERTY: Record<Locale, number> = { pt: 1, en: 8, es: 9, it: 4 };
/** A different winter per locale, so the four runs never write the same nights. */
const WINTER: Record<Locale, { from: string; to: string }> = {
  pt: { from: '2027-12-01', to: '2028-03-01' },
  en: { from: '2028-12-01', to: '2029-03-01' },
  es: { from: '2029-12-01', to: '2030-03-01' },
  it: { from: '2030-12-01', to: '2031-03-01' },
};

interface OverviewData {
  property: { id: number; currency: string };
  arrivals: { guestName: string }[];
  occupancy: { occupiedNights: number; availableNights: number };
  revenueByMonth: { month: string; cents: number }[];
  bookingsBySource: { source: string; count: number }[];
}

let demo: Session;
beforeAll(async () => {
  demo = await passwordSession(DEMO.email, DEMO.password);
});

/** Types a calendar date into a react-aria DateField, segment by segment (any locale's order). */
async function typeDate(page: Page, label: string, date: string) {
  const group = page.getByRole('group', { name: label, exact: true });
  const [year, month, day] = date.split('-');
  for (const [type, value] of [['year', year], ['month', month], ['day', day]] as const) {
    await group.locator(`[data-type="${type}"]`).click();
    await page.keyboard.type(value!);
  }
}

/** Responses of 400 and above while a test runs (a console error names no address). */
function failedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    // The first page (robots.txt) makes Chromium ask for /favicon.ico, which the site serves as SVG.
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

const realErrors = (errors: string[]) => errors.filter((e) => !e.includes('favicon') && !e.includes('Failed to load resource'));

/** Fills a react-aria NumberField and commits it (it commits on blur). */
async function fillNumber(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Tab');
}

describe('workspace overview, rates and properties', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the demo host reads the overview and bulk-edits weekend rates`, async () => {
      const rates = RATES[locale];
      const propertyId = PROPERTY[locale];
      const { page, consoleErrors, close } = await openPage('/robots.txt', { waitForHydration: false });
      const failed = failedResponses(page);
      try {
        await signIn(page, locale);

        // The overview of a demo property: the figures the API computes, formatted for the locale.
        const expected = await hostQuery<OverviewData>(demo, 'host.overview', { propertyId });
        await hydrated(page, `${localizePath('/dashboard', locale)}?property=${propertyId}`);
        await page.getByTestId('occupancy').waitFor();
        const percent = new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : locale, { style: 'percent', maximumFractionDigits: 0 }).format(
          expected.occupancy.availableNights > 0 ? expected.occupancy.occupiedNights / expected.occupancy.availableNights : 0,
        );
        expect(await page.getByTestId('occupancy').textContent()).toBe(percent);
        expect(await page.getByTestId('arrivals').getByRole('listitem').count()).toBe(expected.arrivals.length);
        const revenueRows = page.getByTestId('revenue-table').locator('tbody tr td');
        expect(await revenueRows.allTextContents()).toEqual(expected.revenueByMonth.map((m) => formatMoneyCents(m.cents, expected.property.currency, locale)));
        expect(await page.getByTestId('revenue-chart').locator('rect').count()).toBe(13);
        const booked = expected.bookingsBySource.filter((s) => s.count > 0).length;
        expect(await page.getByTestId('sources-list').getByRole('listitem').count()).toBe(booked);
        expect(await page.getByTestId('user-email').textContent()).toBe(DEMO.email);
        await noViolations(page, 'overview');

        // Bulk edit: Fridays and Saturdays of a winter, 450 a night, at least 2 nights.
        const winter = WINTER[locale];
        await hydrated(page, `${localizePath('/dashboard/tarifas', locale)}?property=${propertyId}`);
        // The form is a chunk of its own: it takes input once hydrated.
        await page.locator('[data-testid="bulk-edit"][data-ready]').waitFor();
        await noViolations(page, 'rates');
        await typeDate(page, rates.bulk.from, winter.from);
        await typeDate(page, rates.bulk.to, winter.to);
        for (const day of [0, 1, 2, 3, 4]) await page.locator(`label:has(input[type="checkbox"][value="${day}"])`).click();
        await fillNumber(page, rates.bulk.rate, '450');
        // A maximum below the minimum is refused next to the field, keeping what was typed.
        await fillNumber(page, rates.bulk.minStay, '5');
        await fillNumber(page, rates.bulk.maxStay, '2');
        await page.getByRole('button', { name: rates.bulk.submit }).click();
        await page.getByText(rates.errors.min_above_max).waitFor();
        expect(await page.getByLabel(rates.bulk.maxStay, { exact: true }).getAttribute('aria-invalid')).toBe('true');
        expect(await page.getByLabel(rates.bulk.minStay, { exact: true }).inputValue()).toBe('5');
        await page.getByLabel(rates.bulk.maxStay, { exact: true }).fill('');
        await page.getByLabel(rates.bulk.maxStay, { exact: true }).press('Tab');
        await fillNumber(page, rates.bulk.minStay, '2');
        await page.getByRole('button', { name: rates.bulk.submit }).click();
        const nights = nightsOnWeekdays(winter.from, winter.to, [5, 6]).length;
        await page.getByTestId('bulk-notice').filter({ hasText: String(nights) }).waitFor();

        // The grid from the first night of that winter: weekends at 450 and min 2, weekdays untouched.
        await hydrated(page, `${localizePath('/dashboard/tarifas', locale)}?property=${propertyId}&from=${winter.from}`);
        const grid = await hostQuery<{ currency: string; roomType: { baseRateCents: number }; nights: { date: string }[] }>(demo, 'host.rates.get', {
          roomTypeId: (await hostQuery<{ id: number }[]>(demo, 'host.roomTypes.list', { propertyId }))[0]!.id,
          from: winter.from,
          days: 28,
        });
        const rate = formatMoneyCents(45000, grid.currency, locale);
        for (const night of grid.nights.slice(0, 14)) {
          const row = page.locator(`tr[data-date="${night.date}"]`);
          const weekend = [5, 6].includes(new Date(`${night.date}T00:00:00Z`).getUTCDay());
          expect(await row.getByTestId('rate').textContent(), night.date).toContain(weekend ? rate : formatMoneyCents(grid.roomType.baseRateCents, grid.currency, locale));
          expect(await row.getByTestId('min-stay').textContent(), night.date).toBe(weekend ? '2' : rates.grid.none);
        }
        expect(realErrors(consoleErrors)).toEqual([]);
        expect(failed).toEqual([]);
      } finally {
        await close();
      }
    }, 240_000);

    it(`${locale}: a new host creates a property with two units from nothing`, async () => {
      const editor = EDITOR[locale];
      const overview = OVERVIEW[locale];
      const host = await newHostSession('Clara Nova');
      const { page, context, consoleErrors, close } = await openPage('/robots.txt', { waitForHydration: false });
      const failed = failedResponses(page);
      try {
        await useSession(context, host);
        await hydrated(page, localizePath('/dashboard', locale));
        const firstRun = page.getByTestId('first-run');
        await firstRun.locator('form').waitFor();
        await noViolations(page, 'first run');
        // The form is server HTML until the host first uses it: its code has not been fetched.
        const part = firstRun.locator('[data-part]');
        expect(await part.getAttribute('data-hydrated')).toBeNull();
        expect(await firstRun.locator('form[data-ready]').count()).toBe(0);

        // Submitting empty says what is missing next to the field, and keeps what was typed.
        await firstRun.getByLabel(editor.roomTypes.name, { exact: true }).fill('Chalé');
        await page.getByRole('button', { name: overview.firstRun.submit }).click();
        await firstRun.getByText(editor.errors.required).first().waitFor();
        expect(await firstRun.getByLabel(editor.roomTypes.name, { exact: true }).inputValue()).toBe('Chalé');
        // Typing woke it: it is live, and what was typed before that reached it.
        expect(await part.getAttribute('data-hydrated')).toBe('true');

        const name = `Pousada ${locale.toUpperCase()} ${Date.now()}`;
        await firstRun.getByLabel(editor.form.name, { exact: true }).fill(name);
        await firstRun.getByLabel(editor.form.city, { exact: true }).fill('Paraty');
        // The country by typing its name (a ComboBox once the form's pickers have loaded).
        const brazil = new Intl.DisplayNames([LOCALE_TAGS[locale].lang], { type: 'region' }).of('BR')!;
        await pickByTyping(page, editor.form.country, brazil.slice(0, 4), brazil, firstRun);
        await fillNumber(page, editor.roomTypes.baseRate, '320');
        await fillNumber(page, editor.roomTypes.units, '2');
        await page.getByRole('button', { name: overview.firstRun.submit }).click();
        await page.getByTestId('occupancy').waitFor();
        await noViolations(page, 'overview after the first run');

        const [property] = await hostQuery<{ id: number; name: string }[]>(host, 'host.properties.list');
        expect(property?.name).toBe(name);
        const detail = await hostQuery<{ roomTypes: { name: string; baseRateCents: number; units: { id: number; name: string }[] }[] }>(host, 'host.properties.get', { id: property!.id });
        expect(detail.roomTypes).toEqual([{ id: expect.any(Number), name: 'Chalé', names: {}, beds: null, bathrooms: null, capacity: 2, baseRateCents: 32000, units: [{ id: expect.any(Number), name: 'Chalé 1' }, { id: expect.any(Number), name: 'Chalé 2' }] }]);

        // The property list and the editor show it, without violations.
        await hydrated(page, localizePath('/dashboard/propriedades', locale));
        await page.getByTestId(`property-${property!.id}`).waitFor();
        await noViolations(page, 'properties');
        await hydrated(page, localizePath(`/dashboard/propriedades/${property!.id}`, locale));
        // The editor hydrates when first pointed at.
        await page.getByTestId('property-editor').hover();
        await page.locator('[data-testid="property-editor"][data-ready]').waitFor();
        expect(await page.locator('[data-testid^="unit-"] input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['Chalé 1', 'Chalé 2']);
        await noViolations(page, 'property editor');

        // Rename the second unit and add a third, from the editor.
        const second = page.getByTestId(`unit-${detail.roomTypes[0]!.units[1]!.id}`);
        await second.getByLabel(editor.roomTypes.unitName, { exact: true }).fill('Chalé Azul');
        await second.getByRole('button', { name: editor.roomTypes.rename, exact: true }).click();
        await second.getByText(editor.roomTypes.renamed).waitFor();
        await page.getByLabel(editor.roomTypes.newUnit, { exact: true }).fill('Chalé Verde');
        await page.getByRole('button', { name: editor.roomTypes.addUnit, exact: true }).click();
        await page.getByText(editor.roomTypes.unitAdded).waitFor();
        const units = (await hostQuery<{ units: { id: number; name: string }[] }[]>(host, 'host.roomTypes.list', { propertyId: property!.id }))[0]!.units;
        expect(units.map((unit) => unit.name)).toEqual(['Chalé 1', 'Chalé Azul', 'Chalé Verde']);

        // Deleting a unit asks first.
        const third = page.getByTestId(`unit-${units[2]!.id}`);
        await third.waitFor();
        await third.getByRole('button', { name: editor.roomTypes.delete.replace('{name}', 'Chalé Verde') }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.waitFor();
        await noViolations(page, 'delete a unit');
        await dialog.getByRole('button', { name: editor.roomTypes.delete.replace('{name}', 'Chalé Verde') }).click();
        await third.waitFor({ state: 'detached' });
        const left = (await hostQuery<{ units: { name: string }[] }[]>(host, 'host.roomTypes.list', { propertyId: property!.id }))[0]!.units;
        expect(left.map((unit) => unit.name)).toEqual(['Chalé 1', 'Chalé Azul']);
        await hydrated(page, localizePath('/dashboard/propriedades/nova', locale));
        await page.locator('[data-part] form').waitFor();
        await noViolations(page, 'new property');
        expect(realErrors(consoleErrors)).toEqual([]);
        expect(failed).toEqual([]);
      } finally {
        await close();
      }
    }, 240_000);
  }
});
