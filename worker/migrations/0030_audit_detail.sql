-- The history speaks the host's language (issue 40): an audit line keeps the one detail its
-- sentence needs (a reservation's new status, a member's role, published or not), as JSON.
ALTER TABLE audit_log ADD COLUMN detail TEXT;
