// `npm run capacity` (issue 29): how many bytes a reservation and a unit-year take in D1, and so
// how many hosts one database holds before D1's size limit. D1 is SQLite: this applies the
// repository's migrations (worker/migrations, in order) to a fresh SQLite file with node:sqlite
// (Node >= 22.13; `npm run` gives the project's Node 24), writes reservations the way a booking
// does (worker/db/booking.ts: the reservation row, its guest, its audit event, one occupancy row
// per night, the guest's and the host's mail in the outbox) and measures the pages they use.
// Issue 46 (capacity plan v2): measured twice — "before", the mails' html and text in the outbox
// row as until migration 0038, and "after", as worker/mail/bodies.ts writes them now (headers and
// a body_key in D1, the body in the MAIL R2 bucket) — then the shard plan: hosts per shard at
// SHARD_FILL (80 %) of the limit, when to add a shard, and what the directory (DB) holds per host
// and per property (scripts/capacity-directory.mjs).
//
// Options (environment): CAPACITY_RESERVATIONS (default 4000 per phase), CAPACITY_UNITS (10),
// CAPACITY_OCCUPANCY (0.65), CAPACITY_STAY (3 nights), CAPACITY_MAIL_GUEST / CAPACITY_MAIL_HOST
// (characters of html + text; defaults measured from a booking's two mails in November 2026:
// 4103 + 471 and 3114 + 360), D1_LIMIT_GB (10, D1's per-database limit on the paid plan),
// SHARD_FILL (0.8), CAPACITY_HISTORY (5 years kept), CAPACITY_TARGET_PROPERTIES (20 000, the spec's).
import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureDirectory } from './capacity-directory.mjs';

const RESERVATIONS = Number(process.env.CAPACITY_RESERVATIONS || 4000);
const UNITS = Number(process.env.CAPACITY_UNITS || 10);
const OCCUPANCY = Number(process.env.CAPACITY_OCCUPANCY || 0.65);
const STAY = Number(process.env.CAPACITY_STAY || 3);
const MAIL_GUEST = Number(process.env.CAPACITY_MAIL_GUEST || 4103 + 471);
const MAIL_HOST = Number(process.env.CAPACITY_MAIL_HOST || 3114 + 360);
const LIMIT_BYTES = Number(process.env.D1_LIMIT_GB || 10) * 1e9;
const SHARD_FILL = Number(process.env.SHARD_FILL || 0.8);
const HISTORY = Number(process.env.CAPACITY_HISTORY || 5);
const TARGET_PROPERTIES = Number(process.env.CAPACITY_TARGET_PROPERTIES || 20_000);

const dir = mkdtempSync(join(tmpdir(), 'estadia-capacity-'));
/** A fresh database with every migration: each phase measures on its own, as the first writer. */
let opened = 0;
const fresh = () => {
  const next = new DatabaseSync(join(dir, `d1-${opened++}.sqlite`));
  for (const file of readdirSync('worker/migrations').filter((name) => name.endsWith('.sql')).sort()) next.exec(readFileSync(join('worker/migrations', file), 'utf8'));
  return next;
};
let db = fresh();
try {

  const now = new Date().toISOString();
  const used = () => {
    const pages = db.prepare('PRAGMA page_count').get().page_count;
    const free = db.prepare('PRAGMA freelist_count').get().freelist_count;
    return (pages - free) * db.prepare('PRAGMA page_size').get().page_size;
  };
  /** Pages per table and index, where SQLite was built with dbstat; null otherwise. */
  const byTable = () => {
    try {
      return Object.fromEntries(db.prepare('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name').all().map((row) => [row.name, row.bytes]));
    } catch {
      return null;
    }
  };

  const text = (length, seed) => (seed.repeat(Math.ceil(length / seed.length))).slice(0, length);
  const property = (host) => {
    const { id } = db.prepare("INSERT INTO properties (host_id, slug, name, kind, city, country, currency, published, created_at, updated_at) VALUES (?, ?, 'Pousada Capacidade', 'inn', 'Paraty', 'BR', 'BRL', 1, ?, ?) RETURNING id").get(host, `cap-${host}`, now, now);
    const roomType = db.prepare("INSERT INTO room_types (host_id, property_id, name, capacity, base_rate_cents, created_at, updated_at) VALUES (?, ?, 'Duplo', 2, 30000, ?, ?) RETURNING id").get(host, id, now, now).id;
    const units = [];
    for (let i = 1; i <= UNITS; i++) units.push(db.prepare("INSERT INTO units (host_id, property_id, room_type_id, name, position, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id").get(host, id, roomType, `Quarto ${i}`, i, now).id);
    return { id, roomType, units };
  };
  const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  /** `count` stays of `nights` nights, back to back on the units, as worker/db/booking.ts writes them. */
  function book(host, place, count, nights, prefix, bodies) {
    const guest = db.prepare('INSERT INTO guests (host_id, name, email, phone, locale, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id');
    const reservation = db.prepare(
      `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, guest_id, check_in, check_out, adults, children, status, source, currency,
         total_cents, paid_cents, nightly_cents, cleaning_fee_cents, service_fee_cents, payment_method, amount_due_now_cents, locale, arrival_time, notes,
         manage_token_hash, client_token, created_at, updated_at, guest_name, guest_email, guest_phone, request_hash, rate_plan_id, rate_plan_name, refundable,
         free_cancellation_days, lines)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 2, 0, 'confirmed', 'direct', 'BRL', ?, 0, ?, 0, 0, 'at_property', 0, 'pt', '', '', ?, ?, ?, ?, ?, ?, ?, ?, NULL, 'Standard', 1, 7, ?)
       RETURNING id`,
    );
    const event = db.prepare("INSERT INTO reservation_events (host_id, reservation_id, at, actor, action, detail) VALUES (?, ?, ?, 'guest', 'created', ?)");
    const night = db.prepare('INSERT INTO occupancy (unit_id, night, host_id, property_id, reservation_id, block_id) VALUES (?, ?, ?, ?, ?, NULL)');
    // 'd1': the body in the row (before 0038); 'r2': headers and body_key (worker/mail/bodies.ts).
    // Both as sent (status, sent_at): what a booking's mails cost once they went out.
    const hasKey = db.prepare("SELECT 1 AS yes FROM pragma_table_info('mail_outbox') WHERE name = 'body_key'").get();
    const mailInsert = hasKey
      ? db.prepare("INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, body_key, status, attempts, next_attempt_at, created_at, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, 'sent', 1, 0, ?, ?9)")
      : db.prepare("INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, '', 'sent', 1, 0, ?, ?8)");
    // 'r2' as worker/mail/bodies.ts writes now: a 22-character id, body_key '@' (the host's key),
    // a host mail's subject in the object (its row's empty).
    const shortId = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
    const mail = {
      run: (id, hostId, reservationId, kind, recipient, subject, html, createdAt) =>
        bodies === 'r2' ? mailInsert.run(shortId(), hostId, reservationId, kind, recipient, kind.endsWith('_host') ? '' : subject, '', '@', createdAt)
        : hasKey ? mailInsert.run(id, hostId, reservationId, kind, recipient, subject, html, null, createdAt)
        : mailInsert.run(id, hostId, reservationId, kind, recipient, subject, html, createdAt),
    };
    const hex = () => (crypto.randomUUID() + crypto.randomUUID()).replace(/-/g, '');
    // client_token and request_hash: 32 hex characters since issue 46 (worker/db/booking.ts IDEMPOTENCY_HEX), 64 before.
    const idempotency = () => (bodies === 'r2' ? hex().slice(0, 32) : hex());
    db.exec('BEGIN');
    for (let i = 0; i < count; i++) {
      const unit = place.units[i % place.units.length];
      const checkIn = addDays('2027-01-01', Math.floor(i / place.units.length) * nights);
      const email = `guest.${prefix}.${i}@example.com`;
      const guestId = guest.get(host, `Hóspede ${prefix} ${i}`, email, '+55 11 98888-7777', 'pt', now, now).id;
      const id = reservation.get(host, `EST-${prefix}${String(i).padStart(6, '0')}`, place.id, place.roomType, unit, guestId, checkIn, addDays(checkIn, nights), 30000 * nights,
        JSON.stringify(Array(nights).fill(30000)), hex(), idempotency(), now, now, `Hóspede ${prefix} ${i}`, email, '+5511988887777', idempotency(),
        JSON.stringify([{ kind: 'room', amountCents: 30000 * nights }, { kind: 'cleaning', amountCents: 0 }, { kind: 'service', amountCents: 0 }])).id;
      // Before: the created event's detail with unit and total; after (issue 46): status and source, what the history reads.
      event.run(host, id, now, JSON.stringify(bodies === 'r2' ? { status: 'confirmed', source: 'direct' } : { status: 'confirmed', source: 'direct', unitId: unit, totalCents: 30000 * nights }));
      for (let n = 0; n < nights; n++) night.run(unit, addDays(checkIn, n), host, place.id, id);
      mail.run(crypto.randomUUID(), host, id, 'booking_guest', email, 'Reserva confirmada: Pousada Capacidade, 3 noites', text(MAIL_GUEST, '<p>Reserva confirmada</p>'), now);
      mail.run(crypto.randomUUID(), host, id, 'booking_host', 'host@example.com', `Nova reserva EST-${prefix}${i}: Hóspede, ${checkIn}`, text(MAIL_HOST, '<p>Nova reserva</p>'), now);
    }
    db.exec('COMMIT');
  }

  const measure = (nights, prefix, bodies) => {
    const host = `capacity-${prefix}`;
    const place = property(host);
    const before = used();
    const tablesBefore = byTable();
    book(host, place, RESERVATIONS, nights, prefix, bodies);
    const after = used();
    const tablesAfter = byTable();
    const tables = tablesBefore && tablesAfter ? Object.fromEntries(Object.keys(tablesAfter).map((name) => [name, ((tablesAfter[name] ?? 0) - (tablesBefore[name] ?? 0)) / RESERVATIONS]).filter(([, bytes]) => bytes > 1)) : null;
    return { perReservation: (after - before) / RESERVATIONS, tables };
  };
  /** Bytes per stay, per night and per unit-year with the mails' bodies kept `bodies` ('d1' | 'r2'). */
  const phase = (bodies, tag) => {
    const short = measure(STAY, `S${tag}`, bodies);
    const long = measure(STAY + 4, `L${tag}`, bodies);
    const perNight = (long.perReservation - short.perReservation) / 4;
    const perStay = short.perReservation - perNight * STAY;
    const mailBytes = short.tables ? Object.entries(short.tables).filter(([name]) => name.includes('mail_outbox')).reduce((sum, [, bytes]) => sum + bytes, 0) : null;
    return { short, perNight, perStay, perReservation: short.perReservation, mailBytes, perUnitYear: staysPerUnitYear * perStay + nightsPerUnitYear * perNight };
  };
  const nightsPerUnitYear = 365 * OCCUPANCY;
  const staysPerUnitYear = nightsPerUnitYear / STAY;
  const before = phase('d1', 'B');
  db.close();
  db = fresh();
  const after = phase('r2', 'A');
  db.close();
  db = fresh();
  const directory = measureDirectory(db, now);

  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const gb = (bytes) => `${(bytes / 1e9).toFixed(2)} GB`;
  const shardBytes = LIMIT_BYTES * SHARD_FILL;
  const unitYearsPerShard = shardBytes / after.perUnitYear;
  const hostYear = UNITS * after.perUnitYear; // one host of UNITS units, one more year of history
  const hostsPerShard = Math.floor(unitYearsPerShard / (UNITS * HISTORY));
  const hostsPerShardFirstYear = Math.floor(unitYearsPerShard / UNITS);
  // The spec's target: TARGET_PROPERTIES properties of UNITS units, HISTORY years kept.
  const targetBytes = TARGET_PROPERTIES * UNITS * HISTORY * after.perUnitYear;
  const shardsForTarget = Math.ceil(targetBytes / shardBytes);
  const shardsForTargetBefore = Math.ceil((TARGET_PROPERTIES * UNITS * HISTORY * before.perUnitYear) / shardBytes);
  // A full shard of hosts each adding a year: how long from empty to SHARD_FILL.
  const directoryBytes = TARGET_PROPERTIES * (directory.perHost + directory.perProperty);
  const rows = [
    ['BEFORE (bodies in D1): bytes per reservation without its nights (row, guest, event, 2 mails, indexes)', Math.round(before.perStay)],
    ['BEFORE: bytes per occupancy night (row + its indexes)', Math.round(before.perNight)],
    [`BEFORE: bytes per ${STAY}-night reservation, all in`, Math.round(before.perReservation)],
    ['BEFORE: of which the outbox (two mails with html + text)', Math.round(before.mailBytes ?? MAIL_GUEST + MAIL_HOST)],
    [`BEFORE: bytes per unit-year (${Math.round(OCCUPANCY * 100)} % occupied, ${STAY}-night stays: ${staysPerUnitYear.toFixed(0)} stays, ${nightsPerUnitYear.toFixed(0)} nights)`, Math.round(before.perUnitYear)],
    ['AFTER (bodies in R2, issue 46): bytes per reservation without its nights', Math.round(after.perStay)],
    ['AFTER: bytes per occupancy night', Math.round(after.perNight)],
    [`AFTER: bytes per ${STAY}-night reservation, all in (target < 2000)`, Math.round(after.perReservation)],
    ['AFTER: of which the outbox (two rows: headers, body_key @)', Math.round(after.mailBytes ?? 0)],
    ['AFTER: bytes per unit-year', Math.round(after.perUnitYear)],
    [`unit-years per shard at ${Math.round(SHARD_FILL * 100)} % of ${gb(LIMIT_BYTES)} (${gb(shardBytes)})`, Math.round(unitYearsPerShard)],
    [`hosts of ${UNITS} units per shard, ${HISTORY} years of history kept`, hostsPerShard],
    [`hosts of ${UNITS} units per shard in their first year`, hostsPerShardFirstYear],
    [`bytes one such host adds to its shard per year`, Math.round(hostYear)],
    [`shards for ${TARGET_PROPERTIES} properties of ${UNITS} units, ${HISTORY} years (before → after)`, `${shardsForTargetBefore} → ${shardsForTarget}`],
    ['directory (DB): bytes per host (auth user + identity, host → shard)', Math.round(directory.perHost)],
    ['directory (DB): bytes per property (listing row, property → shard, slug)', Math.round(directory.perProperty)],
    [`directory (DB) for ${TARGET_PROPERTIES} hosts of one property`, kb(directoryBytes).replace(' KB', ' KB')],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`D1 capacity, measured on the schema of worker/migrations (${RESERVATIONS} reservations per phase)\n`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${String(value).padStart(12)}`);
  console.log(`
When to add a shard: a new host goes to the shard with the most room, so shards fill evenly.
Add one (a deploy: a new DB_SHARD_n binding, migrated with the others by scripts/migrate.mjs) when the emptiest shard's used bytes pass ${gb(shardBytes)} minus one year of growth of
its hosts — i.e. when ${gb(shardBytes)} − used < hosts × ${kb(hostYear)} — so it never crosses
${Math.round(SHARD_FILL * 100)} % before the next deploy. A shard of ${hostsPerShard} hosts of ${UNITS} units
grows ${gb(hostsPerShard * hostYear)} a year. Directory: ${kb(directory.perHost + directory.perProperty)} per one-property host,
${gb(directoryBytes)} at ${TARGET_PROPERTIES} — it never needs a shard of its own.`);
  if (after.short.tables) {
    console.log(`\nBytes per ${STAY}-night reservation by table and index, after (dbstat):`);
    for (const [name, bytes] of Object.entries(after.short.tables).sort((a, b) => b[1] - a[1])) console.log(`  ${name.padEnd(44)} ${Math.round(bytes).toString().padStart(8)}`);
  }
  const json = {
    before: { mailBytes: Math.round(before.mailBytes ?? 0), perStay: Math.round(before.perStay), perNight: Math.round(before.perNight), perReservation: Math.round(before.perReservation), perUnitYear: Math.round(before.perUnitYear) },
    after: { mailBytes: Math.round(after.mailBytes ?? 0), perStay: Math.round(after.perStay), perNight: Math.round(after.perNight), perReservation: Math.round(after.perReservation), perUnitYear: Math.round(after.perUnitYear) },
    perReservation: Math.round(after.perReservation),
    perUnitYear: Math.round(after.perUnitYear),
    unitYearsPerShard: Math.round(unitYearsPerShard),
    hostsPerShard,
    hostsPerShardFirstYear,
    hostYearBytes: Math.round(hostYear),
    shardsForTarget,
    shardsForTargetBefore,
    directory: { perHost: Math.round(directory.perHost), perProperty: Math.round(directory.perProperty), tables: directory.tables, bytesAtTarget: Math.round(directoryBytes) },
    limitBytes: LIMIT_BYTES,
    shardFill: SHARD_FILL,
  };
  console.log(`\nJSON ${JSON.stringify(json)}`);
} finally {
  db.close();
  rmSync(dir, { recursive: true, force: true });
}
