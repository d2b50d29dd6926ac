-- Past one database (issue 46, item 4): the freeze of a host being moved between shards is
-- honoured by the shard itself. While `npm run shards:move` copies the last changes and verifies
-- them, the source shard's host_shards row of that host has `frozen_at` set; a write to the
-- host's reservations, nights or their audit events then aborts its whole D1 batch with
-- 'host_frozen' (worker/db/shard-freeze.ts: a retryable error, answered as such), so no write
-- lands on the old copy between the check and the switch.
CREATE TRIGGER IF NOT EXISTS reservations_frozen_insert BEFORE INSERT ON reservations
  WHEN EXISTS (SELECT 1 FROM host_shards WHERE host_id = NEW.host_id AND frozen_at IS NOT NULL)
  BEGIN SELECT RAISE(ABORT, 'host_frozen: this host is moving between databases, retry'); END;
CREATE TRIGGER IF NOT EXISTS reservations_frozen_update BEFORE UPDATE ON reservations
  WHEN EXISTS (SELECT 1 FROM host_shards WHERE host_id = OLD.host_id AND frozen_at IS NOT NULL)
  BEGIN SELECT RAISE(ABORT, 'host_frozen: this host is moving between databases, retry'); END;
CREATE TRIGGER IF NOT EXISTS occupancy_frozen_insert BEFORE INSERT ON occupancy
  WHEN EXISTS (SELECT 1 FROM host_shards WHERE host_id = NEW.host_id AND frozen_at IS NOT NULL)
  BEGIN SELECT RAISE(ABORT, 'host_frozen: this host is moving between databases, retry'); END;
CREATE TRIGGER IF NOT EXISTS occupancy_frozen_delete BEFORE DELETE ON occupancy
  WHEN EXISTS (SELECT 1 FROM host_shards WHERE host_id = OLD.host_id AND frozen_at IS NOT NULL)
  BEGIN SELECT RAISE(ABORT, 'host_frozen: this host is moving between databases, retry'); END;
CREATE TRIGGER IF NOT EXISTS reservation_events_frozen_insert BEFORE INSERT ON reservation_events
  WHEN EXISTS (SELECT 1 FROM host_shards WHERE host_id = NEW.host_id AND frozen_at IS NOT NULL)
  BEGIN SELECT RAISE(ABORT, 'host_frozen: this host is moving between databases, retry'); END;
