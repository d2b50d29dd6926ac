/** host.photos: a property's photos in order, their alt text per language, and their removal (objects too). */
import { deletePhotoSchema, listPhotosSchema, updatePhotoSchema } from '../../../../shared/host/photos';
import { deletePhotoRow, listPhotos, updatePhoto } from '../../../db/photos';
import { deletePhotoObjects } from '../../../photos/store';
import { createTRPCRouter, hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';
import { notFound } from './properties';

export const photosRouter = createTRPCRouter({
  list: hostProcedure('property.read').input(edgeInput(listPhotosSchema)).query(async ({ ctx, input }) => {
    const photos = await listPhotos(ctx.env.DB, ctx.host.id, input.propertyId, ctx.origin ?? '');
    if (!photos) throw notFound();
    return photos;
  }),
  update: hostProcedure('property.write', { resource: 'photo', field: 'id' }).input(edgeInput(updatePhotoSchema)).mutation(async ({ ctx, input }) => {
    const photo = await updatePhoto(ctx.env.DB, ctx.host.id, input, ctx.origin ?? '');
    if (!photo) throw notFound();
    return photo;
  }),
  /** The row first (the page stops showing it), then every stored size: its URL answers 404. */
  delete: hostProcedure('property.write', { resource: 'photo', field: 'id' }).input(edgeInput(deletePhotoSchema)).mutation(async ({ ctx, input }) => {
    const removed = await deletePhotoRow(ctx.env.DB, ctx.host.id, input.id);
    if (!removed) throw notFound();
    await deletePhotoObjects(ctx.env.PHOTOS, [removed.objectKey]);
    return { id: input.id };
  }),
});
