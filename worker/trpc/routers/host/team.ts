/**
 * host.team and host.audit (issue 26; architecture "The team"): the owner invites, changes,
 * revokes (their own team only: another owner's ids answer NOT_FOUND); the invitee accepts with
 * the link's secret; a member leaves; a property's audit trail.
 */
import { TRPCError } from '@trpc/server';
import { acceptSchema, auditListSchema, inviteSchema, memberIdSchema, updateMemberSchema } from '../../../../shared/team/schemas';
import { deliverOutbox } from '../../../mail/outbox';
import { findInvitation, followOwner } from '../../../team/invitation-shard';
import { TeamProblem, accept, invite, leave, listAudit, listMemberships, listTeam, resend, revokeMember, updateMember } from '../../../team/team';
import { badInput, createTRPCRouter, hostProcedure } from '../../trpc';
import { edgeInput } from './edge-input';

function problem(error: unknown): never {
  if (!(error instanceof TeamProblem)) throw error;
  switch (error.code) {
    case 'not_found':
      throw new TRPCError({ code: 'NOT_FOUND', message: error.message });
    case 'conflict':
      throw new TRPCError({ code: 'CONFLICT', message: error.message });
    case 'self':
      throw badInput([{ field: 'email', message: 'invite_self' }]);
    case 'expired':
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: error.message });
    case 'other_email':
    case 'own_property':
      throw new TRPCError({ code: 'FORBIDDEN', message: error.message });
  }
}

export const teamRouter = createTRPCRouter({
  /** → { id, inviteUrl }; the mail is stored with the row, then sent. */
  invite: hostProcedure('team.manage', { properties: 'propertyIds', absentMeansAll: true })
    .input(edgeInput(inviteSchema))
    .mutation(async ({ ctx, input }) => {
      const made = await invite(ctx.env.DB, ctx.host, input, input.locale ?? ctx.locale, ctx.env.SITE_URL).catch(problem);
      ctx.waitUntil(deliverOutbox(ctx.env, [made.mailId]));
      return { id: made.id, inviteUrl: made.inviteUrl };
    }),
  /** A pending invitation mailed again with a new link (7 more days). */
  resend: hostProcedure('team.manage', 'account')
    .input(edgeInput(memberIdSchema))
    .mutation(async ({ ctx, input }) => {
      const made = await resend(ctx.env.DB, ctx.host, input.id, ctx.env.SITE_URL).catch(problem);
      ctx.waitUntil(deliverOutbox(ctx.env, [made.mailId]));
      return { id: made.id, inviteUrl: made.inviteUrl };
    }),
  /** The owner's team: members and pending invitations. */
  list: hostProcedure('team.manage', 'account').query(({ ctx }) => listTeam(ctx.env.DB, ctx.host.id)),
  update: hostProcedure('team.manage', { properties: 'propertyIds' })
    .input(edgeInput(updateMemberSchema))
    .mutation(({ ctx, input }) => updateMember(ctx.env.DB, ctx.host.id, input).catch(problem)),
  /** Ends a membership (or withdraws an invitation) at once. */
  revoke: hostProcedure('team.manage', 'account')
    .input(edgeInput(memberIdSchema))
    .mutation(({ ctx, input }) => revokeMember(ctx.env.DB, ctx.host.id, input.id).catch(problem)),
  /** What an invitation link offers (the invitation page, before accepting). */
  invitation: hostProcedure('own')
    .input(edgeInput(acceptSchema))
    .query(async ({ ctx, input }) => {
      // The invitation is on its owner's shard, which may not be the invitee's (issue 46).
      const found = await findInvitation(ctx.env, input.token);
      if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found.' });
      const { id: _id, hostId: _host, ...view } = found.invitation;
      return view;
    }),
  /** Accepted on the owner's shard; a member who owns nothing then works on that shard (issue 46). */
  accept: hostProcedure('own')
    .input(edgeInput(acceptSchema))
    .mutation(async ({ ctx, input }) => {
      const found = await findInvitation(ctx.env, input.token);
      const accepted = await accept(found ? found.shard.DB : ctx.env.DB, ctx.host, input.token).catch(problem);
      if (found) await followOwner(ctx.env, ctx.host.id, ctx.shard, found.binding);
      return accepted;
    }),
  /** The teams the caller works in. */
  memberships: hostProcedure('own').query(({ ctx }) => listMemberships(ctx.env.DB, ctx.host.id)),
  leave: hostProcedure('own')
    .input(edgeInput(memberIdSchema))
    .mutation(({ ctx, input }) => leave(ctx.env.DB, ctx.host.id, input.id).catch(problem)),
});

export const auditRouter = createTRPCRouter({
  /** → [{ at, actorEmail, actorName, action, target, targetLabel, detail, timezone }], newest first. */
  list: hostProcedure('audit.read').input(edgeInput(auditListSchema)).query(async ({ ctx, input }) => {
    const owned = await ctx.env.DB.prepare('SELECT id, timezone FROM properties WHERE id = ? AND host_id = ?').bind(input.propertyId, ctx.host.id).first<{ timezone: string }>();
    if (!owned) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found.' });
    return listAudit(ctx.env.DB, ctx.host.id, input, owned.timezone);
  }),
});
