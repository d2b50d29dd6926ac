/** People and requests for the team tests (issue 26): owners, members who accepted an invitation. */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { post, raw, uniqueIp } from './api-support';
import { supabaseClient, uniqueEmail } from './auth-support';
import { hostTables } from '../../worker/account/data';
import { DIRECTORY_SHARD, ensureIdFloors, forgetShards } from '../../worker/db/shards';

export interface Person {
  token: string;
  id: string;
  email: string;
}

/** A signed-up person; `name` is what they typed in the sign-up's name field (none when omitted). */
export async function newPerson(prefix = 'person', name?: string): Promise<Person> {
  const email = uniqueEmail(prefix);
  const { data, error } = await supabaseClient().auth.signUp({ email, password: 'secret-123', ...(name ? { options: { data: { name } } } : {}) });
  if (error || !data.session) throw error ?? new Error('no session');
  return { token: data.session.access_token, id: data.session.user.id, email };
}

/**
 * A signed-up person placed on `binding` explicitly (issue 46, whatever wrangler.toml's
 * SHARD_PLACEMENT): DB_SHARD_0 = no directory row; another shard = its row, written before they
 * own anything (as a sign-up's placement does), with that shard's id counters in their span.
 */
export async function newPersonOn(binding: string, prefix = 'person'): Promise<Person> {
  const email = uniqueEmail(prefix);
  const { data, error } = await supabaseClient({ envOverrides: { SHARD_PLACEMENT: 'directory' } }).auth.signUp({ email, password: 'secret-123' });
  if (error || !data.session) throw error ?? new Error('no session');
  const person = { token: data.session.access_token, id: data.session.user.id, email };
  if (binding !== DIRECTORY_SHARD) {
    await ensureIdFloors(env, binding);
    await env.DB.prepare('INSERT INTO host_shards (host_id, binding) VALUES (?, ?)').bind(person.id, binding).run();
  }
  forgetShards(person.id);
  return person;
}

const bearer = (who: Person | null): Record<string, string> => (who ? { authorization: `Bearer ${who.token}` } : {});

export function mutate(who: Person | null, path: string, input: unknown) {
  return post(path, input, { headers: bearer(who), ip: uniqueIp() });
}

export function query(who: Person | null, path: string, input?: unknown) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return raw(`${path}${search}`, { method: 'GET', headers: bearer(who) });
}

export function call(who: Person | null, path: string, type: 'query' | 'mutation', input: unknown) {
  return type === 'query' ? query(who, path, input) : mutate(who, path, input);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
export const data = (answer: { body: unknown }) => (answer.body as { result: { data: any } }).result.data;
export const codeOf = (answer: { body: unknown }) => (answer.body as { error?: { data: { code: string } } }).error?.data.code ?? 'OK';

export async function ok<T = any>(answer: Promise<{ status: number; body: unknown }>): Promise<T> { // eslint-disable-line @typescript-eslint/no-explicit-any -- arbitrary JSON
  const settled = await answer;
  expect(settled.status, JSON.stringify(settled.body).slice(0, 400)).toBe(200);
  return data(settled) as T;
}

/** The owner invites `member` with `role` (to `propertyIds`, or all), and the member accepts. → the membership id. */
export async function join(owner: Person, member: Person, role: string, propertyIds?: number[]): Promise<number> {
  const invited = await ok<{ id: number; inviteUrl: string }>(mutate(owner, 'host.team.invite', { email: member.email, role, ...(propertyIds ? { propertyIds } : {}) }));
  await ok(mutate(member, 'host.team.accept', { token: tokenOf(invited.inviteUrl) }));
  return invited.id;
}

export const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** Every row of every host table of `hostId`, as one string: equal before and after = nothing changed. */
export async function snapshot(hostId: string, db: D1Database = env.DB): Promise<string> {
  const tables = await hostTables(db);
  const answers = await db.batch(
    tables.map((table) => db.prepare(`SELECT * FROM "${table.name}" WHERE host_id = ? ORDER BY ${table.orderBy.map((c) => `"${c}"`).join(', ')}`).bind(hostId)),
  );
  return JSON.stringify(answers.map((answer, i) => [tables[i]!.name, answer.results]));
}
