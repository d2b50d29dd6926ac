-- Issue 26: the team. An owner (host_id) invites people by email with a role, to all of their
-- properties or to a list (team_member_properties). The invitation's secret link is kept only as
-- a SHA-256 hash; it expires 7 days after it was (re)sent. Once accepted, member_user_id is the
-- member's auth user; revoked_at ends the membership at once (the resolver in worker/team/access.ts
-- reads it on every request). Both tables carry host_id (the owner): the owner's export and
-- deletion take them with the rest; a member's own deletion removes the rows naming them
-- (worker/account/data.ts, MEMBER_COLUMNS).
CREATE TABLE IF NOT EXISTS team_members (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,                           -- the owner
  email TEXT NOT NULL COLLATE NOCASE,              -- invited address
  owner_email TEXT NOT NULL DEFAULT '',            -- who invited (the member's list and the mail)
  role TEXT NOT NULL CHECK (role IN ('manager', 'front_desk', 'housekeeping', 'accountant')),
  all_properties INTEGER NOT NULL DEFAULT 0,       -- 1: every property of the owner, present and future
  locale TEXT NOT NULL DEFAULT 'pt',               -- the invitation mail's language
  token_hash TEXT UNIQUE,                          -- SHA-256 of the invitation link's secret; NULL once accepted
  expires_at TEXT,                                 -- ISO instant the invitation link stops working
  member_user_id TEXT,                             -- set on accept
  member_email TEXT,                               -- the accepting account's email (audit lines)
  invited_at TEXT NOT NULL,
  accepted_at TEXT,
  revoked_at TEXT
);
CREATE INDEX IF NOT EXISTS team_members_host ON team_members(host_id, revoked_at);
CREATE INDEX IF NOT EXISTS team_members_member ON team_members(member_user_id, host_id) WHERE member_user_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS team_member_properties (
  member_id INTEGER NOT NULL REFERENCES team_members(id) ON DELETE CASCADE,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  host_id TEXT NOT NULL,
  PRIMARY KEY (member_id, property_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS team_member_properties_host ON team_member_properties(host_id);

-- Every write through a host procedure, by the owner or a member: who, what, on what, when.
CREATE TABLE IF NOT EXISTS audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,                           -- the owner whose data changed
  property_id INTEGER,                             -- NULL for account-wide changes
  actor_user_id TEXT NOT NULL,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL,                            -- the procedure: reservations.create, rates.set, …
  target TEXT NOT NULL DEFAULT '',                 -- kind:id (reservation:42, roomType:7, …)
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_log_property ON audit_log(host_id, property_id, id);

-- The reservation page's history lines name who made a host-side change.
ALTER TABLE reservation_events ADD COLUMN actor_email TEXT;
