/**
 * Past one database (issue 46, item 2): a published listing's snapshot, read on its own shard
 * (through the seam, worker/db/shards.ts), and the card it makes again in the directory
 * (worker/db/directory-listings.ts keeps the copies). A snapshot holds the card's columns
 * (marketplace.ts's ListingRow), its texts per language, its cover, and the lowest open nightly
 * rate of each of the 40 nights from yesterday (UTC), so the card's "from" price (the next 30
 * nights) and "available tonight" (the property's own today) are computed at read time exactly
 * as marketplace.ts computes them on the shard (toListing is shared).
 */
import { addDays, daysBetween, todayIn } from '../../shared/stay/dates';
import type { Listing } from '../../shared/properties/listing';
import type { Locale } from '../../shared/locales';
import { FROM_PRICE_NIGHTS, toListing, type ListingRow } from './marketplace';
import { COUNTED_REVIEWS, publicPropertySql } from './reviews';
import { listingPhotosOf, type ListingPhotoRow } from './photos';
import { DIRECTORY_SHARD, shardDatabase } from './shards';

/** Nights of lowest open rates a snapshot carries (from yesterday, UTC): 30 for the card, the rest slack for the cron's daily roll. */
export const SNAPSHOT_NIGHTS = 40;
/** Properties one sync or one repair page handles (one batch each way; well inside the cron's CPU limit). */
export const LISTING_PAGE = 100;

type SnapshotColumns = Omit<ListingRow, 'from_cents' | 'visitor_name' | 'visitor_description' | 'visitor_house_rules' | 'main_name' | 'main_description' | 'main_house_rules'>;

/** What `directory_listings.snapshot` holds. */
interface Snapshot extends SnapshotColumns {
  /** locale → [name, description, house rules], as the host wrote them. */
  texts: Partial<Record<Locale, [string, string, string]>> | null;
  cover: Omit<ListingPhotoRow, 'default_locale'> | null;
  /** The lowest open nightly rate of each night from `nights_from` (null: nothing open that night). */
  nights: (number | null)[] | null;
}

// One row per property of the page: whether it is listed (published, not archived, not a demo
// copy) and its snapshot as JSON (?1 = the first night of the nightly rates).
const SNAPSHOT = `
  SELECT p.id, p.host_id, (p.published = 1 AND p.archived_at IS NULL AND p.host_id NOT IN (SELECT host_id FROM demo_copies)) AS listed,
    json_object('id', p.id, 'name', p.name, 'kind', p.kind, 'street', p.street, 'postal_code', p.postal_code, 'city', p.city,
      'region', p.region, 'country', p.country, 'lat', p.lat, 'lng', p.lng, 'timezone', p.timezone, 'currency', p.currency,
      'default_locale', p.default_locale, 'max_guests', p.max_guests, 'bedrooms', p.bedrooms, 'beds', p.beds, 'bathrooms', p.bathrooms,
      'amenities', p.amenities, 'rules', p.rules, 'listing_key', p.listing_key,
      'price_cents', (SELECT MIN(rt.base_rate_cents) FROM room_types rt WHERE rt.property_id = p.id AND rt.archived_at IS NULL),
      'capacity', (SELECT MAX(rt.capacity) FROM room_types rt WHERE rt.property_id = p.id AND rt.archived_at IS NULL),
      'room_facts', (SELECT json_group_array(json_array(rt.capacity, rt.beds, rt.bathrooms,
                       (SELECT COUNT(*) FROM units u WHERE u.room_type_id = rt.id AND u.archived_at IS NULL)))
                     FROM room_types rt WHERE rt.property_id = p.id AND rt.archived_at IS NULL),
      'review_count', (SELECT COUNT(*) FROM ${COUNTED_REVIEWS} cr WHERE cr.property_id = p.id),
      'review_average', (SELECT AVG(cr.rating) FROM ${COUNTED_REVIEWS} cr WHERE cr.property_id = p.id),
      'texts', json((SELECT json_group_object(t.locale, json_array(t.name, t.description, t.house_rules)) FROM property_texts t WHERE t.property_id = p.id)),
      'cover', json((SELECT json_object('url', ph.url, 'width', ph.width, 'height', ph.height, 'alts', ph.alts, 'widths', ph.widths)
                       FROM property_photos ph WHERE ph.property_id = p.id AND ph.object_key IS NOT NULL ORDER BY ph.position, ph.id LIMIT 1)),
      'nights', json((WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${SNAPSHOT_NIGHTS - 1})
                      SELECT json_group_array((SELECT MIN(COALESCE(r.rate_cents, rt.base_rate_cents))
                               FROM room_types rt LEFT JOIN rates r ON r.room_type_id = rt.id AND r.date = date(?1, '+' || n.i || ' days')
                              WHERE rt.property_id = p.id AND rt.archived_at IS NULL AND COALESCE(r.stop_sell, 0) = 0
                                AND EXISTS (SELECT 1 FROM units u WHERE u.room_type_id = rt.id AND u.archived_at IS NULL)))
                        FROM n))
    ) AS snapshot
    FROM properties p`;

export interface SnapshotRow {
  id: number;
  host_id: string;
  listed: number;
  snapshot: string;
}

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Whose snapshots to read: one host's, one property's, or a page of the shard's properties after an id. */
export type SnapshotScope = { hostId: string } | { propertyId: number } | { afterId: number; limit: number };

/** The snapshots of `scope` on `binding` (listed or not: the caller removes the copies of the unlisted), nightly rates from `nightsFrom`. */
export async function readSnapshots(env: Env, binding: string, scope: SnapshotScope, nightsFrom: string): Promise<SnapshotRow[]> {
  const shard = shardDatabase(env, binding);
  const statement =
    'hostId' in scope
      ? shard.prepare(`${SNAPSHOT} WHERE p.host_id = ?2 ORDER BY p.id LIMIT 1000`).bind(nightsFrom, scope.hostId)
      : 'propertyId' in scope
        ? shard.prepare(`${SNAPSHOT} WHERE p.id = ?2`).bind(nightsFrom, scope.propertyId)
        : shard.prepare(`${SNAPSHOT} WHERE p.id > ?2 ORDER BY p.id LIMIT ?3`).bind(nightsFrom, scope.afterId, scope.limit);
  return (await statement.all<SnapshotRow>()).results;
}

/** The directory's own shard's published property ids (read live: it is the directory's database), as a statement for a batch. */
export function liveIdsStatement(env: Env): D1PreparedStatement {
  return shardDatabase(env, DIRECTORY_SHARD).prepare(`SELECT p.id FROM properties p WHERE ${publicPropertySql('p')}`);
}

/** One directory row as a card in `locale` (marketplace.ts's toListing, from the snapshot). */
export function cardOf(row: { snapshot: string; nights_from: string }, locale: Locale, now: Date): Listing {
  const snapshot = JSON.parse(row.snapshot) as Snapshot;
  const { texts, cover, nights, ...columns } = snapshot;
  const rateOn = (night: string): number | null => {
    const index = daysBetween(row.nights_from, night);
    return index >= 0 && index < (nights?.length ?? 0) ? (nights![index] ?? null) : null;
  };
  const today = utcDay(now);
  const open = Array.from({ length: FROM_PRICE_NIGHTS }, (_, i) => rateOn(addDays(today, i))).filter((rate): rate is number => rate !== null);
  const visitor = texts?.[locale];
  const main = texts?.[columns.default_locale];
  const listingRow: ListingRow = {
    ...columns,
    from_cents: open.length > 0 ? Math.min(...open) : null,
    visitor_name: visitor?.[0] ?? null,
    visitor_description: visitor?.[1] ?? null,
    visitor_house_rules: visitor?.[2] ?? null,
    main_name: main?.[0] ?? null,
    main_description: main?.[1] ?? null,
    main_house_rules: main?.[2] ?? null,
  };
  const listing = toListing(listingRow, rateOn(todayIn(columns.timezone, now)) !== null, locale);
  if (!cover || listing.key !== null) return listing;
  return { ...listing, cover: listingPhotosOf([{ ...cover, default_locale: columns.default_locale }], locale)[0] };
}

