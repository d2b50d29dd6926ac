/**
 * Guests' document numbers encrypted at rest (issue 28; LGPD): AES-256-GCM with a random
 * 96-bit IV per value, stored as `v1.<iv>.<ciphertext>` (base64url). The key is the
 * `GUEST_DATA_KEY` secret (32 bytes, base64: `openssl rand -base64 32 | wrangler secret put
 * GUEST_DATA_KEY`); in local mode (no Supabase project) one is generated on first use and kept
 * in D1 (`guest_data_keys`), never in the repository. Without either, nothing is stored.
 * Plain numbers never reach a log line.
 */
import { isLocalAuth } from '../auth/api';
import { directoryOf } from '../db/shards';

export interface GuestDataSecrets {
  GUEST_DATA_KEY?: string;
}

const b64url = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromB64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const keys = new WeakMap<object, Promise<CryptoKey>>();

async function rawKey(env: Env): Promise<Uint8Array<ArrayBuffer>> {
  const secret = (env as Env & GuestDataSecrets).GUEST_DATA_KEY;
  if (secret) {
    const bytes = fromB64(secret.trim());
    if (bytes.length !== 32) throw new Error('GUEST_DATA_KEY must be 32 bytes, base64');
    return bytes;
  }
  if (!isLocalAuth(env)) throw new Error('GUEST_DATA_KEY is not configured: guest documents cannot be stored');
  // One key for every shard (issue 46): kept in the directory, so a value copied by a host's move stays readable.
  const db = directoryOf(env);
  const stored = await db.prepare('SELECT key FROM guest_data_keys WHERE id = 1').first<{ key: string }>();
  if (stored) return fromB64(stored.key);
  const fresh = b64url(crypto.getRandomValues(new Uint8Array(32)));
  await db.prepare('INSERT OR IGNORE INTO guest_data_keys (id, key, created_at) VALUES (1, ?, ?)').bind(fresh, new Date().toISOString()).run();
  const row = await db.prepare('SELECT key FROM guest_data_keys WHERE id = 1').first<{ key: string }>();
  return fromB64(row!.key);
}

function keyOf(env: Env): Promise<CryptoKey> {
  let key = keys.get(env);
  if (!key) {
    key = rawKey(env).then((bytes) => crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']));
    key.catch(() => keys.delete(env));
    keys.set(env, key);
  }
  return key;
}

export async function encryptGuestData(env: Env, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyOf(env), new TextEncoder().encode(plain)));
  return `v1.${b64url(iv)}.${b64url(cipher)}`;
}

export async function decryptGuestData(env: Env, stored: string): Promise<string> {
  const [version, iv, cipher] = stored.split('.');
  if (version !== 'v1' || !iv || !cipher) throw new Error('Unknown guest data format');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromB64(iv) }, await keyOf(env), fromB64(cipher));
  return new TextDecoder().decode(plain);
}

/**
 * A document number as every screen and export other than the host's own export shows it: five
 * dots (whatever its length) and its last four letters or digits, or two for a short number.
 * @example maskDocument('52998224725') // '•••••4725'
 */
export function maskDocument(number: string): string {
  const plain = number.replace(/[^A-Za-z0-9]/g, '');
  return `•••••${plain.slice(plain.length >= 8 ? -4 : -2)}`;
}

/** `text` with every occurrence of the given document numbers masked (an answer that echoes one). */
export function redactDocuments(text: string, numbers: readonly string[]): string {
  let out = text;
  for (const number of numbers) {
    const plain = number.replace(/\s+/g, '');
    if (plain.length < 3) continue;
    // The number as typed or with its punctuation dropped (a CPF echoed as 529.982.247-25 or 52998224725).
    for (const form of new Set([number.trim(), plain, plain.replace(/[.\-/]/g, '')])) if (form.length >= 3) out = out.split(form).join(maskDocument(plain));
  }
  return out;
}
