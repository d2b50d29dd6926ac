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
 * Prices a stay from its nightly rates (one per night, in order) and the property's fees: the
 * itemised quote (priceStay) with no plan, tier, promo, add-on or tax, in today's shape.
 * @example quoteStayCents([{ date: '2027-03-01', rateCents: 32_000 }, …3 nights], { cleaningFeeCents: 5_000, serviceFeePercent: 12, serviceFeeRoundingCents: 100 })
 *   // { nightsCents: 96_000, cleaningFeeCents: 5_000, serviceFeeCents: 11_500, totalCents: 112_500 }
 */
export function quoteStayCents(nightly: readonly NightRate[], policy: QuotePolicy): StayQuote {
  const priced = priceStay({ nightly, adults: 1, children: 0 }, policy);
  return {
    nights: nightly.length,
    nightly: nightly.map((night) => ({ date: night.date, rateCents: night.rateCents })),
    nightsCents: priced.roomCents,
    cleaningFeeCents: priced.cleaningFeeCents,
    serviceFeeCents: priced.serviceFeeCents,
    totalCents: priced.totalCents,
  };
}

// ─── The itemised quote (architecture: "Pricing the way hosts sell") ──────────────────────

export const LINE_KINDS = ['room', 'plan', 'length_of_stay', 'promo', 'cleaning', 'service', 'addon', 'tax'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const ADDON_PER = ['stay', 'night', 'guest_night', 'guest_stay'] as const;
export type AddonPer = (typeof ADDON_PER)[number];

/** One line of a quote; add-on lines name their add-on. */
export interface QuoteLine {
  kind: LineKind;
  amountCents: number;
  addonId?: number;
  name?: string;
  /** How many of the add-on's unit the line charges (priceCents × quantity). */
  quantity?: number;
}

/** The property's and room type's rules that price a stay (besides its nightly rates). */
export interface PricingRules extends QuotePolicy {
  /** Guests included in the nightly rate; more pay `extraGuestCents` each per night. Default: nobody is extra. */
  baseOccupancy?: number | null;
  extraGuestCents?: number;
  /** Length-of-stay tiers: the largest `percent` whose `minNights` ≤ nights applies. */
  lengthOfStayDiscounts?: readonly { minNights: number; percent: number }[];
  /** Per adult per night (children exempt), for at most `taxMaxNights` nights (null/0: every night). */
  touristTaxCents?: number;
  taxMaxNights?: number | null;
}

export interface PricedAddon {
  id?: number;
  name?: string;
  priceCents: number;
  per: AddonPer;
  /** Multiplies the unit count `per` gives (default 1). */
  quantity?: number;
}

export interface PriceRequest {
  nightly: readonly NightRate[];
  adults: number;
  children: number;
  /** The rate plan's adjustment, −100 … 1000 (0 = the standard plan; negative = a discount). */
  planPercent?: number;
  /** The promo code's discount, 0 … 100 (absent = no code). */
  promoPercent?: number;
  /** The add-ons charged: the mandatory ones and the optional ones the guest chose. */
  addons?: readonly PricedAddon[];
}

export interface PricedStay {
  nights: number;
  lines: QuoteLine[];
  /** Σ lines */
  totalCents: number;
  roomCents: number;
  /** room + plan + length of stay + promo, never below 0 */
  lodgingCents: number;
  cleaningFeeCents: number;
  serviceFeeCents: number;
  addonsCents: number;
  taxCents: number;
}

function count(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
  return value;
}

function percentOf(value: number, min: number, max: number, what: string): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new RangeError(`${what} out of range: ${value}`);
  return value;
}

/**
 * `cents × percent / 100` rounded half up to the cent (toward +∞ on a half, as Math.round),
 * in integers: exact for any sign.
 */
export function percentCents(cents: number, percent: number): number {
  return Math.floor((2 * cents * percent + 100) / 200);
}

/** −cents, never −0 (a line of 0 reads 0). */
const negative = (value: number) => (value === 0 ? 0 : -value);

/** How many of an add-on's unit a stay charges: stay → 1, night → nights, guest_night → guests × nights, guest_stay → guests. */
export function addonUnits(per: AddonPer, nights: number, guests: number): number {
  switch (per) {
    case 'stay':
      return 1;
    case 'night':
      return nights;
    case 'guest_night':
      return guests * nights;
    case 'guest_stay':
      return guests;
  }
}

/** The length-of-stay percent for a stay: the largest tier with minNights ≤ nights, else 0. */
export function lengthOfStayPercent(tiers: readonly { minNights: number; percent: number }[] | undefined, nights: number): number {
  let best = 0;
  for (const tier of tiers ?? []) if (tier.minNights <= nights && tier.percent > best) best = tier.percent;
  return best;
}

/**
 * The one quote: integer cents, itemised lines whose sum is the total.
 *
 *   room      = Σ nights (rate + extraGuestCents × max(0, adults + children − baseOccupancy))
 *   plan      = round(room × plan% / 100)
 *   lengthOfStay = −round((room + plan) × tier% / 100)
 *   promo     = −round((room + plan + lengthOfStay) × promo% / 100)
 *   lodging   = room + plan + lengthOfStay + promo (never below 0)
 *   cleaning  = the property's fee (when there are nights); service = fee % of lodging
 *   addons    = Σ priceCents × units(per) × quantity
 *   tax       = touristTaxCents × adults × min(nights, taxMaxNights or nights)
 *   total     = lodging + cleaning + service + addons + tax
 *
 * Lines: room, cleaning and service always; plan when the plan's percent is not 0; length_of_stay
 * when a tier applies; promo when a code applies; one addon line per add-on; tax when the
 * property charges one.
 */
export function priceStay(request: PriceRequest, rules: PricingRules): PricedStay {
  const nights = request.nightly.length;
  const adults = count(request.adults, 'adults');
  const children = count(request.children, 'children');
  const guests = adults + children;
  const extraGuestCents = cents(rules.extraGuestCents ?? 0, 'extra-guest fee');
  const base = rules.baseOccupancy == null ? guests : count(rules.baseOccupancy, 'base occupancy');
  const extraGuests = Math.max(0, guests - base);
  const roomCents = request.nightly.reduce((sum, night) => sum + cents(night.rateCents, `rate of ${night.date}`) + extraGuestCents * extraGuests, 0);
  const lines: QuoteLine[] = [{ kind: 'room', amountCents: roomCents }];

  const planPercent = percentOf(request.planPercent ?? 0, -100, 1000, 'plan percent');
  const planCents = percentCents(roomCents, planPercent);
  if (planPercent !== 0) lines.push({ kind: 'plan', amountCents: planCents });

  const tier = percentOf(lengthOfStayPercent(rules.lengthOfStayDiscounts, nights), 0, 100, 'length-of-stay percent');
  const lengthOfStayCents = negative(percentCents(roomCents + planCents, tier));
  if (tier > 0) lines.push({ kind: 'length_of_stay', amountCents: lengthOfStayCents });

  const beforePromo = roomCents + planCents + lengthOfStayCents;
  let promoCents = 0;
  if (request.promoPercent !== undefined) {
    promoCents = negative(percentCents(beforePromo, percentOf(request.promoPercent, 0, 100, 'promo percent')));
    // Lodging never below 0: the promo takes at most what is left.
    if (beforePromo + promoCents < 0) promoCents = Math.min(0, -beforePromo);
    lines.push({ kind: 'promo', amountCents: promoCents });
  }
  const lodgingCents = Math.max(0, beforePromo + promoCents);
  if (beforePromo + promoCents < 0) throw new RangeError('lodging below 0');

  const cleaningFeeCents = nights === 0 ? 0 : cents(rules.cleaningFeeCents, 'cleaning fee');
  const fee = serviceFeeCents(lodgingCents, rules.serviceFeePercent, rules.serviceFeeRoundingCents);
  lines.push({ kind: 'cleaning', amountCents: cleaningFeeCents }, { kind: 'service', amountCents: fee });

  let addonsCents = 0;
  for (const addon of request.addons ?? []) {
    const quantity = addonUnits(addon.per, nights, guests) * count(addon.quantity ?? 1, 'add-on quantity');
    const amountCents = cents(addon.priceCents, 'add-on price') * quantity;
    addonsCents += amountCents;
    lines.push({ kind: 'addon', amountCents, quantity, ...(addon.id !== undefined ? { addonId: addon.id } : {}), ...(addon.name !== undefined ? { name: addon.name } : {}) });
  }

  const touristTaxCents = cents(rules.touristTaxCents ?? 0, 'tourist tax');
  const taxNights = rules.taxMaxNights ? Math.min(nights, count(rules.taxMaxNights, 'tax nights cap')) : nights;
  const taxCents = touristTaxCents * adults * taxNights;
  if (touristTaxCents > 0) lines.push({ kind: 'tax', amountCents: taxCents });

  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return { nights, lines, totalCents, roomCents, lodgingCents, cleaningFeeCents, serviceFeeCents: fee, addonsCents, taxCents };
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
