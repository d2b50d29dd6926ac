/**
 * Who acts on whose data (issue 26): the resolver every host procedure runs before reading
 * anything (worker/trpc/trpc.ts, `hostProcedure`).
 *
 * A procedure names the property it works on through a locator read from its raw input: the
 * property itself (`propertyId`), or a resource whose row names its property (one indexed
 * lookup by primary key). Then:
 * - the caller owns it → runs as today (ctx.host = the caller);
 * - a membership of the caller (accepted, not revoked) covers it → the role must hold the
 *   permission (else FORBIDDEN, nothing read or changed), and the procedure runs with
 *   ctx.host = the owner, ctx.actor = the member;
 * - anything else → runs as the caller, whose queries find nothing: NOT_FOUND exactly as today.
 */
import { roleMay, type Permission, type Role } from '../../shared/team/permissions';

/** Resources a host procedure may name by id, and how their row finds its property and owner. */
const RESOURCE_SQL = {
  property: 'SELECT id AS property_id, host_id FROM properties WHERE id = ?',
  reservation: 'SELECT property_id, host_id FROM reservations WHERE id = ?',
  roomType: 'SELECT property_id, host_id FROM room_types WHERE id = ?',
  unit: 'SELECT property_id, host_id FROM units WHERE id = ?',
  ratePlan: 'SELECT property_id, host_id FROM rate_plans WHERE id = ?',
  promoCode: 'SELECT property_id, host_id FROM promo_codes WHERE id = ?',
  addon: 'SELECT property_id, host_id FROM addons WHERE id = ?',
  photo: 'SELECT property_id, host_id FROM property_photos WHERE id = ?',
  block: 'SELECT property_id, host_id FROM blocks WHERE id = ?',
  feed: 'SELECT property_id, host_id FROM channel_feeds WHERE id = ?',
  review: 'SELECT property_id, host_id FROM reviews WHERE id = ?',
  payment: 'SELECT r.property_id, r.host_id FROM payments p JOIN reservations r ON r.id = p.reservation_id WHERE p.id = ?',
  // Guests belong to the owner, not to one property: resolved by their stays (guestScope).
  guest: 'SELECT NULL AS property_id, host_id FROM guests WHERE id = ?',
} as const;
export type ResourceKind = keyof typeof RESOURCE_SQL;

/**
 * How a procedure finds the property it works on:
 * - `{ property: 'propertyId' }` — the input's field is the property's id (absent: the caller's
 *   own properties, or their first shared one when they own none);
 * - `{ resource: 'reservation', field: 'id' }` — the input's field is that resource's id;
 * - `'account'` — no property: the caller's own account (a member who owns nothing works on the
 *   first owner who shared with them, for lists such as guests).
 * `absentMeansAll`: the procedure reads every property when none is named (the front desk); the
 * input's `all: true` means the same. A member who owns nothing then reads the properties of
 * that owner shared with them where their role holds the permission (`Scope.properties`).
 * - `{ properties: 'propertyIds' }` — the team's own procedures: the input's field lists the
 *   properties given to a person (absent: none named; with `absentMeansAll`, every property of
 *   the caller's account — a member who owns none works on the owner's, like `'account'`).
 */
export type Locator =
  | { property: string; absentMeansAll?: true }
  | { resource: ResourceKind; field: string }
  | { properties: string; absentMeansAll?: true }
  | 'account';

/** The member acting, when the caller works on someone else's property. */
export interface Actor {
  userId: string;
  email: string;
  /** The name the person signed up with (null when they gave none). */
  name: string | null;
  role: Role;
}

export interface Membership {
  id: number;
  hostId: string;
  role: Exclude<Role, 'owner'>;
  allProperties: boolean;
}

export interface Scope {
  /** The owner whose data the procedure reads and writes. */
  hostId: string;
  /** The property, when known (for the audit line). */
  propertyId: number | null;
  role: Role;
  /** The resource named, as `kind:id` (the audit line's target). */
  target: string | null;
  /** The raw input with a default property put in (a member who owns nothing), if changed. */
  input?: Record<string, unknown>;
  /**
   * A member's reach: only these of the owner's properties, the ones shared with them where the
   * role holds the permission (reads over several properties — all properties, the guest list and
   * a guest's stays, the reports — keep to them). Undefined = no such limit (the owner).
   */
  properties?: number[];
}

function positiveId(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31 ? value : null;
}

/** The caller's membership covering `propertyId` of `hostId` (accepted, not revoked), or null. */
export async function membershipFor(db: D1Database, userId: string, hostId: string, propertyId: number | null): Promise<Membership | null> {
  const row = await db
    .prepare(
      `SELECT m.id, m.host_id, m.role, m.all_properties FROM team_members m
       WHERE m.member_user_id = ? AND m.host_id = ? AND m.revoked_at IS NULL AND m.accepted_at IS NOT NULL
         AND (m.all_properties = 1 OR ? IS NULL OR EXISTS (SELECT 1 FROM team_member_properties tp WHERE tp.member_id = m.id AND tp.property_id = ?))
       ORDER BY m.id LIMIT 1`,
    )
    .bind(userId, hostId, propertyId, propertyId)
    .first<{ id: number; host_id: string; role: Membership['role']; all_properties: number }>();
  return row ? { id: row.id, hostId: row.host_id, role: row.role, allProperties: row.all_properties === 1 } : null;
}

/** The properties shared with the caller (not archived), each with the owner and the role. */
export async function sharedProperties(db: D1Database, userId: string): Promise<{ propertyId: number; hostId: string; role: Membership['role'] }[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id AS property_id, p.host_id, m.role FROM team_members m
       JOIN properties p ON p.host_id = m.host_id AND p.archived_at IS NULL
       WHERE m.member_user_id = ? AND m.revoked_at IS NULL AND m.accepted_at IS NOT NULL AND p.host_id <> ?
         AND (m.all_properties = 1 OR EXISTS (SELECT 1 FROM team_member_properties tp WHERE tp.member_id = m.id AND tp.property_id = p.id))
       ORDER BY m.id, p.id`,
    )
    .bind(userId, userId)
    .all<{ property_id: number; host_id: string; role: Membership['role'] }>();
  const seen = new Set<number>();
  return results.filter((row) => !seen.has(row.property_id) && seen.add(row.property_id)).map((row) => ({ propertyId: row.property_id, hostId: row.host_id, role: row.role }));
}

/** The properties shared with the caller as host.properties.list lists them: with the role and the owner's email. */
export async function sharedPropertyList(db: D1Database, userId: string) {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.slug, p.name, p.currency, p.published, m.role, m.owner_email FROM team_members m
       JOIN properties p ON p.host_id = m.host_id AND p.archived_at IS NULL
       WHERE m.member_user_id = ? AND m.revoked_at IS NULL AND m.accepted_at IS NOT NULL AND p.host_id <> ?
         AND (m.all_properties = 1 OR EXISTS (SELECT 1 FROM team_member_properties tp WHERE tp.member_id = m.id AND tp.property_id = p.id))
       ORDER BY m.id, p.id`,
    )
    .bind(userId, userId)
    .all<{ id: number; slug: string; name: string; currency: string; published: number; role: Membership['role']; owner_email: string }>();
  const seen = new Set<number>();
  return results
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .map((row) => ({ id: row.id, slug: row.slug, name: row.name, currency: row.currency, published: row.published === 1, role: row.role as Role, ownerEmail: row.owner_email }));
}

async function ownsAProperty(db: D1Database, userId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM properties WHERE host_id = ? AND archived_at IS NULL LIMIT 1').bind(userId).first()) !== null;
}

export type Resolution = { kind: 'scope'; scope: Scope } | { kind: 'forbidden' };

const own = (userId: string, propertyId: number | null = null, target: string | null = null): Resolution => ({
  kind: 'scope',
  scope: { hostId: userId, propertyId, role: 'owner', target },
});

/**
 * The scope a call runs in. `permission` is what the procedure needs; `raw` its input as sent
 * (before parsing: a malformed id resolves to the caller's own scope and the parser refuses it).
 */
export async function resolveScope(db: D1Database, userId: string, permission: Permission, locator: Locator, raw: unknown): Promise<Resolution> {
  // The caller's own account; their own team (nobody manages another owner's team: teamScope).
  if (permission === 'own') return own(userId);
  const fields = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;
  if (permission === 'team.manage') return typeof locator === 'object' && 'properties' in locator ? teamScope(db, userId, fields?.[locator.properties], locator.absentMeansAll === true) : own(userId);
  if (locator !== 'account') {
    if ('properties' in locator) throw new Error('A properties locator is for the team procedures (team.manage) only');
    const field = 'property' in locator ? locator.property : locator.field;
    const value = fields?.[field];
    const kind: ResourceKind = 'property' in locator ? 'property' : locator.resource;
    if (value !== undefined) {
      const id = positiveId(value);
      if (id === null) return own(userId);
      const target = `${kind}:${id}`;
      if (kind === 'guest') return guestScope(db, userId, permission, id, target);
      const row = await db.prepare(RESOURCE_SQL[kind]).bind(id).first<{ property_id: number | null; host_id: string }>();
      if (!row || row.host_id === userId) return own(userId, row?.property_id ?? null, target);
      return shared(db, userId, permission, row.host_id, row.property_id, target);
    }
    // No property named: one's own, or for a member who owns none, their first shared property
    // (or, reading all properties, every one of that owner shared with them where the role allows).
    if (!('property' in locator) || (await ownsAProperty(db, userId))) return own(userId);
    const list = await sharedProperties(db, userId);
    const first = list[0];
    if (!first) return own(userId);
    const resolution = await shared(db, userId, permission, first.hostId, first.propertyId, `property:${first.propertyId}`, list);
    if (resolution.kind !== 'scope') return resolution;
    if (!locator.absentMeansAll && fields?.all !== true) resolution.scope.input = { ...(fields ?? {}), [locator.property]: first.propertyId };
    return resolution;
  }
  if (await ownsAProperty(db, userId)) return own(userId);
  const list = await sharedProperties(db, userId);
  const first = list[0];
  if (!first) return own(userId);
  return shared(db, userId, permission, first.hostId, null, null, list);
}

/**
 * The team's own procedures (permission `team.manage`, which no member's role holds): the caller's
 * own team, except that naming a property shared with them, or (`absentMeansAll`) naming none
 * while they own no property but work on shared ones, is acting on the owner's team as a member:
 * FORBIDDEN before anything is read (architecture: a role lacking the permission on a shared
 * property). Anything else named stays the caller's own and finds nothing (NOT_FOUND). One read.
 */
async function teamScope(db: D1Database, userId: string, named: unknown, absentMeansAll: boolean): Promise<Resolution> {
  if (named === undefined && !absentMeansAll) return own(userId);
  const ids = Array.isArray(named) ? named.map(positiveId) : null;
  // Malformed: the caller's own scope, and the parser refuses it.
  if (named !== undefined && (!ids || ids.length === 0 || ids.length > 200 || ids.some((id) => id === null))) return own(userId);
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM properties WHERE host_id = ?1 AND archived_at IS NULL) AS owns,
              EXISTS (SELECT 1 FROM team_members m JOIN properties p ON p.host_id = m.host_id AND p.archived_at IS NULL
                       WHERE m.member_user_id = ?1 AND m.revoked_at IS NULL AND m.accepted_at IS NOT NULL AND p.host_id <> ?1
                         AND (?2 IS NULL OR p.id IN (SELECT value FROM json_each(?2)))
                         AND (m.all_properties = 1 OR EXISTS (SELECT 1 FROM team_member_properties tp WHERE tp.member_id = m.id AND tp.property_id = p.id))) AS member`,
    )
    .bind(userId, ids ? JSON.stringify(ids) : null)
    .first<{ owns: number; member: number }>();
  if (row?.member === 1 && (ids !== null || row.owns === 0)) return { kind: 'forbidden' };
  return own(userId);
}

/** The properties of `hostId` shared with the caller whose role there holds `permission`. */
function allowedOf(list: { propertyId: number; hostId: string; role: Membership['role'] }[], hostId: string, permission: Permission): number[] {
  return list.filter((item) => item.hostId === hostId && roleMay(item.role, permission)).map((item) => item.propertyId);
}

/**
 * A guest belongs to the owner, not to one property: a member reaches them through a stay at a
 * property shared with them (a guest of the owner's other properties answers NOT_FOUND).
 */
async function guestScope(db: D1Database, userId: string, permission: Permission, guestId: number, target: string): Promise<Resolution> {
  // The caller's shared properties beside the guest's stays: one round trip in sequence.
  const [{ results }, list] = await Promise.all([
    db
      .prepare('SELECT g.host_id, r.property_id FROM guests g LEFT JOIN reservations r ON r.guest_id = g.id AND r.host_id = g.host_id WHERE g.id = ? GROUP BY r.property_id')
      .bind(guestId)
      .all<{ host_id: string; property_id: number | null }>(),
    sharedProperties(db, userId),
  ]);
  const hostId = results[0]?.host_id;
  if (!hostId || hostId === userId) return own(userId, null, target);
  // Shared with the caller where the guest stayed: a role there that holds the permission reaches
  // them (seeing only the stays at properties where it does); none that does → FORBIDDEN.
  const stayedAt = list.filter((item) => item.hostId === hostId && results.some((row) => row.property_id === item.propertyId));
  if (stayedAt.length === 0) return own(userId, null, target);
  const reach = stayedAt.find((item) => roleMay(item.role, permission));
  if (!reach) return { kind: 'forbidden' };
  return { kind: 'scope', scope: { hostId, propertyId: reach.propertyId, role: reach.role, target, properties: allowedOf(list, hostId, permission) } };
}

/**
 * The caller as a member of `hostId` on `propertyId` (null: on the owner's account). Every such
 * scope carries the member's reach (`Scope.properties`: the owner's properties shared with them
 * where their role holds `permission`), so a read that gathers several properties (a guest's
 * stays, the reports, the search) never reaches one not shared with them, whatever it was named by.
 * `list`: the caller's shared properties when already read.
 */
async function shared(
  db: D1Database,
  userId: string,
  permission: Permission,
  hostId: string,
  propertyId: number | null,
  target: string | null,
  list?: Awaited<ReturnType<typeof sharedProperties>>,
): Promise<Resolution> {
  // Side by side: one round trip in sequence.
  const [membership, reach] = await Promise.all([membershipFor(db, userId, hostId, propertyId), list ?? sharedProperties(db, userId)]);
  // Not shared with the caller: their own scope, where the id finds nothing (NOT_FOUND as today).
  if (!membership) return own(userId, null, target);
  if (permission === 'team.manage' || permission === 'payouts') return { kind: 'forbidden' };
  if (!roleMay(membership.role, permission)) return { kind: 'forbidden' };
  return { kind: 'scope', scope: { hostId, propertyId, role: membership.role, target, properties: allowedOf(reach, hostId, permission) } };
}

/** A procedure's answer's id, for the audit target of a create (`{ id }` or `{ id, … }`). */
function createdId(result: unknown): number | null {
  if (result && typeof result === 'object' && 'id' in result) return positiveId((result as { id: unknown }).id);
  return null;
}

export type AuditDetail = Partial<Record<(typeof AUDIT_DETAIL_FIELDS)[number], string | boolean>>;
const AUDIT_DETAIL_FIELDS = ['status', 'role', 'published'] as const;

/**
 * The detail an audit line keeps from a mutation's input: only short codes and flags its sentence
 * names ("marked as checked in", "as manager"), never free text or personal data.
 */
export function auditDetail(input: unknown): string | null {
  if (!input || typeof input !== 'object') return null;
  const detail: AuditDetail = {};
  for (const field of AUDIT_DETAIL_FIELDS) {
    const value = (input as Record<string, unknown>)[field];
    if (typeof value === 'boolean' || (typeof value === 'string' && /^[a-z_]{1,30}$/.test(value))) detail[field] = value;
  }
  return Object.keys(detail).length > 0 ? JSON.stringify(detail) : null;
}

/**
 * One audit line for a write that succeeded: the owner's data, who did it, which procedure, on
 * what. A reservation's history lines written during the call are stamped with the actor.
 */
export async function recordAudit(
  db: D1Database,
  entry: { hostId: string; propertyId: number | null; actorId: string; actorEmail: string; actorName: string | null; action: string; target: string | null; input: unknown; result: unknown; startedAt: string },
): Promise<void> {
  const made = createdId(entry.result);
  const noun = entry.action.split('.')[0] ?? '';
  const kind = NOUN_KIND[noun];
  const target = entry.target && !entry.target.startsWith('property:') ? entry.target : made !== null && kind ? `${kind}:${made}` : (entry.target ?? '');
  let propertyId = entry.propertyId;
  if (propertyId === null && kind === 'property' && made !== null) propertyId = made;
  if (propertyId === null && kind && made !== null && kind in RESOURCE_SQL) {
    const row = await db.prepare(RESOURCE_SQL[kind as ResourceKind]).bind(made).first<{ property_id: number | null; host_id: string }>();
    if (row && row.host_id === entry.hostId) propertyId = row.property_id;
  }
  const statements = [
    db
      .prepare('INSERT INTO audit_log (host_id, property_id, actor_user_id, actor_email, actor_name, action, target, detail, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .bind(entry.hostId, propertyId, entry.actorId, entry.actorEmail, entry.actorName, entry.action, target, auditDetail(entry.input), new Date().toISOString()),
  ];
  const reservationId = reservationOf(target);
  if (reservationId !== null) {
    statements.push(
      db
        .prepare("UPDATE reservation_events SET actor_email = ?, actor_name = ? WHERE reservation_id = ? AND host_id = ? AND actor = 'host' AND actor_email IS NULL AND at >= ?")
        .bind(entry.actorEmail, entry.actorName, reservationId, entry.hostId, entry.startedAt),
    );
  }
  await db.batch(statements);
}

function reservationOf(target: string): number | null {
  const match = /^reservation:(\d+)$/.exec(target);
  return match ? Number(match[1]) : null;
}

/** The kind of resource a router's creates answer with (`reservations.create` → `{ id }` of a reservation). */
const NOUN_KIND: Record<string, ResourceKind | 'member' | undefined> = {
  properties: 'property',
  reservations: 'reservation',
  roomTypes: 'roomType',
  units: 'unit',
  ratePlans: 'ratePlan',
  promoCodes: 'promoCode',
  addons: 'addon',
  photos: 'photo',
  blocks: 'block',
  channels: 'feed',
  payments: 'payment',
  reviews: 'review',
  guests: 'guest',
  team: 'member',
};
