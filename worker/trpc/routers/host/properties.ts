/** host.properties and host.roomTypes: a host's properties, their room types and units. */
import { TRPCError } from '@trpc/server';
import { createPropertyInput, createRoomTypeInput, updatePropertyInput } from '../../../../shared/host/schemas';
import { byIdSchema, createUnitSchema, renameUnitSchema, roomTypesListSchema, setPublishedSchema, updateRoomTypeSchema } from '../../../../shared/host/workspace';
import {
  HasFutureStays,
  PixNeedsBrl,
  PolicyNeedsAWayToPay,
  SlugTaken,
  archiveProperty,
  createProperty,
  createRoomType,
  createUnit,
  deleteUnit,
  getProperty,
  listProperties,
  listRoomTypes,
  renameUnit,
  setPublished,
  updateProperty,
  updateRoomType,
} from '../../../db/properties';
import { badInput, createTRPCRouter, hostProcedure } from '../../trpc';
import { sharedPropertyList } from '../../../team/access';
import type { Role } from '../../../../shared/team/permissions';
import { edgeInput } from './edge-input';
import { hasProvider } from '../../../payments/providers';
import { propertyIdFloor } from '../../../db/shards';

export const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Not found.' });

/** The row, or NOT_FOUND for null (not the host's, or no such id). */
function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

/** Stays to come refuse an archive or a unit's removal: CONFLICT (409), nothing changed. */
function futureStays(error: unknown): never {
  if (error instanceof HasFutureStays) throw new TRPCError({ code: 'CONFLICT', message: error.message });
  throw error;
}

function slugConflict(error: unknown): never {
  if (error instanceof SlugTaken) throw new TRPCError({ code: 'CONFLICT', message: `The address "${error.message}" is already taken.` });
  if (error instanceof PixNeedsBrl) throw badInput([{ field: 'pix', message: error.message }]);
  if (error instanceof PolicyNeedsAWayToPay) throw badInput([{ field: 'paymentPolicy.policy', message: error.message }]);
  throw error;
}

export const propertiesRouter = createTRPCRouter({
  /** The caller's own properties (role `owner`), then those shared with them, each with the role and whose it is. */
  list: hostProcedure('own').query(async ({ ctx }) => {
    // Side by side, one level of round trips (issue 29's budget for every workspace page).
    const [own, shared] = await Promise.all([listProperties(ctx.env.DB, ctx.host.id), sharedPropertyList(ctx.env.DB, ctx.host.id)]);
    return [...own.map((property) => ({ ...property, role: 'owner' as Role })), ...shared];
  }),
  create: hostProcedure('own').input(createPropertyInput).mutation(({ ctx, input }) => createProperty(ctx.env.DB, ctx.host.id, input, propertyIdFloor(ctx.shard), ctx.directory).catch(slugConflict)),
  update: hostProcedure('property.write', { resource: 'property', field: 'id' }).input(updatePropertyInput).mutation(async ({ ctx, input }) => {
    // The Pix key is where the money goes: only the owner changes it (a manager edits the rest).
    if ((input.pix !== undefined || input.paymentPolicy !== undefined) && ctx.actor.role !== 'owner') throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the owner changes the Pix settings and the payment policy.' });
    // Issue 42: so is the provider that takes the online payments, and it must be connected.
    if (input.paymentProvider !== undefined && ctx.actor.role !== 'owner') throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the owner chooses the payment provider.' });
    if (input.paymentProvider && !(await hasProvider(ctx.env.DB, ctx.host.id, input.paymentProvider))) throw badInput([{ field: 'paymentProvider', message: `No ${input.paymentProvider} account is connected` }]);
    const updated = await updateProperty(ctx.env.DB, ctx.host.id, input, ctx.directory).catch(slugConflict);
    if (!updated) throw notFound();
    return updated;
  }),
  get: hostProcedure('property.read', { resource: 'property', field: 'id' }).input(edgeInput(byIdSchema)).query(async ({ ctx, input }) => found(await getProperty(ctx.env.DB, ctx.host.id, input.id))),
  archive: hostProcedure('property.write', { resource: 'property', field: 'id' }).input(edgeInput(byIdSchema)).mutation(async ({ ctx, input }) => found(await archiveProperty(ctx.env.DB, ctx.host.id, input.id).catch(futureStays))),
  setPublished: hostProcedure('property.write', { resource: 'property', field: 'id' })
    .input(edgeInput(setPublishedSchema))
    .mutation(async ({ ctx, input }) => found(await setPublished(ctx.env.DB, ctx.host.id, input.id, input.published))),
});

export const roomTypesRouter = createTRPCRouter({
  create: hostProcedure('property.write').input(createRoomTypeInput).mutation(async ({ ctx, input }) => {
    const created = await createRoomType(ctx.env.DB, ctx.host.id, input);
    if (!created) throw notFound();
    return created;
  }),
  list: hostProcedure('property.read').input(edgeInput(roomTypesListSchema)).query(async ({ ctx, input }) => found(await listRoomTypes(ctx.env.DB, ctx.host.id, input.propertyId))),
  update: hostProcedure('property.write', { resource: 'roomType', field: 'id' }).input(edgeInput(updateRoomTypeSchema)).mutation(async ({ ctx, input }) => found(await updateRoomType(ctx.env.DB, ctx.host.id, input))),
});

/** host.units: the rooms or houses of a room type. */
export const unitsRouter = createTRPCRouter({
  create: hostProcedure('property.write', { resource: 'roomType', field: 'roomTypeId' }).input(edgeInput(createUnitSchema)).mutation(async ({ ctx, input }) => found(await createUnit(ctx.env.DB, ctx.host.id, input.roomTypeId, input.name))),
  rename: hostProcedure('property.write', { resource: 'unit', field: 'id' }).input(edgeInput(renameUnitSchema)).mutation(async ({ ctx, input }) => found(await renameUnit(ctx.env.DB, ctx.host.id, input.id, input.name))),
  /** Refused with CONFLICT while the unit has nights booked or blocked from today on. */
  delete: hostProcedure('property.write', { resource: 'unit', field: 'id' }).input(edgeInput(byIdSchema)).mutation(async ({ ctx, input }) => found(await deleteUnit(ctx.env.DB, ctx.host.id, input.id).catch(futureStays))),
});
