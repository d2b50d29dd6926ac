/**
 * The demo host (local mode only: SUPABASE_URL empty). `npm start`, the tests and the bench
 * get a host who owns the nine marketplace listings as real properties with ids 1–9, one room
 * type and one unit each, rates for the next 18 months at the listing's nightly price (EUR,
 * cleaning fee and 12 % service fee as the spec's booking card), listings 4 and 7 stop-sold
 * (the spec's "two unavailable"), and a few dozen reservations around today across sources
 * and statuses, so the overview and the calendar show something true on a fresh start.
 *
 * Everything is written in one batch (all or nothing) the first time a request meets a
 * database without property 1; later requests in the isolate skip the check.
 */
import { PROPERTIES, type SampleProperty } from '../../shared/properties';
import { CLEANING_FEE, quoteStay } from '../../shared/booking';
import { addDays, todayIn } from '../../shared/stay/dates';
import type { Locale } from '../../shared/locales';
import { LOCALES } from '../../shared/locales';
import { hashPassword } from '../auth/crypto';
import { insertUserStatements } from '../auth/store';
import { holdNights } from './occupancy';
import { hostDatabase } from './shards';
import pt from '../../web/i18n/pt/properties';
import en from '../../web/i18n/en/properties';
import es from '../../web/i18n/es/properties';
import it from '../../web/i18n/it/properties';

export const DEMO_HOST = {
  id: '0d3e5a1c-5e7d-4c8b-9a2f-000000000001',
  email: 'demo@estadia.example',
  password: 'estadia-demo-2026',
  name: 'Ana Demo',
} as const;

/** How far ahead the demo's rates are written. */
export const DEMO_RATE_DAYS = 548;
/** Listings a guest cannot book (stop-sell on every night). */
export const DEMO_STOP_SOLD = [4, 7] as const;

const TEXTS: Record<Locale, typeof pt> = { pt, en: en as typeof pt, es: es as typeof pt, it: it as typeof pt };

/** A demo listing's name and description as its dictionary writes them in `locale`. */
const textOf = (locale: Locale, listing: SampleProperty) => TEXTS[locale].items[listing.key as keyof typeof pt.items];

const TIME_ZONES: Record<SampleProperty['address']['country'], string> = { PT: 'Europe/Lisbon', BR: 'America/Sao_Paulo', IT: 'Europe/Rome' };

const KINDS: Record<SampleProperty['type'], string> = {
  Villa: 'villa',
  Apartment: 'apartment',
  Cottage: 'holiday_home',
  Studio: 'apartment',
  Chalet: 'holiday_home',
  House: 'holiday_home',
  Hotel: 'hotel',
  Inn: 'inn',
  Guesthouse: 'guesthouse',
  Hostel: 'hostel',
  Campground: 'campground',
  Resort: 'resort',
};

const GUESTS = [
  ['Mariana Costa', 'pt'], ['João Pereira', 'pt'], ['Camila Rocha', 'pt'], ['Lucas Almeida', 'pt'], ['Beatriz Santos', 'pt'],
  ['Rafael Oliveira', 'pt'], ['Sophie Laurent', 'en'], ['James O’Connor', 'en'], ['Emma Schmidt', 'en'], ['Lucía Fernández', 'es'],
  ['Diego Martín', 'es'], ['Valentina Gómez', 'es'], ['Giulia Romano', 'it'], ['Marco Bianchi', 'it'], ['Chiara Ricci', 'it'],
  ['Pedro Henrique Lima', 'pt'], ['Ana Luísa Ferreira', 'pt'], ['Thomas Müller', 'en'],
] as const;

type Status = 'pending' | 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled' | 'no_show';
type Source = 'direct' | 'manual' | 'airbnb' | 'booking' | 'vrbo';

/** A demo stay relative to the property's today: [start, end) offsets in days. */
interface Stay {
  start: number;
  end: number;
  status: Status;
  source: Source;
}

/** The stays of listing `index` (0-based): past months for revenue, today's movement, the weeks ahead. */
function staysFor(index: number): Stay[] {
  const sources: Source[] = ['direct', 'airbnb', 'booking', 'vrbo', 'manual'];
  const source = (n: number) => sources[(index + n) % sources.length] as Source;
  const stays: Stay[] = [
    { start: -150 + index, end: -146 + index, status: 'checked_out', source: source(0) },
    { start: -95 + index, end: -90 + index, status: 'checked_out', source: source(1) },
    { start: -60, end: -56, status: 'checked_out', source: source(2) },
    { start: -30, end: -27, status: index % 4 === 3 ? 'no_show' : 'checked_out', source: source(3) },
  ];
  // Today: some leave, some arrive, some are in the house.
  if (index % 3 === 0) stays.push({ start: -3, end: 0, status: 'checked_out', source: source(4) }, { start: 0, end: 4, status: 'confirmed', source: source(0) });
  else if (index % 3 === 1) stays.push({ start: -2, end: 3, status: 'checked_in', source: source(1) });
  else stays.push({ start: -4, end: 0, status: 'checked_in', source: source(2) }, { start: 1, end: 3, status: 'confirmed', source: source(3) });
  stays.push(
    { start: 6, end: 9, status: 'confirmed', source: source(4) },
    { start: 12, end: 16, status: index % 2 === 0 ? 'pending' : 'confirmed', source: source(0) },
    { start: 21, end: 28, status: 'confirmed', source: source(1) },
    { start: 35, end: 38, status: 'cancelled', source: source(2) },
    { start: 45, end: 50, status: 'confirmed', source: source(3) },
  );
  return stays;
}

/** A short human reservation code, deterministic for the demo (`EST-` + 5 of Crockford's base32). */
function demoCode(propertyId: number, n: number): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let value = (propertyId * 7919 + n * 104_729 + 12_345) % 32 ** 5;
  let code = '';
  for (let i = 0; i < 5; i++) {
    code = alphabet[value % 32] + code;
    value = Math.floor(value / 32);
  }
  return `EST-${code}`;
}

function slugOf(name: string, id: number): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base}-${id}`;
}

/**
 * Whose demo the statements write, and under which ids: the demo host itself (ids 1–9, its
 * listings published on the marketplace) or a visitor's private copy (worker/demo/copy.ts: fresh
 * ids, never published, its own slugs and reservation codes).
 */
export interface DemoTarget {
  hostId: string;
  /** The properties' contact address. */
  email: string;
  published: boolean;
  /** Ids of listing `index` (0-based): property, its one room type and its one unit. */
  ids(index: number, listingId: number): { property: number; roomType: number; unit: number };
  slug(name: string, propertyId: number, index: number): string;
  code(propertyId: number, n: number): string;
}

const HOST_DEMO: DemoTarget = {
  hostId: DEMO_HOST.id,
  email: DEMO_HOST.email,
  published: true,
  // Room type and unit share the listing's id, so the demo's ids are predictable.
  ids: (_index, listingId) => ({ property: listingId, roomType: listingId, unit: listingId }),
  slug: (name, id) => slugOf(name, id),
  code: demoCode,
};

/**
 * Statements that write the whole demo (after the user rows): properties with their texts,
 * room types, units, 18 months of rates, guests, reservations with their audit line and
 * occupancy nights, and the payments received for the stays paid at the property.
 */
export function demoStatements(db: D1Database, now: Date, target: DemoTarget = HOST_DEMO): D1PreparedStatement[] {
  const at = now.toISOString();
  const host = target.hostId;
  const statements: D1PreparedStatement[] = [];
  let guestNo = 0;
  PROPERTIES.forEach((listing, index) => {
    const { property: id, roomType: roomTypeId, unit: unitId } = target.ids(index, listing.id);
    const texts = textOf('pt', listing);
    const timezone = TIME_ZONES[listing.address.country];
    const defaultLocale: Locale = listing.address.country === 'IT' ? 'it' : 'pt';
    const name = textOf(defaultLocale, listing).name;
    statements.push(
      db
        .prepare(
          `INSERT INTO properties (id, host_id, slug, name, kind, street, postal_code, city, region, country, lat, lng, timezone, currency,
             default_locale, check_in_time, check_out_time, cleaning_fee_cents, service_fee_percent, service_fee_rounding_cents,
             max_guests, bedrooms, beds, bathrooms, amenities, rules, listing_key, contact_email, booking_mode, free_cancellation_days,
             published, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'EUR', ?, ?, ?, ?, 12, 100, ?, ?, ?, ?, ?, ?, ?, ?, 'instant', 7, ?, ?, ?)`,
        )
        .bind(
          id, host, target.slug(name, id, index), name,
          KINDS[listing.type], listing.address.street, listing.address.postalCode, listing.address.city, listing.address.region, listing.address.country,
          listing.coordinates.lat, listing.coordinates.lng, timezone, defaultLocale,
          listing.rules.includes('checkInAfter16') ? '16:00' : '15:00', listing.rules.includes('checkOutBefore10') ? '10:00' : '11:00',
          CLEANING_FEE * 100, listing.maxGuests, listing.bedrooms, listing.beds, listing.bathrooms,
          JSON.stringify(listing.amenities), JSON.stringify(listing.rules), listing.key, target.email, target.published ? 1 : 0, at, at,
        ),
    );
    for (const locale of LOCALES) {
      const text = textOf(locale, listing);
      statements.push(
        db
          .prepare('INSERT INTO property_texts (property_id, locale, host_id, name, description) VALUES (?, ?, ?, ?, ?)')
          .bind(id, locale, host, text.name, text.description),
      );
    }
    statements.push(
      db
        .prepare('INSERT INTO room_types (id, host_id, property_id, name, capacity, base_rate_cents, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)')
        .bind(roomTypeId, host, id, texts.name, listing.maxGuests, listing.price * 100, at, at),
      db
        .prepare('INSERT INTO units (id, host_id, property_id, room_type_id, name, position, ical_secret, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)')
        .bind(unitId, host, id, roomTypeId, texts.name, crypto.randomUUID().replaceAll('-', ''), at),
    );
    const today = todayIn(timezone, now);
    const stopSell = (DEMO_STOP_SOLD as readonly number[]).includes(listing.id) ? 1 : 0;
    // 18 months of nightly rates, generated in SQL (one statement, few bound parameters).
    statements.push(
      db
        .prepare(
          `INSERT INTO rates (room_type_id, date, host_id, rate_cents, stop_sell)
           WITH RECURSIVE span(date) AS (SELECT ?1 UNION ALL SELECT date(date, '+1 day') FROM span WHERE date < date(?1, '+' || (?2 - 1) || ' days'))
           SELECT ?3, date, ?4, ?5, ?6 FROM span`,
        )
        .bind(today, DEMO_RATE_DAYS, roomTypeId, host, listing.price * 100, stopSell),
    );
    staysFor(index).forEach((stay, n) => {
      const [name, locale] = GUESTS[guestNo++ % GUESTS.length] as (typeof GUESTS)[number];
      const checkIn = addDays(today, stay.start);
      const checkOut = addDays(today, stay.end);
      const nights = stay.end - stay.start;
      const quote = quoteStay(listing.price, nights);
      const code = target.code(id, n);
      const email = `${name.split(' ')[0]!.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase()}.${guestNo}@example.com`;
      const created = addDays(today, Math.min(stay.start, 0) - 10 - n);
      const atProperty = stay.source === 'direct' || stay.source === 'manual';
      const paid = stay.status === 'checked_out' || (!atProperty && stay.status !== 'cancelled');
      statements.push(
        db
          .prepare('INSERT INTO guests (host_id, name, email, phone, locale, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .bind(host, name, email, `+55119${String(70_000_000 + guestNo * 1_234_567).slice(0, 8)}`, locale, at, at),
        db
          .prepare(
            `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, guest_id, guest_name, guest_email, guest_phone, check_in, check_out, adults, children,
               status, source, currency, total_cents, paid_cents, nightly_cents, cleaning_fee_cents, service_fee_cents, payment_method, locale, cancelled_at, created_at, updated_at)
             SELECT ?, ?, ?, ?, ?, g.id, g.name, g.email, g.phone, ?, ?, ?, ?, ?, ?, 'EUR', ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM guests g WHERE g.id = last_insert_rowid()`,
          )
          .bind(
            host, code, id, roomTypeId, unitId, checkIn, checkOut, Math.min(2, listing.maxGuests), n % 3 === 0 && listing.maxGuests > 2 ? 1 : 0, stay.status, stay.source,
            quote.total * 100, paid ? quote.total * 100 : 0,
            JSON.stringify(Array.from({ length: nights }, () => listing.price * 100)), quote.cleaningFee * 100, quote.serviceFee * 100,
            atProperty ? 'at_property' : 'channel', locale, stay.status === 'cancelled' ? `${created}T12:00:00.000Z` : null,
            `${created}T12:00:00.000Z`, at,
          ),
        db
          .prepare("INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, (SELECT id FROM reservations WHERE code = ?), ?, 'system', 'created', ?)")
          .bind(host, code, `${created}T12:00:00.000Z`, JSON.stringify({ status: stay.status, source: stay.source })),
      );
      // A stay paid at the property has its payment on record (channels collect their own).
      if (paid && atProperty) {
        statements.push(
          db
            .prepare(
              `INSERT INTO payments (host_id, reservation_id, amount_cents, method, status, received_on, note, created_at)
               VALUES (?, (SELECT id FROM reservations WHERE code = ?), ?, ?, 'received', ?, '', ?)`,
            )
            .bind(host, code, quote.total * 100, stay.source === 'direct' ? 'pix' : 'cash', checkOut, `${checkOut}T12:00:00.000Z`),
        );
      }
      if (stay.status !== 'cancelled' && stay.status !== 'no_show') {
        statements.push(holdNights(db, { hostId: host, propertyId: id, unitId, from: checkIn, to: checkOut, holder: { reservationCode: code } }));
      }
    });
  });
  return statements;
}

/** True when this deployment serves its own auth (no Supabase project): the demo may exist. */
export function isLocalMode(env: Pick<Env, 'SUPABASE_URL'>): boolean {
  return !env.SUPABASE_URL;
}

/** Writes the demo host and its data unless property 1 exists already. */
export async function seedDemo(db: D1Database, now: Date = new Date()): Promise<boolean> {
  const existing = await db.prepare('SELECT 1 FROM properties WHERE id = 1').first();
  if (existing) return false;
  const user = await db.prepare('SELECT id FROM auth_users WHERE email = ?').bind(DEMO_HOST.email).first<{ id: string }>();
  const statements: D1PreparedStatement[] = [];
  if (!user) {
    const passwordHash = await hashPassword(DEMO_HOST.password);
    statements.push(...insertUserStatements(db, { id: DEMO_HOST.id, email: DEMO_HOST.email, passwordHash, userMetadata: { name: DEMO_HOST.name }, confirmed: true }));
  } else if (user.id !== DEMO_HOST.id) {
    // Someone registered the demo address by hand: leave their account alone, no demo.
    return false;
  }
  statements.push(...demoStatements(db, now));
  try {
    await db.batch(statements);
  } catch (error) {
    // Another isolate seeded at the same moment: its batch won, ours rolled back.
    if (await db.prepare('SELECT 1 FROM properties WHERE id = 1').first()) return false;
    throw error;
  }
  return true;
}

let ready: Promise<unknown> | null = null;
let failedAt = 0;
/** After a failed seed (no schema yet, D1 unreachable), how long requests go on without retrying. */
const RETRY_MS = 60_000;

/**
 * Once per isolate in local mode: make sure the demo exists before a request reads D1. A
 * failure never fails the request (robots.txt needs no demo): it is logged, and retried a
 * minute later.
 */
export async function ensureDemo(env: Env, now = Date.now()): Promise<void> {
  if (!isLocalMode(env) || now - failedAt < RETRY_MS) return;
  // Seeded where the demo host lives (issue 46: the directory's own shard unless `npm run
  // shards:move` moved it; then it is there already and nothing is seeded again).
  ready ??= hostDatabase(env, DEMO_HOST.id).then((db) => seedDemo(db));
  try {
    await ready;
  } catch (error) {
    ready = null;
    failedAt = now;
    console.error(JSON.stringify({ level: 'error', where: 'demo-seed', message: String(error) }));
  }
}
