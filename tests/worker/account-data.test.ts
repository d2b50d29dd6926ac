import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { NOT_HOST_TABLES, csvCell, hostTables } from '../../worker/account/data';
import { COOKIE, authRequest, lastMail, supabaseClient } from './auth-support';
import { call, hostWithCookie, rowsOf, schemaTables, seedEverything, setCookies } from './account-support';

/** The tables of 0004_workspace.sql: each must get rows from seedEverything. */
const WORKSPACE_TABLES = [
  'properties', 'property_texts', 'property_photos', 'room_types', 'units', 'rates', 'guests', 'reservations', 'reservation_events',
  'blocks', 'occupancy', 'payments', 'channel_feeds', 'feed_events', 'channel_conflicts', 'mail_outbox',
];

describe('which tables hold a host’s data', () => {
  it('every table of the schema is a host table (host_id) or declared as holding no host data', async () => {
    const tables = await schemaTables();
    const undeclared = tables.filter((table) => !table.hasHostId && !(table.name in NOT_HOST_TABLES)).map((table) => table.name);
    // A new table without host_id must either get one (then export and deletion take it) or be
    // declared in NOT_HOST_TABLES with the reason it holds nothing of a host.
    expect(undeclared).toEqual([]);
    const host = (await hostTables(env.DB)).map((table) => table.name).sort();
    expect(host).toEqual(tables.filter((table) => table.hasHostId).map((table) => table.name).sort());
    for (const name of WORKSPACE_TABLES) expect(host).toContain(name);
  });

  it('orders children before the tables they reference', async () => {
    const order = (await hostTables(env.DB)).map((table) => table.name);
    for (const [child, parent] of <[string, string][]>[['reservations', 'properties'], ['occupancy', 'reservations'], ['payments', 'reservations'], ['units', 'room_types'], ['feed_events', 'channel_feeds'], ['reservations', 'units']]) {
      expect(order.indexOf(child), `${child} before ${parent}`).toBeLessThan(order.indexOf(parent));
    }
  });
});

describe('GET /account/export.json and /account/reservations.csv', () => {
  it('gives the host every row of every host table, and none of another host', async () => {
    const a = await hostWithCookie('Ana Export');
    const b = await hostWithCookie('Bruno Other');
    const seededA = await seedEverything(a.hostId, 'Pousada Alfa');
    const seededB = await seedEverything(b.hostId, 'Pousada Beta');

    const res = await call('/account/export.json', { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="estadia-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = await res.text();
    expect(text).not.toContain(seededB.slug);
    const body = JSON.parse(text) as { account: { id: string; email: string; name: string }; tables: Record<string, Record<string, unknown>[]> };
    expect(body.account).toMatchObject({ id: a.hostId, email: a.email, name: 'Ana Export' });
    for (const table of await hostTables(env.DB)) {
      const rows = body.tables[table.name];
      expect(rows, table.name).toBeDefined();
      expect(rows!.length, table.name).toBe(await rowsOf(table.name, a.hostId));
      expect(rows!.every((row) => row.host_id === a.hostId), table.name).toBe(true);
    }
    for (const name of WORKSPACE_TABLES) expect(body.tables[name]!.length, name).toBeGreaterThan(0);
    expect(body.tables.properties!.map((row) => row.slug)).toEqual([seededA.slug]);

    const csv = await call('/account/reservations.csv', { cookie: a.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'code,property,room_type,unit,guest,guest_email,guest_phone,check_in,check_out,adults,children,status,source,currency,total,paid,payment_method,notes,created_at,' +
        'rate_plan,refundable,promo_code,line_room,line_plan,line_length_of_stay,line_promo,line_cleaning,line_service,line_addon,line_tax,addon_items',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Pousada Alfa');
    expect(lines[1]).toContain('"Maria ""Mari"" Souza"');
    expect(lines[1]).toContain(",'=1+1,");
    expect(lines[1]).toContain(',600.00,100.00,');
    expect(lines.join('\n')).not.toContain('Pousada Beta');
  });

  it('answers 401 without a session', async () => {
    expect((await call('/account/export.json')).status).toBe(401);
    expect((await call('/account/reservations.csv')).status).toBe(401);
  });

  it('neutralises spreadsheet formulas and quotes separators', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+55 11')).toBe("'+55 11");
    // A negative amount (a discount line) stays a number; anything else after a minus is neutralised.
    expect(csvCell('-84.00')).toBe('-84.00');
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(null)).toBe('');
  });
});

describe('POST /account/delete', () => {
  it('needs the typed word and the future bookings handled; then leaves zero rows of the host in every table', async () => {
    const a = await hostWithCookie('Carla Leaving');
    const b = await hostWithCookie('Davi Staying');
    await seedEverything(a.hostId);
    await seedEverything(b.hostId);
    const before = new Map<string, number>();
    for (const table of await hostTables(env.DB)) before.set(table.name, await rowsOf(table.name, b.hostId));

    const wrongWord = await call('/account/delete', { cookie: a.cookie, form: { confirm: 'excluir', locale: 'pt', futureBookings: '1', acknowledge: 'yes' } });
    expect(wrongWord.status).toBe(303);
    expect(wrongWord.headers.get('location')).toBe('/dashboard/conta?delete=confirmation');
    const unhandled = await call('/account/delete', { cookie: a.cookie, form: { confirm: 'EXCLUIR', locale: 'pt' } });
    expect(unhandled.headers.get('location')).toBe('/dashboard/conta?delete=future_bookings');
    const staleCount = await call('/account/delete', { cookie: a.cookie, json: true, form: { confirm: 'EXCLUIR', locale: 'pt', futureBookings: '0', acknowledge: 'yes' } });
    expect(staleCount.status).toBe(422);
    expect(await staleCount.json()).toEqual({ error: 'future_bookings', futureBookings: 1 });
    expect(await rowsOf('properties', a.hostId)).toBe(1);
    expect((await call('/account/delete', { cookie: a.cookie, origin: 'https://evil.example', form: { confirm: 'EXCLUIR', futureBookings: '1', acknowledge: 'yes' } })).status).toBe(403);

    const done = await call('/account/delete', { cookie: a.cookie, form: { confirm: 'EXCLUIR', locale: 'pt', futureBookings: '1', acknowledge: 'yes' } });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/');
    expect(setCookies(done).get(COOKIE)).toMatch(/Max-Age=0/);

    for (const table of await hostTables(env.DB)) {
      expect(await rowsOf(table.name, a.hostId), table.name).toBe(0);
      expect(await rowsOf(table.name, b.hostId), `${table.name} of the other host`).toBe(before.get(table.name));
    }
    for (const table of ['auth_users', 'auth_identities', 'auth_sessions', 'auth_refresh_tokens']) {
      const column = table === 'auth_users' ? 'id' : 'user_id';
      const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`).bind(a.hostId).first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    expect((await supabaseClient().auth.signInWithPassword({ email: a.email, password: a.password })).error).toMatchObject({ code: 'invalid_credentials' });
    const bye = await lastMail(a.email);
    expect(bye).toMatchObject({ kind: 'account_deleted', subject: 'Sua conta Estadia foi excluída' });
    // The old cookie no longer opens anything.
    expect((await call('/account/delete', { cookie: a.cookie, json: true, form: { confirm: 'EXCLUIR' } })).status).toBe(401);
  });

  it('with JavaScript: JSON answers, the word of the page’s language, no future bookings to handle', async () => {
    const host = await hostWithCookie();
    const res = await call('/account/delete', { cookie: host.cookie, json: true, form: { confirm: 'DELETE', locale: 'en' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, redirect: '/en' });
    expect((await lastMail(host.email))?.subject).toBe('Your Estadia account has been deleted');
  });
});

describe('POST /account/sign-out (no JavaScript needed)', () => {
  it('revokes the session, clears the cookie and opens the locale’s home', async () => {
    const host = await hostWithCookie();
    const res = await call('/account/sign-out', { cookie: host.cookie, form: { locale: 'es' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/es');
    expect(setCookies(res).get(COOKIE)).toMatch(/^sb-localhost-auth-token=; Max-Age=0; Path=\/; SameSite=Lax$/);
    const user = await authRequest('/user', { method: 'GET', headers: { authorization: `Bearer ${host.session.access_token}` } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
    expect((await supabaseClient().auth.refreshSession({ refresh_token: host.session.refresh_token })).error?.code).toBe('refresh_token_not_found');
  });

  it('opens the locale’s /login when the overview asks for it (next=login), and nowhere else on request', async () => {
    const host = await hostWithCookie();
    const res = await call('/account/sign-out', { cookie: host.cookie, form: { locale: 'en', next: 'login' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/login');
    expect(setCookies(res).get(COOKIE)).toMatch(/Max-Age=0/);
    expect((await authRequest('/user', { method: 'GET', headers: { authorization: `Bearer ${host.session.access_token}` } })).status).toBe(403);
    const json = await call('/account/sign-out', { json: true, form: { locale: 'pt', next: 'login' } });
    expect(await json.json()).toEqual({ ok: true, redirect: '/login' });
    // Any other `next` is ignored: no open redirect.
    const other = await call('/account/sign-out', { form: { locale: 'es', next: 'https://evil.example/' } });
    expect(other.headers.get('location')).toBe('/es');
  });

  it('answers JSON to the page’s own request, and still clears cookies without a session; refuses other sites', async () => {
    const json = await call('/account/sign-out', { json: true, form: { locale: 'it' } });
    expect(await json.json()).toEqual({ ok: true, redirect: '/it' });
    expect(setCookies(json).get(COOKIE)).toMatch(/Max-Age=0/);
    const host = await hostWithCookie();
    expect((await call('/account/sign-out', { cookie: host.cookie, origin: 'https://evil.example', form: {} })).status).toBe(403);
    expect((await authRequest('/user', { method: 'GET', headers: { authorization: `Bearer ${host.session.access_token}` } })).status).toBe(200);
  });
});
