// Edge delivery bench (issue 29), called by scripts/bench.mjs with the running workerd: time to
// first byte and to the whole document of the pages a far visitor waits for, with the simulated
// distance to D1 (D1_SIMULATED_DISTANCE, set per request by scripts/bench/worker.ts through
// `x-bench-distance`) and without it, plus each page's D1 round trips (total and in sequence).
// Targets: TTFB <= one round trip + 50 ms; the whole document <= two round trips + the page's
// own time without the distance (its render).
import { seedProperty } from './seed.mjs';

/** Milliseconds per D1 round trip, as a visitor in Lisbon or Milan sees a primary in the US. */
export const DISTANCE_MS = 80;
const RUNS = Math.max(3, Number(process.env.BENCH_EDGE_RUNS || 9));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function signUp(origin) {
  const res = await fetch(`${origin}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `bench-edge-${Date.now()}@example.com`, password: 'bench-secret-123' }) });
  const body = await res.json();
  const session = body.access_token ? body : body.session;
  if (!res.ok || !session?.access_token) throw new Error(`sign-up answered ${res.status}`);
  return { token: session.access_token, id: session.user.id };
}

let counter = 0;
/** One request, read as it streams: ms to the response, to the first body bytes, to the end; and its round trips. */
async function timed(origin, path, { distance, headers = {} }) {
  const id = `edge-${process.pid}-${++counter}`;
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, { headers: { ...headers, 'x-bench-id': id, 'x-bench-distance': distance ? String(distance) : '' }, redirect: 'manual' });
  const reader = res.body.getReader();
  let first = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (first === null && value?.length) first = performance.now() - started;
    if (done) break;
  }
  const whole = performance.now() - started;
  const trips = await (await fetch(`${origin}/__bench/round-trips?id=${id}`)).json();
  return { status: res.status, ttfb: first ?? whole, whole, total: trips?.total ?? NaN, depth: trips?.depth ?? NaN };
}

export async function benchEdge({ origin, sql, table, log }) {
  log(`edge delivery: ${RUNS} runs per page, with ${DISTANCE_MS} ms per D1 round trip and without…`);
  const host = await signUp(origin);
  // A property of 10 units for the host's pages.
  await seedProperty(sql, origin, { host: host.id, name: 'edge', units: 10, kind: 'inn' });
  const auth = { authorization: `Bearer ${host.token}` };
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const pages = [
    // A query string the page ignores: the home page rendered, not the edge cache's copy.
    ['/ (rendered, cache bypassed)', () => `/?bench-n=${++counter}`, {}],
    ['/property/1 with dates', () => `/property/1?checkIn=${day(120)}&checkOut=${day(123)}&guests=2`, {}],
    ['/dashboard (overview)', () => '/dashboard', auth],
    ['/dashboard/calendario', () => '/dashboard/calendario', auth],
  ];
  const rows = [];
  for (const [name, path, headers] of pages) {
    // One warm-up each (the isolate's code, island HTML), then the runs with and without the
    // distance alternating, so that a change in the machine's load hits both alike.
    await timed(origin, path(), { distance: 0, headers });
    await timed(origin, path(), { distance: DISTANCE_MS, headers });
    const runs = { near: [], far: [] };
    for (let i = 0; i < RUNS; i++) {
      runs.near.push(await timed(origin, path(), { distance: 0, headers }));
      runs.far.push(await timed(origin, path(), { distance: DISTANCE_MS, headers }));
    }
    const summary = (list) => {
      const bad = list.find((run) => run.status !== 200);
      if (bad) throw new Error(`${name} answered ${bad.status}`);
      return { ttfb: median(list.map((run) => run.ttfb)), whole: median(list.map((run) => run.whole)), total: median(list.map((run) => run.total)), depth: Math.max(...list.map((run) => run.depth)) };
    };
    const near = summary(runs.near);
    const far = summary(runs.far);
    const ttfbOk = far.ttfb <= DISTANCE_MS + 50;
    const wholeOk = far.whole <= 2 * DISTANCE_MS + near.whole;
    log(`edge ${name}: near TTFB ${near.ttfb.toFixed(0)} / whole ${near.whole.toFixed(0)} ms; far TTFB ${far.ttfb.toFixed(0)} / whole ${far.whole.toFixed(0)} ms; ${far.total} round trips, ${far.depth} in sequence`);
    rows.push([
      name,
      `${near.ttfb.toFixed(0)} ms`,
      `${near.whole.toFixed(0)} ms`,
      `${far.ttfb.toFixed(0)} ms`,
      `${far.whole.toFixed(0)} ms`,
      `${far.total} / ${far.depth}`,
      `${ttfbOk ? 'PASS' : 'FAIL'} / ${wholeOk ? 'PASS' : 'FAIL'}`,
    ]);
  }
  return table(
    `Edge delivery: medians of ${RUNS} runs, without and with ${DISTANCE_MS} ms per D1 round trip (targets: TTFB <= ${DISTANCE_MS} + 50 ms; whole document <= 2 x ${DISTANCE_MS} ms + the page's time without the distance). Round trips: total / in sequence (worst run; a host's session check is cached 3 s per isolate, so repeated runs skip it)`,
    ['page', 'TTFB', 'whole', `TTFB ${DISTANCE_MS} ms`, `whole ${DISTANCE_MS} ms`, 'round trips', 'TTFB / whole'],
    rows,
  );
}
