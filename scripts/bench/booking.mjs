// Direct booking bench (issue 12), called by scripts/bench.mjs with the running workerd:
// - `booking.availability` and `/property/1?checkIn=&checkOut=&guests=` under load, as ratios
//   of the static-asset limit measured by the caller;
// - `booking.create` latency with 20 guests booking at once (each request a different night
//   and visitor address, so neither conflicts nor the per-IP limit shape the figure);
// - the race: 50 guests at once for the last free unit of a night, with what D1 holds after.
import { seedProperty } from './seed.mjs';

const GUESTS = 20;
const ROUNDS = 10;
const RACERS = 50;

function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function create(origin, input, ip) {
  const started = performance.now();
  const res = await fetch(`${origin}/api/trpc/booking.create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, origin },
    body: JSON.stringify(input),
  });
  const body = await res.json().catch(() => null);
  return { ms: performance.now() - started, status: res.status, code: body?.error?.data?.code ?? null };
}

export async function benchBooking({ origin, sql, load, limit, table, log }) {
  const today = new Date().toISOString().slice(0, 10);
  const checkIn = addDays(today, 30);
  const checkOut = addDays(today, 33);
  log('booking: availability and the property page with dates…');
  const availabilityUrl = `${origin}/api/trpc/booking.availability?input=${encodeURIComponent(JSON.stringify({ propertyId: 1, checkIn, checkOut, guests: 2 }))}`;
  const pageUrl = `${origin}/property/1?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;
  for (const url of [availabilityUrl, pageUrl]) {
    const probe = await fetch(url);
    if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}`);
  }
  const availability = await load('booking.availability (property 1, 3 nights)', availabilityUrl);
  const page = await load('/property/1?checkIn=&checkOut=&guests= (availability on the server)', pageUrl);

  log(`booking: ${GUESTS} guests booking at once, ${ROUNDS} rounds…`);
  const spread = await seedProperty(sql, origin, { host: 'bench-booking-host', name: 'booking', units: GUESTS, published: true });
  const latencies = [];
  const statuses = {};
  for (let round = 0; round < ROUNDS; round++) {
    const results = await Promise.all(
      Array.from({ length: GUESTS }, (_, guest) => {
        const night = addDays(today, 40 + round);
        const input = {
          propertyId: spread.propertyId,
          roomTypeId: spread.roomTypeId,
          checkIn: night,
          checkOut: addDays(night, 1),
          guests: 2,
          guest: { name: `Bench Guest ${round}-${guest}`, email: `guest-${round}-${guest}@example.com` },
          locale: 'pt',
          payment: 'at_property',
        };
        return create(origin, input, `10.${round}.${guest}.${Math.floor(Math.random() * 250) + 1}`);
      }),
    );
    for (const result of results) {
      latencies.push(result.ms);
      statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    }
  }
  latencies.sort((a, b) => a - b);

  log(`booking: ${RACERS} guests racing for the last free unit…`);
  const race = await seedProperty(sql, origin, { host: 'bench-booking-host', name: 'race', units: 1, published: true });
  const raceNight = addDays(today, 60);
  const raced = await Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      create(
        origin,
        {
          propertyId: race.propertyId,
          roomTypeId: race.roomTypeId,
          checkIn: raceNight,
          checkOut: addDays(raceNight, 2),
          guests: 1,
          guest: { name: `Racer ${i}`, email: `racer-${i}@example.com` },
          locale: 'en',
          payment: 'at_property',
        },
        `172.16.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      ),
    ),
  );
  const successes = raced.filter((r) => r.status === 200).length;
  const conflicts = raced.filter((r) => r.code === 'CONFLICT').length;
  const [rows] = await sql(
    origin,
    `SELECT (SELECT COUNT(*) FROM reservations WHERE property_id = ${race.propertyId}) AS reservations, (SELECT COUNT(*) FROM occupancy WHERE property_id = ${race.propertyId}) AS nights`,
  );

  const ratioRow = (r) => [r.name, r.rps.toFixed(0), `${r.p50} ms`, `${r.p99} ms`, r.non2xx, `${((r.rps / limit) * 100).toFixed(1)}%`];
  const statusText = Object.entries(statuses)
    .map(([status, count]) => `${count}x${status}`)
    .join(', ');
  const raceOk = successes === 1 && conflicts === RACERS - 1 && rows.reservations === 1 && rows.nights === 2;
  return [
    table('Direct booking under load (ratio of the static-asset limit)', ['target', 'req/s', 'p50', 'p99', 'non-2xx', 'of limit'], [availability, page].map(ratioRow)),
    table(
      `booking.create, ${GUESTS} guests at once × ${ROUNDS} rounds`,
      ['bookings', 'p50', 'p99', 'max', 'answers'],
      [[latencies.length, `${Math.round(percentile(latencies, 50))} ms`, `${Math.round(percentile(latencies, 99))} ms`, `${Math.round(latencies.at(-1))} ms`, statusText]],
    ),
    table(
      `Race: ${RACERS} guests at once for the last free unit (2 nights)`,
      ['attempts', 'successes', 'conflicts', 'reservations in D1', 'nights in D1', ''],
      [[RACERS, successes, conflicts, rows.reservations, rows.nights, raceOk ? 'PASS' : 'FAIL']],
    ),
  ].join('\n');
}
