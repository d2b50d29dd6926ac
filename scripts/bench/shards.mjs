// Past one database (issue 46), called by scripts/bench.mjs with the running workerd (also alone:
// BENCH_ONLY=shards): the property page, a booking and the calendar of a host on DB_SHARD_0 (the
// directory's own database: one shard) against the same of a host on DB_SHARD_1 (two shards: the
// directory is read for the host → shard map and the property's shard comes from its id). Same
// run, rounds interleaved (one, two, one, two…) so noise from elsewhere hits both alike; medians
// of the rounds and the ratio two / one (target ≥ 0.95: the directory lookup must not cost a
// round trip in sequence).
import { signUp } from './workspace.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const UNITS = 20;
/** Bookings per round and side, all at once (each a different unit-night and visitor address). */
const GUESTS = 20;
const SECONDS = Math.max(4, Number(process.env.BENCH_SECONDS || 5));
const SHARD_ID_SPAN = 100_000_000; // worker/db/shards.ts PROPERTY_ID_SPAN: a property made on DB_SHARD_1 takes an id above it

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The same published property (one room type, UNITS units, 60 stays this month) for `host` on
 * `binding`, written straight into that shard as the real code would (ids above the shard's span).
 */
async function seedOn(sql, origin, binding, host, monthStart) {
  const run = (query) => sql(origin, query, binding);
  const floor = binding === 'DB_SHARD_0' ? 0 : Number(binding.slice('DB_SHARD_'.length)) * SHARD_ID_SPAN;
  const now = new Date().toISOString();
  const [property] = await run(
    `INSERT INTO properties (id, host_id, slug, name, kind, city, country, currency, published, created_at, updated_at)
     VALUES ((SELECT MAX(COALESCE(MAX(id), 0), ${floor}) + 1 FROM properties), '${host}', 'bench-shards-${binding.toLowerCase()}-${Date.now()}', 'Bench shards', 'inn', 'Paraty', 'BR', 'BRL', 1, '${now}', '${now}') RETURNING id`,
  );
  const [roomType] = await run(`INSERT INTO room_types (host_id, property_id, name, capacity, base_rate_cents, created_at, updated_at) VALUES ('${host}', ${property.id}, 'Duplo', 2, 30000, '${now}', '${now}') RETURNING id`);
  await run(
    `INSERT INTO units (host_id, property_id, room_type_id, name, position, created_at)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${UNITS})
     SELECT '${host}', ${property.id}, ${roomType.id}, 'Quarto ' || i, i, '${now}' FROM n`,
  );
  const [unit] = await run(`SELECT MIN(id) AS id FROM units WHERE property_id = ${property.id}`);
  await run(
    `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, check_in, check_out, status, source, currency, total_cents, created_at, updated_at)
     WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < 60)
     SELECT '${host}', 'SH${binding.slice(-1)}-' || i, ${property.id}, ${roomType.id}, ${unit.id} + (i % ${UNITS}), date('${monthStart}', '+' || ((i / ${UNITS}) * 2) || ' days'),
            date('${monthStart}', '+' || ((i / ${UNITS}) * 2 + 1) || ' days'), 'confirmed', 'direct', 'BRL', 30000, datetime('now'), datetime('now') FROM n`,
  );
  await run(`INSERT INTO occupancy (unit_id, night, host_id, property_id, reservation_id) SELECT unit_id, check_in, host_id, property_id, id FROM reservations WHERE code LIKE 'SH${binding.slice(-1)}-%'`);
  return { propertyId: property.id, roomTypeId: roomType.id };
}

async function book(origin, input, ip) {
  const started = performance.now();
  const res = await fetch(`${origin}/api/trpc/booking.create`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, origin }, body: JSON.stringify(input) });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

/** GUESTS bookings at once on `side`'s property for the night `night` (one per unit). */
async function bookingRound(origin, side, night, round) {
  const results = await Promise.all(
    Array.from({ length: GUESTS }, (_, guest) =>
      book(
        origin,
        {
          propertyId: side.propertyId,
          roomTypeId: side.roomTypeId,
          checkIn: night,
          checkOut: addDays(night, 1),
          guests: 2,
          guest: { name: `Shard Guest ${round}-${guest}`, email: `shard-${side.label}-${round}-${guest}@example.com` },
          locale: 'pt',
          payment: 'at_property',
        },
        `10.${side.label === 'one' ? 201 : 202}.${round}.${guest + 1}`,
      ),
    ),
  );
  const ok = results.filter((r) => r.status === 200).length;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  // Throughput of the burst: bookings answered per second of the slowest one.
  return { ok, failed: results.length - ok, p50: percentile(latencies, 50), max: latencies.at(-1), rps: (ok * 1000) / latencies.at(-1) };
}

export async function benchShards({ origin, sql, load, table, log }) {
  const bindings = (await (await fetch(`${origin}/dev/shards`)).json()).map((shard) => shard.binding);
  if (!bindings.includes('DB_SHARD_1')) throw new Error(`the bench's worker has no DB_SHARD_1 (shards: ${bindings.join(', ')})`);
  log('shards: a host on DB_SHARD_0 and one on DB_SHARD_1, the same property each…');
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;
  const sides = [];
  for (const [label, binding] of [['one', 'DB_SHARD_0'], ['two', 'DB_SHARD_1']]) {
    const host = await signUp(origin);
    if (binding !== 'DB_SHARD_0') await sql(origin, `INSERT INTO host_shards (host_id, binding) VALUES ('${host.id}', '${binding}')`);
    const seeded = await seedOn(sql, origin, binding, host.id, monthStart);
    const checkIn = addDays(today, 30);
    sides.push({
      label,
      binding,
      ...seeded,
      auth: { authorization: `Bearer ${host.token}` },
      page: `${origin}/property/${seeded.propertyId}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&guests=2`,
      calendar: `${origin}/dashboard/calendario?property=${seeded.propertyId}&from=${monthStart}`,
    });
  }
  for (const side of sides) {
    for (const [url, headers] of [[side.page, {}], [side.calendar, side.auth]]) {
      const probe = await fetch(url, { headers, redirect: 'manual' });
      if (probe.status !== 200) throw new Error(`${url} (${side.binding}) answered ${probe.status}`);
    }
  }
  const runs = { one: { page: [], calendar: [], booking: [] }, two: { page: [], calendar: [], booking: [] } };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) runs[side.label].page.push(await load(`/property/${side.propertyId} with dates, ${side.binding} (round ${round + 1})`, side.page, { seconds: SECONDS, warmup: round === 0 }));
    for (const side of order) runs[side.label].calendar.push(await load(`/dashboard/calendario, ${side.binding} (round ${round + 1})`, side.calendar, { headers: side.auth, seconds: SECONDS, warmup: round === 0 }));
    for (const side of order) {
      const burst = await bookingRound(origin, side, addDays(today, 90 + round), round);
      log(`booking.create ×${GUESTS} at once, ${side.binding} (round ${round + 1}): ${burst.ok} ok, p50 ${Math.round(burst.p50)} ms, max ${Math.round(burst.max)} ms`);
      runs[side.label].booking.push(burst);
    }
  }
  const [one, two] = sides;
  const counts = await Promise.all(sides.map((side) => sql(origin, `SELECT COUNT(*) AS n FROM reservations WHERE property_id = ${side.propertyId} AND code NOT LIKE 'SH%'`, side.binding)));
  const rows = [];
  let allPass = true;
  for (const [key, name] of [['page', 'property page with dates (availability on the server)'], ['calendar', 'calendar, a month of 20 units (bearer session)'], ['booking', `booking.create, ${GUESTS} at once (bookings/s of the burst)`]]) {
    const a = median(runs.one[key].map((r) => r.rps));
    const b = median(runs.two[key].map((r) => r.rps));
    const p50a = median(runs.one[key].map((r) => r.p50));
    const p50b = median(runs.two[key].map((r) => r.p50));
    const failed = [...runs.one[key], ...runs.two[key]].reduce((sum, r) => sum + (r.non2xx ?? r.failed ?? 0), 0);
    const ok = b / a >= 0.95 && failed === 0;
    allPass &&= ok;
    rows.push([name, a.toFixed(0), b.toFixed(0), `${Math.round(p50a)} / ${Math.round(p50b)} ms`, failed, (b / a).toFixed(3), ok ? 'PASS' : 'FAIL']);
  }
  const stored = counts.every(([row]) => row.n === ROUNDS * GUESTS);
  allPass &&= stored;
  const booked = `bookings stored: ${counts[0][0].n} on ${one.binding} (property ${one.propertyId}), ${counts[1][0].n} on ${two.binding} (property ${two.propertyId}); ${ROUNDS * GUESTS} made per side`;
  return [
    table(
      `Past one database: one shard (host on DB_SHARD_0, the directory's own) vs two (host on DB_SHARD_1); ${ROUNDS} interleaved rounds, medians (target: two / one ≥ 0.95)`,
      ['target', 'one req/s', 'two req/s', 'p50 one / two', 'non-2xx', 'two / one', ''],
      rows,
    ),
    `${booked}. ${allPass ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}
