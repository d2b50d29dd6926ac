import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountDueNowCents, quoteStayCents, serviceFeeCents, type NightRate } from '../../shared/stay/quote';
import { quoteStay } from '../../shared/booking';
import { nightsOf } from '../../shared/stay/dates';

const DEMO = { cleaningFeeCents: 5_000, serviceFeePercent: 12, serviceFeeRoundingCents: 100 };

function flat(rateCents: number, nights: number, from = '2027-03-01'): NightRate[] {
  return nightsOf(from, new Date(Date.parse(`${from}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10)).map((date) => ({ date, rateCents }));
}

describe('quoteStayCents', () => {
  it.each([
    // nightly €, nights → the demo card's total (shared/booking.ts), to the cent
    [320, 3],
    [95, 1],
    [95, 3],
    [120, 7],
    [240, 14],
    [460, 28],
    [180, 21],
    [55, 1],
    [104, 1],
  ])('keeps the demo card arithmetic: %i € × %i nights', (price, nights) => {
    const card = quoteStay(price, nights);
    const quote = quoteStayCents(flat(price * 100, nights), DEMO);
    expect(quote).toMatchObject({
      nights,
      nightsCents: card.subtotal * 100,
      cleaningFeeCents: card.cleaningFee * 100,
      serviceFeeCents: card.serviceFee * 100,
      totalCents: card.total * 100,
    });
  });

  it.each([
    // nightly rates, cleaning, percent, rounding → service fee, total
    [[10_000, 12_000], 0, 0, 1, 0, 22_000], // direct bookings: no platform fee by default
    [[10_000, 12_000], 3_000, 10, 1, 2_200, 27_200],
    [[9_999], 0, 5, 1, 500, 10_499], // 499.95 → 500 (half up)
    [[9_990], 0, 5, 1, 500, 10_490], // 499.5 → 500 (a half rounds up)
    [[9_989], 0, 5, 1, 499, 10_488], // 499.45 → 499
    [[1_250], 0, 12, 100, 200, 1_450], // 1.50 € → 2 € (half up to whole units)
    [[1_249], 0, 12, 100, 100, 1_349], // 1.4988 € → 1 €
    [[0, 0], 2_000, 12, 100, 0, 2_000], // free nights still pay cleaning
  ])('rates %j, cleaning %i, %i %% rounded to %i → fee %i, total %i', (rates, cleaning, percent, rounding, fee, total) => {
    const nightly = rates.map((rateCents, i) => ({ date: `2027-01-0${i + 1}`, rateCents }));
    const quote = quoteStayCents(nightly, { cleaningFeeCents: cleaning, serviceFeePercent: percent, serviceFeeRoundingCents: rounding });
    expect(quote.serviceFeeCents).toBe(fee);
    expect(quote.totalCents).toBe(total);
    expect(quote.nightly).toEqual(nightly);
  });

  it('prices nothing for no nights', () => {
    expect(quoteStayCents([], DEMO)).toEqual({ nights: 0, nightly: [], nightsCents: 0, cleaningFeeCents: 0, serviceFeeCents: 0, totalCents: 0 });
  });

  it('refuses negative or fractional money (a bug upstream, never a negative total)', () => {
    expect(() => quoteStayCents([{ date: '2027-01-01', rateCents: -1 }], DEMO)).toThrow(RangeError);
    expect(() => quoteStayCents([{ date: '2027-01-01', rateCents: 10.5 }], DEMO)).toThrow(RangeError);
    expect(() => quoteStayCents([{ date: '2027-01-01', rateCents: 100 }], { ...DEMO, cleaningFeeCents: -5 })).toThrow(RangeError);
    expect(() => serviceFeeCents(100, -3, 1)).toThrow(RangeError);
  });

  it('property: total = Σ nights + cleaning + service fee, integer cents, never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.constantFrom(1, 100),
        (rates, cleaning, percent, rounding) => {
          const nightly = rates.map((rateCents, i) => ({ date: `n${i}`, rateCents }));
          const quote = quoteStayCents(nightly, { cleaningFeeCents: cleaning, serviceFeePercent: percent, serviceFeeRoundingCents: rounding });
          const sum = rates.reduce((a, b) => a + b, 0);
          expect(quote.nightsCents).toBe(sum);
          expect(quote.totalCents).toBe(sum + cleaning + quote.serviceFeeCents);
          for (const value of [quote.totalCents, quote.serviceFeeCents, quote.nightsCents, quote.cleaningFeeCents]) {
            expect(Number.isSafeInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(quote.serviceFeeCents % rounding).toBe(0);
          // Within half a rounding step of the exact percentage.
          expect(Math.abs(quote.serviceFeeCents - (sum * percent) / 100)).toBeLessThanOrEqual(rounding / 2);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: the service fee never falls when the nights cost more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 50 }), fc.constantFrom(1, 100), (a, extra, percent, rounding) => {
        expect(serviceFeeCents(a + extra, percent, rounding)).toBeGreaterThanOrEqual(serviceFeeCents(a, percent, rounding));
      }),
    );
  });
});

describe('amountDueNowCents', () => {
  it.each([
    [100_00, 'full', 30, 100_00],
    [100_00, 'at_property', 30, 0],
    [100_00, 'deposit', 30, 30_00],
    [333, 'deposit', 50, 167], // 166.5 → 167
    [1_125_00, 'deposit', 100, 1_125_00],
  ] as const)('%i cents, %s, %i %% → %i', (total, policy, percent, due) => {
    expect(amountDueNowCents(total, policy, percent)).toBe(due);
  });

  it('property: between 0 and the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom('full' as const, 'deposit' as const, 'at_property' as const), fc.integer({ min: 1, max: 100 }), (total, policy, percent) => {
        const due = amountDueNowCents(total, policy, percent);
        expect(Number.isSafeInteger(due)).toBe(true);
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due).toBeLessThanOrEqual(total);
      }),
    );
  });
});
