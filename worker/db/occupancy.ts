/**
 * The occupancy table: one row per unit per night, primary key (unit_id, night). This module
 * is the only place that writes it. A booking, a move or a block puts its night statements in
 * the same `DB.batch` as the row they belong to: a batch is one transaction, so one taken
 * night fails the primary key and nothing of the batch is written. Overbooking is impossible
 * at the database, whatever races above it.
 *
 * Nights are generated in SQL (a recursive CTE over the dates), not bound one by one: D1
 * allows at most 100 bound parameters per statement, and a 60-night stay would exceed it.
 */

/** Who holds the nights: a reservation or a block, found by a key unique within the batch. */
export type Holder =
  | { reservationCode: string }
  | { reservationId: number }
  | { blockId: number }
  /** The block inserted by the previous statement of the same batch. */
  | { lastInsertedBlock: true };

export interface NightsToHold {
  hostId: string;
  propertyId: number;
  unitId: number;
  /** First night, 'YYYY-MM-DD'. */
  from: string;
  /** The day after the last night (check-out), exclusive. */
  to: string;
  holder: Holder;
}

/** The holder's two columns as SQL (its key, if any, bound as ?6). */
function holderSql(holder: Holder): { reservation: string; block: string; params: (string | number)[] } {
  if ('reservationCode' in holder) return { reservation: '(SELECT id FROM reservations WHERE code = ?6)', block: 'NULL', params: [holder.reservationCode] };
  if ('reservationId' in holder) return { reservation: '?6', block: 'NULL', params: [holder.reservationId] };
  if ('blockId' in holder) return { reservation: 'NULL', block: '?6', params: [holder.blockId] };
  return { reservation: 'NULL', block: 'last_insert_rowid()', params: [] };
}

/**
 * One statement that inserts every night of [from, to) for the holder. It fails with a
 * primary-key constraint error when any of those nights is already held (see isNightTaken).
 */
export function holdNights(db: D1Database, nights: NightsToHold): D1PreparedStatement {
  const holder = holderSql(nights.holder);
  return db
    .prepare(
      `INSERT INTO occupancy (unit_id, night, host_id, property_id, reservation_id, block_id)
       WITH RECURSIVE span(night) AS (
         SELECT ?1 WHERE ?1 < ?2
         UNION ALL SELECT date(night, '+1 day') FROM span WHERE date(night, '+1 day') < ?2
       )
       SELECT ?3, night, ?4, ?5, ${holder.reservation}, ${holder.block} FROM span`,
    )
    .bind(nights.from, nights.to, nights.unitId, nights.hostId, nights.propertyId, ...holder.params);
}

/** Frees every night a reservation holds (cancel, move: then hold the new ones in the same batch). */
export function releaseReservationNights(db: D1Database, reservationId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM occupancy WHERE reservation_id = ?').bind(reservationId);
}

/** Frees a reservation's nights from `night` on (an early departure, issue 40). */
export function releaseReservationNightsFrom(db: D1Database, reservationId: number, night: string): D1PreparedStatement {
  return db.prepare('DELETE FROM occupancy WHERE reservation_id = ? AND night >= ?').bind(reservationId, night);
}

/** Frees every night a block holds. */
export function releaseBlockNights(db: D1Database, blockId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM occupancy WHERE block_id = ?').bind(blockId);
}

/** Whether a failed batch failed because a night was already held (→ CONFLICT for the caller). */
export function isNightTaken(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  return /UNIQUE constraint failed: occupancy\.|PRIMARY KEY constraint failed|SQLITE_CONSTRAINT.*occupancy/i.test(message);
}

/** Frees a block's nights from `from` on (an out-of-order stretch ended early); earlier nights stay. */
export function releaseBlockNightsFrom(db: D1Database, blockId: number, from: string): D1PreparedStatement {
  return db.prepare('DELETE FROM occupancy WHERE block_id = ? AND night >= ?').bind(blockId, from);
}
