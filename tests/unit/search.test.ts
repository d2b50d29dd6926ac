import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CRITERIA, GUESTS, PRICE, hasActiveFilters, normalizeText, parseIsoDate, parseSearch, searchProperties, sortProperties, toQueryString,
  type Adjustment, type SearchCriteria, type Searchable,
} from '../../shared/search';
import { PROPERTIES, PROPERTY_IDS, SAMPLE_PROPERTY_IDS, FILTER_TYPES, FILTER_AMENITIES, propertyByParam } from '../../shared/properties';
import { sitemapEntries } from '../../shared/routes';

/** A small catalogue whose every field is chosen to tell the filters apart. */
interface Fixture extends Searchable {
  location: string;
}
const CATALOGUE: Fixture[] = [
  { id: 1, type: 'Villa', price: 320, rating: 5, available: true, maxGuests: 8, amenities: ['wifi', 'pool', 'kitchen'], location: 'Cascais, Portugal' },
  { id: 2, type: 'Apartment', price: 120, rating: 4.7, available: true, maxGuests: 4, amenities: ['wifi', 'airConditioning'], location: 'Lisboa, Portugal' },
  { id: 3, type: 'Cottage', price: 95, rating: 4.8, available: true, maxGuests: 4, amenities: ['kitchen', 'freeParking'], location: 'Gramado, Brasil' },
  { id: 4, type: 'Chalet', price: 180, rating: 4.5, available: false, maxGuests: 6, amenities: ['wifi', 'kitchen', 'freeParking'], location: 'Campos do Jordão, Brasil' },
  { id: 5, type: 'Apartment', price: 75, rating: 3.8, available: true, maxGuests: 2, amenities: ['wifi', 'washingMachine'], location: 'São Paulo, Brasil' },
  { id: 6, type: 'Villa', price: 460, rating: 4.8, available: false, maxGuests: 10, amenities: ['wifi', 'pool'], location: 'Fiesole, Itália' },
  { id: 7, type: 'Studio', price: 40, rating: 4.2, available: true, maxGuests: 2, amenities: [], location: 'Roma, Itália' },
];
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
const run = (query: string) => ids(searchProperties(CATALOGUE, parseSearch(query).criteria, (item) => [item.location]));

describe('parseSearch: defaults', () => {
  it.each(['', '?', '?location=&checkIn=&checkOut=&guests=&minPrice=&maxPrice=&rating=&sort='])('%j gives the defaults, with nothing to report', (query) => {
    expect(parseSearch(query)).toEqual({ criteria: DEFAULT_CRITERIA, adjustments: [] });
  });

  it('has the spec constants: price 0..1000 step 10, default 50..500; guests default 2, minimum 1', () => {
    expect(PRICE).toEqual({ min: 0, max: 1000, step: 10, defaultMin: 50, defaultMax: 500 });
    expect([GUESTS.min, GUESTS.default]).toEqual([1, 2]);
  });
});

describe('parseSearch: good values are kept', () => {
  it('reads every field, GET-form style (repeated type and amenity)', () => {
    const { criteria, adjustments } = parseSearch('?location=+S%C3%A3o++Paulo+&checkIn=2026-03-10&checkOut=2026-03-14&guests=3&minPrice=100&maxPrice=800&type=Villa&type=Chalet&amenity=pool&amenity=wifi&rating=4&sort=price-asc');
    expect(adjustments).toEqual([]);
    expect(criteria).toEqual<SearchCriteria>({
      location: 'São Paulo',
      checkIn: '2026-03-10',
      checkOut: '2026-03-14',
      guests: 3,
      currency: 'EUR',
      minPrice: 100,
      maxPrice: 800,
      types: ['Villa', 'Chalet'],
      amenities: ['wifi', 'pool'],
      minRating: 4,
      sort: 'price-asc',
    });
  });

  it('accepts option names in any case and spelling, comma lists, and drops duplicates', () => {
    const { criteria, adjustments } = parseSearch('?type=villa,APARTMENT&type=Villa&amenity=air-conditioning&amenity=Free_Parking&sort=Rating');
    expect(adjustments).toEqual([]);
    expect(criteria.types).toEqual(['Apartment', 'Villa']);
    expect(criteria.amenities).toEqual(['airConditioning', 'freeParking']);
    expect(criteria.sort).toBe('rating');
  });
});

describe('parseSearch: nonsense is clamped or ignored, and reported', () => {
  const cases: [string, Partial<SearchCriteria>, Adjustment[]][] = [
    ['?minPrice=-50', { minPrice: 0 }, [{ field: 'minPrice', reason: 'outOfRange', given: '-50', used: '0' }]],
    ['?maxPrice=5000', { maxPrice: 1000 }, [{ field: 'maxPrice', reason: 'outOfRange', given: '5000', used: '1000' }]],
    ['?maxPrice=1e9', { maxPrice: 1000 }, [{ field: 'maxPrice', reason: 'outOfRange', given: '1e9', used: '1000' }]],
    ['?minPrice=55', { minPrice: 60 }, [{ field: 'minPrice', reason: 'rounded', given: '55', used: '60' }]],
    ['?minPrice=abc', { minPrice: 50 }, [{ field: 'minPrice', reason: 'invalid', given: 'abc', used: null }]],
    ['?minPrice=Infinity', { minPrice: 50 }, [{ field: 'minPrice', reason: 'invalid', given: 'Infinity', used: null }]],
    ['?minPrice=700&maxPrice=200', { minPrice: 200, maxPrice: 700 }, [{ field: 'minPrice', reason: 'minAboveMax', given: '700', used: '200' }]],
    ['?minPrice=600', { minPrice: 500, maxPrice: 600 }, [{ field: 'minPrice', reason: 'minAboveMax', given: '600', used: '500' }]],
    ['?guests=0', { guests: 1 }, [{ field: 'guests', reason: 'outOfRange', given: '0', used: '1' }]],
    ['?guests=-4', { guests: 1 }, [{ field: 'guests', reason: 'outOfRange', given: '-4', used: '1' }]],
    ['?guests=1e9', { guests: 16 }, [{ field: 'guests', reason: 'outOfRange', given: '1e9', used: '16' }]],
    ['?guests=2.6', { guests: 3 }, [{ field: 'guests', reason: 'rounded', given: '2.6', used: '3' }]],
    ['?guests=many', { guests: 2 }, [{ field: 'guests', reason: 'invalid', given: 'many', used: null }]],
    ['?rating=9', { minRating: 5 }, [{ field: 'rating', reason: 'outOfRange', given: '9', used: '5' }]],
    ['?rating=0', { minRating: 1 }, [{ field: 'rating', reason: 'outOfRange', given: '0', used: '1' }]],
    ['?rating=4.4', { minRating: 4 }, [{ field: 'rating', reason: 'rounded', given: '4.4', used: '4' }]],
    ['?rating=good', { minRating: null }, [{ field: 'rating', reason: 'invalid', given: 'good', used: null }]],
    ['?type=Castle&type=Villa', { types: ['Villa'] }, [{ field: 'type', reason: 'unknown', given: 'Castle', used: null }]],
    ['?type=Studio', { types: [] }, [{ field: 'type', reason: 'unknown', given: 'Studio', used: null }]],
    ['?amenity=helipad', { amenities: [] }, [{ field: 'amenity', reason: 'unknown', given: 'helipad', used: null }]],
    ['?sort=cheapest', { sort: null }, [{ field: 'sort', reason: 'unknown', given: 'cheapest', used: null }]],
    ['?checkIn=2026-02-30', { checkIn: null }, [{ field: 'checkIn', reason: 'invalid', given: '2026-02-30', used: null }]],
    ['?checkIn=tomorrow', { checkIn: null }, [{ field: 'checkIn', reason: 'invalid', given: 'tomorrow', used: null }]],
    ['?checkIn=1999-12-31', { checkIn: null }, [{ field: 'checkIn', reason: 'invalid', given: '1999-12-31', used: null }]],
    ['?checkIn=2026-03-10&checkOut=2026-03-09', { checkIn: '2026-03-10', checkOut: null }, [{ field: 'checkOut', reason: 'beforeCheckIn', given: '2026-03-09', used: null }]],
    ['?checkIn=2026-03-10&checkOut=2026-03-10', { checkIn: '2026-03-10', checkOut: null }, [{ field: 'checkOut', reason: 'beforeCheckIn', given: '2026-03-10', used: null }]],
    ['?checkIn=2026-03-10&checkOut=2027-03-11', { checkIn: '2026-03-10', checkOut: null }, [{ field: 'checkOut', reason: 'tooLong', given: '2027-03-11', used: null }]],
    ['?checkOut=2026-03-10', { checkIn: null, checkOut: null }, [{ field: 'checkOut', reason: 'withoutCheckIn', given: '2026-03-10', used: null }]],
    ['?checkIn=2026-03-10&checkOut=soon', { checkIn: '2026-03-10', checkOut: null }, [{ field: 'checkOut', reason: 'invalid', given: 'soon', used: null }]],
  ];
  it.each(cases)('%s', (query, expected, adjustments) => {
    const parsed = parseSearch(query);
    expect(parsed.criteria).toEqual({ ...DEFAULT_CRITERIA, ...expected });
    expect(parsed.adjustments).toEqual(adjustments);
  });

  it('cuts an overlong location and says so', () => {
    const parsed = parseSearch(`?location=${'a'.repeat(200)}`);
    expect(parsed.criteria.location).toHaveLength(80);
    expect(parsed.adjustments).toEqual([expect.objectContaining({ field: 'location', reason: 'tooLong' })]);
  });

  it('never throws, whatever the query', () => {
    for (const query of ['?%', '?guests=%E0%A4%A', '?type=&type=,,', `?sort=${'x'.repeat(10_000)}`, '?minPrice=0x10', '?checkIn=2026-03-10T10:00']) {
      expect(() => parseSearch(query)).not.toThrow();
    }
  });
});

describe('toQueryString: canonical, defaults left out, round trip', () => {
  it('is empty for the defaults', () => {
    expect(toQueryString(DEFAULT_CRITERIA)).toBe('');
    expect(hasActiveFilters(DEFAULT_CRITERIA)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_CRITERIA, sort: 'rating' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_CRITERIA, minRating: 3 })).toBe(true);
  });

  it.each([
    '?location=S%C3%A3o+Paulo',
    '?checkIn=2026-03-10&checkOut=2026-03-14&guests=4',
    '?minPrice=0&maxPrice=1000',
    '?type=Apartment&type=Villa&amenity=wifi&amenity=pool&rating=4&sort=rating',
  ])('%s survives parse → serialise', (query) => {
    expect(toQueryString(parseSearch(query).criteria)).toBe(query);
  });

  it('orders options as the filters list them', () => {
    expect(toQueryString({ ...DEFAULT_CRITERIA, types: ['Chalet', 'Hotel'], amenities: ['pool', 'wifi'] })).toBe('?type=Hotel&type=Chalet&amenity=wifi&amenity=pool');
  });
});

describe('searchProperties: every filter narrows the results', () => {
  it.each([
    ['', [1, 2, 3, 4, 5, 6]], // default price 50..500 leaves out the 40 € studio
    ['?minPrice=0', [1, 2, 3, 4, 5, 6, 7]],
    ['?minPrice=100&maxPrice=200', [2, 4]],
    ['?minPrice=120&maxPrice=120', [2]], // bounds are inclusive
    ['?type=Villa', [1, 6]],
    ['?type=Villa&type=Cottage', [1, 3, 6]],
    ['?type=Hotel', []],
    ['?amenity=wifi', [1, 2, 4, 5, 6]],
    ['?amenity=wifi&amenity=kitchen', [1, 4]], // every chosen amenity is needed
    ['?rating=5', [1]],
    ['?rating=4', [1, 2, 3, 4, 6]],
    ['?guests=5', [1, 4, 6]],
    ['?guests=9', [6]],
    ['?guests=1', [1, 2, 3, 4, 5, 6]],
    ['?checkIn=2026-05-01', [1, 2, 3, 5]], // reserved listings cannot be booked
    ['?location=sao+paulo', [5]], // accents and case do not matter
    ['?location=S%C3%83O+PAULO', [5]],
    ['?location=campos+do+jordao', [4]],
    ['?location=brasil', [3, 4, 5]],
    ['?location=portugal+lisboa', [2]], // every word, any order
    ['?location=lisbon', []],
    ['?location=  ', [1, 2, 3, 4, 5, 6]],
    ['?type=Apartment&amenity=wifi&rating=4', [2]],
  ])('%s → %j', (query, expected) => {
    expect(run(query)).toEqual(expected);
  });
});

describe('the price filter per currency (issue 39)', () => {
  /** Two listings in reais beside the euro catalogue: 320 and 1 200 R$ a night. */
  const MIXED: Fixture[] = [
    ...CATALOGUE,
    { id: 8, type: 'Inn', price: 320, rating: 0, available: true, maxGuests: 3, amenities: [], location: 'Paraty, Brasil', currency: 'BRL' },
    { id: 9, type: 'Inn', price: 1200, rating: 0, available: true, maxGuests: 3, amenities: [], location: 'Paraty, Brasil', currency: 'BRL' },
  ];
  const mixed = (query: string) => ids(searchProperties(MIXED, parseSearch(query).criteria, (item) => [item.location]));

  it('never compares a listing in reais with a range in euros', () => {
    // The euro range (default 50..500) leaves the 40 € studio out, and both pousadas in: 1 200 R$ is not 1 200 €.
    expect(mixed('')).toEqual([1, 2, 3, 4, 5, 6, 8, 9]);
    expect(mixed('?maxPrice=100')).toEqual([3, 5, 8, 9]);
  });

  it('filters the listings in reais with a range in reais, on its own steps and bounds', () => {
    expect(parseSearch('?currency=BRL').criteria).toMatchObject({ currency: 'BRL', minPrice: 0, maxPrice: 5000 });
    expect(mixed('?currency=brl&maxPrice=1000')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(mixed('?currency=BRL&minPrice=500')).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
    expect(parseSearch('?currency=BRL&maxPrice=5000').adjustments).toEqual([]);
    expect(parseSearch('?currency=BRL&maxPrice=1234').adjustments).toEqual([{ field: 'maxPrice', reason: 'rounded', given: '1234', used: '1250' }]);
    expect(parseSearch('?currency=XYZ').adjustments).toEqual([{ field: 'currency', reason: 'unknown', given: 'XYZ', used: null }]);
    expect(toQueryString(parseSearch('?currency=BRL&maxPrice=1000').criteria)).toBe('?currency=BRL&maxPrice=1000');
  });

  it('with dates, keeps what was priced for them and leaves out what cannot be booked for them', () => {
    const priced: Fixture[] = [
      { ...CATALOGUE[0]!, stay: { totalCents: 100_000 } },
      { ...CATALOGUE[1]!, stay: null },
      // Reserved tonight, bookable for the searched dates.
      { ...CATALOGUE[3]!, stay: { totalCents: 60_000 } },
    ];
    expect(ids(searchProperties(priced, parseSearch('?checkIn=2026-05-01&checkOut=2026-05-03').criteria, (item) => [item.location]))).toEqual([1, 4]);
  });
});

describe('sortProperties', () => {
  it.each([
    [null, [7, 1, 2, 3, 4, 5, 6].sort((a, b) => a - b)],
    ['price-asc', [7, 5, 3, 2, 4, 1, 6]],
    ['rating', [1, 3, 6, 2, 4, 7, 5]], // 4.8 tie: the cheaper first
  ] as const)('%s', (sort, expected) => {
    expect(ids(sortProperties(CATALOGUE, sort))).toEqual(expected);
  });

  it('orders by price with the better rated first on equal prices', () => {
    const twins = [
      { ...CATALOGUE[0]!, id: 10, price: 100, rating: 4 },
      { ...CATALOGUE[0]!, id: 11, price: 100, rating: 4.9 },
    ];
    expect(ids(sortProperties(twins, 'price-asc'))).toEqual([11, 10]);
  });

  it('does not reorder its input', () => {
    const copy = [...CATALOGUE];
    sortProperties(CATALOGUE, 'price-asc');
    expect(CATALOGUE).toEqual(copy);
  });
});

describe('helpers', () => {
  it.each([
    ['São Paulo', 'sao paulo'], ['  CAMPOS do Jordão ', 'campos do jordao'], ["Cortina d'Ampezzo", 'cortina d ampezzo'], ['Florianópolis, SC', 'florianopolis sc'], ['Açores', 'acores'],
  ])('normalizeText(%j) = %j', (given, expected) => {
    expect(normalizeText(given)).toBe(expected);
  });

  it.each([
    ['2026-01-31', '2026-01-31'], ['2024-02-29', '2024-02-29'], ['2025-02-29', null], ['2026-1-3', null], ['2101-01-01', null], ['', null],
  ])('parseIsoDate(%j) = %j', (given, expected) => {
    expect(parseIsoDate(given)).toBe(expected);
  });
});

describe('the sample catalogue', () => {
  it('has nine listings, two reserved, every filter type and amenity spelled as the filters do', () => {
    expect(PROPERTIES).toHaveLength(9);
    expect(PROPERTIES.filter((p) => !p.available)).toHaveLength(2);
    for (const property of PROPERTIES) {
      expect(property.photos.length).toBeGreaterThanOrEqual(4);
      expect(property.reviews.length).toBeGreaterThan(0);
      expect(Number.isInteger(property.price)).toBe(true);
      expect(property.rating * 10).toBe(Math.round(property.rating * 10));
    }
    const amenities = new Set(PROPERTIES.flatMap((p) => p.amenities));
    for (const amenity of FILTER_AMENITIES) expect(amenities).toContain(amenity);
    expect(FILTER_TYPES).toEqual(['Hotel', 'Inn', 'Guesthouse', 'Hostel', 'Resort', 'Apartment', 'House', 'Villa', 'Cottage', 'Chalet', 'Campground']);
  });

  it('shows every sample with the default search', () => {
    const all = searchProperties(PROPERTIES, DEFAULT_CRITERIA, () => []);
    expect(all).toHaveLength(PROPERTIES.length);
  });

  it('lists each sample page, in every locale, in the sitemap', () => {
    expect([...SAMPLE_PROPERTY_IDS]).toEqual(PROPERTY_IDS);
    const paths = sitemapEntries().map((entry) => entry.path);
    for (const id of PROPERTY_IDS) expect(paths).toContain(`/property/${id}`);
    expect(paths).not.toContain('/property/');
    const entry = sitemapEntries().find((e) => e.path === '/property/9');
    expect(entry?.alternates).toEqual({ pt: '/property/9', en: '/en/property/9', es: '/es/property/9', it: '/it/property/9' });
  });

  it.each([
    ['1', 1], ['9', 9], ['0', null], ['10', null], ['42', null], ['abc', null], ['1.5', null], ['01', null], ['-1', null], ['1e0', null], [' 1', null], ['', null], [undefined, null],
  ])('propertyByParam(%j) → %j', (param, id) => {
    expect(propertyByParam(param)?.id ?? null).toBe(id);
  });
});

