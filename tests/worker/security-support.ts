import { SELF, env } from 'cloudflare:test';
import fc from 'fast-check';

/** Helpers of the security suites (tests/worker/security-*.test.ts). */

export const ORIGIN = 'http://localhost';

let ipCounter = Math.floor(Math.random() * 1_000_000);
/** A client address of its own per request, so rate limits never hide what validation does. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The worker as deployed (SELF), redirects not followed; `origin` may be https://localhost. */
export function call(path: string, init: RequestInit = {}, origin = ORIGIN): Promise<Response> {
  return SELF.fetch(`${origin}${path}`, { redirect: 'manual', ...init } as Parameters<typeof SELF.fetch>[1]) as unknown as Promise<Response>;
}

/**
 * Tables a request could write to. Rate-limit counters are left out on purpose (a refused
 * request is counted by design), and so is the signing key (created once, on first use).
 */
export const DATA_TABLES = [
  'contact_messages',
  'newsletter',
  'auth_users',
  'auth_identities',
  'auth_sessions',
  'auth_refresh_tokens',
  'auth_one_time_tokens',
  'auth_flow_states',
  'auth_outbox',
] as const;

/** Row counts of every data table, in one round trip. */
export async function rowCounts(): Promise<Record<(typeof DATA_TABLES)[number], number>> {
  const sql = `SELECT ${DATA_TABLES.map((table) => `(SELECT COUNT(*) FROM ${table}) AS ${table}`).join(', ')}`;
  const row = await env.DB.prepare(sql).first<Record<(typeof DATA_TABLES)[number], number>>();
  if (!row) throw new Error('row counts: no answer from D1');
  return row;
}

// ─── Arbitraries ─────────────────────────────────────────────────────────────────────────────

/** Strings people and attackers send: empty, whitespace, unicode, markup, very long. */
export const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\r\n', '</script><script>alert(1)</script>', "' OR 1=1 --", '${7*7}', '../../etc/passwd', '%00', '\u202e', 'null', 'undefined', '[]', '{}'),
  fc.integer({ min: 0, max: 40_000 }).map((n) => 'x'.repeat(n)),
  fc.emailAddress(),
  fc.emailAddress().map((email) => `  ${email.toUpperCase()}  `),
);

/** Any JSON value, with a bias towards the troublesome ones. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 3, 1e308, -1e308, 2 ** 53, 0.5)) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 5 }) },
);

/** An object with some of `fields` (each any value), sometimes with extra keys. */
export function shapedObject(fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const record = Object.fromEntries(fields.map((field) => [field, nastyValue]));
  return fc.tuple(fc.record(record, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 3 })).map(([shaped, extra]) => ({ ...extra, ...shaped }));
}

/** A request body: JSON of the expected shape with junk values, any JSON, or not JSON at all. */
export function body(fields: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: shapedObject(fields).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"a":', 'null', '[]', '""', '\u0000', '{"__proto__":{"x":1}}')) },
    { weight: 1, arbitrary: fc.integer({ min: 15_000, max: 70_000 }).map((n) => JSON.stringify({ [fields[0] ?? 'x']: 'y'.repeat(n) })) },
  );
}

export const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', undefined);
