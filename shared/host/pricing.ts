/**
 * Inputs of the host's pricing procedures (architecture: "Pricing the way hosts sell"), shared
 * by the workspace's forms and the edge: rate plans, a room type's base occupancy and extra-guest
 * fee, a property's length-of-stay tiers and tourist tax, promo codes and add-ons. Messages are
 * codes the pages translate next to the field, as ./workspace.ts. Money is integer cents.
 */
import * as z from 'zod/mini';
import { parseIsoDate } from '../stay/dates';
import { ADDON_PER } from '../stay/quote';
import { MAX_RATE_CENTS } from './options';

export { ADDON_PER, type AddonPer } from '../stay/quote';

const idSchema = z.int('id_invalid').check(z.positive('id_invalid'));
const int = (min: number, max: number) => z.int('number_invalid').check(z.minimum(min, 'too_small'), z.maximum(max, 'too_large'));
const requiredText = (max: number) => z.string('required').check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'too_long'));
const dateSchema = z.string().check(z.refine((value) => parseIsoDate(value) !== null, 'date_invalid'));

const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'too_long'));
/**
 * A name per language the host wrote (issue 39: room types, plans, add-ons; empty = none in
 * that language, the main language's `name` is shown there).
 */
export const localNamesField = z.optional(z.partial(z.object({ pt: optionalText(80), en: optionalText(80), es: optionalText(80), it: optionalText(80) })));

/** A plan's adjustment on the standard price: −100 (free) … +1000 %. */
export const PLAN_PERCENT = { min: -100, max: 1000 } as const;

/** host.roomTypes.update's pricing fields (with name, capacity, base rate: ./workspace.ts). */
export const roomTypePricingFields = {
  baseOccupancy: z.optional(z.nullable(int(1, 50))),
  extraGuestCents: z.optional(int(0, MAX_RATE_CENTS)),
};

/** What each unit of a room type has (issue 39; null = not entered) and its names per language. */
export const roomTypeFactFields = {
  beds: z.optional(z.nullable(int(0, 50))),
  bathrooms: z.optional(z.nullable(int(0, 50))),
  names: localNamesField,
};

export const createRatePlanInput = z.object({
  roomTypeId: idSchema,
  name: requiredText(80),
  percent: int(PLAN_PERCENT.min, PLAN_PERCENT.max),
  refundable: z.boolean('required'),
  /** Days before arrival the guest may still cancel free (refundable plans); absent = the property's. */
  freeCancellationDays: z.optional(z.nullable(int(0, 365))),
  names: localNamesField,
});
export type CreateRatePlanInput = z.infer<typeof createRatePlanInput>;

export const updateRatePlanInput = z.object({
  id: idSchema,
  name: z.optional(requiredText(80)),
  percent: z.optional(int(PLAN_PERCENT.min, PLAN_PERCENT.max)),
  refundable: z.optional(z.boolean('required')),
  freeCancellationDays: z.optional(z.nullable(int(0, 365))),
  names: localNamesField,
});
export type UpdateRatePlanInput = z.infer<typeof updateRatePlanInput>;

export const lengthOfStayTier = z.object({ minNights: int(2, 365), percent: int(1, 100) });
export type LengthOfStayTier = z.infer<typeof lengthOfStayTier>;

/** host.properties.update's pricing fields. */
export const propertyPricingFields = {
  lengthOfStayDiscounts: z.optional(
    z.array(lengthOfStayTier).check(
      z.maxLength(10, 'too_many'),
      z.refine((tiers) => new Set(tiers.map((tier) => tier.minNights)).size === tiers.length, 'duplicate_tier'),
    ),
  ),
  touristTaxCents: z.optional(int(0, 100_000)),
  /** At most this many nights are taxed (null: every night). */
  taxMaxNights: z.optional(z.nullable(int(1, 365))),
};

/** Letters, digits, - and _ ; compared without regard to case. */
export const PROMO_CODE = /^[A-Za-z0-9_-]{3,32}$/;
export const promoCodeSchema = z.string('required').check(z.trim(), z.regex(PROMO_CODE, 'code_invalid'));

/** A code's terms (null or absent = no limit); valid dates bound the arrival day. */
const promoTerms = {
  percent: int(1, 100),
  minNights: z.optional(z.nullable(int(1, 365))),
  validFrom: z.optional(z.nullable(dateSchema)),
  validTo: z.optional(z.nullable(dateSchema)),
  maxUses: z.optional(z.nullable(int(1, 1_000_000))),
};
const datesInOrder = z.refine<{ validFrom?: string | null; validTo?: string | null }>((value) => !value.validFrom || !value.validTo || value.validFrom <= value.validTo, {
  message: 'dates_inverted',
  path: ['validTo'],
});

export const createPromoCodeInput = z.object({ propertyId: idSchema, code: promoCodeSchema, ...promoTerms }).check(datesInOrder);
export type CreatePromoCodeInput = z.infer<typeof createPromoCodeInput>;

/**
 * host.promoCodes.update: the code's terms, all of them (absent or null = no limit); its text
 * stays (delete it and create another to change it). A maximum below the uses so far is refused.
 */
export const updatePromoCodeInput = z.object({ id: idSchema, ...promoTerms }).check(datesInOrder);
export type UpdatePromoCodeInput = z.infer<typeof updatePromoCodeInput>;

const addonFields = {
  name: requiredText(80),
  priceCents: int(0, MAX_RATE_CENTS),
  per: z.enum(ADDON_PER, 'required'),
  /** false = always charged (in every quote's lines). */
  optional: z.boolean('required'),
  names: localNamesField,
};

export const createAddonInput = z.object({ propertyId: idSchema, ...addonFields });
export type CreateAddonInput = z.infer<typeof createAddonInput>;

/** host.addons.update: every field of the add-on (past reservations keep what they were sold). */
export const updateAddonInput = z.object({ id: idSchema, ...addonFields });
export type UpdateAddonInput = z.infer<typeof updateAddonInput>;

export const byPropertySchema = z.object({ propertyId: idSchema });
export const byRoomTypeSchema = z.object({ roomTypeId: idSchema });
export const byIdPricingSchema = z.object({ id: idSchema });

/**
 * Why a promo code gives no discount (booking.availability's promoError). `unknown` also covers a
 * used-up code (issue 38: the same answer as a guess); `limited`: this address tried too many
 * different codes at this property within the hour, so this one was not looked at.
 */
export const PROMO_ERRORS = ['unknown', 'expired', 'min_nights', 'limited'] as const;
export type PromoError = (typeof PROMO_ERRORS)[number];

/** The workspace's property rules form (host.properties.update's pricing fields alone). */
export const pricingRulesInput = z.object(propertyPricingFields);
/** The workspace's guests-included form (host.roomTypes.update's pricing fields alone). */
export const occupancyInput = z.object(roomTypePricingFields);
