-- Issue 23 (trust and safety).
--
-- 1. A booking keeps what its booker typed: the reservation's own copy of the guest's name,
--    email and phone. The guest row (guest_id) still links stays that share an email for the
--    host's guest list, but the guest's own page, mail and calendar read only this copy.
--    NULL = a reservation made before this migration or by the host (read the guest row).
ALTER TABLE reservations ADD COLUMN guest_name TEXT;
ALTER TABLE reservations ADD COLUMN guest_email TEXT;
ALTER TABLE reservations ADD COLUMN guest_phone TEXT;
UPDATE reservations SET
  guest_name = (SELECT name FROM guests WHERE guests.id = reservations.guest_id),
  guest_email = (SELECT email FROM guests WHERE guests.id = reservations.guest_id),
  guest_phone = (SELECT phone FROM guests WHERE guests.id = reservations.guest_id)
WHERE guest_id IS NOT NULL AND source = 'direct';

-- 2. booking.create's idempotency key answers only the same request: SHA-256 of the request
--    without its client token (NULL for older rows: any request with their token replays).
ALTER TABLE reservations ADD COLUMN request_hash TEXT;

-- 3. Sessions ended at the edge with a real Supabase project (local auth checks auth_sessions
--    itself): an access token whose session_id is listed here, or whose user is listed with
--    `before` later than the token's iat, is refused at once. Rows older than the access
--    token's lifetime can no longer match a live token and are swept on write.
CREATE TABLE IF NOT EXISTS revoked_sessions (
  session_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  revoked_at INTEGER NOT NULL                 -- unix seconds
);
CREATE INDEX IF NOT EXISTS revoked_sessions_at ON revoked_sessions(revoked_at);
CREATE TABLE IF NOT EXISTS revoked_users (
  user_id TEXT PRIMARY KEY,
  before INTEGER NOT NULL,                    -- tokens issued before this (unix seconds) are refused
  revoked_at INTEGER NOT NULL
);
