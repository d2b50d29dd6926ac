-- Past one database (issue 46, item 4): a host's old copy refuses writes for good once the host
-- has moved. moveHost (worker/db/shard-move.ts) writes a row here in the SOURCE database — for
-- the directory's own shard in the very batch that switches host_shards, for another shard while
-- the host is still frozen there — so a request routed by an isolate's stale host → shard or
-- property → shard cache (SHARD_CACHE_MS) can never write a reservation, a night or an audit
-- event on the copy that no longer serves: it is refused with 'host_frozen' (retryable, 503), the
-- isolate forgets its shard caches, and the retry goes to the new shard. A host moving back here
-- has its row deleted before the copy starts.
CREATE TABLE IF NOT EXISTS shard_departures (
  host_id TEXT PRIMARY KEY,
  binding TEXT NOT NULL CHECK (binding GLOB 'DB_SHARD_[0-9]*'),
  moved_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TRIGGER IF NOT EXISTS reservations_departed_insert BEFORE INSERT ON reservations
  WHEN EXISTS (SELECT 1 FROM shard_departures WHERE host_id = NEW.host_id)
  BEGIN SELECT RAISE(ABORT, 'host_frozen: this host has moved to another database, retry'); END;
CREATE TRIGGER IF NOT EXISTS reservations_departed_update BEFORE UPDATE ON reservations
  WHEN EXISTS (SELECT 1 FROM shard_departures WHERE host_id = OLD.host_id)
  BEGIN SELECT RAISE(ABORT, 'host_frozen: this host has moved to another database, retry'); END;
CREATE TRIGGER IF NOT EXISTS occupancy_departed_insert BEFORE INSERT ON occupancy
  WHEN EXISTS (SELECT 1 FROM shard_departures WHERE host_id = NEW.host_id)
  BEGIN SELECT RAISE(ABORT, 'host_frozen: this host has moved to another database, retry'); END;
CREATE TRIGGER IF NOT EXISTS reservation_events_departed_insert BEFORE INSERT ON reservation_events
  WHEN EXISTS (SELECT 1 FROM shard_departures WHERE host_id = NEW.host_id)
  BEGIN SELECT RAISE(ABORT, 'host_frozen: this host has moved to another database, retry'); END;
