/**
 * The marketplace's read model: published properties (the demo nine and any a host
 * publishes) as public listings. Only what a guest may see leaves this module.
 */
import { PROPERTIES } from '../../shared/properties';
import { addDays, todayIn } from '../../shared/stay/dates';
import { DEFAULT_LOOK, typeOfKind, type Currency, type Listing } from '../../shared/properties/listing';
import type { AmenityId, RuleId } from '../../shared/properties/types';
import type { Locale } from '../../shared/locales';
import { COUNTED_REVIEWS } from './reviews';
import { listingPhotosOf, type ListingPhotoRow } from './photos';

export interface ListingRow {
  id: number;
  name: string;
  kind: string;
  street: string;
  postal_code: string;
  city: string;
  region: string;
  country: string;
  lat: number | null;
  lng: number | null;
  timezone: string;
  currency: Currency;
  default_locale: Locale;
  max_guests: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  amenities: string;
  rules: string;
  listing_key: string | null;
  price_cents: number | null;
  /** The lowest nightly rate a guest can book in the next 30 days (null: none open). */
  from_cents: number | null;
  capacity: number | null;
  /** JSON [[capacity, beds, bathrooms, units], …] of the live room types. */
  room_facts: string;
  review_count: number;
  review_average: number | null;
  /** The host's texts in the visitor's language (null: none written) … */
  visitor_name: string | null;
  visitor_description: string | null;
  visitor_house_rules: string | null;
  /** … and in the property's main language. */
  main_name: string | null;
  main_description: string | null;
  main_house_rules: string | null;
}

/** Nights the card's "from" price looks at (architecture: the lowest nightly rate of the next 30 days). */
export const FROM_PRICE_NIGHTS = 30;

// One row per property: the cheapest room type's base rate, the lowest rate open in the next 30
// nights (?3 = today in UTC; a day either side of a property's own today changes nothing a
// guest could book), the largest capacity, what each room type sleeps, the counted reviews, and
// the host's texts in the visitor's language and in the property's default language (each text
// falls back on its own: toListing).
const SELECT = `
  SELECT p.id, p.name, p.kind, p.street, p.postal_code, p.city, p.region, p.country, p.lat, p.lng, p.timezone, p.currency,
         p.default_locale, p.max_guests, p.bedrooms, p.beds, p.bathrooms, p.amenities, p.rules, p.listing_key,
         (SELECT MIN(rt.base_rate_cents) FROM room_types rt WHERE rt.property_id = p.id AND rt.archived_at IS NULL) AS price_cents,
         (WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${FROM_PRICE_NIGHTS - 1})
          SELECT MIN(COALESCE(r.rate_cents, rt.base_rate_cents))
            FROM room_types rt CROSS JOIN n
            LEFT JOIN rates r ON r.room_type_id = rt.id AND r.date = date(?3, '+' || n.i || ' days')
           WHERE rt.property_id = p.id AND rt.archived_at IS NULL AND COALESCE(r.stop_sell, 0) = 0
             AND EXISTS (SELECT 1 FROM units u WHERE u.room_type_id = rt.id AND u.archived_at IS NULL)) AS from_cents,
         (SELECT MAX(rt.capacity) FROM room_types rt WHERE rt.property_id = p.id AND rt.archived_at IS NULL) AS capacity,
         (SELECT json_group_array(json_array(rt.capacity, rt.beds, rt.bathrooms,
                   (SELECT COUNT(*) FROM units u WHERE u.room_type_id = rt.id AND u.archived_at IS NULL)))
            FROM room_types rt WHERE rt.property_id = p.id AND rt.archived_at IS NULL) AS room_facts,
         (SELECT COUNT(*) FROM ${COUNTED_REVIEWS} cr WHERE cr.property_id = p.id) AS review_count,
         (SELECT AVG(cr.rating) FROM ${COUNTED_REVIEWS} cr WHERE cr.property_id = p.id) AS review_average,
         v.name AS visitor_name, v.description AS visitor_description, v.house_rules AS visitor_house_rules,
         m.name AS main_name, m.description AS main_description, m.house_rules AS main_house_rules
    FROM properties p
    LEFT JOIN property_texts v ON v.property_id = p.id AND v.locale = ?1
    LEFT JOIN property_texts m ON m.property_id = p.id AND m.locale = p.default_locale
   WHERE p.published = 1 AND p.archived_at IS NULL AND p.host_id NOT IN (SELECT host_id FROM demo_copies)`;

/**
 * Which of (property, night) pairs a guest can book: some room type with a unit that is not
 * stop-sold that night. One statement for any number of pairs.
 */
function openStatement(db: D1Database, pairs: readonly (readonly [number, string])[]): D1PreparedStatement {
  return db
    .prepare(
      `SELECT DISTINCT rt.property_id AS id, json_extract(p.value, '$[1]') AS night
         FROM json_each(?1) p
         JOIN room_types rt ON rt.property_id = json_extract(p.value, '$[0]') AND rt.archived_at IS NULL
        WHERE EXISTS (SELECT 1 FROM units u WHERE u.room_type_id = rt.id AND u.archived_at IS NULL)
          AND NOT EXISTS (SELECT 1 FROM rates r WHERE r.room_type_id = rt.id AND r.date = json_extract(p.value, '$[1]') AND r.stop_sell = 1)`,
    )
    .bind(JSON.stringify(pairs));
}

/**
 * The properties a guest can book tonight (each on its own zone's date). One query for the
 * whole list.
 */
async function openProperties(db: D1Database, rows: readonly ListingRow[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const { results } = await openStatement(db, rows.map((row) => [row.id, todayIn(row.timezone)] as const)).all<{ id: number }>();
  return new Set(results.map((row) => row.id));
}

function parseList<T extends string>(json: string): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is T => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The visitor's language's text when the host wrote one, else the main language's (its `lang`). */
function localText(visitor: string | null, main: string | null, locale: Locale, mainLocale: Locale, last = ''): { text: string; lang: Locale } {
  if (visitor) return { text: visitor, lang: locale };
  return { text: main || last, lang: mainLocale };
}

/** What a property sleeps and has, from its room types and units (issue 39: never invented). */
export interface StayFacts {
  sleeps: number;
  bedrooms: number;
  beds: number;
  /** 0: the host entered none (the page then says nothing about bathrooms). */
  bathrooms: number;
}

/**
 * A property's facts from its room types (`[capacity, beds, bathrooms, units]` each): one unit
 * in all (a house, a villa) keeps the property's own bedrooms, beds and bathrooms unless its
 * room type says otherwise; several units are that many rooms, each with its room type's beds
 * (one when not entered) and bathrooms (none counted when not entered); sleeps is what every
 * unit sleeps together.
 */
export function stayFacts(own: { bedrooms: number; beds: number; bathrooms: number; maxGuests: number }, roomTypes: readonly (readonly [number, number | null, number | null, number])[]): StayFacts {
  const live = roomTypes.filter(([, , , units]) => units > 0);
  const units = live.reduce((sum, [, , , count]) => sum + count, 0);
  if (units === 0) return { sleeps: own.maxGuests, bedrooms: own.bedrooms, beds: own.beds, bathrooms: own.bathrooms };
  const sleeps = live.reduce((sum, [capacity, , , count]) => sum + capacity * count, 0);
  if (units === 1) {
    const [, beds, bathrooms] = live[0]!;
    return { sleeps, bedrooms: own.bedrooms, beds: beds ?? own.beds, bathrooms: bathrooms ?? own.bathrooms };
  }
  return {
    sleeps,
    bedrooms: units,
    beds: live.reduce((sum, [, beds, , count]) => sum + (beds ?? 1) * count, 0),
    bathrooms: live.reduce((sum, [, , bathrooms, count]) => sum + (bathrooms ?? 0) * count, 0),
  };
}

function roomFactsOf(json: string): [number, number | null, number | null, number][] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value.filter((item) => Array.isArray(item) && item.length === 4) as [number, number | null, number | null, number][]) : [];
  } catch {
    return [];
  }
}

export function toListing(row: ListingRow, available: boolean, locale: Locale): Listing {
  const sample = row.listing_key ? PROPERTIES.find((property) => property.key === row.listing_key) : undefined;
  // The card's price is one a guest can book: the lowest open nightly rate of the next 30 days
  // (the base rate when every night is closed, so the listing still says what it costs).
  const price = Math.round((row.from_cents ?? row.price_cents ?? 0) / 100);
  const maxGuests = Math.max(1, row.capacity ?? row.max_guests);
  const facts = stayFacts({ bedrooms: row.bedrooms, beds: row.beds, bathrooms: row.bathrooms, maxGuests }, roomFactsOf(row.room_facts));
  const counted = { reviewCount: row.review_count, reviewAverage: row.review_count > 0 ? Math.round((row.review_average ?? 0) * 10) / 10 : null };
  const base = {
    id: row.id,
    type: sample?.type ?? typeOfKind(row.kind),
    kind: row.kind,
    price,
    available,
    maxGuests,
    sleeps: Math.max(maxGuests, facts.sleeps),
    bedrooms: facts.bedrooms,
    beds: facts.beds,
    bathrooms: facts.bathrooms,
    amenities: parseList<AmenityId>(row.amenities),
    rules: parseList<RuleId>(row.rules),
    currency: row.currency,
    address: { street: row.street, postalCode: row.postal_code, city: row.city, region: row.region, country: row.country },
    // Only what the host entered: no pin, no coordinates.
    coordinates: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    ...counted,
    // Every listing, the demo nine included, is rated by its counted reviews only (none: 0,
    // shown as no stars): the rating filter and sort read this, never the sample reviews.
    rating: counted.reviewAverage ?? 0,
  };
  if (sample) {
    return { ...sample, ...base, key: sample.key, texts: null };
  }
  const name = localText(row.visitor_name, row.main_name, locale, row.default_locale, row.name);
  const description = localText(row.visitor_description, row.main_description, locale, row.default_locale);
  const houseRules = localText(row.visitor_house_rules, row.main_house_rules, locale, row.default_locale);
  return {
    ...base,
    ...DEFAULT_LOOK,
    key: null,
    reviews: [],
    texts: {
      name: name.text,
      location: [row.city, row.region].filter(Boolean).join(', '),
      description: description.text,
      houseRules: houseRules.text,
      langs: { name: name.lang, description: description.lang, houseRules: houseRules.lang },
    },
  };
}

const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The first photo (the cover) of every published host property, as listingPhotosOf reads them. */
function coversStatement(db: D1Database): D1PreparedStatement {
  return db.prepare(
    `SELECT ph.property_id, ph.url, ph.width, ph.height, ph.alts, ph.widths, p.default_locale
       FROM property_photos ph JOIN properties p ON p.id = ph.property_id
      WHERE p.published = 1 AND p.archived_at IS NULL AND ph.object_key IS NOT NULL
        AND ph.id = (SELECT f.id FROM property_photos f WHERE f.property_id = ph.property_id AND f.object_key IS NOT NULL ORDER BY f.position, f.id LIMIT 1)`,
  );
}

/** Every published listing, in id order, with texts for `locale`. */
export async function publishedListings(db: D1Database, locale: Locale, only?: { hostId: string; ids: readonly number[] }): Promise<Listing[]> {
  // A host's own site (issue 45) lists only that host's chosen properties: the host is part of the filter, never trusted from the ids.
  const listedStatement = only
    ? db.prepare(`${SELECT} AND p.host_id = ?4 AND p.id IN (SELECT value FROM json_each(?5)) ORDER BY p.id`).bind(locale, null, utcToday(), only.hostId, JSON.stringify(only.ids))
    : db.prepare(`${SELECT} ORDER BY p.id`).bind(locale, null, utcToday());
  const [listed, covers] = await db.batch([listedStatement, coversStatement(db)]);
  const results = (listed?.results ?? []) as ListingRow[];
  const coverOf = new Map(((covers?.results ?? []) as (ListingPhotoRow & { property_id: number })[]).map((row) => [row.property_id, listingPhotosOf([row], locale)[0]]));
  const open = await openProperties(db, results);
  return results.map((row) => {
    const listing = toListing(row, open.has(row.id), locale);
    const cover = coverOf.get(row.id);
    return cover && listing.key === null ? { ...listing, cover } : listing;
  });
}

/**
 * One published listing, or null (unknown, unpublished or archived: the same 404): its
 * statements and how to read their answers, for a caller that sends more in the same batch
 * (marketplace.listing adds the photos: the property page's status, and so its first byte,
 * waits for one D1 call, not two in the same queue). One round trip (issue 29): the
 * property's "tonight" depends on its zone, which the row brings, so the batch asks for the three
 * nights any zone can be on (UTC's yesterday, today, tomorrow) and the row's own tonight is
 * picked from them.
 */
export function publishedListingBatch(db: D1Database, id: number, locale: Locale, now: Date = new Date()) {
  const utc = now.toISOString().slice(0, 10);
  const nights = [addDays(utc, -1), utc, addDays(utc, 1)];
  return {
    statements: [db.prepare(`${SELECT} AND p.id = ?2`).bind(locale, id, utc), openStatement(db, nights.map((night) => [id, night] as const))],
    read([found, open]: Awaited<ReturnType<D1Database['batch']>>): Listing | null {
      const row = found?.results[0] as ListingRow | undefined;
      if (!row) return null;
      const tonight = todayIn(row.timezone, now);
      return toListing(row, ((open?.results ?? []) as { night: string }[]).some((entry) => entry.night === tonight), locale);
    },
  };
}


