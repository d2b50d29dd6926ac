/**
 * Which reviews count (issue 38), in one place. A review counts when:
 * - its stay was booked by the guest — through the booking engine or a channel — never typed in
 *   by the host (`host.reservations.create`, whatever `source` it names: the stay's `created`
 *   history line says who made it, `actor = 'host'`; `source = 'manual'` is always the host's);
 * - its property is published, not archived, and not a personal demo copy's (`demo_copies`).
 * A review is only taken once the stay is over (worker/journey/reviews.ts, `stayIsOver`), so a
 * counted review is also one of a stay that checked out.
 *
 * Every public read of reviews (the property page's list, count and average, its JSON-LD
 * `aggregateRating`, `marketplace.reviews`, the marketplace cards) goes through
 * `COUNTED_REVIEWS`; the guest's review link and token go through `bookedByGuestSql`.
 */

/**
 * SQL condition: the reservation aliased `r` was booked by its guest (booking engine or a
 * channel), not typed in by the host. Its review link exists and its token is taken only then.
 */
export const bookedByGuestSql = (r = 'r') =>
  `(${r}.source <> 'manual' AND NOT EXISTS (SELECT 1 FROM reservation_events be WHERE be.reservation_id = ${r}.id AND be.action = 'created' AND be.actor = 'host'))`;

/** SQL condition: the property aliased `p` is public (published, not archived, not a demo copy's). */
export const publicPropertySql = (p = 'p') => `(${p}.published = 1 AND ${p}.archived_at IS NULL AND ${p}.host_id NOT IN (SELECT host_id FROM demo_copies))`;

/**
 * The counted reviews, as a table expression: `SELECT … FROM ${COUNTED_REVIEWS} cr WHERE
 * cr.property_id = ?`. Columns: every column of `reviews`.
 */
export const COUNTED_REVIEWS = `(SELECT rv.* FROM reviews rv
  JOIN reservations r ON r.id = rv.reservation_id
  JOIN properties p ON p.id = rv.property_id
  WHERE ${bookedByGuestSql('r')} AND ${publicPropertySql('p')})`;

/** The counted reviews' number and average rating per property (null average: none). */
export const countedReviewStatsSql = (where = '1') =>
  `SELECT cr.property_id AS propertyId, COUNT(*) AS count, AVG(cr.rating) AS average FROM ${COUNTED_REVIEWS} cr WHERE ${where} GROUP BY cr.property_id`;
