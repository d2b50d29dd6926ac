/**
 * host.ratePlans, host.promoCodes, host.addons (architecture: "Pricing the way hosts sell").
 * The room type's base occupancy and extra-guest fee go through host.roomTypes.update, the
 * property's length-of-stay tiers and tourist tax through host.properties.update. Every query
 * filters by the verified host: another host's id answers NOT_FOUND, as one that does not exist.
 */
import { TRPCError } from '@trpc/server';
import {
  byIdPricingSchema,
  byPropertySchema,
  createAddonInput,
  createPromoCodeInput,
  createRatePlanInput,
  updateAddonInput,
  updatePromoCodeInput,
  updateRatePlanInput,
} from '../../../../shared/host/pricing';
import {
  PromoBelowUses,
  PromoCodeTaken,
  archiveAddon,
  archivePromoCode,
  archiveRatePlan,
  createAddon,
  createPromoCode,
  createRatePlan,
  listAddons,
  listPromoCodes,
  listRatePlans,
  pricingSettings,
  updateAddon,
  updatePromoCode,
  updateRatePlan,
} from '../../../db/pricing';
import { badInput, createTRPCRouter, hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';
import { notFound } from './properties';

function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

export const ratePlansRouter = createTRPCRouter({
  list: hostProcedure('rates.read').input(edgeInput(byPropertySchema)).query(async ({ ctx, input }) => found(await listRatePlans(ctx.env.DB, ctx.host.id, input.propertyId))),
  create: hostProcedure('rates.write', { resource: 'roomType', field: 'roomTypeId' }).input(edgeInput(createRatePlanInput)).mutation(async ({ ctx, input }) => found(await createRatePlan(ctx.env.DB, ctx.host.id, input))),
  update: hostProcedure('rates.write', { resource: 'ratePlan', field: 'id' }).input(edgeInput(updateRatePlanInput)).mutation(async ({ ctx, input }) => found(await updateRatePlan(ctx.env.DB, ctx.host.id, input))),
  /** The standard plan cannot be archived (NOT_FOUND, as for another host's plan). */
  archive: hostProcedure('rates.write', { resource: 'ratePlan', field: 'id' }).input(edgeInput(byIdPricingSchema)).mutation(async ({ ctx, input }) => found(await archiveRatePlan(ctx.env.DB, ctx.host.id, input.id))),
});

export const promoCodesRouter = createTRPCRouter({
  /** With how many times each was used. */
  list: hostProcedure('rates.read').input(edgeInput(byPropertySchema)).query(async ({ ctx, input }) => found(await listPromoCodes(ctx.env.DB, ctx.host.id, input.propertyId))),
  create: hostProcedure('rates.write').input(edgeInput(createPromoCodeInput)).mutation(async ({ ctx, input }) => {
    try {
      return found(await createPromoCode(ctx.env.DB, ctx.host.id, input));
    } catch (error) {
      if (error instanceof PromoCodeTaken) throw new TRPCError({ code: 'CONFLICT', message: `The code "${input.code}" already exists on this property.` });
      throw error;
    }
  }),
  /** The code's terms (its text stays); a maximum below the uses so far → BAD_REQUEST on maxUses. */
  update: hostProcedure('rates.write', { resource: 'promoCode', field: 'id' }).input(edgeInput(updatePromoCodeInput)).mutation(async ({ ctx, input }) => {
    try {
      return found(await updatePromoCode(ctx.env.DB, ctx.host.id, input));
    } catch (error) {
      if (error instanceof PromoBelowUses) throw badInput([{ field: 'maxUses', message: 'below_uses' }]);
      throw error;
    }
  }),
  archive: hostProcedure('rates.write', { resource: 'promoCode', field: 'id' }).input(edgeInput(byIdPricingSchema)).mutation(async ({ ctx, input }) => found(await archivePromoCode(ctx.env.DB, ctx.host.id, input.id))),
});

export const addonsRouter = createTRPCRouter({
  list: hostProcedure('rates.read').input(edgeInput(byPropertySchema)).query(async ({ ctx, input }) => found(await listAddons(ctx.env.DB, ctx.host.id, input.propertyId))),
  create: hostProcedure('rates.write').input(edgeInput(createAddonInput)).mutation(async ({ ctx, input }) => found(await createAddon(ctx.env.DB, ctx.host.id, input))),
  update: hostProcedure('rates.write', { resource: 'addon', field: 'id' }).input(edgeInput(updateAddonInput)).mutation(async ({ ctx, input }) => found(await updateAddon(ctx.env.DB, ctx.host.id, input))),
  archive: hostProcedure('rates.write', { resource: 'addon', field: 'id' }).input(edgeInput(byIdPricingSchema)).mutation(async ({ ctx, input }) => found(await archiveAddon(ctx.env.DB, ctx.host.id, input.id))),
});

/** host.pricing.get: what the "Plans and extras" page shows of one property (rules, room types with their plans, codes with their uses, add-ons). */
export const pricingRouter = createTRPCRouter({
  get: hostProcedure('rates.read').input(edgeInput(byPropertySchema)).query(async ({ ctx, input }) => found(await pricingSettings(ctx.env.DB, ctx.host.id, input.propertyId))),
});
