-- Mail bodies out of D1 (issue 46, item 5; worker/mail/bodies.ts): a mail_outbox row written from
-- now on keeps its headers and the key of its body ({ html, text } as JSON) in the MAIL R2
-- bucket; its html and text columns are stored empty. NULL: the body is in the row, as before.
ALTER TABLE mail_outbox ADD COLUMN body_key TEXT;
