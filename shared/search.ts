/**
 * The demo marketplace search: the query string a search lives in (shareable, server-rendered)
 * parsed into criteria, the filter and the sort. Pure functions; the page only calls them.
 * Nonsense never breaks a search: each value is clamped to its range or ignored, and every
 * such change is reported as an Adjustment so the page can say what it used.
 */
import { daysBetween, parseIsoDate } from './properties/dates';
import { FILTER_AMENITIES, FILTER_TYPES, type FilterAmenity, type FilterType, type PropertyType, type AmenityId } from './properties/types';
import { CURRENCIES, type Currency } from './properties/listing';

/** Price range slider, euros per night (spec §9). */
export const PRICE = { min: 0, max: 1000, step: 10, defaultMin: 50, defaultMax: 500 } as const;
export type PriceRange = { readonly min: number; readonly max: number; readonly step: number; readonly defaultMin: number; readonly defaultMax: number };
/**
 * The price filter per currency (issue 39): its range is in one currency, and applies only to
 * the listings priced in it (a real's listing is never compared with euros). Euros and dollars
 * keep the spec's range; reais span five times as much and filter nothing until moved.
 */
export const PRICES: Readonly<Record<Currency, PriceRange>> = {
  EUR: PRICE,
  USD: PRICE,
  BRL: { min: 0, max: 5000, step: 50, defaultMin: 0, defaultMax: 5000 },
};
/** The price filter's currency when the search names none (the demo's listings are in euros). */
export const DEFAULT_PRICE_CURRENCY: Currency = 'EUR';
/** Guests in the search bar: default 2, at least 1; the upper bound keeps absurd numbers out. */
export const GUESTS = { min: 1, max: 16, default: 2 } as const;
/** Minimum rating filter: 1 to 5 stars. */
export const RATING = { min: 1, max: 5 } as const;
/** Longest stay a search accepts, in nights. */
export const MAX_STAY_NIGHTS = 365;
/** Longest location text kept. */
export const MAX_LOCATION_LENGTH = 80;

export const SORTS = ['price-asc', 'rating'] as const;
export type SortKey = (typeof SORTS)[number];

export interface SearchCriteria {
  /** Free text matched against the location, '' for anywhere. */
  location: string;
  /** ISO calendar dates; check-out only together with an earlier check-in. */
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
  /** The price filter's currency: minPrice and maxPrice are in it and apply to its listings only. */
  currency: Currency;
  minPrice: number;
  maxPrice: number;
  /** Selected types and amenities, unique, in the order the filters list them. */
  types: FilterType[];
  amenities: FilterAmenity[];
  /** Minimum rating in whole stars, or null for any. */
  minRating: number | null;
  /** null keeps the recommended order (the catalogue's). */
  sort: SortKey | null;
}

export const DEFAULT_CRITERIA: Readonly<SearchCriteria> = Object.freeze({
  location: '',
  checkIn: null,
  checkOut: null,
  guests: GUESTS.default,
  currency: DEFAULT_PRICE_CURRENCY,
  minPrice: PRICE.defaultMin,
  maxPrice: PRICE.defaultMax,
  types: [],
  amenities: [],
  minRating: null,
  sort: null,
});

/** Query parameter names, one place (the form's field names are the same). */
export const PARAM = {
  location: 'location',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  guests: 'guests',
  currency: 'currency',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  type: 'type',
  amenity: 'amenity',
  rating: 'rating',
  sort: 'sort',
} as const;
export type SearchField = keyof typeof PARAM;

export type AdjustmentReason =
  /** Not a number, not a date: ignored. */
  | 'invalid'
  /** Outside the allowed range: the nearest allowed value was used. */
  | 'outOfRange'
  /** Not on the step (price 10s, whole guests and stars): rounded. */
  | 'rounded'
  /** Not one of the options (type, amenity, sort): ignored. */
  | 'unknown'
  /** Check-out on or before check-in, or a stay longer than MAX_STAY_NIGHTS: ignored. */
  | 'beforeCheckIn'
  | 'tooLong'
  /** Check-out without a check-in: ignored. */
  | 'withoutCheckIn'
  /** Minimum price above the maximum: the two were swapped. */
  | 'minAboveMax';

export interface Adjustment {
  field: SearchField;
  reason: AdjustmentReason;
  /** What the query said (shortened). */
  given: string;
  /** What the search used instead, or null when the value was ignored. */
  used: string | null;
}

export interface ParsedSearch {
  criteria: SearchCriteria;
  adjustments: Adjustment[];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const shorten = (value: string) => (value.length > 40 ? `${value.slice(0, 39)}…` : value);
/** Lowercase letters and digits only: 'Air-Conditioning' and 'air_conditioning' → 'airconditioning'. */
const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Lowercase without accents or punctuation, for accent-insensitive matching.
 * @example normalizeText('São Paulo, Brasil') // 'sao paulo brasil'
 */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export { parseIsoDate };

/** Whole nights from one ISO date to another (negative when `to` is earlier). */
export const nightsBetween = daysBetween;

function optionsFrom<T extends string>(values: string[], options: readonly T[], field: SearchField, adjustments: Adjustment[]): T[] {
  const chosen = new Set<T>();
  for (const raw of values.flatMap((value) => value.split(','))) {
    const given = raw.trim();
    if (!given) continue;
    const match = options.find((option) => squash(option) === squash(given));
    if (match) chosen.add(match);
    else adjustments.push({ field, reason: 'unknown', given: shorten(given), used: null });
  }
  return options.filter((option) => chosen.has(option));
}

/**
 * Reads a whole number in [min, max] on a step. Empty means absent (a GET form sends empty
 * fields); anything else that is not a number is ignored; out of range is clamped.
 */
function integerFrom(raw: string | null, field: SearchField, bounds: { min: number; max: number; step: number }, adjustments: Adjustment[]): number | null {
  if (raw === null || raw.trim() === '') return null;
  const given = raw.trim();
  const value = Number(given);
  if (!Number.isFinite(value)) {
    adjustments.push({ field, reason: 'invalid', given: shorten(given), used: null });
    return null;
  }
  const clamped = clamp(value, bounds.min, bounds.max);
  const stepped = clamp(Math.round(clamped / bounds.step) * bounds.step, bounds.min, bounds.max);
  if (clamped !== value) adjustments.push({ field, reason: 'outOfRange', given: shorten(given), used: String(stepped) });
  else if (stepped !== value) adjustments.push({ field, reason: 'rounded', given: shorten(given), used: String(stepped) });
  return stepped;
}

/**
 * Parses a /properties query string. Never throws; see the module comment.
 * @example parseSearch('?minPrice=-5&type=villa&type=castle').criteria.minPrice // 0
 */
export function parseSearch(query: string | URLSearchParams): ParsedSearch {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const adjustments: Adjustment[] = [];
  const last = (name: string): string | null => {
    const all = params.getAll(name).filter((value) => value.trim() !== '');
    return all.length > 0 ? (all[all.length - 1] ?? null) : null;
  };

  let location = (last(PARAM.location) ?? '').trim().replace(/\s+/g, ' ');
  if (location.length > MAX_LOCATION_LENGTH) {
    adjustments.push({ field: 'location', reason: 'tooLong', given: shorten(location), used: location.slice(0, MAX_LOCATION_LENGTH) });
    location = location.slice(0, MAX_LOCATION_LENGTH);
  }

  let checkIn: string | null = null;
  const rawCheckIn = last(PARAM.checkIn);
  if (rawCheckIn !== null) {
    checkIn = parseIsoDate(rawCheckIn.trim());
    if (!checkIn) adjustments.push({ field: 'checkIn', reason: 'invalid', given: shorten(rawCheckIn), used: null });
  }
  let checkOut: string | null = null;
  const rawCheckOut = last(PARAM.checkOut);
  if (rawCheckOut !== null) {
    const parsed = parseIsoDate(rawCheckOut.trim());
    const given = shorten(rawCheckOut);
    if (!parsed) adjustments.push({ field: 'checkOut', reason: 'invalid', given, used: null });
    else if (!checkIn) adjustments.push({ field: 'checkOut', reason: 'withoutCheckIn', given, used: null });
    else if (nightsBetween(checkIn, parsed) <= 0) adjustments.push({ field: 'checkOut', reason: 'beforeCheckIn', given, used: null });
    else if (nightsBetween(checkIn, parsed) > MAX_STAY_NIGHTS) adjustments.push({ field: 'checkOut', reason: 'tooLong', given, used: null });
    else checkOut = parsed;
  }

  const guests = integerFrom(last(PARAM.guests), 'guests', { ...GUESTS, step: 1 }, adjustments) ?? GUESTS.default;
  let currency = DEFAULT_PRICE_CURRENCY;
  const rawCurrency = last(PARAM.currency);
  if (rawCurrency !== null) {
    const match = CURRENCIES.find((code) => code === rawCurrency.trim().toUpperCase());
    if (match) currency = match;
    else adjustments.push({ field: 'currency', reason: 'unknown', given: shorten(rawCurrency.trim()), used: null });
  }
  const range = PRICES[currency];
  const priceBounds = { min: range.min, max: range.max, step: range.step };
  let minPrice = integerFrom(last(PARAM.minPrice), 'minPrice', priceBounds, adjustments) ?? range.defaultMin;
  let maxPrice = integerFrom(last(PARAM.maxPrice), 'maxPrice', priceBounds, adjustments) ?? range.defaultMax;
  if (minPrice > maxPrice) {
    adjustments.push({ field: 'minPrice', reason: 'minAboveMax', given: String(minPrice), used: String(maxPrice) });
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }

  const types = optionsFrom(params.getAll(PARAM.type), FILTER_TYPES, 'type', adjustments);
  const amenities = optionsFrom(params.getAll(PARAM.amenity), FILTER_AMENITIES, 'amenity', adjustments);
  const minRating = integerFrom(last(PARAM.rating), 'rating', { ...RATING, step: 1 }, adjustments);

  let sort: SortKey | null = null;
  const rawSort = last(PARAM.sort);
  if (rawSort !== null) {
    sort = SORTS.find((key) => squash(key) === squash(rawSort)) ?? null;
    if (!sort) adjustments.push({ field: 'sort', reason: 'unknown', given: shorten(rawSort.trim()), used: null });
  }

  return { criteria: { location, checkIn, checkOut, guests, currency, minPrice, maxPrice, types, amenities, minRating, sort }, adjustments };
}

/**
 * The canonical query string of a search (with `?`, or '' for the defaults): only values that
 * differ from the defaults, in a fixed order, so equal searches share one URL.
 */
export function toQueryString(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  if (criteria.location) params.set(PARAM.location, criteria.location);
  if (criteria.checkIn) params.set(PARAM.checkIn, criteria.checkIn);
  if (criteria.checkIn && criteria.checkOut) params.set(PARAM.checkOut, criteria.checkOut);
  if (criteria.guests !== GUESTS.default) params.set(PARAM.guests, String(criteria.guests));
  const range = PRICES[criteria.currency];
  if (criteria.currency !== DEFAULT_PRICE_CURRENCY) params.set(PARAM.currency, criteria.currency);
  if (criteria.minPrice !== range.defaultMin) params.set(PARAM.minPrice, String(criteria.minPrice));
  if (criteria.maxPrice !== range.defaultMax) params.set(PARAM.maxPrice, String(criteria.maxPrice));
  for (const type of FILTER_TYPES) if (criteria.types.includes(type)) params.append(PARAM.type, type);
  for (const amenity of FILTER_AMENITIES) if (criteria.amenities.includes(amenity)) params.append(PARAM.amenity, amenity);
  if (criteria.minRating !== null) params.set(PARAM.rating, String(criteria.minRating));
  if (criteria.sort) params.set(PARAM.sort, criteria.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter differs from the defaults (offers "clear filters"). */
export function hasActiveFilters(criteria: SearchCriteria): boolean {
  return toQueryString({ ...criteria, sort: null }) !== '';
}

/** What the filter needs to know about a listing. */
export interface Searchable {
  id: number;
  type: PropertyType;
  price: number;
  rating: number;
  available: boolean;
  maxGuests: number;
  amenities: readonly AmenityId[];
  /** The listing's currency (absent: euros, as the demo's); the price filter applies in one currency. */
  currency?: string;
  /** Priced for the searched dates (issue 39): the total, or null when it cannot be booked for them; absent: not priced. */
  stay?: { totalCents: number } | null;
}

/**
 * The listings that match, in the chosen order. `locationTexts` gives the texts a location
 * search may match for a listing (its location in the page's language and the local city
 * name); every word of the search must appear, ignoring case and accents.
 * A search with a check-in date leaves out listings that cannot be booked (for its dates when
 * they were priced for them, else tonight). The price range filters its currency's listings.
 */
export function searchProperties<T extends Searchable>(items: readonly T[], criteria: SearchCriteria, locationTexts: (item: T) => readonly string[]): T[] {
  const words = normalizeText(criteria.location).split(' ').filter(Boolean);
  const matches = items.filter((item) => {
    // The range is in one currency: it filters the listings priced in it, never another's.
    if ((item.currency ?? DEFAULT_PRICE_CURRENCY) === criteria.currency && (item.price < criteria.minPrice || item.price > criteria.maxPrice)) return false;
    if (item.maxGuests < criteria.guests) return false;
    if (criteria.types.length > 0 && !(criteria.types as readonly PropertyType[]).includes(item.type)) return false;
    if (!criteria.amenities.every((amenity) => item.amenities.includes(amenity))) return false;
    if (criteria.minRating !== null && item.rating < criteria.minRating) return false;
    // Priced for the searched dates: bookable for them or not; else tonight's availability.
    if (criteria.checkIn && (item.stay === null || (item.stay === undefined && !item.available))) return false;
    if (words.length > 0) {
      const haystack = locationTexts(item).map(normalizeText).join(' ');
      if (!words.every((word) => haystack.includes(word))) return false;
    }
    return true;
  });
  return sortProperties(matches, criteria.sort);
}

/** Price low to high (ties: better rated first) or rating high to low (ties: cheaper first); null keeps the catalogue order. */
export function sortProperties<T extends Searchable>(items: readonly T[], sort: SortKey | null): T[] {
  const byId = (a: T, b: T) => a.id - b.id;
  const copy = [...items];
  if (sort === 'price-asc') return copy.sort((a, b) => a.price - b.price || b.rating - a.rating || byId(a, b));
  if (sort === 'rating') return copy.sort((a, b) => b.rating - a.rating || a.price - b.price || byId(a, b));
  return copy.sort(byId);
}
