import { SELF, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFeedUrl, fetchFeed, type FeedError } from '../../worker/channels/fetch';
import { syncFeed } from '../../worker/channels/sync';
import { calendar, nightsHeld, seedUnit, serveFeeds } from './channels-support';
import { call, hostWithCookie } from './account-support';
import { data, errorOf, manual, mutate, newHost, newPlace } from './reservations-support';
import { inOneWindow } from './window-support';
import { RATE_LIMITS } from '../../worker/trpc/rate-limit';

// Issue 23: the smaller guards, each with the request that used to get through.

afterEach(() => vi.restoreAllMocks());

describe('malformed percent-encoding', () => {
  it('answers 400/404, never 500, on pages with parameters (before the sign-in redirect too)', async () => {
    for (const path of ['/property/%ff', '/reserva/%ff', '/dashboard/reservas/%ff', '/en/property/%E0%A4%A', '/dashboard/hospedes/%E0%A4%A', '/es/reserva/%c3%28']) {
      const res = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
      await res.arrayBuffer();
      expect([400, 404], path).toContain(res.status);
    }
  });
});

describe('Origin: null', () => {
  it('is refused on POST /account/sign-out and /account/delete; the session survives', async () => {
    const host = await hostWithCookie('Nula Origem');
    const out = await call('/account/sign-out', { cookie: host.cookie, form: { locale: 'pt' }, origin: 'null' });
    expect(out.status).toBe(403);
    const del = await call('/account/delete', { cookie: host.cookie, form: { confirm: 'EXCLUIR', locale: 'pt' }, origin: 'null' });
    expect(del.status).toBe(403);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM auth_users WHERE id = ?').bind(host.hostId).first('n')).toBe(1);
    expect((await call('/dashboard', { cookie: host.cookie })).status).toBe(200);
  });
});

describe('the 365-night limit', () => {
  it('holds on reservation update with one date only (either one)', async () => {
    const host = await newHost();
    const place = await newPlace(host, 1);
    const stay = data(await mutate(host, 'host.reservations.create', manual(place, '2029-03-01', '2029-03-05'))) as { id: number };
    const longOut = await mutate(host, 'host.reservations.update', { id: stay.id, checkOut: '2031-03-05' });
    expect(longOut.status).toBe(400);
    expect(errorOf(longOut).issues).toEqual([{ field: 'checkOut', message: 'stay_too_long' }]);
    const longIn = await mutate(host, 'host.reservations.update', { id: stay.id, checkIn: '2027-01-01' });
    expect(longIn.status).toBe(400);
    expect(errorOf(longIn).issues).toEqual([{ field: 'checkIn', message: 'stay_too_long' }]);
    const nights = await env.DB.prepare('SELECT COUNT(*) AS n FROM occupancy WHERE reservation_id = ?').bind(stay.id).first('n');
    expect(nights).toBe(4);
    // 365 nights exactly is still allowed.
    expect((await mutate(host, 'host.reservations.update', { id: stay.id, checkOut: '2030-03-01' })).status).toBe(200);
  });

  it('bounds an iCal event: one spanning decades writes no nights, a normal one in the same feed does', async () => {
    const ids = await seedUnit();
    const url = `http://127.0.0.1:9/decades-${ids.unitId}.ics`;
    const routes = new Map<string, () => Response>();
    routes.set(
      url,
      calendar(
        [
          'BEGIN:VCALENDAR', 'VERSION:2.0',
          'BEGIN:VEVENT', 'UID:forever@x', 'DTSTART;VALUE=DATE:20270201', 'DTEND;VALUE=DATE:20670201', 'SUMMARY:Blocked', 'END:VEVENT',
          'BEGIN:VEVENT', 'UID:short@x', 'DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270312', 'SUMMARY:Reserved', 'END:VEVENT',
          'END:VCALENDAR', '',
        ].join('\r\n'),
      ),
    );
    serveFeeds(routes);
    const feed = await env.DB.prepare('INSERT INTO channel_feeds (host_id, property_id, unit_id, url, channel, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
      .bind(ids.hostId, ids.propertyId, ids.unitId, url, 'airbnb', '2027-01-15T12:00:00Z')
      .first<{ id: number }>();
    const result = await syncFeed(env, { id: feed!.id, host_id: ids.hostId, property_id: ids.propertyId, unit_id: ids.unitId, url, channel: 'airbnb', events: 0, timezone: 'America/Sao_Paulo' }, { now: new Date('2027-01-15T12:00:00Z') });
    expect(result).toMatchObject({ ok: true, added: 1 });
    expect((await nightsHeld(ids.unitId)).map((n) => n.night)).toEqual(['2027-03-10', '2027-03-11']);
  });
});

describe('feed fetcher SSRF guards', () => {
  const refused = (url: string, local = false) => {
    try {
      checkFeedUrl(url, local);
      return null;
    } catch (error) {
      return (error as FeedError).code;
    }
  };

  it('refuses 6to4, Teredo and NAT64 addresses that embed a private IPv4 address', () => {
    for (const url of [
      'https://[2002:7f00:1::]/x', // 6to4 of 127.0.0.1
      'https://[2002:a9fe:a9fe::1]/x', // 6to4 of 169.254.169.254
      'https://[2002:c0a8:101::]/x', // 6to4 of 192.168.1.1
      'https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/x', // Teredo, client 10.0.0.1
      'https://[2001:0:a00:1::1]/x', // Teredo, server 10.0.0.1
      'https://[64:ff9b:1::a00:1]/x', // NAT64 local-use
      'https://[64:ff9b::a9fe:a9fe]/x', // NAT64 well-known of 169.254.169.254
      'https://[::ffff:a9fe:a9fe]/x',
      'https://[::a00:1]/x',
    ]) {
      expect(refused(url), url).toBe('blocked_address');
    }
    // The same forms embedding a public address pass.
    expect(refused('https://[2002:808:808::]/x')).toBeNull();
    expect(refused('https://[64:ff9b::808:808]/x')).toBeNull();
    expect(refused('https://[2606:4700::1111]/x')).toBeNull();
  });

  it('local mode allows plain http only to loopback', () => {
    expect(refused('http://127.0.0.1:8787/x.ics', true)).toBeNull();
    expect(refused('http://localhost:8787/x.ics', true)).toBeNull();
    expect(refused('http://[::1]:8787/x.ics', true)).toBeNull();
    expect(refused('http://feeds.example.com/x.ics', true)).toBe('insecure_url');
    expect(refused('http://8.8.8.8/x.ics', true)).toBe('insecure_url');
    expect(refused('https://feeds.example.com/x.ics', true)).toBeNull();
  });

  const respond = (routes: Record<string, () => Response>): typeof fetch =>
    (async (input: RequestInfo | URL) => {
      const route = routes[String(input)];
      if (!route) throw new TypeError(`unexpected fetch ${String(input)}`);
      return route();
    }) as typeof fetch;

  it('never follows an https -> http redirect, even in local mode', async () => {
    const fetcher = respond({
      'https://feeds.example.com/a.ics': () => new Response(null, { status: 302, headers: { location: 'http://127.0.0.1:8787/x.ics' } }),
    });
    await expect(fetchFeed('https://feeds.example.com/a.ics', { allowLocal: true, fetcher })).rejects.toMatchObject({ code: 'insecure_url' });
  });

  it('with a resolver (the Node entry), a name resolving to a private address is refused before any fetch', async () => {
    let fetched = 0;
    const fetcher = (async () => {
      fetched += 1;
      return new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    }) as typeof fetch;
    const resolver = async (host: string) => (host === 'rebind.example.com' ? ['93.184.216.34', '10.0.0.5'] : ['93.184.216.34']);
    await expect(fetchFeed('https://rebind.example.com/a.ics', { allowLocal: false, fetcher, resolver })).rejects.toMatchObject({ code: 'blocked_address' });
    await expect(fetchFeed('https://[::1]/a.ics', { allowLocal: false, fetcher, resolver })).rejects.toMatchObject({ code: 'blocked_address' });
    expect(fetched).toBe(0);
    await expect(fetchFeed('https://public.example.com/a.ics', { allowLocal: false, fetcher, resolver })).resolves.toMatchObject({ finalUrl: 'https://public.example.com/a.ics' });
  });
});

describe('rate limits without cf-connecting-ip', () => {
  it('one client past its limit does not lock out another', () =>
    inOneWindow(RATE_LIMITS.contact.windowSeconds, async () => {
      const send = (agent: string) =>
        SELF.fetch('http://localhost/api/trpc/contact.send', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': agent },
          body: JSON.stringify({ name: 'Ana', email: 'ana@example.com', subject: 'Oi', message: 'Olá, gostaria de uma demonstração.', locale: 'pt' }),
        });
      const noisy = `noisy-${crypto.randomUUID()}`;
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await send(noisy);
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect(statuses.at(-1)).toBe(429);
      const other = await send(`quiet-${crypto.randomUUID()}`);
      await other.arrayBuffer();
      expect(other.status).toBe(200);
    }));
});
