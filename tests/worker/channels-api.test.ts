import { env, SELF } from 'cloudflare:test';
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCalendar } from '../../worker/channels/ical';
import { book, calendar, FIXTURES, hostBlock, hostCaller, seedUnit, serveFeeds, type Seeded } from './channels-support';

let routes: Map<string, () => Response>;
let ids: Seeded;
let other: Seeded;

beforeEach(async () => {
  routes = new Map();
  ids = await seedUnit();
  other = await seedUnit();
});
afterEach(() => vi.restoreAllMocks());

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'OK', (error: unknown) => (error instanceof TRPCError ? error.code : String(error)));

describe('host.channels', () => {
  it('lists units with an export URL made lazily and stable, and the feeds with their health', async () => {
    const api = hostCaller(ids.hostId);
    const [unit] = await api.list({ propertyId: ids.propertyId });
    expect(unit).toMatchObject({ unitId: ids.unitId, unitName: 'Quarto 1', feeds: [] });
    expect(unit!.exportUrl).toMatch(/^https:\/\/www\.estadia\.com\.br\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await api.list({ propertyId: ids.propertyId }))[0]!.exportUrl).toBe(unit!.exportUrl);

    const url = `http://127.0.0.1:9/api-${ids.unitId}.ics`;
    serveFeeds(routes);
    routes.set(url, calendar(FIXTURES.airbnb));
    const { id } = await api.addFeed({ unitId: ids.unitId, url, channel: 'airbnb' });
    const before = (await api.list({ propertyId: ids.propertyId }))[0]!.feeds[0]!;
    expect(before).toMatchObject({ id, url, channel: 'airbnb', lastSyncAt: null, lastSuccessAt: null, lastError: null, events: 0, stale: false });
    expect(await api.sync({ feedId: id })).toEqual({ events: 2, added: 2, moved: 0, removed: 0, conflicts: 0, error: null, warning: null });
    const after = (await api.list({ propertyId: ids.propertyId }))[0]!.feeds[0]!;
    expect(after).toMatchObject({ events: 2, lastError: null, stale: false });
    expect(after.lastSuccessAt).not.toBeNull();

    routes.set(url, () => new Response('gone', { status: 410 }));
    expect(await api.sync({ feedId: id })).toMatchObject({ error: 'http_status:410' });
    expect((await api.list({ propertyId: ids.propertyId }))[0]!.feeds[0]).toMatchObject({ lastError: 'http_status:410', events: 2 });
  });

  it('flags a feed without a good sync for more than 3 hours as stale', async () => {
    const api = hostCaller(ids.hostId);
    const { id } = await api.addFeed({ unitId: ids.unitId, url: 'https://www.airbnb.com/calendar/ical/1.ics', channel: 'airbnb' });
    await env.DB.prepare('UPDATE channel_feeds SET last_success_at = ? WHERE id = ?').bind(new Date(Date.now() - 3.5 * 3600_000).toISOString(), id).run();
    expect((await api.list({ propertyId: ids.propertyId }))[0]!.feeds[0]!.stale).toBe(true);
  });

  it('refuses bad feed addresses with the field named', async () => {
    const api = hostCaller(ids.hostId);
    await expect(api.addFeed({ unitId: ids.unitId, url: 'not a url', channel: 'airbnb' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.addFeed({ unitId: ids.unitId, url: 'https://169.254.169.254/latest', channel: 'other' })).rejects.toThrow(/url: url_blocked_address/);
    await expect(api.addFeed({ unitId: ids.unitId, url: 'https://www.airbnb.com/x.ics', channel: 'expedia' as 'other' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('removing a feed releases its future blocks', async () => {
    const api = hostCaller(ids.hostId);
    serveFeeds(routes);
    const url = `http://127.0.0.1:9/remove-${ids.unitId}.ics`;
    routes.set(url, calendar(FIXTURES.vrbo));
    const { id } = await api.addFeed({ unitId: ids.unitId, url, channel: 'vrbo' });
    await api.sync({ feedId: id });
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM occupancy WHERE unit_id = ?').bind(ids.unitId).first<{ n: number }>())!.n).toBe(11);
    await api.removeFeed({ id });
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM occupancy WHERE unit_id = ?').bind(ids.unitId).first<{ n: number }>())!.n).toBe(0);
    expect((await api.list({ propertyId: ids.propertyId }))[0]!.feeds).toEqual([]);
  });

  it('lists conflicts with both bookings', async () => {
    const api = hostCaller(ids.hostId);
    serveFeeds(routes);
    const reservationId = await book(ids, '2027-05-02', '2027-05-06', { source: 'direct' });
    const url = `http://127.0.0.1:9/conflicts-${ids.unitId}.ics`;
    routes.set(url, calendar(FIXTURES.booking));
    const { id } = await api.addFeed({ unitId: ids.unitId, url, channel: 'booking' });
    expect(await api.sync({ feedId: id })).toMatchObject({ conflicts: 1, added: 1 });
    expect(await api.conflicts({ propertyId: ids.propertyId })).toEqual([
      expect.objectContaining({
        unitId: ids.unitId, unitName: 'Quarto 1', feedId: id, channel: 'booking', startDate: '2027-05-01', endDate: '2027-05-04', summary: 'CLOSED - Not available',
        reservation: expect.objectContaining({ id: reservationId, checkIn: '2027-05-02', checkOut: '2027-05-06', source: 'direct' }),
      }),
    ]);
  });

  it("answers NOT_FOUND for another host's property, unit and feed, and changes nothing", async () => {
    const mine = hostCaller(ids.hostId);
    const theirs = hostCaller(other.hostId);
    const { id: feedId } = await theirs.addFeed({ unitId: other.unitId, url: 'https://www.airbnb.com/calendar/ical/2.ics', channel: 'airbnb' });
    const [theirUnit] = await theirs.list({ propertyId: other.propertyId });
    expect(await codeOf(mine.list({ propertyId: other.propertyId }))).toBe('NOT_FOUND');
    expect(await codeOf(mine.conflicts({ propertyId: other.propertyId }))).toBe('NOT_FOUND');
    expect(await codeOf(mine.addFeed({ unitId: other.unitId, url: 'https://www.airbnb.com/x.ics', channel: 'airbnb' }))).toBe('NOT_FOUND');
    expect(await codeOf(mine.removeFeed({ id: feedId }))).toBe('NOT_FOUND');
    expect(await codeOf(mine.sync({ feedId }))).toBe('NOT_FOUND');
    expect(await codeOf(mine.regenerateExport({ unitId: other.unitId }))).toBe('NOT_FOUND');
    expect(await codeOf(mine.list({ propertyId: 999_999 }))).toBe('NOT_FOUND');
    const [stillTheirs] = await theirs.list({ propertyId: other.propertyId });
    expect(stillTheirs!.exportUrl).toBe(theirUnit!.exportUrl);
    expect(stillTheirs!.feeds.map((f) => f.id)).toEqual([feedId]);
  });

  it('needs a session', async () => {
    const response = await SELF.fetch(`http://localhost/api/trpc/host.channels.list?input=${encodeURIComponent(JSON.stringify({ propertyId: ids.propertyId }))}`);
    // 401 once A composes host.channels into the root router; 404 until then.
    expect([401, 404]).toContain(response.status);
  });
});

describe('GET /ical/<secret>.ics', () => {
  it('serves reservations and host blocks (no guest data, no imported events), with ETag and 304', async () => {
    const api = hostCaller(ids.hostId);
    const reservationId = await book(ids, '2030-01-10', '2030-01-13');
    await book(ids, '2030-02-01', '2030-02-03', { status: 'cancelled' }).catch(() => undefined);
    const blockId = await hostBlock(ids, '2030-03-01', '2030-03-05');
    await env.DB.prepare("INSERT INTO blocks (host_id, property_id, unit_id, start_date, end_date, reason, source, feed_id, external_uid, created_at) VALUES (?, ?, ?, '2030-04-01', '2030-04-03', 'Reserved', 'airbnb', 1, 'x@airbnb.com', ?)")
      .bind(ids.hostId, ids.propertyId, ids.unitId, new Date().toISOString()).run();
    const [unit] = await api.list({ propertyId: ids.propertyId });
    const path = new URL(unit!.exportUrl).pathname;

    const response = await SELF.fetch(`http://localhost${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('max-age=300');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const text = await response.text();
    expect(text).toContain('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const events = parseCalendar(text).events;
    expect(events).toEqual([
      { uid: `res-${reservationId}@www.estadia.com.br`, start: '2030-01-10', end: '2030-01-13', summary: 'Reserved' },
      { uid: `block-${blockId}@www.estadia.com.br`, start: '2030-03-01', end: '2030-03-05', summary: 'Not available' },
    ]);
    expect(text).toContain('DTSTART;VALUE=DATE:20300110\r\nDTEND;VALUE=DATE:20300113');
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    const cached = await SELF.fetch(`http://localhost${path}`, { headers: { 'if-none-match': etag! } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');

    // A new booking changes the ETag.
    await book(ids, '2030-05-01', '2030-05-02');
    const changed = await SELF.fetch(`http://localhost${path}`, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('regenerating the secret invalidates the old URL; unknown secrets are 404', async () => {
    const api = hostCaller(ids.hostId);
    const [unit] = await api.list({ propertyId: ids.propertyId });
    const { exportUrl } = await api.regenerateExport({ unitId: ids.unitId });
    expect(exportUrl).not.toBe(unit!.exportUrl);
    expect((await SELF.fetch(`http://localhost${new URL(unit!.exportUrl).pathname}`)).status).toBe(404);
    expect((await SELF.fetch(`http://localhost${new URL(exportUrl).pathname}`)).status).toBe(200);
    expect((await SELF.fetch('http://localhost/ical/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await SELF.fetch('http://localhost/ical/short.ics')).status).toBe(404);
  });
});

describe('host.channels without a property id', () => {
  it("answers for the host's first property, and an empty list for a host without properties", async () => {
    const first = await seedUnit();
    const api = hostCaller(first.hostId);
    expect((await api.list({})).map((unit) => unit.unitId)).toEqual([first.unitId]);
    expect(await api.conflicts({})).toEqual([]);
    expect(await hostCaller(crypto.randomUUID()).list({})).toEqual([]);
  });
});
