import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { AuthApiError, isAuthApiError, isAuthSessionMissingError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { ORIGIN, authRequest, lastMail, registerUser, supabaseClient, uniqueEmail, uniqueIp, workerFetch } from './auth-support';

describe('sign-up and sign-in through supabase-js', () => {
  it('signs up with the name in user metadata and returns a Supabase session', async () => {
    const email = uniqueEmail('signup');
    const client = supabaseClient();
    const { data, error } = await client.auth.signUp({ email, password: 'secret-123', options: { data: { name: 'Ana Souza' } } });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(data.user?.user_metadata.name).toBe('Ana Souza');
    expect(data.user?.identities?.[0]?.provider).toBe('email');
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token.length).toBeGreaterThan(20);

    const header = decodeProtectedHeader(session.access_token);
    expect(header.alg).toBe('ES256');
    expect(header.kid).toBeTruthy();
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${ORIGIN}/auth/v1`,
      aud: 'authenticated',
      role: 'authenticated',
      sub: data.user!.id,
      email,
      aal: 'aal1',
      user_metadata: { name: 'Ana Souza' },
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);

    // The client now holds the session (SIGNED_IN), in storage.
    const { data: current } = await client.auth.getSession();
    expect(current.session?.access_token).toBe(session.access_token);
  });

  it('publishes the public key with its kid; the token verifies against it', async () => {
    const { session } = await registerUser();
    const res = await authRequest('/.well-known/jwks.json', { method: 'GET' });
    expect(res.status).toBe(200);
    const jwks = (await res.json()) as { keys: { kid: string; alg: string; kty: string; crv: string; d?: string }[] };
    const kid = decodeProtectedHeader(session.access_token).kid;
    const key = jwks.keys.find((k) => k.kid === kid);
    expect(key).toMatchObject({ alg: 'ES256', kty: 'EC', crv: 'P-256' });
    expect(key?.d).toBeUndefined(); // never the private half
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(jwks as never), { issuer: `${ORIGIN}/auth/v1`, audience: 'authenticated' });
    expect(payload.sub).toBe(session.user.id);
  });

  it('signs in with the password, and getUser returns the user', async () => {
    const { email, password, user } = await registerUser('Bruno Lima');
    const client = supabaseClient();
    const { data, error } = await client.auth.signInWithPassword({ email: email.toUpperCase(), password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.session?.access_token).toBeTruthy();
    const { data: fetched, error: userError } = await client.auth.getUser();
    expect(userError).toBeNull();
    expect(fetched.user).toMatchObject({ id: user.id, email, user_metadata: { name: 'Bruno Lima' } });
    expect(fetched.user?.last_sign_in_at).toBeTruthy();
  });

  it('answers invalid_credentials for a wrong password and for an unknown email alike', async () => {
    const { email } = await registerUser();
    const client = supabaseClient();
    for (const credentials of [{ email, password: 'wrong-password' }, { email: uniqueEmail('nobody'), password: 'whatever-1' }]) {
      const { data, error } = await client.auth.signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('refuses a second account for the same email (any case) with user_already_exists', async () => {
    const { email } = await registerUser();
    const { error } = await supabaseClient().auth.signUp({ email: email.toUpperCase(), password: 'another-pass' });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('calls a short password weak, with the reason, as Supabase does', async () => {
    const { error } = await supabaseClient().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('needs an email (or phone) and a password', async () => {
    for (const [path, json] of [
      ['/signup', { email: '', password: 'secret-123' }],
      ['/signup', { email: uniqueEmail() }],
      ['/token?grant_type=password', { password: 'secret-123' }],
      ['/token?grant_type=password', {}],
    ] as const) {
      const res = await authRequest(path, { method: 'POST', json });
      expect(res.status, path).toBe(400);
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await res.json()).toEqual({ code: 'validation_failed', message: 'You must provide either an email or phone number and a password' });
    }
  });

  it('answers in the legacy shape to clients that do not send the API version', async () => {
    const res = await workerFetch()(`${ORIGIN}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueIp() },
      body: JSON.stringify({ email: uniqueEmail(), password: 'nope-nope' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('refuses sign-in before the email is confirmed when confirmations are on, and confirms through the link', async () => {
    const confirming = { AUTH_CONFIRM_EMAIL: 'true' };
    const email = uniqueEmail('confirm');
    const client = supabaseClient({ envOverrides: confirming });
    const { data, error } = await client.auth.signUp({ email, password: 'secret-123', options: { emailRedirectTo: `${ORIGIN}/en/login`, data: { name: 'Carla' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);

    const refused = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    const mail = await lastMail(email);
    expect(mail?.kind).toBe('signup');
    expect(mail?.subject).toBe('Confirm your Estadia registration'); // the link leads to /en/…
    const visit = await workerFetch(confirming)(mail!.link, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    const target = new URL(visit.headers.get('location')!);
    expect(target.origin + target.pathname).toBe(`${ORIGIN}/en/login`);
    expect(new URLSearchParams(target.hash.slice(1)).get('type')).toBe('signup');

    const signedIn = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();

    // Signing up again with confirmations on does not reveal the account exists.
    const again = await client.auth.signUp({ email, password: 'secret-456' });
    expect(again.error).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh returns a new pair and spends the old refresh token', async () => {
    const { client, session } = await registerUser();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).not.toBe(session.access_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    const spent = await env.DB.prepare('SELECT COUNT(*) AS n FROM auth_refresh_tokens WHERE session_id = ? AND revoked = 1')
      .bind(decodeJwt(session.access_token).session_id)
      .first<{ n: number }>();
    expect(spent?.n).toBe(1);
  });

  it('tolerates a retry of the spent token within the reuse interval', async () => {
    const { session } = await registerUser();
    const first = await supabaseClient().auth.refreshSession({ refresh_token: session.refresh_token });
    const retry = await supabaseClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).not.toBe(first.data.session?.refresh_token);
  });

  it('revokes the whole session when a spent token comes back later (reuse detection)', async () => {
    const { session } = await registerUser();
    const { data: rotated } = await supabaseClient().auth.refreshSession({ refresh_token: session.refresh_token });
    const sessionId = decodeJwt(session.access_token).session_id as string;
    // Age the spend beyond the reuse interval.
    await env.DB.prepare("UPDATE auth_refresh_tokens SET revoked_at = '2000-01-01T00:00:00.000Z' WHERE session_id = ? AND revoked = 1").bind(sessionId).run();

    const reuse = await supabaseClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // The legitimate holder's newer token dies with the session…
    const legit = await supabaseClient().auth.refreshSession({ refresh_token: rotated.session!.refresh_token });
    expect(legit.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    // …and so does its access token's session.
    const user = await supabaseClient().auth.getUser(rotated.session!.access_token);
    expect(isAuthSessionMissingError(user.error)).toBe(true);
  });

  it('does not know made-up refresh tokens', async () => {
    const { error } = await supabaseClient().auth.refreshSession({ refresh_token: 'made-up-token-value' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
  });
});

describe('updating the user', () => {
  it('changes the password (the old one stops working) and merges metadata', async () => {
    const { client, email, password, user } = await registerUser('Diego');
    const other = supabaseClient();
    await other.auth.signInWithPassword({ email, password });

    const { data, error } = await client.auth.updateUser({ password: 'brand-new-pass', data: { name: 'Diego Alves', company: 'Pousada Sol' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ name: 'Diego Alves', company: 'Pousada Sol' });

    expect((await supabaseClient().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    expect((await supabaseClient().auth.signInWithPassword({ email, password: 'brand-new-pass' })).data.user?.id).toBe(user.id);
    // Other sessions end with a password change; this one continues.
    expect(isAuthSessionMissingError((await other.auth.getUser()).error)).toBe(true);
    expect((await client.auth.getUser()).data.user?.id).toBe(user.id);

    const removed = await client.auth.updateUser({ data: { company: null } });
    expect(removed.data.user?.user_metadata).toEqual({ name: 'Diego Alves' });
  });

  it('refuses the same password and a weak one', async () => {
    const { client, password } = await registerUser();
    expect((await client.auth.updateUser({ password })).error).toMatchObject({ status: 422, code: 'same_password' });
    expect(isAuthWeakPasswordError((await client.auth.updateUser({ password: 'abc' })).error)).toBe(true);
  });
});

describe('password recovery', () => {
  it('PKCE (as @supabase/ssr does): email link → code → PASSWORD_RECOVERY session → new password', async () => {
    const { email, user } = await registerUser('Elisa');
    const client = supabaseClient({ flowType: 'pkce' });
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: `${ORIGIN}/es/reset-password` });
    expect(error).toBeNull();

    const mail = await lastMail(email);
    expect(mail?.kind).toBe('recovery');
    expect(mail?.subject).toBe('Restablece tu contraseña de Estadia');
    expect(mail?.body).toContain(mail!.link);
    const visit = await workerFetch()(mail!.link, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    const target = new URL(visit.headers.get('location')!);
    expect(target.pathname).toBe('/es/reset-password');
    const code = target.searchParams.get('code');
    expect(code).toBeTruthy();

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.id).toBe(user.id);
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe('recovery');
    expect(decodeJwt(exchanged.data.session!.access_token).amr).toEqual([expect.objectContaining({ method: 'recovery' })]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toContain('PASSWORD_RECOVERY');

    expect((await client.auth.updateUser({ password: 'recovered-pass' })).error).toBeNull();
    expect((await supabaseClient().auth.signInWithPassword({ email, password: 'recovered-pass' })).error).toBeNull();

    // The link and the code are single use.
    const again = await workerFetch()(mail!.link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
    const reused = await authRequest('/token?grant_type=pkce', { method: 'POST', json: { auth_code: code, code_verifier: 'x'.repeat(43) } });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('implicit flow: the link carries the session in the fragment', async () => {
    const { email, user } = await registerUser();
    expect((await supabaseClient().auth.resetPasswordForEmail(email, { redirectTo: `${ORIGIN}/reset-password` })).error).toBeNull();
    const visit = await workerFetch()((await lastMail(email))!.link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(visit.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const client = supabaseClient();
    const { data, error } = await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
  });

  it('rejects a wrong code verifier', async () => {
    const { email } = await registerUser();
    await supabaseClient({ flowType: 'pkce' }).auth.resetPasswordForEmail(email, { redirectTo: `${ORIGIN}/reset-password` });
    const visit = await workerFetch()((await lastMail(email))!.link, { redirect: 'manual' });
    const code = new URL(visit.headers.get('location')!).searchParams.get('code');
    const res = await authRequest('/token?grant_type=pkce', { method: 'POST', json: { auth_code: code, code_verifier: 'a'.repeat(64) } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_code_verifier' });
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect((await supabaseClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(await lastMail(email)).toBeNull();
  });

  it('keeps redirects on this site', async () => {
    const { email } = await registerUser();
    await supabaseClient().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const visit = await workerFetch()((await lastMail(email))!.link, { redirect: 'manual' });
    expect(new URL(visit.headers.get('location')!).origin).toBe(ORIGIN);
  });
});

describe('signing out', () => {
  async function threeSessions() {
    const { email, password, client } = await registerUser();
    const second = supabaseClient();
    const third = supabaseClient();
    await second.auth.signInWithPassword({ email, password });
    await third.auth.signInWithPassword({ email, password });
    return [client, second, third] as const;
  }
  // A throwaway client: supabase-js drops its own session when getUser says the session is gone.
  const alive = async (token: string) => !(await supabaseClient().auth.getUser(token)).error;

  it('scope local ends only this session', async () => {
    const [a, b] = await threeSessions();
    const tokenA = (await a.auth.getSession()).data.session!.access_token;
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a.auth.getSession()).data.session).toBeNull();
    expect(await alive(tokenA)).toBe(false);
    expect((await b.auth.getUser()).error).toBeNull();
  });

  it('scope others ends every other session', async () => {
    const [a, b, c] = await threeSessions();
    const tokenB = (await b.auth.getSession()).data.session!.access_token;
    const tokenC = (await c.auth.getSession()).data.session!.access_token;
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.auth.getUser()).error).toBeNull();
    expect(await alive(tokenB)).toBe(false);
    expect(await alive(tokenC)).toBe(false);
  });

  it('scope global (the default) ends them all, refresh tokens included', async () => {
    const [a, b] = await threeSessions();
    const tokenA = (await a.auth.getSession()).data.session!;
    const tokenB = (await b.auth.getSession()).data.session!;
    expect((await a.auth.signOut()).error).toBeNull();
    expect(await alive(tokenA.access_token)).toBe(false);
    expect(await alive(tokenB.access_token)).toBe(false);
    expect((await supabaseClient().auth.refreshSession({ refresh_token: tokenB.refresh_token })).error?.code).toBe('refresh_token_not_found');
  });

  it('refuses an unknown scope and a missing token', async () => {
    const { session } = await registerUser();
    const badScope = await authRequest('/logout?scope=everyone', { method: 'POST', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(badScope.status).toBe(400);
    const anonymous = await authRequest('/logout', { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'no_authorization' });
  });
});

describe('production mode', () => {
  it('answers 404 everywhere under /auth/v1 and at /dev/mail when SUPABASE_URL is set', async () => {
    const fetcher = workerFetch({ SUPABASE_URL: 'https://project.supabase.co' });
    for (const [path, method] of [['/auth/v1/signup', 'POST'], ['/auth/v1/.well-known/jwks.json', 'GET'], ['/auth/v1/user', 'GET'], ['/dev/mail', 'GET']] as const) {
      const res = await fetcher(`${ORIGIN}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(res.status, path).toBe(404);
    }
  });
});
