/**
 * A host's connected provider accounts (host.paymentProviders.*): the key is checked with a
 * harmless call (Mercado Pago `GET /users/me`, Stripe `GET /v1/account`), then stored AES-GCM
 * encrypted with the same key as guests' document numbers (worker/journey/guest-crypto.ts);
 * only its last 4 characters are kept in clear and ever shown again. The notification URL has
 * an unguessable per-host part (`webhook_token`).
 */
import { decryptGuestData, encryptGuestData } from '../journey/guest-crypto';
import { last4, type ConnectProviderInput, type Provider } from '../../shared/payments/schemas';
import { mercadoPago, stripe } from './clients';

export interface ProviderConnection {
  hostId: string;
  provider: Provider;
  secret: string;
  webhookSecret: string;
  webhookToken: string;
  accountCountry: string;
}

export interface ProviderListItem {
  provider: Provider;
  last4: string;
  connectedAt: string;
  webhookUrl: string;
}

/** Where the provider posts its notifications for this host. */
export function webhookUrlOf(siteUrl: string, provider: Provider, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}/api/payments/${provider}/${token}`;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Checks the key at the provider (throws ProviderError with the provider's reason), then stores it. */
export async function connectProvider(env: Env, db: D1Database, hostId: string, input: ConnectProviderInput, now = new Date()): Promise<{ webhookUrl: string; last4: string }> {
  const country = input.provider === 'mercadopago' ? ((await mercadoPago.me(env, input.secret)).country_id ?? 'BR') : (await stripe.account(env, input.secret)).country;
  const existing = await db.prepare('SELECT webhook_token FROM payment_providers WHERE host_id = ? AND provider = ?').bind(hostId, input.provider).first<{ webhook_token: string }>();
  // Reconnecting (a rotated key) keeps the URL already pasted in the provider's panel.
  const token = existing?.webhook_token ?? randomToken();
  const [secretEnc, webhookEnc] = await Promise.all([encryptGuestData(env, input.secret), encryptGuestData(env, input.webhookSecret)]);
  await db.prepare(
    `INSERT INTO payment_providers (host_id, provider, secret_enc, webhook_secret_enc, last4, webhook_token, account_country, connected_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (host_id, provider) DO UPDATE SET secret_enc = excluded.secret_enc, webhook_secret_enc = excluded.webhook_secret_enc,
       last4 = excluded.last4, account_country = excluded.account_country, connected_at = excluded.connected_at`,
  )
    .bind(hostId, input.provider, secretEnc, webhookEnc, last4(input.secret), token, country, now.toISOString())
    .run();
  return { webhookUrl: webhookUrlOf(env.SITE_URL, input.provider, token), last4: last4(input.secret) };
}

export async function listProviders(env: Env, db: D1Database, hostId: string): Promise<ProviderListItem[]> {
  const { results } = await db.prepare('SELECT provider, last4, connected_at AS connectedAt, webhook_token AS token FROM payment_providers WHERE host_id = ? ORDER BY provider')
    .bind(hostId)
    .all<{ provider: Provider; last4: string; connectedAt: string; token: string }>();
  return results.map(({ token, ...row }) => ({ ...row, webhookUrl: webhookUrlOf(env.SITE_URL, row.provider, token) }));
}

/** Removes the account; the host's properties that used it go back to static Pix / at the property, in the same batch. */
export async function disconnectProvider(db: D1Database, hostId: string, provider: Provider): Promise<boolean> {
  const [removed] = await db.batch([
    db.prepare('DELETE FROM payment_providers WHERE host_id = ? AND provider = ?').bind(hostId, provider),
    db.prepare('UPDATE properties SET payment_provider = NULL WHERE host_id = ? AND payment_provider = ?').bind(hostId, provider),
  ]);
  return (removed?.meta.changes ?? 0) > 0;
}

interface ConnectionRow {
  host_id: string;
  provider: Provider;
  secret_enc: string;
  webhook_secret_enc: string;
  webhook_token: string;
  account_country: string;
}

async function decrypted(env: Env, row: ConnectionRow | null): Promise<ProviderConnection | null> {
  if (!row) return null;
  const [secret, webhookSecret] = await Promise.all([decryptGuestData(env, row.secret_enc), decryptGuestData(env, row.webhook_secret_enc)]);
  return { hostId: row.host_id, provider: row.provider, secret, webhookSecret, webhookToken: row.webhook_token, accountCountry: row.account_country };
}

const CONNECTION_COLUMNS = 'host_id, provider, secret_enc, webhook_secret_enc, webhook_token, account_country';

/**
 * The host's account at a provider, decrypted (server only), or null. `db`: the host's shard
 * (issue 46: a host procedure's database, or the shard a guest's link or a notification routes to).
 */
export async function connectionOf(env: Env, db: D1Database, hostId: string, provider: Provider): Promise<ProviderConnection | null> {
  return decrypted(env, await db.prepare(`SELECT ${CONNECTION_COLUMNS} FROM payment_providers WHERE host_id = ? AND provider = ?`).bind(hostId, provider).first<ConnectionRow>());
}

/** The account a notification URL names, or null (an unknown token → 404, nothing read further). */
export async function connectionByToken(env: Env, db: D1Database, provider: Provider, token: string): Promise<ProviderConnection | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  return decrypted(env, await db.prepare(`SELECT ${CONNECTION_COLUMNS} FROM payment_providers WHERE webhook_token = ? AND provider = ?`).bind(token, provider).first<ConnectionRow>());
}

/** Whether the host has an account at this provider (the property editor's choice is checked against it). */
export async function hasProvider(db: D1Database, hostId: string, provider: Provider): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS ok FROM payment_providers WHERE host_id = ? AND provider = ?').bind(hostId, provider).first()) !== null;
}
