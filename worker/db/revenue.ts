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
