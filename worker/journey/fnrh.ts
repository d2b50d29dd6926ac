/**
 * The FNRH Digital sender's cron side (issue 28): every complete check-in of a Brazilian property
 * with a guest pending (or in error, once its back-off passed) is sent through
 * ./fnrh-register.ts (configuration, the one mapping, the request); each guest row keeps
 * `fnrh_status` (pending → sent, or error with the register's reason). Off while FNRH_API_URL is unset.
 */
import type { DocumentType, Transport, TripPurpose } from '../../shared/journey/checkin';
import { decryptGuestData, redactDocuments } from './guest-crypto';
import { fnrhConfig, sendToFnrh, type FnrhFetch, type FnrhGuest } from './fnrh-register';

/** Back-off after the n-th failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export const fnrhRetryDelayMs = (attempts: number) => Math.min(6 * 3_600_000, 60_000 * 2 ** Math.max(0, attempts - 1));
export const FNRH_MAX_ATTEMPTS = 12;

interface DueRow {
  reservation_id: number;
  code: string;
  external_uid: string | null;
  check_in: string;
  check_out: string;
  check_in_time: string;
  check_out_time: string;
  purpose: TripPurpose;
  transport: Transport;
  arrival_time: string;
}

interface GuestRow {
  position: number;
  full_name: string;
  birth_date: string;
  nationality: string;
  document_type: DocumentType;
  document_enc: string | null;
  document_country: string;
  email: string;
  phone: string;
  address: string;
  responsible_index: number | null;
  fnrh_attempts: number;
}

/**
 * Cron: sends every complete check-in of a Brazilian property with a guest pending (or in error,
 * once its back-off passed). Each stay is one request; its guests take the outcome.
 */
export async function sendPendingFnrh(env: Env, db: D1Database, now = Date.now(), fetchImpl: FnrhFetch = fetch, limit = 20): Promise<{ sent: number; failed: number } | null> {
  const config = fnrhConfig(env);
  if (!config) return null;
  const { results: stays } = await db
    .prepare(
      `SELECT c.reservation_id, r.code, r.external_uid, r.check_in, r.check_out, p.check_in_time, p.check_out_time, c.purpose, c.transport, c.arrival_time
       FROM checkins c JOIN reservations r ON r.id = c.reservation_id JOIN properties p ON p.id = r.property_id
       WHERE c.complete = 1 AND p.country = 'BR' AND r.status IN ('confirmed', 'pending', 'checked_in', 'checked_out')
         AND EXISTS (SELECT 1 FROM checkin_guests g WHERE g.reservation_id = c.reservation_id AND g.fnrh_status IN ('pending', 'error')
                     AND g.fnrh_next_attempt_at <= ?1 AND g.fnrh_attempts < ?2 AND g.document_enc IS NOT NULL)
       ORDER BY c.updated_at LIMIT ?3`,
    )
    .bind(now, FNRH_MAX_ATTEMPTS, limit)
    .all<DueRow>();
  let sent = 0;
  let failed = 0;
  for (const stay of stays) {
    const { results: rows } = await db.prepare('SELECT * FROM checkin_guests WHERE reservation_id = ? ORDER BY position').bind(stay.reservation_id).all<GuestRow>();
    if (rows.some((row) => row.document_enc === null)) continue;
    const guests: FnrhGuest[] = [];
    for (const row of rows) {
      guests.push({
        position: row.position,
        fullName: row.full_name,
        birthDate: row.birth_date,
        nationality: row.nationality,
        documentType: row.document_type,
        documentNumber: await decryptGuestData(env, row.document_enc!),
        documentCountry: row.document_country,
        email: row.email,
        phone: row.phone,
        address: row.address,
        responsibleIndex: row.responsible_index,
      });
    }
    const outcome = await sendToFnrh(
      config,
      {
        code: stay.code,
        externalUid: stay.external_uid,
        checkIn: stay.check_in,
        checkOut: stay.check_out,
        checkInTime: stay.check_in_time,
        checkOutTime: stay.check_out_time,
        purpose: stay.purpose,
        transport: stay.transport,
        arrivalTime: stay.arrival_time,
        guests,
      },
      fetchImpl,
    );
    const attempts = Math.max(...rows.map((row) => row.fnrh_attempts)) + 1;
    if (outcome.ok) {
      sent += 1;
      await db
        .prepare("UPDATE checkin_guests SET fnrh_status = 'sent', fnrh_error = NULL, fnrh_attempts = ?, fnrh_sent_at = ? WHERE reservation_id = ?")
        .bind(attempts, new Date(now).toISOString(), stay.reservation_id)
        .run();
    } else {
      failed += 1;
      // Stored with the guests; the log line names only the stay (an answer may echo guest data).
      console.error(JSON.stringify({ level: 'warn', where: 'fnrh.send', reservationId: stay.reservation_id, attempts }));
      await db
        .prepare("UPDATE checkin_guests SET fnrh_status = 'error', fnrh_error = ?, fnrh_attempts = ?, fnrh_next_attempt_at = ? WHERE reservation_id = ?")
        .bind(redactDocuments(outcome.reason, guests.map((guest) => guest.documentNumber)), attempts, now + fnrhRetryDelayMs(attempts), stay.reservation_id)
        .run();
    }
  }
  return { sent, failed };
}
