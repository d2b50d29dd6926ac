/**
 * Issue 30: "Experimente agora" makes a private copy of the demo workspace under a new demo
 * account (POST /demo/start), which no one else sees, which sends no mail, and which the cron
 * deletes 24 hours later; rate limited per address.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { selfFetch, uniqueIp, workerFetchWith } from './api-support';
import { COOKIE, ORIGIN } from './auth-support';
import { data, mutate, query, type Host } from './reservations-support';
import { readSessionCookie } from '../../worker/auth/cookie';
import { hostTables } from '../../worker/account/data';
import { DEMO_HOST } from '../../worker/db/demo';
import { DEMO_EMAIL_DOMAIN, DEMO_TTL_MS } from '../../worker/demo/copy';
import { purgeExpiredDemos } from '../../worker/jobs/demos';
import { RATE_LIMITS } from '../../worker/trpc/rate-limit';
import { inOneWindow } from './window-support';

interface Demo extends Host {
  cookie: string;
  location: string;
}

/** The demos of this file stay on DB_SHARD_0 (issue 46: tests/worker/shards-jobs-demo.test.ts places them). */
const onDirectoryShard = workerFetchWith({ SHARD_PLACEMENT: 'directory' } as Partial<Env>);

function start(ip: string, locale = 'pt', headers: Record<string, string> = {}): Promise<Response> {
  return onDirectoryShard(`${ORIGIN}/demo/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': ip, ...headers },
    body: new URLSearchParams({ locale }).toString(),
    redirect: 'manual',
  });
}

/** Presses "Experimente agora": the demo's session (from the cookies set) and where it lands. */
async function newDemo(locale = 'pt', ip = uniqueIp()): Promise<Demo> {
  const response = await start(ip, locale);
  expect(response.status).toBe(303);
  const cookies = Object.fromEntries(response.headers.getSetCookie().map((line) => line.split(';')[0]!.split(/=(.*)/s).slice(0, 2) as [string, string]));
  const stored = readSessionCookie(cookies, COOKIE);
  if (stored.state !== 'present') throw new Error(`no session cookie: ${JSON.stringify(cookies)}`);
  const session = stored.session as unknown as { access_token: string; user: { id: string } };
  return {
    token: session.access_token,
    id: session.user.id,
    cookie: Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; '),
    location: response.headers.get('location') ?? '',
  };
}

const count = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())?.n ?? 0;

async function rowsPerTable(hostId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await hostTables(env.DB)) counts[table.name] = await count(`SELECT COUNT(*) AS n FROM "${table.name}" WHERE host_id = ?`, hostId);
  return counts;
}

describe('a personal demo (POST /demo/start)', () => {
  it('holds the same rows as the demo host, under its own account and ids, and opens the workspace signed in', async () => {
    const demo = await newDemo('en');
    expect(demo.location).toBe('/en/dashboard');
    expect(demo.id).not.toBe(DEMO_HOST.id);
    const user = await env.DB.prepare('SELECT email FROM auth_users WHERE id = ?').bind(demo.id).first<{ email: string }>();
    expect(user?.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);

    const original = await rowsPerTable(DEMO_HOST.id);
    const copy = await rowsPerTable(demo.id);
    expect(copy.demo_copies).toBe(1);
    for (const [table, n] of Object.entries(original)) if (table !== 'demo_copies') expect([table, copy[table]]).toEqual([table, n]);
    // What the issue names, with the demo's real sizes.
    expect(copy.properties).toBe(9);
    expect(copy.reservations).toBe(96);
    expect(copy.rates).toBe(original.rates);
    expect(copy.payments).toBeGreaterThan(0);
    expect(copy.occupancy).toBeGreaterThan(0);
    // Its own ids: none of the demo host's properties, room types, units, reservations or guests.
    for (const table of ['properties', 'room_types', 'units', 'reservations', 'guests']) {
      expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE host_id = ? AND id IN (SELECT id FROM ${table} WHERE host_id = ?)`, demo.id, DEMO_HOST.id)).toBe(0);
    }
    // Every reservation of the copy references the copy's own rows.
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM reservations r WHERE r.host_id = ?1 AND (
           r.property_id NOT IN (SELECT id FROM properties WHERE host_id = ?1) OR r.unit_id NOT IN (SELECT id FROM units WHERE host_id = ?1)
           OR r.guest_id NOT IN (SELECT id FROM guests WHERE host_id = ?1))`,
        demo.id,
      ),
    ).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM occupancy o JOIN reservations r ON r.id = o.reservation_id WHERE o.host_id = ? AND r.host_id <> o.host_id', demo.id)).toBe(0);

    // The cookie signs the visitor in: the workspace shows the demo's properties and the banner.
    const page = await selfFetch(`${ORIGIN}/en/dashboard/propriedades`, { headers: { cookie: demo.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-demo-banner');
    const { results } = await env.DB.prepare('SELECT name FROM properties WHERE host_id = ? ORDER BY id LIMIT 3').bind(demo.id).all<{ name: string }>();
    for (const { name } of results) expect(html).toContain(name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    const listed = data(await query(demo, 'host.properties.list')) as { id: number }[];
    expect(listed).toHaveLength(9);
  });

  it('is invisible to every other host and to the marketplace, even when its visitor publishes', async () => {
    const a = await newDemo();
    const b = await newDemo();
    const ownA = (data(await query(a, 'host.properties.list')) as { id: number }[]).map((row) => row.id);
    const ownB = (data(await query(b, 'host.properties.list')) as { id: number }[]).map((row) => row.id);
    expect(ownA.filter((id) => ownB.includes(id))).toEqual([]);
    // B asks for A's property and reservations: not found, as ids that do not exist.
    const other = await query(b, 'host.properties.get', { id: ownA[0] });
    expect(other.status).toBe(404);
    const reservation = await env.DB.prepare('SELECT id FROM reservations WHERE host_id = ? LIMIT 1').bind(a.id).first<{ id: number }>();
    expect((await query(b, 'host.reservations.get', { id: reservation!.id })).status).toBe(404);
    // The demo host itself does not see it either.
    const demoHostSees = await env.DB.prepare('SELECT COUNT(*) AS n FROM properties WHERE host_id = ? AND id IN (' + ownA.join(',') + ')').bind(DEMO_HOST.id).first<{ n: number }>();
    expect(demoHostSees?.n).toBe(0);

    // The visitor publishes every property of the copy: the marketplace still never lists it.
    for (const id of ownA) expect((await mutate(a, 'host.properties.setPublished', { id, published: true })).status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM properties WHERE host_id = ? AND published = 1', a.id)).toBe(9);
    const listings = data(await query(null, 'marketplace.listings', { locale: 'pt' })) as { id: number }[];
    expect(listings.map((listing) => listing.id)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(listings.filter((listing) => ownA.includes(listing.id))).toEqual([]);
    const sitemap = await (await selfFetch(`${ORIGIN}/sitemap.xml`)).text();
    expect(sitemap).toContain('/property/1<');
    for (const id of ownA) expect(sitemap).not.toContain(`/property/${id}<`);
    expect((await selfFetch(`${ORIGIN}/property/${ownA[0]}`)).status).toBe(404);
    expect((await selfFetch(`${ORIGIN}/properties`)).status).toBe(200);
    const slug = await env.DB.prepare('SELECT slug FROM properties WHERE id = ?').bind(ownA[0]).first<{ slug: string }>();
    expect(await (await selfFetch(`${ORIGIN}/properties`)).text()).not.toContain(slug!.slug);
    expect((await query(null, 'booking.property', { propertyId: ownA[0], locale: 'pt' })).status).toBe(404);
    expect((await selfFetch(`${ORIGIN}/widget/${ownA[0]}`)).status).toBe(404);
  });

  it('sends no mail: what its workspace would send stays in its own outbox', async () => {
    const demo = await newDemo();
    // A Pix hold of the copy that was never paid: the cron releases it and writes the guest's and host's mails.
    const reservation = await env.DB.prepare("SELECT id, check_in FROM reservations WHERE host_id = ? AND status = 'confirmed' AND check_in > date('now') ORDER BY check_in LIMIT 1")
      .bind(demo.id)
      .first<{ id: number }>();
    await env.DB.prepare("UPDATE reservations SET status = 'pending', payment_method = 'pix', paid_cents = 0, amount_due_now_cents = total_cents, hold_expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 60_000).toISOString(), reservation!.id)
      .run();
    // A real host's mail, pending too, must go out in the same run (the recorder sees it).
    await env.DB.prepare(
      `INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, NULL, 'booking_host', 'real.host@example.com', 'Nova reserva', '<p>x</p>', 'x', 'pending', 0, 0, ?)`,
    ).bind(crypto.randomUUID(), DEMO_HOST.id, new Date().toISOString()).run();
    const sent: { to: string; subject: string }[] = [];
    const BOOKING_EMAIL = { send: async (message: { to: string; subject: string }) => void sent.push(message) } as unknown as SendEmail;
    const runStart = new Date().toISOString();
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }) as never, { ...env, BOOKING_EMAIL } as Env, ctx as never);
    await waitOnExecutionContext(ctx);

    // The job did send mail: the real host's.
    expect(sent.map((message) => message.to)).toContain('real.host@example.com');
    const mails = await env.DB.prepare('SELECT recipient, status, attempts FROM mail_outbox WHERE host_id = ?').bind(demo.id).all<{ recipient: string; status: string; attempts: number }>();
    expect(mails.results.length).toBeGreaterThanOrEqual(1);
    for (const mail of mails.results) expect(mail).toMatchObject({ status: 'pending', attempts: 0 });
    // Every message handed to the binding is a row of some other host marked sent in this run.
    const sentRows = await env.DB.prepare("SELECT host_id FROM mail_outbox WHERE status = 'sent' AND sent_at >= ?").bind(runStart).all<{ host_id: string | null }>();
    expect(sent).toHaveLength(sentRows.results.length);
    expect(sentRows.results.filter((row) => row.host_id === demo.id)).toEqual([]);
    // Run again an hour later: still nothing of the demo is attempted.
    const again = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now() + 3_600_000, cron: '*/5 * * * *' }) as never, { ...env, BOOKING_EMAIL } as Env, again as never);
    await waitOnExecutionContext(again);
    expect(await count("SELECT COUNT(*) AS n FROM mail_outbox WHERE host_id = ? AND (status <> 'pending' OR attempts > 0)", demo.id)).toBe(0);
    // The workspace's outbox shows them to the visitor; a real host has none. Read after the
    // second run: an hour later can be 10:00 at a demo property, when the scheduled guest
    // messages are written (into the copy's outbox, never sent).
    const stored = await env.DB.prepare('SELECT recipient FROM mail_outbox WHERE host_id = ?').bind(demo.id).all<{ recipient: string }>();
    expect(stored.results.length).toBeGreaterThanOrEqual(mails.results.length);
    const outbox = data(await query(demo, 'host.demo.outbox')) as { expiresAt: number; mails: { recipient: string; subject: string }[] };
    expect(outbox.mails.map((mail) => mail.recipient).sort()).toEqual(stored.results.map((mail) => mail.recipient).sort());
    expect(outbox.expiresAt).toBeGreaterThan(Date.now() + DEMO_TTL_MS - 600_000);
  });

  it('is gone after the expiry job runs 24 hours later: zero rows in every host table, zero objects, no account', async () => {
    const demo = await newDemo();
    const survivor = await newDemo();
    expect((await rowsPerTable(demo.id)).reservations).toBe(96);
    const created = (await env.DB.prepare('SELECT expires_at FROM demo_copies WHERE host_id = ?').bind(demo.id).first<{ expires_at: number }>())!.expires_at;
    // Photos the visitors uploaded: objects in the PHOTOS bucket under each photo's key.
    const photoOf = async (host: Demo) => {
      const key = `photos/${crypto.randomUUID().replaceAll('-', '')}`;
      const property = await env.DB.prepare('SELECT id FROM properties WHERE host_id = ? LIMIT 1').bind(host.id).first<{ id: number }>();
      await env.DB.prepare("INSERT INTO property_photos (host_id, property_id, object_key, url, content_type, width, height, created_at) VALUES (?, ?, ?, ?, 'image/webp', 800, 600, ?)")
        .bind(host.id, property!.id, key, `/${key}/800.webp`, new Date().toISOString())
        .run();
      for (const name of ['original', '800.webp', 'og.jpg']) await env.PHOTOS.put(`${key}/${name}`, new Uint8Array([1, 2, 3]));
      return key;
    };
    const objectsUnder = async (key: string) => (await env.PHOTOS.list({ prefix: `${key}/` })).objects.length;
    const demoPhoto = await photoOf(demo);
    const survivorPhoto = await photoOf(survivor);
    expect(await objectsUnder(demoPhoto)).toBe(3);
    // The survivor was made later: move its expiry a day ahead so only `demo` is due.
    await env.DB.prepare('UPDATE demo_copies SET expires_at = ? WHERE host_id = ?').bind(created + DEMO_TTL_MS, survivor.id).run();

    // An hour before the end: nothing is deleted.
    const early = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: created - 3_600_000, cron: '*/5 * * * *' }) as never, env, early as never);
    await waitOnExecutionContext(early);
    expect((await rowsPerTable(demo.id)).properties).toBe(9);
    expect(await objectsUnder(demoPhoto)).toBe(3);

    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: created + 60_000, cron: '*/5 * * * *' }) as never, env, ctx as never);
    await waitOnExecutionContext(ctx);
    const after = await rowsPerTable(demo.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await count('SELECT COUNT(*) AS n FROM auth_users WHERE id = ?', demo.id)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM auth_sessions WHERE user_id = ?', demo.id)).toBe(0);
    expect(await objectsUnder(demoPhoto)).toBe(0);
    expect(await objectsUnder(survivorPhoto)).toBe(3);
    // The session is refused from then on, and the other copy and the demo host are untouched.
    const answer = await query(demo, 'host.properties.list');
    if (answer.status !== 401) expect(data(answer)).toEqual([]);
    expect((await rowsPerTable(survivor.id)).reservations).toBe(96);
    expect(await count('SELECT COUNT(*) AS n FROM properties WHERE host_id = ?', DEMO_HOST.id)).toBe(9);
  });

  it('refuses a copy past the limit of one address (50 presses → the rest refused), counting each address apart', () =>
    inOneWindow(RATE_LIMITS.demo.windowSeconds, async () => {
      const ip = uniqueIp();
      const statuses: number[] = [];
      const locations: string[] = [];
      for (let i = 0; i < 50; i++) {
        const response = await start(ip, 'es');
        statuses.push(response.status);
        locations.push(response.headers.get('location') ?? '');
      }
      const made = locations.filter((location) => location === '/es/dashboard').length;
      expect(made).toBe(RATE_LIMITS.demo.limit);
      expect(locations.slice(RATE_LIMITS.demo.limit).every((location) => location === '/es/demo?demo=limit')).toBe(true);
      expect(statuses.every((status) => status === 303)).toBe(true);
      // JSON clients get 429; another address still gets its demo.
      const json = await start(ip, 'es', { accept: 'application/json' });
      expect(json.status).toBe(429);
      expect((await start(uniqueIp(), 'es')).status).toBe(303);
    }),
  // Twenty copies (a minute on a loaded machine), twice when the first run crossed the hour.
  240_000);

  it('refuses a form posted from another site', async () => {
    const response = await start(uniqueIp(), 'pt', { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('with a Supabase project: the user through the admin API (secret key), the copy under its id, the password grant’s session in the cookie', async () => {
    const supabase = { SUPABASE_URL: 'https://project.supabase.co', SUPABASE_SECRET_KEY: 'sb_secret_test', SHARD_PLACEMENT: 'directory' } as Partial<Env>;
    const userId = crypto.randomUUID();
    const calls: { url: string; method: string; authorization: string | null; body: Record<string, unknown> | null }[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      calls.push({ url: request.url, method: request.method, authorization: request.headers.get('authorization'), body: text ? (JSON.parse(text) as Record<string, unknown>) : null });
      if (request.url === 'https://project.supabase.co/auth/v1/admin/users' && request.method === 'POST') return Response.json({ id: userId });
      if (request.url === 'https://project.supabase.co/auth/v1/token?grant_type=password') {
        return Response.json({ access_token: 'eyJ.remote.token', refresh_token: 'remote-refresh', token_type: 'bearer', expires_in: 3600, expires_at: 1, user: { id: userId } });
      }
      if (request.url === `https://project.supabase.co/auth/v1/admin/users/${userId}` && request.method === 'DELETE') return new Response('{}');
      return new Response('unexpected', { status: 500 });
    });
    try {
      const response = await workerFetchWith(supabase)(`${ORIGIN}/demo/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
        body: 'locale=it',
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/it/dashboard');
      const create = calls.find((call) => call.url.endsWith('/auth/v1/admin/users'));
      expect(create?.authorization).toBe('Bearer sb_secret_test');
      expect(create?.body).toMatchObject({ email_confirm: true, user_metadata: { estadia_demo: true } });
      expect(String(create?.body?.email).endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
      const cookies = Object.fromEntries(response.headers.getSetCookie().map((line) => line.split(';')[0]!.split(/=(.*)/s).slice(0, 2) as [string, string]));
      const stored = readSessionCookie(cookies, 'sb-project-auth-token');
      expect(stored.state === 'present' && stored.session.access_token).toBe('eyJ.remote.token');
      expect((await rowsPerTable(userId)).reservations).toBe(96);

      // 24 hours later the job deletes the rows and the Supabase user (admin API, same key).
      const expires = (await env.DB.prepare('SELECT expires_at FROM demo_copies WHERE host_id = ?').bind(userId).first<{ expires_at: number }>())!.expires_at;
      await purgeExpiredDemos({ ...env, ...supabase } as Env, expires + 1);
      expect(Object.entries(await rowsPerTable(userId)).filter(([, n]) => n > 0)).toEqual([]);
      expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith(`/admin/users/${userId}`) && call.authorization === 'Bearer sb_secret_test')).toBe(true);

      // Without the secret key nothing is made: /demo says the live demo is unavailable.
      calls.length = 0;
      const refused = await workerFetchWith({ SUPABASE_URL: 'https://project.supabase.co' })(`${ORIGIN}/demo/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
        body: 'locale=pt',
        redirect: 'manual',
      });
      expect(refused.headers.get('location')).toBe('/demo?demo=unavailable');
      expect(refused.headers.getSetCookie()).toEqual([]);
      expect(calls).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
