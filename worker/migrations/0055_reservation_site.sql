-- Issue 45: the host's own site a stay was booked on (host_sites.slug; NULL = the marketplace),
-- so later mails (payment confirmed) keep linking to the site's manage page.
ALTER TABLE reservations ADD COLUMN site_slug TEXT;
