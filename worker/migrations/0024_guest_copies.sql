-- Issue 38 (trust and safety, second pass): every stay keeps its own copy of its guest's contact
-- details. Booking-engine stays have had one since 0010; stays the host typed in (and the demo's)
-- read the owner-wide guest row instead, so an edit of that row (or a later stay linked to it by
-- email) changed whom their mail went to. Each stay without a copy gets its guest row's values
-- now; from here on every writer stores the copy, and mail and the guest's pages read only it.
UPDATE reservations SET
  guest_name = (SELECT name FROM guests WHERE guests.id = reservations.guest_id),
  guest_email = (SELECT email FROM guests WHERE guests.id = reservations.guest_id),
  guest_phone = (SELECT phone FROM guests WHERE guests.id = reservations.guest_id)
WHERE guest_id IS NOT NULL AND guest_name IS NULL AND guest_email IS NULL AND guest_phone IS NULL;
