-- Issue 26: the change history names the member (their name as signed in, beside the email
-- that identifies them). Written at the time of the change: in production the accounts live in
-- Supabase, so the database has no users table to look a name up in later.
ALTER TABLE audit_log ADD COLUMN actor_name TEXT;
ALTER TABLE reservation_events ADD COLUMN actor_name TEXT;
