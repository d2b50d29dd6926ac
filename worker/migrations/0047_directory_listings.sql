-- Past one database (issue 46, item 2): the directory's copy of the published listings of the
-- hosts on shards other than DB_SHARD_0 (the directory's own database, whose listings are read
-- live in the same batch). The marketplace's cards (/properties and its filters), a search and
-- the sitemap read it, never a host table in another shard; each row is a snapshot of one published property
-- taken on its shard (worker/db/directory-listings.ts: what the cards need, texts per language,
-- the cover, the lowest open rate of each of the next 40 nights).
CREATE TABLE IF NOT EXISTS directory_listings (
  property_id INTEGER PRIMARY KEY,
  host_id TEXT NOT NULL,
  binding TEXT NOT NULL,                 -- the shard the snapshot was read on
  snapshot TEXT NOT NULL,                -- JSON, worker/db/directory-listings.ts
  nights_from TEXT NOT NULL,             -- the first night of the snapshot's nightly rates
  synced_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS directory_listings_host ON directory_listings (host_id);

-- The cron's re-sync cursor per shard (the repair of a copy a failed directory write missed,
-- and the daily roll of the nightly rates).
CREATE TABLE IF NOT EXISTS listing_repair (
  binding TEXT PRIMARY KEY,
  after_id INTEGER NOT NULL DEFAULT 0
);
