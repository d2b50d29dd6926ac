/**
 * The price of Estadia (spec section 9), in integer cents so no sum ever drifts. One pure
 * function serves the /precos page (server render and every click) and `pricing.quote`.
 */

export const BILLING_PERIODS = ['monthly', 'yearly', 'biennial'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const CHANNELS = ['booking', 'airbnb', 'expedia', 'decolar', 'tripAdvisor', 'googleHotelAds', 'outras'] as const;
export type Channel = (typeof CHANNELS)[number];

export const PLANS = ['standard', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

export const PRICING = {
  minRooms: 3,
  /** Highest room count the API quotes. */
  maxRooms: 10_000,
  /**
   * The page's counter has no upper limit of its own; this bound only keeps every amount an
   * exact integer number of cents (far beyond any real property).
   */
  maxQuotableRooms: 999_999_999,
  maxAdditionalUsers: 1_000,
  /** Monthly price of 3, 4 and 5 rooms; each room beyond 5 adds `perRoomBeyondFive`. */
  plans: {
    standard: [15_000, 18_000, 21_000],
    premium: [26_990, 29_990, 32_990],
  } satisfies Record<Plan, readonly [number, number, number]>,
  perRoomBeyondFive: 1_000,
  channels: { booking: 0, airbnb: 0, expedia: 0, decolar: 0, tripAdvisor: 5_000, googleHotelAds: 7_000, outras: 4_000 } satisfies Record<Channel, number>,
  additionalUser: 2_500,
  /** Billed months and the discount of each period, as integer percent. */
  periods: {
    monthly: { months: 1, discountPercent: 0 },
    yearly: { months: 12, discountPercent: 15 },
    biennial: { months: 24, discountPercent: 20 },
  } satisfies Record<BillingPeriod, { months: number; discountPercent: number }>,
} as const;

export interface QuoteInput {
  rooms: number;
  period: BillingPeriod;
  channels: readonly Channel[];
  additionalUsers: number;
}

export interface PlanAmounts {
  standard: number;
  premium: number;
}

/** A quote in cents. */
export interface QuoteCents {
  period: BillingPeriod;
  /** Per month, before any period discount. */
  monthly: PlanAmounts;
  /** Billed for the chosen period (monthly x months, minus the period's discount). */
  total: PlanAmounts;
  /** What the period saves against paying monthly for the same months. */
  saving: PlanAmounts;
}

/** The contract's answer of `pricing.quote`: reais rounded to cents. */
export interface Quote {
  currency: 'BRL';
  period: BillingPeriod;
  monthly: PlanAmounts;
  total: PlanAmounts;
}

function planMonthlyCents(plan: Plan, rooms: number): number {
  const [three, four, five] = PRICING.plans[plan];
  if (rooms === 3) return three;
  if (rooms === 4) return four;
  return five + (rooms - 5) * PRICING.perRoomBeyondFive;
}

/** Rounds half up (amounts are never negative). */
function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

function periodTotal(monthlyCents: number, period: BillingPeriod): number {
  const { months, discountPercent } = PRICING.periods[period];
  return percentOf(monthlyCents * months, 100 - discountPercent);
}

/**
 * Prices both plans for a selection. Inputs must already be valid (the API validates them,
 * the page clamps them); anything else is a programming error and throws a RangeError.
 * A channel listed twice counts once.
 *
 * @example quoteCents({ rooms: 3, period: 'monthly', channels: [], additionalUsers: 0 }).total
 * // { standard: 15000, premium: 26990 }
 */
export function quoteCents({ rooms, period, channels, additionalUsers }: QuoteInput): QuoteCents {
  if (!Number.isSafeInteger(rooms) || rooms < PRICING.minRooms || rooms > PRICING.maxQuotableRooms) throw new RangeError(`rooms must be an integer from ${PRICING.minRooms} to ${PRICING.maxQuotableRooms}`);
  if (!Number.isSafeInteger(additionalUsers) || additionalUsers < 0 || additionalUsers > PRICING.maxAdditionalUsers) throw new RangeError(`additionalUsers must be an integer from 0 to ${PRICING.maxAdditionalUsers}`);
  if (!(period in PRICING.periods)) throw new RangeError(`unknown period ${String(period)}`);
  let extras = additionalUsers * PRICING.additionalUser;
  for (const channel of new Set(channels)) {
    if (!(channel in PRICING.channels)) throw new RangeError(`unknown channel ${String(channel)}`);
    extras += PRICING.channels[channel];
  }
  const monthly = { standard: planMonthlyCents('standard', rooms) + extras, premium: planMonthlyCents('premium', rooms) + extras };
  const total = { standard: periodTotal(monthly.standard, period), premium: periodTotal(monthly.premium, period) };
  const months = PRICING.periods[period].months;
  const saving = { standard: monthly.standard * months - total.standard, premium: monthly.premium * months - total.premium };
  return { period, monthly, total, saving };
}

const toReais = (cents: number) => cents / 100;

/** The quote in the API's shape (reais with at most two decimals). */
export function quote(input: QuoteInput): Quote {
  const { period, monthly, total } = quoteCents(input);
  return {
    currency: 'BRL',
    period,
    monthly: { standard: toReais(monthly.standard), premium: toReais(monthly.premium) },
    total: { standard: toReais(total.standard), premium: toReais(total.premium) },
  };
}

/** Query-string names of a selection (Portuguese, like the site's paths). */
export const SEARCH_KEYS = { rooms: 'quartos', period: 'periodo', channels: 'canais', additionalUsers: 'usuarios' } as const;

export const DEFAULT_SELECTION: QuoteInput = { rooms: PRICING.minRooms, period: 'monthly', channels: [], additionalUsers: 0 };

/**
 * A selection from a page's query string (`?quartos=7&periodo=yearly&canais=tripAdvisor,outras&usuarios=1`),
 * forgiving like a link should be: out-of-range numbers are clamped, unknown values dropped.
 */
export function selectionFromSearch(search: string): QuoteInput {
  const params = new URLSearchParams(search);
  const int = (name: string, min: number, max: number, fallback: number) => {
    const raw = params.get(name);
    const value = raw !== null && /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : fallback;
    return Math.min(max, Math.max(min, value));
  };
  const periodParam = params.get(SEARCH_KEYS.period);
  const period = BILLING_PERIODS.find((p) => p === periodParam) ?? DEFAULT_SELECTION.period;
  const listed = params.getAll(SEARCH_KEYS.channels).flatMap((value) => value.split(','));
  return {
    rooms: int(SEARCH_KEYS.rooms, PRICING.minRooms, PRICING.maxQuotableRooms, PRICING.minRooms),
    period,
    channels: CHANNELS.filter((channel) => listed.includes(channel)),
    additionalUsers: int(SEARCH_KEYS.additionalUsers, 0, PRICING.maxAdditionalUsers, 0),
  };
}

/** The query string that reproduces a selection (defaults left out), with `?` or empty. */
export function selectionToSearch(selection: QuoteInput): string {
  const params = new URLSearchParams();
  if (selection.rooms !== DEFAULT_SELECTION.rooms) params.set(SEARCH_KEYS.rooms, String(selection.rooms));
  if (selection.period !== DEFAULT_SELECTION.period) params.set(SEARCH_KEYS.period, selection.period);
  const channels = CHANNELS.filter((channel) => selection.channels.includes(channel));
  if (channels.length > 0) params.set(SEARCH_KEYS.channels, channels.join(','));
  if (selection.additionalUsers !== 0) params.set(SEARCH_KEYS.additionalUsers, String(selection.additionalUsers));
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}
