/**
 * Issue 25 on the property page, with JavaScript off (server-rendered HTML and plain forms), in
 * the four locales: two plans with their totals and refundability, adults and children apart,
 * breakfast to tick, a promo code and why it is refused, the itemised total; booking by the
 * plain form stores the lines; the manage page shows the same lines; the JSON-LD offer equals the
 * total the page shows.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { bookingFixture, day } from './booking-support';
import { formatMoneyCents } from '../../shared/stay/money';
import { localizePath, type Locale } from '../../shared/locales';
import { createAddon, createPromoCode, createRatePlan } from '../../worker/db/pricing';
import { updateProperty, updateRoomType } from '../../worker/db/properties';

async function page(path: string) {
  const response = await selfFetch(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': uniqueIp() }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

function postForm(path: string, fields: Record<string, string>) {
  return selfFetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

// Collapses markup and ASCII white space only: money keeps its no-break spaces, as formatMoneyCents writes them.
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/[ \t\r\n]+/g, ' ');

async function pricedFixture() {
  const fixture = await bookingFixture({ units: 2, capacity: 4, columns: { cleaning_fee_cents: 8_000 } });
  await updateRoomType(env.DB, fixture.hostId, { id: fixture.roomTypeId, baseOccupancy: 2, extraGuestCents: 5_000 });
  const plan = await createRatePlan(env.DB, fixture.hostId, { roomTypeId: fixture.roomTypeId, name: 'Sem reembolso', percent: -15, refundable: false });
  await updateProperty(env.DB, fixture.hostId, { id: fixture.propertyId, lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }], touristTaxCents: 300, taxMaxNights: 5 });
  await createPromoCode(env.DB, fixture.hostId, { propertyId: fixture.propertyId, code: 'VERAO10', percent: 10 });
  const breakfast = await createAddon(env.DB, fixture.hostId, { propertyId: fixture.propertyId, name: 'Café da manhã', priceCents: 4_000, per: 'guest_night', optional: true });
  return { ...fixture, planId: plan!.id, breakfastId: breakfast!.id };
}

describe('the property page prices the way the host sells, without JavaScript', () => {
  it.each(['pt', 'en', 'es', 'it'] as Locale[])('%s: plans, breakfast, a code, the itemised total; the plain form books it; the manage page shows the same lines', async (locale) => {
    const f = await pricedFixture();
    const base = localizePath(`/property/${f.propertyId}`, locale);
    const stay = { checkIn: day(40), checkOut: day(47) };
    const query = new URLSearchParams({ ...stay, guests: '3', adults: '2', children: '1', promo: 'verao10', roomType: String(f.roomTypeId), plan: String(f.planId) });
    query.append('addon', String(f.breakfastId));
    const answer = await page(`${base}?${query}`);
    expect(answer.status).toBe(200);
    const availability = (await (await selfFetch(`${ORIGIN}/api/trpc/booking.availability?input=${encodeURIComponent(JSON.stringify({ propertyId: f.propertyId, ...stay, guests: 3, adults: 2, children: 1, promoCode: 'verao10', addons: [{ id: f.breakfastId }] }))}`)).json()) as {
      result: { data: { roomTypes: { ratePlans: { id: number; totalCents: number; lines: { kind: string; amountCents: number }[] }[] }[] } };
    };
    const [standard, nonRefundable] = availability.result.data.roomTypes[0]!.ratePlans;
    const money = (cents: number) => formatMoneyCents(cents, 'BRL', locale);
    const plain = text(answer.html);
    // Both plans with their totals; the chosen plan's lines and total on the page.
    expect(answer.html.match(/data-testid="rate-plan"/g)).toHaveLength(2);
    expect(plain).toContain(money(standard!.totalCents));
    expect(plain).toContain(money(nonRefundable!.totalCents));
    const total = /data-testid="total">([^<]*)</.exec(answer.html)?.[1];
    expect(text(total ?? '').trim()).toBe(money(nonRefundable!.totalCents));
    expect(answer.html.match(/data-testid="price-line"/g)).toHaveLength(nonRefundable!.lines.filter((line) => line.amountCents !== 0).length);
    expect(answer.html).toContain('data-testid="non-refundable"');
    // Adults, children, breakfast ticked and the code kept in the plain GET form.
    expect(answer.html).toMatch(/name="adults"[^>]*value="2"|value="2"[^>]*name="adults"/);
    expect(answer.html).toMatch(/name="children"[^>]*value="1"|value="1"[^>]*name="children"/);
    expect(/<input[^>]*name="addon"[^>]*>/.exec(answer.html)?.[0]).toMatch(/checked=""/);
    expect(plain).toContain('Café da manhã');

    // The plain form books exactly that.
    const posted = await postForm(`${base}/reservar`, {
      ...stay,
      guests: '3',
      adults: '2',
      children: '1',
      roomTypeId: String(f.roomTypeId),
      ratePlanId: String(f.planId),
      promoCode: 'verao10',
      addons: String(f.breakfastId),
      name: 'Joana Lima',
      email: `joana.${locale}.${crypto.randomUUID().slice(0, 8)}@example.com`,
      payment: 'at_property',
    });
    expect(posted.status).toBe(303);
    const manage = posted.headers.get('location')!;
    const row = await env.DB.prepare('SELECT total_cents, lines, refundable FROM reservations WHERE property_id = ? ORDER BY id DESC LIMIT 1').bind(f.propertyId).first<{ total_cents: number; lines: string; refundable: number }>();
    expect(row!.total_cents).toBe(nonRefundable!.totalCents);
    expect(JSON.parse(row!.lines)).toEqual(nonRefundable!.lines);
    expect(row!.refundable).toBe(0);
    const confirmation = await page(new URL(manage, ORIGIN).pathname);
    expect(confirmation.status).toBe(200);
    expect(text(/data-testid="total">(.*?)<\/strong>/s.exec(confirmation.html)?.[1] ?? '')).toContain(money(nonRefundable!.totalCents));
    expect(confirmation.html).toContain('data-testid="non-refundable"');
    expect(text(confirmation.html)).toContain('Café da manhã');
  });

  it('a refused code says why on the page, and the JSON-LD offer equals the total shown', async () => {
    const f = await pricedFixture();
    const stay = { checkIn: day(40), checkOut: day(42) };
    const answer = await page(`/en/property/${f.propertyId}?${new URLSearchParams({ ...stay, guests: '2', promo: 'NOPE99' })}`);
    expect(answer.status).toBe(200);
    expect(text(/data-testid="promo-error"[^>]*>([^<]*)</.exec(answer.html)?.[1] ?? '')).toBe('This code is not valid.');
    const ld = [...answer.html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const business = ld.find((item) => JSON.stringify(item).includes('"Offer"'))!;
    const offers = JSON.stringify(business);
    const shown = /data-testid="stay-price">([^<]*)</.exec(answer.html)?.[1] ?? '';
    const price = /"price":"?([\d.]+)/.exec(offers)?.[1];
    expect(price).toBeDefined();
    // The price in the structured data is the stay's total the page shows (tax included).
    const cents = Math.round(Number(price) * 100);
    expect(text(shown)).toContain(formatMoneyCents(cents, 'BRL', 'en'));
    expect(cents).toBe(2 * 30_000 + 8_000 + 300 * 2 * 2);
  });
});
