/**
 * Properties, room types and units of one host. Every function takes the verified host id and
 * filters by it: another host's property is `null` here, exactly like one that does not exist,
 * and the router answers NOT_FOUND for both.
 */
import type { CreatePropertyInput, CreateRoomTypeInput, UpdatePropertyInput } from '../../shared/host/schemas';
import { PIX_CURRENCY, PIX_CURRENCY_MESSAGE, type PaymentPolicy, type PixSettings } from '../../shared/pix/schemas';

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

async function chooseSlug(db: D1Database, name: string, wanted: string | undefined, exceptId?: number): Promise<string> {
  if (wanted) {
    if (!(await slugFree(db, wanted, exceptId))) throw new SlugTaken(wanted);
    return wanted;
  }
  const base = slugify(name);
  if (await slugFree(db, base, exceptId)) return base;
  return `${base}-${crypto.randomUUID().slice(0, 6)}`;
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
function pixColumns(pix: PixSettings | null, currentPolicy: PaymentPolicy): [string, unknown][] {
  if (!pix) return [['pix_key', null], ['pix_key_type', null], ['pix_receiver_name', null], ['pix_receiver_city', null], ['payment_policy', 'at_property']];
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

export async function createProperty(db: D1Database, hostId: string, input: CreatePropertyInput): Promise<{ id: number; slug: string }> {
  if (input.pix && (input.currency ?? PIX_CURRENCY) !== PIX_CURRENCY) throw new PixNeedsBrl();
  const slug = await chooseSlug(db, input.name, input.slug);
  const now = nowIso();
  const pix = input.pix ? pixColumns(input.pix, 'at_property').filter(([, value]) => value !== undefined) : [];
  const row = await db
    .prepare(
      `INSERT INTO properties (host_id, slug, name, kind, city, country, timezone, currency, published, ${pix.map(([column]) => `${column}, `).join('')}created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ${pix.map(() => '?, ').join('')}?, ?) RETURNING id, slug`,
    )
    .bind(hostId, slug, input.name, input.kind, input.city, input.country, input.timezone ?? 'America/Sao_Paulo', input.currency ?? 'BRL', input.published ? 1 : 0, ...pix.map(([, value]) => value), now, now)
    .first<{ id: number; slug: string }>();
  if (!row) throw new Error('Property insert returned no row');
  return row;
}

/** Changes only the fields given; null when the property is not the host's. */
export async function updateProperty(db: D1Database, hostId: string, input: UpdatePropertyInput): Promise<{ id: number; slug: string } | null> {
  const current = await db
    .prepare('SELECT id, name, slug, currency, pix_key, payment_policy FROM properties WHERE id = ? AND host_id = ? AND archived_at IS NULL')
    .bind(input.id, hostId)
    .first<{ id: number; name: string; slug: string; currency: string; pix_key: string | null; payment_policy: PaymentPolicy }>();
  if (!current) return null;
  const keepsPix = input.pix === undefined ? current.pix_key !== null : input.pix !== null;
  if (keepsPix && (input.currency ?? current.currency) !== PIX_CURRENCY) throw new PixNeedsBrl();
  const slug = input.slug && input.slug !== current.slug ? await chooseSlug(db, input.name ?? current.name, input.slug, current.id) : current.slug;
  const columns: [string, unknown][] = [
    ['slug', slug],
    ['name', input.name],
    ['kind', input.kind],
    ['city', input.city],
    ['country', input.country],
    ['timezone', input.timezone],
    ['currency', input.currency],
    ['published', input.published === undefined ? undefined : input.published ? 1 : 0],
    ...(input.pix === undefined ? [] : pixColumns(input.pix, current.payment_policy)),
  ];
  const set = columns.filter(([, value]) => value !== undefined);
  const result = await db
    .prepare(`UPDATE properties SET ${set.map(([column]) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ? AND host_id = ?`)
    .bind(...set.map(([, value]) => value), nowIso(), current.id, hostId)
    .run();
  return result.meta.changes === 1 ? { id: current.id, slug } : null;
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
