/**
 * Issue 38, item 7: promo codes could be guessed (40 random codes from one address in a row, no
 * throttle) and `used_up` told a real code from an unknown one.
 * - a code nobody can use any more (used up, or its last day past) answers exactly as a guess:
 *   same status, same body, same D1 work, on booking.availability, booking.create and the page;
 * - an address may try PROMO_ATTEMPTS.limit different codes at one property per window; past
 *   them no code is looked at (`limited`, the real one too), while other addresses, other
 *   properties and the codes already tried are unaffected.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPromoCode } from '../../worker/db/pricing';
import { PROMO_ATTEMPTS } from '../../worker/trpc/rate-limit';
import { API, ORIGIN, get, selfFetch, uniqueIp } from './api-support';
import { book, bookingFixture, data, day, errorOf, guestInput, type BookingFixture } from './booking-support';

const stay = (fixture: BookingFixture, promoCode: string) => ({ propertyId: fixture.propertyId, checkIn: day(40), checkOut: day(42), guests: 2, promoCode });

/** booking.availability with the D1 work it took (local mode's header). */
async function ask(fixture: BookingFixture, promoCode: string, ip = uniqueIp()) {
  const res = await selfFetch(`${API}/booking.availability?input=${encodeURIComponent(JSON.stringify(stay(fixture, promoCode)))}`, { headers: { 'cf-connecting-ip': ip } });
  return { status: res.status, body: (await res.json()) as { result: { data: { promoError?: string; promoCode?: string; roomTypes: { totalCents: number }[] } } }, work: res.headers.get('x-d1-round-trips') };
}

const promoRows = (fixture: BookingFixture) => env.DB.prepare('SELECT code, uses FROM promo_codes WHERE property_id = ? ORDER BY id').bind(fixture.propertyId).all<{ code: string; uses: number }>();
const reservationsOf = async (fixture: BookingFixture) => (await env.DB.prepare('SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?').bind(fixture.propertyId).first<{ n: number }>())!.n;

describe('a promo code nobody can use any more', () => {
  let fixture: BookingFixture;
  beforeAll(async () => {
    fixture = await bookingFixture({ capacity: 2, units: 3 });
    await createPromoCode(env.DB, fixture.hostId, { propertyId: fixture.propertyId, code: 'UMAVEZ', percent: 10, maxUses: 1 });
    await createPromoCode(env.DB, fixture.hostId, { propertyId: fixture.propertyId, code: 'VERAO2020', percent: 10, validFrom: '2020-01-01', validTo: '2020-03-31' });
    // Its one use, by a guest who booked with it.
    expect((await book(guestInput(fixture, { checkIn: day(20), checkOut: day(22), promoCode: 'umavez' }))).status).toBe(200);
    expect((await promoRows(fixture)).results).toEqual([
      { code: 'UMAVEZ', uses: 1 },
      { code: 'VERAO2020', uses: 0 },
    ]);
  });

  it('answers booking.availability exactly as a code that never existed (status, body, D1 work)', async () => {
    const guess = await ask(fixture, 'NAOEXISTE');
    expect(guess.body.result.data.promoError).toBe('unknown');
    for (const code of ['UMAVEZ', 'verao2020']) {
      const answer = await ask(fixture, code);
      expect({ code, ...answer }).toEqual({ code, ...guess });
    }
    // The header is there (local mode), so the comparison above covered the work done.
    expect(guess.work).toMatch(/^total=\d+; depth=\d+$/);
  });

  it('answers booking.create exactly as a code that never existed, and books nothing', async () => {
    const before = await reservationsOf(fixture);
    const answers = await Promise.all(['NAOEXISTE', 'UMAVEZ', 'VERAO2020'].map((promoCode) => book(guestInput(fixture, { checkIn: day(50), checkOut: day(52), promoCode }))));
    for (const answer of answers) expect(answer.status).toBe(400);
    const [guess, ...dead] = answers.map((answer) => errorOf(answer));
    expect(guess!.message).toMatch(/promoCode: unknown/);
    for (const error of dead) expect(error).toEqual(guess);
    expect(await reservationsOf(fixture)).toBe(before);
    expect((await promoRows(fixture)).results.map((row) => row.uses)).toEqual([1, 0]);
  });

  it('shows the same words on the property page (no JavaScript)', async () => {
    const page = async (promo: string) => {
      const res = await selfFetch(`${ORIGIN}/property/${fixture.propertyId}?checkIn=${day(40)}&checkOut=${day(42)}&guests=2&promo=${promo}`, { headers: { 'cf-connecting-ip': uniqueIp() } });
      expect(res.status).toBe(200);
      return /data-testid="promo-error"[^>]*>([^<]*)</.exec(await res.text())?.[1];
    };
    const guess = await page('NAOEXISTE');
    expect(guess).toBe('Este cupom não é válido.');
    expect(await page('UMAVEZ')).toBe(guess);
    expect(await page('VERAO2020')).toBe(guess);
  });
});

describe('promo code attempts from one address', () => {
  let fixture: BookingFixture;
  let other: BookingFixture;
  beforeAll(async () => {
    fixture = await bookingFixture({ capacity: 2, units: 3 });
    other = await bookingFixture({ capacity: 2 });
    for (const place of [fixture, other]) await createPromoCode(env.DB, place.hostId, { propertyId: place.propertyId, code: 'CERTO15', percent: 15 });
  });

  it(`are judged for ${PROMO_ATTEMPTS.limit} different codes per property; past them no code is looked at, the real one neither`, async () => {
    const ip = uniqueIp();
    const guesses = Array.from({ length: PROMO_ATTEMPTS.limit }, (_, i) => `CHUTE${i}`);
    for (const code of guesses) expect((await ask(fixture, code, ip)).body.result.data.promoError, code).toBe('unknown');
    // The same guess again (other dates, a reload) is no new attempt.
    expect((await ask(fixture, guesses[0]!, ip)).body.result.data.promoError).toBe('unknown');

    const real = await ask(fixture, 'CERTO15', ip);
    expect(real.status).toBe(200);
    expect(real.body.result.data.promoError).toBe('limited');
    expect(real.body.result.data.promoCode).toBeUndefined();
    expect((await ask(fixture, 'OUTROCHUTE', ip)).body.result.data).toMatchObject({ promoError: 'limited' });
    // Its price is the price without a code.
    const plain = data(await get('booking.availability', { propertyId: fixture.propertyId, checkIn: day(40), checkOut: day(42), guests: 2 }));
    expect(real.body.result.data.roomTypes[0]!.totalCents).toBe(plain.roomTypes[0].totalCents);

    // booking.create from that address: refused on the code's field, nothing written.
    const before = await reservationsOf(fixture);
    const refused = await book(guestInput(fixture, { promoCode: 'CERTO15' }), ip);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toMatch(/promoCode: limited/);
    expect(await reservationsOf(fixture)).toBe(before);

    // Another address, and the same address at another property, are not held back.
    expect((await ask(fixture, 'CERTO15')).body.result.data).toMatchObject({ promoCode: 'CERTO15' });
    expect((await ask(other, 'CERTO15', ip)).body.result.data).toMatchObject({ promoCode: 'CERTO15' });
    const page = await selfFetch(`${ORIGIN}/property/${fixture.propertyId}?checkIn=${day(40)}&checkOut=${day(42)}&guests=2&promo=CERTO15`, { headers: { 'cf-connecting-ip': ip } });
    expect(/data-testid="promo-error"[^>]*>([^<]*)</.exec(await page.text())?.[1]).toBe('Muitos cupons diferentes tentados. Tente de novo mais tarde.');
  });

  it('a guest who applied a code before the limit keeps it through to the booking', async () => {
    const ip = uniqueIp();
    expect((await ask(fixture, 'certo15', ip)).body.result.data).toMatchObject({ promoCode: 'CERTO15' });
    for (let i = 0; i < PROMO_ATTEMPTS.limit; i += 1) await ask(fixture, `OUTRO${i}`, ip);
    const booked = await book(guestInput(fixture, { checkIn: day(60), checkOut: day(62), promoCode: 'CERTO15' }), ip);
    expect(booked.status).toBe(200);
    expect(data(booked).totalCents).toBeLessThan(data(await get('booking.availability', { propertyId: fixture.propertyId, checkIn: day(60), checkOut: day(62), guests: 2 })).roomTypes[0].totalCents);
  });
});
