// Direct booking bench (issue 12), called by scripts/bench.mjs with the running workerd:
// - `booking.availability` and `/property/1?checkIn=&checkOut=&guests=` under load, as ratios
//   of the static-asset limit measured by the caller; beside them (issue 25) `booking.availability`
//   priced the way hosts sell: two plans, an extra guest, a length-of-stay tier, tourist tax, an
//   optional and a mandatory add-on and a promo code (no slower than 0.8× of the plain row);
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

/**
 * A published property priced the way hosts sell (straight into D1): R$ 300/night for 2, +R$ 50
 * per extra guest, the standard plan (made by the trigger) and a −15 % non-refundable one, 7
 * nights −10 %, R$ 3 tourist tax per adult-night for at most 5, breakfast (optional, per
 * guest-night), a cleaning kit (mandatory, per stay), code BENCH10. Its availability URL for
 * 2 adults + 1 child with the code and breakfast.
 */
async function seedPriced(sql, origin, checkIn, checkOut) {
  const host = 'bench-pricing-host';
  const now = new Date().toISOString();
  const { propertyId, roomTypeId } = await seedProperty(sql, origin, { host, name: 'priced', units: 10, published: true });
  await sql(origin, `UPDATE room_types SET capacity = 4, base_occupancy = 2, extra_guest_cents = 5000 WHERE id = ${roomTypeId}`);
  await sql(origin, `UPDATE properties SET cleaning_fee_cents = 8000, length_of_stay_discounts = '[{"minNights":7,"percent":10}]', tourist_tax_cents = 300, tax_max_nights = 5 WHERE id = ${propertyId}`);
  await sql(
    origin,
    `INSERT INTO rate_plans (host_id, property_id, room_type_id, name, percent, refundable, standard, created_at) VALUES ('${host}', ${propertyId}, ${roomTypeId}, 'Non-refundable', -15, 0, 0, '${now}')`,
  );
  await sql(origin, `INSERT INTO promo_codes (host_id, property_id, code, percent, created_at) VALUES ('${host}', ${propertyId}, 'BENCH10', 10, '${now}')`);
  const [breakfast] = await sql(
    origin,
    `INSERT INTO addons (host_id, property_id, name, price_cents, per, optional, created_at) VALUES ('${host}', ${propertyId}, 'Breakfast', 4000, 'guest_night', 1, '${now}') RETURNING id`,
  );
  await sql(origin, `INSERT INTO addons (host_id, property_id, name, price_cents, per, optional, created_at) VALUES ('${host}', ${propertyId}, 'Cleaning kit', 2000, 'stay', 0, '${now}')`);
  const input = { propertyId, checkIn, checkOut, guests: 3, adults: 2, children: 1, promoCode: 'bench10', addons: [{ id: breakfast.id }] };
  return `${origin}/api/trpc/booking.availability?input=${encodeURIComponent(JSON.stringify(input))}`;
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
  log('booking: availability with plans, add-ons and a code…');
  const pricedUrl = await seedPriced(sql, origin, checkIn, addDays(checkIn, 7));
  const pricedProbe = await fetch(pricedUrl);
  const pricedBody = await pricedProbe.json().catch(() => null);
  const plans = pricedBody?.result?.data?.roomTypes?.[0]?.ratePlans ?? [];
  if (pricedProbe.status !== 200 || plans.length !== 2 || pricedBody.result.data.promoError) throw new Error(`priced availability answered ${pricedProbe.status}: ${JSON.stringify(pricedBody).slice(0, 300)}`);
  // Plain and priced run alternately (A B A B A B) and each side's runs are merged, so load from
  // elsewhere on a busy machine hits both alike (as bench.mjs's compare does).
  const runs = { plain: [], priced: [] };
  for (let round = 0; round < 3; round++) {
    runs.plain.push(await load(`booking.availability (property 1, 3 nights), run ${round + 1}`, availabilityUrl, { warmup: round === 0 }));
    runs.priced.push(await load(`booking.availability priced, run ${round + 1}`, pricedUrl, { warmup: round === 0 }));
  }
  const merge = (name, list) => ({
    name,
    rps: list.reduce((sum, r) => sum + r.rps, 0) / list.length,
    p50: Math.round(list.reduce((sum, r) => sum + r.p50, 0) / list.length),
    p99: Math.max(...list.map((r) => r.p99)),
    non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
  });
  const availability = merge('booking.availability (property 1, 3 nights)', runs.plain);
  const priced = merge('booking.availability with plans, add-ons and a code (7 nights, 2+1 guests)', runs.priced);
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
    table('Direct booking under load (ratio of the static-asset limit)', ['target', 'req/s', 'p50', 'p99', 'non-2xx', 'of limit'], [availability, priced, page].map(ratioRow)),
    table(
      'Priced availability (issue 25) beside the plain one',
      ['priced req/s', 'plain req/s', 'ratio', 'target', ''],
      [[priced.rps.toFixed(0), availability.rps.toFixed(0), `${(priced.rps / availability.rps).toFixed(2)}×`, '≥ 0.80×', priced.rps / availability.rps >= 0.8 && priced.non2xx === 0 ? 'PASS' : 'FAIL']],
    ),
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
