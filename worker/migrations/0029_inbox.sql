-- One conversation per stay (issue 44; architecture "Fourth stage" → "One conversation per stay").
-- Every reservation has one thread: the guest's and the host's messages (the system's own mails
-- are read from mail_outbox), a reply-to address unique to the stay (reply_token: 128 random
-- bits, hex) and the last notice mailed to the host (at most one per thread per 10 minutes).
-- All three tables carry host_id: the account export and deletion include them.

CREATE TABLE IF NOT EXISTS inbox_threads (
  reservation_id INTEGER PRIMARY KEY REFERENCES reservations(id) ON DELETE CASCADE,
  host_id TEXT NOT NULL,
  reply_token TEXT NOT NULL UNIQUE,
  last_message_at TEXT,                  -- ISO instant of the newest guest or host message
  notified_at INTEGER,                   -- ms: the last "new guest message" mail to the host
  notified_by INTEGER,                   -- the message that mail announced (the batch's guard)
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS inbox_threads_host ON inbox_threads(host_id, last_message_at);

CREATE TABLE IF NOT EXISTS inbox_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  sender TEXT NOT NULL CHECK (sender IN ('guest', 'host')),
  channel TEXT NOT NULL,                 -- 'site' | 'email' | a channel's name (airbnb, booking, …)
  body TEXT NOT NULL,                    -- plain text, as written (never HTML)
  author_id TEXT,                        -- the host member who wrote it
  author_label TEXT,                     -- their name and address at the time
  attachments_dropped INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS inbox_messages_thread ON inbox_messages(reservation_id, id);
CREATE INDEX IF NOT EXISTS inbox_messages_host ON inbox_messages(host_id, sender, id);

-- What each host member has read of a thread: guest messages with a larger id are unread to them.
CREATE TABLE IF NOT EXISTS inbox_reads (
  reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  host_id TEXT NOT NULL,
  last_read_id INTEGER NOT NULL,
  PRIMARY KEY (reservation_id, user_id)
);

CREATE TRIGGER IF NOT EXISTS reservations_inbox_thread AFTER INSERT ON reservations
BEGIN
  INSERT OR IGNORE INTO inbox_threads (reservation_id, host_id, reply_token, created_at)
  VALUES (NEW.id, NEW.host_id, lower(hex(randomblob(16))), NEW.created_at);
END;
INSERT OR IGNORE INTO inbox_threads (reservation_id, host_id, reply_token, created_at)
  SELECT id, host_id, lower(hex(randomblob(16))), created_at FROM reservations;
