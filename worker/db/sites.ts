/**
 * The host's own booking site (issue 45): one row per host in host_sites (migration 0033).
 * The slug and the custom domain are looked up from requests (path, Host header) and are unique
 * across hosts; everything else is the host's own. The properties it lists are checked against
 * the host at save time and again at read time (publishedListings' host filter), so another
 * host's property can never appear on it.
 */
import { LOCALES, type Locale } from '../../shared/locales';
import { EMPTY_CONTACT, SITE_FONTS, type PublicSite, type SiteContact, type SiteFont, type SiteSettings, type SiteUpdateInput } from '../../shared/site/schema';

export type { PublicSite };
import { listingPhotosOf, type ListingPhotoRow } from './photos';
import { publishedListings } from './marketplace';
import { ogOf, photoSrcSet } from '../../shared/host/photos';
import { siteManageUrl } from '../../shared/site/address';
import { manageUrl } from './booking';
import type { ListingPhoto } from '../../shared/properties/listing';

interface SiteRow {
  host_id: string;
  slug: string;
  name: string;
  color_primary: string;
  color_accent: string;
  font: string;
  logo_photo_id: number | null;
  property_ids: string;
  about: string;
  contact: string;
  custom_domain: string | null;
  logo_upload: string | null;
}

const COLUMNS = 'host_id, slug, name, color_primary, color_accent, font, logo_photo_id, property_ids, about, contact, custom_domain, logo_upload';

/** A logo uploaded for the site (migration 0048): the photo pipeline's sizes in R2. */
export interface UploadedLogo {
  objectKey: string;
  url: string;
  width: number;
  height: number;
  widths: number[];
}

function uploadOf(text: string | null): UploadedLogo | null {
  const upload = text ? json<Partial<UploadedLogo> | null>(text, null) : null;
  return upload && typeof upload.objectKey === 'string' && typeof upload.url === 'string' && Number.isInteger(upload.width) && Number.isInteger(upload.height)
    ? { objectKey: upload.objectKey, url: upload.url, width: upload.width!, height: upload.height!, widths: Array.isArray(upload.widths) ? upload.widths.filter((w) => Number.isInteger(w)) : [upload.width!] }
    : null;
}

function json<T>(text: string, fallback: T): T {
  try {
    return (JSON.parse(text) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

function settingsOf(row: SiteRow): SiteSettings {
  const about = json<Record<string, unknown>>(row.about, {});
  const contact = json<Record<string, unknown>>(row.contact, {});
  return {
    slug: row.slug,
    name: row.name,
    colors: { primary: row.color_primary, accent: row.color_accent },
    font: (SITE_FONTS as readonly string[]).includes(row.font) ? (row.font as SiteFont) : 'sans',
    logoPhotoId: row.logo_photo_id,
    uploadedLogo: smallestOf(uploadOf(row.logo_upload)),
    propertyIds: json<unknown[]>(row.property_ids, []).filter((id): id is number => Number.isInteger(id)),
    customDomain: row.custom_domain,
    about: Object.fromEntries(LOCALES.flatMap((l) => (typeof about[l] === 'string' && about[l] ? [[l, about[l]]] : []))),
    contact: Object.fromEntries(Object.keys(EMPTY_CONTACT).map((key) => [key, typeof contact[key] === 'string' ? contact[key] : ''])) as unknown as SiteContact,
  };
}

/** The smallest stored size of an uploaded logo (the settings page's thumbnail), or null. */
function smallestOf(upload: UploadedLogo | null): string | null {
  if (!upload) return null;
  const smallest = Math.min(...(upload.widths.length ? upload.widths : [upload.width]));
  return upload.url.replace(/\/\d+\.webp$/, `/${smallest}.webp`);
}

/** The host's site settings, or null before the first save. */
export async function readSite(db: D1Database, hostId: string): Promise<SiteSettings | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM host_sites WHERE host_id = ?`).bind(hostId).first<SiteRow>();
  return row ? settingsOf(row) : null;
}

/** The host's uploaded photos a logo may be picked from (newest first, at most 60): id, a small size's path, its property. */
export async function logoChoices(db: D1Database, hostId: string): Promise<{ id: number; src: string; propertyId: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT ph.id, ph.url, ph.widths, ph.width, ph.property_id FROM property_photos ph JOIN properties p ON p.id = ph.property_id
        WHERE ph.host_id = ? AND ph.object_key IS NOT NULL AND p.archived_at IS NULL ORDER BY ph.id DESC LIMIT 60`,
    )
    .bind(hostId)
    .all<{ id: number; url: string; widths: string; width: number; property_id: number }>();
  return results.map((row) => {
    const widths = json<number[]>(row.widths, [row.width]);
    const smallest = Math.min(...(widths.length ? widths : [row.width]));
    return { id: row.id, src: row.url.replace(/\/\d+\.webp$/, `/${smallest}.webp`), propertyId: row.property_id };
  });
}

/** Why a save was refused: a property or photo that is not the host's, a slug or domain another host has. */
export class SiteRefused extends Error {
  constructor(
    readonly kind: 'not_found' | 'conflict',
    readonly field: string,
  ) {
    super(`${kind}: ${field}`);
  }
}

/**
 * Saves the host's site (insert or replace). The row lives in the directory (`directory`: the
 * slug and domain are looked up from requests before any host is known); the host's properties
 * and photos on the host's shard (`shard`; worker/db/shards.ts). Refuses, before writing,
 * property ids or a logo photo that are not the host's (not_found, as if they did not exist) and
 * a slug or custom domain another host has (conflict; the UNIQUE constraints decide a race).
 * An uploaded logo (migration 0048) stays only with `logoUploaded` and no photo picked; one
 * dropped is answered in `droppedLogo` (its objects to delete). Answers the saved settings and
 * what they replaced (to purge the pages cached at the old addresses).
 */
export async function saveSite(
  directory: D1Database,
  shard: D1Database,
  hostId: string,
  input: SiteUpdateInput,
): Promise<{ saved: SiteSettings; previous: SiteSettings | null; droppedLogo: string | null }> {
  const ids = [...new Set(input.propertyIds)];
  const domain = input.customDomain ? input.customDomain : null;
  const [[owned, logo], [taken, previous]] = await Promise.all([
    shard.batch<Record<string, unknown>>([
      shard.prepare('SELECT id FROM properties WHERE host_id = ?1 AND archived_at IS NULL AND id IN (SELECT value FROM json_each(?2))').bind(hostId, JSON.stringify(ids)),
      shard.prepare('SELECT id FROM property_photos WHERE id = ?1 AND host_id = ?2 AND object_key IS NOT NULL').bind(input.logoPhotoId ?? 0, hostId),
    ]),
    directory.batch<Record<string, unknown>>([
      directory.prepare('SELECT slug, custom_domain FROM host_sites WHERE host_id <> ?1 AND (slug = ?2 OR custom_domain = ?3)').bind(hostId, input.slug, domain),
      directory.prepare(`SELECT ${COLUMNS} FROM host_sites WHERE host_id = ?`).bind(hostId),
    ]),
  ]);
  if ((owned?.results.length ?? 0) !== ids.length) throw new SiteRefused('not_found', 'propertyIds');
  if (input.logoPhotoId && (logo?.results.length ?? 0) === 0) throw new SiteRefused('not_found', 'logoPhotoId');
  const clash = (taken?.results ?? []) as { slug: string; custom_domain: string | null }[];
  if (clash.some((row) => row.slug === input.slug)) throw new SiteRefused('conflict', 'slug');
  if (domain && clash.some((row) => row.custom_domain === domain)) throw new SiteRefused('conflict', 'customDomain');
  const before = previous?.results[0] as SiteRow | undefined;
  const about = Object.fromEntries(LOCALES.flatMap((l) => (input.about?.[l] ? [[l, input.about[l]]] : [])));
  const contact = { ...EMPTY_CONTACT, ...input.contact };
  const keepUpload = !input.logoPhotoId && input.logoUploaded === true;
  const upload = keepUpload ? (before?.logo_upload ?? null) : null;
  try {
    const row = await directory
      .prepare(
        `INSERT INTO host_sites (host_id, slug, name, color_primary, color_accent, font, logo_photo_id, property_ids, about, contact, custom_domain, updated_at, logo_upload)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
         ON CONFLICT (host_id) DO UPDATE SET slug = excluded.slug, name = excluded.name, color_primary = excluded.color_primary,
           color_accent = excluded.color_accent, font = excluded.font, logo_photo_id = excluded.logo_photo_id,
           property_ids = excluded.property_ids, about = excluded.about, contact = excluded.contact,
           custom_domain = excluded.custom_domain, updated_at = excluded.updated_at, logo_upload = excluded.logo_upload
         RETURNING ${COLUMNS}`,
      )
      .bind(hostId, input.slug, input.name, input.colors.primary, input.colors.accent, input.font, input.logoPhotoId ?? null, JSON.stringify(ids), JSON.stringify(about), JSON.stringify(contact), domain, new Date().toISOString(), upload)
      .first<SiteRow>();
    const dropped = before && !keepUpload ? uploadOf(before.logo_upload) : null;
    return { saved: settingsOf(row!), previous: before ? settingsOf(before) : null, droppedLogo: dropped?.objectKey ?? null };
  } catch (error) {
    const message = String((error as Error)?.message ?? error);
    if (/UNIQUE constraint failed: host_sites\.slug/.test(message)) throw new SiteRefused('conflict', 'slug');
    if (/UNIQUE constraint failed: host_sites\.custom_domain/.test(message)) throw new SiteRefused('conflict', 'customDomain');
    throw error;
  }
}

/**
 * Sets an uploaded logo on the host's saved site (the photo picked before, if any, is no longer
 * the logo). Answers null when the host has no site yet; otherwise the site and the replaced
 * upload's object key (to delete).
 */
export async function setUploadedLogo(directory: D1Database, hostId: string, upload: UploadedLogo): Promise<{ site: SiteSettings; replaced: string | null } | null> {
  const [before, after] = await directory.batch<SiteRow>([
    directory.prepare(`SELECT ${COLUMNS} FROM host_sites WHERE host_id = ?`).bind(hostId),
    directory.prepare(`UPDATE host_sites SET logo_upload = ?2, logo_photo_id = NULL, updated_at = ?3 WHERE host_id = ?1 RETURNING ${COLUMNS}`).bind(hostId, JSON.stringify(upload), new Date().toISOString()),
  ]);
  const row = after?.results[0];
  if (!row) return null;
  return { site: settingsOf(row), replaced: uploadOf(before?.results[0]?.logo_upload ?? null)?.objectKey ?? null };
}

/**
 * The site at /s/{slug} in `locale`, or null (no such slug). The slug is looked up in the
 * directory (`directory`, the request's own database); the host's properties and logo photo are read
 * on the host's shard (`shardOf`: hostDatabase, worker/db/shards.ts), only when the site lists
 * some or uses a photo.
 */
export async function publicSite(directory: D1Database, shardOf: (hostId: string) => Promise<D1Database>, slug: string, locale: Locale): Promise<PublicSite | null> {
  const row = await directory.prepare(`SELECT ${COLUMNS} FROM host_sites WHERE slug = ?`).bind(slug).first<SiteRow>();
  if (!row) return null;
  const settings = settingsOf(row);
  const upload = uploadOf(row.logo_upload);
  const needsShard = settings.propertyIds.length > 0 || (!upload && row.logo_photo_id);
  const db = needsShard ? await shardOf(row.host_id) : directory;
  const [listings, logoRows] = await Promise.all([
    settings.propertyIds.length > 0 ? publishedListings(db, locale, { hostId: row.host_id, ids: settings.propertyIds }) : Promise.resolve([]),
    !upload && row.logo_photo_id
      ? db
          .prepare(
            `SELECT ph.url, ph.width, ph.height, ph.alts, ph.widths, p.default_locale
               FROM property_photos ph JOIN properties p ON p.id = ph.property_id
              WHERE ph.id = ?1 AND ph.host_id = ?2 AND ph.object_key IS NOT NULL`,
          )
          .bind(row.logo_photo_id, row.host_id)
          .all<ListingPhotoRow>()
      : Promise.resolve(null),
  ]);
  // In the host's order.
  const order = new Map(settings.propertyIds.map((id, index) => [id, index]));
  const properties = [...listings].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const logo: ListingPhoto | null = upload
    ? { src: upload.url, srcSet: photoSrcSet(upload.url, upload.widths), width: upload.width, height: upload.height, alt: '', og: ogOf(upload.url) }
    : logoRows
      ? (listingPhotosOf(logoRows.results, locale)[0] ?? null)
      : null;
  return { ...settings, logo, properties };
}

/** The slug of the site served at a custom domain, or null. */
export async function slugOfDomain(db: D1Database, domain: string): Promise<string | null> {
  const row = await db.prepare('SELECT slug FROM host_sites WHERE custom_domain = ?').bind(domain).first<{ slug: string }>();
  return row?.slug ?? null;
}

/**
 * The site a booking was made on (issue 45), for the guest's manage link: read beside the
 * booking's other reads; `bookedOn` then keeps it only when it is a site of the property's own
 * host that shows the property (never trust the client's slug).
 */
export async function siteBySlug(directory: D1Database, slug: string): Promise<{ hostId: string; slug: string; customDomain: string | null; propertyIds: number[] } | null> {
  const row = await directory.prepare(`SELECT ${COLUMNS} FROM host_sites WHERE slug = ?`).bind(slug).first<SiteRow>();
  if (!row) return null;
  const settings = settingsOf(row);
  return { hostId: row.host_id, slug: settings.slug, customDomain: settings.customDomain, propertyIds: settings.propertyIds };
}

export function bookedOn<T extends { hostId: string; propertyIds: number[] }>(site: T | null, property: { hostId: string; id: number }): T | null {
  return site && site.hostId === property.hostId && site.propertyIds.includes(property.id) ? site : null;
}

/**
 * The guest's manage link of a stay: on the host's own site when it was booked there and the site
 * is still that host's and still shows the property (else its page would not open; issue 45),
 * else the marketplace's. Read from the directory only for a stay booked on a site.
 */
export async function stayManageUrl(
  directory: D1Database,
  siteUrl: string,
  stay: { siteSlug: string | null; hostId: string; locale: Locale; property: { id: number } },
  token: string,
): Promise<string> {
  const site = bookedOn(stay.siteSlug ? await siteBySlug(directory, stay.siteSlug) : null, { hostId: stay.hostId, id: stay.property.id });
  return site ? siteManageUrl(site, siteUrl, token, stay.locale) : manageUrl(siteUrl, token, stay.locale);
}
