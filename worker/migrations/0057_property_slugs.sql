-- Past one database (issue 46): a property's slug is unique across shards, not only in its
-- shard's `properties` table. Each slug is claimed in the directory (DB) by its host before the
-- host's shard writes it; the PRIMARY KEY decides a race between two shards. worker/db/property-slugs.ts
-- says the write order and how the cron repairs a failure between the two databases.
--   pending = 1: claimed (or being released) by a request that has not yet confirmed it on the shard;
--   claim: that request's random token (a release deletes only the claim it made itself).
-- Lives in DB (the directory); the shards get the table too (same migrations) and never read it.
CREATE TABLE IF NOT EXISTS property_slugs (
  slug TEXT PRIMARY KEY,
  host_id TEXT NOT NULL,
  pending INTEGER NOT NULL DEFAULT 0,
  claim TEXT NOT NULL DEFAULT '',
  claimed_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS property_slugs_host ON property_slugs (host_id);
CREATE INDEX IF NOT EXISTS property_slugs_pending ON property_slugs (claimed_at) WHERE pending = 1;

-- The slugs of the directory's own shard (every host before shards) claimed at once; the other
-- shards' properties are claimed by the cron's pass (slug_repair: a cursor per shard).
INSERT OR IGNORE INTO property_slugs (slug, host_id, pending, claim, claimed_at)
  SELECT slug, host_id, 0, '', strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM properties;

CREATE TABLE IF NOT EXISTS slug_repair (
  binding TEXT PRIMARY KEY,
  after_id INTEGER NOT NULL DEFAULT 0
);
