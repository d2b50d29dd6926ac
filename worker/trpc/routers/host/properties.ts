/** host.properties and host.roomTypes: a host's properties, their room types and units. */
import { TRPCError } from '@trpc/server';
import { createPropertyInput, createRoomTypeInput, updatePropertyInput } from '../../../../shared/host/schemas';
import { PixNeedsBrl, SlugTaken, createProperty, createRoomType, listProperties, updateProperty } from '../../../db/properties';
import { badInput, createTRPCRouter, protectedProcedure } from '../../trpc';

export const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Not found.' });

function slugConflict(error: unknown): never {
  if (error instanceof SlugTaken) throw new TRPCError({ code: 'CONFLICT', message: `The address "${error.message}" is already taken.` });
  if (error instanceof PixNeedsBrl) throw badInput([{ field: 'pix', message: error.message }]);
  throw error;
}

export const propertiesRouter = createTRPCRouter({
  list: protectedProcedure.query(({ ctx }) => listProperties(ctx.env.DB, ctx.host.id)),
  create: protectedProcedure.input(createPropertyInput).mutation(({ ctx, input }) => createProperty(ctx.env.DB, ctx.host.id, input).catch(slugConflict)),
  update: protectedProcedure.input(updatePropertyInput).mutation(async ({ ctx, input }) => {
    const updated = await updateProperty(ctx.env.DB, ctx.host.id, input).catch(slugConflict);
    if (!updated) throw notFound();
    return updated;
  }),
});

export const roomTypesRouter = createTRPCRouter({
  create: protectedProcedure.input(createRoomTypeInput).mutation(async ({ ctx, input }) => {
    const created = await createRoomType(ctx.env.DB, ctx.host.id, input);
    if (!created) throw notFound();
    return created;
  }),
});
