// `npm run capacity` (issue 29): how many bytes a reservation and a unit-year take in D1, and so
// how many hosts one database holds before D1's size limit. D1 is SQLite: this applies the
// repository's migrations (worker/migrations, in order) to a fresh SQLite file with node:sqlite
// (Node >= 22.13; `npm run` gives the project's Node 24), writes reservations the way a booking
// does (worker/db/booking.ts: the reservation row, its guest, its audit event, one occupancy row
// per night, the guest's and the host's mail in the outbox) and measures the pages they use.
//
// Options (environment): CAPACITY_RESERVATIONS (default 4000 per phase), CAPACITY_UNITS (10),
// CAPACITY_OCCUPANCY (0.65), CAPACITY_STAY (3 nights), CAPACITY_MAIL_GUEST / CAPACITY_MAIL_HOST
// (characters of html + text; defaults measured from a booking's two mails in November 2026:
// 4103 + 471 and 3114 + 360), D1_LIMIT_GB (10, D1's per-database limit on the paid plan).
import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RESERVATIONS = Number(process.env.CAPACITY_RESERVATIONS || 4000);
const UNITS = Number(process.env.CAPACITY_UNITS || 10);
const OCCUPANCY = Number(process.env.CAPACITY_OCCUPANCY || 0.65);
const STAY = Number(process.env.CAPACITY_STAY || 3);
const MAIL_GUEST = Number(process.env.CAPACITY_MAIL_GUEST || 4103 + 471);
const MAIL_HOST = Number(process.env.CAPACITY_MAIL_HOST || 3114 + 360);
const LIMIT_BYTES = Number(process.env.D1_LIMIT_GB || 10) * 1e9;

const dir = mkdtempSync(join(tmpdir(), 'estadia-capacity-'));
const db = new DatabaseSync(join(dir, 'd1.sqlite'));
try {
  for (const file of readdirSync('worker/migrations').filter((name) => name.endsWith('.sql')).sort()) db.exec(readFileSync(join('worker/migrations', file), 'utf8'));

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
  function book(host, place, count, nights, prefix) {
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
    const mail = db.prepare("INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, '', 'sent', 1, 0, ?)");
    const hex = () => (crypto.randomUUID() + crypto.randomUUID()).replace(/-/g, '');
    db.exec('BEGIN');
    for (let i = 0; i < count; i++) {
      const unit = place.units[i % place.units.length];
      const checkIn = addDays('2027-01-01', Math.floor(i / place.units.length) * nights);
      const email = `guest.${prefix}.${i}@example.com`;
      const guestId = guest.get(host, `Hóspede ${prefix} ${i}`, email, '+55 11 98888-7777', 'pt', now, now).id;
      const id = reservation.get(host, `EST-${prefix}${String(i).padStart(6, '0')}`, place.id, place.roomType, unit, guestId, checkIn, addDays(checkIn, nights), 30000 * nights,
        JSON.stringify(Array(nights).fill(30000)), hex(), hex(), now, now, `Hóspede ${prefix} ${i}`, email, '+5511988887777', hex(),
        JSON.stringify([{ kind: 'room', amountCents: 30000 * nights }, { kind: 'cleaning', amountCents: 0 }, { kind: 'service', amountCents: 0 }])).id;
      event.run(host, id, now, JSON.stringify({ status: 'confirmed', source: 'direct', unitId: unit, totalCents: 30000 * nights }));
      for (let n = 0; n < nights; n++) night.run(unit, addDays(checkIn, n), host, place.id, id);
      mail.run(crypto.randomUUID(), host, id, 'booking_guest', email, 'Reserva confirmada: Pousada Capacidade, 3 noites', text(MAIL_GUEST, '<p>Reserva confirmada</p>'), now);
      mail.run(crypto.randomUUID(), host, id, 'booking_host', 'host@example.com', `Nova reserva EST-${prefix}${i}: Hóspede, ${checkIn}`, text(MAIL_HOST, '<p>Nova reserva</p>'), now);
    }
    db.exec('COMMIT');
  }

  const measure = (nights, prefix) => {
    const host = `capacity-${prefix}`;
    const place = property(host);
    const before = used();
    const tablesBefore = byTable();
    book(host, place, RESERVATIONS, nights, prefix);
    const after = used();
    const tablesAfter = byTable();
    const tables = tablesBefore && tablesAfter ? Object.fromEntries(Object.keys(tablesAfter).map((name) => [name, ((tablesAfter[name] ?? 0) - (tablesBefore[name] ?? 0)) / RESERVATIONS]).filter(([, bytes]) => bytes > 1)) : null;
    return { perReservation: (after - before) / RESERVATIONS, tables };
  };
  const short = measure(STAY, 'S');
  const long = measure(STAY + 4, 'L');
  const perNight = (long.perReservation - short.perReservation) / 4;
  const perStay = short.perReservation - perNight * STAY;
  const mails = MAIL_GUEST + MAIL_HOST;
  const nightsPerUnitYear = 365 * OCCUPANCY;
  const staysPerUnitYear = nightsPerUnitYear / STAY;
  const perUnitYear = staysPerUnitYear * perStay + nightsPerUnitYear * perNight;
  const unitYears = LIMIT_BYTES / perUnitYear;
  // What the outbox rows take (dbstat, with their indexes), else their characters.
  const mailBytes = short.tables ? Object.entries(short.tables).filter(([name]) => name.includes('mail_outbox')).reduce((sum, [, bytes]) => sum + bytes, 0) : mails;
  const gb = (bytes) => `${(bytes / 1e9).toFixed(2)} GB`;
  const rows = [
    ['bytes per reservation (its row, guest, event, 2 mails, indexes) without its nights', Math.round(perStay)],
    ['bytes per occupancy night (row + its indexes)', Math.round(perNight)],
    [`bytes per ${STAY}-night reservation, all in`, Math.round(short.perReservation)],
    ['of which the two mails\' html + text (characters)', mails],
    [`bytes per unit-year (${Math.round(OCCUPANCY * 100)} % occupied, ${STAY}-night stays: ${staysPerUnitYear.toFixed(0)} stays, ${nightsPerUnitYear.toFixed(0)} nights)`, Math.round(perUnitYear)],
    [`unit-years in one database (${gb(LIMIT_BYTES)})`, Math.round(unitYears)],
    [`hosts of ${UNITS} units with 5 years of history per database`, Math.floor(unitYears / (UNITS * 5))],
    [`the same, the outbox's sent mails deleted after 90 days (mail ≈ ${Math.round((mailBytes / short.perReservation) * 100)} % of a stay)`, Math.floor((LIMIT_BYTES / (perUnitYear - staysPerUnitYear * mailBytes)) / (UNITS * 5))],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`D1 capacity, measured on the schema of worker/migrations (${RESERVATIONS} reservations per phase)\n`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${String(value).padStart(12)}`);
  if (short.tables) {
    console.log(`\nBytes per ${STAY}-night reservation by table and index (dbstat):`);
    for (const [name, bytes] of Object.entries(short.tables).sort((a, b) => b[1] - a[1])) console.log(`  ${name.padEnd(44)} ${Math.round(bytes).toString().padStart(8)}`);
  }
  console.log(`\nJSON ${JSON.stringify({ mailBytes: Math.round(mailBytes), perStay: Math.round(perStay), perNight: Math.round(perNight), perReservation: Math.round(short.perReservation), perUnitYear: Math.round(perUnitYear), unitYearsPerDatabase: Math.round(unitYears), limitBytes: LIMIT_BYTES })}`);
} finally {
  db.close();
  rmSync(dir, { recursive: true, force: true });
}
