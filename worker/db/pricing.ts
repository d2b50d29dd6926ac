/**
 * Pricing in D1 (architecture: "Pricing the way hosts sell"): the host's rate plans, promo codes
 * and add-ons (every query filters by the verified host; another host's id reads as missing),
 * and what the guest side needs to price a stay with them. The arithmetic itself is the one
 * quote (shared/stay/quote.ts priceStay).
 */
import type { AddonPer, LengthOfStayTier, PromoError } from '../../shared/host/pricing';
import type { CreateAddonInput, CreatePromoCodeInput, CreateRatePlanInput, UpdateAddonInput, UpdatePromoCodeInput, UpdateRatePlanInput } from '../../shared/host/pricing';
import type { QuoteLine } from '../../shared/stay/quote';
import { ownedProperty, ownedRoomType } from './properties';

const nowIso = () => new Date().toISOString();

// ─── Rate plans ────────────────────────────────────────────────────────────────────────────

import { NAMES_PATCH_SQL, namesPatch, parseNames, type LocalNames } from '../../shared/properties/names';

export interface RatePlan {
  id: number;
  roomTypeId: number;
  name: string;
  percent: number;
  refundable: boolean;
  /** The plan's own window; null = the property's. */
  freeCancellationDays: number | null;
  standard: boolean;
  /** The plan's name per language (issue 39; `name` is the main language's). */
  names: LocalNames;
}

interface RatePlanRow {
  id: number;
  room_type_id: number;
  name: string;
  percent: number;
  refundable: number;
  free_cancellation_days: number | null;
  standard: number;
  names: string | null;
}

const toPlan = (row: RatePlanRow): RatePlan => ({
  id: row.id,
  roomTypeId: row.room_type_id,
  name: row.name,
  percent: row.percent,
  refundable: row.refundable === 1,
  freeCancellationDays: row.free_cancellation_days,
  standard: row.standard === 1,
  names: parseNames(row.names),
});

const PLAN_COLUMNS = 'id, room_type_id, name, percent, refundable, free_cancellation_days, standard, names';

/** A new plan on the host's room type; null when the room type is not theirs. */
export async function createRatePlan(db: D1Database, hostId: string, input: CreateRatePlanInput): Promise<{ id: number } | null> {
  const roomType = await ownedRoomType(db, hostId, input.roomTypeId);
  if (!roomType) return null;
  const row = await db
    .prepare(
      `INSERT INTO rate_plans (host_id, property_id, room_type_id, name, percent, refundable, free_cancellation_days, standard, names, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 0, json_patch('{}', ?), ?) RETURNING id`,
    )
    .bind(hostId, roomType.propertyId, roomType.id, input.name, input.percent, input.refundable ? 1 : 0, input.freeCancellationDays ?? null, namesPatch(input.names ?? {}), nowIso())
    .first<{ id: number }>();
  if (!row) throw new Error('Rate plan insert returned no row');
  return { id: row.id };
}

/** Changes the host's plan; the standard plan keeps percent 0 and stays refundable (those fields are ignored on it). */
export async function updateRatePlan(db: D1Database, hostId: string, input: UpdateRatePlanInput): Promise<{ id: number } | null> {
  const plan = await db.prepare('SELECT id, standard FROM rate_plans WHERE id = ? AND host_id = ? AND archived_at IS NULL').bind(input.id, hostId).first<{ id: number; standard: number }>();
  if (!plan) return null;
  const standard = plan.standard === 1;
  const set = (
    [
      ['name', input.name],
      ['percent', standard ? undefined : input.percent],
      ['refundable', standard || input.refundable === undefined ? undefined : input.refundable ? 1 : 0],
      ['free_cancellation_days', input.freeCancellationDays],
      ['names', input.names ? namesPatch(input.names) : undefined],
    ] as [string, unknown][]
  ).filter(([, value]) => value !== undefined);
  if (set.length > 0) {
    await db
      .prepare(`UPDATE rate_plans SET ${set.map(([column]) => (column === 'names' ? NAMES_PATCH_SQL : `${column} = ?`)).join(', ')} WHERE id = ? AND host_id = ?`)
      .bind(...set.map(([, value]) => value), plan.id, hostId)
      .run();
  }
  return { id: plan.id };
}

/** Archives the host's plan (never the standard one); past reservations keep its name. */
export async function archiveRatePlan(db: D1Database, hostId: string, id: number): Promise<{ id: number } | null> {
  const result = await db.prepare('UPDATE rate_plans SET archived_at = ? WHERE id = ? AND host_id = ? AND standard = 0 AND archived_at IS NULL').bind(nowIso(), id, hostId).run();
  return result.meta.changes === 1 ? { id } : null;
}

/** The plans of the host's property, standard first per room type; null when not theirs. */
export async function listRatePlans(db: D1Database, hostId: string, propertyId: number): Promise<RatePlan[] | null> {
  if (!(await ownedProperty(db, hostId, propertyId))) return null;
  const { results } = await db
    .prepare(`SELECT ${PLAN_COLUMNS} FROM rate_plans WHERE property_id = ? AND host_id = ? AND archived_at IS NULL ORDER BY room_type_id, standard DESC, id`)
    .bind(propertyId, hostId)
    .all<RatePlanRow>();
  return results.map(toPlan);
}

// ─── Promo codes ───────────────────────────────────────────────────────────────────────────

export interface PromoCode {
  id: number;
  code: string;
  percent: number;
  minNights: number | null;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  uses: number;
}

interface PromoRow {
  id: number;
  code: string;
  percent: number;
  min_nights: number | null;
  valid_from: string | null;
  valid_to: string | null;
  max_uses: number | null;
  uses: number;
}

const toPromo = (row: PromoRow): PromoCode => ({
  id: row.id,
  code: row.code,
  percent: row.percent,
  minNights: row.min_nights,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  maxUses: row.max_uses,
  uses: row.uses,
});

const PROMO_COLUMNS = 'id, code, percent, min_nights, valid_from, valid_to, max_uses, uses';

/** A code already exists on the property (in any case). */
export class PromoCodeTaken extends Error {}

export async function createPromoCode(db: D1Database, hostId: string, input: CreatePromoCodeInput): Promise<{ id: number } | null> {
  if (!(await ownedProperty(db, hostId, input.propertyId))) return null;
  try {
    const row = await db
      .prepare(
        `INSERT INTO promo_codes (host_id, property_id, code, percent, min_nights, valid_from, valid_to, max_uses, uses, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?) RETURNING id`,
      )
      .bind(hostId, input.propertyId, input.code.toUpperCase(), input.percent, input.minNights ?? null, input.validFrom ?? null, input.validTo ?? null, input.maxUses ?? null, nowIso())
      .first<{ id: number }>();
    if (!row) throw new Error('Promo code insert returned no row');
    return { id: row.id };
  } catch (error) {
    if (/UNIQUE constraint failed: promo_codes/i.test(String((error as Error)?.message ?? error))) throw new PromoCodeTaken(input.code);
    throw error;
  }
}

export async function listPromoCodes(db: D1Database, hostId: string, propertyId: number): Promise<PromoCode[] | null> {
  if (!(await ownedProperty(db, hostId, propertyId))) return null;
  const { results } = await db
    .prepare(`SELECT ${PROMO_COLUMNS} FROM promo_codes WHERE property_id = ? AND host_id = ? AND archived_at IS NULL ORDER BY id`)
    .bind(propertyId, hostId)
    .all<PromoRow>();
  return results.map(toPromo);
}

/** A promo code's maximum would be below the times it was already used. */
export class PromoBelowUses extends Error {}

/** Replaces the terms of the host's code (its text stays); null when not theirs. */
export async function updatePromoCode(db: D1Database, hostId: string, input: UpdatePromoCodeInput): Promise<{ id: number } | null> {
  try {
    const result = await db
      .prepare('UPDATE promo_codes SET percent = ?, min_nights = ?, valid_from = ?, valid_to = ?, max_uses = ? WHERE id = ? AND host_id = ? AND archived_at IS NULL')
      .bind(input.percent, input.minNights ?? null, input.validFrom ?? null, input.validTo ?? null, input.maxUses ?? null, input.id, hostId)
      .run();
    return result.meta.changes === 1 ? { id: input.id } : null;
  } catch (error) {
    // The table's CHECK (uses <= max_uses): the maximum is below the uses so far.
    if (/CHECK constraint failed/i.test(String((error as Error)?.message ?? error))) throw new PromoBelowUses();
    throw error;
  }
}

export async function archivePromoCode(db: D1Database, hostId: string, id: number): Promise<{ id: number } | null> {
  const result = await db.prepare('UPDATE promo_codes SET archived_at = ? WHERE id = ? AND host_id = ? AND archived_at IS NULL').bind(nowIso(), id, hostId).run();
  return result.meta.changes === 1 ? { id } : null;
}

/**
 * The code for a stay, or why it gives nothing. Valid dates bound the arrival day (inclusive);
 * `today` is the property's. A code nobody can use any more (used up, or its last day past)
 * answers as one that does not exist (issue 38: someone who has not booked with it must not tell
 * a real code from a guess); it is judged first, so its dates or minimum say nothing either.
 */
export function judgePromo(promo: PromoCode | null, stay: { checkIn: string; nights: number }, today: string): { promo: PromoCode } | { error: PromoError } {
  if (!promo || (promo.maxUses !== null && promo.uses >= promo.maxUses) || (promo.validTo && promo.validTo < today)) return { error: 'unknown' };
  if ((promo.validTo && promo.validTo < stay.checkIn) || (promo.validFrom && promo.validFrom > stay.checkIn)) return { error: 'expired' };
  if (promo.minNights && stay.nights < promo.minNights) return { error: 'min_nights' };
  return { promo };
}

/** The property's live code by its text (any case). */
const promoStatement = (db: D1Database, propertyId: number, code: string) =>
  db.prepare(`SELECT ${PROMO_COLUMNS} FROM promo_codes WHERE property_id = ? AND code = ? COLLATE NOCASE AND archived_at IS NULL`).bind(propertyId, code.trim());


// ─── Add-ons ───────────────────────────────────────────────────────────────────────────────

export interface Addon {
  id: number;
  name: string;
  priceCents: number;
  per: AddonPer;
  optional: boolean;
  /** The add-on's name per language (issue 39; `name` is the main language's). */
  names: LocalNames;
}

interface AddonRow {
  id: number;
  name: string;
  price_cents: number;
  per: AddonPer;
  optional: number;
  names: string | null;
}

const toAddon = (row: AddonRow): Addon => ({ id: row.id, name: row.name, priceCents: row.price_cents, per: row.per, optional: row.optional === 1, names: parseNames(row.names) });

export async function createAddon(db: D1Database, hostId: string, input: CreateAddonInput): Promise<{ id: number } | null> {
  if (!(await ownedProperty(db, hostId, input.propertyId))) return null;
  const row = await db
    .prepare("INSERT INTO addons (host_id, property_id, name, price_cents, per, optional, names, created_at) VALUES (?, ?, ?, ?, ?, ?, json_patch('{}', ?), ?) RETURNING id")
    .bind(hostId, input.propertyId, input.name, input.priceCents, input.per, input.optional ? 1 : 0, namesPatch(input.names ?? {}), nowIso())
    .first<{ id: number }>();
  if (!row) throw new Error('Add-on insert returned no row');
  return { id: row.id };
}

export async function listAddons(db: D1Database, hostId: string, propertyId: number): Promise<Addon[] | null> {
  if (!(await ownedProperty(db, hostId, propertyId))) return null;
  const { results } = await db
    .prepare('SELECT id, name, price_cents, per, optional, names FROM addons WHERE property_id = ? AND host_id = ? AND archived_at IS NULL ORDER BY id')
    .bind(propertyId, hostId)
    .all<AddonRow>();
  return results.map(toAddon);
}

/** Replaces the host's add-on; reservations already made keep the lines they were sold. Null when not theirs. */
export async function updateAddon(db: D1Database, hostId: string, input: UpdateAddonInput): Promise<{ id: number } | null> {
  const result = await db
    .prepare(`UPDATE addons SET name = ?, price_cents = ?, per = ?, optional = ?, ${NAMES_PATCH_SQL} WHERE id = ? AND host_id = ? AND archived_at IS NULL`)
    .bind(input.name, input.priceCents, input.per, input.optional ? 1 : 0, namesPatch(input.names ?? {}), input.id, hostId)
    .run();
  return result.meta.changes === 1 ? { id: input.id } : null;
}

export async function archiveAddon(db: D1Database, hostId: string, id: number): Promise<{ id: number } | null> {
  const result = await db.prepare('UPDATE addons SET archived_at = ? WHERE id = ? AND host_id = ? AND archived_at IS NULL').bind(nowIso(), id, hostId).run();
  return result.meta.changes === 1 ? { id } : null;
}

// ─── The workspace's "Plans and extras" page ──────────────────────────────────────────────

export interface PricingRoomType {
  id: number;
  name: string;
  capacity: number;
  baseRateCents: number;
  /** Guests included in the rate (null: everyone the room sleeps). */
  baseOccupancy: number | null;
  extraGuestCents: number;
  plans: RatePlan[];
}

export interface PricingSettings {
  propertyId: number;
  currency: string;
  /** The property's free-cancellation window, which plans without their own follow. */
  freeCancellationDays: number;
  lengthOfStayDiscounts: LengthOfStayTier[];
  touristTaxCents: number;
  taxMaxNights: number | null;
  roomTypes: PricingRoomType[];
  promoCodes: PromoCode[];
  addons: Addon[];
}

/** Everything the host prices one property with, in one round trip; null when not theirs. */
export async function pricingSettings(db: D1Database, hostId: string, propertyId: number): Promise<PricingSettings | null> {
  const [property, types, plans, codes, addons] = await db.batch([
    db
      .prepare('SELECT id, currency, free_cancellation_days, length_of_stay_discounts, tourist_tax_cents, tax_max_nights FROM properties WHERE id = ? AND host_id = ? AND archived_at IS NULL')
      .bind(propertyId, hostId),
    db
      .prepare('SELECT id, name, capacity, base_rate_cents, base_occupancy, extra_guest_cents FROM room_types WHERE property_id = ? AND host_id = ? AND archived_at IS NULL ORDER BY id')
      .bind(propertyId, hostId),
    db.prepare(`SELECT ${PLAN_COLUMNS} FROM rate_plans WHERE property_id = ? AND host_id = ? AND archived_at IS NULL ORDER BY room_type_id, standard DESC, id`).bind(propertyId, hostId),
    db.prepare(`SELECT ${PROMO_COLUMNS} FROM promo_codes WHERE property_id = ? AND host_id = ? AND archived_at IS NULL ORDER BY id`).bind(propertyId, hostId),
    db.prepare('SELECT id, name, price_cents, per, optional, names FROM addons WHERE property_id = ? AND host_id = ? AND archived_at IS NULL ORDER BY id').bind(propertyId, hostId),
  ]);
  const row = property?.results[0] as
    | { id: number; currency: string; free_cancellation_days: number | null; length_of_stay_discounts: string; tourist_tax_cents: number; tax_max_nights: number | null }
    | undefined;
  if (!row) return null;
  const allPlans = ((plans?.results ?? []) as RatePlanRow[]).map(toPlan);
  const roomTypes = ((types?.results ?? []) as { id: number; name: string; capacity: number; base_rate_cents: number; base_occupancy: number | null; extra_guest_cents: number }[]).map(
    (type): PricingRoomType => ({
      id: type.id,
      name: type.name,
      capacity: type.capacity,
      baseRateCents: type.base_rate_cents,
      baseOccupancy: type.base_occupancy,
      extraGuestCents: type.extra_guest_cents,
      plans: allPlans.filter((plan) => plan.roomTypeId === type.id),
    }),
  );
  return {
    propertyId: row.id,
    currency: row.currency,
    freeCancellationDays: row.free_cancellation_days ?? 0,
    lengthOfStayDiscounts: parseTiers(row.length_of_stay_discounts),
    touristTaxCents: row.tourist_tax_cents,
    taxMaxNights: row.tax_max_nights,
    roomTypes,
    promoCodes: ((codes?.results ?? []) as PromoRow[]).map(toPromo),
    addons: ((addons?.results ?? []) as AddonRow[]).map(toAddon),
  };
}

// ─── What the guest side prices with ───────────────────────────────────────────────────────

export interface PricedRoomType {
  baseOccupancy: number | null;
  extraGuestCents: number;
  name: string;
  names: LocalNames;
  capacity: number;
  baseRateCents: number;
  /** Live units (0: nothing to sell); 0 too for an archived room type. */
  units: number;
}

export interface PropertyPricing {
  lengthOfStayDiscounts: LengthOfStayTier[];
  touristTaxCents: number;
  taxMaxNights: number | null;
  /** Live plans by room type, standard first. */
  plans: Map<number, RatePlan[]>;
  /** Pricing of each room type: base occupancy and extra-guest fee; its names, base rate and live units (the default stay). */
  roomTypes: Map<number, PricedRoomType>;
  addons: Addon[];
}

export function parseTiers(json: string | null | undefined): LengthOfStayTier[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((tier): tier is LengthOfStayTier => Boolean(tier) && Number.isInteger(tier.minNights) && Number.isInteger(tier.percent) && tier.percent >= 0 && tier.percent <= 100)
      .map((tier) => ({ minNights: tier.minNights, percent: tier.percent }));
  } catch {
    return [];
  }
}

/**
 * The property's pricing rules, plans and add-ons and, when a code is given, that live code (any
 * case) or null: all in one round trip.
 */
export async function propertyPricing(db: D1Database, propertyId: number, code?: string): Promise<PropertyPricing & { promo: PromoCode | null }> {
  const [property, plans, types, addons, promo] = await db.batch([
    db.prepare('SELECT length_of_stay_discounts, tourist_tax_cents, tax_max_nights FROM properties WHERE id = ?').bind(propertyId),
    db.prepare(`SELECT ${PLAN_COLUMNS} FROM rate_plans WHERE property_id = ? AND archived_at IS NULL ORDER BY room_type_id, standard DESC, percent, id`).bind(propertyId),
    db
      .prepare(
        `SELECT t.id, t.base_occupancy, t.extra_guest_cents, t.name, t.names, t.capacity, t.base_rate_cents, t.archived_at IS NULL AS live,
                (SELECT COUNT(*) FROM units u WHERE u.room_type_id = t.id AND u.archived_at IS NULL) AS units
           FROM room_types t WHERE t.property_id = ? ORDER BY t.position, t.id`,
      )
      .bind(propertyId),
    db.prepare('SELECT id, name, price_cents, per, optional, names FROM addons WHERE property_id = ? AND archived_at IS NULL ORDER BY id').bind(propertyId),
    ...(code ? [promoStatement(db, propertyId, code)] : []),
  ]);
  const row = (property?.results[0] ?? null) as { length_of_stay_discounts: string; tourist_tax_cents: number; tax_max_nights: number | null } | null;
  const byType = new Map<number, RatePlan[]>();
  for (const plan of ((plans?.results ?? []) as RatePlanRow[]).map(toPlan)) {
    const list = byType.get(plan.roomTypeId) ?? [];
    list.push(plan);
    byType.set(plan.roomTypeId, list);
  }
  const roomTypes = new Map<number, PricedRoomType>();
  type TypeRow = { id: number; base_occupancy: number | null; extra_guest_cents: number; name: string; names: string | null; capacity: number; base_rate_cents: number; live: number; units: number };
  for (const type of (types?.results ?? []) as TypeRow[]) {
    roomTypes.set(type.id, {
      baseOccupancy: type.base_occupancy,
      extraGuestCents: type.extra_guest_cents,
      name: type.name,
      names: parseNames(type.names),
      capacity: type.capacity,
      baseRateCents: type.base_rate_cents,
      units: type.live ? type.units : 0,
    });
  }
  return {
    lengthOfStayDiscounts: parseTiers(row?.length_of_stay_discounts),
    touristTaxCents: row?.tourist_tax_cents ?? 0,
    taxMaxNights: row?.tax_max_nights ?? null,
    plans: byType,
    roomTypes,
    addons: ((addons?.results ?? []) as AddonRow[]).map(toAddon),
    promo: promo?.results[0] ? toPromo(promo.results[0] as PromoRow) : null,
  };
}

/** Stored lines of a reservation ('[]' before issue 25: none). */
export function parseLines(json: string | null | undefined): QuoteLine[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((line): line is QuoteLine => Boolean(line) && typeof line.kind === 'string' && Number.isSafeInteger(line.amountCents));
  } catch {
    return [];
  }
}
