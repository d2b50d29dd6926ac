/**
 * Outbox rows as the guest and the host get them (issue 46): a row with a `body_key` has its html
 * and text in the MAIL bucket; this reads them back (worker/mail/bodies.ts), so a test asserts on
 * mail that goes out, wherever its body is kept. The rows must select `body_key`, `id` and
 * `host_id` (a key `@` is the host's default key) besides html, text and subject.
 */
import { env } from 'cloudflare:test';
import { mailBodyOf } from '../../worker/mail/bodies';

interface Stored {
  id?: string;
  host_id?: string | null;
  subject?: string;
  body_key?: string | null;
  html?: string;
  text?: string;
}

export async function withBodies<T extends Stored>(rows: readonly T[]): Promise<T[]> {
  return Promise.all(
    rows.map(async (row) =>
      row.body_key ? { ...row, ...(await mailBodyOf(env, { id: row.id, host_id: row.host_id, subject: row.subject ?? '', html: '', text: '', body_key: row.body_key })) } : row,
    ),
  );
}

export async function withBody<T extends Stored>(row: T | null): Promise<T | null> {
  return row ? (await withBodies([row]))[0]! : null;
}
