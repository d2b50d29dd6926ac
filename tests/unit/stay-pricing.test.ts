import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addonUnits, lengthOfStayPercent, percentCents, priceStay, quoteStayCents, type AddonPer, type NightRate, type PricingRules, type QuoteLine } from '../../shared/stay/quote';

const NONE: PricingRules = { cleaningFeeCents: 0, serviceFeePercent: 0, serviceFeeRoundingCents: 1 };

function nights(rates: readonly number[]): NightRate[] {
  return rates.map((rateCents, i) => ({ date: `2027-05-${String(i + 1).padStart(2, '0')}`, rateCents }));
}

const line = (lines: QuoteLine[], kind: QuoteLine['kind']) => lines.filter((l) => l.kind === kind).map((l) => l.amountCents);
const sum = (lines: QuoteLine[]) => lines.reduce((total, l) => total + l.amountCents, 0);

describe('percentCents: half up to the cent, integers only', () => {
  it.each([
    [1_000, 15, 150],
    [10, 15, 2], // 1.5 → 2
    [10, -15, -1], // −1.5 → −1 (half up, as Math.round)
    [9, 15, 1], // 1.35 → 1
    [30, 5, 2], // 1.5 → 2
    [29, 5, 1], // 1.45 → 1
    [33_333, -15, -5_000], // −4 999.95 → −5 000
    [0, 50, 0],
    [12_345, 0, 0],
    [100, -100, -100],
  ])('%i × %i %% → %i', (cents, percent, expected) => {
    expect(percentCents(cents, percent)).toBe(expected);
    expect(percentCents(cents, percent)).toBe(Math.round((cents * percent) / 100) + 0); // + 0: −0 → 0
  });
});

describe('each line of the quote', () => {
  it.each([
    // rates, adults, children, base occupancy, extra-guest fee → room
    [[10_000, 10_000], 2, 0, 2, 5_000, 20_000], // at base occupancy: no fee
    [[10_000, 10_000], 2, 1, 2, 5_000, 30_000], // one guest over, 2 nights
    [[10_000, 12_000, 8_000], 3, 2, 2, 2_500, 30_000 + 3 * 3 * 2_500], // children count as guests
    [[10_000], 1, 0, 2, 5_000, 10_000], // under base: never a negative fee
    [[10_000], 4, 0, null, 5_000, 10_000], // no base occupancy set: nobody is extra
    [[0, 0], 3, 0, 1, 1_000, 4_000], // free nights still charge extra guests
  ])('room: rates %j, %i adults + %i children, base %s, +%i → %i', (rates, adults, children, base, extra, room) => {
    const priced = priceStay({ nightly: nights(rates), adults, children }, { ...NONE, baseOccupancy: base, extraGuestCents: extra });
    expect(line(priced.lines, 'room')).toEqual([room]);
    expect(priced.roomCents).toBe(room);
  });

  it.each([
    // room, plan % → plan line (absent for 0)
    [70_000, -15, [-10_500]],
    [70_000, 0, []],
    [70_000, 10, [7_000]],
    [10_010, -15, [-1_501]], // −1 501.5 → −1 501 (half up)
    [10_030, -15, [-1_504]], // −1 504.5 → −1 504
    [999, 15, [150]], // 149.85 → 150
    [10, 25, [3]], // 2.5 → 3
    [5_000, -100, [-5_000]], // a free plan: lodging 0
  ])('plan: room %i, %i %% → %j', (room, percent, expected) => {
    const priced = priceStay({ nightly: nights([room]), adults: 1, children: 0, planPercent: percent }, NONE);
    expect(line(priced.lines, 'plan')).toEqual(expected);
  });

  it.each([
    // nights, tiers → percent applied
    [6, [{ minNights: 7, percent: 10 }], 0],
    [7, [{ minNights: 7, percent: 10 }], 10],
    [30, [{ minNights: 7, percent: 10 }, { minNights: 28, percent: 25 }], 25],
    [27, [{ minNights: 28, percent: 25 }, { minNights: 7, percent: 10 }], 10], // order does not matter
    [3, [], 0],
  ])('length-of-stay tier: %i nights, %j → %i %%', (n, tiers, percent) => {
    expect(lengthOfStayPercent(tiers, n)).toBe(percent);
  });

  it.each([
    // rates, plan %, tier % (from 7 nights), → length_of_stay line
    [[10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000], 0, 10, [-7_000]],
    [[10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000], -15, 10, [-5_950]], // on room + plan
    [[1_001, 1_001, 1_001, 1_001, 1_001, 1_001, 1_001], 0, 5, [-350]], // 7 007 × 5 % = 350.35 → 350
    [[1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_010], 0, 5, [-351]], // 7 010 × 5 % = 350.5 → 351
    [[10_000, 10_000, 10_000], 0, 10, []], // 3 nights: no tier
  ])('length of stay: %j, plan %i %%, tier %i %% → %j', (rates, plan, tier, expected) => {
    const priced = priceStay({ nightly: nights(rates), adults: 2, children: 0, planPercent: plan }, { ...NONE, lengthOfStayDiscounts: [{ minNights: 7, percent: tier }] });
    expect(line(priced.lines, 'length_of_stay')).toEqual(expected);
  });

  it.each([
    // room, plan %, promo % → promo line, lodging
    [10_000, 0, 10, -1_000, 9_000],
    [10_000, -15, 10, -850, 7_650],
    [10_005, 0, 10, -1_001, 9_004], // 1 000.5 → 1 001 off
    [10_004, 0, 10, -1_000, 9_004], // 1 000.4 → 1 000 off
    [10_000, 0, 100, -10_000, 0], // a 100 % code: lodging exactly 0
    [10_000, 0, 0, 0, 10_000], // a 0 % code still shows its line
  ])('promo: room %i, plan %i %%, code %i %% → %i, lodging %i', (room, plan, promo, expected, lodging) => {
    const priced = priceStay({ nightly: nights([room]), adults: 1, children: 0, planPercent: plan, promoPercent: promo }, NONE);
    expect(line(priced.lines, 'promo')).toEqual([expected]);
    expect(priced.lodgingCents).toBe(lodging);
  });

  it('no promo line without a code', () => {
    expect(line(priceStay({ nightly: nights([10_000]), adults: 1, children: 0 }, NONE).lines, 'promo')).toEqual([]);
  });

  it.each([
    // lodging after discounts, cleaning, service %, rounding → cleaning line, service line
    [[10_000], 0, 5_000, 0, 1, 5_000, 0],
    [[10_000], 0, 0, 12, 1, 0, 1_200],
    [[10_000], -15, 0, 10, 1, 0, 850], // service on lodging, not on room
    [[1_250], 0, 0, 12, 100, 0, 200], // 1.50 → 2 whole units
    [[1_249], 0, 0, 12, 100, 0, 100],
    [[9_990], 0, 0, 5, 1, 0, 500], // 499.5 → 500
  ])('cleaning and service: %j, plan %i %%, cleaning %i, %i %% / %i → %i, %i', (rates, plan, cleaning, percent, rounding, cleaningLine, serviceLine) => {
    const priced = priceStay({ nightly: nights(rates), adults: 1, children: 0, planPercent: plan }, { cleaningFeeCents: cleaning, serviceFeePercent: percent, serviceFeeRoundingCents: rounding });
    expect(line(priced.lines, 'cleaning')).toEqual([cleaningLine]);
    expect(line(priced.lines, 'service')).toEqual([serviceLine]);
  });

  it.each([
    // per, nights, guests → units
    ['stay', 7, 3, 1],
    ['night', 7, 3, 7],
    ['guest_night', 7, 3, 21],
    ['guest_stay', 7, 3, 3],
  ] as [AddonPer, number, number, number][])('add-on per %s: %i nights, %i guests → %i', (per, n, guests, units) => {
    expect(addonUnits(per, n, guests)).toBe(units);
  });

  it('add-on lines: price × units × quantity, each named', () => {
    const priced = priceStay(
      {
        nightly: nights([10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000]),
        adults: 2,
        children: 1,
        addons: [
          { id: 1, name: 'Café', priceCents: 4_000, per: 'guest_night' },
          { id: 2, name: 'Transfer', priceCents: 15_000, per: 'stay', quantity: 2 },
        ],
      },
      NONE,
    );
    expect(priced.lines.filter((l) => l.kind === 'addon')).toEqual([
      { kind: 'addon', amountCents: 84_000, quantity: 21, addonId: 1, name: 'Café' },
      { kind: 'addon', amountCents: 30_000, quantity: 2, addonId: 2, name: 'Transfer' },
    ]);
    expect(priced.addonsCents).toBe(114_000);
  });

  it.each([
    // tax per adult-night, cap, nights, adults, children → tax line
    [300, 5, 7, 2, 1, [3_000]], // capped at 5 nights, children exempt
    [300, 5, 3, 2, 1, [1_800]], // under the cap
    [300, 5, 5, 2, 0, [3_000]], // exactly the cap
    [300, null, 7, 2, 0, [4_200]], // no cap
    [300, 0, 7, 1, 0, [2_100]], // 0 = no cap
    [0, 5, 7, 2, 0, []], // no tax: no line
    [300, 5, 7, 0, 2, [0]], // only children: nothing
  ])('tax %i capped at %s: %i nights, %i adults, %i children → %j', (tax, cap, n, adults, children, expected) => {
    const priced = priceStay({ nightly: nights(Array.from({ length: n }, () => 10_000)), adults, children }, { ...NONE, touristTaxCents: tax, taxMaxNights: cap });
    expect(line(priced.lines, 'tax')).toEqual(expected);
  });

  it("the issue's stay: every line and the total", () => {
    // R$ 300/night, base 2, +R$ 50 per extra guest, −15 % plan, 7-night 10 %, 10 % code,
    // breakfast R$ 40 per guest-night, R$ 3 per adult-night for at most 5 nights, cleaning R$ 80.
    const rules: PricingRules = {
      cleaningFeeCents: 8_000,
      serviceFeePercent: 0,
      serviceFeeRoundingCents: 1,
      baseOccupancy: 2,
      extraGuestCents: 5_000,
      lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }],
      touristTaxCents: 300,
      taxMaxNights: 5,
    };
    const priced = priceStay(
      { nightly: nights(Array.from({ length: 7 }, () => 30_000)), adults: 2, children: 1, planPercent: -15, promoPercent: 10, addons: [{ id: 9, priceCents: 4_000, per: 'guest_night' }] },
      rules,
    );
    // room 7 × (300 + 50) = 2 450,00; plan −367,50; LOS −(2 082,50 × 10 %) = −208,25;
    // promo −(1 874,25 × 10 %) = −187,425 → −187,43 (half up); breakfast 40 × 3 × 7 = 840; tax 3 × 2 × 5 = 30.
    expect(priced.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['room', 245_000],
      ['plan', -36_750],
      ['length_of_stay', -20_825],
      ['promo', -18_743],
      ['cleaning', 8_000],
      ['service', 0],
      ['addon', 84_000],
      ['tax', 3_000],
    ]);
    expect(priced.totalCents).toBe(245_000 - 36_750 - 20_825 - 18_743 + 8_000 + 84_000 + 3_000);
  });

  it('keeps the old quote for a plain stay', () => {
    const rules = { cleaningFeeCents: 5_000, serviceFeePercent: 12, serviceFeeRoundingCents: 100 };
    const old = quoteStayCents(nights([32_000, 32_000, 32_000]), rules);
    const priced = priceStay({ nightly: nights([32_000, 32_000, 32_000]), adults: 2, children: 0 }, rules);
    expect(priced.totalCents).toBe(old.totalCents);
    expect(priced.lines).toEqual([
      { kind: 'room', amountCents: 96_000 },
      { kind: 'cleaning', amountCents: 5_000 },
      { kind: 'service', amountCents: 11_500 },
    ]);
  });

  it('refuses out-of-range input (a bug upstream)', () => {
    expect(() => priceStay({ nightly: nights([100]), adults: -1, children: 0 }, NONE)).toThrow(RangeError);
    expect(() => priceStay({ nightly: nights([100]), adults: 1, children: 0, planPercent: -101 }, NONE)).toThrow(RangeError);
    expect(() => priceStay({ nightly: nights([100]), adults: 1, children: 0, promoPercent: 101 }, NONE)).toThrow(RangeError);
    expect(() => priceStay({ nightly: nights([100]), adults: 1, children: 0, addons: [{ priceCents: -1, per: 'stay' }] }, NONE)).toThrow(RangeError);
  });
});

// ─── Properties ───────────────────────────────────────────────────────────────────────────

const arbAddon = fc.record({
  priceCents: fc.integer({ min: 0, max: 50_000 }),
  per: fc.constantFrom<AddonPer>('stay', 'night', 'guest_night', 'guest_stay'),
  quantity: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
});

const arbStay = fc.record({
  rates: fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 0, maxLength: 40 }),
  adults: fc.integer({ min: 0, max: 12 }),
  children: fc.integer({ min: 0, max: 8 }),
  planPercent: fc.integer({ min: -100, max: 200 }),
  promoPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  addons: fc.array(arbAddon, { maxLength: 4 }),
});

const arbRules = fc.record({
  cleaningFeeCents: fc.integer({ min: 0, max: 100_000 }),
  serviceFeePercent: fc.integer({ min: 0, max: 50 }),
  serviceFeeRoundingCents: fc.constantFrom(1, 100),
  baseOccupancy: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
  extraGuestCents: fc.integer({ min: 0, max: 50_000 }),
  lengthOfStayDiscounts: fc.array(fc.record({ minNights: fc.integer({ min: 1, max: 60 }), percent: fc.integer({ min: 0, max: 100 }) }), { maxLength: 4 }),
  touristTaxCents: fc.integer({ min: 0, max: 5_000 }),
  taxMaxNights: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
});

type ArbStay = typeof arbStay extends fc.Arbitrary<infer T> ? T : never;

const price = (stay: ArbStay, rules: PricingRules, extra: Partial<Parameters<typeof priceStay>[0]> = {}) =>
  priceStay({ nightly: nights(stay.rates), adults: stay.adults, children: stay.children, planPercent: stay.planPercent, promoPercent: stay.promoPercent, addons: stay.addons, ...extra }, rules);

describe('properties of the quote', () => {
  it('total = Σ lines, every line an integer', () => {
    fc.assert(
      fc.property(arbStay, arbRules, (stay, rules) => {
        const priced = price(stay, rules);
        expect(priced.totalCents).toBe(sum(priced.lines));
        for (const l of priced.lines) expect(Number.isSafeInteger(l.amountCents)).toBe(true);
        expect(priced.totalCents).toBe(priced.lodgingCents + priced.cleaningFeeCents + priced.serviceFeeCents + priced.addonsCents + priced.taxCents);
      }),
    );
  });

  it('lodging never below 0, total never below 0', () => {
    fc.assert(
      fc.property(arbStay, arbRules, (stay, rules) => {
        const priced = price(stay, rules);
        expect(priced.lodgingCents).toBeGreaterThanOrEqual(0);
        expect(priced.totalCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('an optional add-on raises the total by exactly its line', () => {
    fc.assert(
      fc.property(arbStay, arbRules, arbAddon, (stay, rules, addon) => {
        const without = price(stay, rules);
        const withIt = price(stay, rules, { addons: [...stay.addons, { ...addon, id: 999 }] });
        const added = withIt.lines.find((l) => l.addonId === 999)!;
        expect(withIt.totalCents - without.totalCents).toBe(added.amountCents);
      }),
    );
  });

  it('a promo code never makes the total negative and never raises it', () => {
    fc.assert(
      fc.property(arbStay, arbRules, fc.integer({ min: 0, max: 100 }), (stay, rules, promo) => {
        const without = price(stay, rules, { promoPercent: undefined });
        const withCode = price(stay, rules, { promoPercent: promo });
        expect(withCode.totalCents).toBeGreaterThanOrEqual(0);
        expect(withCode.totalCents).toBeLessThanOrEqual(without.totalCents);
      }),
    );
  });
});
