/**
 * host.messages (issue 28): a property's scheduled-message templates, the defaults where the host
 * changed nothing, and their edits. Another host's property answers NOT_FOUND.
 */
import * as z from 'zod/mini';
import { LOCALES } from '../../../../shared/locales';
import { fillTemplate, listMessagesSchema, updateMessageSchema } from '../../../../shared/journey/templates';
import { ownedProperty } from '../../../db/properties';
import { notFound } from '../../../db/host-reservations';
import { messagesOf, previewValues, saveTemplate, templatesOf } from '../../../journey/messages';
import { createTRPCRouter, hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';

const previewSchema = z.object({
  locale: z.enum(LOCALES),
  subject: z.string().check(z.maxLength(200)),
  body: z.string().check(z.maxLength(5000)),
});

export const messagesRouter = createTRPCRouter({
  list: hostProcedure('messages.read').input(edgeInput(listMessagesSchema)).query(async ({ ctx, input }) => {
    if (!(await ownedProperty(ctx.env.DB, ctx.host.id, input.propertyId))) throw notFound();
    return { propertyId: input.propertyId, templates: await templatesOf(ctx.env.DB, input.propertyId) };
  }),
  update: hostProcedure('messages.write').input(edgeInput(updateMessageSchema)).mutation(async ({ ctx, input }) => {
    if (!(await ownedProperty(ctx.env.DB, ctx.host.id, input.propertyId))) throw notFound();
    return { propertyId: input.propertyId, templates: await saveTemplate(ctx.env.DB, ctx.host.id, input) };
  }),
  /** A template filled with sample values, as the guest would read it. */
  preview: hostProcedure('messages.read', 'account').input(edgeInput(previewSchema)).query(({ ctx, input }) => {
    const values = previewValues(input.locale, ctx.env.SITE_URL);
    return { subject: fillTemplate(input.subject, values), body: fillTemplate(input.body, values) };
  }),
  /** What the job sent for one of the host's reservations. */
  sent: hostProcedure('reservations.read', { resource: 'reservation', field: 'reservationId' }).input(edgeInput(z.object({ reservationId: z.number().check(z.int(), z.positive()) }))).query(async ({ ctx, input }) => {
    const owned = await ctx.env.DB.prepare('SELECT id FROM reservations WHERE id = ? AND host_id = ?').bind(input.reservationId, ctx.host.id).first();
    if (!owned) throw notFound();
    return messagesOf(ctx.env.DB, ctx.host.id, input.reservationId);
  }),
});
