-- Issue 39, "The truth on every page a guest sees" (architecture, fourth stage).
--
-- A room type says how many beds and bathrooms each of its units has (NULL: not entered; the
-- property page then counts one bed per unit, or the property's own figures for a one-unit
-- property such as a holiday home).
ALTER TABLE room_types ADD COLUMN beds INTEGER CHECK (beds IS NULL OR beds BETWEEN 0 AND 50);
ALTER TABLE room_types ADD COLUMN bathrooms INTEGER CHECK (bathrooms IS NULL OR bathrooms BETWEEN 0 AND 50);

-- Names per language ({ "pt"?, "en"?, "es"?, "it"? } as JSON; NULL = only `name`, which is in
-- the property's main language) for what a guest sees named by the host.
ALTER TABLE room_types ADD COLUMN names TEXT;
ALTER TABLE rate_plans ADD COLUMN names TEXT;
ALTER TABLE addons ADD COLUMN names TEXT;

-- The host's own WhatsApp number (digits with country code; NULL or '' = none: the contact
-- phone, if any, is used; never the site's number).
ALTER TABLE properties ADD COLUMN whatsapp TEXT;
