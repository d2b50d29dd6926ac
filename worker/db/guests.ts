/**
 * A host's guests: the paged list (newest first) or those matching a text, one guest with
 * their stays, and edits. Every statement filters by the verified host id.
 */
import type { SearchGuestsInput, UpdateGuestInput } from '../../shared/host/guests';
import { GUESTS_PAGE_SIZE } from '../../shared/host/guests';
import type { ReservationSource, ReservationStatus } from '../../shared/host/reservations';
import { likePattern } from './host-reservations';
import { onlySql } from './one-trip';

export interface GuestItem {
  id: number;
  name: string;
  email: string;
  phone: string;
  country: string;
  stays: number;
  lastCheckIn: string | null;
}

/**
 * The guest model (issue 38). A guest row is the owner's record of a person (found by email when
 * a stay is made); every stay keeps its own copy of the contact details it was made with
 * (reservations.guest_name/email/phone), and mail goes to that copy. Who sees what:
 * - the owner, and a member whose reach (`only`: the owner's properties shared with them where
 *   their role holds the permission) covers every property the guest has stayed at, see and edit
 *   the record itself (name, email, phone, country, language, notes);
 * - any other member sees the guest only through the stays at properties in their reach: the
 *   newest such stay's copy of name, email and phone, no country, language or notes; their edits
 *   change those stays' copies, never the record.
 * So linking a stay to an earlier guest by email never hands a member more than they had: the
 * link widens the guest's properties, which can only take the record out of a member's reach.
 * `only` undefined = the owner (every guest, every stay).
 */
type Reach = readonly number[] | undefined;

/** SQL: the guest aliased `g` has a stay outside the reach (so a member sees only their stays' copies). */
const outsideReachSql = (only: Reach) => {
  if (!only) return '0';
  return `EXISTS (SELECT 1 FROM reservations ox WHERE ox.guest_id = g.id AND ox.host_id = g.host_id AND NOT (1${onlySql(only, 'ox.property_id')}))`;
};

/** SQL: the id of the guest's newest stay in reach (the copy a member sees). */
const newestStaySql = (only: Reach) =>
  `(SELECT ns.id FROM reservations ns WHERE ns.guest_id = g.id AND ns.host_id = g.host_id${onlySql(only, 'ns.property_id')} ORDER BY ns.check_in DESC, ns.id DESC LIMIT 1)`;

/**
 * The guests the caller reaches with what they may see of each (`record`: 1 = the owner's record,
 * 0 = the newest stay's copy), as a table expression over `?1` = the host id.
 */
function visibleGuestsSql(only: Reach): string {
  if (!only) return `(SELECT g.id, g.name, g.email, g.phone, g.country, g.locale, g.notes, g.created_at, g.updated_at, 1 AS record FROM guests g WHERE g.host_id = ?1)`;
  return `(SELECT g.id,
      CASE WHEN g.outside THEN COALESCE(s.guest_name, '') ELSE g.name END AS name,
      CASE WHEN g.outside THEN COALESCE(s.guest_email, '') ELSE g.email END AS email,
      CASE WHEN g.outside THEN COALESCE(s.guest_phone, '') ELSE g.phone END AS phone,
      CASE WHEN g.outside THEN '' ELSE g.country END AS country,
      CASE WHEN g.outside THEN s.locale ELSE g.locale END AS locale,
      CASE WHEN g.outside THEN '' ELSE g.notes END AS notes,
      g.created_at, CASE WHEN g.outside THEN s.updated_at ELSE g.updated_at END AS updated_at,
      CASE WHEN g.outside THEN 0 ELSE 1 END AS record
    FROM (SELECT g.*, ${outsideReachSql(only)} AS outside, ${newestStaySql(only)} AS stay_id FROM guests g WHERE g.host_id = ?1) g
    JOIN reservations s ON s.id = g.stay_id)`;
}

export async function searchGuests(db: D1Database, hostId: string, input: SearchGuestsInput, only?: readonly number[]) {
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? GUESTS_PAGE_SIZE;
  const q = input.q?.trim() ? likePattern(input.q.trim()) : null;
  // What the caller sees is what they search: a member never finds a guest by the record's values.
  const where = `(?2 IS NULL OR v.name LIKE ?2 ESCAPE '\\' OR v.email LIKE ?2 ESCAPE '\\' OR v.phone LIKE ?2 ESCAPE '\\')`;
  const visible = visibleGuestsSql(only);
  const [items, count] = await db.batch([
    db
      .prepare(
        `SELECT v.id, v.name, v.email, v.phone, v.country,
                (SELECT COUNT(*) FROM reservations r WHERE r.guest_id = v.id AND r.host_id = ?1${onlySql(only, 'r.property_id')}) AS stays,
                (SELECT MAX(r.check_in) FROM reservations r WHERE r.guest_id = v.id AND r.host_id = ?1${onlySql(only, 'r.property_id')}) AS lastCheckIn
         FROM ${visible} v WHERE ${where}
         ORDER BY ${q ? 'v.name COLLATE NOCASE, v.id' : 'v.id DESC'}
         LIMIT ?3 OFFSET ?4`,
      )
      .bind(hostId, q, pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS total FROM ${visible} v WHERE ${where}`).bind(hostId, q),
  ]);
  const total = (count!.results[0] as { total: number }).total;
  return { items: items!.results as GuestItem[], total, page, pageSize, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

export interface GuestStay {
  id: number;
  code: string;
  propertyId: number;
  propertyName: string;
  unitName: string;
  checkIn: string;
  checkOut: string;
  status: ReservationStatus;
  source: ReservationSource;
  currency: string;
  totalCents: number;
  paidCents: number;
}

/**
 * One guest with their stays (newest first) as the caller may see them (the model above), or
 * null when the caller reaches none of their stays (nor, as the owner, the guest). `record`:
 * true = the owner's record, false = the newest stay's copy (no country, language or notes).
 */
export async function getGuest(db: D1Database, hostId: string, id: number, only?: readonly number[]) {
  const [guest, stays] = await db.batch([
    db
      .prepare(
        `SELECT v.id, v.name, v.email, v.phone, v.country, v.locale, v.notes, v.created_at AS createdAt, v.updated_at AS updatedAt, v.record
         FROM ${visibleGuestsSql(only)} v WHERE v.id = ?2`,
      )
      .bind(hostId, id),
    db
      .prepare(
        `SELECT r.id, r.code, r.property_id AS propertyId, p.name AS propertyName, u.name AS unitName, r.check_in AS checkIn, r.check_out AS checkOut,
                r.status, COALESCE(r.channel, r.source) AS source, r.currency, r.total_cents AS totalCents, r.paid_cents AS paidCents
         FROM reservations r JOIN properties p ON p.id = r.property_id JOIN units u ON u.id = r.unit_id
         WHERE r.guest_id = ? AND r.host_id = ?${onlySql(only, 'r.property_id')}
         ORDER BY r.check_in DESC, r.id DESC LIMIT 500`,
      )
      .bind(id, hostId),
  ]);
  const row = guest!.results[0] as
    | { id: number; name: string; email: string; phone: string; country: string; locale: string; notes: string; createdAt: string; updatedAt: string; record: number }
    | undefined;
  if (!row) return null;
  return { ...row, record: row.record === 1, stays: stays!.results as GuestStay[] };
}

export type UpdateGuestOutcome = 'updated' | 'not_found' | 'record_only';

/**
 * Changes only the fields given, as the caller may (the model above): the record (for the owner
 * or a member whose reach covers every stay of the guest) and the contact copy of every stay the
 * caller reaches, in one batch; for any other member only their stays' copies. `record_only`: a
 * member without the record sent country, language or notes (nothing is written).
 */
export async function updateGuest(db: D1Database, hostId: string, input: UpdateGuestInput, only?: readonly number[]): Promise<UpdateGuestOutcome> {
  const reach = await db
    .prepare(`SELECT g.id, ${outsideReachSql(only)} AS outside FROM guests g WHERE g.id = ? AND g.host_id = ?${only ? ` AND EXISTS (SELECT 1 FROM reservations rr WHERE rr.guest_id = g.id AND rr.host_id = g.host_id${onlySql(only, 'rr.property_id')})` : ''}`)
    .bind(input.id, hostId)
    .first<{ id: number; outside: number }>();
  if (!reach) return 'not_found';
  const record = reach.outside === 0;
  if (!record && (input.country !== undefined || input.locale !== undefined || input.notes !== undefined)) return 'record_only';
  const now = new Date().toISOString();
  const email = input.email?.toLowerCase();
  const statements: D1PreparedStatement[] = [];
  if (record) {
    const columns: [string, unknown][] = [
      ['name', input.name],
      ['email', email],
      ['phone', input.phone],
      ['country', input.country],
      ['locale', input.locale],
      ['notes', input.notes],
    ];
    const set = columns.filter(([, value]) => value !== undefined);
    statements.push(
      db.prepare(`UPDATE guests SET ${set.map(([column]) => `${column} = ?, `).join('')}updated_at = ? WHERE id = ? AND host_id = ?`).bind(...set.map(([, value]) => value), now, input.id, hostId),
    );
  }
  const copies = ([['guest_name', input.name], ['guest_email', email], ['guest_phone', input.phone]] as [string, unknown][]).filter(([, value]) => value !== undefined);
  if (copies.length > 0) {
    statements.push(
      db
        .prepare(`UPDATE reservations SET ${copies.map(([column]) => `${column} = ?, `).join('')}updated_at = ? WHERE guest_id = ? AND host_id = ?${onlySql(only, 'property_id')}`)
        .bind(...copies.map(([, value]) => value), now, input.id, hostId),
    );
  }
  if (statements.length > 0) await db.batch(statements);
  return 'updated';
}
