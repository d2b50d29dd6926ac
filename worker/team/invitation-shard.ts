/**
 * Team invitations past one database (issue 46): an invitation is written on its owner's shard,
 * while the invitee's own requests run on theirs. The link's secret names no shard, so it is
 * looked up on every shard at once (one level of round trips), and a member who accepts and owns
 * nothing of their own follows the owner: their directory row points at the owner's shard, where
 * the membership, the shared properties and the access check are (README, "Past one database").
 */
import { databaseOf, directoryOf, findOnShards, forgetShards, placementStatement } from '../db/shards';
import { invitationOf } from './team';

/** The request's env with the directory as its `DB`, from an env the seam narrowed to one shard. */
function wholeEnv(env: Env): Env {
  const directory = directoryOf(env);
  return directory === databaseOf(env) ? env : ({ ...env, DB: directory } as Env);
}

/** The invitation behind a link's secret, with the env of the shard it is on (null: no such link). */
export async function findInvitation(env: Env, token: string) {
  const found = await findOnShards(wholeEnv(env), (shard) => invitationOf(databaseOf(shard), token));
  return found ? { invitation: found.found, shard: found.shard, binding: found.binding } : null;
}

/**
 * After `memberId` accepted an invitation on `binding`: when their own shard is another one and
 * they own no property and belong to no other team there, their directory row moves to the
 * owner's shard (their next request runs there). Otherwise they keep their shard: a person who
 * owns properties, or works in a team, on another shard is not moved away from them.
 */
export async function followOwner(env: Env, memberId: string, ownShard: string, binding: string): Promise<boolean> {
  if (ownShard === binding) return false;
  const own = databaseOf(env);
  const [owned, memberships] = await own.batch<{ n: number }>([
    own.prepare('SELECT COUNT(*) AS n FROM properties WHERE host_id = ?').bind(memberId),
    own.prepare('SELECT COUNT(*) AS n FROM team_members WHERE member_user_id = ? AND accepted_at IS NOT NULL AND revoked_at IS NULL').bind(memberId),
  ]);
  if ((owned?.results[0]?.n ?? 0) > 0 || (memberships?.results[0]?.n ?? 0) > 0) return false;
  const directory = directoryOf(env);
  await directory.batch([directory.prepare('DELETE FROM host_shards WHERE host_id = ?').bind(memberId), placementStatement(directory, memberId, binding)]);
  forgetShards(memberId);
  return true;
}
