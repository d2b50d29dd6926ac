import { afterEach, describe, expect, it } from 'vitest';
import { createChunks, createServerClient, stringFromBase64URL, stringToBase64URL } from '@supabase/ssr';
import {
  BASE64_PREFIX,
  MAX_CHUNK_SIZE,
  base64UrlToUtf8,
  encodeSessionCookies,
  isChunkOf,
  readSessionCookie,
  sessionSetCookies,
  storageKeyFor,
  utf8ToBase64Url,
} from '../../worker/auth/cookie';
import { cookieStorage } from '../../web/auth/supabase-client';

const KEY = 'sb-127-auth-token';
const session = (extra: Record<string, unknown> = {}) => ({
  access_token: 'header.payload.signature',
  refresh_token: 'refresh-token-value',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  token_type: 'bearer',
  user: { id: '0b0e6b1a-7d8e-4c5f-9a1b-2c3d4e5f6a7b', email: 'ana@example.com', user_metadata: { name: 'Ana Conceição 🏨' } },
  ...extra,
});
const asRecord = (cookies: { name: string; value: string }[]) => Object.fromEntries(cookies.map(({ name, value }) => [name, value]));

describe('cookie name', () => {
  it.each([
    ['https://abcdefgh.supabase.co', 'sb-abcdefgh-auth-token'],
    ['http://127.0.0.1:8787', 'sb-127-auth-token'],
    ['http://localhost:5173', 'sb-localhost-auth-token'],
    ['https://www.estadia.com.br', 'sb-www-auth-token'],
  ])('%s → %s', (url, name) => expect(storageKeyFor(url)).toBe(name));

  it.each([
    [KEY, true],
    [`${KEY}.0`, true],
    [`${KEY}.12`, true],
    [`${KEY}.01`, false],
    [`${KEY}-code-verifier`, false],
    [`${KEY}-flows-code-verifier`, false],
    ['sb-other-auth-token.0', false],
  ])('isChunkOf(%s) = %s', (name, expected) => expect(isChunkOf(name, KEY)).toBe(expected));
});

describe('encoding, byte for byte as @supabase/ssr', () => {
  it.each(['', 'a', 'ab', 'abc', '{"a":"é"}', '🏨 pousada', 'x'.repeat(5000)])('base64url of %j', (text) => {
    expect(utf8ToBase64Url(text)).toBe(stringToBase64URL(text));
    expect(base64UrlToUtf8(stringToBase64URL(text))).toBe(text);
    expect(stringFromBase64URL(utf8ToBase64Url(text))).toBe(text);
  });

  it.each([0, 2000, 3000, 8000])('chunks a session with %d extra characters the same way', (size) => {
    const value = session({ padding: 'p'.repeat(size) });
    const ours = encodeSessionCookies(KEY, value);
    expect(ours).toEqual(createChunks(KEY, BASE64_PREFIX + stringToBase64URL(JSON.stringify(value))));
    for (const chunk of ours) expect(chunk.value.length).toBeLessThanOrEqual(MAX_CHUNK_SIZE);
  });
});

describe('reading the session cookie', () => {
  it('reads a plain cookie', () => {
    const result = readSessionCookie(asRecord(encodeSessionCookies(KEY, session())), KEY);
    expect(result).toMatchObject({ state: 'present', names: [KEY], session: { refresh_token: 'refresh-token-value' } });
  });

  it('reads chunks by index, whatever order they are listed in', () => {
    const chunks = encodeSessionCookies(KEY, session({ padding: 'p'.repeat(7000) }));
    expect(chunks.length).toBeGreaterThan(2);
    const reversed = Object.fromEntries([...chunks].reverse().map(({ name, value }) => [name, value]));
    const result = readSessionCookie(reversed, KEY);
    expect(result.state).toBe('present');
    if (result.state === 'present') expect(result.session.access_token).toBe('header.payload.signature');
  });

  it('accepts an unencoded JSON value (older @supabase/ssr)', () => {
    expect(readSessionCookie({ [KEY]: JSON.stringify(session()) }, KEY).state).toBe('present');
  });

  const chunks = encodeSessionCookies(KEY, session({ padding: 'p'.repeat(7000) }));
  it.each<[string, Record<string, string>]>([
    ['a missing middle chunk', { [chunks[0]!.name]: chunks[0]!.value, [chunks[2]!.name]: chunks[2]!.value }],
    ['chunks not starting at .0', { [chunks[1]!.name]: chunks[1]!.value, [chunks[2]!.name]: chunks[2]!.value }],
    ['a lone first chunk', { [chunks[0]!.name]: chunks[0]!.value }],
    ['chunks swapped between names', { [`${KEY}.0`]: chunks[1]!.value, [`${KEY}.1`]: chunks[0]!.value, [`${KEY}.2`]: chunks[2]!.value }],
    ['not base64url', { [KEY]: 'base64-***' }],
    ['base64 of something that is not JSON', { [KEY]: `base64-${utf8ToBase64Url('not json')}` }],
    ['JSON without tokens', { [KEY]: `base64-${utf8ToBase64Url('{"user":{}}')}` }],
    ['tokens of the wrong type', { [KEY]: `base64-${utf8ToBase64Url('{"access_token":1,"refresh_token":true}')}` }],
    ['an empty value', { [KEY]: '' }],
  ])('treats %s as invalid, naming every cookie to clear', (_, cookies) => {
    const result = readSessionCookie(cookies, KEY);
    expect(result.state).toBe('invalid');
    if (result.state === 'invalid') expect(result.names.sort()).toEqual(Object.keys(cookies).sort());
  });

  it('ignores other cookies', () => {
    expect(readSessionCookie({ 'sb-other-auth-token': 'x', theme: 'dark', [`${KEY}-code-verifier`]: 'v' }, KEY)).toEqual({ state: 'absent' });
  });
});

describe('Set-Cookie for a new or cleared session', () => {
  it('writes the new chunks and expires chunks no longer used', () => {
    const headers = sessionSetCookies(KEY, [`${KEY}.0`, `${KEY}.1`, `${KEY}.2`], session(), { secure: true });
    expect(headers).toEqual([
      `${KEY}.0=; Max-Age=0; Path=/; SameSite=Lax; Secure`,
      `${KEY}.1=; Max-Age=0; Path=/; SameSite=Lax; Secure`,
      `${KEY}.2=; Max-Age=0; Path=/; SameSite=Lax; Secure`,
      expect.stringMatching(new RegExp(`^${KEY}=base64-[A-Za-z0-9_-]+; Max-Age=34560000; Path=/; SameSite=Lax; Secure$`)),
    ]);
  });

  it('clears every cookie of the session', () => {
    expect(sessionSetCookies(KEY, [KEY], null, { secure: false })).toEqual([`${KEY}=; Max-Age=0; Path=/; SameSite=Lax`]);
  });
});

describe('the browser client’s cookie storage', () => {
  // A minimal document.cookie: what the browser does with `name=value; attributes`.
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const fakeDocument = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/Max-Age=0/i.test(line)) jar.delete(name);
      else jar.set(name, pair.slice(pair.indexOf('=') + 1));
    },
  };
  (globalThis as { document?: unknown }).document = fakeDocument;
  afterEach(() => {
    jar.clear();
    writes.length = 0;
  });

  it('writes what @supabase/ssr’s server client (and the edge) read', async () => {
    const storage = cookieStorage(true);
    const value = session({ padding: 'p'.repeat(4000) });
    await storage.setItem(KEY, JSON.stringify(value));
    expect([...jar.keys()]).toEqual([`${KEY}.0`, `${KEY}.1`]);
    expect(writes.every((line) => /; Path=\//.test(line) && /; Secure/.test(line) && /; SameSite=Lax/.test(line) && !/HttpOnly/i.test(line))).toBe(true);

    expect(readSessionCookie(Object.fromEntries(jar), KEY)).toMatchObject({ state: 'present', session: { refresh_token: 'refresh-token-value' } });
    const server = createServerClient('http://127.0.0.1:8787', 'key', {
      cookies: { getAll: () => [...jar].map(([name, v]) => ({ name, value: v })), setAll: () => {} },
    });
    const { data } = await server.auth.getSession();
    expect(data.session?.refresh_token).toBe('refresh-token-value');
  });

  it('reads what the edge writes, and shrinks back to one cookie without stale chunks', async () => {
    const storage = cookieStorage(false);
    for (const chunk of encodeSessionCookies(KEY, session({ padding: 'p'.repeat(7000) }))) jar.set(chunk.name, chunk.value);
    expect(JSON.parse((await storage.getItem(KEY)) ?? 'null')).toMatchObject({ access_token: 'header.payload.signature' });
    await storage.setItem(KEY, JSON.stringify(session()));
    expect([...jar.keys()]).toEqual([KEY]);
    await storage.removeItem(KEY);
    expect(jar.size).toBe(0);
  });

  it('treats mixed generations of chunks as no session', async () => {
    const storage = cookieStorage(false);
    const first = encodeSessionCookies(KEY, session({ padding: 'a'.repeat(7000) }));
    const second = encodeSessionCookies(KEY, session({ padding: 'b'.repeat(7001) }));
    jar.set(first[0]!.name, first[0]!.value);
    jar.set(second[1]!.name, second[1]!.value);
    jar.set(first[2]!.name, first[2]!.value);
    expect(await storage.getItem(KEY)).toBeNull();
  });
});
