/**
 * The one quote function (architecture: "One quote function in `shared/` prices a stay for the
 * page, the API, the confirmation and the email"). Integer cents in the property's currency:
 *
 *   total = Σ nightly rates + cleaning fee + service fee
 *   service fee = percent × Σ nightly rates, rounded half up to a multiple of
 *                 `serviceFeeRoundingCents` (100 = whole units, as the demo listings' card:
 *                 12 % rounded to whole euros; 1 = to the cent)
 *
 * Everything is computed in integers (percent × cents is exact), so no binary fraction can
 * skew a half. Nothing here is ever negative: a negative or fractional input is a bug upstream
 * and throws.
 */

export interface QuotePolicy {
  cleaningFeeCents: number;
  /** 0 … 50 */
  serviceFeePercent: number;
  /** 1 (to the cent) or 100 (whole units). */
  serviceFeeRoundingCents: number;
}

export interface NightRate {
  /** 'YYYY-MM-DD' */
  date: string;
  rateCents: number;
}

export interface StayQuote {
  nights: number;
  nightly: NightRate[];
  /** Σ nightly rates */
  nightsCents: number;
  cleaningFeeCents: number;
  serviceFeeCents: number;
  /** nightsCents + cleaningFeeCents + serviceFeeCents */
  totalCents: number;
}

export type PaymentPolicy = 'full' | 'deposit' | 'at_property';

function cents(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer number of cents, got ${value}`);
  return value;
}

/** `numerator / denominator` rounded half up, for non-negative integers. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The service fee of a subtotal, in cents.
 * @example serviceFeeCents(96_000, 12, 100) // 11_500 (115.20 € → 115 €)
 */
export function serviceFeeCents(subtotalCents: number, percent: number, roundingCents: number): number {
  cents(subtotalCents, 'subtotal');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`service fee percent out of range: ${percent}`);
  const rounding = roundingCents === 100 ? 100 : 1;
  return divideHalfUp(subtotalCents * percent, 100 * rounding) * rounding;
}

/**
 * Prices a stay from its nightly rates (one per night, in order) and the property's fees.
 * @example quoteStayCents([{ date: '2027-03-01', rateCents: 32_000 }, …3 nights], { cleaningFeeCents: 5_000, serviceFeePercent: 12, serviceFeeRoundingCents: 100 })
 *   // { nightsCents: 96_000, cleaningFeeCents: 5_000, serviceFeeCents: 11_500, totalCents: 112_500 }
 */
export function quoteStayCents(nightly: readonly NightRate[], policy: QuotePolicy): StayQuote {
  const nightsCents = nightly.reduce((sum, night) => sum + cents(night.rateCents, `rate of ${night.date}`), 0);
  const cleaningFeeCents = nightly.length === 0 ? 0 : cents(policy.cleaningFeeCents, 'cleaning fee');
  const fee = serviceFeeCents(nightsCents, policy.serviceFeePercent, policy.serviceFeeRoundingCents);
  return {
    nights: nightly.length,
    nightly: nightly.map((night) => ({ date: night.date, rateCents: night.rateCents })),
    nightsCents,
    cleaningFeeCents,
    serviceFeeCents: fee,
    totalCents: nightsCents + cleaningFeeCents + fee,
  };
}

/**
 * What the guest pays when booking, per the property's payment policy: everything, a deposit
 * (percent of the total, rounded half up to the cent, never above the total) or nothing now.
 */
export function amountDueNowCents(totalCents: number, policy: PaymentPolicy, depositPercent: number): number {
  cents(totalCents, 'total');
  if (policy === 'full') return totalCents;
  if (policy === 'at_property') return 0;
  const percent = Math.min(100, Math.max(0, Math.floor(depositPercent)));
  return Math.min(totalCents, divideHalfUp(totalCents * percent, 100));
}
