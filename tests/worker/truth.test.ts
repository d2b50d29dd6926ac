/**
 * Issue 39, "The truth on every page a guest sees": the marketplace card and the property page
 * from the host's own data, the default stay, a free-cancellation deadline that has passed, and
 * names per language.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, get, selfFetch, uniqueIp } from './api-support';
import { availability, book, bookingFixture, data, day, guestInput, rates } from './booking-support';
import type { Listing } from '../../shared/properties/listing';

async function html(path: string): Promise<string> {
  const response = await selfFetch(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': uniqueIp() } });
  expect(response.status).toBe(200);
  return response.text();
}

/** A photo row as the upload stores it (the bytes are not needed to list it). */
async function addPhoto(fixture: { hostId: string; propertyId: number }, name: string) {
  await env.DB.prepare(
    `INSERT INTO property_photos (host_id, property_id, object_key, url, content_type, width, height, alt, alts, widths, position, created_at)
     VALUES (?, ?, ?, ?, 'image/webp', 1600, 1067, '', '{"pt":"Fachada azul"}', '[480,960,1600]', (SELECT COALESCE(MAX(position) + 1, 0) FROM property_photos WHERE property_id = ?), ?)`,
  )
    .bind(fixture.hostId, fixture.propertyId, `p/${name}`, `/photos/${name}/1600.webp`, fixture.propertyId, new Date().toISOString())
    .run();
}

/** A guest's stay and their review (the trust issue decides which count; a booked, checked-out stay always does). */
async function reviewed(fixture: Awaited<ReturnType<typeof bookingFixture>>, rating: number) {
  const booked = await book(guestInput(fixture, { checkIn: day(60), checkOut: day(62) }));
  expect(booked.status).toBe(200);
  const { id } = (await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(data(booked).code).first<{ id: number }>())!;
  await env.DB.prepare("UPDATE reservations SET status = 'checked_out' WHERE id = ?").bind(id).run();
  await env.DB.prepare("INSERT INTO reviews (reservation_id, property_id, host_id, rating, text, locale, author_name, created_at) VALUES (?, ?, ?, ?, 'Ótimo', 'pt', 'Ana', ?)")
    .bind(id, fixture.propertyId, fixture.hostId, rating, new Date().toISOString())
    .run();
}

/** The listing ids of the server-rendered cards, in order, and one card's HTML. */
const cardIds = (page: string) => [...page.matchAll(/data-property-id="(\d+)"/g)].map((match) => Number(match[1]));
function demoCard(page: string, id: number): string {
  const at = page.indexOf(`data-property-id="${id}"`);
  expect(at).toBeGreaterThan(-1);
  return page.slice(at, page.indexOf('</article>', at));
}

const listings = async (locale = 'pt') => data(await get('marketplace.listings', { locale })) as Listing[];

describe("the marketplace card from the host's data", () => {
  it('cover, kind (Pousada), counted reviews (none: no stars), the lowest nightly rate of the next 30 days in its currency', async () => {
    const fixture = await bookingFixture({ units: 4, capacity: 3, baseRateCents: 35_000 });
    await rates(fixture, fixture.hostId, { from: day(0), to: day(40), rateCents: 42_000 });
    await rates(fixture, fixture.hostId, { from: day(10), to: day(12), rateCents: 32_000 });
    // Cheaper, but beyond the next 30 days: not the "from" price.
    await rates(fixture, fixture.hostId, { from: day(35), to: day(36), rateCents: 10_000 });

    let card = (await listings()).find((listing) => listing.id === fixture.propertyId)!;
    expect(card).toMatchObject({ type: 'Inn', kind: 'inn', price: 320, currency: 'BRL', reviewCount: 0, reviewAverage: null });
    expect(card.cover).toBeUndefined();
    let page = await html('/properties');
    const cardHtml = () => page.slice(page.indexOf(`data-property-id="${fixture.propertyId}"`), page.indexOf('</article>', page.indexOf(`data-property-id="${fixture.propertyId}"`)));
    expect(cardHtml()).toContain('Pousada');
    expect(cardHtml()).toMatch(/A partir de R\$\s?320 \/ noite/);
    expect(cardHtml()).toContain('Sem avaliações ainda');
    expect(cardHtml()).not.toContain('0,0');

    await addPhoto(fixture, 'cover-a');
    await addPhoto(fixture, 'second-b');
    await reviewed(fixture, 5);
    card = (await listings()).find((listing) => listing.id === fixture.propertyId)!;
    expect(card).toMatchObject({ reviewCount: 1, reviewAverage: 5, rating: 5 });
    expect(card.cover).toMatchObject({ src: '/photos/cover-a/1600.webp', alt: 'Fachada azul' });
    expect(card.cover!.srcSet).toContain('480w');
    page = await html('/properties');
    expect(cardHtml()).toContain('src="/photos/cover-a/1600.webp"');
    expect(cardHtml()).toMatch(/srcSet="[^"]*480w/i);
    expect(cardHtml()).toContain('(1)');
    expect(cardHtml()).toContain('5,0');

    // The property page: one count (header, tab, section, JSON-LD), facts from the four units, no invented coordinates.
    const property = await html(`/property/${fixture.propertyId}`);
    expect(property).toContain('data-testid="review-count">1 avaliação<');
    expect(property.replace(/<!-- -->/g, '')).toContain('Avaliações (1)');
    expect(property).toContain('"reviewCount":1');
    expect(property).toContain('12 hóspedes · 4 quartos · 4 camas');
    expect(property).not.toContain('data-testid="coordinates"');
    expect(property).not.toContain('GeoCoordinates');
    // No description, postal code or region entered: no "about" heading over nothing, no empty fields in the JSON-LD.
    expect(property).not.toContain('id="about-title"');
    const business = [...property.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>).find((item) => item['@type'] === 'LodgingBusiness')!;
    expect(business).not.toHaveProperty('description');
    expect(business.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Rua do Comércio 10', addressLocality: 'Paraty', addressCountry: 'BR' });
    // The search's dates and guests go with the card to the property page.
    const searched = await html(`/properties?checkIn=${day(20)}&checkOut=${day(23)}&guests=3`);
    expect(searched).toContain(`href="/property/${fixture.propertyId}?checkIn=${day(20)}&amp;checkOut=${day(23)}&amp;guests=3"`);
  });

  it("a search with dates prices each card at that stay's all-in total (the booking page's), and leaves out one that cannot be booked for them", async () => {
    const fixture = await bookingFixture({ units: 2, capacity: 3, baseRateCents: 35_000, columns: { cleaning_fee_cents: 5_000, service_fee_percent: 12 } });
    await rates(fixture, fixture.hostId, { from: day(20), to: day(23), rateCents: 42_000 });
    await rates(fixture, fixture.hostId, { from: day(40), to: day(41), stopSell: true });
    const quoted = data(await availability({ propertyId: fixture.propertyId, checkIn: day(20), checkOut: day(23), guests: 3 }));
    const total = quoted.roomTypes[0].totalCents as number;
    // 3 × 420 + 50 cleaning + 12 % service of 1 260.
    expect(total).toBe(126_000 + 5_000 + 15_120);

    const searched = data(await get('marketplace.listings', { locale: 'pt', checkIn: day(20), checkOut: day(23), guests: 3 })) as Listing[];
    expect(searched.find((listing) => listing.id === fixture.propertyId)!.stay).toEqual({ totalCents: total, nights: 3 });
    const page = await html(`/properties?checkIn=${day(20)}&checkOut=${day(23)}&guests=3`);
    const at = page.indexOf(`data-property-id="${fixture.propertyId}"`);
    expect(at).toBeGreaterThan(-1);
    expect(page.slice(at, page.indexOf('</article>', at)).replace(/<!-- -->/g, '')).toMatch(/R\$\s?1\.461,20 por 3 noites, taxas incluídas/);
    // The property page opened from that card says the same total in its header (not "a partir de" a nightly rate), as its booking card does.
    const headerPrice = (html: string) => /data-testid="header-price">([^<]*)</.exec(html.replace(/<!-- -->/g, ''))?.[1];
    const withDates = await html(`/property/${fixture.propertyId}?checkIn=${day(20)}&checkOut=${day(23)}&guests=3`);
    expect(headerPrice(withDates)).toMatch(/^R\$\s?1\.461,20 por 3 noites, taxas incluídas$/);
    expect(withDates.replace(/<!-- -->/g, '')).toMatch(/data-testid="booking-card-total">R\$\s?1\.461,20/);
    // Without dates: "a partir de" the lowest nightly rate of the next 30 days (the base 350; the 420 nights are dearer).
    expect(headerPrice(await html(`/property/${fixture.propertyId}`))).toMatch(/^A partir de R\$\s?350 \/ noite$/);
    expect(headerPrice(await html(`/en/property/${fixture.propertyId}?checkIn=${day(20)}&checkOut=${day(23)}&guests=3`))).toMatch(/^R\$\s?1,461\.20 for 3 nights, fees included$/);

    // A night stop-sold in the stay: not bookable for those dates, so not among the results.
    const closed = data(await get('marketplace.listings', { locale: 'pt', checkIn: day(39), checkOut: day(42), guests: 2 })) as Listing[];
    expect(closed.find((listing) => listing.id === fixture.propertyId)!.stay).toBeNull();
    const closedPage = await html(`/properties?checkIn=${day(39)}&checkOut=${day(42)}`);
    expect(closedPage).not.toContain(`data-property-id="${fixture.propertyId}"`);
    // Without dates: "from" the lowest nightly rate, no stay.
    expect((await listings()).find((listing) => listing.id === fixture.propertyId)!.stay).toBeUndefined();
  });
});

describe('one review count on the property page', () => {
  it("/property/1 (a demo with sample reviews): header, tab, the guests' section and the JSON-LD all say the counted reviews", async () => {
    const count = (page: string) => page.replace(/<!-- -->/g, '');
    const before = count(await html('/property/1'));
    expect(before).toContain('data-testid="review-count">Sem avaliações ainda<');
    expect(before).toContain('Avaliações (0)');
    expect(before).not.toContain('"aggregateRating"');
    // The marketplace says the same: the card counts no sample review, and the rating filter and sort read none.
    expect(demoCard(count(await html('/properties')), 1)).toContain('data-testid="card-rating">Sem avaliações ainda<');
    expect(cardIds(await html('/properties?rating=4'))).not.toContain(1);
    expect((await listings()).find((listing) => listing.id === 1)).toMatchObject({ rating: 0, reviewCount: 0, reviewAverage: null });
    // A guest's stay at demo 1, over, and their review.
    const { id: roomTypeId } = (await env.DB.prepare('SELECT id FROM room_types WHERE property_id = 1 AND archived_at IS NULL ORDER BY id LIMIT 1').first<{ id: number }>())!;
    const booked = await book(guestInput({ hostId: '', propertyId: 1, roomTypeId, unitIds: [] }, { checkIn: day(90), checkOut: day(93) }));
    expect(booked.status).toBe(200);
    const { id, host_id } = (await env.DB.prepare('SELECT id, host_id FROM reservations WHERE code = ?').bind(data(booked).code).first<{ id: number; host_id: string }>())!;
    await env.DB.prepare("UPDATE reservations SET status = 'checked_out' WHERE id = ?").bind(id).run();
    await env.DB.prepare("INSERT INTO reviews (reservation_id, property_id, host_id, rating, text, locale, author_name, created_at) VALUES (?, 1, ?, 4, 'Muito bom', 'pt', 'Ana', ?)")
      .bind(id, host_id, new Date().toISOString())
      .run();
    const after = count(await html('/property/1'));
    expect(after).toContain('data-testid="review-count">1 avaliação<');
    expect(after).toContain('Avaliações (1)');
    expect(after).toContain('1 avaliação · nota média 4');
    expect(after).toMatch(/"aggregateRating":\{[^}]*"ratingValue":4,"reviewCount":1/);
    // The card, the filter and the sort now say that one review: 4,0 (1), never the samples' 5,0 (3).
    const card = demoCard(count(await html('/properties')), 1);
    expect(card).toContain('4,0');
    expect(card).toContain('(1)');
    expect(card).not.toContain('(3)');
    expect(cardIds(await html('/properties?rating=4')).filter((id) => id <= 9)).toEqual([1]);
    expect(cardIds(await html('/properties?rating=5'))).not.toContain(1);
    // Sorted by rating, demo 1 (4,0) leads the demo nine (none counted), not Cascais's samples' 5,0 for being a sample.
    expect(cardIds(await html('/properties?sort=rating')).filter((id) => id <= 9)).toEqual([1, 5, 3, 2, 8, 4, 6, 9, 7]);
  });
});

describe('a free-cancellation deadline that has passed is not sold as free cancellation', () => {
  it('the refundable plan is sold (and stored) non-refundable inside its window, refundable before it', async () => {
    const fixture = await bookingFixture({ columns: { free_cancellation_days: 7 } });
    const soon = data(await availability({ propertyId: fixture.propertyId, checkIn: day(3), checkOut: day(5), guests: 2 }));
    const plan = soon.roomTypes[0].ratePlans[0];
    expect(plan).toMatchObject({ standard: true, refundable: false, freeCancellationDays: null, deadlinePassed: true });
    const later = data(await availability({ propertyId: fixture.propertyId, checkIn: day(30), checkOut: day(32), guests: 2 }));
    expect(later.roomTypes[0].ratePlans[0]).toMatchObject({ refundable: true, freeCancellationDays: 7 });
    expect(later.roomTypes[0].ratePlans[0].deadlinePassed).toBeUndefined();

    const booked = await book(guestInput(fixture, { checkIn: day(3), checkOut: day(5) }));
    expect(booked.status).toBe(200);
    const row = await env.DB.prepare('SELECT refundable FROM reservations WHERE code = ?').bind(data(booked).code).first<{ refundable: number }>();
    expect(row!.refundable).toBe(0);
    // The page for those dates does not offer free cancellation.
    const page = await html(`/property/${fixture.propertyId}?checkIn=${day(3)}&checkOut=${day(5)}&guests=2&roomType=${fixture.roomTypeId}`);
    expect(page).not.toContain('Cancelamento gratuito');

    // The manage page says "may cancel until arrival" only while that is so: not once the stay is over.
    const manage = `/reserva/${new URL(data(booked).manageUrl as string).pathname.split('/').pop()}`;
    const mayCancel = 'pode cancelar até a chegada';
    expect(await html(manage)).toContain(mayCancel);
    await env.DB.prepare("UPDATE reservations SET status = 'checked_out' WHERE code = ?").bind(data(booked).code).run();
    const over = await html(manage);
    expect(over).toContain('data-stage="over"');
    expect(over).not.toContain(mayCancel);
    expect(over).not.toContain('data-testid="non-refundable"');
  });
});

describe('names per language', () => {
  it("availability and the page name room types, plans and add-ons in the guest's language, else the main one with its lang", async () => {
    const fixture = await bookingFixture();
    await env.DB.prepare(`UPDATE room_types SET names = '{"pt":"Quarto Duplo","en":"Double Room"}' WHERE id = ?`).bind(fixture.roomTypeId).run();
    await env.DB.prepare(`INSERT INTO rate_plans (host_id, property_id, room_type_id, name, percent, refundable, standard, names, created_at) VALUES (?, ?, ?, 'Não reembolsável', -10, 0, 0, '{"en":"Non-refundable","es":"No reembolsable"}', ?)`)
      .bind(fixture.hostId, fixture.propertyId, fixture.roomTypeId, new Date().toISOString())
      .run();
    await env.DB.prepare(`INSERT INTO addons (host_id, property_id, name, price_cents, per, optional, names, created_at) VALUES (?, ?, 'Café da manhã', 3000, 'guest_night', 1, '{"en":"Breakfast"}', ?)`)
      .bind(fixture.hostId, fixture.propertyId, new Date().toISOString())
      .run();
    const stay = { propertyId: fixture.propertyId, checkIn: day(30), checkOut: day(32), guests: 2 };
    const en = data(await availability({ ...stay, locale: 'en' }));
    expect(en.roomTypes[0]).toMatchObject({ name: 'Double Room' });
    expect(en.roomTypes[0].lang).toBeUndefined();
    expect(en.roomTypes[0].ratePlans[1]).toMatchObject({ name: 'Non-refundable' });
    expect(en.addons[0]).toMatchObject({ name: 'Breakfast' });
    const it = data(await availability({ ...stay, locale: 'it' }));
    expect(it.roomTypes[0]).toMatchObject({ name: 'Quarto Duplo', lang: 'pt' });
    expect(it.roomTypes[0].ratePlans[1]).toMatchObject({ name: 'Não reembolsável', lang: 'pt' });
    expect(it.addons[0]).toMatchObject({ name: 'Café da manhã', lang: 'pt' });

    const page = await html(`/en/property/${fixture.propertyId}?checkIn=${day(30)}&checkOut=${day(32)}&guests=2`);
    expect(page).toContain('Double Room');
    expect(page).toContain('Breakfast');
    expect(page).not.toContain('Café da manhã');
  });
});
