import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncFeed, type FeedRow } from '../../worker/channels/sync';
import { runScheduledJobs } from '../../worker/trpc/jobs';
import { book, calendar, FIXTURES, hostBlock, nightsHeld, seedUnit, serveFeeds, type Seeded } from './channels-support';

const NOW = new Date('2027-01-15T12:00:00Z');
let routes: Map<string, () => Response>;
let ids: Seeded;

async function addFeed(url: string, channel: FeedRow['channel'] = 'airbnb'): Promise<FeedRow> {
  const row = await env.DB.prepare('INSERT INTO channel_feeds (host_id, property_id, unit_id, url, channel, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(ids.hostId, ids.propertyId, ids.unitId, url, channel, NOW.toISOString())
    .first<{ id: number }>();
  return { id: row!.id, host_id: ids.hostId, property_id: ids.propertyId, unit_id: ids.unitId, url, channel, events: 0, timezone: 'America/Sao_Paulo' };
}

const feedState = (id: number) =>
  env.DB.prepare('SELECT last_sync_at, last_success_at, last_error, warning, events FROM channel_feeds WHERE id = ?').bind(id).first<{
    last_sync_at: string | null; last_success_at: string | null; last_error: string | null; warning: string | null; events: number;
  }>();

const blocksOf = async (feedId: number) =>
  (await env.DB.prepare('SELECT id, start_date, end_date, reason, source, external_uid FROM blocks WHERE feed_id = ? ORDER BY start_date').bind(feedId).all<{
    id: number; start_date: string; end_date: string; reason: string; source: string; external_uid: string;
  }>()).results;

beforeEach(async () => {
  routes = new Map();
  serveFeeds(routes);
  ids = await seedUnit();
});
afterEach(() => vi.restoreAllMocks());

describe('feed import', () => {
  it('imports an Airbnb feed as blocks holding the nights, and records the health', async () => {
    const url = `http://127.0.0.1:9/airbnb-${ids.unitId}.ics`;
    routes.set(url, calendar(FIXTURES.airbnb));
    const feed = await addFeed(url);
    const result = await syncFeed(env, feed, { now: NOW });
    expect(result).toMatchObject({ ok: true, events: 2, added: 2, removed: 0, conflicts: 0, error: null });
    expect((await blocksOf(feed.id)).map((b) => [b.start_date, b.end_date, b.reason, b.source])).toEqual([
      ['2027-03-10', '2027-03-15', 'Reserved', 'airbnb'],
      ['2027-03-30', '2027-04-02', 'Airbnb (Not available)', 'airbnb'],
    ]);
    expect((await nightsHeld(ids.unitId)).map((n) => n.night)).toEqual([
      '2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13', '2027-03-14', '2027-03-30', '2027-03-31', '2027-04-01',
    ]);
    expect(await feedState(feed.id)).toMatchObject({ last_success_at: NOW.toISOString(), last_error: null, events: 2 });

    // A second sync of the same feed changes nothing.
    const again = await syncFeed(env, feed, { now: NOW });
    expect(again).toMatchObject({ added: 0, moved: 0, removed: 0 });
    expect(await nightsHeld(ids.unitId)).toHaveLength(8);
  });

  it('imports Booking.com (LF only) and VRBO (DURATION) feeds with the channel as source', async () => {
    const bookingUrl = `http://127.0.0.1:9/booking-${ids.unitId}.ics`;
    const vrboUrl = `http://127.0.0.1:9/vrbo-${ids.unitId}.ics`;
    routes.set(bookingUrl, calendar(FIXTURES.booking));
    routes.set(vrboUrl, calendar(FIXTURES.vrbo));
    const bookingFeed = await addFeed(bookingUrl, 'booking');
    const vrboFeed = await addFeed(vrboUrl, 'vrbo');
    expect(await syncFeed(env, bookingFeed, { now: NOW })).toMatchObject({ added: 2 });
    expect(await syncFeed(env, vrboFeed, { now: NOW })).toMatchObject({ added: 2 });
    expect((await blocksOf(vrboFeed.id)).map((b) => [b.start_date, b.end_date, b.source])).toEqual([
      ['2027-06-10', '2027-06-14', 'vrbo'],
      ['2027-07-01', '2027-07-08', 'vrbo'],
    ]);
    expect((await blocksOf(bookingFeed.id))[0]).toMatchObject({ source: 'booking', reason: 'CLOSED - Not available' });
  });

  it('moves a block when the event changes dates, and releases a future event gone from the feed', async () => {
    const url = `http://127.0.0.1:9/move-${ids.unitId}.ics`;
    routes.set(url, calendar(FIXTURES.airbnb));
    const feed = await addFeed(url);
    await syncFeed(env, feed, { now: NOW });
    const [first, second] = await blocksOf(feed.id);

    // The guest shortens the stay by two nights and moves it a day later; the block is gone from the feed.
    const moved = FIXTURES.airbnb
      .replace('DTEND;VALUE=DATE:20270315', 'DTEND;VALUE=DATE:20270314')
      .replace('DTSTART;VALUE=DATE:20270310', 'DTSTART;VALUE=DATE:20270311')
      .replace(/BEGIN:VEVENT\r\nDTEND;VALUE=DATE:20270402[\s\S]*?END:VEVENT\r\n/, '');
    routes.set(url, calendar(moved));
    const result = await syncFeed(env, feed, { now: NOW });
    expect(result).toMatchObject({ events: 1, added: 0, moved: 1, removed: 1 });
    const blocks = await blocksOf(feed.id);
    expect(blocks).toEqual([expect.objectContaining({ id: first!.id, start_date: '2027-03-11', end_date: '2027-03-14' })]);
    expect((await nightsHeld(ids.unitId)).map((n) => [n.night, n.block_id])).toEqual([
      ['2027-03-11', first!.id], ['2027-03-12', first!.id], ['2027-03-13', first!.id],
    ]);
    const gone = await env.DB.prepare('SELECT COUNT(*) AS n FROM blocks WHERE id = ?').bind(second!.id).first<{ n: number }>();
    expect(gone!.n).toBe(0);
  });

  it('keeps an event that dropped out of the feed once it has begun (past events are not cancellations)', async () => {
    const url = `http://127.0.0.1:9/past-${ids.unitId}.ics`;
    routes.set(url, calendar(FIXTURES.airbnb));
    const feed = await addFeed(url);
    await syncFeed(env, feed, { now: NOW });
    const withoutFirst = FIXTURES.airbnb.replace(/BEGIN:VEVENT\r\nDTEND;VALUE=DATE:20270315[\s\S]*?END:VEVENT\r\n/, '');
    routes.set(url, calendar(withoutFirst));
    // During the first stay (12 March in São Paulo): it disappeared but has begun.
    const result = await syncFeed(env, feed, { now: new Date('2027-03-12T15:00:00Z') });
    expect(result.removed).toBe(0);
    expect(await blocksOf(feed.id)).toHaveLength(2);
  });
});

describe('feed guards keep the last good state', () => {
  async function syncedFeed(name: string) {
    const url = `http://127.0.0.1:9/${name}-${ids.unitId}.ics`;
    routes.set(url, calendar(FIXTURES.airbnb));
    const feed = await addFeed(url);
    await syncFeed(env, feed, { now: NOW });
    return { url, feed };
  }

  it('an HTML page served with 200 records the error and keeps the blocks', async () => {
    const { url, feed } = await syncedFeed('html');
    routes.set(url, () => new Response(FIXTURES.html, { headers: { 'content-type': 'text/html' } }));
    const later = new Date(NOW.getTime() + 3600_000);
    const result = await syncFeed(env, feed, { now: later });
    expect(result).toMatchObject({ ok: false, error: 'not_calendar' });
    expect(await feedState(feed.id)).toMatchObject({ last_sync_at: later.toISOString(), last_success_at: NOW.toISOString(), last_error: 'not_calendar', events: 2 });
    expect(await blocksOf(feed.id)).toHaveLength(2);
    expect(await nightsHeld(ids.unitId)).toHaveLength(8);
  });

  it('a non-2xx answer records its status and keeps the blocks', async () => {
    const { url, feed } = await syncedFeed('503');
    routes.set(url, () => new Response('busy', { status: 503 }));
    expect(await syncFeed(env, feed, { now: NOW })).toMatchObject({ ok: false, error: 'http_status', status: 503 });
    expect((await feedState(feed.id))!.last_error).toBe('http_status:503');
    expect(await blocksOf(feed.id)).toHaveLength(2);
  });

  it('a feed that suddenly has no events keeps the blocks and warns; a good sync clears the warning', async () => {
    const { url, feed } = await syncedFeed('empty');
    routes.set(url, calendar(FIXTURES.empty));
    expect(await syncFeed(env, feed, { now: NOW })).toMatchObject({ ok: true, warning: 'empty_feed', removed: 0 });
    expect(await feedState(feed.id)).toMatchObject({ warning: 'empty_feed', events: 2 });
    expect(await blocksOf(feed.id)).toHaveLength(2);
    routes.set(url, calendar(FIXTURES.airbnb));
    await syncFeed(env, feed, { now: NOW });
    expect((await feedState(feed.id))!.warning).toBeNull();
  });

  it('an empty calendar for a feed that never had events is simply empty', async () => {
    const url = `http://127.0.0.1:9/never-${ids.unitId}.ics`;
    routes.set(url, calendar(FIXTURES.empty));
    const feed = await addFeed(url);
    expect(await syncFeed(env, feed, { now: NOW })).toMatchObject({ ok: true, events: 0, warning: null });
  });
});

describe('conflicts', () => {
  it('an event overlapping a manual reservation does not take its nights: the conflict is recorded with both bookings, then resolved', async () => {
    const reservationId = await book(ids, '2027-03-13', '2027-03-16');
    const url = `http://127.0.0.1:9/conflict-${ids.unitId}.ics`;
    routes.set(url, calendar(FIXTURES.airbnb));
    const feed = await addFeed(url);
    const result = await syncFeed(env, feed, { now: NOW });
    expect(result).toMatchObject({ added: 1, conflicts: 1 });
    const nights = await nightsHeld(ids.unitId);
    expect(nights.filter((n) => n.reservation_id === reservationId).map((n) => n.night)).toEqual(['2027-03-13', '2027-03-14', '2027-03-15']);
    expect(nights.some((n) => n.night === '2027-03-10')).toBe(false);
    const conflicts = async () =>
      (await env.DB.prepare('SELECT uid, start_date, end_date, reservation_id, resolved_at FROM channel_conflicts WHERE feed_id = ?').bind(feed.id).all()).results;
    expect(await conflicts()).toEqual([
      { uid: '1418fb94e984-4d3c9a0a8f6d8c5a8e8f1c2d3e4f5a6b@airbnb.com', start_date: '2027-03-10', end_date: '2027-03-15', reservation_id: reservationId, resolved_at: null },
    ]);
    // A second sync records it once, not twice.
    await syncFeed(env, feed, { now: NOW });
    expect(await conflicts()).toHaveLength(1);
    // The channel moves its booking away: the event takes its nights and the conflict is resolved.
    routes.set(url, calendar(FIXTURES.airbnb.replace('DTEND;VALUE=DATE:20270315', 'DTEND;VALUE=DATE:20270313')));
    expect(await syncFeed(env, feed, { now: NOW })).toMatchObject({ added: 1, conflicts: 0 });
    expect((await conflicts())[0]!.resolved_at).toBe(NOW.toISOString());
    expect((await nightsHeld(ids.unitId)).filter((n) => n.block_id !== null && n.night < '2027-03-13')).toHaveLength(3);
  });

  it('an event over a host block waits without a conflict and takes the nights once the block is gone', async () => {
    const blockId = await hostBlock(ids, '2027-05-02', '2027-05-03');
    const url = `http://127.0.0.1:9/hostblock-${ids.unitId}.ics`;
    routes.set(url, calendar(FIXTURES.booking));
    const feed = await addFeed(url, 'booking');
    expect(await syncFeed(env, feed, { now: NOW })).toMatchObject({ added: 1, conflicts: 0 });
    await env.DB.batch([env.DB.prepare('DELETE FROM occupancy WHERE block_id = ?').bind(blockId), env.DB.prepare('DELETE FROM blocks WHERE id = ?').bind(blockId)]);
    expect(await syncFeed(env, feed, { now: NOW })).toMatchObject({ added: 1 });
    expect(await blocksOf(feed.id)).toHaveLength(2);
  });
});

describe('the cron', () => {
  it('syncs feeds whose last attempt is 15 minutes old, and leaves fresh ones alone', async () => {
    const url = `http://127.0.0.1:9/cron-${ids.unitId}.ics`;
    routes.set(url, calendar(FIXTURES.airbnb));
    const feed = await addFeed(url);
    const first = await runScheduledJobs(env, NOW.getTime());
    expect(first.channels.synced).toBeGreaterThanOrEqual(1);
    expect(await feedState(feed.id)).toMatchObject({ last_success_at: NOW.toISOString(), events: 2 });
    expect(await blocksOf(feed.id)).toHaveLength(2);

    const fiveLater = NOW.getTime() + 5 * 60_000;
    await runScheduledJobs(env, fiveLater);
    expect((await feedState(feed.id))!.last_sync_at).toBe(NOW.toISOString());

    const fifteenLater = NOW.getTime() + 15 * 60_000;
    await runScheduledJobs(env, fifteenLater);
    expect((await feedState(feed.id))!.last_sync_at).toBe(new Date(fifteenLater).toISOString());
  });
});

describe('feed safety in production (ICAL_ALLOW_LOCAL unset)', () => {
  const production = { ...env, ICAL_ALLOW_LOCAL: 'false' } as Env;

  it('refuses plain http, private and loopback addresses, and redirects into them, without fetching them', async () => {
    const fetches = vi.mocked(globalThis.fetch);
    const cases: [string, string][] = [
      ['http://127.0.0.1:9/a.ics', 'insecure_url'],
      ['https://127.0.0.1/a.ics', 'blocked_address'],
      ['https://169.254.169.254/latest/meta-data/', 'blocked_address'],
      ['https://10.0.0.8/a.ics', 'blocked_address'],
      ['https://[fd12::1]/a.ics', 'blocked_address'],
      ['https://localhost/a.ics', 'blocked_address'],
    ];
    for (const [url, code] of cases) {
      const feed = await addFeed(url);
      fetches.mockClear();
      expect(await syncFeed(production, feed, { now: NOW }), url).toMatchObject({ ok: false, error: code });
      expect(fetches).not.toHaveBeenCalled();
      expect((await feedState(feed.id))!.last_error).toBe(code);
    }
    routes.set('https://feeds.example.com/r.ics', () => new Response(null, { status: 302, headers: { location: 'http://192.168.0.1/admin' } }));
    routes.set('https://feeds.example.com/r2.ics', () => new Response(null, { status: 302, headers: { location: 'https://192.168.0.1/admin' } }));
    expect(await syncFeed(production, await addFeed('https://feeds.example.com/r.ics'), { now: NOW })).toMatchObject({ error: 'insecure_url' });
    fetches.mockClear();
    expect(await syncFeed(production, await addFeed('https://feeds.example.com/r2.ics'), { now: NOW })).toMatchObject({ error: 'blocked_address' });
    expect(fetches.mock.calls.map(([input]) => String(input))).toEqual(['https://feeds.example.com/r2.ics']);
  });
});
