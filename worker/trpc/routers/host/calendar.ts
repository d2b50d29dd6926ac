/** host.calendar and host.blocks: the tape chart of a property, and nights a host closes on a unit. */
import { byIdSchema, calendarSchema, createBlockSchema } from '../../../../shared/host/reservations';
import { createBlock, deleteBlock, getCalendar } from '../../../db/calendar';
import { createTRPCRouter, hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';

export const calendarRouter = createTRPCRouter({
  // propertyId absent = the host's first property; from absent = today in the property's zone.
  get: hostProcedure('calendar.read').input(edgeInput(calendarSchema)).query(({ ctx, input }) => getCalendar(ctx.env.DB, ctx.host.id, input, ctx.scopeProperties)),
});

export const blocksRouter = createTRPCRouter({
  create: hostProcedure('calendar.write', { resource: 'unit', field: 'unitId' }).input(edgeInput(createBlockSchema)).mutation(({ ctx, input }) => createBlock(ctx.env.DB, ctx.host.id, input)),
  delete: hostProcedure('calendar.write', { resource: 'block', field: 'id' }).input(edgeInput(byIdSchema)).mutation(({ ctx, input }) => deleteBlock(ctx.env.DB, ctx.host.id, input.id)),
});
