/**
 * Issue 38's smaller items, each with the request the outside review sent:
 * - `Origin: null` is refused on every state-changing route by one guard (item 6);
 * - the demo's rate limit has no shared bucket for requests without cf-connecting-ip (item 9);
 * - the no-JavaScript check-in post on a cancelled stay stores no draft (item 4).
 */
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, post, selfFetch, uniqueIp } from './api-support';
import { book, bookingFixture, data, guestInput } from './booking-support';
import { hostWithCookie } from './account-support';

const form = (path: string, headers: Record<string, string>, body = 'locale=pt') =>
  SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });

describe('Origin: null', () => {
  it('is refused on every state-changing route, cookie session or not, before anything is done', async () => {
    const host = await hostWithCookie('Nula Origem');
    const routes: [string, string, string | undefined][] = [
      ['/api/host/photos?propertyId=1', 'image/jpeg', 'not a photo'],
      ['/demo/start', 'application/x-www-form-urlencoded', 'locale=pt'],
      ['/account/sign-out', 'application/x-www-form-urlencoded', 'locale=pt'],
      ['/account/delete', 'application/x-www-form-urlencoded', 'confirm=EXCLUIR'],
      ['/api/trpc/newsletter.subscribe', 'application/json', JSON.stringify({ email: 'a@example.com', locale: 'pt' })],
      ['/auth/v1/logout', 'application/json', '{}'],
      ['/reserva/' + 'x'.repeat(43) + '/check-in', 'application/x-www-form-urlencoded', 'purpose=leisure'],
      ['/convite/' + 'x'.repeat(43), 'application/x-www-form-urlencoded', ''],
    ];
    const demos = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM demo_copies').first<{ n: number }>())!.n;
    const before = await demos();
    for (const [path, type, body] of routes) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', redirect: 'manual', headers: { origin: 'null', cookie: host.cookie, 'content-type': type, 'cf-connecting-ip': uniqueIp() }, body });
      expect({ path, status: res.status, cookies: res.headers.getSetCookie().length }).toEqual({ path, status: 403, cookies: 0 });
      expect(await res.text(), path).toMatch(/cross-(site|origin)/i);
    }
    expect(await demos()).toBe(before);
    // The same origin still works (the demo starts).
    const own = await form('/demo/start', { origin: ORIGIN, 'cf-connecting-ip': uniqueIp() });
    expect(own.status).toBe(303);
  });
});

describe("the demo's rate limit without cf-connecting-ip", () => {
  it('has no bucket shared by every such visitor', async () => {
    // One client filled what used to be everyone's bucket ('unknown').
    const now = Math.floor(Date.now() / 1000);
    const windowStart = now - (now % 3600);
    await env.DB.prepare("INSERT INTO api_rate_limits (action, client, window_start, hits) VALUES ('demo', 'unknown', ?, 1000) ON CONFLICT DO UPDATE SET hits = 1000").bind(windowStart).run();
    const res = await form('/demo/start', { origin: ORIGIN, 'user-agent': 'Another visitor/1.0', 'accept-language': 'pt-BR' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).not.toContain('demo=limit');
  });
});

describe('the no-JavaScript check-in post on a cancelled stay', () => {
  it('stores no draft (with its document number)', async () => {
    const fixture = await bookingFixture({ capacity: 2 });
    const booked = data(await book(guestInput(fixture, { guests: 1 })));
    const token = new URL(booked.manageUrl).pathname.split('/').pop()!;
    expect((await post('booking.cancel', { token }, { ip: uniqueIp() })).status).toBe(200);
    const body = new URLSearchParams({ 'guests.0.fullName': 'Ana Souza', 'guests.0.document.type': 'cpf', 'guests.0.document.number': '529.982.247-24', purpose: 'leisure' }).toString();
    const res = await selfFetch(`${ORIGIN}/reserva/${token}/check-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, body });
    expect(res.status).toBe(303);
    const drafts = await env.DB.prepare('SELECT COUNT(*) AS n FROM checkin_drafts WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)').bind(booked.code).first<{ n: number }>();
    expect(drafts!.n).toBe(0);
  });
});
