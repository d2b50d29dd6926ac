import { describe, expect, it } from 'vitest';
import { baseUrl } from './harness';

// Issue 23: through the server `npm start` runs (vite preview -> Miniflare -> workerd), a request
// the worker refuses early (403 for its origin, 413 for its declared size, 429 past a rate
// limit) is answered with that 4xx, never a 500 "fetch failed" from the proxy.

const PADDING = 'x'.repeat(4096);

function refusals(base: string, ip: string): (() => Promise<Response>)[] {
  const json = { 'content-type': 'application/json' };
  return [
    // 403: a cross-site mutation of the site API, before its body is read.
    () => fetch(`${base}/api/trpc/contact.send`, { method: 'POST', headers: { ...json, origin: 'https://evil.example' }, body: JSON.stringify({ pad: PADDING }) }),
    // 403: a cross-site sign-out form (and `Origin: null`).
    () => fetch(`${base}/account/sign-out`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' }, body: `locale=pt&pad=${PADDING}` }),
    // 413: the auth API refuses a declared size over its limit without reading it.
    () => fetch(`${base}/auth/v1/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'big@example.com', password: 'x', pad: 'y'.repeat(20_000) }) }),
    // 429 once the window is spent: password grants from one client address.
    () =>
      fetch(`${base}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { ...json, 'cf-connecting-ip': ip },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password 1', pad: PADDING }),
      }),
  ];
}

describe('the local server under a loop of early refusals', () => {
  it('answers 1 000 refused POSTs with their 4xx: none is a 5xx', { timeout: 300_000 }, async () => {
    const base = baseUrl();
    const kinds = refusals(base, `192.0.2.${Math.floor(Math.random() * 200) + 1}`);
    const statuses = new Map<number, number>();
    let next = 0;
    const total = 1000;
    async function client() {
      while (next < total) {
        const kind = kinds[next++ % kinds.length]!;
        const response = await kind();
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }
    await Promise.all(Array.from({ length: 8 }, client));
    const counts = Object.fromEntries(statuses);
    const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    expect(fiveHundreds, JSON.stringify(counts)).toBe(0);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(total);
    // Every kind of early refusal was exercised.
    expect(counts[403], JSON.stringify(counts)).toBeGreaterThanOrEqual(500);
    expect(counts[413], JSON.stringify(counts)).toBe(250);
    // The password grants: refused as wrong (400) until the window's 30 are spent, then 429 (a
    // run that crosses a window boundary starts counting again).
    expect((counts[400] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(250);
    expect(counts[429], JSON.stringify(counts)).toBeGreaterThanOrEqual(150);
  });
});
