import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { durationSeconds, escapeText, foldLine, NotACalendar, parseCalendar, unfold, writeCalendar } from '../../worker/channels/ical';
import { checkFeedUrl, FeedError, fetchFeed } from '../../worker/channels/fetch';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/ical/${name}`, import.meta.url), 'utf8');
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('iCal reader on real feed shapes', () => {
  it('Airbnb: CRLF, folded DESCRIPTION, "Reserved" and "Airbnb (Not available)"', () => {
    const text = fixture('airbnb.ics');
    expect(text).toContain('\r\n ');
    const calendar = parseCalendar(text);
    expect(calendar.prodId).toBe('-//Airbnb Inc//Hosting Calendar 1.0//EN');
    expect(calendar.events).toEqual([
      { uid: '1418fb94e984-4d3c9a0a8f6d8c5a8e8f1c2d3e4f5a6b@airbnb.com', start: '2027-03-10', end: '2027-03-15', summary: 'Reserved' },
      { uid: '7f3b2c1d9e8a-1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f@airbnb.com', start: '2027-03-30', end: '2027-04-02', summary: 'Airbnb (Not available)' },
    ]);
    // The folded line is joined back without the continuation space.
    expect(unfold(text).find((line) => line.startsWith('DESCRIPTION'))).toBe(
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDE123\\nPhone Number (Last 4 Digits): 4321',
    );
  });

  it('Booking.com: LF only, "CLOSED - Not available", escaped comma in PRODID', () => {
    const text = fixture('booking.ics');
    expect(text).not.toContain('\r');
    const calendar = parseCalendar(text);
    expect(calendar.prodId).toBe('-//admin.booking.com, b.v.//NONSGML v1.0//EN');
    expect(calendar.events.map((e) => [e.start, e.end, e.summary])).toEqual([
      ['2027-05-01', '2027-05-04', 'CLOSED - Not available'],
      ['2027-05-20', '2027-05-22', 'CLOSED - Not available'],
    ]);
  });

  it('VRBO: DURATION instead of DTEND (days and weeks), VALARM properties ignored', () => {
    const calendar = parseCalendar(fixture('vrbo.ics'));
    expect(calendar.events).toEqual([
      { uid: 'a1b2c3d4-vrbo-0001', start: '2027-06-10', end: '2027-06-14', summary: 'Reserved - Maria' },
      { uid: 'a1b2c3d4-vrbo-0002', start: '2027-07-01', end: '2027-07-08', summary: 'Blocked' },
    ]);
  });

  it('TZID without VTIMEZONE keeps the wall-clock dates; UTC instants land on the property zone date', () => {
    const calendar = parseCalendar(fixture('tzid-no-vtimezone.ics'), 'America/Sao_Paulo');
    expect(calendar.events[0]).toEqual({ uid: 'tz-0001@pms.example', start: '2027-08-10', end: '2027-08-13', summary: 'Hóspede direto, via PMS' });
    // 01:00Z on the 20th is 22:00 on the 19th in São Paulo.
    expect(calendar.events[1]).toMatchObject({ start: '2027-08-19', end: '2027-08-22' });
  });

  it('an HTML page served with 200 is not a calendar', () => {
    expect(() => parseCalendar(fixture('html-error.html'))).toThrow(NotACalendar);
  });

  it('a calendar cut before END:VCALENDAR is refused as truncated', () => {
    const text = fixture('booking.ics');
    expect(() => parseCalendar(text.slice(0, text.indexOf('END:VCALENDAR')))).toThrowError(/ends before/);
  });

  it('an empty calendar has no events', () => {
    expect(parseCalendar(fixture('empty.ics')).events).toEqual([]);
  });

  it('skips cancelled events and events without a start; an event without end closes one night', () => {
    const calendar = parseCalendar(
      ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'UID:a', 'DTSTART;VALUE=DATE:20270101', 'STATUS:CANCELLED', 'END:VEVENT', 'BEGIN:VEVENT', 'UID:b', 'SUMMARY:x', 'END:VEVENT',
        'BEGIN:VEVENT', 'UID:c', 'DTSTART;VALUE=DATE:20271231', 'END:VEVENT', 'garbage line without colon', 'END:VCALENDAR'].join('\n'),
    );
    expect(calendar.skipped).toBe(2);
    expect(calendar.events).toEqual([{ uid: 'c', start: '2027-12-31', end: '2028-01-01', summary: '' }]);
  });

  it('reads durations', () => {
    expect(durationSeconds('P3D')).toBe(3 * 86400);
    expect(durationSeconds('P1W')).toBe(7 * 86400);
    expect(durationSeconds('PT36H')).toBe(36 * 3600);
    expect(durationSeconds('P')).toBeNull();
    expect(durationSeconds('-P1D')).toBeNull();
  });

  it('parses a 5 MB feed', () => {
    const events: string[] = [];
    let i = 0;
    let size = 0;
    while (size < 5 * 1024 * 1024) {
      const day = String((i % 28) + 1).padStart(2, '0');
      const event = `BEGIN:VEVENT\r\nUID:big-${i}@airbnb.com\r\nDTSTART;VALUE=DATE:2027${String((i % 12) + 1).padStart(2, '0')}${day}\r\nDURATION:P2D\r\nSUMMARY:Reserved\r\nDESCRIPTION:${'Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM'.padEnd(70, 'x')}\r\n  continued\r\nEND:VEVENT\r\n`;
      events.push(event);
      size += event.length;
      i++;
    }
    const text = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events.join('')}END:VCALENDAR\r\n`;
    expect(text.length).toBeGreaterThan(5 * 1024 * 1024);
    const started = performance.now();
    const calendar = parseCalendar(text);
    expect(calendar.events).toHaveLength(i);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('iCal writer', () => {
  it('folds at 75 octets, never inside a multi-byte letter', () => {
    const line = `SUMMARY:${'Reserva de hóspede — manutenção ção '.repeat(8)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(3);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(folded.join('')).not.toContain('\uFFFD');
  });

  it('writes CRLF, VALUE=DATE events with exclusive DTEND, DTSTAMP, and round-trips through the reader', () => {
    const text = writeCalendar({
      name: 'Pousada São João · Quarto 1, térreo; vista',
      events: [
        { uid: 'res-1@www.estadia.com.br', start: '2027-12-30', end: '2028-01-02', summary: 'Reserved', stamp: '2026-11-01T10:00:00.000Z' },
        { uid: 'block-2@www.estadia.com.br', start: '2028-02-28', end: '2028-03-01', summary: 'Not available', stamp: '2026-11-02T10:00:00.000Z' },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('DTSTART;VALUE=DATE:20271230\r\nDTEND;VALUE=DATE:20280102\r\n');
    expect(text).toContain('DTSTAMP:20261101T100000Z');
    expect(text).toContain('X-WR-CALNAME:Pousada São João · Quarto 1\\, térreo\\; vista');
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(parseCalendar(text).events).toEqual([
      { uid: 'res-1@www.estadia.com.br', start: '2027-12-30', end: '2028-01-02', summary: 'Reserved' },
      { uid: 'block-2@www.estadia.com.br', start: '2028-02-28', end: '2028-03-01', summary: 'Not available' },
    ]);
  });

  it('escapes text', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
});

describe('feed URL safety', () => {
  const refused = (url: string, local = false) => {
    try {
      checkFeedUrl(url, local);
      return null;
    } catch (error) {
      return (error as FeedError).code;
    }
  };

  it('accepts https on public hosts', () => {
    expect(refused('https://www.airbnb.com/calendar/ical/123.ics?s=abc')).toBeNull();
    expect(refused('https://8.8.8.8/feed.ics')).toBeNull();
  });

  it('refuses http, private, loopback, link-local, CGNAT and IPv6 ULA/link-local in production', () => {
    expect(refused('http://www.airbnb.com/x.ics')).toBe('insecure_url');
    expect(refused('ftp://example.com/x.ics')).toBe('invalid_url');
    expect(refused('https://user:pw@example.com/x.ics')).toBe('invalid_url');
    for (const url of [
      'https://127.0.0.1/x', 'https://2130706433/x', 'https://0x7f.1/x', 'https://10.1.2.3/x', 'https://172.20.0.1/x', 'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data', 'https://100.100.1.1/x', 'https://0.0.0.0/x', 'https://[::1]/x', 'https://[fd00::1]/x',
      'https://[fe80::1]/x', 'https://[::ffff:127.0.0.1]/x', 'https://localhost/x', 'https://printer.local/x', 'https://intranet/x', 'https://db.internal/x',
    ]) {
      expect(refused(url), url).toBe('blocked_address');
    }
  });

  it('allows http on loopback only in local mode, never other private ranges', () => {
    expect(refused('http://127.0.0.1:8787/x.ics', true)).toBeNull();
    expect(refused('http://localhost:8787/x.ics', true)).toBeNull();
    expect(refused('http://10.0.0.1/x.ics', true)).toBe('blocked_address');
    expect(refused('http://169.254.169.254/x', true)).toBe('blocked_address');
  });

  const respond = (routes: Record<string, () => Response>): typeof fetch =>
    (async (input: RequestInfo | URL) => {
      const url = String(input);
      const route = routes[url];
      if (!route) throw new TypeError(`unexpected fetch ${url}`);
      return route();
    }) as typeof fetch;

  it('follows redirects by hand and refuses one into a private address', async () => {
    const fetcher = respond({
      'https://feeds.example.com/a.ics': () => new Response(null, { status: 302, headers: { location: '/b.ics' } }),
      'https://feeds.example.com/b.ics': () => new Response(null, { status: 301, headers: { location: 'https://169.254.169.254/latest' } }),
    });
    await expect(fetchFeed('https://feeds.example.com/a.ics', { allowLocal: false, fetcher })).rejects.toMatchObject({ code: 'blocked_address' });
  });

  it('stops after a few redirects', async () => {
    const fetcher = (async (input: RequestInfo | URL) => new Response(null, { status: 302, headers: { location: `${String(input)}x` } })) as typeof fetch;
    await expect(fetchFeed('https://feeds.example.com/a', { allowLocal: false, fetcher })).rejects.toMatchObject({ code: 'too_many_redirects' });
  });

  it('cuts a body past the size limit while streaming, reports non-2xx and timeouts', async () => {
    const big = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(64 * 1024).fill(65));
      },
    });
    await expect(fetchFeed('https://f.example.com/big', { allowLocal: false, maxBytes: 1024 * 1024, fetcher: respond({ 'https://f.example.com/big': () => new Response(big) }) })).rejects.toMatchObject({ code: 'too_large' });
    await expect(fetchFeed('https://f.example.com/x', { allowLocal: false, fetcher: respond({ 'https://f.example.com/x': () => new Response('no', { status: 503 }) }) })).rejects.toMatchObject({ code: 'http_status', status: 503 });
    const slow = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    await expect(fetchFeed('https://f.example.com/slow', { allowLocal: false, timeoutMs: 50, fetcher: slow })).rejects.toMatchObject({ code: 'timeout' });
  });
});

describe('the add-feed schema (page and edge)', () => {
  it('trims the address and names what is wrong', async () => {
    const { addFeedSchema } = await import('../../shared/channels/feeds');
    const ok = addFeedSchema.safeParse({ unitId: 3, url: '  https://www.airbnb.com/calendar/ical/1.ics ', channel: 'airbnb' });
    expect(ok.success && ok.data.url).toBe('https://www.airbnb.com/calendar/ical/1.ics');
    expect(addFeedSchema.safeParse({ unitId: 3, url: ' ', channel: 'airbnb' }).error?.issues.map((i) => i.message)).toEqual(['url_required']);
    expect(addFeedSchema.safeParse({ unitId: 3, url: 'airbnb.com/x', channel: 'airbnb' }).error?.issues.map((i) => i.message)).toEqual(['url_invalid']);
    expect(addFeedSchema.safeParse({ unitId: 3, url: `https://a.example/${'x'.repeat(2000)}`, channel: 'other' }).error?.issues.map((i) => i.message)).toEqual(['url_too_long']);
    expect(addFeedSchema.safeParse({ unitId: 3, url: 'https://a.example/x.ics', channel: 'expedia' }).success).toBe(false);
  });
});
