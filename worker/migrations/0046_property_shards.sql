-- Past one database (issue 46): the directory's map of properties NOT on the shard their id
-- implies (worker/db/shards.ts, shardOfProperty). A property made on shard N takes an id above
-- N × 10^8, so routing by id needs no lookup; a host moved by `npm run shards:move` keeps its
-- ids, so each of its properties gets a row here, written by moveHost in the same batch that
-- switches `host_shards`. Small (moved hosts' properties only): each isolate caches it whole.
-- Lives in DB (the directory); the shards get the table too (same migrations), empty.
CREATE TABLE IF NOT EXISTS property_shards (
  property_id INTEGER PRIMARY KEY,
  host_id TEXT NOT NULL,
  binding TEXT NOT NULL CHECK (binding GLOB 'DB_SHARD_[0-9]*'),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS property_shards_host ON property_shards (host_id);
