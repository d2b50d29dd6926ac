/**
 * The owner's team (issue 26): invitations (hashed secret links, 7 days), members with a role on
 * all or some properties, their changes and revocation, a member leaving, and the audit trail.
 * Every function filters by the owner (`hostId`) or the member (`userId`): another's ids answer
 * null, which the router turns into NOT_FOUND.
 */
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { i18nObject } from '../../web/i18n/i18n-util';
import { LOCALE_TAGS, localizePath, type Locale } from '../../shared/locales';
import { INVITE_TTL_MS, type MemberRole } from '../../shared/team/permissions';
import type { AuditListInput, InviteInput, UpdateMemberInput } from '../../shared/team/schemas';
import { randomToken, sha256Hex } from '../auth/crypto';
import type { AuditDetail } from './access';

export class TeamProblem extends Error {
  constructor(readonly code: 'not_found' | 'conflict' | 'self' | 'expired' | 'other_email' | 'own_property', message: string) {
    super(message);
  }
}

export interface TeamMember {
  id: number;
  email: string;
  role: MemberRole;
  /** null = every property of the owner. */
  propertyIds: number[] | null;
  status: 'pending' | 'expired' | 'active';
  invitedAt: string;
  acceptedAt: string | null;
  expiresAt: string | null;
}

export interface Membership {
  id: number;
  ownerEmail: string;
  role: MemberRole;
  propertyIds: number[] | null;
  acceptedAt: string;
}

type MemberRow = {
  id: number;
  host_id: string;
  email: string;
  owner_email: string;
  role: MemberRole;
  all_properties: number;
  locale: Locale;
  expires_at: string | null;
  member_user_id: string | null;
  invited_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
};

const now = () => new Date().toISOString();

/** The invitation page of a secret, in the invitation's language. */
export function inviteUrl(siteUrl: string, token: string, locale: Locale): string {
  return `${siteUrl.replace(/\/$/, '')}${localizePath(`/convite/${token}`, locale)}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Who invites, as the invitee knows them: the name they signed up with, else their email (issue 40). */
export interface Inviter {
  id: string;
  email: string;
  name?: string | null;
}

/**
 * The invitation mail, in the invitation's language: the inviter by name and the properties the
 * invitee will work at (issue 40), listed the locale's way.
 */
export function composeInvite(locale: Locale, params: { inviter: Inviter; properties: readonly string[]; role: MemberRole; url: string }): { subject: string; text: string; html: string } {
  loadLocale(locale);
  const texts = i18nObject(locale);
  const t = texts.team;
  const role = texts.workspace.roles[params.role]();
  const inviter = params.inviter.name?.trim() || params.inviter.email;
  const properties = new Intl.ListFormat(LOCALE_TAGS[locale].lang, { type: 'conjunction' }).format(params.properties);
  const subject = t.mail.subject({ inviter, properties });
  const lead = t.mail.body({ inviter, properties, role });
  const text = `${lead}\n\n${params.url}\n\n${t.mail.expiry()}`;
  const html = `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(params.url)}">${escapeHtml(t.mail.action())}</a></p><p>${escapeHtml(t.mail.expiry())}</p>`;
  return { subject, text, html };
}

function outboxInsert(db: D1Database, hostId: string, to: string, mail: { subject: string; text: string; html: string }, id: string) {
  return db
    .prepare(
      `INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, NULL, 'team_invite', ?, ?, ?, ?, 'pending', 0, ?, ?)`,
    )
    .bind(id, hostId, to, mail.subject, mail.html, mail.text, Date.now(), now());
}

/**
 * The names of the owner's properties `ids` (not archived), or of all of them when `ids` is
 * absent; null when one of `ids` is not the owner's.
 */
async function propertyNames(db: D1Database, hostId: string, ids: readonly number[] | null | undefined): Promise<string[] | null> {
  const unique = ids ? [...new Set(ids)] : null;
  const { results } = await db
    .prepare(`SELECT name FROM properties WHERE host_id = ? AND archived_at IS NULL${unique ? ` AND id IN (${unique.map(() => '?').join(', ')})` : ''} ORDER BY id`)
    .bind(hostId, ...(unique ?? []))
    .all<{ name: string }>();
  if (unique && results.length !== unique.length) return null;
  return results.map((row) => row.name);
}

function propertyStatements(db: D1Database, hostId: string, memberId: number | null, ids: readonly number[] | undefined | null) {
  if (!ids) return [];
  return [...new Set(ids)].map((propertyId) =>
    memberId === null
      ? db.prepare('INSERT INTO team_member_properties (member_id, property_id, host_id) VALUES (last_insert_rowid(), ?, ?)').bind(propertyId, hostId)
      : db.prepare('INSERT INTO team_member_properties (member_id, property_id, host_id) VALUES (?, ?, ?)').bind(memberId, propertyId, hostId),
  );
}

/** Invites `email`: the row, its properties and the mail in one batch. → the row id, the link and the mail's outbox id. */
export async function invite(
  db: D1Database,
  owner: Inviter,
  input: InviteInput,
  locale: Locale,
  siteUrl: string,
): Promise<{ id: number; inviteUrl: string; mailId: string }> {
  if (input.email === owner.email.toLowerCase()) throw new TeamProblem('self', 'You cannot invite yourself.');
  const properties = await propertyNames(db, owner.id, input.propertyIds);
  if (!properties) throw new TeamProblem('not_found', 'Not found.');
  const existing = await db
    .prepare('SELECT id FROM team_members WHERE host_id = ? AND email = ? AND revoked_at IS NULL')
    .bind(owner.id, input.email)
    .first<{ id: number }>();
  if (existing) throw new TeamProblem('conflict', 'This person is already on the team or invited.');
  const token = randomToken(32);
  const url = inviteUrl(siteUrl, token, locale);
  const mailId = crypto.randomUUID();
  const at = now();
  const expires = new Date(Date.now() + INVITE_TTL_MS).toISOString();
  // Property rows first refer to last_insert_rowid(): the member row must be the batch's last insert before them.
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO team_members (host_id, email, owner_email, role, all_properties, locale, token_hash, expires_at, invited_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(owner.id, input.email, owner.email, input.role, input.propertyIds ? 0 : 1, locale, await sha256Hex(token), expires, at),
    ...propertyStatements(db, owner.id, null, input.propertyIds),
    outboxInsert(db, owner.id, input.email, composeInvite(locale, { inviter: owner, properties, role: input.role, url }), mailId),
  ]);
  return { id: inserted!.results[0]!.id, inviteUrl: url, mailId };
}

/** A pending invitation's new link (the old one stops working), 7 more days, mailed again. */
export async function resend(db: D1Database, owner: Inviter, id: number, siteUrl: string): Promise<{ id: number; inviteUrl: string; mailId: string }> {
  const row = await db
    .prepare('SELECT * FROM team_members WHERE id = ? AND host_id = ? AND revoked_at IS NULL AND accepted_at IS NULL')
    .bind(id, owner.id)
    .first<MemberRow>();
  if (!row) throw new TeamProblem('not_found', 'Not found.');
  const shared = row.all_properties
    ? null
    : (await db.prepare('SELECT property_id FROM team_member_properties WHERE member_id = ?').bind(id).all<{ property_id: number }>()).results.map((item) => item.property_id);
  const properties = (await propertyNames(db, owner.id, shared)) ?? [];
  const token = randomToken(32);
  const url = inviteUrl(siteUrl, token, row.locale);
  const mailId = crypto.randomUUID();
  await db.batch([
    db
      .prepare('UPDATE team_members SET token_hash = ?, expires_at = ?, invited_at = ? WHERE id = ? AND host_id = ?')
      .bind(await sha256Hex(token), new Date(Date.now() + INVITE_TTL_MS).toISOString(), now(), id, owner.id),
    outboxInsert(db, owner.id, row.email, composeInvite(row.locale, { inviter: owner, properties, role: row.role, url }), mailId),
  ]);
  return { id, inviteUrl: url, mailId };
}

export interface InvitationView {
  ownerEmail: string;
  email: string;
  role: MemberRole;
  properties: string[];
  status: 'open' | 'expired' | 'used';
}

/** What the invitation page shows about a secret (null: no such link). */
export async function invitationOf(db: D1Database, token: string): Promise<(InvitationView & { id: number; hostId: string }) | null> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return null;
  const row = await db.prepare('SELECT * FROM team_members WHERE token_hash = ?').bind(await sha256Hex(token)).first<MemberRow>();
  if (!row || row.revoked_at) return null;
  const { results } = await db
    .prepare(
      row.all_properties === 1
        ? 'SELECT name FROM properties WHERE host_id = ? AND archived_at IS NULL ORDER BY id'
        : 'SELECT p.name FROM team_member_properties tp JOIN properties p ON p.id = tp.property_id WHERE tp.member_id = ? AND p.archived_at IS NULL ORDER BY p.id',
    )
    .bind(row.all_properties === 1 ? row.host_id : row.id)
    .all<{ name: string }>();
  const status = row.accepted_at ? 'used' : row.expires_at && row.expires_at <= now() ? 'expired' : 'open';
  return { id: row.id, hostId: row.host_id, ownerEmail: row.owner_email, email: row.email, role: row.role, properties: results.map((r) => r.name), status };
}

/** The signed-in user takes the invitation: it must be open and addressed to their email. */
export async function accept(db: D1Database, user: { id: string; email: string }, token: string): Promise<{ id: number; role: MemberRole }> {
  const invitation = await invitationOf(db, token);
  if (!invitation || invitation.status === 'used') throw new TeamProblem('not_found', 'This invitation does not exist or was already used.');
  if (invitation.status === 'expired') throw new TeamProblem('expired', 'This invitation has expired. Ask for a new one.');
  if (invitation.hostId === user.id) throw new TeamProblem('own_property', 'These properties are already yours.');
  if (invitation.email.toLowerCase() !== user.email.toLowerCase()) throw new TeamProblem('other_email', 'This invitation was sent to another email address.');
  const updated = await db
    .prepare('UPDATE team_members SET member_user_id = ?, member_email = ?, accepted_at = ?, token_hash = NULL WHERE id = ? AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id, role')
    .bind(user.id, user.email, now(), invitation.id)
    .first<{ id: number; role: MemberRole }>();
  if (!updated) throw new TeamProblem('not_found', 'This invitation does not exist or was already used.');
  return updated;
}

async function propertyIdsOf(db: D1Database, memberIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (memberIds.length === 0) return map;
  const { results } = await db
    .prepare(`SELECT member_id, property_id FROM team_member_properties WHERE member_id IN (${memberIds.map(() => '?').join(', ')}) ORDER BY property_id`)
    .bind(...memberIds)
    .all<{ member_id: number; property_id: number }>();
  for (const row of results) map.set(row.member_id, [...(map.get(row.member_id) ?? []), row.property_id]);
  return map;
}

/** The owner's team: pending and active members (revoked ones are gone from the list). */
export async function listTeam(db: D1Database, hostId: string): Promise<TeamMember[]> {
  const { results } = await db.prepare('SELECT * FROM team_members WHERE host_id = ? AND revoked_at IS NULL ORDER BY id').bind(hostId).all<MemberRow>();
  const ids = await propertyIdsOf(db, results.map((row) => row.id));
  const at = now();
  return results.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    propertyIds: row.all_properties === 1 ? null : (ids.get(row.id) ?? []),
    status: row.accepted_at ? 'active' : row.expires_at && row.expires_at <= at ? 'expired' : 'pending',
    invitedAt: row.invited_at,
    acceptedAt: row.accepted_at,
    expiresAt: row.accepted_at ? null : row.expires_at,
  }));
}

/** The teams the user is a member of (to see whose properties they work on, and to leave). */
export async function listMemberships(db: D1Database, userId: string): Promise<Membership[]> {
  const { results } = await db
    .prepare('SELECT * FROM team_members WHERE member_user_id = ? AND revoked_at IS NULL AND accepted_at IS NOT NULL ORDER BY id')
    .bind(userId)
    .all<MemberRow>();
  const ids = await propertyIdsOf(db, results.map((row) => row.id));
  return results.map((row) => ({
    id: row.id,
    ownerEmail: row.owner_email,
    role: row.role,
    propertyIds: row.all_properties === 1 ? null : (ids.get(row.id) ?? []),
    acceptedAt: row.accepted_at!,
  }));
}

/** A member's new role and/or properties, effective on their next request. */
export async function updateMember(db: D1Database, hostId: string, input: UpdateMemberInput): Promise<{ id: number }> {
  const row = await db.prepare('SELECT id FROM team_members WHERE id = ? AND host_id = ? AND revoked_at IS NULL').bind(input.id, hostId).first<{ id: number }>();
  if (!row) throw new TeamProblem('not_found', 'Not found.');
  if (input.propertyIds && !(await propertyNames(db, hostId, input.propertyIds))) throw new TeamProblem('not_found', 'Not found.');
  const statements: D1PreparedStatement[] = [];
  if (input.role) statements.push(db.prepare('UPDATE team_members SET role = ? WHERE id = ? AND host_id = ?').bind(input.role, input.id, hostId));
  if (input.propertyIds !== undefined) {
    statements.push(
      db.prepare('UPDATE team_members SET all_properties = ? WHERE id = ? AND host_id = ?').bind(input.propertyIds === null ? 1 : 0, input.id, hostId),
      db.prepare('DELETE FROM team_member_properties WHERE member_id = ? AND host_id = ?').bind(input.id, hostId),
      ...propertyStatements(db, hostId, input.id, input.propertyIds),
    );
  }
  if (statements.length > 0) await db.batch(statements);
  return { id: input.id };
}

/** Ends a membership or withdraws an invitation: access ends on the member's next request. */
export async function revokeMember(db: D1Database, hostId: string, id: number): Promise<{ id: number }> {
  const updated = await db
    .prepare('UPDATE team_members SET revoked_at = ?, token_hash = NULL WHERE id = ? AND host_id = ? AND revoked_at IS NULL RETURNING id')
    .bind(now(), id, hostId)
    .first<{ id: number }>();
  if (!updated) throw new TeamProblem('not_found', 'Not found.');
  return updated;
}

/** A member leaves a team. */
export async function leave(db: D1Database, userId: string, id: number): Promise<{ id: number }> {
  const updated = await db
    .prepare('UPDATE team_members SET revoked_at = ? WHERE id = ? AND member_user_id = ? AND revoked_at IS NULL RETURNING id')
    .bind(now(), id, userId)
    .first<{ id: number }>();
  if (!updated) throw new TeamProblem('not_found', 'Not found.');
  return updated;
}

export interface AuditLine {
  at: string;
  actorEmail: string;
  actorName: string | null;
  action: string;
  target: string;
  /** What the target is called now (a reservation's code, a room type's name…); null once it is gone. */
  targetLabel: string | null;
  /** The detail the line's sentence needs (status, role, published), as recorded. */
  detail: AuditDetail | null;
  /** The property's time zone, so the page shows the same time on the server and in the browser. */
  timezone: string;
}

/** Each kind of target, the table it is in and what names it (guests are never named here). */
const TARGET_LABEL_SQL: Record<string, string> = {
  reservation: 'SELECT code FROM reservations WHERE id = {id} AND host_id = a.host_id',
  property: 'SELECT name FROM properties WHERE id = {id} AND host_id = a.host_id',
  roomType: 'SELECT name FROM room_types WHERE id = {id} AND host_id = a.host_id',
  unit: 'SELECT name FROM units WHERE id = {id} AND host_id = a.host_id',
  ratePlan: 'SELECT name FROM rate_plans WHERE id = {id} AND host_id = a.host_id',
  promoCode: 'SELECT code FROM promo_codes WHERE id = {id} AND host_id = a.host_id',
  addon: 'SELECT name FROM addons WHERE id = {id} AND host_id = a.host_id',
  block: 'SELECT u.name FROM blocks b JOIN units u ON u.id = b.unit_id WHERE b.id = {id} AND b.host_id = a.host_id',
  payment: 'SELECT r.code FROM payments p JOIN reservations r ON r.id = p.reservation_id WHERE p.id = {id} AND r.host_id = a.host_id',
  review: 'SELECT r.code FROM reviews v JOIN reservations r ON r.id = v.reservation_id WHERE v.id = {id} AND v.host_id = a.host_id',
};
const TARGET_ID = "CAST(substr(a.target, instr(a.target, ':') + 1) AS INTEGER)";
const TARGET_LABEL = `CASE ${Object.entries(TARGET_LABEL_SQL)
  .map(([kind, sql]) => `WHEN a.target LIKE '${kind}:%' THEN (${sql.replace('{id}', TARGET_ID)})`)
  .join(' ')} END`;

function parseDetail(text: string | null): AuditDetail | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as AuditDetail;
  } catch {
    return null;
  }
}

/** A property's audit trail, newest first, filtered by action prefix, actor and days. */
export async function listAudit(db: D1Database, hostId: string, input: AuditListInput, timezone: string): Promise<AuditLine[]> {
  const where = ['a.host_id = ?', 'a.property_id = ?'];
  const binds: unknown[] = [hostId, input.propertyId];
  if (input.action) {
    where.push("(a.action = ? OR a.action LIKE ? ESCAPE '\\')");
    binds.push(input.action, `${input.action.replace(/[\\%_]/g, (ch) => `\\${ch}`)}.%`);
  }
  if (input.actor) {
    where.push('a.actor_email = ? COLLATE NOCASE');
    binds.push(input.actor);
  }
  if (input.from) {
    where.push('a.at >= ?');
    binds.push(input.from);
  }
  if (input.to) {
    where.push('a.at < ?');
    binds.push(`${input.to}T99`);
  }
  const { results } = await db
    .prepare(
      `SELECT a.at, a.actor_email, a.actor_name, a.action, a.target, a.detail, ${TARGET_LABEL} AS target_label FROM audit_log a WHERE ${where.join(' AND ')} ORDER BY a.id DESC LIMIT ?`,
    )
    .bind(...binds, input.limit ?? 200)
    .all<{ at: string; actor_email: string; actor_name: string | null; action: string; target: string; detail: string | null; target_label: string | null }>();
  return results.map((row) => ({
    at: row.at,
    actorEmail: row.actor_email,
    actorName: row.actor_name,
    action: row.action,
    target: row.target,
    targetLabel: row.target_label,
    detail: parseDetail(row.detail),
    timezone,
  }));
}
