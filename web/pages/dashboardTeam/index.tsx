/**
 * /dashboard/equipe (issue 26): the owner invites people with a role to all or some of their
 * properties, changes a member's role or properties, resends or withdraws an invitation and
 * removes a member; a member sees the teams they belong to and can leave one. Every change is
 * checked again by host.team.* on the server (only the owner manages their team).
 */
import { useI18nContext } from '../../i18n/i18n-react';
import { lazyPart } from '../../lazy-part';
import { WorkspaceShell, prefetchShell } from '../../workspace/WorkspaceShell';
import type { HeadInfo, HeadInput, PageProps } from '../types';

// Server HTML at once; its code is fetched when the person first points at, focuses or touches it.
const TeamBody = lazyPart(() => import('./TeamBody').then((module) => module.default), { hydrate: 'interaction' });

export async function resolveHead({ api }: HeadInput): Promise<HeadInfo> {
  // One level of reads: the shell's list beside the team's own.
  await Promise.all([prefetchShell(api), api.host.team.list.fetch(), api.host.team.memberships.fetch()]);
  return { noindex: true };
}

export default function TeamPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="team" title={LL.meta.dashboardTeam.title()}>
      <TeamBody />
    </WorkspaceShell>
  );
}
