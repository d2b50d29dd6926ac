/**
 * What a room type sells for a stay (architecture: "Pricing the way hosts sell"): each live rate
 * plan priced by the one quote (shared/stay/quote.ts priceStay) with the property's tiers and
 * tourist tax, the room type's extra-guest fee, the promo code and the add-ons. availability,
 * the page, booking.create, the reservation, the mail and the Pix amount all read these lines.
 */
import { priceStay, type NightRate, type PricedAddon, type QuoteLine, type StayQuote } from '../../shared/stay/quote';
import type { PromoError } from '../../shared/host/pricing';
import { judgePromo, propertyPricing, type Addon, type PromoCode, type PropertyPricing, type RatePlan } from './pricing';
import { localName } from '../../shared/properties/names';
import { toLocale, type Locale } from '../../shared/locales';
import { addDays } from '../../shared/stay/dates';
import { admitPromoAttempt } from '../trpc/rate-limit';

export interface PlanOffer {
  id: number;
  /** In the guest's language when the host wrote it, else the main language's (`lang`). */
  name: string;
  lang?: Locale;
  /** The room type's standard plan (percent 0, the property's cancellation). */
  standard: boolean;
  percent: number;
  refundable: boolean;
  /** Days before arrival the guest may cancel free; null for a non-refundable plan. */
  freeCancellationDays: number | null;
  /**
   * A refundable plan whose free-cancellation deadline for these dates has already passed
   * (issue 39): sold as what it is now, non-refundable (`refundable` false), at its price.
   */
  deadlinePassed?: true;
  totalCents: number;
  lines: QuoteLine[];
}

export interface OptionalAddon {
  id: number;
  name: string;
  lang?: Locale;
  per: Addon['per'];
  priceCents: number;
}

export interface OfferRequest {
  /** The guest's language for the host's names (default: the property's main language). */
  locale?: Locale | undefined;
  adults: number;
  children: number;
  promoCode?: string | undefined;
  /** Optional add-ons the guest chose (mandatory ones are always charged). */
  addons?: readonly { id: number; quantity?: number | undefined }[] | undefined;
}

/** What the guest side prices with, loaded once per request. */
export interface OfferContext {
  pricing: PropertyPricing;
  promo: PromoCode | null;
  promoError?: PromoError;
  /** Optional add-ons asked for that are not the property's (booking.create refuses them). */
  unknownAddons: number[];
  charged: PricedAddon[];
  optional: OptionalAddon[];
}

interface PropertyRules {
  id: number;
  cleaningFeeCents: number;
  serviceFeePercent: number;
  serviceFeeRoundingCents: number;
  freeCancellationDays: number;
  defaultLocale: string;
}

/**
 * The read behind an offer: the property's rules, plans, add-ons and the code, one round trip.
 * It needs only the property's id, so callers start it beside their other reads (issue 29).
 *
 * A code is a guess until judged (issue 38): `client` (the visitor's address) counts it against
 * PROMO_ATTEMPTS in a batch beside the read (same level); past the limit the code is not looked
 * at (`promo` null, `promoLimited`), so the answer says nothing of it. `null`: not a visitor's
 * request (tests and internal callers), never counted.
 */
export async function offerPricing(db: D1Database, propertyId: number, request: Pick<OfferRequest, 'promoCode'>, client: string | null) {
  const code = request.promoCode?.trim() || undefined;
  const reading = propertyPricing(db, propertyId, code);
  const admitted = code && client !== null ? admitPromoAttempt(db, client, propertyId, code) : Promise.resolve(true);
  reading.catch(() => undefined);
  const [pricing, ok] = await Promise.all([reading, admitted]);
  return ok ? { ...pricing, promoLimited: false } : { ...pricing, promo: null, promoLimited: true };
}

/** The offer from its read (offerPricing): the promo code and the add-ons chosen, judged. */
export function offerOf(pricing: Awaited<ReturnType<typeof offerPricing>>, stay: { checkIn: string; nights: number }, today: string, request: OfferRequest, mainLocale: Locale = 'pt'): OfferContext {
  const code = request.promoCode?.trim();
  const found = pricing.promo;
  let promo: PromoCode | null = null;
  let promoError: PromoError | undefined;
  if (code && pricing.promoLimited) promoError = 'limited';
  else if (code) {
    const judged = judgePromo(found, stay, today);
    if ('promo' in judged) promo = judged.promo;
    else promoError = judged.error;
  }
  const optional = pricing.addons.filter((addon) => addon.optional);
  const chosen = new Map<number, number>();
  const unknownAddons: number[] = [];
  for (const pick of request.addons ?? []) {
    if (optional.some((addon) => addon.id === pick.id)) chosen.set(pick.id, pick.quantity ?? 1);
    else if (!pricing.addons.some((addon) => addon.id === pick.id && !addon.optional)) unknownAddons.push(pick.id);
  }
  const charged: PricedAddon[] = pricing.addons
    .filter((addon) => !addon.optional || chosen.has(addon.id))
    .map((addon) => ({ id: addon.id, name: addon.name, priceCents: addon.priceCents, per: addon.per, quantity: addon.optional ? (chosen.get(addon.id) ?? 1) : 1 }));
  return {
    pricing,
    promo,
    ...(promoError ? { promoError } : {}),
    unknownAddons,
    charged,
    optional: optional.map((addon) => ({ id: addon.id, ...localName(addon.name, addon.names, request.locale ?? mainLocale, mainLocale), per: addon.per, priceCents: addon.priceCents })),
  };
}

/** The first day a guest may no longer cancel free: `days` before arrival (a deadline on or before today has passed). */
export function freeCancellationPassed(checkIn: string, days: number, today: string): boolean {
  return addDays(checkIn, -days) < today;
}

/**
 * Every live plan of a room type, priced for the stay (standard first). With `stay` (the
 * arrival and the property's today), a refundable plan whose free-cancellation deadline has
 * passed is sold as non-refundable (issue 39).
 */
export function planOffers(
  context: OfferContext,
  property: PropertyRules,
  roomTypeId: number,
  nightly: readonly NightRate[],
  request: OfferRequest,
  stay?: { checkIn: string; today: string },
): PlanOffer[] {
  const mainLocale = toLocale(property.defaultLocale);
  const plans = context.pricing.plans.get(roomTypeId) ?? [];
  const type = context.pricing.roomTypes.get(roomTypeId);
  const rules = {
    cleaningFeeCents: property.cleaningFeeCents,
    serviceFeePercent: property.serviceFeePercent,
    serviceFeeRoundingCents: property.serviceFeeRoundingCents,
    baseOccupancy: type?.baseOccupancy ?? null,
    extraGuestCents: type?.extraGuestCents ?? 0,
    lengthOfStayDiscounts: context.pricing.lengthOfStayDiscounts,
    touristTaxCents: context.pricing.touristTaxCents,
    taxMaxNights: context.pricing.taxMaxNights,
  };
  // A room type made outside the host API before its standard plan existed still sells at 0 %.
  const live: RatePlan[] = plans.length > 0 ? plans : [{ id: 0, roomTypeId, name: 'Standard', percent: 0, refundable: true, freeCancellationDays: null, standard: true, names: {} }];
  return live.map((plan) => {
    const priced = priceStay(
      {
        nightly,
        adults: request.adults,
        children: request.children,
        planPercent: plan.percent,
        ...(context.promo ? { promoPercent: context.promo.percent } : {}),
        addons: context.charged,
      },
      rules,
    );
    const days = plan.refundable ? (plan.freeCancellationDays ?? property.freeCancellationDays) : null;
    const passed = days !== null && stay !== undefined && freeCancellationPassed(stay.checkIn, days, stay.today);
    return {
      id: plan.id,
      ...localName(plan.name, plan.names, request.locale ?? mainLocale, mainLocale),
      standard: plan.standard,
      percent: plan.percent,
      refundable: plan.refundable && !passed,
      freeCancellationDays: passed ? null : days,
      ...(passed ? { deadlinePassed: true as const } : {}),
      totalCents: priced.totalCents,
      lines: priced.lines,
    };
  });
}

/** The old quote shape (nights, cleaning, service, total) from a plan's lines, for the pages and mail that read it. */
export function quoteOfLines(nightly: readonly NightRate[], lines: readonly QuoteLine[]): StayQuote {
  const sum = (kind: QuoteLine['kind']) => lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amountCents, 0);
  return {
    nights: nightly.length,
    nightly: nightly.map((night) => ({ date: night.date, rateCents: night.rateCents })),
    nightsCents: sum('room'),
    cleaningFeeCents: sum('cleaning'),
    serviceFeeCents: sum('service'),
    totalCents: lines.reduce((total, line) => total + line.amountCents, 0),
  };
}

/** Nights of the default stay the spec names (architecture: "/property/{id} without dates"). */
export const DEFAULT_STAY_NIGHTS = 3;
/** Guests of the default stay (the booking section's default). */
const DEFAULT_STAY_GUESTS = 2;

/** The example stay a property page shows before dates are chosen, itemised by the one quote. */
export interface DefaultStay {
  nights: number;
  guests: number;
  roomTypeId: number;
  roomTypeName: string;
  lang?: Locale;
  planName: string;
  planLang?: Locale;
  totalCents: number;
  lines: QuoteLine[];
}

/**
 * The default stay (issue 39): 3 nights at the base rate of the cheapest room type that has
 * units, its standard plan, for two guests (fewer when it sleeps fewer), with every fee, tax and
 * mandatory add-on the property charges; null when nothing can be sold. For the demo nine this
 * is the spec's card: price × 3 + the 50 € cleaning fee + 12 % service fee.
 */
export function defaultStayOf(pricing: Awaited<ReturnType<typeof offerPricing>>, property: PropertyRules, today: string, locale: Locale): DefaultStay | null {
  const types = [...pricing.roomTypes.entries()].filter(([, type]) => type.units > 0);
  const cheapest = types.reduce<(typeof types)[number] | null>((best, entry) => (!best || entry[1].baseRateCents < best[1].baseRateCents ? entry : best), null);
  if (!cheapest) return null;
  const [roomTypeId, type] = cheapest;
  const mainLocale = toLocale(property.defaultLocale);
  const request: OfferRequest = { locale, adults: Math.min(DEFAULT_STAY_GUESTS, type.capacity), children: 0 };
  const nightly = Array.from({ length: DEFAULT_STAY_NIGHTS }, (_, i) => ({ date: addDays(today, i), rateCents: type.baseRateCents }));
  const context = offerOf(pricing, { checkIn: today, nights: DEFAULT_STAY_NIGHTS }, today, request, mainLocale);
  const standard = planOffers(context, property, roomTypeId, nightly, request)[0];
  if (!standard) return null;
  const room = localName(type.name, type.names, locale, mainLocale);
  return {
    nights: DEFAULT_STAY_NIGHTS,
    guests: request.adults,
    roomTypeId,
    roomTypeName: room.name,
    ...(room.lang ? { lang: room.lang } : {}),
    planName: standard.name,
    ...(standard.lang ? { planLang: standard.lang } : {}),
    totalCents: standard.totalCents,
    lines: standard.lines,
  };
}
