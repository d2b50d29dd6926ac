/**
 * Issue 39 in the browser, one test per locale sharing one host property: from a search with
 * dates to a booked stay with those dates carried (card → property page → booking form), the
 * card shows the host's own uploaded cover (src and srcset of its stored sizes, `sizes` given),
 * the WhatsApp link is the host's own number, the guest reviews the stay once it is over and the
 * header, the reviews tab, the guests' section and the card then say the same count and rating,
 * /property/1 shows the default stay's itemised total (3 nights: 1 125 €), and axe finds nothing
 * on the card list, the property page with and without dates, and the booking form.
 */
import sharp from 'sharp';
import type { Page } from 'playwright-core';
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

/** The rating each locale's guest gives (the average moves, so every surface must follow it). */
const RATING: Record<Locale, number> = { pt: 5, en: 4, es: 5, it: 3 };

/** A number as a page writes it ("4,7", "4.5", "1 avaliação") → 4.7, 4.5, 1. */
const numberIn = (text: string | null) => Number(/\d+(?:[.,]\d+)?/.exec(text ?? '')?.[0]?.replace(',', '.') ?? Number.NaN);

/** What the property page says of its reviews: the header's count and rating, the tab's count, the section's count and average. */
async function pageReviews(page: Page) {
  const header = page.locator('header').filter({ has: page.getByTestId('review-count') });
  const section = page.getByTestId('real-reviews');
  const summary = (await section.locator('p').first().textContent()) ?? '';
  return {
    headerCount: numberIn(await page.getByTestId('review-count').textContent()),
    headerRating: numberIn(await header.locator('[aria-hidden="true"]').filter({ hasText: /\d/ }).first().textContent()),
    tabCount: numberIn(/\((\d+)\)/.exec((await page.getByTestId('detail-tab-reviews').textContent()) ?? '')?.[1] ?? null),
    sectionCount: numberIn(summary),
    sectionAverage: numberIn(summary.replace(/^\D*\d+/, '')),
  };
}

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
    // The host's own cover, uploaded as the editor does (the stored sizes come back as the card's srcset).
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><rect width="100%" height="100%" fill="#2f6f8f"/><circle cx="500" cy="500" r="260" fill="#f2c14e"/></svg>';
    const upload = await fetch(`${baseUrl()}/api/host/photos?propertyId=${propertyId}`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'image/jpeg', origin: baseUrl() }, body: await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer() });
    if (upload.status !== 201) throw new Error(`photo upload answered ${upload.status}: ${await upload.text()}`);
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
      // The host's own cover: its stored sizes, sized for the card's column.
      const cover = card.locator('img').first();
      expect(await cover.getAttribute('src')).toMatch(/\/photos\/[0-9a-f]{32}\/\d+\.webp$/);
      expect(await cover.getAttribute('srcset')).toMatch(/\/photos\/[0-9a-f]{32}\/480\.webp 480w/);
      expect(await cover.getAttribute('sizes')).toBeTruthy();
      const cardPrice = await card.getByTestId('card-price').textContent();
      await card.getByRole('link').first().click();
      await page.waitForURL(new RegExp(`/property/${propertyId}\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`), UNTIL);
      await page.getByTestId('stay-price').first().waitFor(UNTIL);
      // The page's header says the card's figure: the stay's all-in total, not "from" a nightly rate.
      expect(await page.getByTestId('header-price').textContent()).toBe(cardPrice);
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
      const list = await hostQuery<{ id: number; code: string; checkIn: string; checkOut: string }[]>(session, 'host.reservations.list', { propertyId });
      const stayBooked = list.find((item) => item.code === code);
      expect(stayBooked).toMatchObject({ checkIn, checkOut });

      // The stay ends (the host checks the guest in and out) and the guest reviews it.
      const token = /\/reserva\/([A-Za-z0-9_-]{43}\d+)/.exec(page.url())![1]!;
      await mutate(session, 'host.reservations.setStatus', { id: stayBooked!.id, status: 'checked_in' });
      await mutate(session, 'host.reservations.setStatus', { id: stayBooked!.id, status: 'checked_out' });
      await page.goto(`${baseUrl()}${localizePath(`/reserva/${token}/avaliacao`, locale)}`);
      await page.locator(`input[name="rating"][value="${RATING[locale]}"]`).check(UNTIL);
      await page.locator('textarea[name="text"]').fill(`${locale}: a quiet room, a true price, the host on WhatsApp.`);
      await page.locator('form[action$="/avaliacao"] button[type="submit"]').click();
      await page.getByTestId('review-done').waitFor(UNTIL);
      // Header, tab, section and card: the same count and rating, the host's own reviews' (all counted: booked, checked-out stays).
      const written = await hostQuery<{ rating: number }[]>(session, 'host.reviews.list', { propertyId });
      const average = Math.round((written.reduce((sum, review) => sum + review.rating, 0) / written.length) * 10) / 10;
      await page.goto(`${baseUrl()}${localizePath(`/property/${propertyId}`, locale)}`);
      await page.getByTestId('real-reviews').waitFor(UNTIL);
      expect(await pageReviews(page)).toEqual({ headerCount: written.length, headerRating: average, tabCount: written.length, sectionCount: written.length, sectionAverage: average });
      await page.goto(`${baseUrl()}${localizePath('/properties', locale)}${search}`);
      const rating = page.locator(`[data-property-id="${propertyId}"]`).getByTestId('card-rating');
      await rating.waitFor(UNTIL);
      expect(numberIn(await rating.locator('[aria-hidden="true"]').filter({ hasText: /\d/ }).first().textContent())).toBe(average);
      expect(numberIn(/\((\d+)\)/.exec((await rating.textContent()) ?? '')?.[1] ?? null)).toBe(written.length);

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
