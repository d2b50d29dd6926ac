/**
 * Mail bodies out of D1 (issue 46, item 5). A mail's html and text are most of what a stay
 * costs in D1 (12.5 KB of 13.9 KB for a 3-night booking's two mails, `npm run capacity`), so
 * the outbox row (`mail_outbox`) keeps the headers (recipient, subject, kind, status, schedule)
 * and `body_key` (migration 0038), and the body is one JSON object `{ html, text }` in the
 * MAIL R2 bucket under `mail/<host id>/<mail id>.json`:
 * - written BEFORE the D1 batch that inserts the row (an object whose batch then fails is an
 *   orphan nobody reads; a row never points at a body that was not written);
 * - read back when the mail is sent (worker/mail/outbox.ts): a missing object is a failed
 *   attempt with `last_error` "mail body … missing" and the outbox's back-off, never a blank mail;
 * - deleted with the host (account deletion, demo expiry: `deleteMailBodiesOf`).
 * Rows written before 0038 (or without a bucket, or without a host) keep their body in D1:
 * `body_key` NULL, html and text as stored — every reader goes through `mailBodyOf`.
 *
 * Fewer bytes per row (issue 46, a reservation under 2 KB): rows written since store
 * `body_key` as `@` (BODY_AT_HOST_KEY: the object is at `mailBodyKey(host_id, id)`, not spelled
 * out again), a booking's mails get 22-character ids (`mailId`, 128 random bits), and a mail to
 * the host keeps its subject in the object too (the row's subject empty: nothing but the sender
 * and the local mailbox reads a host mail's subject; a guest mail's subject stays in the row, the
 * conversation view lists it). Rows with a full key (written before) read as they were.
 */
import { isHostKind } from '../inbox/address';

/** What the outbox needs of a bucket (R2Bucket has it; the type keeps tests' fakes small). */
export interface MailBucket {
  put(key: string, value: string, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(key: string): Promise<{ text(): Promise<string> } | null>;
  list(options: { prefix: string; cursor?: string }): Promise<{ objects: { key: string }[]; truncated: boolean; cursor?: string }>;
  delete(keys: string[]): Promise<void>;
}

/** The bucket of mail bodies, when bound (a deploy without it keeps bodies in D1). */
export function mailBucketOf(env: object): MailBucket | null {
  return (env as { MAIL?: MailBucket }).MAIL ?? null;
}

export const mailBodyKey = (hostId: string, mailId: string) => `mail/${hostId}/${mailId}.json`;

/** `body_key` of a row whose object is at its host's default key (`mailBodyKey(host_id, id)`). */
export const BODY_AT_HOST_KEY = '@';

/** A mail's id: 128 random bits in 22 base64url characters (a UUID spelled out takes 36). */
export function mailId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

interface Body {
  html: string;
  text: string;
}

/** What the outbox keeps of a row to find its body (the key resolves against its host and id). */
export interface StoredMailRow extends Body {
  id?: string;
  host_id?: string | null;
  subject?: string;
  body_key?: string | null;
}

/** The object's key of a row, or null when its body is in the row. */
export function bodyKeyOf(row: StoredMailRow): string | null {
  if (!row.body_key) return null;
  if (row.body_key !== BODY_AT_HOST_KEY) return row.body_key;
  if (!row.host_id || !row.id) throw new Error('mail row without host_id and id: its body key cannot be read (select them with body_key)');
  return mailBodyKey(row.host_id, row.id);
}

/**
 * Puts each mail's body into the bucket (in parallel) and returns the mails with their
 * `bodyKey`: `outboxStatement` then stores empty html and text and the key. Without a bucket or a
 * host the mails come back as they were (bodies in D1). Throws when a put fails: the caller's
 * write has not happened yet.
 */
export async function storeMailBodies<T extends Body & { id: string; kind: string; subject: string; bodyKey?: string | null }>(env: object, hostId: string | null, mails: readonly T[]): Promise<T[]> {
  const bucket = mailBucketOf(env);
  if (!bucket || !hostId) return [...mails];
  return Promise.all(
    mails.map(async (mail) => {
      if (mail.bodyKey) return mail;
      // A host's mail carries its subject in the object (the row's stays empty: storedBody).
      const object = isHostKind(mail.kind) ? { subject: mail.subject, html: mail.html, text: mail.text } : { html: mail.html, text: mail.text };
      await bucket.put(mailBodyKey(hostId, mail.id), JSON.stringify(object), { httpMetadata: { contentType: 'application/json' } });
      return { ...mail, bodyKey: BODY_AT_HOST_KEY };
    }),
  );
}

/** Subject, html and text to store in D1 for a mail: empty when they are in the bucket. */
export const storedBody = (mail: Body & { kind: string; subject: string; bodyKey?: string | null }): Body & { subject: string } =>
  mail.bodyKey ? { subject: isHostKind(mail.kind) ? '' : mail.subject, html: '', text: '' } : { subject: mail.subject, html: mail.html, text: mail.text };

export class MissingMailBody extends Error {
  constructor(key: string) {
    super(`mail body ${key} missing in the MAIL bucket`);
    this.name = 'MissingMailBody';
  }
}

/**
 * The body of an outbox row: from the bucket when it has a `body_key`, else the row's own html
 * and text (rows from before migration 0038), with its subject (the object's when the row's is
 * empty: a host's mail). Throws MissingMailBody when the object is gone.
 */
export async function mailBodyOf(env: object, row: StoredMailRow): Promise<Body & { subject: string }> {
  const key = bodyKeyOf(row);
  if (!key) return { subject: row.subject ?? '', html: row.html, text: row.text };
  const bucket = mailBucketOf(env);
  const object = bucket ? await bucket.get(key) : null;
  if (!object) throw new MissingMailBody(key);
  const body = JSON.parse(await object.text()) as Partial<Body & { subject: string }>;
  return { subject: row.subject || String(body.subject ?? ''), html: String(body.html ?? ''), text: String(body.text ?? '') };
}

/** Deletes every mail body of a host (account deletion, demo expiry); the count deleted. */
export async function deleteMailBodiesOf(env: object, hostId: string): Promise<number> {
  const bucket = mailBucketOf(env);
  if (!bucket) return 0;
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: `mail/${hostId}/`, cursor });
    if (listed.objects.length) await bucket.delete(listed.objects.map((object) => object.key));
    deleted += listed.objects.length;
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return deleted;
}
