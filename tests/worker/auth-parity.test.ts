import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { ORIGIN, authRequest, lastMail, registerUser, supabaseClient, uniqueEmail, uniqueIp, workerFetch } from './auth-support';
import { inOneWindow } from './window-support';
import { AUTH_CONFIG } from '../../worker/auth/config';

/** Issue 16 item 6 and item 1: the answers of the local auth compared with GoTrue's. */

const confirming = { AUTH_CONFIRM_EMAIL: 'true' } as Partial<Env>;

/** Moves the last email of a kind a couple of minutes into the past (the once-a-minute rule). */
async function age(sql: string, id: string) {
  await env.DB.prepare(sql).bind(new Date(Date.now() - 120_000).toISOString(), id).run();
}

async function mailsTo(email: string, kind?: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM auth_outbox WHERE to_email = ?${kind ? ' AND kind = ?' : ''}`)
    .bind(...(kind ? [email, kind] : [email]))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function unconfirmedUser() {
  const email = uniqueEmail('unconfirmed');
  const client = supabaseClient({ envOverrides: confirming });
  const { data, error } = await client.auth.signUp({ email, password: 'secret-123', options: { emailRedirectTo: `${ORIGIN}/es/login` } });
  expect(error).toBeNull();
  expect(data.session).toBeNull();
  return { email, client, userId: data.user!.id };
}

describe('POST /resend', () => {
  it('re-sends the signup confirmation through supabase-js; the new link confirms the address', async () => {
    const { email, client, userId } = await unconfirmedUser();
    expect(await mailsTo(email, 'signup')).toBe(1);

    // Within the minute: GoTrue's 429, nothing sent.
    const early = await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${ORIGIN}/es/login` } });
    expect(early.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(early.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await mailsTo(email, 'signup')).toBe(1);

    await age('UPDATE auth_users SET confirmation_sent_at = ? WHERE id = ?', userId);
    const again = await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${ORIGIN}/es/login` } });
    expect(again.error).toBeNull();
    expect(again.data).toEqual({ user: null, session: null });
    expect(await mailsTo(email, 'signup')).toBe(2);
    const mail = await lastMail(email);
    expect(mail?.subject).toBe('Confirma tu registro en Estadia');

    const visit = await workerFetch(confirming)(mail!.link, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    expect(new URL(visit.headers.get('location')!).pathname).toBe('/es/login');
    expect((await client.auth.signInWithPassword({ email, password: 'secret-123' })).error).toBeNull();
  });

  it('reveals nothing: an unknown address and a confirmed one answer 200 {} and send nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const { email: confirmed } = await registerUser();
    for (const email of [nobody, confirmed]) {
      const res = await authRequest('/resend', { method: 'POST', json: { type: 'signup', email } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
      expect(await mailsTo(email)).toBe(0);
    }
    const noChange = await authRequest('/resend', { method: 'POST', json: { type: 'email_change', email: confirmed } });
    expect(noChange.status).toBe(200);
    expect(await noChange.json()).toEqual({});
  });

  it('refuses what GoTrue refuses, with its codes', async () => {
    const cases: [unknown, number, string][] = [
      [{ type: 'magiclink', email: uniqueEmail() }, 400, 'validation_failed'],
      [{ type: 'signup' }, 400, 'validation_failed'],
      [{ type: 'sms', phone: '+5511999999999' }, 400, 'phone_provider_disabled'],
      [{ type: 'signup', email: uniqueEmail(), phone: '+5511999999999' }, 400, 'validation_failed'],
      [{ type: 'email_change' }, 400, 'validation_failed'],
      [{ type: 'signup', email: 'not-an-email' }, 400, 'email_address_invalid'],
      [{ type: ['signup'], email: uniqueEmail() }, 400, 'validation_failed'],
    ];
    for (const [json, status, code] of cases) {
      const res = await authRequest('/resend', { method: 'POST', json });
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(await res.json(), JSON.stringify(json)).toMatchObject({ code });
    }
  });

  it('is rate limited per client address', () =>
    inOneWindow(AUTH_CONFIG.rateLimits.resend.windowSeconds, async () => {
      const ip = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i <= AUTH_CONFIG.rateLimits.resend.limit; i++) statuses.push((await authRequest('/resend', { method: 'POST', headers: { 'cf-connecting-ip': ip }, json: { type: 'signup', email: uniqueEmail() } })).status);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    }));
});

describe('GoTrue parity of existing endpoints', () => {
  it('a token that does not verify on /user is 403 bad_jwt (a missing one stays 401)', async () => {
    for (const token of ['abc.def', `${(await registerUser()).session.access_token.slice(0, -4)}AAAA`]) {
      const res = await authRequest('/user', { method: 'GET', headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'bad_jwt' });
    }
    const none = await authRequest('/user', { method: 'GET' });
    expect(none.status).toBe(401);
  });

  it('an unknown grant_type is unsupported_grant_type (modern and legacy bodies)', async () => {
    const modern = await authRequest('/token?grant_type=client_credentials', { method: 'POST', json: {} });
    expect(modern.status).toBe(400);
    expect(await modern.json()).toMatchObject({ code: 'unsupported_grant_type', error: 'unsupported_grant_type' });
    const legacy = await SELF.fetch(`${ORIGIN}/auth/v1/token?grant_type=id_token`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueIp() }, body: '{}' });
    expect(legacy.status).toBe(400);
    expect(await legacy.json()).toMatchObject({ error_code: 'unsupported_grant_type', error: 'unsupported_grant_type' });
  });

  it('GET /settings describes the server as GoTrue does', async () => {
    const res = await authRequest('/settings', { method: 'GET' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ external: { email: true, phone: false, google: false }, disable_signup: false, mailer_autoconfirm: true, phone_autoconfirm: false });
    const confirmingSettings = await authRequest('/settings', { method: 'GET' }, workerFetch(confirming));
    expect(await confirmingSettings.json()).toMatchObject({ mailer_autoconfirm: false });
  });

  it('a second recovery email within 60 s is 429 over_email_send_rate_limit; an unknown address stays 200', async () => {
    const { email } = await registerUser();
    const client = supabaseClient();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const second = await client.auth.resetPasswordForEmail(email);
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(await mailsTo(email, 'recovery')).toBe(1);
    const nobody = uniqueEmail('nobody');
    expect((await client.auth.resetPasswordForEmail(nobody)).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(nobody)).error).toBeNull();
  });
});

describe('password change', () => {
  it('refuses a wrong current password, keeps the session on success and signs the other sessions out', async () => {
    const { client, email, password } = await registerUser('Helena');
    const other = supabaseClient();
    expect((await other.auth.signInWithPassword({ email, password })).error).toBeNull();

    const wrong = await client.auth.updateUser({ password: 'brand-new-1', current_password: 'not-my-password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' });
    expect((await supabaseClient().auth.signInWithPassword({ email, password })).error).toBeNull(); // unchanged

    const right = await client.auth.updateUser({ password: 'brand-new-1', current_password: password });
    expect(right.error).toBeNull();
    // This session lives on; the other one is gone.
    expect((await client.auth.getUser()).error).toBeNull();
    // supabase-js drops a session the server no longer knows (session_not_found) and reports it missing.
    const gone = await other.auth.getUser();
    expect(gone.data.user).toBeNull();
    expect(gone.error?.name).toBe('AuthSessionMissingError');
    expect((await supabaseClient().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await supabaseClient().auth.signInWithPassword({ email, password: 'brand-new-1' })).error).toBeNull();
  });

  it('reauthentication: GET /reauthenticate mails a nonce that PUT /user { nonce } spends once', async () => {
    const { client, email } = await registerUser();
    const sent = await client.auth.reauthenticate();
    expect(sent.error).toBeNull();
    const mail = await lastMail(email);
    expect(mail?.kind).toBe('reauthentication');
    const nonce = /\b(\d{6})\b/.exec(mail!.body)?.[1];
    expect(nonce).toBeTruthy();
    expect((await client.auth.reauthenticate()).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    const wrongNonce = nonce === '000000' ? '111111' : '000000';
    expect((await client.auth.updateUser({ password: 'nonce-pass-1', nonce: wrongNonce })).error).toMatchObject({ status: 400, code: 'reauthentication_not_valid' });
    expect((await client.auth.updateUser({ password: 'nonce-pass-1', nonce })).error).toBeNull();
    expect((await client.auth.updateUser({ password: 'nonce-pass-2', nonce })).error).toMatchObject({ code: 'reauthentication_not_valid' });
  });
});

describe('email change', () => {
  it('mails a link to the new address and a notice to the old one; the link moves the account', async () => {
    const { client, email, password, user } = await registerUser('Iara');
    const next = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email: next.toUpperCase() }, { emailRedirectTo: `${ORIGIN}/en/dashboard/conta` });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next });
    expect(data.user?.email_change_sent_at).toBeTruthy();
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: next });

    const notice = await lastMail(email);
    expect(notice).toMatchObject({ kind: 'email_change_notice', subject: 'The email of your Estadia account is about to change', link: '' });
    expect(notice?.body).toContain(next);
    const mail = await lastMail(next);
    expect(mail).toMatchObject({ kind: 'email_change', subject: 'Confirm your new Estadia email' });
    expect(mail?.link).toContain('type=email_change');

    // Not yet: the old address still signs in, the new one does not.
    expect((await supabaseClient().auth.signInWithPassword({ email: next, password })).error).toMatchObject({ code: 'invalid_credentials' });

    const visit = await workerFetch()(mail!.link, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    const target = new URL(visit.headers.get('location')!);
    expect(target.pathname).toBe('/en/dashboard/conta');
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    expect(decodeJwt(fragment.get('access_token')!)).toMatchObject({ sub: user.id, email: next });

    expect((await supabaseClient().auth.signInWithPassword({ email: next, password })).error).toBeNull();
    expect((await supabaseClient().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    const fresh = await client.auth.refreshSession();
    expect(fresh.data.user?.email).toBe(next);
    expect(fresh.data.user?.new_email).toBeUndefined();
    // The link is spent.
    const again = await workerFetch()(mail!.link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('refuses an address another account uses (email_exists); resend follows the minute rule and replaces the link', async () => {
    const { client, user } = await registerUser();
    const { email: taken } = await registerUser();
    expect((await client.auth.updateUser({ email: taken })).error).toMatchObject({ status: 422, code: 'email_exists' });

    const { email } = (await client.auth.getUser()).data.user!;
    const next = uniqueEmail('next');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const first = await lastMail(next);
    expect((await client.auth.updateUser({ email: uniqueEmail('again') })).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect((await client.auth.resend({ type: 'email_change', email: email! })).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    await age('UPDATE auth_email_changes SET sent_at = ? WHERE user_id = ?', user.id);
    expect((await client.auth.resend({ type: 'email_change', email: email! })).error).toBeNull();
    const second = await lastMail(next);
    expect(second?.link).not.toBe(first?.link);
    expect(await mailsTo(email!, 'email_change_notice')).toBe(1); // the old address is told once
    const stale = await workerFetch()(first!.link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(stale.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
    expect((await workerFetch()(second!.link, { redirect: 'manual' })).status).toBe(303);
    expect((await client.auth.refreshSession()).data.user?.email).toBe(next);
  });

  it('PKCE (as the browser client does): the link hands back a code for a session', async () => {
    const { email, password } = await registerUser();
    const client = supabaseClient({ flowType: 'pkce' });
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    const next = uniqueEmail('pkce');
    expect((await client.auth.updateUser({ email: next }, { emailRedirectTo: `${ORIGIN}/dashboard/conta` })).error).toBeNull();
    const visit = await workerFetch()((await lastMail(next))!.link, { redirect: 'manual' });
    const code = new URL(visit.headers.get('location')!).searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(next);
  });
});
