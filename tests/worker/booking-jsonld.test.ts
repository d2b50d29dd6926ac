import { describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { bookingFixture, day, rates } from './booking-support';
import { localizePath, type Locale } from '../../shared/locales';

async function html(path: string): Promise<string> {
  const response = await selfFetch(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': uniqueIp() } });
  expect(response.status).toBe(200);
  return response.text();
}

interface Offer {
  '@type': string;
  name?: string;
  price: number;
  priceCurrency: string;
  url: string;
  eligibleQuantity?: { value: number };
}

/** The LodgingBusiness's offers as the head carries them (one object or a list). */
function offersOf(page: string): Offer[] {
  const business = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((data) => data['@type'] === 'LodgingBusiness');
  expect(business).toBeDefined();
  const offers = business!.makesOffer as Offer | Offer[];
  return Array.isArray(offers) ? offers : [offers];
}

/** Text of the element carrying data-testid (first one from `from`), tags stripped. */
function textsOf(page: string, testId: string): string[] {
  return [...page.matchAll(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(?:dd|p|span|output)>`, 'g'))].map((match) => match[1]!.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''));
}

/** The first money amount of a shown text, in minor units: "R$ 1.234,50 por 3 noites" → 123450, "€1,125" → 112500. */
function minorUnits(text: string): number {
  const amount = /\d[\d.,\u00a0\u202f ]*\d|\d/.exec(text)?.[0];
  expect(amount, text).toBeDefined();
  const digits = amount!.replace(/\D/g, '');
  return /[.,]\d{2}$/.test(amount!) ? Number(digits) : Number(digits) * 100;
}

describe('JSON-LD Offer = the price the property page shows', () => {
  it.each(['pt', 'en', 'es', 'it'] as Locale[])('%s, no dates: the default stay of the booking card (3 nights, all-in: 320 × 3 + 50 + 12 % = 1 125 €)', async (locale) => {
    const page = await html(localizePath('/property/1', locale));
    const offers = offersOf(page);
    expect(offers).toHaveLength(1);
    expect(offers[0]!.eligibleQuantity).toMatchObject({ value: 3 });
    expect(offers[0]!.price).toBe(1125);
    const [shown] = textsOf(page, 'booking-card-from');
    expect(shown).toBeDefined();
    expect(Math.round(offers[0]!.price * 100)).toBe(minorUnits(shown!));
    expect(offers[0]!.priceCurrency).toBe('EUR');
  });

  it.each(['pt', 'en'] as Locale[])("%s, a host's BRL property with dates, fees and a seasonal rate: one offer per room type at the stay's total", async (locale) => {
    const fixture = await bookingFixture({ units: 2, baseRateCents: 31_990, columns: { cleaning_fee_cents: 8_050, service_fee_percent: 7, service_fee_rounding_cents: 1 } });
    const checkIn = day(70);
    const checkOut = day(73);
    await rates(fixture, fixture.hostId, { from: checkIn, to: day(71), rateCents: 45_555 });
    const path = `${localizePath(`/property/${fixture.propertyId}`, locale)}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;
    const page = await html(path);
    const shown = textsOf(page, 'stay-price');
    expect(shown).toHaveLength(1);
    const offers = offersOf(page);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ '@type': 'Offer', name: 'Duplo', priceCurrency: 'BRL' });
    expect(Math.round(offers[0]!.price * 100)).toBe(minorUnits(shown[0]!));
    expect(Math.round(offers[0]!.price * 100) % 100).not.toBe(0);
    expect(offers[0]!.url).toContain(`checkIn=${checkIn}`);

    // The sticky card shows the same stay and the engine's total (one price for the stay).
    expect(textsOf(page, 'booking-card-total')).toEqual(shown);
    expect(page).not.toContain('data-testid="booking-total"');

    // Without dates the same property offers the card's nightly price, in its own currency.
    const plain = await html(localizePath(`/property/${fixture.propertyId}`, locale));
    const [total] = textsOf(plain, 'booking-card-from');
    const [fallback] = offersOf(plain);
    expect(fallback!.priceCurrency).toBe('BRL');
    expect(total).toMatch(/R\$/);
    expect(Math.round(fallback!.price * 100)).toBe(minorUnits(total!));
  });
});
