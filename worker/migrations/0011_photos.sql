-- Hosts' photos (issue 24): property_photos (0004) gains the alt text per language and the
-- widths stored for each photo (the page's srcset). Objects live in the PHOTOS bucket under
-- `photos/<public id>/<width>.webp`, `og.jpg` (1200×630 crop) and `original`; `object_key`
-- holds `photos/<public id>`, `url` the largest size's path.
ALTER TABLE property_photos ADD COLUMN alts TEXT NOT NULL DEFAULT '{}';   -- JSON { pt?, en?, es?, it? }
ALTER TABLE property_photos ADD COLUMN widths TEXT NOT NULL DEFAULT '[]'; -- JSON array of stored widths, ascending
CREATE INDEX IF NOT EXISTS property_photos_host ON property_photos(host_id);
