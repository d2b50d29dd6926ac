/** host.account.*: what the account page needs before a deletion (issue 16). */
import { futureBookings } from '../../../account/data';
import { createTRPCRouter, hostProcedure } from '../../trpc';

export const accountRouter = createTRPCRouter({
  /** Guest bookings still ahead (not cancelled, leaving after today): handled before a deletion. */
  summary: hostProcedure('own').query(async ({ ctx }) => ({ futureBookings: await futureBookings(ctx.env.DB, ctx.host.id) })),
});
