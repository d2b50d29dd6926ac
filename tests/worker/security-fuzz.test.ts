import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { body, call, contentType, freshIp, nastyString, nastyValue, rowCounts, shapedObject } from './security-support';

// Property-based fuzzing of every tRPC procedure and every local auth endpoint: whatever
// arrives (any JSON, strings, numbers, sizes, content types), the answer is never a 5xx, and a
// refused request (4xx) leaves no row behind in any data table.

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message', 'locale', 'website'] as const;
const NEWSLETTER_FIELDS = ['email', 'locale'] as const;
const QUOTE_FIELDS = ['rooms', 'period', 'channels', 'additionalUsers'] as const;
const CREDENTIAL_FIELDS = ['email', 'phone', 'password', 'data', 'code_challenge', 'code_challenge_method'] as const;

interface Attempt {
  method: string;
  path: string;
  body?: string;
  type?: string;
  headers?: Record<string, string>;
  /** A read: may never change a row, whatever its status. */
  readOnly?: boolean;
}

/** Sends one attempt and checks the two properties. */
async function check(attempt: Attempt): Promise<void> {
  const before = await rowCounts();
  const headers: Record<string, string> = { 'cf-connecting-ip': freshIp(), ...attempt.headers };
  if (attempt.type) headers['content-type'] = attempt.type;
  const res = await call(attempt.path, { method: attempt.method, headers, body: attempt.method === 'GET' || attempt.method === 'HEAD' ? undefined : attempt.body });
  const text = await res.text();
  const label = `${attempt.method} ${attempt.path.slice(0, 160)} ${String(attempt.body).slice(0, 160)} → ${res.status} ${text.slice(0, 200)}`;
  expect(res.status, label).toBeLessThan(500);
  if (res.status >= 400 || attempt.readOnly) expect(await rowCounts(), label).toEqual(before);
}

const trpcQueryInput = fc.oneof(
  shapedObject(QUOTE_FIELDS).map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 100 }),
  fc.integer({ min: 15_000, max: 40_000 }).map((n) => 'q'.repeat(n)),
);

describe('tRPC procedures under fuzzing', () => {
  it('contact.send and newsletter.subscribe: never a 5xx, nothing stored when refused', async () => {
    const mutation = fc.oneof(
      fc.record({ procedure: fc.constant('contact.send'), body: body(CONTACT_FIELDS), type: contentType }),
      fc.record({ procedure: fc.constant('newsletter.subscribe'), body: body(NEWSLETTER_FIELDS), type: contentType }),
    );
    await fc.assert(
      fc.asyncProperty(mutation, fc.boolean(), async ({ procedure, body: payload, type }, batch) => {
        // The batch form wraps the input under "0" (as httpBatchLink sends it).
        const sent = batch ? `{"0":${payload}}` : payload;
        await check({ method: 'POST', path: `/api/trpc/${procedure}${batch ? '?batch=1' : ''}`, body: sent, type });
      }),
      { numRuns: 150 },
    );
  });

  it('pricing.quote and settings.whatsapp: never a 5xx and never a write, with any input', async () => {
    await fc.assert(
      fc.asyncProperty(trpcQueryInput, fc.constantFrom('pricing.quote', 'settings.whatsapp', 'pricing.quote,settings.whatsapp'), async (input, procedure) => {
        const batch = procedure.includes(',');
        const query = batch ? `batch=1&input=${encodeURIComponent(`{"0":${input},"1":null}`)}` : `input=${encodeURIComponent(input)}`;
        await check({ method: 'GET', path: `/api/trpc/${procedure}?${query}`, readOnly: true });
      }),
      { numRuns: 80 },
    );
  });

  it('unknown procedures, wrong methods and odd paths answer 4xx', async () => {
    const path = fc.oneof(
      fc.constantFrom('contact.send', 'pricing.quote', 'settings.whatsapp', 'newsletter.subscribe', 'nope', 'contact', '', 'contact.send,contact.send', '__proto__', 'constructor.prototype'),
      fc.string({ maxLength: 30 }).map(encodeURIComponent),
      fc.array(fc.constantFrom('contact.send', 'newsletter.subscribe', 'pricing.quote'), { minLength: 11, maxLength: 14 }).map((list) => list.join(',')),
    );
    await fc.assert(
      fc.asyncProperty(path, fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), body(CONTACT_FIELDS), fc.boolean(), async (procedure, method, payload, batch) => {
        await check({ method, path: `/api/trpc/${procedure}${batch ? '?batch=1' : ''}`, body: payload, type: 'application/json', readOnly: method === 'GET' });
      }),
      { numRuns: 60 },
    );
  });

  it('the no-JavaScript form posts (/contato, /api/newsletter) never 5xx nor store a refused post', async () => {
    const form = fc.dictionary(fc.constantFrom('name', 'email', 'subject', 'message', 'website', 'locale', 'from', 'x'), nastyString, { maxKeys: 7 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/contato', '/en/contato', '/api/newsletter'), form, fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', 'text/plain', undefined), async (path, fields, type) => {
        const encoded = new URLSearchParams(fields as Record<string, string>).toString();
        await check({ method: 'POST', path, body: encoded, type });
      }),
      { numRuns: 40 },
    );
  });
});

describe('local auth endpoints under fuzzing', () => {
  // Header values a client can actually send: visible ASCII (fetch refuses NUL, CR, LF).
  const headerSafe = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 300 });
  const bearer = fc.oneof(
    fc.constant(undefined),
    headerSafe.map((token) => `Bearer ${token}`),
    nastyString.map((token) => `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}`.slice(0, 8000)),
    fc.constantFrom('Bearer', 'Basic abc', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'bearer   '),
  );
  const endpoint = fc.oneof(
    fc.record({ method: fc.constant('POST'), path: fc.constant('/auth/v1/signup'), body: body(CREDENTIAL_FIELDS) }),
    fc.record({
      method: fc.constant('POST'),
      path: fc.constantFrom('password', 'refresh_token', 'pkce', 'id_token', '', 'PASSWORD', '../x').map((grant) => `/auth/v1/token?grant_type=${encodeURIComponent(grant)}`),
      body: body([...CREDENTIAL_FIELDS, 'refresh_token', 'auth_code', 'code_verifier']),
    }),
    fc.record({ method: fc.constant('POST'), path: fc.constantFrom('global', 'local', 'others', 'nope', '').map((scope) => `/auth/v1/logout?scope=${scope}`), body: body([]) }),
    fc.record({ method: fc.constantFrom('GET', 'PUT'), path: fc.constant('/auth/v1/user'), body: body(['email', 'phone', 'password', 'data', 'nonce']) }),
    fc.record({ method: fc.constant('POST'), path: fc.constant('/auth/v1/recover'), body: body(['email', 'code_challenge', 'code_challenge_method']) }),
    fc.record({ method: fc.constant('POST'), path: fc.constant('/auth/v1/verify'), body: body(['type', 'token_hash', 'token', 'email']) }),
    fc.record({
      method: fc.constant('GET'),
      path: fc
        .record({ token: nastyString, type: fc.oneof(fc.constantFrom('recovery', 'signup', 'magiclink', 'email'), nastyString), redirect_to: nastyString }, { requiredKeys: [] })
        .map((query) => `/auth/v1/verify?${new URLSearchParams(query as Record<string, string>)}`),
      body: fc.constant(''),
    }),
    fc.record({ method: fc.constantFrom('GET', 'POST', 'DELETE'), path: fc.constantFrom('/auth/v1/factors', '/auth/v1/admin/users', '/auth/v1/otp', '/auth/v1/.well-known/jwks.json', '/auth/v1/nope'), body: body([]) }),
  );

  it('every endpoint: never a 5xx, nothing stored when refused', async () => {
    await fc.assert(
      fc.asyncProperty(endpoint, bearer, contentType, async ({ method, path, body: payload }, authorization, type) => {
        await check({ method, path, body: payload, type, headers: authorization ? { authorization } : {}, readOnly: method === 'GET' && !path.startsWith('/auth/v1/verify') });
      }),
      { numRuns: 200 },
    );
  });

  it('sign-up with credential-shaped values of every type never half-writes a user', async () => {
    const credentials = fc.record({ email: fc.oneof(fc.emailAddress(), nastyValue), password: fc.oneof(fc.string({ minLength: 6, maxLength: 80 }), nastyValue), data: fc.oneof(fc.constant(undefined), fc.record({ name: nastyValue }), nastyValue) }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(credentials, async (fields) => {
        const before = await rowCounts();
        const res = await call('/auth/v1/signup', { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() }, body: JSON.stringify(fields) });
        const after = await rowCounts();
        const label = `${JSON.stringify(fields).slice(0, 200)} → ${res.status} ${(await res.text()).slice(0, 200)}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status >= 400) expect(after, label).toEqual(before);
        else {
          // A sign-up writes a whole user (user and identity together) or nothing.
          expect(after.auth_users - before.auth_users, label).toBe(after.auth_identities - before.auth_identities);
        }
      }),
      { numRuns: 40 },
    );
  });
});
