/**
 * A visitor's personal demo (issue 30): one press of "Experimente agora" writes a private copy
 * of the demo workspace (worker/db/demo.ts: nine properties with texts, room types, units,
 * 18 months of rates, guests, 96 reservations with their nights and audit lines, payments)
 * under a new demo account, in ONE D1 batch with the account itself (local mode) or right
 * after Supabase's admin API made the user (production). A copy:
 * - is never on the marketplace: `NOT_DEMO_HOST` keeps its properties out of /properties, the
 *   property pages, the sitemap and the booking API, even if the visitor presses "publish";
 * - sends no mail: its booking mail stays in `mail_outbox` (worker/mail/outbox.ts skips demo
 *   hosts), shown to the visitor in the workspace's demo banner;
 * - expires 24 hours after it was made: `purgeExpiredDemos` (worker/jobs/demos.ts, run by the
 *   cron) deletes every host row, its photo objects and its auth user.
 */
import { deleteDemoRows } from '../jobs/demos';
import { hashPassword, randomToken } from '../auth/crypto';
import { insertUserStatements, newSessionStatements, findUserById, sessionJson, type RequestMeta } from '../auth/store';
import { AUTH_CONFIG } from '../auth/config';
import { demoStatements, type DemoTarget } from '../db/demo';
import { PROPERTIES } from '../../shared/properties';
import { mailBodyOf } from '../mail/bodies';
import { DIRECTORY_SHARD, ensureIdFloors, forgetShards, newHostPlacement, placementStatement, shardDatabase } from '../db/shards';

/** How long a demo copy lives. */
export const DEMO_TTL_MS = 24 * 60 * 60 * 1000;
/** Demo accounts' addresses: `.invalid` (RFC 2606) can never receive mail. */
export const DEMO_EMAIL_DOMAIN = 'demo.estadia.invalid';
/** The account's user metadata flag the edge reads to show the demo banner. */
export const DEMO_METADATA_FLAG = 'estadia_demo';

/** SQL condition on a `host_id` expression: not a demo copy's host (marketplace, booking API). */
export const notDemoHost = (column: string) => `${column} NOT IN (SELECT host_id FROM demo_copies)`;

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return `EST-${Array.from(bytes, (byte) => CODE_ALPHABET[byte % 32]).join('')}`;
}

/** The next free id of an AUTOINCREMENT table (never one a deleted row had). */
const NEXT_IDS_SQL = (['properties', 'room_types', 'units'] as const)
  .map((table) => `MAX(COALESCE((SELECT MAX(id) FROM ${table}), 0), COALESCE((SELECT seq FROM sqlite_sequence WHERE name = '${table}'), 0)) AS ${table}`)
  .join(', ');

/** Where a copy's rows go: fresh ids after the current ones, private slugs, random codes. */
export async function copyTarget(db: D1Database, hostId: string, email: string): Promise<DemoTarget> {
  const last = await db.prepare(`SELECT ${NEXT_IDS_SQL}`).first<{ properties: number; room_types: number; units: number }>();
  const slugKey = randomToken(9).toLowerCase().replace(/[^a-z0-9]/g, 'x');
  return {
    hostId,
    email,
    published: false,
    ids: (index) => ({ property: (last?.properties ?? 0) + index + 1, roomType: (last?.room_types ?? 0) + index + 1, unit: (last?.units ?? 0) + index + 1 }),
    slug: (_name, _id, index) => `demo-${slugKey}-${index + 1}`,
    code: () => randomCode(),
  };
}

/** The copy's rows and its expiry record, for one batch. */
export async function copyStatements(db: D1Database, hostId: string, email: string, now: Date): Promise<D1PreparedStatement[]> {
  const target = await copyTarget(db, hostId, email);
  return [expiryStatement(db, hostId, now), ...demoStatements(db, now, target)];
}

/** The copy's expiry record (`demo_copies`). */
function expiryStatement(db: D1Database, hostId: string, now: Date): D1PreparedStatement {
  return db.prepare('INSERT INTO demo_copies (host_id, created_at, expires_at) VALUES (?, ?, ?)').bind(hostId, now.toISOString(), now.getTime() + DEMO_TTL_MS);
}

/** A unique constraint broke (an id, slug or code taken meanwhile): try again with new ones. */
function isCollision(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  return /UNIQUE constraint failed|PRIMARY KEY constraint failed/i.test(message);
}

/** Runs the copy's batch (with `extra` statements first), retrying a collision twice. */
async function writeCopy(db: D1Database, hostId: string, email: string, now: Date, extra: () => Promise<D1PreparedStatement[]>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.batch([...(await extra()), ...(await copyStatements(db, hostId, email, now))]);
      return;
    } catch (error) {
      if (attempt >= 3 || !isCollision(error)) throw error;
    }
  }
}

/**
 * Where the copy goes (issue 46): with placement on (SHARD_PLACEMENT = "roomiest") the shard with
 * the most room, like any new host; otherwise the directory's own shard, in ONE batch with the
 * account as before. On another shard: its ids raised into that shard's span first; then the
 * directory's batch (the account, the host → shard row, the expiry record the cron walks), then
 * the copy's batch on the shard with its own `demo_copies` row (the filters that keep a demo off
 * the marketplace and its mail unsent run on the shard). A failed copy deletes what was written.
 */
async function writePlacedCopy(env: Env, hostId: string, email: string, now: Date, account: () => Promise<D1PreparedStatement[]>): Promise<void> {
  const placement = newHostPlacement(env);
  const binding = placement ? await placement() : DIRECTORY_SHARD;
  if (binding === DIRECTORY_SHARD) return writeCopy(env.DB, hostId, email, now, account);
  await ensureIdFloors(env, binding);
  await env.DB.batch([...(await account()), placementStatement(env.DB, hostId, binding), expiryStatement(env.DB, hostId, now)]);
  forgetShards(hostId);
  try {
    await writeCopy(shardDatabase(env, binding), hostId, email, now, async () => []);
  } catch (error) {
    // The copy's batches are all or nothing: only the directory's rows were written.
    await deleteDemoRows(env, hostId, { copyOnShard: false }).catch(() => undefined);
    throw error;
  }
}

export interface DemoAccount {
  hostId: string;
  email: string;
  expiresAt: number;
  /** The session to store in the cookie (as the auth server's token endpoint answers). */
  session: unknown;
}

export class DemoUnavailable extends Error {}

function demoIdentity(hostId: string, now: Date) {
  return {
    email: `demo-${hostId.replaceAll('-', '').slice(0, 16)}@${DEMO_EMAIL_DOMAIN}`,
    metadata: { name: 'Demo', [DEMO_METADATA_FLAG]: true, demo_expires_at: new Date(now.getTime() + DEMO_TTL_MS).toISOString() },
  };
}

/**
 * Local mode: the user, its identity, a session and the whole copy in one batch; the session
 * body is then signed as the token endpoint would.
 */
export async function createLocalDemo(env: Env, meta: RequestMeta, now = new Date()): Promise<DemoAccount> {
  const db = env.DB;
  const hostId = crypto.randomUUID();
  const { email, metadata } = demoIdentity(hostId, now);
  // Nobody signs in with this password: the account is reached through the session only.
  const passwordHash = await hashPassword(randomToken(24));
  let session: { sessionId: string; refreshToken: string } | null = null;
  await writePlacedCopy(env, hostId, email, now, async () => {
    const fresh = await newSessionStatements(db, hostId, 'password', meta);
    session = fresh;
    return [...insertUserStatements(db, { id: hostId, email, passwordHash, userMetadata: metadata, confirmed: true }), ...fresh.statements];
  });
  const user = await findUserById(db, hostId);
  if (!user || !session) throw new Error('demo account missing after its batch');
  const { sessionId, refreshToken } = session as { sessionId: string; refreshToken: string };
  const body = await sessionJson(db, user, { id: sessionId, refreshToken, method: 'password', createdAt: Math.floor(now.getTime() / 1000) }, meta.issuer);
  return { hostId, email, expiresAt: now.getTime() + DEMO_TTL_MS, session: body };
}

type SupabaseEnv = Env & { SUPABASE_SECRET_KEY?: string };

/**
 * With a Supabase project: the user is made through the admin API (needs the secret/service-role
 * key `SUPABASE_SECRET_KEY`), the copy written in one batch under its id, then the visitor is
 * signed in with the password grant. A failed copy deletes the user again.
 */
export async function createSupabaseDemo(env: SupabaseEnv, now = new Date()): Promise<DemoAccount> {
  const secret = env.SUPABASE_SECRET_KEY;
  if (!secret) throw new DemoUnavailable('SUPABASE_SECRET_KEY is not set');
  const base = env.SUPABASE_URL.replace(/\/+$/, '');
  const provisional = crypto.randomUUID();
  const { email, metadata } = demoIdentity(provisional, now);
  const password = randomToken(24);
  const admin = { apikey: secret, authorization: `Bearer ${secret}`, 'content-type': 'application/json' };
  const created = await fetch(`${base}/auth/v1/admin/users`, { method: 'POST', headers: admin, body: JSON.stringify({ email, password, email_confirm: true, user_metadata: metadata }) });
  if (!created.ok) throw new DemoUnavailable(`admin create user answered ${created.status}`);
  const user = (await created.json()) as { id?: unknown };
  if (typeof user.id !== 'string') throw new DemoUnavailable('admin create user gave no id');
  const hostId = user.id;
  try {
    await writePlacedCopy(env, hostId, email, now, async () => []);
    const token = await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: env.SUPABASE_PUBLISHABLE_KEY, 'content-type': 'application/json', 'x-supabase-api-version': AUTH_CONFIG.apiVersion },
      body: JSON.stringify({ email, password }),
    });
    if (!token.ok) throw new DemoUnavailable(`password grant answered ${token.status}`);
    return { hostId, email, expiresAt: now.getTime() + DEMO_TTL_MS, session: await token.json() };
  } catch (error) {
    await deleteDemoRows(env, hostId).catch(() => undefined);
    await fetch(`${base}/auth/v1/admin/users/${encodeURIComponent(hostId)}`, { method: 'DELETE', headers: admin }).catch(() => undefined);
    throw error;
  }
}

/** Is this host a demo copy? */
export async function isDemoHost(db: D1Database, hostId: string): Promise<boolean> {
  return Boolean(await db.prepare('SELECT 1 AS ok FROM demo_copies WHERE host_id = ?').bind(hostId).first());
}

export interface DemoOutboxMail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The demo's outbox: every mail its workspace would have sent, newest first. */
export async function demoOutbox(db: D1Database, hostId: string, limit = 50, mailEnv: object = {}): Promise<{ expiresAt: number; mails: DemoOutboxMail[] } | null> {
  const copy = await db.prepare('SELECT expires_at FROM demo_copies WHERE host_id = ?').bind(hostId).first<{ expires_at: number }>();
  if (!copy) return null;
  const { results } = await db
    .prepare('SELECT id, host_id, kind, recipient, subject, html, text, body_key, created_at AS createdAt FROM mail_outbox WHERE host_id = ? ORDER BY created_at DESC, id LIMIT ?')
    .bind(hostId, limit)
    .all<DemoOutboxMail & { host_id: string; html: string; body_key: string | null }>();
  // Bodies in the MAIL bucket (issue 46) are read back; one gone reads as empty, not as an error.
  const mails = await Promise.all(
    results.map(async ({ html, body_key, host_id, ...mail }) => {
      // The body (and a host mail's subject, issue 46) from the MAIL bucket when the row has a key.
      const body = await mailBodyOf(mailEnv, { id: mail.id, host_id, subject: mail.subject, html, text: mail.text, body_key }).catch(() => ({ subject: mail.subject, text: '' }));
      return { ...mail, subject: body.subject, text: body.text };
    }),
  );
  return { expiresAt: copy.expires_at, mails };
}

/** How many rows a demo copy writes per table (for the tests and the README). */
export const DEMO_PROPERTY_COUNT = PROPERTIES.length;
