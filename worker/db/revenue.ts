/**
 * What a stay's money is, by kind (issue 43), in ONE place for every figure that reads it (the
 * reports' summary and CSV, the overview's revenue): lodging (the room, its plan, the
 * length-of-stay discount and the promo: what ADR and RevPAR count), add-ons (breakfast…), fees
 * (cleaning + service) and taxes (the tourist tax). Read from the reservation's itemised `lines`
 * (migration 0012); a stay without lines (before pricing, or from a channel) has its total less
 * the fee columns as lodging, as the third stage defined revenue.
 */

/** The quote line kinds each revenue kind sums (shared/stay/quote.ts LINE_KINDS). */
export const KIND_LINES = {
  lodging: ['room', 'plan', 'length_of_stay', 'promo'],
  addons: ['addon'],
  fees: ['cleaning', 'service'],
  taxes: ['tax'],
} as const;

export type RevenueKind = keyof typeof KIND_LINES;
export const REVENUE_KINDS = Object.keys(KIND_LINES) as RevenueKind[];

const linesOf = (alias: string, kinds: readonly string[]) =>
  `(SELECT COALESCE(SUM(json_extract(l.value, '$.amountCents')), 0) FROM json_each(${alias}.lines) l WHERE json_extract(l.value, '$.kind') IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`;

/** SQL for one kind's cents of the reservation aliased `alias` (a scalar expression). */
export function kindSql(kind: RevenueKind, alias = 'r'): string {
  const fallback = {
    lodging: `MAX(0, ${alias}.total_cents - ${alias}.cleaning_fee_cents - ${alias}.service_fee_cents)`,
    addons: '0',
    fees: `(${alias}.cleaning_fee_cents + ${alias}.service_fee_cents)`,
    taxes: '0',
  }[kind];
  return `(CASE WHEN ${alias}.lines IN ('', '[]') THEN ${fallback} ELSE ${linesOf(alias, KIND_LINES[kind])} END)`;
}

/**
 * The columns byNightSql reads, for a stay aliased `alias`: its nights (`stayNights`), check-in
 * and check-out and each kind's cents (named after the kind).
 */
export function stayColumnsSql(alias = 'r'): string {
  return [
    `CAST(julianday(${alias}.check_out) - julianday(${alias}.check_in) AS INTEGER) AS stayNights`,
    `${alias}.check_in AS checkIn`,
    `${alias}.check_out AS checkOut`,
    ...REVENUE_KINDS.map((kind) => `${kindSql(kind, alias)} AS ${kind}`),
  ].join(', ');
}

/**
 * SQL for one kind's cents of a stay (a row of stayColumnsSql) that fall on the nights in
 * [from, to) (SQL expressions, e.g. `?3`): the kind spread evenly over the stay's nights, the
 * remainder of the division on its first night, so the nights of a stay add up to its whole
 * amount whichever ranges are asked. The ONE definition of revenue in a period: the reports'
 * summary sums it over its range, the overview's revenue chart over each month.
 */
export function byNightSql(kind: RevenueKind, from: string, to: string): string {
  const inRange = `MAX(0, CAST(julianday(MIN(checkOut, ${to})) - julianday(MAX(checkIn, ${from})) AS INTEGER))`;
  const first = `(checkIn >= ${from} AND checkIn < ${to})`;
  return `(${inRange} * (${kind} / stayNights) + CASE WHEN ${first} THEN ${kind} - (${kind} / stayNights) * stayNights ELSE 0 END)`;
}
