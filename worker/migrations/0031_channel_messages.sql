-- Channel messages through Channex (issue 44, item 3's channel half): a guest who booked on
-- Booking.com or Airbnb writes there, Channex's `message` webhook brings it here; the host's
-- answer goes back through Channex's messages API (POST /bookings/:booking_id/messages).
-- external_id: Channex's message id (both directions), so a webhook delivered twice is stored
-- once. delivery: NULL for messages that are not sent through a channel (site, email); 'sent'
-- when Channex took the host's message; 'failed' when it refused or could not be reached (the
-- message stays in the thread marked not delivered, with the reason in delivery_error).
ALTER TABLE inbox_messages ADD COLUMN external_id TEXT;
ALTER TABLE inbox_messages ADD COLUMN delivery TEXT;
ALTER TABLE inbox_messages ADD COLUMN delivery_error TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS inbox_messages_external ON inbox_messages(external_id) WHERE external_id IS NOT NULL;
