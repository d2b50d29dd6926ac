/**
 * A host's reservations as the workspace writes them: created by hand, moved (dates or unit),
 * status changes, cancel, the paged search and the detail with its audit lines.
 *
 * Every statement filters by the verified host id: another host's reservation, unit or room
 * type is NOT_FOUND here exactly like one that does not exist. Nights go through
 * worker/db/occupancy.ts, in the same batch as the reservation row they belong to: a taken
 * night rolls the whole write back (CONFLICT, nothing changed).
 *
 * Concurrent edits of one reservation: every write batch starts with a guard that fails when
 * the row changed since it was read (its `updated_at`), so e.g. a cancel that raced a move
 * cannot free the nights the move just took.
 */
import { storedLines } from './booking';
import { TRPCError } from '@trpc/server';
import {
  RESERVATION_STATUSES,
  canChangeStatus,
  canMove,
  releasesNights,
  type CreateReservationInput,
  type ReservationSource,
  type ReservationStatus,
  type SearchReservationsInput,
  type UpdateReservationInput,
} from '../../shared/host/reservations';
import { priceStay as priceItemised, quoteStayCents, type NightRate } from '../../shared/stay/quote';
import { MAX_STAY_NIGHTS } from '../../shared/host/stay-rules';
import { daysBetween, todayIn } from '../../shared/stay/dates';
import { earlyCheckOut } from '../../shared/host/stay-rules';
import { holdNights, isNightTaken, releaseReservationNights, releaseReservationNightsFrom } from './occupancy';
import { markUnitDirty } from './operations';
import { badInput } from '../trpc/trpc';
import { onlySql } from './one-trip';

const nowIso = () => new Date().toISOString();
export const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Not found.' });
export const nightsTaken = () => new TRPCError({ code: 'CONFLICT', message: 'Those nights are already taken on this unit.' });
const changedMeanwhile = () => new TRPCError({ code: 'CONFLICT', message: 'The reservation changed meanwhile. Reload it and try again.' });

/** A failed batch: a taken night or a stale guard → CONFLICT; anything else is rethrown. */
function conflictOf(error: unknown): never {
  if (isNightTaken(error)) throw nightsTaken();
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  if (/CHECK constraint failed/i.test(message)) throw changedMeanwhile();
  throw error;
}

/**
 * First statement of a write batch: fails it (the row's own CHECK check_out > check_in) when
 * the reservation's `updated_at` is no longer the one read, i.e. someone changed it meanwhile.
 */
function unchangedGuard(db: D1Database, reservationId: number, updatedAt: string): D1PreparedStatement {
  return db.prepare('UPDATE reservations SET check_out = check_in WHERE id = ? AND updated_at != ?').bind(reservationId, updatedAt);
}

function event(db: D1Database, hostId: string, reservationId: number, action: string, detail: Record<string, unknown>, at: string): D1PreparedStatement {
  return db
    .prepare("INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, ?, ?, 'host', ?, ?)")
    .bind(hostId, reservationId, at, action, JSON.stringify(detail));
}

// ─── Pricing ────────────────────────────────────────────────────────────────────────────────

/** Every night of [from, to) with its rate: the explicit rate of the day, else the room type's base rate. */
export async function nightlyRates(db: D1Database, roomTypeId: number, from: string, to: string): Promise<NightRate[]> {
  const { results } = await db
    .prepare(
      `WITH RECURSIVE span(date) AS (
         SELECT ?1 WHERE ?1 < ?2 UNION ALL SELECT date(date, '+1 day') FROM span WHERE date(date, '+1 day') < ?2
       )
       SELECT span.date AS date, COALESCE(r.rate_cents, t.base_rate_cents) AS rateCents
       FROM span JOIN room_types t ON t.id = ?3 LEFT JOIN rates r ON r.room_type_id = ?3 AND r.date = span.date
       ORDER BY span.date`,
    )
    .bind(from, to, roomTypeId)
    .all<NightRate>();
  return results;
}

interface PropertyPolicy {
  id: number;
  currency: string;
  timezone: string;
  cleaning_fee_cents: number;
  service_fee_percent: number;
  service_fee_rounding_cents: number;
}

function ownedPropertyPolicy(db: D1Database, hostId: string, propertyId: number) {
  return db
    .prepare(
      `SELECT id, currency, timezone, cleaning_fee_cents, service_fee_percent, service_fee_rounding_cents
       FROM properties WHERE id = ? AND host_id = ? AND archived_at IS NULL`,
    )
    .bind(propertyId, hostId)
    .first<PropertyPolicy>();
}

/**
 * A moved stay's new price (issue 40): the nights from the rates with the stay's own rate plan's
 * percent, then the property's fees, as the create priced it. On the same room type the plan is
 * the stay's own (even archived since: the guest agreed to it); on another room type it is that
 * type's live plan of the same name, else its standard one, else none.
 */
async function repriceStay(db: D1Database, hostId: string, policy: PropertyPolicy, stay: { id: number; roomTypeId: number }, roomTypeId: number, checkIn: string, checkOut: string) {
  const [nightly, plan] = await Promise.all([nightlyRates(db, roomTypeId, checkIn, checkOut), stayPlan(db, hostId, stay, roomTypeId)]);
  const priced = priceItemised({ nightly, adults: 1, children: 0, planPercent: plan?.percent ?? 0 }, policyRules(policy));
  return { nightly, plan, totalCents: priced.totalCents, cleaningFeeCents: priced.cleaningFeeCents, serviceFeeCents: priced.serviceFeeCents };
}

async function stayPlan(db: D1Database, hostId: string, stay: { id: number; roomTypeId: number }, roomTypeId: number): Promise<PlanRow | null> {
  const own = await db
    .prepare('SELECT p.id, p.name, p.percent, p.refundable, p.standard FROM reservations r JOIN rate_plans p ON p.id = r.rate_plan_id AND p.host_id = r.host_id WHERE r.id = ? AND r.host_id = ?')
    .bind(stay.id, hostId)
    .first<PlanRow>();
  if (roomTypeId === stay.roomTypeId) return own;
  const plans = await plansOf(db, hostId, roomTypeId);
  return plans.find((plan) => plan.name === own?.name) ?? plans.find((plan) => plan.standard === 1) ?? plans[0] ?? null;
}

const policyRules = (policy: PropertyPolicy) => ({
  cleaningFeeCents: policy.cleaning_fee_cents,
  serviceFeePercent: policy.service_fee_percent,
  serviceFeeRoundingCents: policy.service_fee_rounding_cents,
});

/** A room type's live rate plan, as a stay typed in by the host may take it (issue 40). */
interface PlanRow {
  id: number;
  name: string;
  percent: number;
  refundable: number;
  standard: number;
}

function plansOf(db: D1Database, hostId: string, roomTypeId: number) {
  return db
    .prepare('SELECT id, name, percent, refundable, standard FROM rate_plans WHERE room_type_id = ? AND host_id = ? AND archived_at IS NULL ORDER BY standard DESC, id')
    .bind(roomTypeId, hostId)
    .all<PlanRow>()
    .then((answer) => answer.results);
}

/**
 * Issue 40: a stay the host types in, priced from the rates with its rate plan (the plan's
 * percent on the nights, then the property's fees): each live plan's total, and the one chosen
 * (`ratePlanId`; absent = the standard plan, else the first). A plan that is not the room type's
 * is NOT_FOUND. The quote and the create price the same way.
 */
async function pricePlans(db: D1Database, hostId: string, policy: PropertyPolicy, roomTypeId: number, input: { checkIn: string; checkOut: string; ratePlanId?: number | undefined }) {
  const [nightly, plans] = await Promise.all([nightlyRates(db, roomTypeId, input.checkIn, input.checkOut), plansOf(db, hostId, roomTypeId)]);
  const base = quoteStayCents(nightly, policyRules(policy));
  const priced = plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    refundable: plan.refundable === 1,
    standard: plan.standard === 1,
    totalCents: plan.percent === 0 ? base.totalCents : priceItemised({ nightly, adults: 1, children: 0, planPercent: plan.percent }, policyRules(policy)).totalCents,
  }));
  const chosen = input.ratePlanId === undefined ? (priced.find((plan) => plan.standard) ?? priced[0] ?? null) : priced.find((plan) => plan.id === input.ratePlanId);
  if (chosen === undefined) throw notFound();
  return { base, plans: priced, chosen, totalCents: chosen?.totalCents ?? base.totalCents };
}

/** Issue 40: what a new stay on the host's unit would cost from the rates (the create's own quote), with each rate plan's price; null when the unit is not the host's. */
export async function quoteReservation(db: D1Database, hostId: string, input: { unitId: number; checkIn: string; checkOut: string; ratePlanId?: number | undefined }) {
  const unit = await ownedUnit(db, hostId, input.unitId);
  if (!unit) return null;
  const property = await ownedPropertyPolicy(db, hostId, unit.propertyId);
  if (!property) return null;
  const priced = await pricePlans(db, hostId, property, unit.roomTypeId, input);
  return {
    currency: property.currency,
    totalCents: priced.totalCents,
    nights: priced.base.nightly.length,
    ratePlanId: priced.chosen?.id ?? null,
    ratePlans: priced.plans.map(({ id, name, refundable, totalCents }) => ({ id, name, refundable, totalCents })),
  };
}

// ─── Units ──────────────────────────────────────────────────────────────────────────────────

interface UnitRow {
  id: number;
  roomTypeId: number;
  propertyId: number;
  capacity: number;
}

function ownedUnit(db: D1Database, hostId: string, unitId: number) {
  return db
    .prepare(
      `SELECT u.id, u.room_type_id AS roomTypeId, u.property_id AS propertyId, t.capacity
       FROM units u JOIN room_types t ON t.id = u.room_type_id
       WHERE u.id = ? AND u.host_id = ? AND u.archived_at IS NULL`,
    )
    .bind(unitId, hostId)
    .first<UnitRow>();
}

/** The first unit of a room type with every night of [from, to) free, or null. */
function freeUnitOf(db: D1Database, hostId: string, roomTypeId: number, from: string, to: string) {
  return db
    .prepare(
      `SELECT u.id, u.room_type_id AS roomTypeId, u.property_id AS propertyId, t.capacity
       FROM units u JOIN room_types t ON t.id = u.room_type_id
       WHERE u.room_type_id = ?1 AND u.host_id = ?2 AND u.archived_at IS NULL AND t.archived_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM occupancy o WHERE o.unit_id = u.id AND o.night >= ?3 AND o.night < ?4)
       ORDER BY u.position, u.id LIMIT 1`,
    )
    .bind(roomTypeId, hostId, from, to)
    .first<UnitRow>();
}

function checkCapacity(unit: UnitRow, adults: number, children: number) {
  if (adults + children > unit.capacity) throw badInput([{ field: 'adults', message: `capacity:${unit.capacity}` }]);
}

// ─── Create ─────────────────────────────────────────────────────────────────────────────────

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford's base32

/** A short human code: `EST-` and five base32 characters (33 million of them). */
export function newReservationCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return `EST-${Array.from(bytes, (byte) => CODE_ALPHABET[byte % 32]).join('')}`;
}

export interface CreatedReservation {
  id: number;
  code: string;
  unitId: number;
  roomTypeId: number;
  totalCents: number;
  currency: string;
}

/**
 * A reservation the host types in: the guest (found by e-mail among the host's guests, or
 * new), the reservation, its nights and its first audit line, in one batch.
 */
export async function createManualReservation(db: D1Database, hostId: string, input: CreateReservationInput): Promise<CreatedReservation> {
  const property = await ownedPropertyPolicy(db, hostId, input.propertyId);
  if (!property) throw notFound();
  let unit: UnitRow | null;
  if (input.unitId !== undefined) {
    unit = await ownedUnit(db, hostId, input.unitId);
    if (!unit || unit.propertyId !== property.id) throw notFound();
    if (input.roomTypeId !== undefined && input.roomTypeId !== unit.roomTypeId) throw badInput([{ field: 'unitId', message: 'unit_mismatch' }]);
  } else {
    const roomType = await db
      .prepare('SELECT id FROM room_types WHERE id = ? AND host_id = ? AND property_id = ? AND archived_at IS NULL')
      .bind(input.roomTypeId!, hostId, property.id)
      .first<{ id: number }>();
    if (!roomType) throw notFound();
    unit = await freeUnitOf(db, hostId, roomType.id, input.checkIn, input.checkOut);
    if (!unit) throw nightsTaken();
  }
  checkCapacity(unit, input.adults, input.children);

  const priced = await pricePlans(db, hostId, property, unit.roomTypeId, input);
  const quote = { ...priced.base, totalCents: priced.totalCents };
  const plan = priced.chosen;
  // Issue 40: a price the host typed that is not the quote's needs its reason (kept in the history).
  const agreed = input.totalCents ?? quote.totalCents;
  if (agreed !== quote.totalCents && !input.priceReason) throw badInput([{ field: 'priceReason', message: 'required' }]);
  const email = input.guest.email.toLowerCase();
  const existing = email
    ? await db.prepare('SELECT id FROM guests WHERE host_id = ? AND email = ? ORDER BY id LIMIT 1').bind(hostId, email).first<{ id: number }>()
    : null;
  const now = nowIso();
  const source: ReservationSource = input.source ?? 'manual';

  for (let attempt = 0; ; attempt += 1) {
    const code = newReservationCode();
    const statements: D1PreparedStatement[] = [];
    if (!existing) {
      statements.push(
        db
          .prepare('INSERT INTO guests (host_id, name, email, phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
          .bind(hostId, input.guest.name, email, input.guest.phone, now, now),
      );
    }
    statements.push(
      db
        .prepare(
          `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, guest_id, guest_name, guest_email, guest_phone, check_in, check_out, adults, children,
             status, source, currency, total_cents, nightly_cents, cleaning_fee_cents, service_fee_cents, payment_method, notes, rate_plan_id, rate_plan_name, refundable, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ${existing ? '?' : 'last_insert_rowid()'}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'at_property', ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          hostId,
          code,
          property.id,
          unit.roomTypeId,
          unit.id,
          ...(existing ? [existing.id] : []),
          // The stay's own copy of what was typed (issue 38): its mail and pages read this, never
          // the owner-wide guest row an earlier stay with this email made.
          input.guest.name,
          email,
          input.guest.phone,
          input.checkIn,
          input.checkOut,
          input.adults,
          input.children,
          input.status,
          source,
          property.currency,
          agreed,
          JSON.stringify(quote.nightly.map((night) => night.rateCents)),
          quote.cleaningFeeCents,
          quote.serviceFeeCents,
          input.notes ?? '',
          plan?.id ?? null,
          plan?.name ?? null,
          plan && !plan.refundable ? 0 : 1,
          now,
          now,
        ),
      holdNights(db, { hostId, propertyId: property.id, unitId: unit.id, from: input.checkIn, to: input.checkOut, holder: { reservationCode: code } }),
      db
        .prepare("INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, (SELECT id FROM reservations WHERE code = ?), ?, 'host', 'created', ?)")
        .bind(
          hostId,
          code,
          now,
          JSON.stringify({
            status: input.status,
            source,
            checkIn: input.checkIn,
            checkOut: input.checkOut,
            unitId: unit.id,
            ...(plan && !plan.standard ? { ratePlan: plan.name } : {}),
            ...(agreed !== quote.totalCents ? { quoteCents: quote.totalCents, totalCents: agreed, priceReason: input.priceReason } : {}),
          }),
        ),
    );
    try {
      await db.batch(statements);
    } catch (error) {
      // A code already used (one in 33 million): try another.
      if (attempt < 3 && /UNIQUE constraint failed: reservations\.code/i.test(String((error as Error).message) + String((error as { cause?: unknown }).cause ?? ''))) continue;
      conflictOf(error);
    }
    const row = await db.prepare('SELECT id FROM reservations WHERE code = ? AND host_id = ?').bind(code, hostId).first<{ id: number }>();
    return { id: row!.id, code, unitId: unit.id, roomTypeId: unit.roomTypeId, totalCents: agreed, currency: property.currency };
  }
}

// ─── Read ───────────────────────────────────────────────────────────────────────────────────

interface ReservationRow {
  id: number;
  code: string;
  propertyId: number;
  roomTypeId: number;
  unitId: number;
  guestId: number | null;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  status: ReservationStatus;
  source: ReservationSource;
  currency: string;
  totalCents: number;
  paidCents: number;
  updatedAt: string;
}

const RESERVATION_COLUMNS = `r.id, r.code, r.property_id AS propertyId, r.room_type_id AS roomTypeId, r.unit_id AS unitId, r.guest_id AS guestId,
  r.check_in AS checkIn, r.check_out AS checkOut, r.adults, r.children, r.status, COALESCE(r.channel, r.source) AS source, r.currency,
  r.total_cents AS totalCents, r.paid_cents AS paidCents, r.updated_at AS updatedAt`;

function ownedReservation(db: D1Database, hostId: string, id: number) {
  return db.prepare(`SELECT ${RESERVATION_COLUMNS} FROM reservations r WHERE r.id = ? AND r.host_id = ?`).bind(id, hostId).first<ReservationRow>();
}

export interface ReservationEvent {
  id: number;
  at: string;
  actor: string;
  /** Who on the team made a host-side change (issue 26); null for the guest, a channel, the system and older lines. */
  actorEmail: string | null;
  /** Their name as signed in, when they gave one. */
  actorName: string | null;
  action: string;
  detail: Record<string, unknown>;
}

/** One reservation with its guest, places, audit lines and payments; null when not the host's. */
export async function getReservation(db: D1Database, hostId: string, id: number) {
  const row = await db
    .prepare(
      `SELECT ${RESERVATION_COLUMNS}, r.notes, r.payment_method AS paymentMethod, r.nightly_cents AS nightlyCents,
              r.cleaning_fee_cents AS cleaningFeeCents, r.service_fee_cents AS serviceFeeCents, r.created_at AS createdAt,
              r.lines AS storedLines, r.rate_plan_name AS ratePlanName, r.refundable AS refundableFlag, r.promo_code AS promoCode,
              p.name AS propertyName, p.timezone, t.name AS roomTypeName, u.name AS unitName,
              COALESCE(r.guest_name, g.name) AS guestName, COALESCE(r.guest_email, g.email) AS guestEmail, COALESCE(r.guest_phone, g.phone) AS guestPhone
       FROM reservations r
       JOIN properties p ON p.id = r.property_id
       JOIN room_types t ON t.id = r.room_type_id
       JOIN units u ON u.id = r.unit_id
       LEFT JOIN guests g ON g.id = r.guest_id
       WHERE r.id = ? AND r.host_id = ?`,
    )
    .bind(id, hostId)
    .first<
      ReservationRow & {
        notes: string;
        paymentMethod: string;
        nightlyCents: string;
        cleaningFeeCents: number;
        serviceFeeCents: number;
        createdAt: string;
        storedLines: string;
        ratePlanName: string | null;
        refundableFlag: number;
        promoCode: string | null;
        propertyName: string;
        timezone: string;
        roomTypeName: string;
        unitName: string;
        guestName: string | null;
        guestEmail: string | null;
        guestPhone: string | null;
      }
    >();
  if (!row) return null;
  const [events, payments, units] = await db.batch([
    db.prepare('SELECT id, at, actor, actor_email AS actorEmail, actor_name AS actorName, action, detail FROM reservation_events WHERE reservation_id = ? AND host_id = ? ORDER BY id').bind(id, hostId),
    db
      .prepare(
        `SELECT id, amount_cents AS amountCents, method, status, received_on AS receivedOn, note
         FROM payments WHERE reservation_id = ? AND host_id = ? ORDER BY received_on, id`,
      )
      .bind(id, hostId),
    // The units it may move to: the property's, by room type.
    db
      .prepare(
        `SELECT u.id, u.name, t.name AS roomTypeName, t.capacity FROM units u JOIN room_types t ON t.id = u.room_type_id
         WHERE u.property_id = ? AND u.host_id = ? AND u.archived_at IS NULL AND t.archived_at IS NULL ORDER BY t.position, t.id, u.position, u.id`,
      )
      .bind(row.propertyId, hostId),
  ]);
  const { updatedAt, nightlyCents, guestName, guestEmail, guestPhone, storedLines: linesJson, refundableFlag, ...reservation } = row;
  let nightly: number[] = [];
  try {
    nightly = JSON.parse(nightlyCents) as number[];
  } catch {
    nightly = [];
  }
  return {
    ...reservation,
    updatedAt,
    nightlyCents: nightly,
    // Issue 25: the lines it was sold with (a later price change never rewrites them).
    lines: storedLines(linesJson, nightly.map((rateCents) => ({ rateCents })), row.cleaningFeeCents, row.serviceFeeCents, row.totalCents),
    refundable: refundableFlag !== 0,
    guest: row.guestId === null ? null : { id: row.guestId, name: guestName ?? '', email: guestEmail ?? '', phone: guestPhone ?? '' },
    allowedStatuses: allowedNext(row.status),
    events: (events!.results as { id: number; at: string; actor: string; actorEmail: string | null; actorName: string | null; action: string; detail: string }[]).map((line) => ({
      ...line,
      detail: parseDetail(line.detail),
    })) satisfies ReservationEvent[],
    units: units!.results as { id: number; name: string; roomTypeName: string; capacity: number }[],
    payments: payments!.results as { id: number; amountCents: number; method: string; status: string; receivedOn: string; note: string }[],
  };
}

function allowedNext(status: ReservationStatus): ReservationStatus[] {
  return RESERVATION_STATUSES.filter((next) => canChangeStatus(status, next));
}

function parseDetail(detail: string): Record<string, unknown> {
  try {
    const value = JSON.parse(detail) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface ReservationSearchItem {
  id: number;
  code: string;
  status: ReservationStatus;
  source: ReservationSource;
  propertyId: number;
  propertyName: string;
  unitId: number;
  unitName: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  guestId: number | null;
  guestName: string;
  guestEmail: string;
  currency: string;
  totalCents: number;
  paidCents: number;
}

/** `%text%` for LIKE, with the wildcards of the text itself escaped (ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The paged, filtered list: stays overlapping [from, to), status, source, text on guest or code.
 * `only`: a team member's reach (issue 26), the properties shared with them (undefined = all the host's).
 */
export async function searchReservations(db: D1Database, hostId: string, input: SearchReservationsInput, only?: readonly number[]) {
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 20;
  const q = input.q?.trim() ? likePattern(input.q.trim()) : null;
  const where = `r.host_id = ?1
    AND (?2 IS NULL OR r.property_id = ?2)${onlySql(only, 'r.property_id')}
    AND (?3 IS NULL OR r.check_out > ?3) AND (?4 IS NULL OR r.check_in < ?4)
    AND (?5 IS NULL OR r.status = ?5) AND (?6 IS NULL OR COALESCE(r.channel, r.source) = ?6)
    AND (?7 IS NULL OR r.code LIKE ?7 ESCAPE '\\' OR COALESCE(r.guest_name, g.name) LIKE ?7 ESCAPE '\\' OR COALESCE(r.guest_email, g.email) LIKE ?7 ESCAPE '\\')`;
  const params = [hostId, input.propertyId ?? null, input.from ?? null, input.to ?? null, input.status ?? null, input.source ?? null, q];
  const [items, count] = await db.batch([
    db
      .prepare(
        `SELECT r.id, r.code, r.status, COALESCE(r.channel, r.source) AS source, r.property_id AS propertyId, p.name AS propertyName, r.unit_id AS unitId, u.name AS unitName,
                r.check_in AS checkIn, r.check_out AS checkOut, r.adults, r.children, r.guest_id AS guestId,
                COALESCE(r.guest_name, g.name, '') AS guestName, COALESCE(r.guest_email, g.email, '') AS guestEmail, r.currency, r.total_cents AS totalCents, r.paid_cents AS paidCents
         FROM reservations r
         JOIN properties p ON p.id = r.property_id
         JOIN units u ON u.id = r.unit_id
         LEFT JOIN guests g ON g.id = r.guest_id
         WHERE ${where}
         ORDER BY r.check_in DESC, r.id DESC
         LIMIT ?8 OFFSET ?9`,
      )
      .bind(...params, pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS total FROM reservations r LEFT JOIN guests g ON g.id = r.guest_id WHERE ${where}`).bind(...params),
  ]);
  const total = (count!.results[0] as { total: number }).total;
  return { items: items!.results as ReservationSearchItem[], total, page, pageSize, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

// ─── Move and edit ──────────────────────────────────────────────────────────────────────────

/**
 * Changes dates and/or unit (releasing the old nights and holding the new ones in ONE batch:
 * a taken night → CONFLICT and the old nights stay), guests count and notes. New dates or a
 * new room type re-price the stay from the rates.
 */
export async function updateReservation(db: D1Database, hostId: string, input: UpdateReservationInput) {
  const current = await ownedReservation(db, hostId, input.id);
  if (!current) throw notFound();
  const checkIn = input.checkIn ?? current.checkIn;
  const checkOut = input.checkOut ?? current.checkOut;
  if (checkOut <= checkIn) throw badInput([{ field: input.checkOut ? 'checkOut' : 'checkIn', message: 'checkout_before_checkin' }]);
  // The schema bounds a stay only when both dates are sent; one date moved against the stored
  // other must keep within the same limit.
  if (daysBetween(checkIn, checkOut) > MAX_STAY_NIGHTS) throw badInput([{ field: input.checkOut ? 'checkOut' : 'checkIn', message: 'stay_too_long' }]);
  let unit = await ownedUnit(db, hostId, input.unitId ?? current.unitId);
  if (input.unitId !== undefined && (!unit || unit.propertyId !== current.propertyId)) throw notFound();
  const moves = checkIn !== current.checkIn || checkOut !== current.checkOut || (input.unitId !== undefined && input.unitId !== current.unitId);
  if (moves && !canMove(current.status)) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: `A ${current.status} reservation cannot be moved.` });
  const adults = input.adults ?? current.adults;
  const children = input.children ?? current.children;
  // The unit itself may have been archived since: its room type still bounds the guests.
  unit ??= { id: current.unitId, roomTypeId: current.roomTypeId, propertyId: current.propertyId, capacity: 50 };
  if (input.adults !== undefined || input.children !== undefined || moves) checkCapacity(unit, adults, children);

  const now = nowIso();
  const statements: D1PreparedStatement[] = [unchangedGuard(db, current.id, current.updatedAt)];
  const repriced = moves && (checkIn !== current.checkIn || checkOut !== current.checkOut || unit.roomTypeId !== current.roomTypeId);
  let totalCents = current.totalCents;
  let pricing: { nightly: string; cleaning: number; service: number; planId: number | null; planName: string | null } | null = null;
  if (repriced) {
    const property = await ownedPropertyPolicy(db, hostId, current.propertyId);
    if (!property) throw notFound();
    const quote = await repriceStay(db, hostId, property, current, unit.roomTypeId, checkIn, checkOut);
    totalCents = quote.totalCents;
    pricing = {
      nightly: JSON.stringify(quote.nightly.map((night) => night.rateCents)),
      cleaning: quote.cleaningFeeCents,
      service: quote.serviceFeeCents,
      planId: quote.plan?.id ?? null,
      planName: quote.plan?.name ?? null,
    };
  }
  if (moves) statements.push(releaseReservationNights(db, current.id));
  statements.push(
    db
      .prepare(
        `UPDATE reservations SET check_in = ?, check_out = ?, unit_id = ?, room_type_id = ?, adults = ?, children = ?, notes = COALESCE(?, notes),
           total_cents = ?, nightly_cents = COALESCE(?, nightly_cents), cleaning_fee_cents = COALESCE(?, cleaning_fee_cents),
           service_fee_cents = COALESCE(?, service_fee_cents),
           rate_plan_id = COALESCE(?, rate_plan_id), rate_plan_name = COALESCE(?, rate_plan_name), updated_at = ?
         WHERE id = ? AND host_id = ?`,
      )
      .bind(
        checkIn, checkOut, unit.id, unit.roomTypeId, adults, children, input.notes ?? null, totalCents, pricing?.nightly ?? null, pricing?.cleaning ?? null, pricing?.service ?? null,
        pricing?.planId ?? null, pricing?.planName ?? null, now, current.id, hostId,
      ),
  );
  if (moves) {
    statements.push(holdNights(db, { hostId, propertyId: current.propertyId, unitId: unit.id, from: checkIn, to: checkOut, holder: { reservationId: current.id } }));
  }
  if (checkIn !== current.checkIn || checkOut !== current.checkOut) {
    statements.push(event(db, hostId, current.id, 'dates', { from: { checkIn: current.checkIn, checkOut: current.checkOut }, to: { checkIn, checkOut } }, now));
  }
  if (unit.id !== current.unitId) statements.push(event(db, hostId, current.id, 'unit', { from: current.unitId, to: unit.id }, now));
  if (adults !== current.adults || children !== current.children) {
    statements.push(event(db, hostId, current.id, 'guests', { from: { adults: current.adults, children: current.children }, to: { adults, children } }, now));
  }
  if (input.notes !== undefined) statements.push(event(db, hostId, current.id, 'edited', { field: 'notes' }, now));
  if (repriced && totalCents !== current.totalCents) statements.push(event(db, hostId, current.id, 'total', { from: current.totalCents, to: totalCents }, now));
  await db.batch(statements).catch(conflictOf);
  return { id: current.id, checkIn, checkOut, unitId: unit.id, roomTypeId: unit.roomTypeId, totalCents };
}

// ─── Status ─────────────────────────────────────────────────────────────────────────────────

/** Changes the status along the allowed transitions; cancelled and no-show free the nights in the same batch. */
export async function setReservationStatus(db: D1Database, hostId: string, id: number, status: ReservationStatus, nowDate: Date = new Date()) {
  const current = await ownedReservation(db, hostId, id);
  if (!current) throw notFound();
  if (current.status === status) return { id, status };
  if (!canChangeStatus(current.status, status)) {
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: `A ${current.status} reservation cannot become ${status}.` });
  }
  const now = nowIso();
  const statements = [
    unchangedGuard(db, id, current.updatedAt),
    db
      .prepare(`UPDATE reservations SET status = ?, cancelled_at = ${status === 'cancelled' ? '?' : 'cancelled_at'}, hold_expires_at = NULL, updated_at = ? WHERE id = ? AND host_id = ?`)
      .bind(...(status === 'cancelled' ? [status, now] : [status]), now, id, hostId),
  ];
  if (releasesNights(status)) statements.push(releaseReservationNights(db, id));
  // The guest left: the unit needs cleaning (the housekeeping board), in the same batch.
  if (status === 'checked_out') statements.push(markUnitDirty(db, hostId, current.propertyId, current.unitId, now));
  // Issue 40: an early departure ends the stay today (in the property's zone; at least one night):
  // the check-out date moves and the nights left are freed for new bookings, in the same batch.
  if (status === 'checked_out') {
    const zone = await db.prepare('SELECT timezone FROM properties WHERE id = ?').bind(current.propertyId).first<{ timezone: string }>();
    const leaves = earlyCheckOut(current.checkIn, current.checkOut, todayIn(zone?.timezone ?? 'America/Sao_Paulo', nowDate));
    if (leaves) {
      statements.push(
        db.prepare('UPDATE reservations SET check_out = ? WHERE id = ? AND host_id = ?').bind(leaves, id, hostId),
        releaseReservationNightsFrom(db, id, leaves),
        event(db, hostId, id, 'dates', { from: { checkIn: current.checkIn, checkOut: current.checkOut }, to: { checkIn: current.checkIn, checkOut: leaves }, early: true }, now),
      );
    }
  }
  statements.push(event(db, hostId, id, status === 'cancelled' ? 'cancelled' : 'status', { from: current.status, to: status }, now));
  await db.batch(statements).catch(conflictOf);
  return { id, status };
}
