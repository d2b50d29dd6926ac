/** host.reservations: the host's reservations. */
import { listReservationsInput } from '../../../../shared/host/schemas';
import { ownedProperty } from '../../../db/properties';
import { listReservations } from '../../../db/reservations';
import { createTRPCRouter, hostProcedure } from '../../trpc';
import { notFound } from './properties';
import { reservationProcedures } from './reservations-manage';

export const reservationsRouter = createTRPCRouter({
  list: hostProcedure('reservations.read').input(listReservationsInput).query(async ({ ctx, input }) => {
    if (!(await ownedProperty(ctx.env.DB, ctx.host.id, input.propertyId))) throw notFound();
    return listReservations(ctx.env.DB, ctx.host.id, input);
  }),
  ...reservationProcedures,
});
