/**
 * Online check-in storage (issue 28): one `checkins` row per stay, one `checkin_guests` row per
 * guest, document numbers AES-GCM encrypted (./guest-crypto.ts). A saved check-in (by the guest
 * or at the desk) replaces the previous one whole, in one batch, and puts every guest back to
 * `pending` for the FNRH sender, so a correction is sent again. A refused form is kept,
 * encrypted, as the stay's draft until the next attempt.
 */
import { ageOn, checkinIssues, type CheckinFields, type CheckinIssue, type DocumentType } from '../../shared/journey/checkin';
import { decryptGuestData, encryptGuestData } from './guest-crypto';
import { DRAFT_FIELD } from '../../shared/journey/checkin-form';
import { onlySql } from '../db/one-trip';

export interface CheckinStay {
  id: number;
  hostId: string;
  status: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

export interface CheckinGuestView {
  fullName: string;
  birthDate: string;
  nationality: string;
  document: { type: DocumentType; country: string; hint: string };
  email: string;
  phone: string;
  address: string;
  responsibleIndex: number | null;
  minor: boolean;
  fnrh: { status: 'pending' | 'sent' | 'error'; error: string | null; sentAt: string | null };
}

export interface CheckinView {
  /** none: nothing yet; partial: the guest began (a saved draft); complete: every guest's form saved. */
  status: 'none' | 'partial' | 'complete';
  /** How many guests the stay is for: one form each. */
  expectedGuests: number;
  purpose: string | null;
  transport: string | null;
  arrivalTime: string;
  submittedBy: 'guest' | 'host' | null;
  updatedAt: string | null;
  guests: CheckinGuestView[];
}

/** Stays that take a check-in: not cancelled, not a no-show, not over. */
export const acceptsCheckin = (status: string) => status === 'confirmed' || status === 'pending' || status === 'checked_in';

interface GuestRow {
  position: number;
  full_name: string;
  birth_date: string;
  nationality: string;
  document_type: DocumentType;
  document_country: string;
  document_hint: string;
  email: string;
  phone: string;
  address: string;
  responsible_index: number | null;
  fnrh_status: 'pending' | 'sent' | 'error';
  fnrh_error: string | null;
  fnrh_sent_at: string | null;
}

export async function checkinOf(db: D1Database, stay: CheckinStay): Promise<CheckinView> {
  const [head, guests, draft] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT purpose, transport, arrival_time, complete, submitted_by, updated_at FROM checkins WHERE reservation_id = ?').bind(stay.id),
    db
      .prepare(
        `SELECT position, full_name, birth_date, nationality, document_type, document_country, document_hint, email, phone, address, responsible_index,
                fnrh_status, fnrh_error, fnrh_sent_at FROM checkin_guests WHERE reservation_id = ? ORDER BY position`,
      )
      .bind(stay.id),
    db.prepare('SELECT 1 AS draft FROM checkin_drafts WHERE reservation_id = ?').bind(stay.id),
  ]);
  const row = head?.results[0] as { purpose: string; transport: string; arrival_time: string; complete: number; submitted_by: 'guest' | 'host'; updated_at: string } | undefined;
  return {
    status: row?.complete ? 'complete' : (draft?.results.length ?? 0) > 0 ? 'partial' : 'none',
    expectedGuests: stay.guests,
    purpose: row?.purpose ?? null,
    transport: row?.transport ?? null,
    arrivalTime: row?.arrival_time ?? '',
    submittedBy: row?.submitted_by ?? null,
    updatedAt: row?.updated_at ?? null,
    guests: ((guests?.results ?? []) as unknown as GuestRow[]).map((g) => ({
      fullName: g.full_name,
      birthDate: g.birth_date,
      nationality: g.nationality,
      document: { type: g.document_type, country: g.document_country, hint: g.document_hint },
      email: g.email,
      phone: g.phone,
      address: g.address,
      responsibleIndex: g.responsible_index,
      minor: ageOn(g.birth_date, stay.checkIn) < 18,
      fnrh: { status: g.fnrh_status, error: g.fnrh_error, sentAt: g.fnrh_sent_at },
    })),
  };
}

export type SubmitOutcome = { ok: true; view: CheckinView } | { ok: false; problem: 'status' } | { ok: false; problem: 'invalid'; issues: CheckinIssue[] };

/** Validates across fields and against the stay, encrypts document numbers, stores in one batch. */
export async function saveCheckin(env: Env, db: D1Database, stay: CheckinStay, fields: CheckinFields, by: 'guest' | 'host', now = new Date()): Promise<SubmitOutcome> {
  if (!acceptsCheckin(stay.status)) return { ok: false, problem: 'status' };
  const issues = checkinIssues(fields, stay.checkIn);
  if (fields.guests.length !== stay.guests) issues.unshift({ field: 'guests', message: `one form per guest: ${stay.guests} expected` });
  if (issues.length > 0) return { ok: false, problem: 'invalid', issues };
  const nowIso = now.toISOString();
  const statements: D1PreparedStatement[] = [
    db.prepare('DELETE FROM checkin_guests WHERE reservation_id = ?').bind(stay.id),
    db
      .prepare(
        `INSERT INTO checkins (reservation_id, host_id, purpose, transport, arrival_time, complete, submitted_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)
         ON CONFLICT (reservation_id) DO UPDATE SET purpose = excluded.purpose, transport = excluded.transport, arrival_time = excluded.arrival_time,
           complete = 1, submitted_by = excluded.submitted_by, updated_at = excluded.updated_at`,
      )
      .bind(stay.id, stay.hostId, fields.purpose, fields.transport, fields.arrivalTime ?? '', by, nowIso, nowIso),
    db.prepare('DELETE FROM checkin_drafts WHERE reservation_id = ?').bind(stay.id),
  ];
  for (const [position, guest] of fields.guests.entries()) {
    const number = guest.document.number.replace(/\s+/g, '');
    statements.push(
      db
        .prepare(
          `INSERT INTO checkin_guests (reservation_id, position, host_id, full_name, birth_date, nationality, document_type, document_country, document_enc,
             document_hint, email, phone, address, responsible_index, fnrh_status, fnrh_error, fnrh_attempts, fnrh_next_attempt_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', NULL, 0, 0)`,
        )
        .bind(
          stay.id,
          position,
          stay.hostId,
          guest.fullName,
          guest.birthDate,
          guest.nationality,
          guest.document.type,
          guest.document.country,
          await encryptGuestData(env, number),
          number.slice(-2),
          guest.email ?? '',
          guest.phone ?? '',
          guest.address ?? '',
          guest.responsibleIndex ?? null,
        ),
    );
  }
  statements.push(
    db
      .prepare(`INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, ?, ?, ?, 'checkin', ?)`)
      .bind(stay.hostId, stay.id, nowIso, by, JSON.stringify({ guests: fields.guests.length })),
  );
  await db.batch(statements);
  return { ok: true, view: await checkinOf(db, stay) };
}

/** Keeps what a guest typed so far, or in a refused form (encrypted), for the page to show again; returns when. */
export async function saveDraft(env: Env, db: D1Database, reservationId: number, typed: Record<string, string>): Promise<string> {
  const kept = Object.fromEntries(Object.entries(typed).filter(([name]) => DRAFT_FIELD.test(name)));
  const enc = await encryptGuestData(env, JSON.stringify(kept));
  const at = new Date().toISOString();
  await db.prepare(
    'INSERT INTO checkin_drafts (reservation_id, draft_enc, updated_at) VALUES (?, ?, ?) ON CONFLICT (reservation_id) DO UPDATE SET draft_enc = excluded.draft_enc, updated_at = excluded.updated_at',
  )
    .bind(reservationId, enc, at)
    .run();
  return at;
}

export async function draftOf(env: Env, db: D1Database, reservationId: number): Promise<Record<string, string> | null> {
  const row = await db.prepare('SELECT draft_enc FROM checkin_drafts WHERE reservation_id = ?').bind(reservationId).first<{ draft_enc: string }>();
  if (!row) return null;
  try {
    const value: unknown = JSON.parse(await decryptGuestData(env, row.draft_enc));
    return value && typeof value === 'object' ? (value as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/** The stay behind a host's reservation id, or null (another host's → NOT_FOUND). */
export async function hostStay(db: D1Database, hostId: string, reservationId: number): Promise<CheckinStay | null> {
  return db
    .prepare('SELECT id, host_id AS hostId, status, check_in AS checkIn, check_out AS checkOut, adults + children AS guests FROM reservations WHERE id = ? AND host_id = ?')
    .bind(reservationId, hostId)
    .first<CheckinStay>();
}

export type CheckinStatus = 'none' | 'partial' | 'complete';
/** The register's state of a stay's check-in: `off` when the sender is not configured or the property is not in Brazil. */
export type FnrhSummary = 'off' | 'pending' | 'sent' | 'error';

export interface CheckinSummary {
  /** none: nothing yet; partial: the guest began (a saved draft); complete: every guest's form saved. */
  status: CheckinStatus;
  /** Null until a check-in is complete; then `error` if any guest is in error, `sent` once all are, else `pending`. */
  fnrh: FnrhSummary | null;
}

/** Check-in status and register state of several of the host's reservations at once (front desk, lists); one read. */
export async function checkinSummaries(db: D1Database, hostId: string, ids: readonly number[], fnrhOn: boolean, only?: readonly number[]): Promise<Record<number, CheckinSummary>> {
  if (ids.length === 0) return {};
  const { results } = await db
    .prepare(
      `SELECT r.id, p.country, COALESCE(c.complete, 0) AS complete,
              EXISTS (SELECT 1 FROM checkin_drafts d WHERE d.reservation_id = r.id) AS draft,
              (SELECT group_concat(DISTINCT g.fnrh_status) FROM checkin_guests g WHERE g.reservation_id = r.id) AS fnrh
       FROM reservations r JOIN properties p ON p.id = r.property_id LEFT JOIN checkins c ON c.reservation_id = r.id
       WHERE r.host_id = ? AND r.id IN (${ids.map(() => '?').join(',')})${onlySql(only, 'r.property_id')}`,
    )
    .bind(hostId, ...ids)
    .all<{ id: number; country: string; complete: number; draft: number; fnrh: string | null }>();
  const byId = new Map(results.map((row) => [row.id, row]));
  return Object.fromEntries(
    ids.map((id) => {
      const row = byId.get(id);
      const status: CheckinStatus = row?.complete ? 'complete' : row?.draft ? 'partial' : 'none';
      const states = (row?.fnrh ?? '').split(',');
      const fnrh: FnrhSummary | null =
        status !== 'complete' ? null : !fnrhOn || row?.country !== 'BR' ? 'off' : states.includes('error') ? 'error' : states.every((state) => state === 'sent') ? 'sent' : 'pending';
      return [id, { status, fnrh }];
    }),
  );
}

/**
 * Check-in status of several reservations at once (another host's: `none`; `only`: a member's
 * shared properties — a stay at another of the owner's properties is `none` too).
 */
export async function checkinStatuses(db: D1Database, hostId: string, ids: readonly number[], only?: readonly number[]): Promise<Record<number, CheckinStatus>> {
  const summaries = await checkinSummaries(db, hostId, ids, false, only);
  return Object.fromEntries(ids.map((id) => [id, summaries[id]!.status]));
}

/** Document numbers of stays whose check-out is past the property's retention: deleted. */
export async function purgeExpiredDocuments(db: D1Database, now = Date.now()): Promise<number> {
  const today = new Date(now).toISOString().slice(0, 10);
  const result = await db
    .prepare(
      `UPDATE checkin_guests SET document_enc = NULL
       WHERE document_enc IS NOT NULL AND reservation_id IN (
         SELECT r.id FROM reservations r JOIN properties p ON p.id = r.property_id
         WHERE date(r.check_out, '+' || p.guest_data_retention_days || ' days') < ?)`,
    )
    .bind(today)
    .run();
  await db
    .prepare(
      `DELETE FROM checkin_drafts WHERE updated_at < ?`,
    )
    .bind(new Date(now - 30 * 86_400_000).toISOString())
    .run();
  return result.meta.changes ?? 0;
}
