-- The host's own booking site (issue 45): one per host, at /s/{slug} and, when set, at the
-- host's own domain (Cloudflare for SaaS custom hostname). slug and custom_domain are looked up
-- from the request (path, Host header), so each is unique across hosts.
CREATE TABLE IF NOT EXISTS host_sites (
  host_id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  color_primary TEXT NOT NULL,
  color_accent TEXT NOT NULL,
  font TEXT NOT NULL DEFAULT 'sans',
  logo_photo_id INTEGER,
  property_ids TEXT NOT NULL DEFAULT '[]',   -- JSON array of the host's property ids, in order
  about TEXT NOT NULL DEFAULT '{}',          -- JSON { pt?, en?, es?, it? }
  contact TEXT NOT NULL DEFAULT '{}',        -- JSON { email, phone, whatsapp, instagram, facebook, map }
  custom_domain TEXT UNIQUE,
  updated_at TEXT NOT NULL
);
