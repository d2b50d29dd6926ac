import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JSONWebKeySet, type JWK } from 'jose';
import { AUTH_CONFIG } from './config';

/** The algorithm of every local signing key, and the only one verification accepts. */
export const SIGNING_ALG = 'ES256';

interface KeyRow {
  kid: string;
  private_jwk: string;
  public_jwk: string;
}

interface KeySet {
  loadedAt: number;
  /** Oldest first: the newest signs, all verify. */
  rows: KeyRow[];
  jwks: JSONWebKeySet;
  verifier: ReturnType<typeof createLocalJWKSet>;
  signer: Promise<CryptoKey> | null;
}

// Per isolate: the key set changes only when the first key is generated, so it is read from
// D1 once and then served from memory (an unknown kid triggers at most one reload per interval).
let cached: KeySet | null = null;
const RELOAD_MIN_INTERVAL_MS = 10_000;

function toKeySet(rows: KeyRow[]): KeySet {
  const jwks: JSONWebKeySet = { keys: rows.map((row) => JSON.parse(row.public_jwk) as JWK) };
  return { loadedAt: Date.now(), rows, jwks, verifier: createLocalJWKSet(jwks), signer: null };
}

async function readKeys(db: D1Database): Promise<KeyRow[]> {
  const { results } = await db.prepare('SELECT kid, private_jwk, public_jwk FROM auth_signing_keys ORDER BY created_at ASC, kid ASC').all<KeyRow>();
  return results;
}

/**
 * Generates the ES256 key pair on first use. Two isolates racing both generate, but only the
 * first insert lands (the INSERT is conditional on an empty table), and both then read it.
 */
async function createFirstKey(db: D1Database): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = crypto.randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig', key_ops: ['verify'] };
  await db
    .prepare('INSERT INTO auth_signing_keys (kid, algorithm, private_jwk, public_jwk, created_at) SELECT ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM auth_signing_keys)')
    .bind(kid, SIGNING_ALG, JSON.stringify(privateJwk), JSON.stringify(publicJwk), new Date().toISOString())
    .run();
}

/** The local key set, from memory when fresh; created when the table is empty and `create`. */
export async function loadKeySet(db: D1Database, options: { create: boolean; reload?: boolean }): Promise<KeySet> {
  const age = cached ? Date.now() - cached.loadedAt : Infinity;
  const needsKey = options.create && (!cached || cached.rows.length === 0);
  if (cached && !needsKey) {
    if (!options.reload && cached.rows.length > 0 && age < AUTH_CONFIG.keyCacheSeconds * 1000) return cached;
    if (age < RELOAD_MIN_INTERVAL_MS) return cached;
  }
  let rows = await readKeys(db);
  if (rows.length === 0 && options.create) {
    await createFirstKey(db);
    rows = await readKeys(db);
  }
  cached = toKeySet(rows);
  return cached;
}

/** The key that signs new access tokens, with its kid. */
export async function signingKey(db: D1Database): Promise<{ kid: string; key: CryptoKey }> {
  const set = await loadKeySet(db, { create: true });
  const row = set.rows[set.rows.length - 1];
  if (!row) throw new Error('no signing key');
  set.signer ??= importJWK(JSON.parse(row.private_jwk) as JWK, SIGNING_ALG) as Promise<CryptoKey>;
  return { kid: row.kid, key: await set.signer };
}

/** The public JWKS (GET /auth/v1/.well-known/jwks.json). */
export async function publicJwks(db: D1Database): Promise<JSONWebKeySet> {
  return (await loadKeySet(db, { create: true })).jwks;
}
