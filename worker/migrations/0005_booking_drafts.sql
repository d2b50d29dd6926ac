-- A refused no-JavaScript booking form (bad field, stay taken meanwhile) redirects back to the
-- property page; what the guest typed waits here for a few minutes under an unguessable id that
-- only that redirect carries (no name, email or phone in the URL), so the form is filled again.
CREATE TABLE booking_drafts (
  id TEXT PRIMARY KEY,
  property_id INTEGER NOT NULL,
  data TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX booking_drafts_expiry ON booking_drafts (expires_at);
