/**
 * Past one database (issue 46): how a guest's URL that carries no property id in its path finds
 * the shard holding its stay without asking every shard — the manage link and every page under it
 * (check-in, review, messages), the reply-to address of the stay's mails, and a payment
 * provider's notification. Each carries the PROPERTY's id, which `shardOfProperty`
 * (./shards.ts) turns into a binding without a round trip (a moved host's properties follow the
 * directory's map there), so nothing here reads the directory in sequence.
 *
 * - Links (`/reserva/<token>…`): a token is 43 base64url characters (32 bytes: the manage token's
 *   SHA-256, a mail's link token); since this change the property's id follows them in decimal
 *   (`<43 characters><property id>`). A token of exactly 43 characters was made before: every one
 *   of those lives on the directory's own shard (DIRECTORY_SHARD: no host was placed elsewhere
 *   before tokens carried the property), so it is read there.
 * - Reply-to addresses: `reply-<32 hex>p<property id>@domain` (./inbox/address.ts); the old shape
 *   `reply-<32 hex>@domain` is read on the directory's own shard, for the same reason.
 * - Payments: the property id goes with every charge we create (Mercado Pago: a `property` query
 *   parameter on the charge's `notification_url`; Stripe: the Checkout Session's
 *   `metadata[property]`), see ./payments/notify.ts. A notification without it (a charge made
 *   before) is handled on the directory's own shard. The property id only chooses where to look: the signature
 *   is checked with the secret of the account found there, and the payment is read back from the
 *   provider as before, so a forged id finds nothing to confirm.
 */
import { DIRECTORY_SHARD, knowMovedProperties, shardEnv, shardOfProperty } from './shards';

/** Length of a link token without its property id (32 random or hashed bytes, base64url). */
export const LINK_TOKEN_CHARS = 43;
const PROPERTY_ID = /^[1-9]\d{0,9}$/;

/** A new link token that carries its property's id (see above). */
export function tokenWithProperty(token: string, propertyId: number): string {
  return `${token}${propertyId}`;
}

/** The property id a token or routing value carries, or null (a token made before, or none). */
export function propertyOfToken(token: string): number | null {
  if (token.length <= LINK_TOKEN_CHARS) return null;
  return propertyIdOf(token.slice(LINK_TOKEN_CHARS));
}

/** A property id as routing data (a query parameter, a metadata value), or null. */
export function propertyIdOf(value: string | null | undefined): number | null {
  if (!value || !PROPERTY_ID.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The shard of a property named by routing data, or the directory's own shard when it names none (made before: all live there). */
export function shardOfRoute(env: Env, propertyId: number | null): string {
  return propertyId === null ? DIRECTORY_SHARD : shardOfProperty(env, propertyId);
}

/**
 * shardOfRoute outside tRPC (the mail handler, a notification, the widget): a moved host's
 * properties follow the directory's map, which an isolate's first such request waits for once.
 */
export async function shardOfRouteKnown(env: Env, propertyId: number | null, waitUntil: (promise: Promise<unknown>) => void = () => undefined): Promise<string> {
  // What comes this way writes (a reply, a payment's confirmation): never by a copy older than SHARD_CACHE_MS.
  if (propertyId !== null) await knowMovedProperties(env, waitUntil, Date.now(), true)?.catch(() => undefined);
  return shardOfRoute(env, propertyId);
}

/** The binding that holds the stay a guest's link token opens. */
export function shardOfToken(env: Env, token: string): string {
  return shardOfRoute(env, propertyOfToken(token));
}

/** The env a guest's link token runs with: its `DB` is the shard holding the stay. */
export function tokenEnv(env: Env, token: string): Env {
  return shardEnv(env, shardOfToken(env, token));
}

/** The query parameter of a Mercado Pago charge's notification_url that names the property. */
export const ROUTE_PARAM = 'property';

/**
 * The binding a provider's notification is handled on, from what we put in the charge: Mercado
 * Pago's `?property=` on the notification URL; Stripe's event body, whose Checkout Session
 * carries `metadata.property` (read here only to choose the shard: the signature over the body
 * is checked next, with the secret of the account found there). None: the directory's own shard.
 */
export function shardOfNotification(env: Env, provider: 'mercadopago' | 'stripe', url: URL, body: string): Promise<string> {
  if (provider === 'mercadopago') return shardOfRouteKnown(env, propertyIdOf(url.searchParams.get(ROUTE_PARAM)));
  let metadata: unknown;
  try {
    metadata = (JSON.parse(body) as { data?: { object?: { metadata?: unknown } } } | null)?.data?.object?.metadata;
  } catch {
    metadata = null;
  }
  const property = metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>).property : null;
  return shardOfRouteKnown(env, typeof property === 'string' ? propertyIdOf(property) : null);
}
