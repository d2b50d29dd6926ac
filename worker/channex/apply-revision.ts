/**
 * One Channex booking revision applied to D1 (issue 41), in ONE batch: every room of the booking
 * ("Bookings Collection" → Booking Room: its own `checkin_date`/`checkout_date`, `room_type_id`,
 * `rate_plan_id`, `occupancy`, `amount`, and `ota_unique_id` for Booking.com) becomes its own
 * reservation — the model gives a reservation one unit — with its own copy of the booker as guest,
 * its own nights, and the OTA's code with the room's number when there are several (`-1`, `-2`).
 * A room whose nights are taken is stored anyway, without nights, as a conflict: the channel has
 * sold it. `modified` is the whole booking again: rooms are matched to the stays already here by
 * `ota_unique_id`, else in order; a room no longer in it is cancelled, a new one added.
 * `cancelled` cancels every room's stay and frees its nights.
 */
import { isLocale, type Locale } from '../../shared/locales';
import { daysBetween } from '../../shared/stay/dates';
import { outboxStatement, type OutboxMail } from '../db/booking';
import { storeMailBodies } from '../mail/bodies';
import { newReservationCode } from '../db/host-reservations';
import { holdNights, isNightTaken, releaseReservationNights } from '../db/occupancy';
import { hostMail, type MailStay } from '../mail/booking-mail';
import { amountToCents, type Revision, type RevisionRoom } from './client';
import { markChanged } from './push';

/** The channel as the reservation model names it, from Channex's `ota_name`. */
export type ChannelSource = 'booking' | 'airbnb' | 'vrbo' | 'expedia' | 'other';
export function channelOf(otaName: string | null | undefined): ChannelSource {
  const name = (otaName ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (name.startsWith('booking')) return 'booking';
  if (name.startsWith('airbnb')) return 'airbnb';
  if (name.startsWith('vrbo') || name.startsWith('homeaway')) return 'vrbo';
  if (name.startsWith('expedia')) return 'expedia';
  return 'other';
}
/** `reservations.source` keeps the older list (its CHECK); the new channels read from `channel`. */
const legacySource = (channel: ChannelSource) => (channel === 'expedia' || channel === 'other' ? 'ical' : channel);

export interface Target {
  propertyId: number;
  hostId: string;
  name: string;
  currency: string;
  timezone: string;
  defaultLocale: string;
  contactEmail: string;
  contactPhone: string;
  street: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
  checkInTime: string;
  checkOutTime: string;
}

interface ExistingStay {
  reservationId: number;
  code: string;
  unitId: number;
  roomTypeId: number;
  guestId: number | null;
  checkIn: string;
  checkOut: string;
  status: string;
  slot: number;
  otaRoomId: string | null;
}

/** One room of the revision, as it will be stored. */
interface RoomPlan {
  slot: number;
  roomTypeId: number;
  roomTypeName: string;
  ratePlan: { id: number; name: string } | null;
  from: string;
  to: string;
  adults: number;
  children: number;
  totalCents: number;
  otaRoomId: string | null;
  existing: ExistingStay | null;
}

export interface Applied {
  mails: OutboxMail[];
  conflict: boolean;
  reservationId: number | null;
}

function guestOf(revision: Revision) {
  const customer = revision.customer ?? {};
  const name = [customer.name, customer.surname].filter(Boolean).join(' ').trim() || (revision.ota_reservation_code ?? 'Channel guest');
  return { name: name.slice(0, 200), email: (customer.mail ?? '').trim().toLowerCase().slice(0, 254), phone: (customer.phone ?? '').replace(/[^\d+]/g, '').slice(0, 32) };
}

/** The key of a room's stay: the booking's id for its first room, "<id>#<n>" for the n-th. */
const stayKey = (bookingId: string, slot: number) => (slot === 0 ? bookingId : `${bookingId}#${slot + 1}`);

async function existingStays(db: D1Database, propertyId: number, bookingId: string): Promise<ExistingStay[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id AS reservationId, r.code, r.unit_id AS unitId, r.room_type_id AS roomTypeId, r.guest_id AS guestId, r.check_in AS checkIn,
              r.check_out AS checkOut, r.status, COALESCE(s.room_slot, 0) AS slot, s.ota_room_id AS otaRoomId
       FROM channex_stays s JOIN reservations r ON r.id = s.reservation_id
       WHERE (s.booking_id = ?1 OR s.channex_booking_id = ?1) AND s.property_id = ?2 ORDER BY slot`,
    )
    .bind(bookingId, propertyId)
    .all<ExistingStay>();
  return results;
}

/**
 * The revision's rooms with their local room type and plan (mapped ids, else the property's first
 * room type), dates, occupancy and amount. A revision without rooms is one room over its dates.
 * The booking's amount beyond its rooms' (services, taxes) goes with the first room, so the stays
 * add up to what the channel charged; rooms without an amount share what is left.
 */
async function planRooms(db: D1Database, propertyId: number, revision: Revision): Promise<Omit<RoomPlan, 'slot' | 'existing'>[]> {
  const [types, plans, first] = await db.batch([
    db.prepare('SELECT m.room_type_id AS id, m.channex_id AS channexId, t.name FROM channex_room_types m JOIN room_types t ON t.id = m.room_type_id WHERE m.property_id = ?').bind(propertyId),
    db.prepare('SELECT m.rate_plan_id AS id, m.channex_id AS channexId, p.name FROM channex_rate_plans m JOIN rate_plans p ON p.id = m.rate_plan_id WHERE m.property_id = ?').bind(propertyId),
    db.prepare('SELECT id, name FROM room_types WHERE property_id = ? AND archived_at IS NULL ORDER BY position, id LIMIT 1').bind(propertyId),
  ]);
  const typeOf = new Map((types!.results as { id: number; channexId: string; name: string }[]).map((row) => [row.channexId, row]));
  const planOf = new Map((plans!.results as { id: number; channexId: string; name: string }[]).map((row) => [row.channexId, { id: row.id, name: row.name }]));
  const fallback = (first!.results[0] as { id: number; name: string } | undefined) ?? null;
  const rooms: RevisionRoom[] = revision.rooms?.length ? revision.rooms : [{ checkin_date: revision.arrival_date, checkout_date: revision.departure_date, amount: revision.amount, occupancy: revision.occupancy ?? undefined }];
  const single = rooms.length === 1;
  const planned = rooms.map((room) => {
    const type = typeOf.get(room.room_type_id ?? '') ?? fallback;
    if (!type) throw new Error(`property ${propertyId} has no room type for revision ${revision.id}`);
    const occupancy = room.occupancy ?? (single ? revision.occupancy : undefined) ?? {};
    const from = room.checkin_date || revision.arrival_date;
    const to = room.checkout_date && room.checkout_date > from ? room.checkout_date : revision.departure_date;
    return {
      roomTypeId: type.id,
      roomTypeName: type.name,
      ratePlan: planOf.get(room.rate_plan_id ?? '') ?? null,
      from,
      to,
      adults: Math.max(1, occupancy.adults ?? 0),
      children: (occupancy.children ?? 0) + (occupancy.infants ?? 0),
      totalCents: room.amount === undefined || room.amount === null ? -1 : amountToCents(room.amount),
      otaRoomId: room.ota_unique_id ?? null,
    };
  });
  const bookingCents = revision.amount === undefined || revision.amount === null ? null : amountToCents(revision.amount);
  const known = planned.filter((room) => room.totalCents >= 0).reduce((sum, room) => sum + room.totalCents, 0);
  const unknown = planned.filter((room) => room.totalCents < 0);
  const left = bookingCents === null ? 0 : Math.max(0, bookingCents - known);
  unknown.forEach((room, i) => {
    room.totalCents = Math.floor(left / unknown.length) + (i === 0 ? left % unknown.length : 0);
  });
  if (unknown.length === 0 && left > 0) planned[0]!.totalCents += left;
  return planned;
}

/** Rooms matched to the stays already here: by the OTA's room id, else in order; new rooms get the next slots. */
function matchRooms(rooms: Omit<RoomPlan, 'slot' | 'existing'>[], existing: ExistingStay[]): RoomPlan[] {
  const free = [...existing];
  const take = (stay: ExistingStay | undefined) => {
    if (stay) free.splice(free.indexOf(stay), 1);
    return stay ?? null;
  };
  const byOta = rooms.map((room) => (room.otaRoomId ? take(free.find((stay) => stay.otaRoomId === room.otaRoomId)) : null));
  let next = existing.reduce((max, stay) => Math.max(max, stay.slot + 1), 0);
  return rooms.map((room, i) => {
    // A room the OTA names that matches none is new, unless a stay here has no OTA id to tell.
    const stay = byOta[i] ?? take(room.otaRoomId ? free.find((candidate) => !candidate.otaRoomId) : free[0]);
    return { ...room, existing: stay, slot: stay ? stay.slot : next++ };
  });
}

/**
 * Units of the room type free on every night of [from, to), the booking's own stays' nights
 * counting as free (they are released in the same batch); the stay's unit first.
 */
async function freeUnits(db: D1Database, roomTypeId: number, from: string, to: string, own: number[], preferred: number | null): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id FROM units u WHERE u.room_type_id = ?1 AND u.archived_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM occupancy o WHERE o.unit_id = u.id AND o.night >= ?2 AND o.night < ?3
                           AND (o.reservation_id IS NULL OR o.reservation_id NOT IN (SELECT value FROM json_each(?4))))
       ORDER BY (u.id = ?5) DESC, u.position, u.id`,
    )
    .bind(roomTypeId, from, to, JSON.stringify(own), preferred ?? 0)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

async function anyUnit(db: D1Database, roomTypeId: number) {
  const row = await db.prepare('SELECT id FROM units WHERE room_type_id = ? AND archived_at IS NULL ORDER BY position, id LIMIT 1').bind(roomTypeId).first<{ id: number }>();
  return row?.id ?? null;
}

/** A unit for every room: free ones, two rooms of the booking never on one unit's same night; else a conflict on any unit. */
async function placeRooms(db: D1Database, rooms: RoomPlan[], own: number[], tryFree: boolean) {
  const taken: { unitId: number; from: string; to: string }[] = [];
  const placed: { unitId: number; conflict: boolean }[] = [];
  for (const room of rooms) {
    const candidates = tryFree ? await freeUnits(db, room.roomTypeId, room.from, room.to, own, room.existing?.unitId ?? null) : [];
    const unit = candidates.find((id) => !taken.some((other) => other.unitId === id && other.from < room.to && room.from < other.to));
    if (unit !== undefined) {
      taken.push({ unitId: unit, from: room.from, to: room.to });
      placed.push({ unitId: unit, conflict: false });
      continue;
    }
    const fallback = room.existing && room.existing.roomTypeId === room.roomTypeId ? room.existing.unitId : await anyUnit(db, room.roomTypeId);
    if (fallback === null) throw new Error(`room type ${room.roomTypeId} has no unit`);
    placed.push({ unitId: fallback, conflict: true });
  }
  return placed;
}

function mailStay(target: Target, room: RoomPlan, code: string, guest: ReturnType<typeof guestOf>, currency: string, status: MailStay['status']): MailStay {
  const locale: Locale = isLocale(target.defaultLocale) ? target.defaultLocale : 'pt';
  return {
    code,
    status,
    property: {
      name: target.name,
      street: target.street,
      postalCode: target.postalCode,
      city: target.city,
      region: target.region,
      country: target.country,
      timezone: target.timezone,
      checkInTime: target.checkInTime,
      checkOutTime: target.checkOutTime,
      contactEmail: target.contactEmail,
      contactPhone: target.contactPhone,
      defaultLocale: target.defaultLocale,
    },
    roomTypeName: room.roomTypeName,
    checkIn: room.from,
    checkOut: room.to,
    nights: daysBetween(room.from, room.to),
    guests: room.adults + room.children,
    guest,
    locale,
    currency,
    totalCents: room.totalCents,
    manageUrl: '',
  };
}

const event = (db: D1Database, target: Target, reservation: string, bind: unknown, at: string, action: string, detail: unknown) =>
  db
    .prepare(`INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, ${reservation}, ?, 'channel', ?, ?)`)
    .bind(target.hostId, bind, at, action, JSON.stringify(detail));

async function cancelAll(db: D1Database, target: Target, revision: Revision, stays: ExistingStay[], siteUrl: string, now: Date, mailEnv: object): Promise<Applied> {
  const at = now.toISOString();
  const record = db
    .prepare('INSERT INTO channex_revisions (id, property_id, host_id, booking_id, status, reservation_id, applied_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(revision.id, target.propertyId, target.hostId, revision.booking_id, revision.status, stays[0]?.reservationId ?? null, at);
  const live = stays.filter((stay) => stay.status !== 'cancelled');
  const channel = channelOf(revision.ota_name);
  const guest = guestOf(revision);
  const currency = (revision.currency ?? target.currency).toUpperCase().slice(0, 3);
  const mails: { code: string; mail: OutboxMail }[] = [];
  const statements: D1PreparedStatement[] = [];
  for (const stay of live) {
    const name = await db.prepare('SELECT name FROM room_types WHERE id = ?').bind(stay.roomTypeId).first<{ name: string }>();
    if (target.contactEmail) {
      const total = await db.prepare('SELECT total_cents AS t, adults, children FROM reservations WHERE id = ?').bind(stay.reservationId).first<{ t: number; adults: number; children: number }>();
      const room: RoomPlan = { slot: stay.slot, roomTypeId: stay.roomTypeId, roomTypeName: name?.name ?? '', ratePlan: null, from: stay.checkIn, to: stay.checkOut, adults: total?.adults ?? 1, children: total?.children ?? 0, totalCents: total?.t ?? 0, otaRoomId: null, existing: stay };
      mails.push({ code: stay.code, mail: hostMail(mailStay(target, room, stay.code, guest, currency, 'cancelled'), 'cancel_host', target.contactEmail, siteUrl) });
    }
    statements.push(
      releaseReservationNights(db, stay.reservationId),
      db.prepare("UPDATE reservations SET status = 'cancelled', cancelled_at = ?, updated_at = ? WHERE id = ?").bind(at, at, stay.reservationId),
      db.prepare('UPDATE channex_stays SET conflict = 0, revision_id = ?, updated_at = ? WHERE reservation_id = ?').bind(revision.id, at, stay.reservationId),
      event(db, target, '?', stay.reservationId, at, 'cancelled', { channel, revision: revision.id }),
      ...markChanged(db, target.propertyId, stay.roomTypeId, stay.checkIn, stay.checkOut),
    );
  }
  const stored = await storeMailBodies(mailEnv, target.hostId, mails.map(({ mail }) => mail));
  await db.batch([...statements, record, ...mails.map(({ code }, i) => outboxStatement(db, target.hostId, code, stored[i]!, now))]);
  return { mails: stored, conflict: false, reservationId: stays[0]?.reservationId ?? null };
}

/** Applies one revision in one batch; returns the mails written (to send now) and whether a room is a conflict. */
/** `mailEnv`: where the mails' bodies go (its MAIL bucket, worker/mail/bodies.ts); without one they stay in D1. */
export async function applyRevision(db: D1Database, target: Target, revision: Revision, siteUrl: string, now: Date, mailEnv: object = {}): Promise<Applied> {
  const at = now.toISOString();
  const stays = await existingStays(db, target.propertyId, revision.booking_id);
  if (revision.status === 'cancelled') return cancelAll(db, target, revision, stays, siteUrl, now, mailEnv);

  const rooms = matchRooms(await planRooms(db, target.propertyId, revision), stays);
  const removed = stays.filter((stay) => stay.status !== 'cancelled' && !rooms.some((room) => room.existing === stay));
  const own = stays.map((stay) => stay.reservationId);
  const channel = channelOf(revision.ota_name);
  const guest = guestOf(revision);
  const currency = (revision.currency ?? target.currency).toUpperCase().slice(0, 3);
  const otaCode = (revision.ota_reservation_code ?? '').slice(0, 60);
  const otaCodeOf = (room: RoomPlan) => (rooms.length > 1 && otaCode ? `${otaCode}-${room.slot + 1}` : otaCode);

  for (const attempt of [0, 1, 2]) {
    // A night taken between the look and the write: look again; the third time, every room is a conflict.
    const placed = await placeRooms(db, rooms, own, attempt < 2);
    const codes = rooms.map((room) => room.existing?.code ?? newReservationCode());
    const mails: { code: string; mail: OutboxMail }[] = [];
    const statements: D1PreparedStatement[] = stays.map((stay) => releaseReservationNights(db, stay.reservationId));
    rooms.forEach((room, i) => {
      const { unitId, conflict } = placed[i]!;
      const code = codes[i]!;
      const byCode = '(SELECT id FROM reservations WHERE code = ?)';
      const stayColumns = [revision.id, room.ratePlan?.id ?? null, otaCodeOf(room), revision.booking_id, room.slot, room.otaRoomId] as const;
      if (room.existing) {
        const stay = room.existing;
        statements.push(
          db
            .prepare(
              `UPDATE reservations SET room_type_id = ?, unit_id = ?, check_in = ?, check_out = ?, adults = ?, children = ?, status = 'confirmed', channel = ?,
                 guest_name = ?, guest_email = ?, guest_phone = ?, currency = ?, total_cents = ?, rate_plan_id = ?, rate_plan_name = ?, cancelled_at = NULL, updated_at = ? WHERE id = ?`,
            )
            .bind(room.roomTypeId, unitId, room.from, room.to, room.adults, room.children, channel, guest.name, guest.email, guest.phone, currency, room.totalCents, room.ratePlan?.id ?? null, room.ratePlan?.name ?? null, at, stay.reservationId),
          ...(stay.guestId !== null
            ? [db.prepare('UPDATE guests SET name = ?, email = ?, phone = ?, updated_at = ? WHERE id = ? AND host_id = ?').bind(guest.name, guest.email, guest.phone, at, stay.guestId, target.hostId)]
            : []),
          db
            .prepare(
              `UPDATE channex_stays SET conflict = ?, conflict_at = CASE WHEN ? = 1 THEN ? ELSE NULL END, revision_id = ?, rate_plan_id = ?, ota_code = ?,
                 channex_booking_id = ?, room_slot = ?, ota_room_id = ?, updated_at = ? WHERE reservation_id = ?`,
            )
            .bind(conflict ? 1 : 0, conflict ? 1 : 0, at, ...stayColumns, at, stay.reservationId),
          event(db, target, '?', stay.reservationId, at, 'edited', { from: { checkIn: stay.checkIn, checkOut: stay.checkOut }, to: { checkIn: room.from, checkOut: room.to }, revision: revision.id, conflict }),
          ...markChanged(db, target.propertyId, stay.roomTypeId, stay.checkIn, stay.checkOut),
        );
        if (!conflict) statements.push(holdNights(db, { hostId: target.hostId, propertyId: target.propertyId, unitId, from: room.from, to: room.to, holder: { reservationId: stay.reservationId } }));
      } else {
        // The booker as this stay's own guest copy (each stay its own), right before the reservation that takes its id.
        statements.push(
          db.prepare('INSERT INTO guests (host_id, name, email, phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').bind(target.hostId, guest.name, guest.email, guest.phone, at, at),
          db
            .prepare(
              `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, guest_id, guest_name, guest_email, guest_phone, check_in, check_out, adults, children,
                 status, source, channel, currency, total_cents, payment_method, external_uid, rate_plan_id, rate_plan_name, locale, created_at, updated_at)
               VALUES (?, ?, ?, ?, ?, last_insert_rowid(), ?, ?, ?, ?, ?, ?, ?, 'confirmed', ?, ?, ?, ?, 'channel', ?, ?, ?, ?, ?, ?)`,
            )
            .bind(target.hostId, code, target.propertyId, room.roomTypeId, unitId, guest.name, guest.email, guest.phone, room.from, room.to, room.adults, room.children, legacySource(channel), channel, currency, room.totalCents, revision.booking_id, room.ratePlan?.id ?? null, room.ratePlan?.name ?? null, target.defaultLocale, at, at),
          db
            .prepare(
              `INSERT INTO channex_stays (reservation_id, host_id, property_id, booking_id, ota_name, conflict, conflict_at, revision_id, rate_plan_id, ota_code, channex_booking_id, room_slot, ota_room_id, updated_at)
               VALUES (${byCode}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .bind(code, target.hostId, target.propertyId, stayKey(revision.booking_id, room.slot), revision.ota_name ?? '', conflict ? 1 : 0, conflict ? at : null, ...stayColumns, at),
          event(db, target, byCode, code, at, 'created', { status: 'confirmed', source: channel, checkIn: room.from, checkOut: room.to, unitId, otaCode: otaCodeOf(room), conflict }),
        );
        if (!conflict) statements.push(holdNights(db, { hostId: target.hostId, propertyId: target.propertyId, unitId, from: room.from, to: room.to, holder: { reservationCode: code } }));
        if (target.contactEmail) mails.push({ code, mail: hostMail(mailStay(target, room, code, guest, currency, 'confirmed'), 'booking_host', target.contactEmail, siteUrl) });
      }
      statements.push(...markChanged(db, target.propertyId, room.roomTypeId, room.from, room.to));
    });
    // A room the channel no longer lists in the booking: its stay is cancelled (its nights were released above).
    for (const stay of removed) {
      statements.push(
        db.prepare("UPDATE reservations SET status = 'cancelled', cancelled_at = ?, updated_at = ? WHERE id = ?").bind(at, at, stay.reservationId),
        db.prepare('UPDATE channex_stays SET conflict = 0, revision_id = ?, updated_at = ? WHERE reservation_id = ?').bind(revision.id, at, stay.reservationId),
        event(db, target, '?', stay.reservationId, at, 'cancelled', { channel, revision: revision.id }),
        ...markChanged(db, target.propertyId, stay.roomTypeId, stay.checkIn, stay.checkOut),
      );
    }
    const stored = await storeMailBodies(mailEnv, target.hostId, mails.map(({ mail }) => mail));
    statements.push(
      db
        .prepare('INSERT INTO channex_revisions (id, property_id, host_id, booking_id, status, reservation_id, applied_at) VALUES (?, ?, ?, ?, ?, (SELECT id FROM reservations WHERE code = ?), ?)')
        .bind(revision.id, target.propertyId, target.hostId, revision.booking_id, revision.status, codes[0]!, at),
      ...mails.map(({ code }, i) => outboxStatement(db, target.hostId, code, stored[i]!, now)),
    );
    try {
      await db.batch(statements);
      const first = await db.prepare('SELECT id FROM reservations WHERE code = ?').bind(codes[0]!).first<{ id: number }>();
      return { mails: stored, conflict: placed.some((place) => place.conflict), reservationId: first?.id ?? null };
    } catch (error) {
      const message = `${String((error as Error)?.message)} ${String((error as { cause?: unknown })?.cause ?? '')}`;
      if (attempt < 2 && (isNightTaken(error) || /UNIQUE constraint failed: reservations\.code/i.test(message))) continue;
      throw error;
    }
  }
  throw new Error('unreachable');
}
