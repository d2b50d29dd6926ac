import { propertyIdOf } from '../db/guest-routes';

/**
 * The reply-to address of a stay (issue 44): `reply-<token>@<MAIL_REPLY_DOMAIN>`, the token the
 * thread's 128 random bits (inbox_threads.reply_token, made by a trigger when the reservation is
 * written). Every mail of the stay to its guest carries it as Reply-To, so a reply reaches the
 * worker's `email` handler (Cloudflare Email Routing: a catch-all rule of that domain → this
 * worker), which files it under the stay. Mails to the host never carry it.
 *
 * Issue 46: the address carries the property's id after the token, `reply-<token>p<property id>@…`,
 * so the handler reads the thread on the property's shard without asking every shard
 * (worker/db/guest-routes.ts); an address of the old shape was made on the directory's own shard and is read there.
 */

const ADDRESS = /^reply-([0-9a-f]{32})(?:p([1-9][0-9]{0,9}))?@([a-z0-9.-]+)$/;

/** The domain replies go to: MAIL_REPLY_DOMAIN, else MAIL_FROM's. */
export function replyDomain(env: Pick<Env, 'MAIL_FROM'> & { MAIL_REPLY_DOMAIN?: string }): string {
  return (env.MAIL_REPLY_DOMAIN || env.MAIL_FROM.split('@')[1] || 'localhost').toLowerCase();
}

export function replyAddress(env: Pick<Env, 'MAIL_FROM'> & { MAIL_REPLY_DOMAIN?: string }, token: string): string {
  return `reply-${token}@${replyDomain(env)}`;
}

/** The token of an address of ours and the property it names (null: made before issue 46), or null (another domain, another shape). */
export function replyTokenOf(env: Pick<Env, 'MAIL_FROM'> & { MAIL_REPLY_DOMAIN?: string }, address: string): { token: string; propertyId: number | null } | null {
  const match = ADDRESS.exec(address.trim().toLowerCase());
  if (!match || match[3] !== replyDomain(env)) return null;
  return { token: match[1]!, propertyId: propertyIdOf(match[2]) };
}

/** Mails to the host (notices of bookings, cancellations, messages) never take replies to the guest's thread. */
const HOST_KINDS = /(_host|^inbox_notice)$/;

/**
 * The SQL (one value, the address's local part after `reply-`: the thread's `reply_token` and the
 * property's id, or NULL) of a mail_outbox row's thread when the row goes to the stay's guest:
 * `o` is the mail_outbox alias.
 */
export const GUEST_REPLY_TOKEN_SQL = `(SELECT t.reply_token || 'p' || r.property_id FROM inbox_threads t JOIN reservations r ON r.id = t.reservation_id LEFT JOIN guests g ON g.id = r.guest_id
  WHERE t.reservation_id = o.reservation_id AND lower(COALESCE(NULLIF(r.guest_email, ''), g.email, '')) = lower(o.recipient))`;

/** The Reply-To of one outbox row (null: none), read when it is sent; `db`: the shard whose outbox holds the row. */
export async function replyToOf(env: Env, db: D1Database, row: { id: string; kind: string; reservation_id: number | null }): Promise<string | null> {
  if (row.reservation_id === null || HOST_KINDS.test(row.kind)) return null;
  const found = await db.prepare(`SELECT ${GUEST_REPLY_TOKEN_SQL} AS token FROM mail_outbox o WHERE o.id = ?`).bind(row.id).first<{ token: string | null }>();
  return found?.token ? replyAddress(env, found.token) : null;
}

export function isHostKind(kind: string): boolean {
  return HOST_KINDS.test(kind);
}
