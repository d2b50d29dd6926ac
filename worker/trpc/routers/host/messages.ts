/**
 * host.messages (issue 28): a property's scheduled-message templates, the defaults where the host
 * changed nothing, and their edits. Another host's property answers NOT_FOUND.
 */
import * as z from 'zod/mini';
import { LOCALES } from '../../../../shared/locales';
import { fillTemplate, listMessagesSchema, updateMessageSchema } from '../../../../shared/journey/templates';
import { ownedProperty } from '../../../db/properties';
import { notFound } from '../../../db/host-reservations';
import { guestUrls, messagesOf, previewStay, previewValues, saveTemplate, stayValues, templatesOf, upcomingStays } from '../../../journey/messages';
import { todayIn } from '../../../../shared/stay/dates';
import { createTRPCRouter, hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';

const reservationId = z.number().check(z.int(), z.positive());

const previewSchema = z.object({
  locale: z.enum(LOCALES),
  subject: z.string().check(z.maxLength(200)),
  body: z.string().check(z.maxLength(5000)),
  /** One of the host's reservations whose values fill the template; absent: a sample stay. */
  reservationId: z.optional(reservationId),
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
  /**
   * A template filled as the guest would read it: with one of the host's reservations (another
   * host's → NOT_FOUND; its links are examples, the guest's own are never kept) or a sample stay.
   */
  preview: hostProcedure('messages.read', { resource: 'reservation', field: 'reservationId' }).input(edgeInput(previewSchema)).query(async ({ ctx, input }) => {
    let values = previewValues(input.locale, ctx.env.SITE_URL);
    if (input.reservationId !== undefined) {
      const stay = await previewStay(ctx.env.DB, ctx.host.id, input.reservationId);
      if (!stay) throw notFound();
      values = stayValues(stay, input.locale, guestUrls(ctx.env.SITE_URL, 'exemplo', input.locale));
    }
    return { subject: fillTemplate(input.subject, values), body: fillTemplate(input.body, values) };
  }),
  /** The property's coming stays (soonest first, at most 20), for the preview to pick from. */
  reservations: hostProcedure('messages.read').input(edgeInput(listMessagesSchema)).query(async ({ ctx, input }) => {
    const property = await ownedProperty(ctx.env.DB, ctx.host.id, input.propertyId);
    if (!property) throw notFound();
    return upcomingStays(ctx.env.DB, ctx.host.id, input.propertyId, todayIn(property.timezone));
  }),
  /** What the job sent for one of the host's reservations. */
  sent: hostProcedure('reservations.read', { resource: 'reservation', field: 'reservationId' }).input(edgeInput(z.object({ reservationId }))).query(async ({ ctx, input }) => {
    const owned = await ctx.env.DB.prepare('SELECT id FROM reservations WHERE id = ? AND host_id = ?').bind(input.reservationId, ctx.host.id).first();
    if (!owned) throw notFound();
    return messagesOf(ctx.env.DB, ctx.host.id, input.reservationId);
  }),
});
