import { createTRPCRouter, publicProcedure } from '../trpc';
import { pricingQuoteInput } from '../../../shared/schemas';
import { quote, type Quote } from '../../../shared/pricing';

export const pricingRouter = createTRPCRouter({
  /** The same pure function the /precos page runs, in the contract's shape (reais). */
  quote: publicProcedure.input(pricingQuoteInput).query(({ input }): Quote => quote(input)),
});
