/**
 * The team (issue 26; architecture "Third stage" → "The team"): the roles, the permissions and
 * which role holds which. One table: every host procedure declares one of PERMISSIONS
 * (`hostProcedure('rates.write', …)` in worker/trpc/trpc.ts), every workspace section one too
 * (SECTION_PERMISSIONS), and the resolver checks ROLE_PERMISSIONS before any data is read.
 *
 * Two permissions are special:
 * - `own`: the procedure acts on the caller's own account only (account summary, accepting an
 *   invitation, leaving a team, creating a property of one's own): every signed-in user may call
 *   it, and it never runs on another owner's data.
 * - `team.manage` and `payouts`: the owner's alone (no role holds them).
 *
 * No zod here: the workspace shell reads this table in every page's chunk (the JS budget); the
 * team's input schemas are in ./schemas.ts.
 */

export const ROLES = ['manager', 'front_desk', 'housekeeping', 'accountant'] as const;
/** A member's role; `owner` is the property's owner (not a role one can be invited with). */
export type MemberRole = (typeof ROLES)[number];
export type Role = 'owner' | MemberRole;

export const PERMISSIONS = [
  'own',
  'property.read',
  'property.write',
  'payouts',
  'rates.read',
  'rates.write',
  'calendar.read',
  'calendar.write',
  'reservations.read',
  'reservations.write',
  'guests.read',
  'guests.write',
  'payments.read',
  'payments.write',
  // A refund gives money back: the owner and managers (issue 40), never the front desk.
  'payments.refund',
  'checkins.read',
  'checkins.write',
  'housekeeping.read',
  'housekeeping.write',
  'reports.read',
  'channels.read',
  'channels.write',
  'messages.read',
  'messages.write',
  'inbox.read',
  'inbox.write',
  'reviews.read',
  'reviews.write',
  'audit.read',
  'team.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const FRONT_DESK: readonly Permission[] = [
  'property.read',
  'calendar.read',
  'calendar.write',
  'reservations.read',
  'reservations.write',
  'guests.read',
  'guests.write',
  'payments.read',
  'payments.write',
  'checkins.read',
  'checkins.write',
  'housekeeping.read',
  'housekeeping.write',
  'reviews.read',
  // Issue 44: the front desk answers the guests' messages.
  'inbox.read',
  'inbox.write',
];

/** What each role may do on the properties shared with it. The owner may do everything. */
export const ROLE_PERMISSIONS: Readonly<Record<MemberRole, readonly Permission[]>> = {
  // Everything on the shared properties but the team and the payouts (Pix key).
  manager: PERMISSIONS.filter((permission) => permission !== 'team.manage' && permission !== 'payouts' && permission !== 'own'),
  // Calendar, reservations, guests, payments recorded, check-in/out; not rates, plans, property settings, channels, Pix.
  front_desk: FRONT_DESK,
  // The housekeeping board only: units and today's arrivals/departures, no guest contact data.
  housekeeping: ['property.read', 'housekeeping.read', 'housekeeping.write'],
  // Read-only reservations, payments, reports.
  accountant: ['property.read', 'reservations.read', 'payments.read', 'reports.read', 'guests.read'],
};

export function roleMay(role: Role, permission: Permission): boolean {
  if (role === 'owner') return true;
  if (permission === 'own') return true;
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The workspace sections (web/workspace/WorkspaceShell.tsx) and the permission each page needs. */
export const SECTION_PERMISSIONS = {
  overview: 'reservations.read',
  calendar: 'calendar.read',
  frontDesk: 'reservations.read',
  housekeeping: 'housekeeping.read',
  reservations: 'reservations.read',
  rates: 'rates.read',
  plans: 'rates.read',
  guests: 'guests.read',
  properties: 'property.write',
  site: 'property.write',
  reports: 'reports.read',
  messages: 'messages.read',
  inbox: 'inbox.read',
  reviews: 'reviews.read',
  channels: 'channels.read',
  team: 'own',
  audit: 'audit.read',
  account: 'own',
} as const satisfies Record<string, Permission>;

/** Invitations stop working this long after they were (re)sent. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
