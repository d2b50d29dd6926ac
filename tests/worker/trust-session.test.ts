import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { authRequest, ORIGIN, registerUser, supabaseClient } from './auth-support';
import { call, hostWithCookie } from './account-support';
import { encodeSessionCookies } from '../../worker/auth/cookie';
import { COOKIE } from './auth-support';
import { FOREVER, LIVE_CACHE_MS, isSessionRevoked, revokeOtherSessionsStatements, revokeSessionStatements, revokeUserStatements } from '../../worker/auth/revocation';

// Issue 23: an access token stops working the moment its session ends, on every host procedure,
// /dashboard/* and the account export — not when it expires an hour later.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function hostCall(token: string, path = 'host.properties.list', input?: unknown) {
  const url = `${ORIGIN}/api/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
  const res = await SELF.fetch(url, { headers: bearer(token) });
  return res.status;
}

async function createProperty(token: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/trpc/host.properties.create`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ name: 'Depois do fim', kind: 'inn', city: 'Rio', country: 'BR', currency: 'BRL' }),
  });
  return res.status;
}

const cookieOf = (session: Parameters<typeof encodeSessionCookies>[1]) =>
  encodeSessionCookies(COOKIE, session).map(({ name, value }) => `${name}=${value}`).join('; ');

describe('local auth: a revoked session stops at once', () => {
  it('global sign-out: the old access token no longer opens host procedures, /dashboard or the export', async () => {
    const { session } = await registerUser('Sara Global');
    const token = session.access_token;
    const cookie = cookieOf(session);
    expect(await hostCall(token)).toBe(200);
    expect((await call('/dashboard', { cookie })).status).toBe(200);
    expect((await call('/account/export.json', { cookie })).status).toBe(200);

    const out = await authRequest('/logout?scope=global', { method: 'POST', headers: bearer(token) });
    expect(out.status).toBe(204);

    expect(await hostCall(token)).toBe(401);
    expect(await createProperty(token)).toBe(401);
    const dashboard = await call('/dashboard', { cookie });
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get('location')).toBe('/login');
    expect((await call('/dashboard/reservas', { cookie })).status).toBe(302);
    expect((await call('/account/export.json', { cookie })).status).toBe(401);
  });

  it('POST /account/sign-out ends that session’s access token too', async () => {
    const { session } = await registerUser('Saulo Form');
    const cookie = cookieOf(session);
    const out = await call('/account/sign-out', { cookie, form: { locale: 'pt' } });
    expect(out.status).toBe(303);
    expect(await hostCall(session.access_token)).toBe(401);
    expect((await call('/account/export.json', { cookie })).status).toBe(401);
  });

  it('a password change ends the other sessions, not the one that changed it', async () => {
    const { email, password, session: other } = await registerUser('Paula Troca');
    const client = supabaseClient();
    const signedIn = await client.auth.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    const { error } = await client.auth.updateUser({ password: 'another horse 2', current_password: password } as Parameters<typeof client.auth.updateUser>[0]);
    expect(error).toBeNull();
    expect(await hostCall(other.access_token)).toBe(401);
    expect(await hostCall(signedIn.data.session!.access_token)).toBe(200);
  });

  it('account deletion: the old token cannot read or create anything (no ownerless property)', async () => {
    const host = await hostWithCookie('Dora Apagada');
    const token = host.session.access_token;
    const deleted = await call('/account/delete', { cookie: host.cookie, form: { confirm: 'EXCLUIR', locale: 'pt' } });
    expect(deleted.status).toBe(303);
    expect(await hostCall(token)).toBe(401);
    expect(await createProperty(token)).toBe(401);
    const orphans = await env.DB.prepare('SELECT COUNT(*) AS n FROM properties WHERE host_id = ?').bind(host.hostId).first<{ n: number }>();
    expect(orphans!.n).toBe(0);
    expect((await call('/dashboard', { cookie: host.cookie })).status).toBe(302);
  });
});

describe('Supabase mode: what the edge ended is refused by the one indexed read', () => {
  const claims = () => ({ sub: crypto.randomUUID(), session_id: crypto.randomUUID(), iat: Math.floor(Date.now() / 1000) - 10 });

  it('a session listed by sign-out is refused; others of the same user are not', async () => {
    const a = claims();
    const b = { ...a, session_id: crypto.randomUUID() };
    expect(await isSessionRevoked(env.DB, false, a)).toBe(false);
    await env.DB.batch(revokeSessionStatements(env.DB, a));
    expect(await isSessionRevoked(env.DB, false, a)).toBe(true);
    expect(await isSessionRevoked(env.DB, false, b)).toBe(false);
  });

  it('a deleted user: every token refused; a user signed out everywhere: tokens issued before only', async () => {
    const deleted = claims();
    await env.DB.batch(revokeUserStatements(env.DB, deleted.sub, FOREVER));
    expect(await isSessionRevoked(env.DB, false, deleted)).toBe(true);
    expect(await isSessionRevoked(env.DB, false, { ...deleted, session_id: crypto.randomUUID(), iat: deleted.iat + 5 })).toBe(true);

    const everywhere = claims();
    const now = Math.floor(Date.now() / 1000);
    await env.DB.batch(revokeUserStatements(env.DB, everywhere.sub, now));
    expect(await isSessionRevoked(env.DB, false, everywhere)).toBe(true);
    expect(await isSessionRevoked(env.DB, false, { ...everywhere, session_id: crypto.randomUUID(), iat: now + 1 })).toBe(false);
  });

  it('other devices signed out (or a password change): every other session refused, the one that asked kept', async () => {
    const kept = claims();
    const other = { ...kept, session_id: crypto.randomUUID() };
    const stranger = claims();
    expect(await isSessionRevoked(env.DB, false, other)).toBe(false);
    await env.DB.batch(revokeOtherSessionsStatements(env.DB, kept));
    expect(await isSessionRevoked(env.DB, false, other)).toBe(true);
    expect(await isSessionRevoked(env.DB, false, kept)).toBe(false);
    // The kept session's next access tokens, and other users, are untouched.
    expect(await isSessionRevoked(env.DB, false, { ...kept, iat: kept.iat + 3_600 })).toBe(false);
    expect(await isSessionRevoked(env.DB, false, stranger)).toBe(false);
  });

  it('POST /account/sessions/end-others: only a signed-in caller of this site, for their own sessions', async () => {
    const host = await hostWithCookie('Outros Aparelhos');
    expect((await call('/account/sessions/end-others', { method: 'POST' })).status).toBe(401);
    expect((await call('/account/sessions/end-others', { method: 'POST', cookie: host.cookie, origin: 'null' })).status).toBe(403);
    expect((await call('/account/sessions/end-others', { method: 'POST', cookie: host.cookie, origin: 'https://evil.example' })).status).toBe(403);
    const res = await call('/account/sessions/end-others', { method: 'POST', cookie: host.cookie });
    expect(res.status).toBe(204);
    // Local auth already ended the other sessions itself: the caller's own session still works.
    expect(await hostCall(host.session.access_token)).toBe(200);
  });

  it('an isolate reuses "alive" for at most LIVE_CACHE_MS when another isolate ends the session', async () => {
    const a = claims();
    const t = Date.now();
    expect(await isSessionRevoked(env.DB, false, a, t)).toBe(false);
    // Written as another isolate would (this one is not told).
    await env.DB.prepare('INSERT INTO revoked_sessions (session_id, user_id, revoked_at) VALUES (?, ?, ?)').bind(a.session_id, a.sub, Math.floor(t / 1000)).run();
    expect(await isSessionRevoked(env.DB, false, a, t + 1_000)).toBe(false);
    expect(await isSessionRevoked(env.DB, false, a, t + LIVE_CACHE_MS + 1)).toBe(true);
    // "Ended" is never cached as alive again.
    expect(await isSessionRevoked(env.DB, false, a, t + LIVE_CACHE_MS + 2)).toBe(true);
  });

  it('the read is an index lookup (query plan), not a scan', async () => {
    const plan = await env.DB.prepare(
      'EXPLAIN QUERY PLAN SELECT 1 AS revoked FROM revoked_sessions WHERE session_id = ?1 UNION ALL SELECT 1 FROM revoked_users WHERE user_id = ?2 AND before > ?3 UNION ALL SELECT 1 FROM revoked_other_sessions WHERE user_id = ?2 AND before > ?3 AND keep_session <> ?1 LIMIT 1',
    )
      .bind('s', 'u', 0)
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail).join('\n');
    expect(details).not.toMatch(/SCAN revoked_/);
    const local = await env.DB.prepare('EXPLAIN QUERY PLAN SELECT 1 AS ok FROM auth_sessions WHERE id = ? AND user_id = ?').bind('s', 'u').all<{ detail: string }>();
    expect(local.results.map((row) => row.detail).join('\n')).not.toMatch(/SCAN auth_sessions/);
  });
});
