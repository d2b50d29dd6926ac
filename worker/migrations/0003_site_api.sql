-- Site API (tRPC at /api/trpc): contact messages, newsletter sign-ups, request counters.

-- A contact message is stored before the visitor is told it was sent; the relay to the
-- support address happens afterwards and is retried by the cron trigger until it succeeds.
CREATE TABLE IF NOT EXISTS contact_messages (
  id TEXT PRIMARY KEY,                       -- UUID, returned to the client
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  locale TEXT NOT NULL,
  user_id TEXT,                              -- the signed-in visitor, if any
  client_ip TEXT,
  request_id TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  attempts INTEGER NOT NULL DEFAULT 0,       -- relay attempts so far
  last_error TEXT,
  last_attempt_at TEXT,
  next_attempt_at INTEGER NOT NULL,          -- unix ms; the cron retries rows due by then
  sent_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS contact_messages_due ON contact_messages(status, next_attempt_at);

-- One row per address, whatever its case: a repeat sign-up stores nothing new.
CREATE TABLE IF NOT EXISTS newsletter (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- The team is told of each new subscriber; retried like contact relays.
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS newsletter_due ON newsletter(notified_at, next_attempt_at);

-- Fixed-window request counters per client address and action (contact, newsletter).
CREATE TABLE IF NOT EXISTS api_rate_limits (
  action TEXT NOT NULL,
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,             -- unix seconds
  hits INTEGER NOT NULL,
  PRIMARY KEY (action, client, window_start)
);
