-- Account settings (issue 16): email change and reauthentication in the local auth, as
-- Supabase Auth (GoTrue) keeps them on auth.users (email_change, email_change_token_new,
-- email_change_sent_at, reauthentication_token, reauthentication_sent_at). Separate tables
-- here because auth_one_time_tokens' CHECK cannot be widened in SQLite without a rebuild.

-- A pending move to a new address: one per user, confirmed by the link sent to `new_email`.
CREATE TABLE IF NOT EXISTS auth_email_changes (
  user_id TEXT PRIMARY KEY REFERENCES auth_users(id) ON DELETE CASCADE,
  new_email TEXT NOT NULL,                   -- lower-cased
  token_hash TEXT NOT NULL UNIQUE,           -- SHA-256 of the link's token
  redirect_to TEXT NOT NULL,
  code_challenge TEXT,
  code_challenge_method TEXT CHECK (code_challenge_method IN ('s256', 'plain')),
  sent_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL                -- unix seconds
);

-- GET /reauthenticate: a six-digit nonce mailed to the user, spent by PUT /user { nonce }.
CREATE TABLE IF NOT EXISTS auth_reauthentications (
  user_id TEXT PRIMARY KEY REFERENCES auth_users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL,                  -- SHA-256 of user id + nonce
  sent_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
