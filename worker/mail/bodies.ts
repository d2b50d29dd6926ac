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
 */

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

interface Body {
  html: string;
  text: string;
}

/**
 * Puts each mail's body into the bucket (in parallel) and returns the mails with their
 * `bodyKey`: `outboxStatement` then stores empty html and text and the key. Without a bucket or a
 * host the mails come back as they were (bodies in D1). Throws when a put fails: the caller's
 * write has not happened yet.
 */
export async function storeMailBodies<T extends Body & { id: string; bodyKey?: string | null }>(env: object, hostId: string | null, mails: readonly T[]): Promise<T[]> {
  const bucket = mailBucketOf(env);
  if (!bucket || !hostId) return [...mails];
  return Promise.all(
    mails.map(async (mail) => {
      if (mail.bodyKey) return mail;
      const key = mailBodyKey(hostId, mail.id);
      await bucket.put(key, JSON.stringify({ html: mail.html, text: mail.text }), { httpMetadata: { contentType: 'application/json' } });
      return { ...mail, bodyKey: key };
    }),
  );
}

/** html and text to store in D1 for a mail: empty when its body is in the bucket. */
export const storedBody = (mail: Body & { bodyKey?: string | null }): Body => (mail.bodyKey ? { html: '', text: '' } : { html: mail.html, text: mail.text });

export class MissingMailBody extends Error {
  constructor(key: string) {
    super(`mail body ${key} missing in the MAIL bucket`);
    this.name = 'MissingMailBody';
  }
}

/**
 * The body of an outbox row: from the bucket when it has a `body_key`, else the row's own html
 * and text (rows from before migration 0038). Throws MissingMailBody when the object is gone.
 */
export async function mailBodyOf(env: object, row: Body & { body_key?: string | null }): Promise<Body> {
  if (!row.body_key) return { html: row.html, text: row.text };
  const bucket = mailBucketOf(env);
  const object = bucket ? await bucket.get(row.body_key) : null;
  if (!object) throw new MissingMailBody(row.body_key);
  const body = JSON.parse(await object.text()) as Partial<Body>;
  return { html: String(body.html ?? ''), text: String(body.text ?? '') };
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
