/**
 * Reservations as the host reads them. Writes that hold nights go through worker/db/occupancy.ts.
 */
import type { ListReservationsInput } from '../../shared/host/schemas';

export interface ReservationItem {
  id: number;
  code: string;
  status: string;
  source: string;
  roomTypeId: number;
  unitId: number;
  checkIn: string;
  checkOut: string;
  guestName: string;
  totalCents: number;
  paidCents: number;
}

/** The host's reservations of one property, those overlapping [from, to) when given, by arrival. */
export async function listReservations(db: D1Database, hostId: string, input: ListReservationsInput): Promise<ReservationItem[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.code, r.status, COALESCE(r.channel, r.source) AS source, r.room_type_id AS roomTypeId, r.unit_id AS unitId,
              r.check_in AS checkIn, r.check_out AS checkOut, COALESCE(r.guest_name, g.name, '') AS guestName,
              r.total_cents AS totalCents, r.paid_cents AS paidCents
       FROM reservations r LEFT JOIN guests g ON g.id = r.guest_id
       WHERE r.host_id = ?1 AND r.property_id = ?2
         AND (?3 IS NULL OR r.check_out > ?3) AND (?4 IS NULL OR r.check_in < ?4)
       ORDER BY r.check_in, r.id
       LIMIT 5000`,
    )
    .bind(hostId, input.propertyId, input.from ?? null, input.to ?? null)
    .all<ReservationItem>();
  return results;
}
