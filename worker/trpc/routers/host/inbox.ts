/**
 * host.inbox (issue 44; architecture "One conversation per stay"): the conversations of the
 * host's stays with unread counts per member, one conversation, and the host's answer (mailed
 * to the guest). Every call declares `inbox.read` / `inbox.write` (owner, manager, front desk):
 * a member without it gets FORBIDDEN before anything is read; another host's reservation and a
 * property not shared with the member answer NOT_FOUND.
 */
import { inboxGetSchema, inboxListSchema, inboxSendSchema } from '../../../../shared/inbox/messages';
import { actorLabel } from '../../../../shared/format';
import { notFound } from '../../../db/host-reservations';
import { ownedProperty } from '../../../db/properties';
import { deliverOutbox } from '../../../mail/outbox';
import { baseEnv } from '../../../middleware/database';
import { bookedOn, siteBySlug } from '../../../db/sites';
import { addHostMessage, hostStay, hostThread, inboxThreads, unreadThreads } from '../../../inbox/threads';
import { channelStayOf, sendThroughChannel } from '../../../channex/messages';
import { createTRPCRouter, hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';

const onReservation = { resource: 'reservation', field: 'reservationId' } as const;

export const inboxRouter = createTRPCRouter({
  /** Conversations (one per reservation) newest first, each with the caller's unread count. */
  list: hostProcedure('inbox.read', { property: 'propertyId', absentMeansAll: true })
    .input(edgeInput(inboxListSchema))
    .query(async ({ ctx, input }) => {
      if (input.propertyId !== undefined && !(await ownedProperty(ctx.env.DB, ctx.host.id, input.propertyId))) throw notFound();
      const threads = await inboxThreads(ctx.env.DB, ctx.host.id, ctx.actor.userId, input, ctx.scopeProperties);
      return { threads };
    }),
  /** The nav's count: conversations with guest messages the caller has not read. */
  unread: hostProcedure('inbox.read', { property: 'propertyId', absentMeansAll: true }).query(async ({ ctx }) => ({
    threads: await unreadThreads(ctx.env.DB, ctx.host.id, ctx.actor.userId, ctx.scopeProperties),
  })),
  /** One conversation (guest, host and system messages, oldest first); read for the caller from now. */
  get: hostProcedure('inbox.read', onReservation)
    .input(edgeInput(inboxGetSchema))
    .query(async ({ ctx, input }) => {
      const stay = await hostStay(ctx.env.DB, ctx.host.id, input.reservationId, ctx.scopeProperties);
      if (!stay) throw notFound();
      const [messages, channel] = await Promise.all([hostThread(ctx.env.DB, stay, ctx.actor.userId), channelStayOf(ctx.env.DB, stay)]);
      return {
        reservationId: stay.id,
        code: stay.code,
        status: stay.status,
        source: stay.source,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        propertyId: stay.propertyId,
        propertyName: stay.propertyName,
        guestName: stay.guestName,
        guestLocale: stay.locale,
        canMail: stay.guestEmail !== '',
        /** Answers go through this channel (Channex's messages API) instead of mail; null = mail. */
        replyChannel: channel?.channel ?? null,
        messages,
      };
    }),
  /**
   * The host's answer: stored and mailed to the guest (with the stay's reply-to address) — or,
   * for a channel booking of a connected property, posted through Channex to the OTA's chat
   * (`channel`, `delivered`; when Channex refuses or is unreachable the message is kept, marked
   * not delivered, and `deliveryError` says why).
   */
  send: hostProcedure('inbox.write', onReservation)
    .input(edgeInput(inboxSendSchema))
    .mutation(async ({ ctx, input }) => {
      const stay = await hostStay(ctx.env.DB, ctx.host.id, input.reservationId, ctx.scopeProperties);
      if (!stay) throw notFound();
      const author = { text: input.text, authorId: ctx.actor.userId, authorLabel: actorLabel(ctx.actor.name, ctx.actor.email) };
      const channel = await channelStayOf(ctx.env.DB, stay);
      if (channel) {
        const sent = await sendThroughChannel(ctx.env, stay, channel, author);
        return { reservationId: stay.id, at: sent.at, mailed: false, channel: sent.channel, delivered: sent.delivered, ...(sent.error ? { deliveryError: sent.error } : {}) };
      }
      const site = stay.siteSlug ? bookedOn(await siteBySlug(ctx.directory, stay.siteSlug), { hostId: stay.hostId, id: stay.propertyId }) : null;
      const sent = await addHostMessage(ctx.env.DB, stay, { ...author, siteUrl: ctx.env.SITE_URL, site });
      if (sent.mailIds.length > 0) ctx.waitUntil(deliverOutbox(baseEnv(ctx.env), sent.mailIds));
      return { reservationId: stay.id, at: sent.at, mailed: sent.mailed, channel: 'email', delivered: sent.mailed };
    }),
});
