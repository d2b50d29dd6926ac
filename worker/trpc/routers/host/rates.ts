/** host.rates: nightly rates and restrictions over date ranges (optionally on some weekdays only), and the grid by date. */
import { getRatesSchema, setRatesSchema } from '../../../../shared/host/workspace';
import { ownedRoomType } from '../../../db/properties';
import { getRates, setRates } from '../../../db/rates';
import { createTRPCRouter, hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';
import { notFound } from './properties';

export const ratesRouter = createTRPCRouter({
  set: hostProcedure('rates.write', { resource: 'roomType', field: 'roomTypeId' }).input(edgeInput(setRatesSchema)).mutation(async ({ ctx, input }) => {
    if (!(await ownedRoomType(ctx.env.DB, ctx.host.id, input.roomTypeId))) throw notFound();
    return { nights: await setRates(ctx.env.DB, ctx.host.id, input) };
  }),
  get: hostProcedure('rates.read', { resource: 'roomType', field: 'roomTypeId' }).input(edgeInput(getRatesSchema)).query(async ({ ctx, input }) => {
    const rates = await getRates(ctx.env.DB, ctx.host.id, input);
    if (!rates) throw notFound();
    return rates;
  }),
});
