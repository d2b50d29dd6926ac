// Host workspace bench (issue 11), called by scripts/bench.mjs with the running workerd:
// - a host with one property of 30 units, signed in through the local auth (bearer token);
// - `/dashboard` (overview) and `/dashboard/calendario` (a month of calendar) under load, as
//   ratios of the static-asset limit measured by the caller, and `host.calendar.get` alone;
// - the scale row: the same calendar with 100 reservations in the database, then with
//   100 000 (the rest on other dates of the same units and on another host's property), and
//   the ratio of the two latencies (the indexes must keep it ≤ 1.5×).
// - issue 27: four more properties (100 units across 5), the calendar and the overview of all
//   of them at once, and host.reports.summary for a year, at 100 and at 100 000 reservations.
import { seedProperty } from './seed.mjs';

const UNITS = 30;
const SMALL = 100;
const LARGE = 100_000;
/** Seconds per load run: a month of calendar is a heavy page; short runs would end before its first answers. */
const RUN_SECONDS = Math.max(5, Number(process.env.BENCH_SECONDS || 5));

export async function signUp(origin) {
  const email = `bench-host-${Date.now()}@example.com`;
  const password = 'bench-secret-123';
  const res = await fetch(`${origin}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = await res.json();
  const session = body.access_token ? body : body.session;
  if (!res.ok || !session?.access_token) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return { token: session.access_token, id: session.user.id };
}

/** Reservations (and their nights) generated in SQL: `count` one-night stays over the units, from `first`, `gap` days apart per unit. */
function reservationsSql({ host, property, roomType, firstUnit, count, first, prefix }) {
  return [
    `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, check_in, check_out, status, source, currency, total_cents, created_at, updated_at)
     WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${count})
     SELECT '${host}', '${prefix}-' || i, ${property}, ${roomType}, ${firstUnit} + (i % ${UNITS}), date('${first}', '+' || ((i / ${UNITS}) * 2) || ' days'),
            date('${first}', '+' || ((i / ${UNITS}) * 2 + 1) || ' days'), 'confirmed', 'direct', 'BRL', 30000, datetime('now'), datetime('now') FROM n`,
    `INSERT INTO occupancy (unit_id, night, host_id, property_id, reservation_id)
     SELECT unit_id, check_in, host_id, property_id, id FROM reservations WHERE code LIKE '${prefix}-%'`,
  ];
}

const unitsProperty = (sql, origin) => async (hostId, name) => {
  const seeded = await seedProperty(sql, origin, { host: hostId, name, units: UNITS, kind: 'hotel' });
  return { property: seeded.propertyId, roomType: seeded.roomTypeId, firstUnit: seeded.firstUnitId };
};

/** The bench host: 30 units with 100 stays this month, then four more properties (100 units across 5). */
async function seedWorkspace({ origin, sql, log, signedUp }) {
  log(`workspace: a host with ${UNITS} units, ${SMALL} reservations this month…`);
  const property = unitsProperty(sql, origin);
  const host = signedUp ?? (await signUp(origin));
  const auth = { authorization: `Bearer ${host.token}` };
  const mine = await property(host.id, 'workspace');
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;
  for (const statement of reservationsSql({ host: host.id, ...mine, count: SMALL, first: monthStart, prefix: 'WS' })) await sql(origin, statement);

  // Four more properties: 100 units across five (the calendar and overview of all of them at once).
  for (const [index, units] of [17, 18, 17, 18].entries()) await seedProperty(sql, origin, { host: host.id, name: `workspace-${index + 2}`, units, kind: 'inn' });
  const year = today.slice(0, 4);
  const reportInput = encodeURIComponent(JSON.stringify({ from: `${year}-01-01`, to: `${Number(year) + 1}-01-01` }));
  const calendarInput = encodeURIComponent(JSON.stringify({ propertyId: mine.property, from: monthStart, days: 31 }));
  const targets = {
    overview: [`/dashboard (overview), ${UNITS} units`, `${origin}/dashboard?property=${mine.property}`],
    calendar: [`/dashboard/calendario (a month, ${UNITS} units)`, `${origin}/dashboard/calendario?property=${mine.property}&from=${monthStart}`],
    api: [`host.calendar.get (31 nights, ${UNITS} units)`, `${origin}/api/trpc/host.calendar.get?input=${calendarInput}`],
    calendarAll: ['/dashboard/calendario (a month, 100 units across 5 properties)', `${origin}/dashboard/calendario?property=all&from=${monthStart}`],
    overviewAll: ['/dashboard (overview of all 5 properties)', `${origin}/dashboard?property=all`],
    reports: [`host.reports.summary (the year ${year}, all properties)`, `${origin}/api/trpc/host.reports.summary?input=${reportInput}`],
  };
  for (const [, url] of Object.values(targets)) {
    const probe = await fetch(url, { headers: auth, redirect: 'manual' });
    if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}`);
  }
  return { host, auth, mine, today, monthStart, targets };
}

const share = (rps, limit) => `${((rps / limit) * 100).toFixed(1)}%`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `BENCH_ONLY=calendar`: only the calendar rows (issue 27, item 6), `rounds` times, each row
 * between runs of the static asset (its limit is the mean of the two around it), and the median ratio.
 */
export async function benchCalendar({ origin, sql, load, limitRun, bytesRun, profile, table, log, rounds = 3, signedUp, untilIdle }) {
  const { auth, targets } = await seedWorkspace({ origin, sql, log, signedUp });
  if (profile) {
    await profile(() => load(`${targets.calendar[0]} (profiled)`, targets.calendar[1], { headers: auth, seconds: RUN_SECONDS }));
    return 'profile written';
  }
  const rows = [];
  const shares = { calendar: [], calendarAll: [] };
  for (let round = 1; round <= rounds; round++) {
    // The limit right before and after the 30 units' row (its ratio), and again after the others.
    const run = (key) => load(`${targets[key][0]} (round ${round})`, targets[key][1], { headers: auth, seconds: RUN_SECONDS });
    const before = await limitRun();
    const calendar = await run('calendar');
    const between = await limitRun();
    const others = [await run('calendarAll'), await run('api'), ...(bytesRun ? [await bytesRun()] : [])];
    const after = await limitRun();
    const first = (before.rps + between.rps) / 2;
    const second = (between.rps + after.rps) / 2;
    shares.calendar.push(calendar.rps / first);
    shares.calendarAll.push(others[0].rps / second);
    for (const [r, limit] of [[calendar, first], ...others.map((r) => [r, second])]) rows.push([r.name, r.rps.toFixed(0), `${r.p50} ms`, `${r.p99} ms`, r.non2xx, limit.toFixed(0), share(r.rps, limit)]);
  }
  const calendarMedian = median(shares.calendar);
  // The 100 units' month in a browser: the JavaScript it fetches until the network is idle (≤ 150 KB gzip).
  const idle = untilIdle ? await untilIdle(new URL(targets.calendarAll[1]).pathname + new URL(targets.calendarAll[1]).search) : null;
  return [
    ...(idle ? [table('JavaScript until network idle (Chromium, 412 px, empty cache, pt; gzip as served)', ['page', 'status', 'scripts', 'JS gz', 'budget', ''], [idle])] : []),
    table(`Calendar rows, ${rounds} rounds (limit = mean of the static asset runs right before and after the row; the 30 units' row between two of them)`, ['target', 'req/s', 'p50', 'p99', 'non-2xx', 'limit req/s', 'of limit'], rows),
    `Median of ${rounds}: 30 units ${(calendarMedian * 100).toFixed(1)} % (target ≥ 15 %: ${calendarMedian >= 0.15 ? 'PASS' : 'FAIL'}); 100 units across 5 properties ${(median(shares.calendarAll) * 100).toFixed(1)} %.`,
  ].join('\n');
}

export async function benchWorkspace({ origin, sql, load, limit, table, log }) {
  const { host, auth, mine, today, monthStart, targets } = await seedWorkspace({ origin, sql, log });
  const small = {};
  for (const [key, [name, url]] of Object.entries(targets)) small[key] = await load(`${name}, ${SMALL} reservations in D1`, url, { headers: auth, seconds: RUN_SECONDS });

  log(`workspace: adding ${LARGE - SMALL} reservations (other dates of the same units, and another host)…`);
  // Half on the same units outside the month (years before it), half on another host's property.
  const other = await unitsProperty(sql, origin)('bench-other-host', 'other');
  const half = Math.floor((LARGE - SMALL) / 2);
  const yearsBefore = new Date(Date.UTC(Number(today.slice(0, 4)) - 12, 0, 1)).toISOString().slice(0, 10);
  for (const statement of reservationsSql({ host: host.id, ...mine, count: half, first: yearsBefore, prefix: 'WSOLD' })) await sql(origin, statement);
  for (const statement of reservationsSql({ host: 'bench-other-host', ...other, count: LARGE - SMALL - half, first: monthStart, prefix: 'WSOTHER' })) await sql(origin, statement);
  const [{ n }] = await sql(origin, 'SELECT COUNT(*) AS n FROM reservations');
  const large = {};
  for (const key of ['calendar', 'api', 'reports']) large[key] = await load(`${targets[key][0]}, ${n} reservations in D1`, targets[key][1], { headers: auth, seconds: RUN_SECONDS });

  const ratioRow = (r) => [r.name, r.rps.toFixed(0), `${r.p50} ms`, `${r.p99} ms`, r.non2xx, `${((r.rps / limit) * 100).toFixed(1)}%`];
  const scale = (key) => {
    const costSmall = 1 / small[key].rps;
    const costLarge = 1 / large[key].rps;
    const ratio = costLarge / costSmall;
    return [targets[key][0], `${small[key].rps.toFixed(0)} req/s`, `${large[key].rps.toFixed(0)} req/s`, `${ratio.toFixed(2)}×`, ratio <= 1.5 ? 'PASS' : 'FAIL'];
  };
  return [
    table('Host workspace under load (ratio of the static-asset limit; bearer session)', ['target', 'req/s', 'p50', 'p99', 'non-2xx', 'of limit'], [small.overview, small.calendar, small.api, small.calendarAll, small.overviewAll, small.reports].map(ratioRow)),
    table(`Calendar at scale: ${SMALL} vs ${n} reservations in D1 (cost per request, budget ≤ 1.5×)`, ['target', `${SMALL}`, `${n}`, 'cost ratio', ''], [scale('calendar'), scale('api'), scale('reports')]),
    `The calendar's target (issue 27): ≥ 15 % of the static-asset limit for 30 units; measured ${((small.calendar.rps / limit) * 100).toFixed(1)} % (${small.calendar.rps / limit >= 0.15 ? 'PASS' : 'FAIL'}).`,
  ].join('\n');
}
