/**
 * Money received (issue 43, host.reports.payments): every payment line of the reservations in
 * scope by the day it was received, per method and, for a payment an online provider took, per
 * provider; refunds apart, by the day they were refunded. Read generically from `payments`
 * (method, provider, status), so lines a provider's notification records (issue 42) count the
 * same way as those a host records by hand. The totals are the payment lines' own sums: received
 * − refunded is what the reservations' `paid_cents` went up by.
 *
 * A refund's day is the reservation history line that refunded it (`reservation_events`,
 * action `payment`, `detail.paymentId` and `detail.refundedCents`), in the property's zone;
 * a refunded line without such a line counts on the day it was received.
 */
import type { ReportsPayments, ReportsPaymentsInput, MoneyLine } from '../../shared/host/books';
import { addDays, todayIn } from '../../shared/stay/dates';
import { MAX_REPORT_NIGHTS } from '../../shared/host/operations';
import { onlySql } from '../db/one-trip';

interface Row {
  id: number;
  method: string;
  provider: string | null;
  status: string;
  amountCents: number;
  receivedOn: string;
  refundedAt: string | null;
  timezone: string;
}

const keyOf = (line: { method: string; provider: string | null }) => `${line.provider ?? ''}|${line.method}`;

/** Null when the property named is not the caller's. */
export async function reportsPayments(db: D1Database, hostId: string, input: ReportsPaymentsInput, only?: readonly number[]): Promise<ReportsPayments | null> {
  const propertyId = input.propertyId ?? null;
  const scope = `SELECT id FROM properties WHERE host_id = ?1 AND archived_at IS NULL AND (?2 IS NULL OR id = ?2)${onlySql(only)}`;
  const [properties, payments] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n, COUNT(DISTINCT currency) AS currencies, MIN(currency) AS currency FROM properties WHERE id IN (${scope})`).bind(hostId, propertyId),
    // Received in range, or refunded (maybe in range) after being received at most a report's
    // length before it: a refund is read with the line it gives back.
    db
      .prepare(
        `SELECT p.id, p.method, p.provider, p.status, p.amount_cents AS amountCents, p.received_on AS receivedOn, pr.timezone,
                (SELECT MAX(e.at) FROM reservation_events e
                  WHERE e.reservation_id = p.reservation_id AND e.action = 'payment'
                    AND json_extract(e.detail, '$.paymentId') = p.id AND json_extract(e.detail, '$.refundedCents') IS NOT NULL) AS refundedAt
         FROM payments p JOIN reservations r ON r.id = p.reservation_id JOIN properties pr ON pr.id = r.property_id
         WHERE p.host_id = ?1 AND r.host_id = ?1 AND r.property_id IN (${scope})
           AND ((p.received_on >= ?3 AND p.received_on < ?4) OR (p.status = 'refunded' AND p.received_on >= ?5 AND p.received_on < ?4))
         ORDER BY p.received_on, p.id`,
      )
      .bind(hostId, propertyId, input.from, input.to, addDays(input.from, -MAX_REPORT_NIGHTS)),
  ]);
  const scopeRow = properties!.results[0] as { n: number; currencies: number; currency: string | null };
  if (propertyId !== null && scopeRow.n === 0) return null;
  const received = new Map<string, MoneyLine>();
  const refunds = new Map<string, MoneyLine>();
  const add = (into: Map<string, MoneyLine>, date: string, row: Row) => {
    const key = `${date}|${keyOf(row)}`;
    const line = into.get(key) ?? { date, method: row.method, provider: row.provider, count: 0, amountCents: 0 };
    line.count += 1;
    line.amountCents += row.amountCents;
    into.set(key, line);
  };
  const inRange = (date: string) => date >= input.from && date < input.to;
  for (const row of payments!.results as Row[]) {
    if (inRange(row.receivedOn)) add(received, row.receivedOn, row);
    if (row.status === 'refunded') {
      const day = row.refundedAt ? todayIn(row.timezone, new Date(row.refundedAt)) : row.receivedOn;
      if (inRange(day)) add(refunds, day, row);
    }
  }
  const order = (a: MoneyLine, b: MoneyLine) => a.date.localeCompare(b.date) || keyOf(a).localeCompare(keyOf(b));
  const receivedLines = [...received.values()].sort(order);
  const refundLines = [...refunds.values()].sort(order);
  const byMethod = new Map<string, ReportsPayments['byMethod'][number]>();
  for (const [lines, field] of [
    [receivedLines, 'receivedCents'],
    [refundLines, 'refundedCents'],
  ] as const) {
    for (const line of lines) {
      const entry = byMethod.get(keyOf(line)) ?? { method: line.method, provider: line.provider, receivedCents: 0, refundedCents: 0 };
      entry[field] += line.amountCents;
      byMethod.set(keyOf(line), entry);
    }
  }
  const receivedCents = receivedLines.reduce((sum, line) => sum + line.amountCents, 0);
  const refundedCents = refundLines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    received: receivedLines,
    refunds: refundLines,
    byMethod: [...byMethod.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b))),
    receivedCents,
    refundedCents,
    netCents: receivedCents - refundedCents,
    currency: scopeRow.currencies === 1 ? scopeRow.currency : null,
  };
}
