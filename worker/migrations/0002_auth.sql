-- Local, Supabase-compatible auth (served under /auth/v1 only when SUPABASE_URL is empty).
-- Shapes follow Supabase Auth (GoTrue): users, identities, sessions, refresh tokens, one-time
-- tokens, PKCE flow states. Secrets are never stored in the clear: passwords as PBKDF2 hashes,
-- refresh tokens, one-time tokens and PKCE auth codes as SHA-256 hashes.

CREATE TABLE IF NOT EXISTS auth_users (
  id TEXT PRIMARY KEY,                       -- UUID, the access token's `sub`
  email TEXT NOT NULL UNIQUE,                -- lower-cased
  encrypted_password TEXT NOT NULL,          -- pbkdf2-sha256$<iterations>$<salt>$<hash>
  email_confirmed_at TEXT,
  confirmation_sent_at TEXT,
  recovery_sent_at TEXT,
  last_sign_in_at TEXT,
  raw_app_meta_data TEXT NOT NULL DEFAULT '{}',
  raw_user_meta_data TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS auth_identities (
  id TEXT PRIMARY KEY,                       -- identity_id (UUID)
  user_id TEXT NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  provider_id TEXT NOT NULL,
  identity_data TEXT NOT NULL,
  last_sign_in_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (provider, provider_id)
);
CREATE INDEX IF NOT EXISTS auth_identities_user ON auth_identities(user_id);

CREATE TABLE IF NOT EXISTS auth_sessions (
  id TEXT PRIMARY KEY,                       -- the access token's `session_id`
  user_id TEXT NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
  aal TEXT NOT NULL DEFAULT 'aal1',
  amr_method TEXT NOT NULL,                  -- password | recovery | otp
  user_agent TEXT,
  ip TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  refreshed_at TEXT
);
CREATE INDEX IF NOT EXISTS auth_sessions_user ON auth_sessions(user_id);

-- Rotation: each refresh spends a token (revoked = 1) and issues its child (parent = hash).
CREATE TABLE IF NOT EXISTS auth_refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES auth_sessions(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  parent TEXT,
  revoked INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX IF NOT EXISTS auth_refresh_tokens_session ON auth_refresh_tokens(session_id);
CREATE INDEX IF NOT EXISTS auth_refresh_tokens_parent ON auth_refresh_tokens(parent);

-- Links sent by email (recovery, signup confirmation). Single use, expiring.
CREATE TABLE IF NOT EXISTS auth_one_time_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
  token_type TEXT NOT NULL CHECK (token_type IN ('recovery', 'signup')),
  redirect_to TEXT NOT NULL,
  -- PKCE: the browser that asked keeps the verifier; the link hands back an auth code.
  code_challenge TEXT,
  code_challenge_method TEXT CHECK (code_challenge_method IN ('s256', 'plain')),
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL                -- unix seconds
);
CREATE INDEX IF NOT EXISTS auth_one_time_tokens_user ON auth_one_time_tokens(user_id, token_type);

-- PKCE auth codes issued by /verify, exchanged once at /token?grant_type=pkce.
CREATE TABLE IF NOT EXISTS auth_flow_states (
  auth_code_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
  code_challenge TEXT NOT NULL,
  code_challenge_method TEXT NOT NULL CHECK (code_challenge_method IN ('s256', 'plain')),
  authentication_method TEXT NOT NULL,       -- recovery | signup
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- ES256 signing keys: generated on first use; the JWKS publishes the public halves.
CREATE TABLE IF NOT EXISTS auth_signing_keys (
  kid TEXT PRIMARY KEY,
  algorithm TEXT NOT NULL DEFAULT 'ES256',
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Emails the local auth would send; readable at /dev/mail (local mode only).
CREATE TABLE IF NOT EXISTS auth_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_email TEXT NOT NULL,
  kind TEXT NOT NULL,                        -- recovery | signup
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Fixed-window request counters per client address and action.
CREATE TABLE IF NOT EXISTS auth_rate_limits (
  action TEXT NOT NULL,
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,             -- unix seconds
  hits INTEGER NOT NULL,
  PRIMARY KEY (action, client, window_start)
);
