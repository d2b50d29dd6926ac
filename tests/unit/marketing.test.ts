import { describe, expect, it } from 'vitest';
import { FIGURES, figure } from '../../shared/figures';
import { formatMonth } from '../../shared/format';
import { INTEGRATIONS, INTEGRATION_TYPES, MAIN_INTEGRATIONS, PARTNERS, chunk, typeOf } from '../../web/components/marketing/integrations';

describe('marketing figures: one set, formatted per locale', () => {
  it.each([
    ['properties', 'pt', '20.000'],
    ['properties', 'en', '20,000'],
    ['properties', 'es', '20.000'],
    ['properties', 'it', '20.000'],
    ['portals', 'pt', '300'],
    ['currencies', 'en', '135'],
    ['uptimePercent', 'pt', '99,99'],
    ['uptimePercent', 'en', '99.99'],
  ] as const)('%s in %s → %s', (name, locale, text) => {
    expect(figure(name, locale)).toBe(text);
  });

  it('is the set chosen for the whole site', () => {
    expect(FIGURES).toMatchObject({ properties: 20000, countries: 60, portals: 300, revenueIncreasePercent: 38, bookingsIncreasePercent: 35, currencies: 135 });
  });
});

describe('formatMonth', () => {
  it.each([
    ['2025-03-01', 'pt', 'short', 'mar.'],
    ['2025-03-01', 'pt', 'long', 'março'],
    ['2025-03-01', 'en', 'short', 'Mar'],
    ['2025-06-30', 'es', 'long', 'junio'],
    ['2025-01-01', 'it', 'long', 'gennaio'],
  ] as const)('%s in %s (%s) → %s', (date, locale, style, text) => {
    expect(formatMonth(date, locale, style)).toBe(text);
  });
});

describe('integrations', () => {
  it('lists every partner under exactly one type', () => {
    const all = INTEGRATION_TYPES.flatMap((type) => INTEGRATIONS[type]);
    expect(new Set(all).size).toBe(all.length);
    for (const name of MAIN_INTEGRATIONS) expect(typeOf(name), name).toBeDefined();
    expect(typeOf('Unknown')).toBeUndefined();
  });

  it.each([
    [[1, 2, 3, 4, 5], 2, [[1, 2], [3, 4], [5]]],
    [[1, 2, 3, 4], 4, [[1, 2, 3, 4]]],
    [[], 3, []],
  ])('chunk(%j, %i) → %j', (items, size, groups) => {
    expect(chunk(items, size)).toEqual(groups);
  });

  it('fills the home carousels with whole slides of four', () => {
    expect(MAIN_INTEGRATIONS.length % 4).toBe(0);
    expect(PARTNERS.length % 4).toBe(0);
  });
});
