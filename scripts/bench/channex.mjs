// Channel manager bench (issue 41), called by scripts/bench.mjs. The bench worker's
// CHANNEX_API_URL points at `startChannexFake()`: a Channex on 127.0.0.1 that speaks the part of
// its documented API Estadia calls (docs.channex.io: `user-api-key` header, entity-wrapped
// bodies, `{"data": {type, id, attributes}}` answers, POST /availability and /restrictions with
// `{"values": [...]}` and inclusive date ranges, the booking revisions feed, and "API Rate
// Limits": at most 10 availability and 10 restriction calls per property per minute, the 11th
// answered 429 `http_too_many_requests`). It notes when each night's value arrived.
// Two rows:
// - a booking's availability delta: a host books (host.reservations.create) one night at a time,
//   a few seconds apart, on a connected property; the time from the booking's request to the
//   fake receiving that night's lower count (through the property's pusher, a Durable Object,
//   with the limits on). Target ≤ 10 s p95.
// - a burst: 90 rate edits and 40 bookings on one property as fast as the host can send them;
//   the calls Channex receives in any 60 s (≤ 10 + 10), the 429s, and whether the last value of
//   every night (what D1 holds after the burst) arrived, and when.
import { createServer } from 'node:http';
import { signUp } from './workspace.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const MINUTE = 60_000;
export const FAKE_KEY = 'bench-channex-key';

function dates(from, to) {
  const out = [];
  for (let at = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); at <= end; at += 86_400_000) out.push(new Date(at).toISOString().slice(0, 10));
  return out;
}
function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The fake Channex; `url` includes /api/v1 as CHANNEX_API_URL does. */
export async function startChannexFake() {
  const entities = new Map();
  /** `room_type|date` and `rate_plan|date` → { value, at }. */
  const values = new Map();
  /** { at, kind, propertyId, status }. */
  const calls = [];
  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.headers['user-api-key'] !== FAKE_KEY) return json(res, 401, { errors: { code: 'unauthorized', title: 'Unauthorized' } });
      const path = new URL(req.url, 'http://x').pathname.replace(/^\/api\/v1/, '');
      const body = raw ? JSON.parse(raw) : {};
      const entity = /^\/(properties|room_types|rate_plans)(?:\/([^/]+))?$/.exec(path);
      if (entity) {
        const type = { properties: 'property', room_types: 'room_type', rate_plans: 'rate_plan' }[entity[1]];
        if (req.method === 'POST' && !entity[2]) {
          const attributes = body[type];
          if (!attributes) return json(res, 422, { errors: { code: 'validation_error', title: 'Validation Error' } });
          const id = crypto.randomUUID();
          entities.set(id, { type, id, attributes });
          return json(res, 201, { data: { type, id, attributes: { ...attributes, id } } });
        }
        const found = entities.get(entity[2]);
        if (!found || found.type !== type) return json(res, 404, { errors: { code: 'resource_not_found', title: 'Resource Not Found' } });
        if (req.method === 'PUT') Object.assign(found.attributes, body[type] ?? {});
        return json(res, 200, { data: { type, id: found.id, attributes: { ...found.attributes, id: found.id } } });
      }
      if (req.method === 'POST' && (path === '/availability' || path === '/restrictions')) {
        const kind = path.slice(1);
        const list = Array.isArray(body.values) ? body.values : [];
        const propertyId = String(list[0]?.property_id ?? '');
        const now = Date.now();
        const recent = calls.filter((call) => call.propertyId === propertyId && call.kind === kind && call.status === 200 && call.at > now - MINUTE).length;
        if (recent >= 10) {
          calls.push({ at: now, kind, propertyId, status: 429 });
          return json(res, 429, { errors: { code: 'http_too_many_requests', title: 'Too Many Requests' } });
        }
        calls.push({ at: now, kind, propertyId, status: 200 });
        for (const value of list) {
          const key = kind === 'availability' ? value.room_type_id : value.rate_plan_id;
          const what = kind === 'availability' ? value.availability : value.rate;
          for (const date of value.date ? [value.date] : dates(value.date_from, value.date_to)) values.set(`${key}|${date}`, { value: what, at: now });
        }
        return json(res, 200, { data: [{ id: crypto.randomUUID(), type: 'task' }], meta: { message: 'Success', warnings: [] } });
      }
      if (req.method === 'GET' && path === '/booking_revisions/feed') return json(res, 200, { data: [], meta: { page: 1, limit: 100, total: 0 } });
      if (req.method === 'POST' && path === '/auth/one_time_token') return json(res, 200, { data: { token: crypto.randomUUID() } });
      return json(res, 404, { errors: { code: 'resource_not_found', title: 'Resource Not Found' } });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    values,
    calls,
    entities,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function trpc(origin, path, input, headers) {
  const res = await fetch(`${origin}/api/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin, ...headers }, body: JSON.stringify(input) });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.result.data;
}

/** The most calls of one kind the property got in any 60 s. */
function maxPerMinute(calls) {
  const times = calls.map((call) => call.at).sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i] - times[j] >= MINUTE) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

async function connectedProperty(origin, auth, fake, name, units) {
  const property = await trpc(origin, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR' }, auth);
  const roomType = await trpc(origin, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30000, units }, auth);
  const { channexPropertyId } = await trpc(origin, 'host.channelManager.connect', { propertyId: property.id }, auth);
  const channexType = [...fake.entities.values()].find((e) => e.type === 'room_type' && e.attributes.property_id === channexPropertyId).id;
  const channexPlan = [...fake.entities.values()].find((e) => e.type === 'rate_plan' && e.attributes.room_type_id === channexType).id;
  return { propertyId: property.id, roomTypeId: roomType.id, channexPropertyId, channexType, channexPlan };
}

/** Resolves when `key` holds `value` at the fake (the arrival time), or null after `ms`. */
async function arrival(fake, key, value, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const seen = fake.values.get(key);
    if (seen && seen.value === value) return seen.at;
    await sleep(50);
  }
  return null;
}

export async function benchChannex({ origin, sql, fake, table, log }) {
  log('channex: a host connects two properties to the fake Channex…');
  const host = await signUp(origin);
  const auth = { authorization: `Bearer ${host.token}` };
  const today = new Date().toISOString().slice(0, 10);
  const UNITS = 4;

  // Row 1: one booking every 3 s, each on its own night; the time until the fake has that night's lower count.
  const one = await connectedProperty(origin, auth, fake, 'Channex delta', UNITS);
  const BOOKINGS = 15;
  const latencies = [];
  const waits = [];
  let lost = 0;
  for (let i = 0; i < BOOKINGS; i++) {
    const night = addDays(today, 30 + i);
    const started = Date.now();
    await trpc(origin, 'host.reservations.create', { propertyId: one.propertyId, roomTypeId: one.roomTypeId, checkIn: night, checkOut: addDays(night, 1), guest: { name: `Canal ${i}`, email: '', phone: '' }, adults: 1, children: 0, status: 'confirmed' }, auth);
    waits.push(
      arrival(fake, `${one.channexType}|${night}`, UNITS - 1, 60_000).then((at) => {
        if (at === null) lost += 1;
        else latencies.push(at - started);
      }),
    );
    await sleep(3_000);
  }
  await Promise.all(waits);
  latencies.sort((a, b) => a - b);
  const oneCalls = fake.calls.filter((call) => call.propertyId === one.channexPropertyId);
  const p95 = percentile(latencies, 95);

  // Row 2: a burst on another property — 90 rate edits and 40 bookings, five at a time as fast as
  // they are answered — then 75 s of watching. The last value of every night is what D1 holds once
  // the burst is over (edits sent together commit in any order).
  const two = await connectedProperty(origin, auth, fake, 'Channex burst', UNITS);
  const from = addDays(today, 20);
  const started = Date.now();
  const edits = Array.from({ length: 90 }, (_, i) => () => trpc(origin, 'host.rates.set', { roomTypeId: two.roomTypeId, from: addDays(from, i % 20), to: addDays(from, (i % 20) + 4), rateCents: 20000 + i * 100 }, auth));
  const books = Array.from({ length: 40 }, (_, i) => () =>
    trpc(origin, 'host.reservations.create', { propertyId: two.propertyId, roomTypeId: two.roomTypeId, checkIn: addDays(from, i % 20), checkOut: addDays(from, (i % 20) + 1), guest: { name: `Rajada ${i}`, email: '', phone: '' }, adults: 1, children: 0, status: 'confirmed' }, auth),
  );
  const jobs = edits.flatMap((edit, i) => (i % 9 < 4 && books[Math.floor(i / 9) * 4 + (i % 9)] ? [edit, books[Math.floor(i / 9) * 4 + (i % 9)]] : [edit]));
  for (let i = 0; i < jobs.length; i += 5) await Promise.all(jobs.slice(i, i + 5).map((job) => job()));
  const burstMs = Date.now() - started;
  log(`channex: burst of ${jobs.length} changes sent in ${(burstMs / 1000).toFixed(1)} s; watching the calls for 75 s…`);
  const expectedRate = new Map((await sql(origin, `SELECT date, rate_cents AS rate FROM rates WHERE room_type_id = ${two.roomTypeId} AND rate_cents IS NOT NULL`)).map((row) => [row.date, row.rate]));
  const booked = new Map((await sql(origin, `SELECT night, COUNT(DISTINCT unit_id) AS n FROM occupancy WHERE property_id = ${two.propertyId} GROUP BY night`)).map((row) => [row.night, row.n]));
  const settled = () =>
    [...expectedRate].every(([d, rate]) => fake.values.get(`${two.channexPlan}|${d}`)?.value === rate) &&
    [...booked].every(([d, n]) => fake.values.get(`${two.channexType}|${d}`)?.value === UNITS - n);
  let settledAt = null;
  const watchUntil = Date.now() + 75_000;
  while (Date.now() < watchUntil) {
    if (settledAt === null && settled()) settledAt = Date.now();
    await sleep(250);
  }
  if (settledAt === null) {
    // What differs, and what the database still holds for it (on the log, for the record).
    const rate = [...expectedRate].find(([d, r]) => fake.values.get(`${two.channexPlan}|${d}`)?.value !== r);
    const free = [...booked].find(([d, n]) => fake.values.get(`${two.channexType}|${d}`)?.value !== UNITS - n);
    if (rate) log(`channex: rate of ${rate[0]}: D1 has ${rate[1]}, Channex ${JSON.stringify(fake.values.get(`${two.channexPlan}|${rate[0]}`))}`);
    if (free) log(`channex: availability of ${free[0]}: D1 has ${UNITS - free[1]}, Channex ${JSON.stringify(fake.values.get(`${two.channexType}|${free[0]}`))}`);
    log(`channex: waiting ${JSON.stringify(await sql(origin, `SELECT kind, COUNT(*) AS n FROM channex_changes WHERE property_id = ${two.propertyId} GROUP BY kind`))}`);
  }
  const twoCalls = fake.calls.filter((call) => call.propertyId === two.channexPropertyId);
  const ok = (kind) => twoCalls.filter((call) => call.kind === kind && call.status === 200);
  const rejected = twoCalls.filter((call) => call.status === 429).length;
  const avail = maxPerMinute(ok('availability'));
  const restr = maxPerMinute(ok('restrictions'));

  return table('Channel manager over Channex (issue 41; the fake Channex on 127.0.0.1, limits on)', ['run', 'p50', 'p95', 'max', 'calls / 429s', 'target'], [
    [
      `${BOOKINGS} bookings 3 s apart → the night's lower count at Channex`,
      `${(percentile(latencies, 50) / 1000).toFixed(1)} s`,
      `${(p95 / 1000).toFixed(1)} s`,
      `${(latencies.at(-1) / 1000).toFixed(1)} s`,
      `${oneCalls.filter((c) => c.kind === 'availability' && c.status === 200).length} availability calls, ${oneCalls.filter((c) => c.status === 429).length} × 429${lost ? `, ${lost} never arrived` : ''}`,
      lost === 0 && p95 <= 10_000 ? '≤ 10 s p95: yes' : '≤ 10 s p95: NO',
    ],
    [
      `burst: ${edits.length} rate edits + ${books.length} bookings in ${(burstMs / 1000).toFixed(1)} s`,
      '',
      '',
      settledAt === null ? 'never settled' : `last value in ${((settledAt - started) / 1000).toFixed(1)} s`,
      `max in any 60 s: ${avail} availability + ${restr} restrictions (${ok('availability').length} + ${ok('restrictions').length} in 75 s), ${rejected} × 429`,
      avail <= 10 && restr <= 10 && settledAt !== null ? '≤ 10 + 10, last values: yes' : '≤ 10 + 10, last values: NO',
    ],
  ]);
}
