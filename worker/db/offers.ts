/**
 * What a room type sells for a stay (architecture: "Pricing the way hosts sell"): each live rate
 * plan priced by the one quote (shared/stay/quote.ts priceStay) with the property's tiers and
 * tourist tax, the room type's extra-guest fee, the promo code and the add-ons. availability,
 * the page, booking.create, the reservation, the mail and the Pix amount all read these lines.
 */
import { priceStay, type NightRate, type PricedAddon, type QuoteLine, type StayQuote } from '../../shared/stay/quote';
import type { PromoError } from '../../shared/host/pricing';
import { judgePromo, propertyPricing, type Addon, type PromoCode, type PropertyPricing, type RatePlan } from './pricing';

export interface PlanOffer {
  id: number;
  name: string;
  /** The room type's standard plan (percent 0, the property's cancellation). */
  standard: boolean;
  percent: number;
  refundable: boolean;
  /** Days before arrival the guest may cancel free; null for a non-refundable plan. */
  freeCancellationDays: number | null;
  totalCents: number;
  lines: QuoteLine[];
}

export interface OptionalAddon {
  id: number;
  name: string;
  per: Addon['per'];
  priceCents: number;
}

export interface OfferRequest {
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
}

/**
 * The read behind an offer: the property's rules, plans, add-ons and the code, one round trip.
 * It needs only the property's id, so callers start it beside their other reads (issue 29).
 */
export function offerPricing(db: D1Database, propertyId: number, request: Pick<OfferRequest, 'promoCode'>) {
  return propertyPricing(db, propertyId, request.promoCode?.trim() || undefined);
}

/** The offer from its read (offerPricing): the promo code and the add-ons chosen, judged. */
export function offerOf(pricing: Awaited<ReturnType<typeof offerPricing>>, stay: { checkIn: string; nights: number }, today: string, request: OfferRequest): OfferContext {
  const code = request.promoCode?.trim();
  const found = pricing.promo;
  let promo: PromoCode | null = null;
  let promoError: PromoError | undefined;
  if (code) {
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
    .map((addon) => ({ id: addon.id, name: addon.name, priceCents: addon.priceCents, per: addon.per, quantity: addon.optional ? chosen.get(addon.id) ?? 1 : 1 }));
  return {
    pricing,
    promo,
    ...(promoError ? { promoError } : {}),
    unknownAddons,
    charged,
    optional: optional.map((addon) => ({ id: addon.id, name: addon.name, per: addon.per, priceCents: addon.priceCents })),
  };
}

/** Every live plan of a room type, priced for the stay (standard first). */
export function planOffers(context: OfferContext, property: PropertyRules, roomTypeId: number, nightly: readonly NightRate[], request: OfferRequest): PlanOffer[] {
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
  const live: RatePlan[] = plans.length > 0 ? plans : [{ id: 0, roomTypeId, name: 'Standard', percent: 0, refundable: true, freeCancellationDays: null, standard: true }];
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
    return {
      id: plan.id,
      name: plan.name,
      standard: plan.standard,
      percent: plan.percent,
      refundable: plan.refundable,
      freeCancellationDays: plan.refundable ? plan.freeCancellationDays ?? property.freeCancellationDays : null,
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
