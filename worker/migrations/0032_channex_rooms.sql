-- Issue 41: a Channex booking with several rooms becomes one reservation per room. Each room's
-- stay keeps its own `channex_stays` row; `booking_id` stays unique per stay (the booking's id for
-- its first room, "<booking id>#<n>" for the n-th), and these columns tie the rooms together.
-- Rows written before this migration read NULL: their `booking_id` is the booking and the room is
-- the first.
ALTER TABLE channex_stays ADD COLUMN channex_booking_id TEXT;  -- Channex's booking id, the same on every room's stay
ALTER TABLE channex_stays ADD COLUMN room_slot INTEGER;         -- 0 = the booking's first room, 1 the second…
ALTER TABLE channex_stays ADD COLUMN ota_room_id TEXT;          -- the room's `ota_unique_id` (Booking.com), to match it in later revisions
CREATE INDEX IF NOT EXISTS channex_stays_booking ON channex_stays(channex_booking_id) WHERE channex_booking_id IS NOT NULL;
