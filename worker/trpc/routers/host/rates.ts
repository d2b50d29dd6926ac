/** host.rates: nightly rates and restrictions over date ranges. */
import { setRatesInput } from '../../../../shared/host/schemas';
import { ownedRoomType } from '../../../db/properties';
import { setRates } from '../../../db/rates';
import { createTRPCRouter, protectedProcedure } from '../../trpc';
import { notFound } from './properties';

export const ratesRouter = createTRPCRouter({
  set: protectedProcedure.input(setRatesInput).mutation(async ({ ctx, input }) => {
    if (!(await ownedRoomType(ctx.env.DB, ctx.host.id, input.roomTypeId))) throw notFound();
    return { nights: await setRates(ctx.env.DB, ctx.host.id, input) };
  }),
});
