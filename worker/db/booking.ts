/**
 * The guest's side of the booking engine in D1: availability of a published property, the
 * booking batch, and the guest's self-service by secret token. Rules are pure and live in
 * shared/stay (quote, restrictions); nights are held only through ./occupancy.ts.
 *
 * A booking is ONE batch: the guest (when new), the reservation, its nights, its audit line and
 * its mail. A night taken meanwhile fails the occupancy primary key and nothing is written;
 * another free unit of the room type is tried (re-reading which are free), and the caller
 * answers CONFLICT only when no unit is free for the whole stay.
 */
import { guestStage, type GuestStage } from '../../shared/stay/stage';
import { addDays, daysBetween, nightsOf, todayIn } from '../../shared/stay/dates';
import { NO_RULE, roomTypeReason, type DayRule, type UnavailableReason } from '../../shared/stay/restrictions';
import { amountDueNowCents, quoteStayCents, type PaymentPolicy, type StayQuote } from '../../shared/stay/quote';
import { localizePath, toLocale, type Locale } from '../../shared/locales';
import { localName, parseNames } from '../../shared/properties/names';
import type { CreateBookingInput, PaymentChoice } from '../../shared/stay/booking-input';
import { buildBrCode } from '../../shared/pix/brcode';
import { holdNights, isNightTaken, releaseReservationNights } from './occupancy';
import { offerOf, offerPricing, planOffers, quoteOfLines } from './offers';
import { parseLines } from './pricing';
import { occupancyOf } from '../../shared/stay/booking-input';
import type { QuoteLine } from '../../shared/stay/quote';
import type { PromoError } from '../../shared/host/pricing';
import type { Provider } from '../../shared/payments/schemas';
import { paymentChoices } from '../../shared/payments/choices';
import { paymentDeadline } from '../../shared/payments/deadline';
import { storedBody } from '../mail/bodies';
import { tokenWithProperty } from './guest-routes';

// ─── Property ──────────────────────────────────────────────────────────────────────────────

export interface BookableProperty {
  id: number;
  hostId: string;
  slug: string;
  name: string;
  kind: string;
  street: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
  lat: number | null;
  lng: number | null;
  timezone: string;
  currency: string;
  defaultLocale: string;
  checkInTime: string;
  checkOutTime: string;
  cleaningFeeCents: number;
  serviceFeePercent: number;
  serviceFeeRoundingCents: number;
  maxGuests: number;
  listingKey: string | null;
  contactEmail: string;
  contactPhone: string;
  /** The host's WhatsApp (digits; null or '': the contact phone is used, see hostWhatsApp). */
  whatsapp: string | null;
  bookingMode: 'instant' | 'request';
  freeCancellationDays: number;
  pixKey: string | null;
  pixReceiverName: string | null;
  pixReceiverCity: string | null;
  paymentPolicy: PaymentPolicy;
  depositPercent: number;
  pixHoldHours: number;
  /** Issue 42: the provider of its online payments (the host's own account), or null. */
  paymentProvider: Provider | null;
}

const PROPERTY_COLUMNS = `id, host_id AS hostId, slug, name, kind, street, postal_code AS postalCode, city, region, country, lat, lng,
  timezone, currency, default_locale AS defaultLocale, check_in_time AS checkInTime, check_out_time AS checkOutTime,
  cleaning_fee_cents AS cleaningFeeCents, service_fee_percent AS serviceFeePercent,
  service_fee_rounding_cents AS serviceFeeRoundingCents, max_guests AS maxGuests, listing_key AS listingKey,
  contact_email AS contactEmail, contact_phone AS contactPhone, whatsapp, booking_mode AS bookingMode,
  free_cancellation_days AS freeCancellationDays, pix_key AS pixKey, pix_receiver_name AS pixReceiverName,
  pix_receiver_city AS pixReceiverCity, payment_policy AS paymentPolicy, deposit_percent AS depositPercent,
  pix_hold_hours AS pixHoldHours, payment_provider AS paymentProvider`;

/** A property guests may book: published, not archived, not a demo copy's (issue 30); null otherwise (→ NOT_FOUND). */
export function publishedProperty(db: D1Database, propertyId: number): Promise<BookableProperty | null> {
  return db.prepare(`SELECT ${PROPERTY_COLUMNS} FROM properties WHERE id = ? AND published = 1 AND archived_at IS NULL AND host_id NOT IN (SELECT host_id FROM demo_copies)`).bind(propertyId).first<BookableProperty>();
}

/** The property's today, in its own time zone. */
export function propertyToday(property: Pick<BookableProperty, 'timezone'>, now = new Date()): string {
  return todayIn(property.timezone, now);
}

/** What a BR Code needs of a property. */
export type PixAccount = Pick<BookableProperty, 'currency' | 'pixKey' | 'pixReceiverName' | 'pixReceiverCity' | 'name' | 'city'>;

/** What the guest may pay with at booking (shared/payments/choices.ts): the page offers these, create accepts only these. */
export function paymentChoicesOf(property: BookableProperty) {
  return paymentChoices({ paymentPolicy: property.paymentPolicy, acceptsPix: acceptsPix(property), onlineProvider: property.paymentProvider });
}

/** Whether the property can take a Pix payment at booking. */
export function acceptsPix(property: PixAccount): boolean {
  return property.currency === 'BRL' && Boolean(property.pixKey) && Boolean(property.pixReceiverName || property.name) && Boolean(property.pixReceiverCity || property.city);
}

// ─── Availability ──────────────────────────────────────────────────────────────────────────

export interface Stay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

export interface RoomTypeAvailability {
  id: number;
  name: string;
  capacity: number;
  /** Units free for every night of the stay. */
  available: number;
  bookable: boolean;
  reason?: UnavailableReason;
  totalCents?: number;
  nightly: { date: string; rateCents: number }[];
  /** The quote's parts (nights, cleaning fee, service fee, total) when bookable. */
  quote?: Omit<StayQuote, 'nightly'>;
}

interface RateRow {
  room_type_id: number;
  date: string;
  rate_cents: number | null;
  min_stay: number | null;
  max_stay: number | null;
  closed_to_arrival: number;
  closed_to_departure: number;
  stop_sell: number;
}

export interface Availability {
  roomTypes: RoomTypeAvailability[];
  /** Free units per room type, in the order they should be offered. */
  freeUnits: Map<number, number[]>;
}

const toRule = (row: RateRow | undefined): DayRule =>
  row
    ? { minStay: row.min_stay, maxStay: row.max_stay, closedToArrival: row.closed_to_arrival === 1, closedToDeparture: row.closed_to_departure === 1, stopSell: row.stop_sell === 1 }
    : NO_RULE;

/** What a batch answers, statement by statement. */
type BatchResults = Awaited<ReturnType<D1Database['batch']>>;

/**
 * The read behind a stay's availability: room types, rates and free units, three reads in one
 * round trip. It needs only the property's id, so callers start it beside the property's own
 * read (issue 29) and read it with availabilityOf once the stay's dates are checked.
 */
export function readAvailability(db: D1Database, propertyId: number, stay: Pick<Stay, 'checkIn' | 'checkOut'>, onlyRoomType?: number): Promise<BatchResults> {
  const only = onlyRoomType ?? null;
  return db.batch([
    db
      .prepare('SELECT id, name, capacity, base_rate_cents FROM room_types WHERE property_id = ?1 AND archived_at IS NULL AND (?2 IS NULL OR id = ?2) ORDER BY position, id')
      .bind(propertyId, only),
    db
      .prepare(
        `SELECT r.room_type_id, r.date, r.rate_cents, r.min_stay, r.max_stay, r.closed_to_arrival, r.closed_to_departure, r.stop_sell
         FROM rates r JOIN room_types t ON t.id = r.room_type_id
         WHERE t.property_id = ?1 AND (?2 IS NULL OR t.id = ?2) AND r.date >= ?3 AND r.date <= ?4`,
      )
      .bind(propertyId, only, stay.checkIn, stay.checkOut),
    db
      .prepare(
        `SELECT u.id, u.room_type_id FROM units u
         WHERE u.property_id = ?1 AND u.archived_at IS NULL AND (?2 IS NULL OR u.room_type_id = ?2)
           AND NOT EXISTS (SELECT 1 FROM occupancy o WHERE o.unit_id = u.id AND o.night >= ?3 AND o.night < ?4)
         ORDER BY u.position, u.id`,
      )
      .bind(propertyId, only, stay.checkIn, stay.checkOut),
  ]);
}

/**
 * Each room type of the property for a stay whose dates were checked, from readAvailability's
 * answer and the property's fees: units free for every night, nightly rates, the reason when
 * not bookable, the quote when bookable.
 */
export function availabilityOf([roomTypes, rates, units]: BatchResults, property: BookableProperty, stay: Stay): Availability {
  const ratesByType = new Map<number, Map<string, RateRow>>();
  for (const row of (rates?.results ?? []) as RateRow[]) {
    let byDate = ratesByType.get(row.room_type_id);
    if (!byDate) ratesByType.set(row.room_type_id, (byDate = new Map()));
    byDate.set(row.date, row);
  }
  const freeUnits = new Map<number, number[]>();
  for (const row of (units?.results ?? []) as { id: number; room_type_id: number }[]) {
    const list = freeUnits.get(row.room_type_id) ?? [];
    list.push(row.id);
    freeUnits.set(row.room_type_id, list);
  }
  const dates = nightsOf(stay.checkIn, stay.checkOut);
  const policy = { cleaningFeeCents: property.cleaningFeeCents, serviceFeePercent: property.serviceFeePercent, serviceFeeRoundingCents: property.serviceFeeRoundingCents };
  const result = ((roomTypes?.results ?? []) as { id: number; name: string; capacity: number; base_rate_cents: number }[]).map((type): RoomTypeAvailability => {
    const byDate = ratesByType.get(type.id);
    const nightly = dates.map((date) => ({ date, rateCents: byDate?.get(date)?.rate_cents ?? type.base_rate_cents }));
    const available = freeUnits.get(type.id)?.length ?? 0;
    const reason = roomTypeReason({
      nights: dates.length,
      guests: stay.guests,
      capacity: type.capacity,
      freeUnits: available,
      nightRules: dates.map((date) => toRule(byDate?.get(date))),
      departureRule: toRule(byDate?.get(stay.checkOut)),
    });
    const base = { id: type.id, name: type.name, capacity: type.capacity, available, nightly };
    if (reason) return { ...base, bookable: false, reason };
    const { nightly: _nightly, ...quote } = quoteStayCents(nightly, policy);
    return { ...base, bookable: true, totalCents: quote.totalCents, quote };
  });
  return { roomTypes: result, freeUnits };
}

/**
 * Nights of the next `days` days on which no unit of the property is free (for the date
 * picker: those nights cannot start or be part of any stay), and nights that are stop-sold
 * for every room type.
 */
export async function unavailableNights(db: D1Database, property: Pick<BookableProperty, 'id'>, from: string, days: number): Promise<string[]> {
  const to = addDays(from, days);
  const { results } = await db
    .prepare(
      `WITH RECURSIVE span(night) AS (SELECT ?2 UNION ALL SELECT date(night, '+1 day') FROM span WHERE date(night, '+1 day') < ?3)
       SELECT night FROM span
       WHERE NOT EXISTS (
         SELECT 1 FROM units u JOIN room_types t ON t.id = u.room_type_id
         WHERE u.property_id = ?1 AND u.archived_at IS NULL AND t.archived_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM occupancy o WHERE o.unit_id = u.id AND o.night = span.night)
           AND NOT EXISTS (SELECT 1 FROM rates r WHERE r.room_type_id = t.id AND r.date = span.night AND r.stop_sell = 1)
       )`,
    )
    .bind(property.id, from, to)
    .all<{ night: string }>();
  return results.map((row) => row.night);
}

// ─── Tokens and codes ──────────────────────────────────────────────────────────────────────

const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short human code: 'EST-' and five letters or digits without look-alikes (0/O, 1/I/L). */
export function reservationCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return `EST-${Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

export async function sha256Hex(text: string): Promise<string> {
  return Array.from(await sha256(text), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An unguessable client token when the request brought none. */
export function randomClientToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(24)));
}

/**
 * The guest's secret manage token, derived from the request's client token and the code: a
 * retried request (same client token) gets the same link back, while D1 keeps only hashes of
 * both (a database reader cannot rebuild the link).
 */
export async function manageTokenOf(clientToken: string, code: string, propertyId: number): Promise<string> {
  // The property's id follows the 43 characters (issue 46): the link finds its shard (./guest-routes.ts).
  return tokenWithProperty(base64Url(await sha256(`estadia-manage\u0000${clientToken}\u0000${code}`)), propertyId);
}

export function manageUrl(siteUrl: string, token: string, locale: Locale): string {
  return `${siteUrl.replace(/\/$/, '')}${localizePath(`/reserva/${token}`, locale)}`;
}

// ─── Create ────────────────────────────────────────────────────────────────────────────────

export interface BookingResult {
  code: string;
  status: 'confirmed' | 'pending';
  totalCents: number;
  currency: string;
  manageUrl: string;
  pix?: { brCode: string; amountCents: number };
}

/** Mail stored in the booking's batch (rendered before it, sent after it). */
export interface OutboxMail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  /** Issue 46: set by storeMailBodies (worker/mail/bodies.ts) once the body is in the MAIL bucket. */
  bodyKey?: string | null;
}

/** What the mail composer gets to know about a booking (step 3 renders it). */
export interface BookedStay {
  code: string;
  status: 'confirmed' | 'pending' | 'cancelled';
  property: BookableProperty;
  roomTypeName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  guest: { name: string; email: string; phone: string };
  locale: Locale;
  quote: StayQuote;
  /** The lines sold (issue 25) and the plan when it is not the standard one. */
  lines: QuoteLine[];
  ratePlan: { name: string | null; refundable: boolean };
  promoCode: string | null;
  payment: PaymentChoice;
  amountDueNowCents: number;
  arrivalTime: string;
  notes: string;
  manageUrl: string;
  /** The Pix payment asked at booking (code, amount due now, hold deadline), if any. */
  pix?: { brCode: string; amountCents: number; deadline: string | null };
}

export type CreateOutcome =
  | { ok: true; result: BookingResult; booked: BookedStay | null; reservationId: number; replay: boolean; mailIds: string[] }
  | { ok: false; problem: 'conflict' }
  | { ok: false; problem: 'unavailable'; reason: UnavailableReason }
  | { ok: false; problem: 'room_type' }
  | { ok: false; problem: 'payment' }
  /** Issue 25: the plan is not the room type's, an add-on not the property's, or the code gives nothing (its reason). */
  | { ok: false; problem: 'rate_plan' }
  | { ok: false; problem: 'addon' }
  | { ok: false; problem: 'promo'; reason: PromoError }
  /** The client token already booked a different request (other dates, guest or payment). */
  | { ok: false; problem: 'token_reused' };

interface ExistingReservation {
  id: number;
  code: string;
  status: string;
  total_cents: number;
  currency: string;
  locale: string;
  payment_method: string;
  amount_due_now_cents: number;
  request_hash: string | null;
}

/** Keys sorted at every level, so the same request always serialises the same way. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What an idempotency key is bound to: SHA-256 of the whole request but its client token
 * (dates, room type, guests, the guest's details, payment, notes and any later field), so a
 * token reused with other parameters is refused instead of answering the first booking.
 */
export function requestHashOf(input: CreateBookingInput): Promise<string> {
  const { clientToken: _clientToken, ...request } = input;
  return sha256Hex(canonicalJson(request));
}

/** The BR Code for a booking's amount due now, when it is paid by Pix on a property that takes it. */
export function pixOf(property: PixAccount, code: string, payment: string, amountCents: number): BookingResult['pix'] {
  if (payment !== 'pix' || amountCents <= 0 || !acceptsPix(property)) return undefined;
  const brCode = buildBrCode({
    key: property.pixKey!,
    receiverName: property.pixReceiverName || property.name,
    receiverCity: property.pixReceiverCity || property.city,
    amountCents,
    txid: code,
  });
  return { brCode, amountCents };
}

/**
 * Hex characters of a SHA-256 an idempotency key's columns keep (client_token, request_hash):
 * 128 bits, collision-free for random keys, half the bytes in the row and the unique index
 * (issue 46, a reservation under 2 KB). Rows written before keep all 64 and still match.
 */
export const IDEMPOTENCY_HEX = 32;

/** The reservation an idempotency key already made at this property, or null. */
async function replayRow(db: D1Database, propertyId: number, clientToken: string): Promise<ExistingReservation | null> {
  const hash = await sha256Hex(clientToken);
  return db
    .prepare('SELECT id, code, status, total_cents, currency, locale, payment_method, amount_due_now_cents, request_hash FROM reservations WHERE property_id = ? AND client_token IN (?, ?)')
    .bind(propertyId, hash.slice(0, IDEMPOTENCY_HEX), hash)
    .first<ExistingReservation>();
}

async function replayOf(db: D1Database, siteUrl: string, property: BookableProperty, clientToken: string, requestHash: string): Promise<CreateOutcome | null> {
  return replayOutcome(await replayRow(db, property.id, clientToken), siteUrl, property, clientToken, requestHash);
}

/** The earlier booking of the same key answered again, or refused when the key came with another request. */
async function replayOutcome(row: ExistingReservation | null, siteUrl: string, property: BookableProperty, clientToken: string, requestHash: string): Promise<CreateOutcome | null> {
  if (!row) return null;
  // As payment APIs treat an idempotency key reused with other parameters: refused, not replayed.
  // The stored hash is the request's first 32 hex characters (64 on rows written before issue 46).
  if (row.request_hash !== null && row.request_hash !== requestHash.slice(0, row.request_hash.length)) return { ok: false, problem: 'token_reused' };
  const token = await manageTokenOf(clientToken, row.code, property.id);
  const pix = pixOf(property, row.code, row.payment_method, row.amount_due_now_cents);
  return {
    ok: true,
    replay: true,
    booked: null,
    mailIds: [],
    reservationId: row.id,
    result: {
      code: row.code,
      status: row.status === 'pending' ? 'pending' : 'confirmed',
      totalCents: row.total_cents,
      currency: row.currency,
      manageUrl: manageUrl(siteUrl, token, row.locale as Locale),
      ...(pix ? { pix } : {}),
    },
  };
}

const isClientTokenTaken = (error: unknown) => /UNIQUE constraint failed: reservations\.property_id, reservations\.client_token/i.test(String((error as Error)?.message ?? error));
const isCodeTaken = (error: unknown) => /UNIQUE constraint failed: reservations\.code/i.test(String((error as Error)?.message ?? error));

/**
 * Attempts before giving up: each failed one means another booking took a unit (or a code
 * collided), so a room type's units bound the useful attempts; the margin covers code
 * collisions and units freed by a cancellation meanwhile.
 */
const maxAttempts = (freeUnits: number) => Math.max(1, freeUnits) * 2 + 4;

function randomIndex(length: number): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % length;
}

/** The room type's units free for every night of the stay, read now. */
async function freeUnitsOf(db: D1Database, propertyId: number, roomTypeId: number, checkIn: string, checkOut: string): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id FROM units u
       WHERE u.property_id = ?1 AND u.room_type_id = ?2 AND u.archived_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM occupancy o WHERE o.unit_id = u.id AND o.night >= ?3 AND o.night < ?4)
       ORDER BY u.position, u.id`,
    )
    .bind(propertyId, roomTypeId, checkIn, checkOut)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/**
 * The reads a booking needs that depend only on its request (issue 29: round trips in sequence
 * are what a far guest waits for): an earlier booking with this key, the stay's availability,
 * the guest's earlier row at this host, and the property's pricing (plans, add-ons, the code).
 * Started together, and beside the property's own read by a caller that has not read it yet
 * (booking.create): one level of round trips. A replay or a refusal leaves the others unused.
 */
export interface BookingReads {
  replay: Promise<ExistingReservation | null>;
  availability: Promise<BatchResults>;
  earlierGuest: Promise<{ id: number } | null>;
  pricing: ReturnType<typeof offerPricing>;
}

/** `client`: the visitor's address, which a promo code's attempt counts against (offerPricing; null: not counted). */
export function startBookingReads(db: D1Database, input: CreateBookingInput, client: string | null): BookingReads {
  const reads: BookingReads = {
    replay: input.clientToken ? replayRow(db, input.propertyId, input.clientToken) : Promise.resolve(null),
    availability: readAvailability(db, input.propertyId, input, input.roomTypeId),
    // The property's host by subquery: the property row is read beside it, not before it.
    earlierGuest: db
      .prepare('SELECT id FROM guests WHERE host_id = (SELECT host_id FROM properties WHERE id = ?) AND email = ? ORDER BY id DESC LIMIT 1')
      .bind(input.propertyId, input.guest.email)
      .first<{ id: number }>(),
    pricing: offerPricing(db, input.propertyId, input, client),
  };
  // Unused when the call stops early (a replay, a refusal): never an unhandled rejection.
  for (const read of Object.values(reads) as Promise<unknown>[]) read.catch(() => undefined);
  return reads;
}

export interface CreateOptions {
  /** The request's reads, when the caller started them already (startBookingReads with the same input). */
  reads?: BookingReads;
  siteUrl: string;
  /** The visitor's address, when the reads are started here (startBookingReads). */
  client?: string;
  /** The guest's manage link in the mail when it is not the marketplace's (a booking on the host's own site, issue 45). */
  mailManageUrl?: (token: string, locale: Locale) => string;
  /** The site it was booked on (already checked to be the property's host's), stored for later mails. */
  siteSlug?: string;
  /** The mail to store with the booking (guest confirmation, host notice). */
  compose?: (booked: BookedStay) => Promise<OutboxMail[]> | OutboxMail[];
  now?: Date;
}

/**
 * Books a stay whose dates were already checked (shared/stay/restrictions.ts checkStay). Same
 * client token → the same booking back, written once.
 */
export async function createBooking(db: D1Database, property: BookableProperty, input: CreateBookingInput, options: CreateOptions): Promise<CreateOutcome> {
  const clientToken = input.clientToken ?? randomClientToken();
  const requestHash = await requestHashOf(input);
  const people = occupancyOf(input);
  const stay = { checkIn: input.checkIn, checkOut: input.checkOut, guests: people.guests };
  // Every read starts at once (startBookingReads): the write below is the only round trip after them.
  const reads = options.reads && input.propertyId === property.id ? options.reads : startBookingReads(db, input, options.client ?? null);
  const replay = input.clientToken ? await replayOutcome(await reads.replay, options.siteUrl, property, input.clientToken, requestHash) : null;
  if (replay) return replay;
  // The host's payment policy, enforced here whatever the page offered (issue 39).
  if (!paymentChoicesOf(property).includes(input.payment)) return { ok: false, problem: 'payment' };

  const { roomTypes, freeUnits } = availabilityOf(await reads.availability, property, stay);
  const roomType = roomTypes[0];
  if (!roomType) return { ok: false, problem: 'room_type' };
  if (!roomType.bookable) return roomType.reason === 'sold_out' ? { ok: false, problem: 'conflict' } : { ok: false, problem: 'unavailable', reason: roomType.reason ?? 'sold_out' };

  // What is sold (issue 25): the plan chosen (else the standard one), the code, the add-ons; the
  // lines are stored with the reservation and its total is what the guest pays.
  const today = propertyToday(property);
  const pricing = await reads.pricing;
  const offer = offerOf(pricing, { checkIn: input.checkIn, nights: roomType.nightly.length }, today, { ...people, locale: input.locale, promoCode: input.promoCode, addons: input.addons }, toLocale(property.defaultLocale));
  // The room as the guest read it (issue 39): its name in their language, else the main one's.
  const roomName = localName(roomType.name, pricing.roomTypes.get(roomType.id)?.names ?? {}, input.locale, toLocale(property.defaultLocale)).name;
  if (offer.promoError) return { ok: false, problem: 'promo', reason: offer.promoError };
  if (offer.unknownAddons.length > 0) return { ok: false, problem: 'addon' };
  // Sold as it is now: a refundable plan past its free-cancellation deadline is stored non-refundable (issue 39).
  const plans = planOffers(offer, property, roomType.id, roomType.nightly, { ...people, locale: input.locale }, { checkIn: input.checkIn, today });
  const plan = input.ratePlanId === undefined ? plans[0] : plans.find((candidate) => candidate.id === input.ratePlanId);
  if (!plan) return { ok: false, problem: 'rate_plan' };
  const quote = quoteOfLines(roomType.nightly, plan.lines);
  const policy: PaymentPolicy = property.paymentPolicy === 'at_property' ? 'full' : property.paymentPolicy;
  const paysNow = input.payment === 'pix' || input.payment === 'online';
  const amountDue = paysNow ? amountDueNowCents(quote.totalCents, policy, property.depositPercent) : 0;
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  // Every payment deadline falls before the check-in time on the arrival day (or is due at once).
  const deadline = paymentDeadline({ now, holdHours: property.pixHoldHours, checkIn: input.checkIn, checkInTime: property.checkInTime, timezone: property.timezone });
  const holdExpiresAt = paysNow && amountDue > 0 ? deadline.holdExpiresAt : null;
  // A Pix booking with something to pay waits as `pending` until the payment is recorded (then
  // confirmed) or its deadline passes (then the hold job releases it), even on instant booking.
  const status: 'confirmed' | 'pending' = property.bookingMode === 'request' || holdExpiresAt !== null ? 'pending' : 'confirmed';
  const clientTokenHash = (await sha256Hex(clientToken)).slice(0, IDEMPOTENCY_HEX);
  const guest = { name: input.guest.name, email: input.guest.email, phone: input.guest.phone ?? '' };
  const existingGuest = await reads.earlierGuest;

  // Candidates: the room type's units free for every night. Each attempt takes one at random (so
  // guests booking at once spread over the units instead of all racing for the first); a unit
  // taken meanwhile is dropped, and when none is left the free units are read again. CONFLICT
  // only when that read finds no unit free for the whole stay.
  let candidates = [...(freeUnits.get(roomType.id) ?? [])];
  let code = reservationCode();
  let composed = null as { code: string; mails: OutboxMail[] } | null;
  for (let attempt = 0; attempt < maxAttempts(roomType.available); attempt++) {
    if (candidates.length === 0) {
      candidates = (await freeUnitsOf(db, property.id, roomType.id, input.checkIn, input.checkOut));
      if (candidates.length === 0) break;
    }
    const pick = randomIndex(candidates.length);
    const unitId = candidates[pick]!;
    const token = await manageTokenOf(clientToken, code, property.id);
    const url = manageUrl(options.siteUrl, token, input.locale);
    const pix = pixOf(property, code, input.payment, amountDue);
    const booked: BookedStay = {
      lines: plan.lines,
      ratePlan: { name: plan.standard ? null : plan.name, refundable: plan.refundable },
      promoCode: offer.promo?.code ?? null,
      code,
      status,
      property,
      roomTypeName: roomName,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      guests: people.guests,
      guest,
      locale: input.locale,
      quote,
      payment: input.payment,
      amountDueNowCents: amountDue,
      arrivalTime: input.arrivalTime ?? '',
      notes: input.notes ?? '',
      manageUrl: options.mailManageUrl ? options.mailManageUrl(token, input.locale) : url,
      ...(pix ? { pix: { ...pix, deadline: holdExpiresAt } } : {}),
    };
    // The mail depends on the code, not the unit: rendered once per code.
    const current = composed;
    const mails = current && current.code === code ? current.mails : options.compose ? await options.compose(booked) : [];
    composed = { code, mails };
    const reservationId = `(SELECT id FROM reservations WHERE code = ?)`;
    const statements: D1PreparedStatement[] = [];
    if (!existingGuest) {
      statements.push(
        db
          .prepare('INSERT INTO guests (host_id, name, email, phone, locale, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .bind(property.hostId, guest.name, guest.email, guest.phone, input.locale, nowIso, nowIso),
      );
    }
    statements.push(
      db
        .prepare(
          `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, guest_id, check_in, check_out, adults, children,
             status, source, currency, total_cents, paid_cents, nightly_cents, cleaning_fee_cents, service_fee_cents, payment_method,
             amount_due_now_cents, hold_expires_at, locale, arrival_time, notes, manage_token_hash, client_token, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ${existingGuest ? '?6' : '(SELECT MAX(id) FROM guests WHERE host_id = ?1 AND email = ?6)'}, ?7, ?8, ?9, 0,
             ?10, 'direct', ?11, ?12, 0, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?24)`,
        )
        .bind(
          property.hostId,
          code,
          property.id,
          roomType.id,
          unitId,
          existingGuest ? existingGuest.id : guest.email,
          input.checkIn,
          input.checkOut,
          input.guests,
          status,
          property.currency,
          quote.totalCents,
          JSON.stringify(quote.nightly.map((night) => night.rateCents)),
          quote.cleaningFeeCents,
          quote.serviceFeeCents,
          // The column predates online payments: 'other', with the provider beside it (online_provider).
          input.payment === 'online' ? 'other' : input.payment,
          amountDue,
          holdExpiresAt,
          input.locale,
          input.arrivalTime ?? '',
          input.notes ?? '',
          await sha256Hex(token),
          clientTokenHash,
          nowIso,
        ),
      // The booker's own copy of what they typed (the guest row may be an earlier stay's), and
      // what the idempotency key is bound to.
      db
        .prepare('UPDATE reservations SET guest_name = ?, guest_email = ?, guest_phone = ?, request_hash = ?, online_provider = ?, site_slug = ? WHERE code = ?')
        .bind(guest.name, guest.email, guest.phone, requestHash.slice(0, IDEMPOTENCY_HEX), input.payment === 'online' ? property.paymentProvider : null, options.siteSlug ?? null, code),
      // What was sold (issue 25): who, the plan and its window at booking, the code, the lines.
      db
        .prepare('UPDATE reservations SET adults = ?, children = ?, rate_plan_id = ?, rate_plan_name = ?, refundable = ?, free_cancellation_days = ?, promo_code = ?, lines = ? WHERE code = ?')
        .bind(people.adults, people.children, plan.id || null, plan.name, plan.refundable ? 1 : 0, plan.freeCancellationDays, offer.promo?.code ?? null, JSON.stringify(plan.lines), code),
      // A used-up code fails the CHECK (uses <= max_uses) and nothing is written.
      ...(offer.promo ? [db.prepare('UPDATE promo_codes SET uses = uses + 1 WHERE id = ?').bind(offer.promo.id)] : []),
      holdNights(db, { hostId: property.hostId, propertyId: property.id, unitId, from: input.checkIn, to: input.checkOut, holder: { reservationCode: code } }),
      db
        .prepare(`INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, ${reservationId}, ?, 'guest', 'created', ?)`)
        // What the history says of it (status, source); the unit and the total are the row's own (issue 46: fewer bytes).
        .bind(property.hostId, code, nowIso, JSON.stringify({ status, source: 'direct' })),
      ...mails.map((mail) => outboxStatement(db, property.hostId, code, mail, now)),
    );
    // The new reservation's id comes back in the same batch (its last statement).
    statements.push(db.prepare('SELECT id FROM reservations WHERE code = ?').bind(code));
    let written: Awaited<ReturnType<D1Database['batch']>>;
    try {
      written = await db.batch(statements);
    } catch (error) {
      if (isClientTokenTaken(error)) {
        const replay = await replayOf(db, options.siteUrl, property, clientToken, requestHash);
        if (replay) return replay;
        throw error;
      }
      if (offer.promo && /CHECK constraint failed/i.test(String((error as Error)?.message ?? error))) return { ok: false, problem: 'promo', reason: 'unknown' };
      if (isCodeTaken(error)) {
        code = reservationCode();
        continue;
      }
      if (isNightTaken(error)) {
        // A concurrent request with the same client token may have won on this unit.
        if (input.clientToken) {
          const replay = await replayOf(db, options.siteUrl, property, input.clientToken, requestHash);
          if (replay) return replay;
        }
        // Someone took this unit meanwhile: try another free one.
        candidates.splice(pick, 1);
        continue;
      }
      throw error;
    }
    const row = written.at(-1)?.results[0] as { id: number } | undefined;
    return {
      ok: true,
      replay: false,
      booked,
      mailIds: mails.map((mail) => mail.id),
      reservationId: row?.id ?? 0,
      result: { code, status, totalCents: quote.totalCents, currency: property.currency, manageUrl: url, ...(pix ? { pix } : {}) },
    };
  }
  return { ok: false, problem: 'conflict' };
}

/** A mail row, due at once (the request tries it right after the batch; the cron retries). */
export function outboxStatement(db: D1Database, hostId: string, code: string, mail: OutboxMail, now: Date): D1PreparedStatement {
  const body = storedBody(mail);
  return db
    .prepare(
      `INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, body_key, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, (SELECT id FROM reservations WHERE code = ?), ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
    )
    .bind(mail.id, hostId, code, mail.kind, mail.recipient, body.subject, body.html, body.text, mail.bodyKey ?? null, now.getTime(), now.toISOString());
}

// ─── Manage and cancel ─────────────────────────────────────────────────────────────────────

export interface ManagedReservation {
  id: number;
  code: string;
  status: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  roomTypeName: string;
  /** The language of roomTypeName when it is not the stay's (the main language's name stands in). */
  roomTypeLang?: Locale;
  currency: string;
  totalCents: number;
  paidCents: number;
  nightly: { date: string; rateCents: number }[];
  cleaningFeeCents: number;
  serviceFeeCents: number;
  paymentMethod: string;
  amountDueNowCents: number;
  locale: Locale;
  arrivalTime: string;
  notes: string;
  createdAt: string;
  /** Last day the guest may cancel free of charge (inclusive), in the property's calendar. */
  cancelUntil: string;
  canCancel: boolean;
  /** Issue 25: false = cancels without refund. */
  refundable: boolean;
  /** The lines it was sold with (older reservations: rebuilt from their stored nights and fees). */
  lines: QuoteLine[];
  ratePlanName: string | null;
  promoCode: string | null;
  adults: number;
  children: number;
  /** The Pix payment asked at booking while the stay is not cancelled: code, amount due now, deadline, paid. */
  pix: { brCode: string; amountCents: number; deadline: string | null; paid: boolean } | null;
  /** Issue 42: the provider it is paid through online (null: static Pix or at the property), and the hold's deadline. */
  onlineProvider: Provider | null;
  /** Issue 45: the host's own site it was booked on (null: the marketplace). */
  siteSlug: string | null;
  holdExpiresAt: string | null;
  /** Issue 39: where the stay stands for the guest (shared/stay/stage.ts), in the property's calendar. */
  stage: GuestStage;
  /** Given back so far: provider refunds and payments the host marked refunded. */
  refundedCents: number;
  property: {
    id: number;
    name: string;
    kind: string;
    street: string;
    postalCode: string;
    city: string;
    region: string;
    country: string;
    timezone: string;
    checkInTime: string;
    checkOutTime: string;
    contactEmail: string;
    contactPhone: string;
    whatsapp: string | null;
    bookingMode: string;
    freeCancellationDays: number;
    defaultLocale: string;
  };
}

interface ManageRow {
  id: number;
  host_id: string;
  code: string;
  status: string;
  check_in: string;
  check_out: string;
  adults: number;
  children: number;
  currency: string;
  total_cents: number;
  paid_cents: number;
  nightly_cents: string;
  cleaning_fee_cents: number;
  service_fee_cents: number;
  payment_method: string;
  amount_due_now_cents: number;
  locale: string;
  arrival_time: string;
  notes: string;
  created_at: string;
  guest_name: string | null;
  guest_email: string | null;
  guest_phone: string | null;
  room_type_name: string;
  property_id: number;
  p_name: string;
  p_kind: string;
  p_street: string;
  p_postal_code: string;
  p_city: string;
  p_region: string;
  p_country: string;
  p_timezone: string;
  p_check_in_time: string;
  p_check_out_time: string;
  p_contact_email: string;
  p_contact_phone: string;
  p_whatsapp: string | null;
  p_booking_mode: string;
  p_free_cancellation_days: number;
  p_default_locale: string;
  room_type_names: string | null;
  hold_expires_at: string | null;
  p_currency: string;
  p_pix_key: string | null;
  p_pix_receiver_name: string | null;
  p_pix_receiver_city: string | null;
  refundable: number;
  r_free_cancellation_days: number | null;
  lines: string;
  rate_plan_name: string | null;
  refunded_cents: number;
  promo_code: string | null;
  online_provider: Provider | null;
  site_slug: string | null;
}

/** Whether a reservation may still be cancelled by the guest on `today`. */
export function cancellable(status: string, checkIn: string, freeCancellationDays: number, today: string): boolean {
  return (status === 'confirmed' || status === 'pending') && daysBetween(today, checkIn) >= freeCancellationDays;
}

/** The id of the reservation whose manage token (or scheduled message's link) hashes to ?1. */
export const RESERVATION_BY_TOKEN = 'COALESCE((SELECT id FROM reservations WHERE manage_token_hash = ?1), (SELECT reservation_id FROM reservation_links WHERE token_hash = ?1))';

/** The reservation a manage token (the booking's, or a scheduled message's link: reservation_links) opens, or null (unknown token → NOT_FOUND). */
export async function reservationByToken(db: D1Database, token: string, now = new Date()): Promise<(ManagedReservation & { hostId: string }) | null> {
  return reservationWhere(db, RESERVATION_BY_TOKEN, await sha256Hex(token), now);
}

/** The same reservation by its id (a provider's notification names it by its code, resolved to the id first). */
export function reservationById(db: D1Database, id: number, now = new Date()): Promise<(ManagedReservation & { hostId: string }) | null> {
  return reservationWhere(db, '?1', id, now);
}

/** A room type's local name as the manage page and mails read it. */
function roomNameOf(named: { name: string; lang?: Locale }): { roomTypeName: string; roomTypeLang?: Locale } {
  return named.lang ? { roomTypeName: named.name, roomTypeLang: named.lang } : { roomTypeName: named.name };
}

async function reservationWhere(db: D1Database, idSql: string, key: string | number, now: Date): Promise<(ManagedReservation & { hostId: string }) | null> {
  const row = await db
    .prepare(
      `SELECT r.id, r.host_id, r.code, r.status, r.check_in, r.check_out, r.adults, r.children, r.currency, r.total_cents, r.paid_cents,
              r.nightly_cents, r.cleaning_fee_cents, r.service_fee_cents, r.payment_method, r.amount_due_now_cents, r.locale,
              r.arrival_time, r.notes, r.created_at, r.guest_name, r.guest_email, r.guest_phone,
              t.name AS room_type_name, t.names AS room_type_names, p.id AS property_id, p.name AS p_name, p.kind AS p_kind, p.street AS p_street,
              p.postal_code AS p_postal_code, p.city AS p_city, p.region AS p_region, p.country AS p_country,
              p.timezone AS p_timezone, p.check_in_time AS p_check_in_time, p.check_out_time AS p_check_out_time,
              p.contact_email AS p_contact_email, p.contact_phone AS p_contact_phone, p.whatsapp AS p_whatsapp, p.booking_mode AS p_booking_mode,
              p.free_cancellation_days AS p_free_cancellation_days, p.default_locale AS p_default_locale,
              r.hold_expires_at, p.currency AS p_currency, p.pix_key AS p_pix_key, p.pix_receiver_name AS p_pix_receiver_name,
              p.pix_receiver_city AS p_pix_receiver_city,
              r.refundable, r.free_cancellation_days AS r_free_cancellation_days, r.lines, r.rate_plan_name, r.promo_code, r.online_provider, r.site_slug,
              (SELECT COALESCE(SUM(f.amount_cents), 0) FROM payment_refunds f WHERE f.reservation_id = r.id)
                + (SELECT COALESCE(SUM(m.amount_cents), 0) FROM payments m WHERE m.reservation_id = r.id AND m.provider IS NULL AND m.status = 'refunded') AS refunded_cents
       FROM reservations r
       JOIN properties p ON p.id = r.property_id
       JOIN room_types t ON t.id = r.room_type_id
       LEFT JOIN guests g ON g.id = r.guest_id
       WHERE r.id = ${idSql}`,
    )
    .bind(key)
    .first<ManageRow>();
  if (!row) return null;
  const rates = safeRates(row.nightly_cents);
  const nightly = nightsOf(row.check_in, row.check_out).map((date, i) => ({ date, rateCents: rates[i] ?? 0 }));
  const today = todayIn(row.p_timezone, now);
  const pix =
    row.status === 'cancelled'
      ? undefined
      : pixOf(
          { currency: row.p_currency, pixKey: row.p_pix_key, pixReceiverName: row.p_pix_receiver_name, pixReceiverCity: row.p_pix_receiver_city, name: row.p_name, city: row.p_city },
          row.code,
          row.payment_method,
          row.amount_due_now_cents,
        );
  return {
    id: row.id,
    hostId: row.host_id,
    code: row.code,
    status: row.status,
    checkIn: row.check_in,
    checkOut: row.check_out,
    nights: nightly.length,
    guests: row.adults + row.children,
    guestName: row.guest_name ?? '',
    guestEmail: row.guest_email ?? '',
    guestPhone: row.guest_phone ?? '',
    // In the guest's language (the stay's), else the property's main one (issue 39).
    ...roomNameOf(localName(row.room_type_name, parseNames(row.room_type_names), toLocale(row.locale), toLocale(row.p_default_locale))),
    currency: row.currency,
    totalCents: row.total_cents,
    paidCents: row.paid_cents,
    nightly,
    cleaningFeeCents: row.cleaning_fee_cents,
    serviceFeeCents: row.service_fee_cents,
    paymentMethod: row.payment_method,
    amountDueNowCents: row.amount_due_now_cents,
    locale: (['pt', 'en', 'es', 'it'].includes(row.locale) ? row.locale : 'pt') as Locale,
    arrivalTime: row.arrival_time,
    notes: row.notes,
    createdAt: row.created_at,
    // Issue 25: the window the plan was sold with (else the property's); a non-refundable stay
    // may be cancelled until it begins, without refund.
    cancelUntil: addDays(row.check_in, row.refundable === 0 ? -1 : -(row.r_free_cancellation_days ?? row.p_free_cancellation_days)),
    canCancel: cancellable(row.status, row.check_in, row.refundable === 0 ? 1 : row.r_free_cancellation_days ?? row.p_free_cancellation_days, today),
    refundable: row.refundable !== 0,
    lines: storedLines(row.lines, nightly, row.cleaning_fee_cents, row.service_fee_cents, row.total_cents),
    ratePlanName: row.rate_plan_name,
    promoCode: row.promo_code,
    adults: row.adults,
    children: row.children,
    pix: pix ? { ...pix, deadline: row.hold_expires_at, paid: row.paid_cents >= row.amount_due_now_cents } : null,
    onlineProvider: row.online_provider,
    siteSlug: row.site_slug,
    holdExpiresAt: row.hold_expires_at,
    stage: guestStage(row.status, row.check_in, row.check_out, today, row.p_booking_mode),
    refundedCents: row.refunded_cents,
    property: {
      id: row.property_id,
      name: row.p_name,
      kind: row.p_kind,
      street: row.p_street,
      postalCode: row.p_postal_code,
      city: row.p_city,
      region: row.p_region,
      country: row.p_country,
      timezone: row.p_timezone,
      checkInTime: row.p_check_in_time,
      checkOutTime: row.p_check_out_time,
      contactEmail: row.p_contact_email,
      contactPhone: row.p_contact_phone,
      whatsapp: row.p_whatsapp,
      bookingMode: row.p_booking_mode,
      freeCancellationDays: row.p_free_cancellation_days,
      defaultLocale: row.p_default_locale,
    },
  };
}

/** The stored lines, or for a reservation made before they were stored: room, cleaning, service as quoted then. */
export function storedLines(json: string | null, nightly: readonly { rateCents: number }[], cleaningFeeCents: number, serviceFeeCents: number, totalCents: number): QuoteLine[] {
  const lines = parseLines(json);
  if (lines.length > 0) return lines;
  const room = nightly.reduce((sum, night) => sum + night.rateCents, 0);
  const older: QuoteLine[] = [
    { kind: 'room', amountCents: room },
    { kind: 'cleaning', amountCents: cleaningFeeCents },
    { kind: 'service', amountCents: serviceFeeCents },
  ];
  // A total set by hand (or by a channel) differs from its parts: the room line carries the difference.
  const rest = totalCents - room - cleaningFeeCents - serviceFeeCents;
  if (rest !== 0) older[0] = { kind: 'room', amountCents: room + rest };
  return older;
}

function safeRates(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map((n) => (typeof n === 'number' ? n : 0)) : [];
  } catch {
    return [];
  }
}

export type CancelOutcome = { ok: true; already: boolean } | { ok: false; problem: 'window' | 'status' };

/**
 * Cancels by the guest: the status change, the freed nights, the audit line and the mail in one
 * batch. The audit insert names the reservation only if this batch's update cancelled it, so a
 * status changed meanwhile (checked in by the host) fails the batch and frees nothing.
 */
export async function cancelByGuest(
  db: D1Database,
  reservation: ManagedReservation & { hostId: string },
  mails: OutboxMail[],
  now = new Date(),
): Promise<CancelOutcome> {
  if (reservation.status === 'cancelled') return { ok: true, already: true };
  if (reservation.status !== 'confirmed' && reservation.status !== 'pending') return { ok: false, problem: 'status' };
  if (!reservation.canCancel) return { ok: false, problem: 'window' };
  const at = now.toISOString();
  const stamp = `${at}#${crypto.randomUUID()}`;
  try {
    await db.batch([
      db
        .prepare("UPDATE reservations SET status = 'cancelled', cancelled_at = ?, updated_at = ?, hold_expires_at = NULL WHERE id = ? AND status IN ('confirmed', 'pending')")
        .bind(stamp, at, reservation.id),
      // NOT NULL reservation_id: fails (and rolls everything back) unless the update above applied.
      db
        .prepare(
          "INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, (SELECT id FROM reservations WHERE id = ? AND status = 'cancelled' AND cancelled_at = ?), ?, 'guest', 'cancelled', ?)",
        )
        .bind(reservation.hostId, reservation.id, stamp, at, JSON.stringify({ from: reservation.status, to: 'cancelled' })),
      releaseReservationNights(db, reservation.id),
      ...mails.map((mail) => outboxStatement(db, reservation.hostId, reservation.code, mail, now)),
      db.prepare('UPDATE reservations SET cancelled_at = ? WHERE id = ?').bind(at, reservation.id),
    ]);
  } catch (error) {
    if (/NOT NULL constraint failed: reservation_events\.reservation_id/i.test(String((error as Error)?.message ?? error))) {
      const now = await db.prepare('SELECT status FROM reservations WHERE id = ?').bind(reservation.id).first<{ status: string }>();
      return now?.status === 'cancelled' ? { ok: true, already: true } : { ok: false, problem: 'status' };
    }
    throw error;
  }
  return { ok: true, already: false };
}

/** Where the host's notices go: the property's contact address, else the host's sign-in address. */
export function hostEmailOf(contactEmail: string, signInEmail: string | null): string | null {
  return contactEmail || signInEmail || null;
}

/**
 * The host's sign-in address (hostEmailOf's fallback) by the property's id or by a manage
 * token, so that it is read beside the property or the reservation instead of after it (issue
 * 29). Read even when the property has a contact address: one query more in the same level
 * costs a far guest nothing, one in sequence a round trip.
 */
export async function hostSignInEmail(db: D1Database, by: { propertyId: number } | { token: string }, directory: D1Database = db): Promise<string | null> {
  const host = 'propertyId' in by ? 'SELECT host_id FROM properties WHERE id = ?1' : `SELECT host_id FROM reservations WHERE id = ${RESERVATION_BY_TOKEN}`;
  const key = 'propertyId' in by ? by.propertyId : await sha256Hex(by.token);
  try {
    // The accounts are in the directory (issue 46): on another shard, the host first, then its address.
    if (directory !== db) {
      const hostId = await db.prepare(host).bind(key).first<string>('host_id');
      if (!hostId) return null;
      return (await directory.prepare('SELECT email FROM auth_users WHERE id = ?').bind(hostId).first<string | null>('email')) || null;
    }
    const row = await db.prepare(`SELECT email FROM auth_users WHERE id = (${host})`).bind(key).first<{ email: string | null }>();
    return row?.email || null;
  } catch {
    return null;
  }
}

// ─── Drafts of refused no-JavaScript forms ─────────────────────────────────────────────────

/** What the guest typed in the booking form (kept after a refused no-JavaScript post). */
export interface BookingDraft {
  name: string;
  email: string;
  phone: string;
  arrivalTime: string;
  notes: string;
  payment: PaymentChoice;
}

/** How long a draft waits for the page it was redirected to. */
export const DRAFT_TTL_MS = 15 * 60_000;
export const DRAFT_ID = /^[A-Za-z0-9_-]{32}$/;

/** Stores the typed values under a fresh unguessable id (expired drafts swept in the same batch). */
export async function saveDraft(db: D1Database, propertyId: number, draft: BookingDraft, now = Date.now()): Promise<string> {
  const id = base64Url(crypto.getRandomValues(new Uint8Array(24)));
  await db.batch([
    db.prepare('DELETE FROM booking_drafts WHERE expires_at < ?').bind(now),
    db.prepare('INSERT INTO booking_drafts (id, property_id, data, expires_at) VALUES (?, ?, ?, ?)').bind(id, propertyId, JSON.stringify(draft), now + DRAFT_TTL_MS),
  ]);
  return id;
}

/** The draft of this property under `id`, while it has not expired; null otherwise. */
export async function draftOf(db: D1Database, propertyId: number, id: string, now = Date.now()): Promise<BookingDraft | null> {
  if (!DRAFT_ID.test(id)) return null;
  const row = await db.prepare('SELECT data FROM booking_drafts WHERE id = ? AND property_id = ? AND expires_at >= ?').bind(id, propertyId, now).first<{ data: string }>();
  if (!row) return null;
  try {
    const value = JSON.parse(row.data) as Partial<BookingDraft>;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return { name: text(value.name), email: text(value.email), phone: text(value.phone), arrivalTime: text(value.arrivalTime), notes: text(value.notes), payment: value.payment === 'pix' || value.payment === 'online' ? value.payment : 'at_property' };
  } catch {
    return null;
  }
}
