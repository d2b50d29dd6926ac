/**
 * Reviews (issue 28): one per reservation, once the stay is over (checked out, or its check-out
 * day reached in the property's time zone, and not cancelled); shown on the property page newest
 * first with the host's reply; the structured data's aggregateRating counts only these.
 */
import { reviewAuthor, type PublicReview } from '../../shared/journey/reviews';
import { todayIn } from '../../shared/stay/dates';
import { onlySql } from '../db/one-trip';
import { bookedByGuestSql, COUNTED_REVIEWS, publicPropertySql } from '../db/reviews';

export interface ReviewStay {
  id: number;
  hostId: string;
  propertyId: number;
  status: string;
  checkOut: string;
  timezone: string;
  guestName: string;
}

/** Whether the stay is over, so its guest may review it. */
export function stayIsOver(stay: Pick<ReviewStay, 'status' | 'checkOut' | 'timezone'>, now = new Date()): boolean {
  if (stay.status === 'checked_out') return true;
  return (stay.status === 'confirmed' || stay.status === 'checked_in') && todayIn(stay.timezone, now) >= stay.checkOut;
}

/** Whether the stay was booked by its guest (booking engine or channel): only such a stay has a review page (issue 38). */
export async function reviewableStay(db: D1Database, reservationId: number): Promise<boolean> {
  const row = await db.prepare(`SELECT ${bookedByGuestSql('r')} AS booked FROM reservations r WHERE r.id = ?`).bind(reservationId).first<{ booked: number }>();
  return row?.booked === 1;
}

export type ReviewOutcome = { ok: true; id: number } | { ok: false; problem: 'not_over' | 'already' };

export async function submitReview(db: D1Database, stay: ReviewStay, input: { rating: number; text: string; locale: string }, now = new Date()): Promise<ReviewOutcome> {
  if (!stayIsOver(stay, now)) return { ok: false, problem: 'not_over' };
  const row = await db
    .prepare(
      `INSERT INTO reviews (reservation_id, property_id, host_id, rating, text, locale, author_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (reservation_id) DO NOTHING RETURNING id`,
    )
    .bind(stay.id, stay.propertyId, stay.hostId, input.rating, input.text, input.locale, reviewAuthor(stay.guestName), now.toISOString())
    .first<{ id: number }>();
  return row ? { ok: true, id: row.id } : { ok: false, problem: 'already' };
}

export async function reviewOfReservation(db: D1Database, reservationId: number): Promise<{ id: number; rating: number; text: string } | null> {
  return db.prepare('SELECT id, rating, text FROM reviews WHERE reservation_id = ?').bind(reservationId).first();
}

interface ReviewRow {
  id: number;
  rating: number;
  text: string;
  locale: string;
  author_name: string;
  created_at: string;
  reply: string | null;
  replied_at: string | null;
}

const toPublic = (row: ReviewRow): PublicReview => ({
  id: row.id,
  rating: row.rating,
  text: row.text,
  locale: row.locale,
  author: row.author_name,
  createdAt: row.created_at,
  reply: row.reply,
  repliedAt: row.replied_at,
});

/** A property's counted reviews (worker/db/reviews.ts), newest first, with their count and average (for aggregateRating). */
export async function propertyReviews(db: D1Database, propertyId: number, limit = 50): Promise<PropertyReviews> {
  const [list, stats] = await db.batch<Record<string, unknown>>(reviewStatements(db, propertyId, limit));
  return reviewsOf(list, stats);
}

/**
 * The same for a public property's page (published, not a demo copy's), in one batch with that
 * check (null when it is not): one round trip, not the check and then the reviews (issue 29).
 */
export async function publishedPropertyReviews(db: D1Database, propertyId: number, limit = 50): Promise<PropertyReviews | null> {
  const [published, list, stats] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT p.id FROM properties p WHERE p.id = ? AND ${publicPropertySql('p')}`).bind(propertyId),
    ...reviewStatements(db, propertyId, limit),
  ]);
  return published?.results[0] ? reviewsOf(list, stats) : null;
}

export interface PropertyReviews {
  reviews: PublicReview[];
  count: number;
  average: number | null;
}

/** One statement's answer in a batch. */
type BatchResult = Awaited<ReturnType<D1Database['batch']>>[number];

function reviewStatements(db: D1Database, propertyId: number, limit: number): D1PreparedStatement[] {
  return [
    db
      .prepare(`SELECT id, rating, text, locale, author_name, created_at, reply, replied_at FROM ${COUNTED_REVIEWS} cr WHERE property_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`)
      .bind(propertyId, limit),
    db.prepare(`SELECT COUNT(*) AS count, AVG(rating) AS average FROM ${COUNTED_REVIEWS} cr WHERE property_id = ?`).bind(propertyId),
  ];
}

function reviewsOf(list: BatchResult | undefined, stats: BatchResult | undefined): PropertyReviews {
  const s = stats?.results[0] as { count: number; average: number | null } | undefined;
  return { reviews: ((list?.results ?? []) as unknown as ReviewRow[]).map(toPublic), count: s?.count ?? 0, average: s?.average ?? null };
}

/**
 * The host's reviews (optionally of one property, of one rating), newest first, with the
 * property's name and the stay's code (the reviews page, issue 40). `only`: a team member's reach
 * (issue 26), the properties shared with them (undefined = all the host's).
 */
export async function hostReviews(db: D1Database, hostId: string, propertyId?: number, only?: readonly number[], rating?: number) {
  const { results } = await db
    .prepare(
      `SELECT v.id, v.property_id AS propertyId, v.reservation_id AS reservationId, v.rating, v.text, v.locale, v.author_name AS author, v.created_at AS createdAt, v.reply, v.replied_at AS repliedAt,
              p.name AS propertyName, p.timezone, r.code
       FROM reviews v JOIN properties p ON p.id = v.property_id JOIN reservations r ON r.id = v.reservation_id
       WHERE v.host_id = ?1 AND (?2 IS NULL OR v.property_id = ?2) AND (?3 IS NULL OR v.rating = ?3)${onlySql(only, 'v.property_id')} ORDER BY v.created_at DESC, v.id DESC LIMIT 200`,
    )
    .bind(hostId, propertyId ?? null, rating ?? null)
    .all<HostReview>();
  return results;
}

export interface HostReview {
  id: number;
  propertyId: number;
  reservationId: number;
  rating: number;
  text: string;
  locale: string;
  author: string;
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
  propertyName: string;
  timezone: string;
  code: string;
}

/** The host's reply (replaces an earlier one); false when the review is not the host's. */
export async function replyToReview(db: D1Database, hostId: string, id: number, text: string, now = new Date()): Promise<boolean> {
  const result = await db.prepare('UPDATE reviews SET reply = ?, replied_at = ? WHERE id = ? AND host_id = ?').bind(text, now.toISOString(), id, hostId).run();
  return (result.meta.changes ?? 0) > 0;
}
