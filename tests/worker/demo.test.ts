import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { raw } from './api-support';
import { supabaseClient } from './auth-support';
import { DEMO_HOST, DEMO_RATE_DAYS, seedDemo } from '../../worker/db/demo';

interface Count {
  n: number;
}

describe('demo host (local mode)', () => {
  it('owns the nine listings as properties 1–9, one room type and unit each, published', async () => {
    const { results } = await env.DB.prepare('SELECT id, host_id, currency, cleaning_fee_cents, service_fee_percent, published FROM properties WHERE id <= 9 ORDER BY id').all<{
      id: number;
      host_id: string;
      currency: string;
      cleaning_fee_cents: number;
      service_fee_percent: number;
      published: number;
    }>();
    expect(results.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const row of results) expect(row).toMatchObject({ host_id: DEMO_HOST.id, currency: 'EUR', cleaning_fee_cents: 5000, service_fee_percent: 12, published: 1 });
    const units = await env.DB.prepare('SELECT COUNT(*) AS n FROM units WHERE host_id = ?').bind(DEMO_HOST.id).first<Count>();
    expect(units!.n).toBe(9);
    const texts = await env.DB.prepare('SELECT COUNT(*) AS n FROM property_texts WHERE host_id = ?').bind(DEMO_HOST.id).first<Count>();
    expect(texts!.n).toBe(36);
  });

  it('has 18 months of rates, listings 4 and 7 stop-sold on every night', async () => {
    const { results } = await env.DB.prepare('SELECT room_type_id AS id, COUNT(*) AS nights, SUM(stop_sell) AS stopped, MIN(rate_cents) AS low, MAX(rate_cents) AS high FROM rates WHERE host_id = ? GROUP BY room_type_id ORDER BY room_type_id')
      .bind(DEMO_HOST.id)
      .all<{ id: number; nights: number; stopped: number; low: number; high: number }>();
    expect(results).toHaveLength(9);
    for (const row of results) {
      expect(row.nights).toBe(DEMO_RATE_DAYS);
      expect(row.stopped).toBe(row.id === 4 || row.id === 7 ? DEMO_RATE_DAYS : 0);
      expect(row.low).toBe(row.high);
    }
    const villa = results.find((row) => row.id === 1);
    expect(villa?.low).toBe(32_000);
  });

  it('has a few dozen reservations across sources and statuses, each active one holding exactly its nights', async () => {
    const total = await env.DB.prepare('SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?').bind(DEMO_HOST.id).first<Count>();
    expect(total!.n).toBeGreaterThanOrEqual(36);
    const { results: statuses } = await env.DB.prepare('SELECT DISTINCT status FROM reservations WHERE host_id = ?').bind(DEMO_HOST.id).all<{ status: string }>();
    expect(statuses.map((row) => row.status).sort()).toEqual(['cancelled', 'checked_in', 'checked_out', 'confirmed', 'no_show', 'pending']);
    const { results: sources } = await env.DB.prepare('SELECT DISTINCT source FROM reservations WHERE host_id = ?').bind(DEMO_HOST.id).all<{ source: string }>();
    expect(sources.map((row) => row.source).sort()).toEqual(['airbnb', 'booking', 'direct', 'manual', 'vrbo']);
    const mismatched = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM reservations r
       WHERE r.host_id = ? AND (SELECT COUNT(*) FROM occupancy o WHERE o.reservation_id = r.id)
         <> CASE WHEN r.status IN ('cancelled', 'no_show') THEN 0 ELSE julianday(r.check_out) - julianday(r.check_in) END`,
    ).bind(DEMO_HOST.id).first<Count>();
    expect(mismatched!.n).toBe(0);
  });

  it('is written once: a second seed changes nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM reservations').first<Count>();
    expect(await seedDemo(env.DB)).toBe(false);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM reservations').first<Count>();
    expect(after!.n).toBe(before!.n);
  });

  it('signs in with the documented password and sees its nine properties through host.properties.list', async () => {
    const { data, error } = await supabaseClient().auth.signInWithPassword({ email: DEMO_HOST.email, password: DEMO_HOST.password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(DEMO_HOST.id);
    const answer = await raw('host.properties.list', { method: 'GET', headers: { authorization: `Bearer ${data.session!.access_token}` } });
    expect(answer.status).toBe(200);
    const list = (answer.body as { result: { data: { id: number }[] } }).result.data;
    expect(list.map((property) => property.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
