-- The guest's journey (issue 28): scheduled messages from templates, online check-in feeding
-- Brazil's national guest register (FNRH Digital), and real reviews.

-- A host's edited message templates; an event/locale without a row uses the default in
-- shared/journey/templates.ts. `days`: before check-in (pre_arrival), after check-out (post_checkout).
CREATE TABLE IF NOT EXISTS message_templates (
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  host_id TEXT NOT NULL,
  event TEXT NOT NULL CHECK (event IN ('confirmed', 'pre_arrival', 'arrival_day', 'post_checkout')),
  locale TEXT NOT NULL CHECK (locale IN ('pt', 'en', 'es', 'it')),
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  days INTEGER,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (property_id, event, locale)
);

-- Each (reservation, event) the job sent, once (the primary key), with its outbox row.
CREATE TABLE IF NOT EXISTS scheduled_messages (
  reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  event TEXT NOT NULL,
  host_id TEXT NOT NULL,
  mail_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (reservation_id, event)
);

-- Further secret links to a reservation's manage page (the messages' links): only hashes kept.
CREATE TABLE IF NOT EXISTS reservation_links (
  token_hash TEXT PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reservation_links_reservation ON reservation_links(reservation_id);

-- Online check-in: one row per stay, one per guest. Document numbers are AES-GCM ciphertext
-- (worker/journey/guest-crypto.ts), set to NULL after the property's retention period.
CREATE TABLE IF NOT EXISTS checkins (
  reservation_id INTEGER PRIMARY KEY REFERENCES reservations(id) ON DELETE CASCADE,
  host_id TEXT NOT NULL,
  purpose TEXT NOT NULL,
  transport TEXT NOT NULL,
  arrival_time TEXT NOT NULL DEFAULT '',
  complete INTEGER NOT NULL DEFAULT 0,
  submitted_by TEXT NOT NULL CHECK (submitted_by IN ('guest', 'host')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS checkin_guests (
  reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  host_id TEXT NOT NULL,
  full_name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  nationality TEXT NOT NULL,                        -- ISO 3166-1 alpha-2
  document_type TEXT NOT NULL CHECK (document_type IN ('cpf', 'passport', 'rg', 'other')),
  document_country TEXT NOT NULL,
  document_enc TEXT,                                -- AES-GCM ciphertext; NULL once deleted
  document_hint TEXT NOT NULL DEFAULT '',           -- last two characters, for the host's screens
  email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  responsible_index INTEGER,
  fnrh_status TEXT NOT NULL DEFAULT 'pending' CHECK (fnrh_status IN ('pending', 'sent', 'error')),
  fnrh_error TEXT,
  fnrh_attempts INTEGER NOT NULL DEFAULT 0,
  fnrh_next_attempt_at INTEGER NOT NULL DEFAULT 0,  -- unix ms
  fnrh_sent_at TEXT,
  PRIMARY KEY (reservation_id, position)
);
CREATE INDEX IF NOT EXISTS checkin_guests_fnrh ON checkin_guests(fnrh_status, fnrh_next_attempt_at);

-- What a guest typed in a refused check-in form (kept to show again): the whole form encrypted
-- like document numbers, replaced by the next attempt, deleted once a check-in is saved.
CREATE TABLE IF NOT EXISTS checkin_drafts (
  reservation_id INTEGER PRIMARY KEY REFERENCES reservations(id) ON DELETE CASCADE,
  draft_enc TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Local mode only: the generated guest-data key (production reads the GUEST_DATA_KEY secret).
CREATE TABLE IF NOT EXISTS guest_data_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  key TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- How long a property keeps guests' document numbers after check-out (LGPD), in days.
ALTER TABLE properties ADD COLUMN guest_data_retention_days INTEGER NOT NULL DEFAULT 365;

-- Reviews: one per reservation, after check-out; the host may reply.
CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reservation_id INTEGER NOT NULL UNIQUE REFERENCES reservations(id) ON DELETE CASCADE,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  host_id TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL,
  locale TEXT NOT NULL,
  author_name TEXT NOT NULL,
  reply TEXT,
  replied_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reviews_property ON reviews(property_id, created_at);
