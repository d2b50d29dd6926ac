/**
 * `npm run site:hostnames` (issue 45): hosts' custom domains become Cloudflare for SaaS custom
 * hostnames, against the fake of Cloudflare's documented API on 127.0.0.1 (tests/fakes/cloudflare.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CF_TOKEN, FAKE_CF_ZONE, startFakeCloudflare, type FakeCloudflare } from '../fakes/cloudflare';
// @ts-expect-error -- a plain .mjs script without types
import { syncHostnames } from '../../scripts/site-hostnames-lib.mjs';

interface Line {
  hostname: string;
  action: 'created' | 'exists' | 'failed';
  status?: string;
  sslStatus?: string;
  error?: string;
}
const sync = syncHostnames as (options: { apiUrl: string; token: string; zoneId: string; domains: string[] }) => Promise<Line[]>;

describe('site:hostnames', () => {
  let fake: FakeCloudflare;
  const requests = async () => (await (await fetch(`${new URL(fake.url).origin}/__fake/requests`)).json()) as { method: string; path: string; authorization: string | null; body: string }[];
  beforeAll(async () => {
    fake = await startFakeCloudflare();
  });
  afterAll(() => fake.server.close());

  it('creates each domain Cloudflare does not have (http DV), once; a second run finds them', async () => {
    const first = await sync({ apiUrl: fake.url, token: FAKE_CF_TOKEN, zoneId: FAKE_CF_ZONE, domains: ['reservas.mar.com.br', 'Reservas.Mar.com.br', 'book.serra.it'] });
    expect(first).toEqual([
      { hostname: 'reservas.mar.com.br', action: 'created', status: 'pending', sslStatus: 'pending_validation' },
      { hostname: 'book.serra.it', action: 'created', status: 'pending', sslStatus: 'pending_validation' },
    ]);
    const posts = (await requests()).filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.path, JSON.parse(request.body)])).toEqual([
      [`/client/v4/zones/${FAKE_CF_ZONE}/custom_hostnames`, { hostname: 'reservas.mar.com.br', ssl: { method: 'http', type: 'dv' } }],
      [`/client/v4/zones/${FAKE_CF_ZONE}/custom_hostnames`, { hostname: 'book.serra.it', ssl: { method: 'http', type: 'dv' } }],
    ]);
    expect((await requests()).every((request) => request.authorization === `Bearer ${FAKE_CF_TOKEN}`)).toBe(true);
    const second = await sync({ apiUrl: fake.url, token: FAKE_CF_TOKEN, zoneId: FAKE_CF_ZONE, domains: ['reservas.mar.com.br', 'novo.mar.com.br'] });
    expect(second.map((line) => `${line.hostname} ${line.action}`)).toEqual(['reservas.mar.com.br exists', 'novo.mar.com.br created']);
    expect((await requests()).filter((request) => request.method === 'POST')).toHaveLength(3);
  });

  it('reports Cloudflare’s refusal per domain (a wrong token, a wrong zone) and refuses to run unconfigured', async () => {
    const refused = await sync({ apiUrl: fake.url, token: 'wrong', zoneId: FAKE_CF_ZONE, domains: ['a.example.com'] });
    expect(refused).toEqual([{ hostname: 'a.example.com', action: 'failed', error: expect.stringContaining('403 10000: Authentication error') }]);
    const zone = await sync({ apiUrl: fake.url, token: FAKE_CF_TOKEN, zoneId: 'other-zone', domains: ['a.example.com'] });
    expect(zone[0]?.error).toContain('7003');
    await expect(sync({ apiUrl: fake.url, token: '', zoneId: FAKE_CF_ZONE, domains: [] })).rejects.toThrow('CLOUDFLARE_API_TOKEN');
  });
});
