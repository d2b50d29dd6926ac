/**
 * Bookings from the channels (issue 41): Channex's booking revisions feed
 * (`GET /booking_revisions/feed`, unacknowledged revisions, oldest first), read when the webhook
 * wakes it and by the scheduled job. Each revision is applied once, keyed by its id, in ONE
 * batch with everything it changes (guest copy, reservation, nights, channel stay, history,
 * the host's mail, the availability to push again), and acknowledged
 * (`POST /booking_revisions/{id}/ack`) only after that batch is stored. A revision whose nights
 * are already taken here is stored anyway, without nights, as a conflict the host sees: the
 * channel has sold it and cannot be refused.
 */
import { isLocale, type Locale } from '../../shared/locales';
import { daysBetween } from '../../shared/stay/dates';
import { outboxStatement, type OutboxMail } from '../db/booking';
import { newReservationCode } from '../db/host-reservations';
import { holdNights, isNightTaken, releaseReservationNights } from '../db/occupancy';
import { hostMail, type MailStay } from '../mail/booking-mail';
import { deliverOutbox } from '../mail/outbox';
import { ChannexClient, amountToCents, type ChannexConfig, type Revision } from './client';
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

interface Target {
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
  conflict: number;
}

export interface FeedResult {
  applied: number;
  acked: number;
  conflicts: number;
  skipped: number;
  error: string | null;
}

function guestOf(revision: Revision) {
  const customer = revision.customer ?? {};
  const name = [customer.name, customer.surname].filter(Boolean).join(' ').trim() || (revision.ota_reservation_code ?? 'Channel guest');
  return { name: name.slice(0, 200), email: (customer.mail ?? '').trim().toLowerCase().slice(0, 254), phone: (customer.phone ?? '').replace(/[^\d+]/g, '').slice(0, 32) };
}

function occupancyOf(revision: Revision) {
  let adults = 0;
  let children = 0;
  for (const room of revision.rooms ?? []) {
    adults += room.occupancy?.adults ?? 0;
    children += (room.occupancy?.children ?? 0) + (room.occupancy?.infants ?? 0);
  }
  return { adults: Math.max(1, adults), children };
}

/** The local room type and plan the revision's first room names (mapped ids), else the property's first. */
async function mappedRoom(db: D1Database, propertyId: number, revision: Revision) {
  const room = revision.rooms?.[0];
  const [roomType, plan, first] = await db.batch([
    db.prepare('SELECT room_type_id AS id FROM channex_room_types WHERE property_id = ? AND channex_id = ?').bind(propertyId, room?.room_type_id ?? ''),
    db.prepare('SELECT rate_plan_id AS id, p.name FROM channex_rate_plans m JOIN rate_plans p ON p.id = m.rate_plan_id WHERE m.property_id = ? AND m.channex_id = ?').bind(propertyId, room?.rate_plan_id ?? ''),
    db.prepare('SELECT id FROM room_types WHERE property_id = ? AND archived_at IS NULL ORDER BY position, id LIMIT 1').bind(propertyId),
  ]);
  const roomTypeId = (roomType!.results[0] as { id: number } | undefined)?.id ?? (first!.results[0] as { id: number } | undefined)?.id ?? null;
  const ratePlan = (plan!.results[0] as { id: number; name: string } | undefined) ?? null;
  return { roomTypeId, ratePlan };
}

/** A unit of the room type free on every night of [from, to) (its own reservation's nights aside), else null. */
async function freeUnit(db: D1Database, roomTypeId: number, from: string, to: string, ownReservation: number | null, preferred: number | null) {
  const { results } = await db
    .prepare(
      `SELECT u.id FROM units u WHERE u.room_type_id = ?1 AND u.archived_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM occupancy o WHERE o.unit_id = u.id AND o.night >= ?2 AND o.night < ?3 AND (o.reservation_id IS NULL OR o.reservation_id != ?4))
       ORDER BY (u.id = ?5) DESC, u.position, u.id`,
    )
    .bind(roomTypeId, from, to, ownReservation ?? 0, preferred ?? 0)
    .all<{ id: number }>();
  return results[0]?.id ?? null;
}

async function anyUnit(db: D1Database, roomTypeId: number) {
  const row = await db.prepare('SELECT id FROM units WHERE room_type_id = ? AND archived_at IS NULL ORDER BY position, id LIMIT 1').bind(roomTypeId).first<{ id: number }>();
  return row?.id ?? null;
}

function mailStay(target: Target, revision: Revision, code: string, roomTypeName: string, status: MailStay['status']): MailStay {
  const { adults, children } = occupancyOf(revision);
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
    roomTypeName,
    checkIn: revision.arrival_date,
    checkOut: revision.departure_date,
    nights: daysBetween(revision.arrival_date, revision.departure_date),
    guests: adults + children,
    guest: guestOf(revision),
    locale,
    currency: revision.currency ?? 'BRL',
    totalCents: amountToCents(revision.amount),
    manageUrl: '',
  };
}

/** Applies one revision in one batch; returns the mails written (to send now) and whether it is a conflict. */
async function applyRevision(db: D1Database, target: Target, revision: Revision, siteUrl: string, now: Date): Promise<{ mails: OutboxMail[]; conflict: boolean; reservationId: number | null }> {
  const at = now.toISOString();
  const existing = await db
    .prepare(
      `SELECT r.id AS reservationId, r.code, r.unit_id AS unitId, r.room_type_id AS roomTypeId, r.guest_id AS guestId, r.check_in AS checkIn,
              r.check_out AS checkOut, r.status, s.conflict
       FROM channex_stays s JOIN reservations r ON r.id = s.reservation_id WHERE s.booking_id = ? AND s.property_id = ?`,
    )
    .bind(revision.booking_id, target.propertyId)
    .first<ExistingStay>();
  const record = (reservation: string) =>
    db
      .prepare(`INSERT INTO channex_revisions (id, property_id, host_id, booking_id, status, reservation_id, applied_at) VALUES (?, ?, ?, ?, ?, ${reservation}, ?)`)
      .bind(revision.id, target.propertyId, target.hostId, revision.booking_id, revision.status, at);
  const channel = channelOf(revision.ota_name);
  const guest = guestOf(revision);
  const { adults, children } = occupancyOf(revision);
  const totalCents = amountToCents(revision.amount);
  const currency = (revision.currency ?? target.currency).toUpperCase().slice(0, 3);
  const hostEmail = target.contactEmail || null;

  if (revision.status === 'cancelled') {
    if (!existing) {
      await db.batch([record('NULL')]);
      return { mails: [], conflict: false, reservationId: null };
    }
    const roomTypeName = await roomTypeNameOf(db, existing.roomTypeId);
    const mails = hostEmail ? [hostMail(mailStay(target, revision, existing.code, roomTypeName, 'cancelled'), 'cancel_host', hostEmail, siteUrl)] : [];
    await db.batch([
      releaseReservationNights(db, existing.reservationId),
      db.prepare("UPDATE reservations SET status = 'cancelled', cancelled_at = ?, updated_at = ? WHERE id = ?").bind(at, at, existing.reservationId),
      db.prepare('UPDATE channex_stays SET conflict = 0, revision_id = ?, updated_at = ? WHERE reservation_id = ?').bind(revision.id, at, existing.reservationId),
      db
        .prepare("INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, ?, ?, 'channel', 'cancelled', ?)")
        .bind(target.hostId, existing.reservationId, at, JSON.stringify({ channel, revision: revision.id })),
      ...markChanged(db, target.propertyId, existing.roomTypeId, existing.checkIn, existing.checkOut),
      record(String(existing.reservationId)),
      ...mails.map((mail) => outboxStatement(db, target.hostId, existing.code, mail, now)),
    ]);
    return { mails, conflict: false, reservationId: existing.reservationId };
  }

  const { roomTypeId, ratePlan } = await mappedRoom(db, target.propertyId, revision);
  if (roomTypeId === null) throw new Error(`property ${target.propertyId} has no room type for revision ${revision.id}`);
  const from = revision.arrival_date;
  const to = revision.departure_date;
  const roomTypeName = await roomTypeNameOf(db, roomTypeId);

  if (existing) {
    // modified (or a repeated `new`): the same reservation, changed; its nights taken again.
    for (const attempt of [0, 1]) {
      const unit = attempt === 0 ? await freeUnit(db, roomTypeId, from, to, existing.reservationId, existing.unitId) : null;
      const conflict = unit === null;
      const unitId = unit ?? (roomTypeId === existing.roomTypeId ? existing.unitId : ((await anyUnit(db, roomTypeId)) ?? existing.unitId));
      try {
        await db.batch([
          releaseReservationNights(db, existing.reservationId),
          db
            .prepare(
              `UPDATE reservations SET room_type_id = ?, unit_id = ?, check_in = ?, check_out = ?, adults = ?, children = ?, status = 'confirmed', channel = ?,
                 guest_name = ?, guest_email = ?, guest_phone = ?, currency = ?, total_cents = ?, rate_plan_id = ?, rate_plan_name = ?, cancelled_at = NULL, updated_at = ? WHERE id = ?`,
            )
            .bind(roomTypeId, unitId, from, to, adults, children, channel, guest.name, guest.email, guest.phone, currency, totalCents, ratePlan?.id ?? null, ratePlan?.name ?? null, at, existing.reservationId),
          ...(conflict ? [] : [holdNights(db, { hostId: target.hostId, propertyId: target.propertyId, unitId, from, to, holder: { reservationId: existing.reservationId } })]),
          ...(existing.guestId !== null
            ? [db.prepare('UPDATE guests SET name = ?, email = ?, phone = ?, updated_at = ? WHERE id = ? AND host_id = ?').bind(guest.name, guest.email, guest.phone, at, existing.guestId, target.hostId)]
            : []),
          db
            .prepare('UPDATE channex_stays SET conflict = ?, conflict_at = CASE WHEN ? = 1 THEN ? ELSE NULL END, revision_id = ?, rate_plan_id = ?, updated_at = ? WHERE reservation_id = ?')
            .bind(conflict ? 1 : 0, conflict ? 1 : 0, at, revision.id, ratePlan?.id ?? null, at, existing.reservationId),
          db
            .prepare("INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, ?, ?, 'channel', 'edited', ?)")
            .bind(target.hostId, existing.reservationId, at, JSON.stringify({ from: { checkIn: existing.checkIn, checkOut: existing.checkOut }, to: { checkIn: from, checkOut: to }, revision: revision.id, conflict })),
          ...markChanged(db, target.propertyId, existing.roomTypeId, existing.checkIn, existing.checkOut),
          ...markChanged(db, target.propertyId, roomTypeId, from, to),
          record(String(existing.reservationId)),
        ]);
        return { mails: [], conflict, reservationId: existing.reservationId };
      } catch (error) {
        if (attempt === 0 && isNightTaken(error)) continue;
        throw error;
      }
    }
  }

  // new: the OTA's guest as this stay's own copy, the reservation, its nights when free.
  for (const attempt of [0, 1, 2]) {
    const unit = attempt === 0 ? await freeUnit(db, roomTypeId, from, to, null, null) : null;
    const conflict = unit === null;
    const unitId = unit ?? (await anyUnit(db, roomTypeId));
    if (unitId === null) throw new Error(`room type ${roomTypeId} has no unit for revision ${revision.id}`);
    const code = newReservationCode();
    const mails = hostEmail ? [hostMail(mailStay(target, revision, code, roomTypeName, 'confirmed'), 'booking_host', hostEmail, siteUrl)] : [];
    const reservation = '(SELECT id FROM reservations WHERE code = ?)';
    try {
      await db.batch([
        db.prepare('INSERT INTO guests (host_id, name, email, phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').bind(target.hostId, guest.name, guest.email, guest.phone, at, at),
        db
          .prepare(
            `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, guest_id, guest_name, guest_email, guest_phone, check_in, check_out, adults, children,
               status, source, channel, currency, total_cents, payment_method, external_uid, rate_plan_id, rate_plan_name, locale, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, last_insert_rowid(), ?, ?, ?, ?, ?, ?, ?, 'confirmed', ?, ?, ?, ?, 'channel', ?, ?, ?, ?, ?, ?)`,
          )
          .bind(target.hostId, code, target.propertyId, roomTypeId, unitId, guest.name, guest.email, guest.phone, from, to, adults, children, legacySource(channel), channel, currency, totalCents, revision.booking_id, ratePlan?.id ?? null, ratePlan?.name ?? null, target.defaultLocale, at, at),
        ...(conflict ? [] : [holdNights(db, { hostId: target.hostId, propertyId: target.propertyId, unitId, from, to, holder: { reservationCode: code } })]),
        db
          .prepare(
            `INSERT INTO channex_stays (reservation_id, host_id, property_id, booking_id, revision_id, ota_name, ota_code, rate_plan_id, conflict, conflict_at, updated_at)
             VALUES (${reservation}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(code, target.hostId, target.propertyId, revision.booking_id, revision.id, revision.ota_name ?? '', revision.ota_reservation_code ?? '', ratePlan?.id ?? null, conflict ? 1 : 0, conflict ? at : null, at),
        db
          .prepare(`INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, ${reservation}, ?, 'channel', 'created', ?)`)
          .bind(target.hostId, code, at, JSON.stringify({ status: 'confirmed', source: channel, checkIn: from, checkOut: to, unitId, otaCode: revision.ota_reservation_code ?? '', conflict })),
        ...markChanged(db, target.propertyId, roomTypeId, from, to),
        db
          .prepare(`INSERT INTO channex_revisions (id, property_id, host_id, booking_id, status, reservation_id, applied_at) VALUES (?, ?, ?, ?, ?, ${reservation}, ?)`)
          .bind(revision.id, target.propertyId, target.hostId, revision.booking_id, revision.status, code, at),
        ...mails.map((mail) => outboxStatement(db, target.hostId, code, mail, now)),
      ]);
      const row = await db.prepare('SELECT id FROM reservations WHERE code = ?').bind(code).first<{ id: number }>();
      return { mails, conflict, reservationId: row?.id ?? null };
    } catch (error) {
      // A night taken between the look and the write: store it as a conflict. A code already used: another code.
      const message = `${String((error as Error)?.message)} ${String((error as { cause?: unknown })?.cause ?? '')}`;
      if (attempt < 2 && (isNightTaken(error) || /UNIQUE constraint failed: reservations\.code/i.test(message))) continue;
      throw error;
    }
  }
  throw new Error('unreachable');
}

async function roomTypeNameOf(db: D1Database, roomTypeId: number): Promise<string> {
  const row = await db.prepare('SELECT name FROM room_types WHERE id = ?').bind(roomTypeId).first<{ name: string }>();
  return row?.name ?? '';
}

async function targetOf(db: D1Database, channexPropertyId: string): Promise<Target | null> {
  return db
    .prepare(
      `SELECT p.id AS propertyId, p.host_id AS hostId, p.name, p.currency, p.timezone, p.default_locale AS defaultLocale, p.contact_email AS contactEmail,
              p.contact_phone AS contactPhone, p.street, p.postal_code AS postalCode, p.city, p.region, p.country, p.check_in_time AS checkInTime,
              p.check_out_time AS checkOutTime
       FROM channex_connections c JOIN properties p ON p.id = c.property_id AND p.host_id = c.host_id WHERE c.channex_property_id = ?`,
    )
    .bind(channexPropertyId)
    .first<Target>();
}

/** Feed pages read per run at most (100 revisions each). */
const MAX_PAGES = 20;
const PAGE_SIZE = 100;

/**
 * Reads the feed and applies what it holds. Returns the properties whose availability changed
 * (the caller wakes their pushers). Never throws for Channex's sake: the error is returned and
 * the next run (webhook or cron) reads the same unacknowledged revisions again.
 */
export async function readFeed(env: Env, db: D1Database, config: ChannexConfig, now = new Date()): Promise<FeedResult & { properties: number[] }> {
  const client = new ChannexClient(config);
  const result: FeedResult & { properties: number[] } = { applied: 0, acked: 0, conflicts: 0, skipped: 0, error: null, properties: [] };
  const touched = new Set<number>();
  const mailIds: string[] = [];
  try {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const { revisions, unreadable, total } = await client.bookingRevisionsFeed(1, PAGE_SIZE);
      result.skipped += unreadable.length;
      let ackedNow = 0;
      for (const revision of revisions) {
        const seen = await db.prepare('SELECT 1 FROM channex_revisions WHERE id = ?').bind(revision.id).first();
        if (!seen) {
          const target = await targetOf(db, revision.property_id);
          if (!target) {
            result.skipped += 1;
            continue;
          }
          const applied = await applyRevision(db, target, revision, env.SITE_URL, now);
          result.applied += 1;
          if (applied.conflict) result.conflicts += 1;
          mailIds.push(...applied.mails.map((mail) => mail.id));
          touched.add(target.propertyId);
        }
        // Stored now, or before (an ack that did not reach Channex): acknowledge, applying nothing twice.
        await client.ackBookingRevision(revision.id);
        await db.prepare('UPDATE channex_revisions SET acked_at = ? WHERE id = ?').bind(new Date().toISOString(), revision.id).run();
        result.acked += 1;
        ackedNow += 1;
      }
      // Acknowledged revisions leave the feed: page 1 again holds the next ones, until none was acknowledged.
      if (ackedNow === 0 || revisions.length + unreadable.length < PAGE_SIZE || (total !== null && total <= PAGE_SIZE)) break;
    }
  } catch (error) {
    result.error = String((error as Error)?.message ?? error).slice(0, 300);
    console.error(JSON.stringify({ level: 'error', where: 'channex.feed', message: result.error }));
  }
  if (mailIds.length > 0) await deliverOutbox(env, mailIds, now.getTime()).catch(() => undefined);
  result.properties = [...touched];
  return result;
}
