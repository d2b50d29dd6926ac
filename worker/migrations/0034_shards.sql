-- Past one database (issue 46): the directory's host → shard map. Lives in DB (the directory);
-- every shard database gets the same migrations, so the table exists (empty) in shards too.
-- A host without a row lives in DB_SHARD_0, the directory's own database: nothing moves at
-- deploy. `frozen_at` is set by `npm run shards:move` for the last step of a move only.
CREATE TABLE IF NOT EXISTS host_shards (
  host_id TEXT PRIMARY KEY,
  binding TEXT NOT NULL CHECK (binding GLOB 'DB_SHARD_[0-9]*'),
  frozen_at TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS host_shards_binding ON host_shards (binding);
