/**
 * Issue 29: read replicas through D1's Sessions API with the writer's bookmark carried to
 * their next requests, and the document streamed: the head's first part leaves before the
 * page's queries finish, measured with the simulated distance to the database on.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { meteredFetch, timedChunks } from './edge-support';
import { day } from './booking-support';
import { uniqueIp } from './api-support';
import { newHost, newPlace, type Host, type Place } from './reservations-support';
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, BOOKMARK_SECONDS } from '../../worker/middleware/database';
import { forgetLiveSessions } from '../../worker/auth/revocation';

const fetchPage = meteredFetch();

/** The bookmark cookie a response sets, with its attributes. */
function bookmarkCookie(headers: Headers): { value: string; attributes: string } | null {
  const cookie = headers.getSetCookie().find((line) => line.startsWith(`${BOOKMARK_COOKIE}=`));
  if (!cookie) return null;
  const [pair, ...attributes] = cookie.split(';');
  return { value: decodeURIComponent(pair!.slice(BOOKMARK_COOKIE.length + 1)), attributes: attributes.join(';') };
}

describe('read replicas: the writer reads what they wrote (D1 Sessions API)', () => {
  it('a visitor without a bookmark reads anywhere; a request that writes starts on the primary', async () => {
    const read = await fetchPage('/property/1');
    await read.response.text();
    expect(read.start).toBe('first-unconstrained');
    expect(bookmarkCookie(read.response.headers)).toBeNull();
    const refused = await fetchPage('/property/1/reservar', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', 'cf-connecting-ip': uniqueIp() }, body: 'name=' });
    await refused.response.text();
    expect(refused.start).toBe('first-primary');
  });

  it('after a booking, the guest carries its bookmark (cookie) and their next page starts from it', async () => {
    const stay = { checkIn: day(270), checkOut: day(272), guests: '2' };
    const chosen = await (await fetchPage(`/property/1?${new URLSearchParams(stay)}`)).response.text();
    const roomType = /roomType=(\d+)/.exec(chosen.replace(/&amp;/g, '&'))?.[1];
    const form = await (await fetchPage(`/property/1?${new URLSearchParams({ ...stay, roomType: roomType! })}`)).response.text();
    const token = /name="clientToken" value="([0-9a-f]+)"/.exec(form)?.[1];
    const fields = { ...stay, roomTypeId: roomType!, clientToken: token!, name: 'Clara Nunes', email: 'clara.nunes@example.com', phone: '+55 21 96666-0000', arrivalTime: '14:00', notes: '', payment: 'at_property' };
    const booked = await fetchPage('/property/1/reservar', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', 'cf-connecting-ip': uniqueIp() },
      body: new URLSearchParams(fields).toString(),
    });
    expect(booked.response.status).toBe(303);
    const cookie = bookmarkCookie(booked.response.headers);
    expect(cookie?.value).toMatch(/^[0-9a-f-]{8,}$/);
    expect(cookie!.attributes).toMatch(/HttpOnly/i);
    expect(cookie!.attributes).toMatch(/SameSite=Lax/i);
    expect(cookie!.attributes).toContain(`Max-Age=${BOOKMARK_SECONDS}`);
    expect(booked.response.headers.get(BOOKMARK_HEADER)).toBe(cookie!.value);

    const next = await fetchPage(booked.response.headers.get('location')!, { headers: { cookie: `${BOOKMARK_COOKIE}=${cookie!.value}` } });
    const html = await next.response.text();
    expect(next.start).toBe(cookie!.value);
    expect(html).toContain('data-testid="confirmation"');
    expect(html).toContain('Clara Nunes');
  });

  describe('after a rate edit (tRPC)', () => {
    let host: Host;
    let place: Place;
    beforeAll(async () => {
      host = await newHost();
      place = await newPlace(host, 1, 30000);
    });

    it('the host gets the bookmark (header and cookie) and reads the new rate from it', async () => {
      const from = day(40);
      const edit = await fetchPage('/api/trpc/host.rates.set', {
        method: 'POST',
        headers: { authorization: `Bearer ${host.token}`, 'content-type': 'application/json', origin: 'http://localhost', 'cf-connecting-ip': uniqueIp() },
        body: JSON.stringify({ roomTypeId: place.roomTypeId, from, to: day(42), rateCents: 51_700 }),
      });
      expect(edit.response.status).toBe(200);
      await edit.response.text();
      const bookmark = edit.response.headers.get(BOOKMARK_HEADER);
      expect(bookmark).toMatch(/^[0-9a-f-]{8,}$/);
      expect(bookmarkCookie(edit.response.headers)?.value).toBe(bookmark);

      const input = encodeURIComponent(JSON.stringify({ roomTypeId: place.roomTypeId, from, days: 2 }));
      for (const carry of [{ [BOOKMARK_HEADER]: bookmark! }, { cookie: `${BOOKMARK_COOKIE}=${bookmark}` }] as Record<string, string>[]) {
        forgetLiveSessions();
        const read = await fetchPage(`/api/trpc/host.rates.get?input=${input}`, { headers: { authorization: `Bearer ${host.token}`, ...carry } });
        const body = await read.response.text();
        expect(read.start).toBe(bookmark);
        expect(body).toContain('51700');
      }
    });

    it('a bookmark that is not one is ignored, not passed to D1', async () => {
      const read = await fetchPage('/property/1', { headers: { cookie: `${BOOKMARK_COOKIE}=<script>` } });
      expect(read.response.status).toBe(200);
      await read.response.text();
      expect(read.start).toBe('first-unconstrained');
    });
  });
});

// 400 ms rather than the bench's 80: the test reads when the bytes arrive, and on a loaded machine
// the reader itself can be late by more than 80 ms (a CI run saw the first chunk read 142 ms after
// its round trip); a second round trip of 400 ms still leaves a wide margin after the first bytes.
const DISTANCE_MS = 400;

describe(`streaming with the simulated distance (${DISTANCE_MS} ms per round trip)`, () => {
  const far = meteredFetch({ distance: String(DISTANCE_MS) });
  let host: Host;
  beforeAll(async () => {
    host = await newHost();
    await newPlace(host, 2, 30000);
  });

  async function streamed(path: string, init: RequestInit = {}) {
    const since = Date.now();
    const answer = await far(path, init);
    expect(answer.response.status, path).toBe(200);
    const chunks = await timedChunks(answer.response, since);
    return { chunks, html: chunks.map((chunk) => chunk.text).join(''), depth: answer.roundTrips().depth };
  }

  // The property page reads everything in one level (the listing decides the status and lets
  // the head leave; its other reads answer after it in the same level); the calendar in two.
  for (const [name, path, withHost, levels] of [
    ['/property/{id} with dates', () => `/property/1?checkIn=${day(220)}&checkOut=${day(223)}&guests=2`, false, 1],
    ['/dashboard/calendario', () => '/dashboard/calendario', true, 2],
  ] as const) {
    it(`${name}: the head's first part arrives before the whole document, and first`, async () => {
      forgetLiveSessions();
      const { chunks, html, depth } = await streamed(path(), withHost ? { headers: { authorization: `Bearer ${host.token}` } } : {});
      expect(depth).toBe(levels);
      // The head's first part is sent on its own, before the rest is rendered.
      expect(chunks.length).toBeGreaterThanOrEqual(2);
      const first = chunks[0]!;
      // The first bytes are the head's part that no data decides: styles, scripts, preloads.
      expect(first.text.startsWith('<!doctype html>')).toBe(true);
      expect(first.text).toContain('<meta charset="utf-8">');
      // Every stylesheet and module script of the document is in them (none in a test build's dev mode, whose scripts are the dev client's).
      const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
      expect(count(first.text, /<link rel="stylesheet"/g)).toBe(count(html, /<link rel="stylesheet"/g));
      expect(count(first.text, /<link rel="modulepreload"/g)).toBe(count(html, /<link rel="modulepreload"/g));
      expect(first.text).toContain('<script type="module"');
      expect(first.text).not.toContain('<title>');
      expect(first.text).not.toContain('<body');
      // Then the rest, in order: the data's head, the body, the bootstrap.
      expect(html.indexOf('<title>')).toBeGreaterThan(first.text.length - 1);
      expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<body>'));
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
      const last = chunks.at(-1)!;
      // A page's second round trip runs after the first bytes left.
      if (levels === 2) expect(last.at - first.at, JSON.stringify(chunks.map((chunk) => [chunk.at, chunk.text.length]))).toBeGreaterThanOrEqual(DISTANCE_MS * 0.75);
    });
  }

  it('an unknown property is still a 404, decided before the first byte', async () => {
    const answer = await far('/property/424242?checkIn=2030-01-10&checkOut=2030-01-12');
    expect(answer.response.status).toBe(404);
    expect(await answer.response.text()).toContain('noindex');
  });
});
