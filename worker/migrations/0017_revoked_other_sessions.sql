-- Issue 23, Supabase mode: "sign out of other devices" and a password change end every other
-- session of the user at Supabase, which the edge cannot see. The account page tells the edge
-- (POST /account/sessions/end-others, with the session that stays): tokens of that user issued
-- before `before` are refused unless they belong to `keep_session`. One row per user (the
-- latest such sign-out covers every earlier one); swept like revoked_users.
CREATE TABLE IF NOT EXISTS revoked_other_sessions (
  user_id TEXT PRIMARY KEY,
  keep_session TEXT NOT NULL,
  before INTEGER NOT NULL,                    -- unix seconds
  revoked_at INTEGER NOT NULL
);
