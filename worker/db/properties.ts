/**
 * Properties, room types and units of one host. Every function takes the verified host id and
 * filters by it: another host's property is `null` here, exactly like one that does not exist,
 * and the router answers NOT_FOUND for both.
 */
import type { CreatePropertyInput, CreateRoomTypeInput, UpdatePropertyInput } from '../../shared/host/schemas';
import { PIX_CURRENCY, PIX_CURRENCY_MESSAGE, POLICY_NEEDS_A_WAY_TO_PAY, type PaymentPolicy, type PaymentPolicyInput, type PixSettings } from '../../shared/pix/schemas';
import type { BookingMode, Currency, PropertyKind, UpdateRoomTypeInput } from '../../shared/host/workspace';
import { LOCALES, type Locale } from '../../shared/locales';
import { todayIn } from '../../shared/stay/dates';
import { AMENITIES, type AmenityId } from '../../shared/properties/types';
import { NAMES_PATCH_SQL, namesPatch, parseNames, type LocalNames } from '../../shared/properties/names';
import { PROPERTY_ID_SPAN } from './shards';
import { claimSlug, settleSlugs, settleStatements, slugClaims, type SlugClaims } from './property-slugs';

export interface PropertySummary {
  id: number;
  slug: string;
  name: string;
  currency: string;
  published: boolean;
}

/** A slug is taken (only when the host chose it; generated ones get a suffix instead). */
export class SlugTaken extends Error {}

/** Pix asked for (or kept) on a property not priced in BRL. */
export class PixNeedsBrl extends Error {
  constructor() {
    super(PIX_CURRENCY_MESSAGE);
  }
}

/** A `full` or `deposit` policy asked for a property left with neither a Pix key nor an online provider. */
export class PolicyNeedsAWayToPay extends Error {
  constructor() {
    super(POLICY_NEEDS_A_WAY_TO_PAY);
  }
}

const nowIso = () => new Date().toISOString();

/** 'Pousada Mar Azul' → 'pousada-mar-azul' (accents stripped), at least 3 characters. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return base.length >= 3 ? base : `property-${base || 'new'}`.replace(/-+$/, '');
}

async function slugFree(db: D1Database, slug: string, exceptId?: number): Promise<boolean> {
  const row = await db.prepare('SELECT id FROM properties WHERE slug = ?').bind(slug).first<{ id: number }>();
  return !row || row.id === exceptId;
}

/**
 * The slug a property gets: the one the host chose (SlugTaken when their shard or, with `claims`,
 * another shard's host has it), else one made from the name (a suffix when taken). With `claims`
 * (the directory: slugs unique across shards, worker/db/property-slugs.ts) the slug is claimed
 * there before the shard writes it, the shard checked beside the claim (one level).
 */
async function chooseSlug(db: D1Database, name: string, wanted: string | undefined, exceptId?: number, claims?: SlugClaims, releasing?: string): Promise<string> {
  const free = async (slug: string) => {
    const [onShard, claimed] = await Promise.all([slugFree(db, slug, exceptId), claims ? claimSlug(claims, slug, releasing) : Promise.resolve(true)]);
    return onShard && claimed;
  };
  if (wanted) {
    if (!(await free(wanted))) throw new SlugTaken(wanted);
    return wanted;
  }
  const base = slugify(name);
  if (await free(base)) return base;
  const suffixed = `${base}-${crypto.randomUUID().slice(0, 6)}`;
  if (claims && !(await claimSlug(claims, suffixed, releasing))) throw new SlugTaken(suffixed);
  return suffixed;
}

export async function listProperties(db: D1Database, hostId: string): Promise<PropertySummary[]> {
  const { results } = await db
    .prepare('SELECT id, slug, name, currency, published FROM properties WHERE host_id = ? AND archived_at IS NULL ORDER BY id')
    .bind(hostId)
    .all<{ id: number; slug: string; name: string; currency: string; published: number }>();
  return results.map((row) => ({ ...row, published: row.published === 1 }));
}

/** The host's own (non-archived) property, or null. */
export function ownedProperty(db: D1Database, hostId: string, propertyId: number) {
  return db
    .prepare('SELECT id, currency, timezone FROM properties WHERE id = ? AND host_id = ? AND archived_at IS NULL')
    .bind(propertyId, hostId)
    .first<{ id: number; currency: string; timezone: string }>();
}

/**
 * The Pix columns for settings given (null: Pix removed). A key given without a policy turns
 * Pix at booking on ('full') when the property had none, else keeps the host's policy.
 */
function pixColumns(pix: PixSettings | null, currentPolicy: PaymentPolicy, keepsProvider = false): [string, unknown][] {
  // Pix removed: nothing left to pay with at booking, unless an online provider takes the payments (issue 42).
  if (!pix) return [['pix_key', null], ['pix_key_type', null], ['pix_receiver_name', null], ['pix_receiver_city', null], ['payment_policy', keepsProvider ? undefined : 'at_property']];
  return [
    ['pix_key', pix.key],
    ['pix_key_type', pix.keyType],
    ['pix_receiver_name', pix.receiverName],
    ['pix_receiver_city', pix.receiverCity],
    ['payment_policy', pix.policy ?? (currentPolicy === 'at_property' ? 'full' : currentPolicy)],
    ['deposit_percent', pix.depositPercent],
    ['pix_hold_hours', pix.holdHours],
  ];
}

/** The policy's columns among those given (host.properties.update `paymentPolicy`). */
function policyColumns(policy: PaymentPolicyInput): [string, unknown][] {
  return [
    ['payment_policy', policy.policy],
    ['deposit_percent', policy.depositPercent],
    ['pix_hold_hours', policy.holdHours],
  ];
}

/**
 * `idFloor`: the shard's property-id floor (worker/db/shards.ts, propertyIdFloor): the new id is
 * the next above it, the shard's largest in its own span (a host moved in keeps ids of another
 * span) and the largest that moved out of this span (`property_shards`: a moved host keeps its
 * ids, so they are never given again), so ids stay unique across shards.
 */
export async function createProperty(db: D1Database, hostId: string, input: CreatePropertyInput, idFloor = 0, directory?: D1Database): Promise<{ id: number; slug: string }> {
  if (input.pix && (input.currency ?? PIX_CURRENCY) !== PIX_CURRENCY) throw new PixNeedsBrl();
  const claims = directory ? slugClaims(directory, hostId) : undefined;
  const slug = await chooseSlug(db, input.name, input.slug, undefined, claims);
  const now = nowIso();
  const pix = input.pix ? pixColumns(input.pix, 'at_property').filter(([, value]) => value !== undefined) : [];
  const extra = [...pix, ...formColumns(input)];
  // The property and its texts in one batch (the texts find it by its unique slug).
  const [inserted] = await db.batch<{ id: number; slug: string }>([
    db
      .prepare(
        `INSERT INTO properties (id, host_id, slug, name, kind, city, country, timezone, currency, published, ${extra.map(([column]) => `${column}, `).join('')}created_at, updated_at)
         VALUES ((SELECT MAX(COALESCE(MAX(id), 0), ?1, (SELECT COALESCE(MAX(property_id), 0) FROM property_shards WHERE property_id >= ?1 AND property_id < ?1 + ${PROPERTY_ID_SPAN})) + 1
                  FROM properties WHERE id >= ?1 AND id < ?1 + ${PROPERTY_ID_SPAN}), ?, ?, ?, ?, ?, ?, ?, ?, ?, ${extra.map(() => '?, ').join('')}?, ?) RETURNING id, slug`,
      )
      .bind(idFloor, hostId, slug, input.name, input.kind, input.city, input.country, input.timezone ?? 'America/Sao_Paulo', input.currency ?? 'BRL', input.published ? 1 : 0, ...extra.map(([, value]) => value), now, now),
    ...textStatements(db, hostId, { slug }, input),
    // On the directory's own database the claim is settled in the insert's own batch.
    ...(claims && claims.directory === db ? settleStatements(claims, slug, undefined, true) : []),
  ]);
  const row = inserted?.results[0];
  if (!row) throw new Error('Property insert returned no row');
  if (claims && claims.directory !== db) await settleSlugs(claims, row.slug);
  return row;
}

/** The property form's columns among the fields given (undefined = not given). */
function formColumns(input: Omit<UpdatePropertyInput, 'id'>): [string, unknown][] {
  const columns: [string, unknown][] = [
    ['street', input.street],
    ['postal_code', input.postalCode],
    ['region', input.region],
    ['check_in_time', input.checkInTime],
    ['check_out_time', input.checkOutTime],
    ['cleaning_fee_cents', input.cleaningFeeCents],
    ['service_fee_percent', input.serviceFeePercent],
    ['booking_mode', input.bookingMode],
    ['free_cancellation_days', input.freeCancellationDays],
    ['default_locale', input.defaultLocale],
    // The host's own contact (issue 39): the phone as typed, WhatsApp as wa.me's digits ('' = none).
    ['contact_email', input.contactEmail],
    ['contact_phone', input.contactPhone],
    ['whatsapp', input.whatsapp],
    // Amenities as a JSON array in the fixed list's order (each once).
    ['amenities', input.amenities ? JSON.stringify(AMENITIES.filter((amenity) => input.amenities!.includes(amenity))) : undefined],
    // Pricing (issue 25): tiers as JSON, tourist tax and its cap (null: every night).
    ['length_of_stay_discounts', 'lengthOfStayDiscounts' in input && input.lengthOfStayDiscounts ? JSON.stringify([...input.lengthOfStayDiscounts].sort((a, b) => a.minNights - b.minNights)) : undefined],
    ['tourist_tax_cents', 'touristTaxCents' in input ? input.touristTaxCents : undefined],
    ['tax_max_nights', 'taxMaxNights' in input ? input.taxMaxNights : undefined],
  ];
  return columns.filter(([, value]) => value !== undefined);
}

/** The texts a host writes per language (property_texts' columns). */
const TEXT_COLUMNS = [
  ['names', 'name'],
  ['descriptions', 'description'],
  ['houseRules', 'house_rules'],
] as const;
type TextsInput = Pick<UpdatePropertyInput, (typeof TEXT_COLUMNS)[number][0]>;

/**
 * Statements writing the texts given (names, descriptions, house rules), one row per language
 * in property_texts: only the columns given change; a row left with every text empty is removed.
 */
function textStatements(db: D1Database, hostId: string, property: { id: number } | { slug: string }, input: TextsInput): D1PreparedStatement[] {
  const target = 'id' in property ? '?1' : '(SELECT id FROM properties WHERE slug = ?1)';
  const key = 'id' in property ? property.id : property.slug;
  const statements: D1PreparedStatement[] = [];
  for (const locale of LOCALES) {
    const given = TEXT_COLUMNS.filter(([field]) => input[field]?.[locale] !== undefined);
    if (given.length === 0) continue;
    const value = (field: (typeof TEXT_COLUMNS)[number][0]) => input[field]?.[locale] ?? '';
    statements.push(
      db
        .prepare(
          `INSERT INTO property_texts (property_id, locale, host_id, name, description, house_rules) VALUES (${target}, ?2, ?3, ?4, ?5, ?6)
           ON CONFLICT (property_id, locale) DO UPDATE SET ${given.map(([, column]) => `${column} = excluded.${column}`).join(', ')}`,
        )
        .bind(key, locale, hostId, value('names'), value('descriptions'), value('houseRules')),
      db.prepare(`DELETE FROM property_texts WHERE property_id = ${target} AND locale = ?2 AND host_id = ?3 AND name = '' AND description = '' AND house_rules = ''`).bind(key, locale, hostId),
    );
  }
  return statements;
}

/**
 * Changes only the fields given; null when the property is not the host's. With `directory`, a
 * new slug is claimed there first and the old one released after (worker/db/property-slugs.ts).
 */
export async function updateProperty(db: D1Database, hostId: string, input: UpdatePropertyInput, directory?: D1Database): Promise<{ id: number; slug: string } | null> {
  const current = await db
    .prepare('SELECT id, name, slug, currency, pix_key, payment_policy, payment_provider FROM properties WHERE id = ? AND host_id = ? AND archived_at IS NULL')
    .bind(input.id, hostId)
    .first<{ id: number; name: string; slug: string; currency: string; pix_key: string | null; payment_policy: PaymentPolicy; payment_provider: string | null }>();
  if (!current) return null;
  const keepsPix = input.pix === undefined ? current.pix_key !== null : input.pix !== null;
  if (keepsPix && (input.currency ?? current.currency) !== PIX_CURRENCY) throw new PixNeedsBrl();
  const keepsProvider = (input.paymentProvider === undefined ? current.payment_provider : input.paymentProvider) !== null;
  // Asking for payment at booking needs something to pay with: a Pix key OR an online provider (issue 42).
  if (input.paymentPolicy && input.paymentPolicy.policy !== 'at_property' && !keepsPix && !keepsProvider) throw new PolicyNeedsAWayToPay();
  const claims = directory && input.slug && input.slug !== current.slug ? slugClaims(directory, hostId) : undefined;
  const slug = input.slug && input.slug !== current.slug ? await chooseSlug(db, input.name ?? current.name, input.slug, current.id, claims, current.slug) : current.slug;
  const columns: [string, unknown][] = [
    ['slug', slug],
    ['name', input.name],
    ['kind', input.kind],
    ['city', input.city],
    ['country', input.country],
    ['timezone', input.timezone],
    ['currency', input.currency],
    ['published', input.published === undefined ? undefined : input.published ? 1 : 0],
    ...(input.pix === undefined ? [] : pixColumns(input.pix, current.payment_policy, keepsProvider)),
    ...formColumns(input),
    ['payment_provider', input.paymentProvider],
    ...(input.paymentPolicy ? policyColumns(input.paymentPolicy) : []),
  ];
  // The policy given on its own wins over the one inside `pix` (each column once).
  const set = columns.filter(([column, value], index) => value !== undefined && !columns.slice(index + 1).some(([later, laterValue]) => later === column && laterValue !== undefined));
  const [result] = await db.batch([
    db
      .prepare(`UPDATE properties SET ${set.map(([column]) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ? AND host_id = ?`)
      .bind(...set.map(([, value]) => value), nowIso(), current.id, hostId),
    ...textStatements(db, hostId, { id: current.id }, input),
    ...(claims && claims.directory === db ? settleStatements(claims, slug, current.slug, true) : []),
  ]);
  if (result?.meta.changes !== 1) return null;
  if (claims && claims.directory !== db) await settleSlugs(claims, slug, current.slug);
  return { id: current.id, slug };
}

/**
 * A room type and its units in one batch (never a room type without its units). Units are
 * named after the room type and numbered: "Duplo 1", "Duplo 2".
 */
export async function createRoomType(db: D1Database, hostId: string, input: CreateRoomTypeInput): Promise<{ id: number; unitIds: number[] } | null> {
  if (!(await ownedProperty(db, hostId, input.propertyId))) return null;
  const now = nowIso();
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare('INSERT INTO room_types (host_id, property_id, name, capacity, base_rate_cents, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id')
      .bind(hostId, input.propertyId, input.name, input.capacity, input.baseRateCents, now, now),
    // The room type just inserted is the property's newest (ids only grow): last_insert_rowid()
    // would change with every unit this statement inserts.
    db
      .prepare(
        `INSERT INTO units (host_id, property_id, room_type_id, name, position, created_at)
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
         SELECT ?2, ?3, (SELECT MAX(id) FROM room_types WHERE property_id = ?3), ?4 || ' ' || i, i, ?5 FROM n`,
      )
      .bind(input.units, hostId, input.propertyId, input.name, now),
  ]);
  const id = inserted?.results[0]?.id;
  if (id === undefined) throw new Error('Room type insert returned no row');
  const { results } = await db.prepare('SELECT id FROM units WHERE room_type_id = ? AND host_id = ? ORDER BY position').bind(id, hostId).all<{ id: number }>();
  return { id, unitIds: results.map((row) => row.id) };
}

/** The host's own room type (with its property), or null. */
export function ownedRoomType(db: D1Database, hostId: string, roomTypeId: number) {
  return db
    .prepare('SELECT id, property_id AS propertyId FROM room_types WHERE id = ? AND host_id = ? AND archived_at IS NULL')
    .bind(roomTypeId, hostId)
    .first<{ id: number; propertyId: number }>();
}

// ─── The property editor (host.properties.get/archive/setPublished, room types, units) ──────

export interface EditorUnit {
  id: number;
  name: string;
}

export interface EditorRoomType {
  id: number;
  name: string;
  capacity: number;
  baseRateCents: number;
  /** Per unit (issue 39; null = not entered). */
  beds: number | null;
  bathrooms: number | null;
  /** Its name per language (issue 39). */
  names: LocalNames;
  units: EditorUnit[];
}

export interface PropertyDetail {
  id: number;
  slug: string;
  name: string;
  kind: PropertyKind;
  street: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
  timezone: string;
  currency: Currency;
  checkInTime: string;
  checkOutTime: string;
  cleaningFeeCents: number;
  serviceFeePercent: number;
  bookingMode: BookingMode;
  freeCancellationDays: number;
  defaultLocale: Locale;
  published: boolean;
  /** The host's own contact for guests (issue 39; '' = none): never the site's. */
  contactEmail: string;
  contactPhone: string;
  /** wa.me's digits ('' = the contact phone is the WhatsApp number). */
  whatsapp: string;
  /** The name, description and house rules per language the host wrote them in (non-empty ones). */
  names: Partial<Record<Locale, string>>;
  descriptions: Partial<Record<Locale, string>>;
  houseRules: Partial<Record<Locale, string>>;
  amenities: AmenityId[];
  roomTypes: EditorRoomType[];
}

interface PropertyRow {
  id: number;
  slug: string;
  name: string;
  kind: PropertyKind;
  street: string;
  postal_code: string;
  city: string;
  region: string;
  country: string;
  timezone: string;
  currency: Currency;
  check_in_time: string;
  check_out_time: string;
  cleaning_fee_cents: number;
  service_fee_percent: number;
  booking_mode: BookingMode;
  free_cancellation_days: number;
  default_locale: Locale;
  published: number;
  amenities: string;
  contact_email: string;
  contact_phone: string;
  whatsapp: string | null;
}

/** Every editable field of the host's property, its texts and its room types with units; null when not theirs. */
export async function getProperty(db: D1Database, hostId: string, propertyId: number): Promise<PropertyDetail | null> {
  const [properties, texts] = await db.batch([
    db
      .prepare(
        `SELECT id, slug, name, kind, street, postal_code, city, region, country, timezone, currency, check_in_time, check_out_time,
                cleaning_fee_cents, service_fee_percent, booking_mode, free_cancellation_days, default_locale, published, amenities,
                contact_email, contact_phone, whatsapp
           FROM properties WHERE id = ? AND host_id = ? AND archived_at IS NULL`,
      )
      .bind(propertyId, hostId),
    db.prepare('SELECT locale, name, description, house_rules FROM property_texts WHERE property_id = ? AND host_id = ? ORDER BY locale').bind(propertyId, hostId),
  ]);
  const row = (properties?.results as PropertyRow[] | undefined)?.[0];
  if (!row) return null;
  const names: Partial<Record<Locale, string>> = {};
  const descriptions: Partial<Record<Locale, string>> = {};
  const houseRules: Partial<Record<Locale, string>> = {};
  for (const text of (texts?.results ?? []) as { locale: Locale; name: string; description: string; house_rules: string }[]) {
    if (text.name) names[text.locale] = text.name;
    if (text.description) descriptions[text.locale] = text.description;
    if (text.house_rules) houseRules[text.locale] = text.house_rules;
  }
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    region: row.region,
    country: row.country,
    timezone: row.timezone,
    currency: row.currency,
    checkInTime: row.check_in_time,
    checkOutTime: row.check_out_time,
    cleaningFeeCents: row.cleaning_fee_cents,
    serviceFeePercent: row.service_fee_percent,
    bookingMode: row.booking_mode,
    freeCancellationDays: row.free_cancellation_days,
    defaultLocale: row.default_locale,
    published: row.published === 1,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    whatsapp: row.whatsapp ?? '',
    names,
    descriptions,
    houseRules,
    amenities: amenitiesOf(row.amenities),
    roomTypes: await roomTypesOf(db, hostId, row.id),
  };
}

/** The stored amenities JSON as ids of the fixed list (anything else is left out). */
export function amenitiesOf(json: string): AmenityId[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? AMENITIES.filter((amenity) => value.includes(amenity)) : [];
  } catch {
    return [];
  }
}

/** A property's room types (in order) with their units. */
async function roomTypesOf(db: D1Database, hostId: string, propertyId: number): Promise<EditorRoomType[]> {
  const { results } = await db
    .prepare(
      `SELECT t.id, t.name, t.capacity, t.base_rate_cents AS baseRateCents, t.beds, t.bathrooms, t.names, u.id AS unitId, u.name AS unitName
         FROM room_types t LEFT JOIN units u ON u.room_type_id = t.id AND u.archived_at IS NULL
        WHERE t.property_id = ? AND t.host_id = ? AND t.archived_at IS NULL
        ORDER BY t.position, t.id, u.position, u.id`,
    )
    .bind(propertyId, hostId)
    .all<{ id: number; name: string; capacity: number; baseRateCents: number; beds: number | null; bathrooms: number | null; names: string | null; unitId: number | null; unitName: string | null }>();
  const byId = new Map<number, EditorRoomType>();
  for (const row of results) {
    let roomType = byId.get(row.id);
    if (!roomType) {
      roomType = { id: row.id, name: row.name, capacity: row.capacity, baseRateCents: row.baseRateCents, beds: row.beds, bathrooms: row.bathrooms, names: parseNames(row.names), units: [] };
      byId.set(row.id, roomType);
    }
    if (row.unitId !== null) roomType.units.push({ id: row.unitId, name: row.unitName ?? '' });
  }
  return [...byId.values()];
}

/** host.roomTypes.list: null when the property is not the host's. */
export async function listRoomTypes(db: D1Database, hostId: string, propertyId: number): Promise<EditorRoomType[] | null> {
  if (!(await ownedProperty(db, hostId, propertyId))) return null;
  return roomTypesOf(db, hostId, propertyId);
}

/** Stays still to come hold a unit or property (its nights from today on, in its zone). */
export class HasFutureStays extends Error {}

/**
 * Archives the host's property (it leaves the workspace and the marketplace; its history stays).
 * Refused while a reservation holds a night from today on. Null when not theirs.
 */
export async function archiveProperty(db: D1Database, hostId: string, propertyId: number, now = new Date()): Promise<{ id: number } | null> {
  const property = await ownedProperty(db, hostId, propertyId);
  if (!property) return null;
  const today = todayIn(property.timezone, now);
  // The guard is in the statement: a booking landing between a check and the write still stops it.
  const result = await db
    .prepare(
      `UPDATE properties SET archived_at = ?1, published = 0, updated_at = ?1
        WHERE id = ?2 AND host_id = ?3 AND archived_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM occupancy WHERE property_id = ?2 AND night >= ?4 AND reservation_id IS NOT NULL)`,
    )
    .bind(nowIso(), propertyId, hostId, today)
    .run();
  if (result.meta.changes === 1) return { id: propertyId };
  throw new HasFutureStays('This property has stays to come: cancel or move them first.');
}

/** Publishes (on the marketplace and its booking page) or unpublishes the host's property; null when not theirs. */
export async function setPublished(db: D1Database, hostId: string, propertyId: number, published: boolean): Promise<{ id: number; published: boolean } | null> {
  const result = await db
    .prepare('UPDATE properties SET published = ?, updated_at = ? WHERE id = ? AND host_id = ? AND archived_at IS NULL')
    .bind(published ? 1 : 0, nowIso(), propertyId, hostId)
    .run();
  return result.meta.changes === 1 ? { id: propertyId, published } : null;
}

/** Changes the fields given of the host's room type; null when not theirs. */
export async function updateRoomType(db: D1Database, hostId: string, input: UpdateRoomTypeInput): Promise<{ id: number } | null> {
  const set = (
    [
      ['name', input.name],
      ['capacity', input.capacity],
      ['base_rate_cents', input.baseRateCents],
      ['base_occupancy', input.baseOccupancy],
      ['extra_guest_cents', input.extraGuestCents],
      ['beds', input.beds],
      ['bathrooms', input.bathrooms],
      ['names', input.names ? namesPatch(input.names) : undefined],
    ] as [string, unknown][]
  ).filter(([, value]) => value !== undefined);
  const result = await db
    .prepare(`UPDATE room_types SET ${set.map(([column]) => (column === 'names' ? `${NAMES_PATCH_SQL}, ` : `${column} = ?, `)).join('')}updated_at = ? WHERE id = ? AND host_id = ? AND archived_at IS NULL`)
    .bind(...set.map(([, value]) => value), nowIso(), input.id, hostId)
    .run();
  return result.meta.changes === 1 ? { id: input.id } : null;
}

/** A new unit at the end of the host's room type; null when the room type is not theirs. */
export async function createUnit(db: D1Database, hostId: string, roomTypeId: number, name: string): Promise<{ id: number } | null> {
  const roomType = await ownedRoomType(db, hostId, roomTypeId);
  if (!roomType) return null;
  const row = await db
    .prepare(
      `INSERT INTO units (host_id, property_id, room_type_id, name, position, created_at)
       SELECT ?1, ?2, ?3, ?4, COALESCE(MAX(position), 0) + 1, ?5 FROM units WHERE room_type_id = ?3
       RETURNING id`,
    )
    .bind(hostId, roomType.propertyId, roomTypeId, name, nowIso())
    .first<{ id: number }>();
  if (!row) throw new Error('Unit insert returned no row');
  return { id: row.id };
}

export async function renameUnit(db: D1Database, hostId: string, unitId: number, name: string): Promise<{ id: number } | null> {
  const result = await db.prepare('UPDATE units SET name = ? WHERE id = ? AND host_id = ? AND archived_at IS NULL').bind(name, unitId, hostId).run();
  return result.meta.changes === 1 ? { id: unitId } : null;
}

/**
 * Removes the host's unit from the workspace (archived: past stays keep naming it). Refused
 * (HasFutureStays) while a reservation or block holds one of its nights from today on, in the
 * property's zone. Null when not theirs.
 */
export async function deleteUnit(db: D1Database, hostId: string, unitId: number, now = new Date()): Promise<{ id: number } | null> {
  const unit = await db
    .prepare('SELECT u.id, p.timezone FROM units u JOIN properties p ON p.id = u.property_id WHERE u.id = ? AND u.host_id = ? AND u.archived_at IS NULL')
    .bind(unitId, hostId)
    .first<{ id: number; timezone: string }>();
  if (!unit) return null;
  const result = await db
    .prepare('UPDATE units SET archived_at = ?1 WHERE id = ?2 AND host_id = ?3 AND archived_at IS NULL AND NOT EXISTS (SELECT 1 FROM occupancy WHERE unit_id = ?2 AND night >= ?4)')
    .bind(nowIso(), unitId, hostId, todayIn(unit.timezone, now))
    .run();
  if (result.meta.changes === 1) return { id: unitId };
  throw new HasFutureStays('This unit has nights booked or blocked from today on: move or cancel them first.');
}
