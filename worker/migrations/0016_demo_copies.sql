-- Issue 30: a visitor's personal copy of the demo workspace ("Experimente agora"). One row per
-- demo account: the host id its copy lives under and when it expires (24 h after creation).
-- The scheduled job deletes every host row of an expired copy (this one included: it has a
-- `host_id`, so worker/account/data.ts counts it among the host tables) and its auth user.
-- The marketplace never lists a property whose host is here, and booking mail of these hosts
-- stays in their outbox (mail_outbox), never sent.
CREATE TABLE IF NOT EXISTS demo_copies (
  host_id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL                      -- unix ms
);
CREATE INDEX IF NOT EXISTS demo_copies_expiry ON demo_copies(expires_at);
