-- The host's own booking site (issue 45): a logo uploaded for the site itself (not one of the
-- property photos). JSON { objectKey, url, width, height, widths } of the sizes the photo
-- pipeline stored in R2 (worker/photos/store.ts); NULL when the site has none or uses a photo.
ALTER TABLE host_sites ADD COLUMN logo_upload TEXT;
