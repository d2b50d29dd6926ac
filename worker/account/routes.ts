/**
 * The account's machine routes (issue 16): sign-out as a plain form POST, the data export
 * (JSON of everything, CSV of reservations) and the account deletion. Each works without
 * JavaScript (form posts answered with 303) and with it (Accept: application/json).
 */
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { AUTH_CONFIG } from '../auth/config';
import { readSessionCookie, sessionSetCookies, type CookieRead } from '../auth/cookie';
import { sha256Hex } from '../auth/crypto';
import { composeNotice, mailStatement } from '../auth/mail';
import { joseErrors, type AccessClaims } from '../auth/jwt';
import { sessionSource } from '../middleware/session';
import { FOREVER, revokeOtherSessionsStatements, revokeSessionStatements, revokeUserStatements } from '../auth/revocation';
import { localizePath, toLocale, type Locale } from '../../shared/locales';
import { deleteHostStatements, exportJson, futureBookings, reservationsCsv } from './data';
import { TRPCError } from '@trpc/server';
import { reportsSummarySchema, type ReportsSummary } from '../../shared/host/operations';
import { reportsCsv } from '../db/operations';
import { createCaller } from '../trpc/root';
import { createContext } from '../trpc/trpc';
import { hostPhotoKeys, hostPhotoUrls } from '../db/photos';
import { DIRECTORY_SHARD, hostDatabase, shardOfHost, shardDatabase } from '../db/shards';
import { deletePhotoObjects } from '../photos/store';
import { deleteMailBodiesOf } from '../mail/bodies';
import { decryptGuestData } from '../journey/guest-crypto';
import { csvFormatOf, csvHeaders, sheetLocale } from '../books/spreadsheet';
import { reportsExcel, wordsOf } from '../books/exports';

/** The words a host types to confirm the deletion, per locale (as the page shows them). */
export const DELETE_WORDS: Record<Locale, string> = { pt: 'EXCLUIR', en: 'DELETE', es: 'ELIMINAR', it: 'ELIMINA' };

/** A browser form from another site is refused (Origin naming another site or `null`, or Sec-Fetch-Site naming another site). */
function foreign(c: Context<AppEnv>): boolean {
  const origin = new URL(c.req.url).origin;
  let site = origin;
  try {
    site = new URL(c.env.SITE_URL).origin;
  } catch {
    // SITE_URL unset: this origin only
  }
  const requestOrigin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  // `Origin: null` (a sandboxed frame, a data: URL, a cross-site redirect) names no site of ours: refused.
  if (requestOrigin !== undefined) return requestOrigin === 'null' || (requestOrigin !== origin && requestOrigin !== site);
  return fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
}

const wantsJson = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('application/json');

async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (Number(c.req.header('content-length') ?? 0) > 4096) return {};
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) : {};
    }
    const body = await c.req.parseBody();
    return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  } catch {
    return {};
  }
}

function clearCookies(c: Context<AppEnv>, key: string, stored: CookieRead) {
  const names = stored.state === 'absent' ? [key] : stored.names;
  const secure = new URL(c.req.url).protocol === 'https:';
  for (const cookie of sessionSetCookies(key, names, null, { secure })) c.header('set-cookie', cookie, { append: true });
  c.header('cache-control', 'private, no-store');
}

/** The session of the request's cookie, verified (refreshed once when its access token expired). */
async function cookieSession(c: Context<AppEnv>): Promise<{ stored: CookieRead; key: string; claims: AccessClaims | null; accessToken: string | null }> {
  const source = sessionSource(c);
  const stored = readSessionCookie(getCookie(c), source.cookieKey);
  if (stored.state !== 'present') return { stored, key: source.cookieKey, claims: null, accessToken: null };
  try {
    return { stored, key: source.cookieKey, claims: await source.verify(stored.session.access_token), accessToken: stored.session.access_token };
  } catch (error) {
    if (!(error instanceof joseErrors.JWTExpired)) return { stored, key: source.cookieKey, claims: null, accessToken: null };
  }
  const fresh = (await source.refresh(stored.session.refresh_token)) as { access_token?: string } | null;
  if (!fresh?.access_token) return { stored, key: source.cookieKey, claims: null, accessToken: null };
  try {
    return { stored, key: source.cookieKey, claims: await source.verify(fresh.access_token), accessToken: fresh.access_token };
  } catch {
    return { stored, key: source.cookieKey, claims: null, accessToken: null };
  }
}

/** Ends the cookie's session at its source: the local auth's session row, or Supabase's logout. */
async function revoke(c: Context<AppEnv>, stored: CookieRead) {
  if (stored.state !== 'present') return;
  if (!c.env.SUPABASE_URL) {
    const hash = await sha256Hex(stored.session.refresh_token);
    await c.env.DB.prepare('DELETE FROM auth_sessions WHERE id = (SELECT session_id FROM auth_refresh_tokens WHERE token_hash = ?)').bind(hash).run();
    return;
  }
  const { accessToken, claims } = await cookieSession(c);
  if (!accessToken || !claims) return;
  // The edge refuses this session's access token from now on (it would work at Supabase's
  // logout, but stay valid for its hour everywhere the edge only verifies signatures).
  await c.env.DB.batch(revokeSessionStatements(c.env.DB, claims));
  const base = c.env.SUPABASE_URL.replace(/\/+$/, '');
  await fetch(`${base}/auth/v1/logout?scope=local`, {
    method: 'POST',
    headers: { apikey: c.env.SUPABASE_PUBLISHABLE_KEY, authorization: `Bearer ${accessToken}`, 'x-supabase-api-version': AUTH_CONFIG.apiVersion },
  }).catch(() => undefined);
}

/**
 * POST /account/sign-out { locale, next? }: revokes the refresh token, clears the cookies and
 * opens the locale's home, or its /login when `next` is "login" (the overview's "Sair", as the
 * spec has it), or its /register when `next` is "register" (a demo's "create a real account",
 * issue 30); nothing else is a destination.
 */
async function signOut(c: Context<AppEnv>) {
  if (foreign(c)) return c.text('Forbidden', 403);
  const fields = await formFields(c);
  const locale = toLocale(fields.locale);
  const source = sessionSource(c);
  const stored = readSessionCookie(getCookie(c), source.cookieKey);
  await revoke(c, stored);
  clearCookies(c, source.cookieKey, stored);
  const destination = localizePath(fields.next === 'login' ? '/login' : fields.next === 'register' ? '/register' : '/', locale);
  if (wantsJson(c)) return c.json({ ok: true, redirect: destination });
  return c.redirect(destination, 303);
}

/**
 * POST /account/sessions/end-others: the account page calls it after "sign out of other
 * devices" or a password change succeeded. Local auth already deleted those sessions' rows; with
 * a Supabase project the edge cannot see them, so every other session's access token of this
 * user is listed as refused from now on (the caller's own session stays). Only the caller's
 * own sessions can be ended this way: the user comes from the verified cookie.
 */
async function endOtherSessions(c: Context<AppEnv>) {
  if (foreign(c)) return c.json({ error: 'forbidden' }, 403);
  const { claims } = await cookieSession(c);
  if (!claims) return c.json({ error: 'signed_out' }, 401);
  if (c.env.SUPABASE_URL) await c.env.DB.batch(revokeOtherSessionsStatements(c.env.DB, claims));
  c.header('cache-control', 'private, no-store');
  return c.body(null, 204);
}

interface DeleteFailure {
  error: 'signed_out' | 'confirmation' | 'future_bookings' | 'unavailable';
  futureBookings?: number;
}

/** Deletes the auth user: locally in the data batch; with Supabase through its admin API. */
async function deleteRemoteUser(env: Env, userId: string): Promise<boolean> {
  const secret = (env as Env & { SUPABASE_SECRET_KEY?: string }).SUPABASE_SECRET_KEY;
  if (!secret) return false;
  const base = env.SUPABASE_URL.replace(/\/+$/, '');
  const res = await fetch(`${base}/auth/v1/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE', headers: { apikey: secret, authorization: `Bearer ${secret}` } });
  return res.ok || res.status === 404;
}

/**
 * POST /account/delete { confirm, futureBookings, acknowledge, locale }: the typed word of the
 * locale; when guests still expect bookings, the count the page showed and the acknowledgement
 * that they were cancelled or exported. Then every host row and the auth user go in one batch
 * (locally; with Supabase the data batch, then the admin API), the goodbye mail is queued and
 * the cookies cleared.
 */
async function deleteAccount(c: Context<AppEnv>) {
  if (foreign(c)) return c.text('Forbidden', 403);
  const fields = await formFields(c);
  const locale = toLocale(fields.locale);
  const { stored, key, claims } = await cookieSession(c);
  const back = (failure: DeleteFailure) => {
    if (wantsJson(c)) return c.json(failure, failure.error === 'signed_out' ? 401 : failure.error === 'unavailable' ? 503 : 422);
    const query = new URLSearchParams({ delete: failure.error });
    return c.redirect(`${localizePath(failure.error === 'signed_out' ? '/login' : '/dashboard/conta', locale)}${failure.error === 'signed_out' ? '' : `?${query}`}`, 303);
  };
  if (!claims) return back({ error: 'signed_out' });
  // Locally the session itself must still exist (a token outlives a signed-out or deleted account).
  if (!c.env.SUPABASE_URL) {
    const live = await c.env.DB.prepare('SELECT 1 AS ok FROM auth_sessions WHERE id = ? AND user_id = ?').bind(claims.session_id ?? '', claims.sub).first();
    if (!live) return back({ error: 'signed_out' });
  }
  if ((fields.confirm ?? '').trim() !== DELETE_WORDS[locale]) return back({ error: 'confirmation' });
  const hostId = claims.sub;
  // The host's data is on its shard (issue 46); the account, its sessions and the directory's rows in DB.
  const shard = await shardOfHost(c.env, hostId);
  const hostDb = shardDatabase(c.env, shard);
  const future = await futureBookings(hostDb, hostId);
  if (future > 0 && (Number(fields.futureBookings) !== future || fields.acknowledge !== 'yes')) return back({ error: 'future_bookings', futureBookings: future });
  const local = !c.env.SUPABASE_URL;
  if (!local && !(c.env as Env & { SUPABASE_SECRET_KEY?: string }).SUPABASE_SECRET_KEY) return back({ error: 'unavailable' });

  const email = claims.email;
  const goodbye = composeNotice('account_deleted', locale, {});
  const photoKeys = await hostPhotoKeys(hostDb, hostId);
  // On another shard, its rows go first, in one batch; the directory's batch (the account last)
  // follows. A failure between them leaves the account with no data, and deleting again finishes.
  if (shard !== DIRECTORY_SHARD) await hostDb.batch(await deleteHostStatements(hostDb, hostId));
  const statements = await deleteHostStatements(c.env.DB, hostId);
  if (local) {
    // The auth user and everything hanging from it (identities, sessions, tokens) in the same batch.
    statements.push(c.env.DB.prepare('DELETE FROM auth_users WHERE id = ?').bind(hostId));
    if (email) statements.push(mailStatement(c.env.DB, email, 'account_deleted', goodbye.subject, goodbye.body, ''));
  } else {
    // Every access token the deleted user still holds is refused by the edge from this batch on.
    statements.push(...revokeUserStatements(c.env.DB, hostId, FOREVER));
  }
  if (!local && email) {
    const html = `<p>${goodbye.body.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)}</p>`;
    statements.push(
      c.env.DB.prepare(
        `INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at)
         VALUES (?, NULL, NULL, 'account_deleted', ?, ?, ?, ?, 'pending', 0, ?, ?)`,
      ).bind(crypto.randomUUID(), email, goodbye.subject, html, goodbye.body, Date.now(), new Date().toISOString()),
    );
  }
  await c.env.DB.batch(statements);
  // The photos' objects once their rows are gone (issue 24): no object of the host stays in R2.
  await deletePhotoObjects(c.env.PHOTOS, photoKeys);
  // And the bodies of its mails (issue 46: mail/<host id>/… in the MAIL bucket).
  await deleteMailBodiesOf(c.env, hostId);
  if (!local && !(await deleteRemoteUser(c.env, hostId))) return back({ error: 'unavailable' });
  clearCookies(c, key, stored);
  const home = localizePath('/', locale);
  if (wantsJson(c)) return c.json({ ok: true, redirect: home });
  return c.redirect(home, 303);
}

function signedInUser(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) return null;
  return user;
}

const download = (name: string) => `attachment; filename="${name}"`;

/** GET /account/export.json: everything Estadia holds about the signed-in host, streamed. */
async function exportAll(c: Context<AppEnv>) {
  const user = signedInUser(c);
  if (!user) return c.json({ error: 'signed_out' }, 401);
  const account = await c.env.DB.prepare('SELECT created_at, last_sign_in_at FROM auth_users WHERE id = ?')
    .bind(user.id)
    .first<{ created_at: string; last_sign_in_at: string | null }>()
    .catch(() => null);
  const day = new Date().toISOString().slice(0, 10);
  // Every photo's URL (issue 24); the rows themselves are in tables.property_photos.
  const origin = new URL(c.req.url).origin;
  const hostDb = await hostDatabase(c.env, user.id);
  const photos = (await hostPhotoUrls(hostDb, user.id)).map((url) => `${origin}${url}`);
  // The host's own export is the one place guests' document numbers leave decrypted (issue 28).
  const guestData = { documents: 'plain', reveal: (stored: string) => decryptGuestData(c.env, stored) } as const;
  const who = { id: user.id, email: user.email, name: user.name, createdAt: account?.created_at ?? null, lastSignInAt: account?.last_sign_in_at ?? null };
  return new Response(exportJson(hostDb, who, { photos }, guestData, c.env.DB), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': download(`estadia-${day}.json`), 'cache-control': 'private, no-store' },
  });
}

/** GET /account/reservations.csv?format=excel|csv&locale= (issue 43: the two forms, worker/books/spreadsheet.ts). */
async function exportReservations(c: Context<AppEnv>) {
  const user = signedInUser(c);
  if (!user) return c.json({ error: 'signed_out' }, 401);
  const day = new Date().toISOString().slice(0, 10);
  const format = csvFormatOf(c.req.query('format'), c.req.query('locale'));
  const excel = format === 'excel' ? { LL: wordsOf(sheetLocale(c.req.query('locale'))) } : undefined;
  return new Response(reservationsCsv(await hostDatabase(c.env, user.id), user.id, excel), { headers: csvHeaders(`estadia-reservas-${day}.csv`, format) });
}

/**
 * GET /account/reports.csv?from=&to=&propertyId=: host.reports.summary as CSV (issue 27), the same
 * figures through the same procedure, so a team member's CSV covers what their page covers (issue
 * 26: the properties shared with them; a role without reports → 403).
 */
async function exportReport(c: Context<AppEnv>) {
  const user = signedInUser(c);
  if (!user) return c.json({ error: 'signed_out' }, 401);
  const propertyId = c.req.query('propertyId');
  const parsed = reportsSummarySchema.safeParse({
    from: c.req.query('from'),
    to: c.req.query('to'),
    ...(propertyId && propertyId !== 'all' ? { propertyId: Number(propertyId) } : {}),
  });
  if (!parsed.success) return c.json({ error: 'invalid', issues: parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })) }, 400);
  let summary: ReportsSummary;
  try {
    summary = await createCaller(createContext(c)).host.reports.summary(parsed.data);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return c.json({ error: 'not_found' }, 404);
    if (error instanceof TRPCError && error.code === 'FORBIDDEN') return c.json({ error: 'forbidden' }, 403);
    throw error;
  }
  const format = csvFormatOf(c.req.query('format'), c.req.query('locale'));
  const body = format === 'excel' ? reportsExcel(summary, parsed.data, wordsOf(sheetLocale(c.req.query('locale')))) : reportsCsv(summary, parsed.data);
  return new Response(body, { headers: csvHeaders(`estadia-relatorio-${parsed.data.from}-${parsed.data.to}.csv`, format) });
}

/** Mounts the account routes (before the page catch-all). */
export function mountAccount(app: Hono<AppEnv>) {
  app.post('/account/sign-out', signOut);
  app.post('/account/delete', deleteAccount);
  app.post('/account/sessions/end-others', endOtherSessions);
  app.get('/account/export.json', exportAll);
  app.get('/account/reservations.csv', exportReservations);
  app.get('/account/reports.csv', exportReport);
}
