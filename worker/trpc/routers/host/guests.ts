/**
 * host.guests: the host's guests, one guest with their stays, edits — each as the caller may see
 * it (the guest model, worker/db/guests.ts: the owner's record, or a member's stays' copies).
 */
import { TRPCError } from '@trpc/server';
import { searchGuestsSchema, updateGuestSchema } from '../../../../shared/host/guests';
import { byIdSchema } from '../../../../shared/host/reservations';
import { getGuest, searchGuests, updateGuest } from '../../../db/guests';
import { notFound } from '../../../db/host-reservations';
import { createTRPCRouter, hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';

const listInput = edgeInput(searchGuestsSchema);

export const guestsRouter = createTRPCRouter({
  list: hostProcedure('guests.read', 'account').input(listInput).query(({ ctx, input }) => searchGuests(ctx.env.DB, ctx.host.id, { page: input.page, pageSize: input.pageSize }, ctx.scopeProperties)),
  search: hostProcedure('guests.read', 'account').input(listInput).query(({ ctx, input }) => searchGuests(ctx.env.DB, ctx.host.id, input, ctx.scopeProperties)),
  get: hostProcedure('guests.read', { resource: 'guest', field: 'id' }).input(edgeInput(byIdSchema)).query(async ({ ctx, input }) => {
    const guest = await getGuest(ctx.env.DB, ctx.host.id, input.id, ctx.scopeProperties);
    if (!guest) throw notFound();
    return guest;
  }),
  update: hostProcedure('guests.write', { resource: 'guest', field: 'id' }).input(edgeInput(updateGuestSchema)).mutation(async ({ ctx, input }) => {
    const outcome = await updateGuest(ctx.env.DB, ctx.host.id, input, ctx.scopeProperties);
    if (outcome === 'not_found') throw notFound();
    if (outcome === 'record_only') throw new TRPCError({ code: 'FORBIDDEN', message: "Only the contact details of the guest's stays on your properties can be changed." });
    return { id: input.id };
  }),
});
