/**
 * host.reservations beyond the contract's `list`: the paged search, one reservation with its
 * audit lines, manual create, move/edit, status changes and cancel. Composed into
 * host.reservations by ./reservations.ts.
 */
import { refundCancelled } from '../../../payments/refunds';
import { byIdSchema, createReservationSchema, quoteReservationSchema, searchReservationsSchema, setStatusSchema, updateReservationSchema } from '../../../../shared/host/reservations';
import { ownedProperty } from '../../../db/properties';
import {
  createManualReservation,
  getReservation,
  notFound,
  quoteReservation,
  searchReservations,
  setReservationStatus,
  updateReservation,
} from '../../../db/host-reservations';
import { hostProcedure } from '../../trpc';
import { autoIssueAtCheckOut } from '../../../books/invoices';
import { edgeInput } from './edge-input';

/**
 * A status change; a cancellation of a refundable stay also refunds its online payments through
 * the provider (issue 42), after the change is stored (a refund that fails is left for the
 * refund by hand, the cancellation stands).
 */
async function cancelOrSet(env: Env, hostId: string, id: number, status: Parameters<typeof setReservationStatus>[3]) {
  const before = status === 'cancelled' ? await env.DB.prepare('SELECT status, refundable FROM reservations WHERE id = ? AND host_id = ?').bind(id, hostId).first<{ status: string; refundable: number }>() : null;
  const changed = await setReservationStatus(env.DB, hostId, id, status);
  if (before && before.status !== 'cancelled') await refundCancelled(env, env.DB, hostId, id, before.refundable !== 0);
  return changed;
}

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
  // Issue 40: the new stay's price from the rates, shown (and editable) before it is created.
  quote: hostProcedure('reservations.write', { resource: 'unit', field: 'unitId' }).input(edgeInput(quoteReservationSchema)).query(async ({ ctx, input }) => {
    const quote = await quoteReservation(ctx.env.DB, ctx.host.id, input);
    if (!quote) throw notFound();
    return quote;
  }),
  create: hostProcedure('reservations.write').input(edgeInput(createReservationSchema)).mutation(({ ctx, input }) => createManualReservation(ctx.env.DB, ctx.host.id, input)),
  update: hostProcedure('reservations.write', { resource: 'reservation', field: 'id' }).input(edgeInput(updateReservationSchema)).mutation(({ ctx, input }) => updateReservation(ctx.env.DB, ctx.host.id, input)),
  setStatus: hostProcedure('reservations.write', { resource: 'reservation', field: 'id' }).input(edgeInput(setStatusSchema)).mutation(async ({ ctx, input }) => {
    const changed = await cancelOrSet(ctx.env, ctx.host.id, input.id, input.status);
    // Issue 43: a property that asks for it issues the stay's NFS-e at check-out (after the answer).
    if (input.status === 'checked_out') ctx.waitUntil(autoIssueAtCheckOut(ctx.env, ctx.host.id, input.id));
    return changed;
  }),
  cancel: hostProcedure('reservations.write', { resource: 'reservation', field: 'id' }).input(edgeInput(byIdSchema)).mutation(({ ctx, input }) => cancelOrSet(ctx.env, ctx.host.id, input.id, 'cancelled')),
};
