/**
 * Malformed workspace parameters (issue 38, item 3): every workspace page of the route table ×
 * malformed `property`, `from`, `to`, `date`, `id` (and the page's own `:id`) answers below 500
 * with a whole document (`</html>` last), decided before the first byte. And a procedure that
 * fails after the first byte ends the page with an error message and `</html>`, logged.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../shared/routes';
import { createProperty, createRoomType } from '../../worker/db/properties';
import { ORIGIN, workerFetchWith } from './api-support';
import { call, hostWithCookie } from './account-support';

/**
 * Each parameter with the malformed values of its kind (a date's impossible days would be just
 * "not a number" to an id, and the other way round): ids too big for D1 or just past 2³¹, out of
 * range, exponent forms, not a number; dates that do not exist, out of range, not a date. Four
 * each keeps the run within the suite's budget (six of every kind for every parameter was a
 * third more cases, and its run came near the test's timeout on a busy machine).
 */
const ID_VALUES = ['99999999999999999999', '2147483648', '-1', '1e3'];
const DATE_VALUES = ['2026-02-30', '2026-13-01', '99999-01-01', 'abc'];
const PARAMS = { property: ID_VALUES, id: ID_VALUES, from: DATE_VALUES, to: DATE_VALUES, date: DATE_VALUES } as const;
const MALFORMED = [...new Set([...ID_VALUES, ...DATE_VALUES])];
const WORKSPACE = ROUTES.filter((route) => route.protected && route.path.startsWith('/dashboard'));

let cookie: string;

beforeAll(async () => {
  const host = await hostWithCookie('Fuzz Prado');
  cookie = host.cookie;
  const property = await createProperty(env.DB, host.hostId, { name: 'Pousada Fuzz', kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' });
  await createRoomType(env.DB, host.hostId, { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 1 });
});

/** Every path to try: each page with each parameter malformed, and each `:id` page with a malformed id. */
function paths(): string[] {
  const out: string[] = [];
  for (const route of WORKSPACE) {
    const path = route.path.replace(':id', '1');
    for (const [param, values] of Object.entries(PARAMS)) for (const value of values) out.push(`${path}?${param}=${encodeURIComponent(value)}`);
    if (route.path.includes(':id')) for (const id of MALFORMED) out.push(route.path.replace(':id', encodeURIComponent(id)));
  }
  return out;
}

describe('every workspace page × malformed parameters', () => {
  it(`no 5xx and no document without </html> (${WORKSPACE.length} pages)`, async () => {
    const all = paths();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    // A few at once (the pages are independent reads).
    for (let i = 0; i < all.length; i += 8) {
      await Promise.all(
        all.slice(i, i + 8).map(async (path) => {
          const res = await call(path, { cookie });
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const isDocument = (res.headers.get('content-type') ?? '').includes('text/html');
          if (res.status >= 500 || (isDocument && !text.trimEnd().endsWith('</html>'))) failures.push(`${path} → ${res.status} …${text.slice(-80)}`);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(WORKSPACE.length * Object.values(PARAMS).flat().length);
    // The fuzz cases and their statuses, for the README's figures.
    console.info(JSON.stringify({ where: 'trust-params', cases: all.length, statuses: Object.fromEntries(statuses) }));
  }, 240_000);

  it('the issue’s own cases: the page without the bad filter, or a 404 for a page’s own id', async () => {
    for (const path of ['/dashboard?property=99999999999999999999', '/dashboard/calendario?property=99999999999999999999', '/dashboard/reservas?property=99999999999999999999', '/dashboard/canais?property=99999999999999999999', '/dashboard/tarifas?from=2026-02-30', '/dashboard/tarifas?from=2026-13-01', '/dashboard/reservas?from=2026-02-30', '/dashboard/calendario?from=2026-13-01']) {
      const res = await call(path, { cookie });
      const text = await res.text();
      expect({ path, status: res.status, whole: text.trimEnd().endsWith('</html>'), error: text.includes('Unexpected Application Error') }).toEqual({ path, status: 200, whole: true, error: false });
    }
    expect((await call('/dashboard/reservas/99999999999999999999', { cookie })).status).toBe(404);
  });
});

describe('a procedure error after the first byte', () => {
  it('ends the page with an error message and </html>, and logs why', async () => {
    // The overview sends its head before its data (issue 29); its reservations' read then fails.
    const failOn = (session: Pick<D1Database, 'prepare' | 'batch'>) => ({
      prepare(sql: string) {
        if (/check_in/.test(sql) && /reservations/.test(sql)) throw new Error('D1_ERROR: simulated failure of the overview read');
        return session.prepare(sql);
      },
      batch: session.batch.bind(session),
    });
    const failing = { ...failOn(env.DB), withSession: (start?: string) => failOn(env.DB.withSession(start)), exec: env.DB.exec.bind(env.DB), dump: env.DB.dump.bind(env.DB) } as unknown as D1Database;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await workerFetchWith({ DB: failing })(`${ORIGIN}/dashboard`, { headers: { cookie } });
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(text.trimEnd().endsWith('</html>')).toBe(true);
      expect(text).toContain('role="alert"');
      expect(text).toContain('Algo deu errado do nosso lado');
      expect(logged.mock.calls.map((args) => String(args[0])).some((line) => line.includes('ssr-stream') && line.includes('simulated failure'))).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });
});
