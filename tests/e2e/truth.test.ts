/**
 * Issue 39 in the browser, one test per locale sharing one host property: from a search with
 * dates to a booked stay with those dates carried (card → property page → booking form), the
 * WhatsApp link is the host's own number, /property/1 shows the default stay's itemised total
 * (3 nights: 1 125 €), and axe finds nothing on the card list, the property page with and
 * without dates, and the booking form.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage, UNTIL, waitForHydration } from './harness';
import { hostQuery, newHostSession, type Session } from './session';
import { noViolations } from './workspace-support';
import { localizePath, type Locale } from '../../shared/locales';
import { addDays, todayIn } from '../../shared/stay/dates';

const TEXTS: Record<Locale, { choose: string; book: string }> = {
  pt: { choose: 'Escolher este quarto', book: 'Reservar agora' },
  en: { choose: 'Choose this room', book: 'Book now' },
  es: { choose: 'Elegir esta habitación', book: 'Reservar ahora' },
  it: { choose: 'Scegli questa camera', book: 'Prenota ora' },
};
const today = todayIn('America/Sao_Paulo');
const CITY = `Vila Verdade ${Math.floor(Math.random() * 1e6)}`;
const WHATSAPP = '5524988881234';

async function mutate(session: Session, path: string, input: unknown): Promise<{ id: number }> {
  const res = await fetch(`${baseUrl()}/api/trpc/${path}`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', origin: baseUrl() }, body: JSON.stringify(input) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { data: { id: number } } }).result.data;
}

describe("the truth a guest sees (issue 39): a search's dates to a booked stay, the host's WhatsApp, the default stay", () => {
  let session: Session;
  let propertyId = 0;
  beforeAll(async () => {
    session = await newHostSession('Anfitriã Verdade');
    propertyId = (await mutate(session, 'host.properties.create', { name: 'Pousada Verdade', kind: 'inn', city: CITY, country: 'BR', timezone: 'America/Sao_Paulo' })).id;
    await mutate(session, 'host.roomTypes.create', { propertyId, name: 'Quarto Duplo', capacity: 2, baseRateCents: 30_000, units: 4 });
    await mutate(session, 'host.properties.update', { id: propertyId, whatsapp: `+${WHATSAPP}` });
    await mutate(session, 'host.properties.setPublished', { id: propertyId, published: true });
  }, 120_000);

  it.each(['pt', 'en', 'es', 'it'] as Locale[])('%s', async (locale) => {
    const offset = { pt: 300, en: 310, es: 320, it: 330 }[locale];
    const checkIn = addDays(today, offset);
    const checkOut = addDays(today, offset + 3);
    const search = `?location=${encodeURIComponent(CITY)}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;
    const { page, close } = await openPage(`${localizePath('/properties', locale)}${search}`);
    try {
      // The card, priced for the stay, opens the property page with the dates and guests.
      const card = page.locator(`[data-property-id="${propertyId}"]`);
      await card.waitFor(UNTIL);
      await noViolations(page, `${locale} card list`);
      await card.getByRole('link').first().click();
      await page.waitForURL(new RegExp(`/property/${propertyId}\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`), UNTIL);
      await page.getByTestId('stay-price').first().waitFor(UNTIL);
      await waitForHydration(page);
      // The WhatsApp link is the host's own number.
      expect(await page.getByTestId('host-whatsapp').getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${WHATSAPP}\\?text=`));
      await noViolations(page, `${locale} property page with dates`);

      await page.getByRole('link', { name: TEXTS[locale].choose }).first().click();
      await page.waitForSelector('[data-testid="price-summary"]', UNTIL);
      await waitForHydration(page);
      await noViolations(page, `${locale} booking form`);
      await page.locator('#booking-details input[name="name"]').fill('Lia Verdade');
      await page.locator('#booking-details input[name="email"]').fill(`lia.${locale}.${Date.now()}@example.com`);
      await page.locator('#booking-details input[name="phone"]').fill('+55 21 99999-0000');
      await page.getByRole('button', { name: TEXTS[locale].book }).click();
      await page.waitForURL(/\/reserva\/[A-Za-z0-9_-]{43}\d+\?booked=1$/, UNTIL);
      const code = /EST-[2-9A-Z]{5}/.exec((await page.getByTestId('confirmation').textContent()) ?? '')?.[0];
      expect(code).toBeDefined();
      // The stay booked is the one searched for.
      const list = await hostQuery<{ code: string; checkIn: string; checkOut: string }[]>(session, 'host.reservations.list', { propertyId });
      expect(list.find((item) => item.code === code)).toMatchObject({ checkIn, checkOut });

      // /property/1 without dates: the spec's default stay, itemised (3 nights + 50 € + 12 %).
      await page.goto(`${baseUrl()}${localizePath('/property/1', locale)}`);
      const stay = page.getByTestId('default-stay');
      await stay.waitFor(UNTIL);
      expect(await page.getByTestId('booking-card-from').textContent()).toMatch(/1[.,\s\u00a0\u202f]?125/);
      expect(await stay.locator('dt').count()).toBe(4);
      await noViolations(page, `${locale} property page without dates`);
    } finally {
      await close();
    }
  }, 240_000);
});
