/**
 * host.reservations beyond the contract's `list`: the paged search, one reservation with its
 * audit lines, manual create, move/edit, status changes and cancel. Composed into
 * host.reservations by ./reservations.ts.
 */
import { byIdSchema, createReservationSchema, searchReservationsSchema, setStatusSchema, updateReservationSchema } from '../../../../shared/host/reservations';
import { ownedProperty } from '../../../db/properties';
import {
  createManualReservation,
  getReservation,
  notFound,
  searchReservations,
  setReservationStatus,
  updateReservation,
} from '../../../db/host-reservations';
import { hostProcedure } from '../../trpc';
import { autoIssueAtCheckOut } from '../../../books/invoices';
import { edgeInput } from './edge-input';

export const reservationProcedures = {
  // propertyId absent = every property of the caller (a member: every one shared with them where their role reads reservations).
  search: hostProcedure('reservations.read', { property: 'propertyId', absentMeansAll: true }).input(edgeInput(searchReservationsSchema)).query(async ({ ctx, input }) => {
    if (input.propertyId !== undefined && !(await ownedProperty(ctx.env.DB, ctx.host.id, input.propertyId))) throw notFound();
    return searchReservations(ctx.env.DB, ctx.host.id, input, ctx.scopeProperties);
  }),
  get: hostProcedure('reservations.read', { resource: 'reservation', field: 'id' }).input(edgeInput(byIdSchema)).query(async ({ ctx, input }) => {
    const reservation = await getReservation(ctx.env.DB, ctx.host.id, input.id);
    if (!reservation) throw notFound();
    return reservation;
  }),
  create: hostProcedure('reservations.write').input(edgeInput(createReservationSchema)).mutation(({ ctx, input }) => createManualReservation(ctx.env.DB, ctx.host.id, input)),
  update: hostProcedure('reservations.write', { resource: 'reservation', field: 'id' }).input(edgeInput(updateReservationSchema)).mutation(({ ctx, input }) => updateReservation(ctx.env.DB, ctx.host.id, input)),
  setStatus: hostProcedure('reservations.write', { resource: 'reservation', field: 'id' }).input(edgeInput(setStatusSchema)).mutation(async ({ ctx, input }) => {
    const changed = await setReservationStatus(ctx.env.DB, ctx.host.id, input.id, input.status);
    // Issue 43: a property that asks for it issues the stay's NFS-e at check-out (after the answer).
    if (input.status === 'checked_out') ctx.waitUntil(autoIssueAtCheckOut(ctx.env, ctx.host.id, input.id));
    return changed;
  }),
  cancel: hostProcedure('reservations.write', { resource: 'reservation', field: 'id' }).input(edgeInput(byIdSchema)).mutation(({ ctx, input }) => setReservationStatus(ctx.env.DB, ctx.host.id, input.id, 'cancelled')),
};
