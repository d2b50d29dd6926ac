-- Issue 41: the channel manager over Channex (architecture: "Channel manager over Channex").
-- A connected property, the ids Channex gave its room types and rate plans, the nights whose
-- availability or restrictions changed and still have to reach Channex, the calls made (the
-- per-minute limits), the booking revisions applied, and what each channel stay came with.

CREATE TABLE IF NOT EXISTS channex_connections (
  property_id INTEGER PRIMARY KEY REFERENCES properties(id) ON DELETE CASCADE,
  host_id TEXT NOT NULL,
  channex_property_id TEXT,                       -- kept after a disconnect: connecting again finds it
  status TEXT NOT NULL CHECK (status IN ('connected', 'disconnected')),
  connected_at TEXT,
  last_push_at TEXT,
  last_full_sync_at TEXT,
  last_error TEXT,                                -- a code the page translates: unavailable, rejected:401, rate_limited, …
  last_warning TEXT,                              -- Channex's meta.warnings of the last push, as JSON
  failures INTEGER NOT NULL DEFAULT 0,            -- pushes failed in a row (the back-off)
  retry_at INTEGER,                               -- unix ms: no push before
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS channex_connections_host ON channex_connections(host_id);
CREATE UNIQUE INDEX IF NOT EXISTS channex_connections_channex ON channex_connections(channex_property_id) WHERE channex_property_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS channex_room_types (
  room_type_id INTEGER PRIMARY KEY REFERENCES room_types(id) ON DELETE CASCADE,
  property_id INTEGER NOT NULL,
  host_id TEXT NOT NULL,
  channex_id TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS channex_room_types_property ON channex_room_types(property_id);
CREATE INDEX IF NOT EXISTS channex_room_types_channex ON channex_room_types(channex_id);

CREATE TABLE IF NOT EXISTS channex_rate_plans (
  rate_plan_id INTEGER PRIMARY KEY REFERENCES rate_plans(id) ON DELETE CASCADE,
  property_id INTEGER NOT NULL,
  room_type_id INTEGER NOT NULL,
  host_id TEXT NOT NULL,
  channex_id TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS channex_rate_plans_property ON channex_rate_plans(property_id);
CREATE INDEX IF NOT EXISTS channex_rate_plans_channex ON channex_rate_plans(channex_id);

-- A night of a room type whose availability (or whose plans' restrictions) changed and is not
-- yet at Channex. Every change adds a row (ids only grow; no constraint, so no writer's own
-- conflict clause can turn a change away); the pusher reads the values when it sends (the last
-- value wins, repeated nights counted once) and deletes only the rows up to the highest id it
-- read, so a change made meanwhile is sent next time.
CREATE TABLE IF NOT EXISTS channex_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  property_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('availability', 'restrictions')),
  room_type_id INTEGER NOT NULL,
  date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS channex_changes_property ON channex_changes(property_id, kind, id);

-- Written by the database itself in the statement that changes a night or a rate, so in the same
-- batch as every writer of them (booking, cancellation, move, block, out of order, iCal import,
-- rates and restrictions), whichever code path it is. Only for connected properties.
CREATE TRIGGER IF NOT EXISTS channex_occupancy_insert AFTER INSERT ON occupancy
WHEN EXISTS (SELECT 1 FROM channex_connections c WHERE c.property_id = NEW.property_id AND c.status = 'connected')
BEGIN
  INSERT INTO channex_changes (property_id, kind, room_type_id, date)
    SELECT NEW.property_id, 'availability', u.room_type_id, NEW.night FROM units u WHERE u.id = NEW.unit_id;
END;
CREATE TRIGGER IF NOT EXISTS channex_occupancy_delete AFTER DELETE ON occupancy
WHEN EXISTS (SELECT 1 FROM channex_connections c WHERE c.property_id = OLD.property_id AND c.status = 'connected')
BEGIN
  INSERT INTO channex_changes (property_id, kind, room_type_id, date)
    SELECT OLD.property_id, 'availability', u.room_type_id, OLD.night FROM units u WHERE u.id = OLD.unit_id;
END;
CREATE TRIGGER IF NOT EXISTS channex_rates_insert AFTER INSERT ON rates
WHEN EXISTS (SELECT 1 FROM channex_connections c JOIN room_types t ON t.property_id = c.property_id WHERE t.id = NEW.room_type_id AND c.status = 'connected')
BEGIN
  INSERT INTO channex_changes (property_id, kind, room_type_id, date)
    SELECT t.property_id, 'restrictions', t.id, NEW.date FROM room_types t WHERE t.id = NEW.room_type_id;
END;
CREATE TRIGGER IF NOT EXISTS channex_rates_update AFTER UPDATE ON rates
WHEN EXISTS (SELECT 1 FROM channex_connections c JOIN room_types t ON t.property_id = c.property_id WHERE t.id = NEW.room_type_id AND c.status = 'connected')
BEGIN
  INSERT INTO channex_changes (property_id, kind, room_type_id, date)
    SELECT t.property_id, 'restrictions', t.id, NEW.date FROM room_types t WHERE t.id = NEW.room_type_id;
END;
CREATE TRIGGER IF NOT EXISTS channex_rates_delete AFTER DELETE ON rates
WHEN EXISTS (SELECT 1 FROM channex_connections c JOIN room_types t ON t.property_id = c.property_id WHERE t.id = OLD.room_type_id AND c.status = 'connected')
BEGIN
  INSERT INTO channex_changes (property_id, kind, room_type_id, date)
    SELECT t.property_id, 'restrictions', t.id, OLD.date FROM room_types t WHERE t.id = OLD.room_type_id;
END;

-- Calls made per property and kind (unix ms): at most 10 of each in any minute.
CREATE TABLE IF NOT EXISTS channex_calls (
  property_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS channex_calls_property ON channex_calls(property_id, kind, at);

-- Each booking revision is applied once (its id), acknowledged only after it is stored.
CREATE TABLE IF NOT EXISTS channex_revisions (
  id TEXT PRIMARY KEY,
  property_id INTEGER NOT NULL,
  host_id TEXT NOT NULL,
  booking_id TEXT NOT NULL,
  status TEXT NOT NULL,
  reservation_id INTEGER,
  applied_at TEXT NOT NULL,
  acked_at TEXT
);
CREATE INDEX IF NOT EXISTS channex_revisions_unacked ON channex_revisions(acked_at) WHERE acked_at IS NULL;

-- A stay sold by a channel through Channex: its booking, the OTA and its code, the plan sold, and
-- a conflict when its nights were already taken here (the channel sold it anyway: the host acts).
CREATE TABLE IF NOT EXISTS channex_stays (
  reservation_id INTEGER PRIMARY KEY REFERENCES reservations(id) ON DELETE CASCADE,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL,
  booking_id TEXT NOT NULL UNIQUE,
  revision_id TEXT NOT NULL,
  ota_name TEXT NOT NULL DEFAULT '',
  ota_code TEXT NOT NULL DEFAULT '',
  rate_plan_id INTEGER,
  conflict INTEGER NOT NULL DEFAULT 0 CHECK (conflict IN (0, 1)),
  conflict_at TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS channex_stays_conflicts ON channex_stays(host_id, property_id) WHERE conflict = 1;

-- The channel as the model names it, with the two it gained (expedia, other); `source` keeps the
-- older list's value ('ical' for these two), so reads take COALESCE(channel, source).
ALTER TABLE reservations ADD COLUMN channel TEXT CHECK (channel IS NULL OR channel IN ('booking', 'airbnb', 'vrbo', 'expedia', 'other'));
