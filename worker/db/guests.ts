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
 * `only`: a member's shared properties — only guests with a stay there, their stays counted there
 * only (undefined = every guest of the host, every stay).
 */
export async function searchGuests(db: D1Database, hostId: string, input: SearchGuestsInput, only?: readonly number[]) {
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? GUESTS_PAGE_SIZE;
  const q = input.q?.trim() ? likePattern(input.q.trim()) : null;
  const where = `g.host_id = ?1 AND (?2 IS NULL OR g.name LIKE ?2 ESCAPE '\\' OR g.email LIKE ?2 ESCAPE '\\' OR g.phone LIKE ?2 ESCAPE '\\')
    AND (?5 IS NULL OR EXISTS (SELECT 1 FROM reservations rs WHERE rs.guest_id = g.id AND rs.host_id = ?1 AND rs.property_id IN (SELECT value FROM json_each(?5))))`;
  const limit = only ? JSON.stringify(only) : null;
  const [items, count] = await db.batch([
    db
      .prepare(
        `SELECT g.id, g.name, g.email, g.phone, g.country,
                (SELECT COUNT(*) FROM reservations r WHERE r.guest_id = g.id AND r.host_id = ?1${onlySql(only, 'r.property_id')}) AS stays,
                (SELECT MAX(r.check_in) FROM reservations r WHERE r.guest_id = g.id AND r.host_id = ?1${onlySql(only, 'r.property_id')}) AS lastCheckIn
         FROM guests g WHERE ${where}
         ORDER BY ${q ? 'g.name COLLATE NOCASE, g.id' : 'g.id DESC'}
         LIMIT ?3 OFFSET ?4`,
      )
      .bind(hostId, q, pageSize, (page - 1) * pageSize, limit),
    db.prepare(`SELECT COUNT(*) AS total FROM guests g WHERE ${where.replace(/\?5/g, '?3')}`).bind(hostId, q, limit),
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
 * One guest with their stays (newest first), or null when not the host's. `only`: a member's
 * shared properties — the stays there only (undefined = every stay).
 */
export async function getGuest(db: D1Database, hostId: string, id: number, only?: readonly number[]) {
  const [guest, stays] = await db.batch([
    db
      .prepare('SELECT id, name, email, phone, country, locale, notes, created_at AS createdAt, updated_at AS updatedAt FROM guests WHERE id = ? AND host_id = ?')
      .bind(id, hostId),
    db
      .prepare(
        `SELECT r.id, r.code, r.property_id AS propertyId, p.name AS propertyName, u.name AS unitName, r.check_in AS checkIn, r.check_out AS checkOut,
                r.status, r.source, r.currency, r.total_cents AS totalCents, r.paid_cents AS paidCents
         FROM reservations r JOIN properties p ON p.id = r.property_id JOIN units u ON u.id = r.unit_id
         WHERE r.guest_id = ? AND r.host_id = ?${onlySql(only, 'r.property_id')}
         ORDER BY r.check_in DESC, r.id DESC LIMIT 500`,
      )
      .bind(id, hostId),
  ]);
  const row = guest!.results[0] as
    | { id: number; name: string; email: string; phone: string; country: string; locale: string; notes: string; createdAt: string; updatedAt: string }
    | undefined;
  if (!row) return null;
  return { ...row, stays: stays!.results as GuestStay[] };
}

/** Changes only the fields given; false when the guest is not the host's. */
export async function updateGuest(db: D1Database, hostId: string, input: UpdateGuestInput): Promise<boolean> {
  const columns: [string, unknown][] = [
    ['name', input.name],
    ['email', input.email?.toLowerCase()],
    ['phone', input.phone],
    ['country', input.country],
    ['locale', input.locale],
    ['notes', input.notes],
  ];
  const set = columns.filter(([, value]) => value !== undefined);
  const result = await db
    .prepare(`UPDATE guests SET ${set.map(([column]) => `${column} = ?, `).join('')}updated_at = ? WHERE id = ? AND host_id = ?`)
    .bind(...set.map(([, value]) => value), new Date().toISOString(), input.id, hostId)
    .run();
  return result.meta.changes === 1;
}
