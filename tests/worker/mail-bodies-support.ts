/**
 * Outbox rows as the guest and the host get them (issue 46): a row with a `body_key` has its html
 * and text in the MAIL bucket; this reads them back (worker/mail/bodies.ts), so a test asserts on
 * the mail that goes out, wherever its body is kept. The rows must select `body_key`, html, text.
 */
import { env } from 'cloudflare:test';
import { mailBodyOf } from '../../worker/mail/bodies';

export async function withBodies<T extends { body_key?: string | null; html?: string; text?: string }>(rows: readonly T[]): Promise<T[]> {
  return Promise.all(rows.map(async (row) => (row.body_key ? { ...row, ...(await mailBodyOf(env, { html: '', text: '', body_key: row.body_key })) } : row)));
}

export async function withBody<T extends { body_key?: string | null; html?: string; text?: string }>(row: T | null): Promise<T | null> {
  return row ? (await withBodies([row]))[0]! : null;
}
