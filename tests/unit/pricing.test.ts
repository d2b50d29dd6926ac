import { describe, expect, it } from 'vitest';
import { quote, quoteCents, selectionFromSearch, selectionToSearch, type BillingPeriod, type Channel, type QuoteInput } from '../../shared/pricing';

/**
 * Spec section 9, worked by hand: [rooms, period, channels, users] → monthly (standard, premium)
 * and billed total (standard, premium), in cents.
 */
const CASES: [number, BillingPeriod, Channel[], number, [number, number], [number, number]][] = [
  // Room steps, monthly, no extras.
  [3, 'monthly', [], 0, [15_000, 26_990], [15_000, 26_990]],
  [4, 'monthly', [], 0, [18_000, 29_990], [18_000, 29_990]],
  [5, 'monthly', [], 0, [21_000, 32_990], [21_000, 32_990]],
  [6, 'monthly', [], 0, [22_000, 33_990], [22_000, 33_990]],
  [50, 'monthly', [], 0, [66_000, 77_990], [66_000, 77_990]],
  // Yearly: x 12 x 0.85; biennial: x 24 x 0.80.
  [3, 'yearly', [], 0, [15_000, 26_990], [153_000, 275_298]],
  [3, 'biennial', [], 0, [15_000, 26_990], [288_000, 518_208]],
  [4, 'yearly', [], 0, [18_000, 29_990], [183_600, 305_898]],
  [5, 'biennial', [], 0, [21_000, 32_990], [403_200, 633_408]],
  [6, 'yearly', [], 0, [22_000, 33_990], [224_400, 346_698]],
  [50, 'biennial', [], 0, [66_000, 77_990], [1_267_200, 1_497_408]],
  // Each channel on its own: four free, three paid.
  [3, 'monthly', ['booking'], 0, [15_000, 26_990], [15_000, 26_990]],
  [3, 'monthly', ['airbnb'], 0, [15_000, 26_990], [15_000, 26_990]],
  [3, 'monthly', ['expedia'], 0, [15_000, 26_990], [15_000, 26_990]],
  [3, 'monthly', ['decolar'], 0, [15_000, 26_990], [15_000, 26_990]],
  [3, 'monthly', ['tripAdvisor'], 0, [20_000, 31_990], [20_000, 31_990]],
  [3, 'monthly', ['googleHotelAds'], 0, [22_000, 33_990], [22_000, 33_990]],
  [3, 'monthly', ['outras'], 0, [19_000, 30_990], [19_000, 30_990]],
  // All channels: +160 per month.
  [5, 'monthly', ['booking', 'airbnb', 'expedia', 'decolar', 'tripAdvisor', 'googleHotelAds', 'outras'], 0, [37_000, 48_990], [37_000, 48_990]],
  // Additional users: 25 each.
  [3, 'monthly', [], 1, [17_500, 29_490], [17_500, 29_490]],
  [3, 'monthly', [], 4, [25_000, 36_990], [25_000, 36_990]],
  [3, 'yearly', [], 2, [20_000, 31_990], [204_000, 326_298]],
  // The closing-note quotes.
  [7, 'yearly', ['tripAdvisor', 'googleHotelAds'], 1, [37_500, 49_490], [382_500, 504_798]],
  [12, 'biennial', ['outras'], 2, [37_000, 48_990], [710_400, 940_608]],
];

describe('quoteCents: spec section 9 to the cent', () => {
  it.each(CASES)('%i rooms, %s, %j, %i users', (rooms, period, channels, additionalUsers, monthly, total) => {
    const result = quoteCents({ rooms, period, channels, additionalUsers });
    expect(result.monthly).toEqual({ standard: monthly[0], premium: monthly[1] });
    expect(result.total).toEqual({ standard: total[0], premium: total[1] });
  });

  it('the saving is what the period takes off paying monthly', () => {
    expect(quoteCents({ rooms: 3, period: 'yearly', channels: [], additionalUsers: 0 }).saving).toEqual({ standard: 27_000, premium: 48_582 });
    expect(quoteCents({ rooms: 3, period: 'biennial', channels: [], additionalUsers: 0 }).saving).toEqual({ standard: 72_000, premium: 129_552 });
    expect(quoteCents({ rooms: 3, period: 'monthly', channels: [], additionalUsers: 0 }).saving).toEqual({ standard: 0, premium: 0 });
  });

  it('counts a channel listed twice once', () => {
    expect(quoteCents({ rooms: 3, period: 'monthly', channels: ['outras', 'outras'], additionalUsers: 0 }).monthly.standard).toBe(19_000);
  });

  it.each<[string, Partial<QuoteInput>]>([
    ['2 rooms', { rooms: 2 }],
    ['fractional rooms', { rooms: 3.5 }],
    ['negative users', { additionalUsers: -1 }],
    ['an unknown period', { period: 'weekly' as BillingPeriod }],
    ['an unknown channel', { channels: ['myspace' as Channel] }],
  ])('refuses %s', (_name, change) => {
    expect(() => quoteCents({ rooms: 3, period: 'monthly', channels: [], additionalUsers: 0, ...change })).toThrow(RangeError);
  });
});

describe('quote: the API shape in reais', () => {
  it('converts cents to reais with two decimals at most', () => {
    expect(quote({ rooms: 3, period: 'monthly', channels: [], additionalUsers: 0 })).toEqual({
      currency: 'BRL',
      period: 'monthly',
      monthly: { standard: 150, premium: 269.9 },
      total: { standard: 150, premium: 269.9 },
    });
    expect(quote({ rooms: 7, period: 'yearly', channels: ['tripAdvisor', 'googleHotelAds'], additionalUsers: 1 }).total).toEqual({ standard: 3825, premium: 5047.98 });
    expect(quote({ rooms: 12, period: 'biennial', channels: ['outras'], additionalUsers: 2 }).total).toEqual({ standard: 7104, premium: 9406.08 });
  });
});

describe('selection in the URL', () => {
  it('round-trips a selection', () => {
    const selection: QuoteInput = { rooms: 12, period: 'biennial', channels: ['airbnb', 'outras'], additionalUsers: 2 };
    const search = selectionToSearch(selection);
    expect(search).toBe('?quartos=12&periodo=biennial&canais=airbnb,outras&usuarios=2');
    expect(selectionFromSearch(search)).toEqual(selection);
  });

  it('leaves the defaults out', () => {
    expect(selectionToSearch({ rooms: 3, period: 'monthly', channels: [], additionalUsers: 0 })).toBe('');
  });

  it('is forgiving: clamps numbers, drops unknown values, accepts repeated channels', () => {
    expect(selectionFromSearch('?quartos=1&periodo=weekly&canais=myspace,booking&usuarios=-4')).toEqual({ rooms: 3, period: 'monthly', channels: ['booking'], additionalUsers: 0 });
    expect(selectionFromSearch('?quartos=abc&usuarios=99999')).toEqual({ rooms: 3, period: 'monthly', channels: [], additionalUsers: 1000 });
    expect(selectionFromSearch('?canais=outras&canais=tripAdvisor')).toMatchObject({ channels: ['tripAdvisor', 'outras'] });
  });
});
