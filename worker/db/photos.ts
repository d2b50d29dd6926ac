/**
 * property_photos (0004 + 0011_photos.sql): a host's photos of a property, in order (position 0
 * = cover). Every query filters by the verified host; another host's ids read as absent.
 */
import type { Locale } from '../../shared/locales';
import { LOCALES } from '../../shared/locales';
import { MAX_PHOTOS, ogOf, photoSrcSet, type PhotoAlt, type PhotoView, type UpdatePhotoInput } from '../../shared/host/photos';
import type { ListingPhoto } from '../../shared/properties/listing';

interface PhotoRow {
  id: number;
  url: string;
  width: number;
  height: number;
  position: number;
  alts: string;
  widths: string;
  object_key: string | null;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function alts(text: string): PhotoAlt {
  const raw = parseJson<Record<string, unknown>>(text, {});
  const out: PhotoAlt = {};
  for (const locale of LOCALES) {
    const value = raw[locale];
    if (typeof value === 'string' && value) out[locale] = value;
  }
  return out;
}

const view = (row: PhotoRow, origin = ''): PhotoView => ({
  id: row.id,
  url: `${origin}${row.url}`,
  width: row.width,
  height: row.height,
  position: row.position,
  alt: alts(row.alts),
  widths: parseJson<number[]>(row.widths, [row.width]),
});

const COLUMNS = 'id, url, width, height, position, alts, widths, object_key';

/** True when the property is the host's and not archived. */
export async function ownsProperty(db: D1Database, hostId: string, propertyId: number): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS ok FROM properties WHERE id = ? AND host_id = ? AND archived_at IS NULL').bind(propertyId, hostId).first();
  return row !== null;
}

export async function countPhotos(db: D1Database, propertyId: number): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM property_photos WHERE property_id = ? AND object_key IS NOT NULL').bind(propertyId).first<{ n: number }>();
  return row?.n ?? 0;
}

export class TooManyPhotos extends Error {}

/** Records an uploaded photo at the end of the property's list; TooManyPhotos past MAX_PHOTOS (nothing written). */
export async function insertPhoto(
  db: D1Database,
  hostId: string,
  photo: { propertyId: number; objectKey: string; url: string; contentType: string; width: number; height: number; widths: number[] },
): Promise<{ id: number; position: number }> {
  // One statement: the count check and the insert cannot interleave with another upload.
  const row = await db
    .prepare(
      `INSERT INTO property_photos (host_id, property_id, object_key, url, content_type, width, height, alt, alts, widths, position, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, '', '{}', ?8,
              COALESCE((SELECT MAX(position) + 1 FROM property_photos WHERE property_id = ?2), 0), ?9
        WHERE (SELECT COUNT(*) FROM property_photos WHERE property_id = ?2 AND object_key IS NOT NULL) < ?10
       RETURNING id, position`,
    )
    .bind(hostId, photo.propertyId, photo.objectKey, photo.url, photo.contentType, photo.width, photo.height, JSON.stringify(photo.widths), new Date().toISOString(), MAX_PHOTOS)
    .first<{ id: number; position: number }>();
  if (!row) throw new TooManyPhotos(`At most ${MAX_PHOTOS} photos per property.`);
  return row;
}

/** The host's uploaded photos of a property in order; null when the property is not theirs. */
export async function listPhotos(db: D1Database, hostId: string, propertyId: number, origin = ''): Promise<PhotoView[] | null> {
  if (!(await ownsProperty(db, hostId, propertyId))) return null;
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM property_photos WHERE property_id = ? AND host_id = ? AND object_key IS NOT NULL ORDER BY position, id`)
    .bind(propertyId, hostId)
    .all<PhotoRow>();
  return results.map((row, index) => ({ ...view(row, origin), position: index }));
}

/** A published property's photos for its page (paths), in order. */
export async function publicPhotos(db: D1Database, propertyId: number): Promise<PhotoView[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM property_photos WHERE property_id = ? AND object_key IS NOT NULL ORDER BY position, id`)
    .bind(propertyId)
    .all<PhotoRow>();
  return results.map((row, index) => ({ ...view(row), position: index }));
}

async function photoOf(db: D1Database, hostId: string, id: number): Promise<(PhotoRow & { property_id: number }) | null> {
  return db
    .prepare(`SELECT ${COLUMNS}, property_id FROM property_photos p WHERE id = ? AND host_id = ? AND object_key IS NOT NULL
               AND EXISTS (SELECT 1 FROM properties WHERE properties.id = p.property_id AND archived_at IS NULL)`)
    .bind(id, hostId)
    .first<PhotoRow & { property_id: number }>();
}

/** Moves a photo to `position` (the others shift) and/or merges its alt texts, in one batch; null when not the host's. */
export async function updatePhoto(db: D1Database, hostId: string, input: UpdatePhotoInput, origin = ''): Promise<PhotoView | null> {
  const photo = await photoOf(db, hostId, input.id);
  if (!photo) return null;
  const statements: D1PreparedStatement[] = [];
  if (input.alt) {
    const merged: Record<string, string> = { ...alts(photo.alts) };
    for (const [locale, text] of Object.entries(input.alt) as [Locale, string | undefined][]) {
      if (text === undefined) continue;
      if (text) merged[locale] = text;
      else delete merged[locale];
    }
    statements.push(db.prepare('UPDATE property_photos SET alts = ?, alt = ? WHERE id = ? AND host_id = ?').bind(JSON.stringify(merged), merged.pt ?? '', photo.id, hostId));
  }
  if (input.position !== undefined) {
    const { results } = await db
      .prepare('SELECT id FROM property_photos WHERE property_id = ? AND host_id = ? AND object_key IS NOT NULL ORDER BY position, id')
      .bind(photo.property_id, hostId)
      .all<{ id: number }>();
    const order = results.map((row) => row.id).filter((id) => id !== photo.id);
    order.splice(Math.min(input.position, order.length), 0, photo.id);
    order.forEach((id, position) => statements.push(db.prepare('UPDATE property_photos SET position = ? WHERE id = ? AND host_id = ?').bind(position, id, hostId)));
  }
  if (statements.length) await db.batch(statements);
  const photos = await listPhotos(db, hostId, photo.property_id, origin);
  return photos?.find((item) => item.id === photo.id) ?? null;
}

/** Removes the row; returns its object key (the caller deletes the objects) or null when not the host's. */
export async function deletePhotoRow(db: D1Database, hostId: string, id: number): Promise<{ objectKey: string; widths: number[] } | null> {
  const photo = await photoOf(db, hostId, id);
  if (!photo?.object_key) return null;
  await db.prepare('DELETE FROM property_photos WHERE id = ? AND host_id = ?').bind(id, hostId).run();
  return { objectKey: photo.object_key, widths: parseJson<number[]>(photo.widths, []) };
}

/** Object key prefixes of every photo of the host (account deletion). */
export async function hostPhotoKeys(db: D1Database, hostId: string): Promise<string[]> {
  const { results } = await db.prepare('SELECT object_key FROM property_photos WHERE host_id = ? AND object_key IS NOT NULL').bind(hostId).all<{ object_key: string }>();
  return results.map((row) => row.object_key);
}

/** Every stored photo's path of a host's properties (the data export, issue 24), in their order. */
export async function hostPhotoUrls(db: D1Database, hostId: string): Promise<string[]> {
  const { results } = await db.prepare('SELECT url FROM property_photos WHERE host_id = ? AND object_key IS NOT NULL ORDER BY property_id, position, id').bind(hostId).all<{ url: string }>();
  return results.map((row) => row.url);
}

/** A row of listingPhotosStatement. */
export interface ListingPhotoRow {
  url: string;
  width: number;
  height: number;
  alts: string;
  widths: string;
  default_locale: Locale;
}

/** The property page's photos (its host's uploads), for a batch of the caller's (marketplace.listing). */
export function listingPhotosStatement(db: D1Database, propertyId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ph.url, ph.width, ph.height, ph.alts, ph.widths, p.default_locale
         FROM property_photos ph JOIN properties p ON p.id = ph.property_id
        WHERE ph.property_id = ? AND ph.object_key IS NOT NULL ORDER BY ph.position, ph.id`,
    )
    .bind(propertyId);
}

/**
 * A published property's photos for its page (listingPhotosStatement's rows), in order, each with
 * its alt text in `locale`, else in the property's main language (marked with its `lang`), else
 * any the host wrote.
 */
export function listingPhotosOf(results: readonly ListingPhotoRow[], locale: Locale): ListingPhoto[] {
  return results.map((row) => {
    const written = alts(row.alts);
    const lang = written[locale] ? locale : written[row.default_locale] ? row.default_locale : LOCALES.find((other) => written[other]);
    const photo: ListingPhoto = {
      src: row.url,
      srcSet: photoSrcSet(row.url, parseJson<number[]>(row.widths, [row.width])),
      width: row.width,
      height: row.height,
      alt: lang ? (written[lang] ?? '') : '',
      og: ogOf(row.url),
    };
    if (lang && lang !== locale) photo.lang = lang;
    return photo;
  });
}
