import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, waitForHydration } from './harness';
import { hostMutation, newHostSession, useSession, type Session } from './session';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';
import { formatCurrency } from '../../shared/format';
import { todayIn } from '../../shared/stay/dates';
import pt_channex from '../../web/i18n/pt/channex';
import en_channex from '../../web/i18n/en/channex';
import es_channex from '../../web/i18n/es/channex';
import it_channex from '../../web/i18n/it/channex';

// The channel manager in local mode (issue 41), as a host meets it: on the Canais page they
// connect a property to Channex (the in-process simulator: no account), send a test booking
// "from Booking.com" on /dev/channex, and find it on the calendar and the front desk with the
// guest's name and the price. One lean run per locale, each with its own new host and property.
// The simulator proposes an arrival 14 days ahead; the test books for today so that the desk
// (today's arrivals) shows it.

const CHANNEX = { pt: pt_channex, en: en_channex, es: es_channex, it: it_channex };
const sent = (locale: Locale) => new RegExp(CHANNEX[locale].simulator.sent.replace(/\{code(:string)?\}/, 'EST-[A-Z0-9]+').replace(/[.]/g, '\\.'));

interface Host {
  session: Session;
  propertyId: number;
  /** Unique on /dev/channex, which lists every connected property of the server. */
  name: string;
}
const hosts = new Map<Locale, Host>();

beforeAll(async () => {
  // Shared setup: a host and a one-unit property per locale, made through the API.
  for (const locale of LOCALES) {
    const session = await newHostSession(`Anfitriã ${locale}`);
    const name = `Pousada Canal ${locale} ${crypto.randomUUID().slice(0, 6)}`;
    const property = await hostMutation<{ id: number }>(session, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR' });
    await hostMutation(session, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 3, baseRateCents: 30000, units: 1 });
    hosts.set(locale, { session, propertyId: property.id, name });
  }
}, 120_000);

describe('channel manager in local mode', () => {
  for (const locale of LOCALES) {
    it(`${locale}: connects a property, sends a test booking from the simulator, sees it on the calendar and the desk`, async () => {
      const t = CHANNEX[locale];
      const { session, propertyId, name } = hosts.get(locale)!;
      const guest = `Ana${locale.toUpperCase()}`;
      const today = todayIn('America/Sao_Paulo');
      const { page, consoleErrors, close } = await openPage(`${localizePath('/dashboard/canais', locale)}?property=${propertyId}`, {
        beforeGoto: (_page, context) => useSession(context, session),
      });
      try {
        const main = page.locator('main');
        await main.getByRole('button', { name: t.connect, exact: true }).click();
        await main.getByRole('status').filter({ hasText: t.connected }).waitFor();

        // The simulator: this property's form, arrival today, the guest's name; 480.00 is its default total.
        await page.goto(`/dev/channex?lang=${locale}`);
        const form = page.locator('section', { has: page.getByRole('heading', { name, exact: true }) });
        await form.getByLabel(t.simulator.arrival, { exact: true }).fill(today);
        await form.getByLabel(t.simulator.guestName, { exact: true }).fill(guest);
        await form.getByRole('button', { name: t.simulator.send, exact: true }).click();
        await page.getByRole('status').filter({ hasText: sent(locale) }).waitFor();

        // The calendar: a stay bar with the guest's name, from Booking.com.
        await page.goto(`${localizePath('/dashboard/calendario', locale)}?property=${propertyId}&from=${today}`);
        await waitForHydration(page);
        const bar = page.locator('a[data-reservation]', { hasText: guest });
        await bar.first().waitFor();
        expect(await bar.first().getAttribute('aria-label')).toContain('Booking.com');

        // The front desk: today's arrival with the guest's name and the price still to pay.
        await page.goto(localizePath('/dashboard/recepcao', locale));
        await waitForHydration(page);
        const price = formatCurrency(48000, 'BRL', locale);
        await page.locator('main').getByText(guest).first().waitFor();
        await page.locator('main').getByText(price).first().waitFor();
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    }, 180_000);
  }
});
