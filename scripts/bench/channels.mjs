// Channel sync bench (issue 13), called by scripts/bench.mjs with the running workerd:
// - the sync of a 1 000-event feed (served by a Node server on 127.0.0.1; ICAL_ALLOW_LOCAL is
//   "true" in wrangler.toml), run through the cron handler (/__bench/cron): time of the first
//   import and of an unchanged re-sync, with the statements each writes;
// - GET /ical/<secret>.ics of a unit with 500 reservations under load, as a ratio of the
//   static-asset limit measured by the caller.
import { createServer } from 'node:http';

const EVENTS = 1000;
const RESERVATIONS = 500;
/** What syncFeed writes (worker/channels/sync.ts): 3 statements per new event, then the conflict reset and the feed's health. */
const statementsFor = (added) => added * 3 + 2;

function feedText() {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN'];
  for (let i = 0; i < EVENTS; i++) {
    const start = new Date(Date.UTC(2027, 0, 1 + i * 3));
    const end = new Date(start.getTime() + 2 * 86400_000);
    const d = (date) => date.toISOString().slice(0, 10).replaceAll('-', '');
    lines.push('BEGIN:VEVENT', `UID:bench-${i}@airbnb.com`, `DTSTART;VALUE=DATE:${d(start)}`, `DTEND;VALUE=DATE:${d(end)}`, 'SUMMARY:Reserved', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}

export async function benchChannels({ origin, sql, load, limit, table, log }) {
  log('channels: seeding a unit with 500 reservations and a 1 000-event feed…');
  const body = feedText();
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(body));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${server.address().port}/feed.ics`;
  try {
    const now = new Date().toISOString();
    const host = 'bench-channels-host';
    const secret = `bench${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`.slice(0, 32).padEnd(32, 'x');
    const [property] = await sql(origin, `INSERT INTO properties (host_id, slug, name, kind, city, country, created_at, updated_at) VALUES ('${host}', 'bench-channels-${Date.now()}', 'Bench', 'inn', 'Paraty', 'BR', '${now}', '${now}') RETURNING id`);
    const [roomType] = await sql(origin, `INSERT INTO room_types (host_id, property_id, name, capacity, base_rate_cents, created_at, updated_at) VALUES ('${host}', ${property.id}, 'Duplo', 2, 30000, '${now}', '${now}') RETURNING id`);
    const [exportUnit] = await sql(origin, `INSERT INTO units (host_id, property_id, room_type_id, name, ical_secret, created_at) VALUES ('${host}', ${property.id}, ${roomType.id}, 'Export', '${secret}', '${now}') RETURNING id`);
    const [syncUnit] = await sql(origin, `INSERT INTO units (host_id, property_id, room_type_id, name, created_at) VALUES ('${host}', ${property.id}, ${roomType.id}, 'Sync', '${now}') RETURNING id`);
    await sql(
      origin,
      `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, check_in, check_out, status, source, currency, created_at, updated_at)
       WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${RESERVATIONS})
       SELECT '${host}', 'BENCH-' || ${exportUnit.id} || '-' || i, ${property.id}, ${roomType.id}, ${exportUnit.id}, date('now', '+' || (i * 3) || ' days'), date('now', '+' || (i * 3 + 2) || ' days'), 'confirmed', 'direct', 'BRL', '${now}', '${now}' FROM n`,
    );
    const [feed] = await sql(origin, `INSERT INTO channel_feeds (host_id, property_id, unit_id, url, channel, created_at) VALUES ('${host}', ${property.id}, ${syncUnit.id}, '${feedUrl}', 'airbnb', '${now}') RETURNING id`);

    const cron = async (at) => {
      const started = performance.now();
      const res = await fetch(`${origin}/__bench/cron?at=${at}`);
      if (!res.ok) throw new Error(`cron answered ${res.status}`);
      return performance.now() - started;
    };
    const health = async () => (await sql(origin, `SELECT last_error, events, (SELECT COUNT(*) FROM blocks WHERE feed_id = ${feed.id}) AS blocks, (SELECT COUNT(*) FROM occupancy WHERE unit_id = ${syncUnit.id}) AS nights FROM channel_feeds WHERE id = ${feed.id}`))[0];
    const t0 = Date.now();
    const firstMs = await cron(t0);
    const first = await health();
    const againMs = await cron(t0 + 16 * 60_000);
    const again = await health();
    const syncRows = [
      [`first import of a ${EVENTS}-event feed (cron)`, `${Math.round(firstMs)} ms`, `${first.blocks} blocks, ${first.nights} nights`, `${statementsFor(first.blocks)} written, ${Math.ceil(statementsFor(first.blocks) / 400)} batches`, first.last_error ?? 'ok'],
      ['unchanged re-sync of the same feed (cron)', `${Math.round(againMs)} ms`, `${again.blocks} blocks, ${again.nights} nights`, `${statementsFor(0)} written, 1 batch`, again.last_error ?? 'ok'],
    ];

    const exportUrl = `${origin}/ical/${secret}.ics`;
    const probe = await fetch(exportUrl);
    const size = (await probe.arrayBuffer()).byteLength;
    const exported = await load(`/ical/<secret>.ics, ${RESERVATIONS} reservations (${(size / 1024).toFixed(0)} KB)`, exportUrl);
    const etag = probe.headers.get('etag');
    const revalidated = await load('/ical/<secret>.ics with If-None-Match (304)', exportUrl, { headers: { 'if-none-match': etag } });
    const loadRows = [exported, revalidated].map((r) => [r.name, r.rps.toFixed(0), `${r.p50} ms`, `${r.p99} ms`, r.non2xx, `${((r.rps / limit) * 100).toFixed(1)}%`]);
    return [
      table('Channel sync (issue 13)', ['run', 'time', 'result', 'statements', 'health'], syncRows),
      table('Channel export under load (ratio of the static-asset limit)', ['target', 'req/s', 'p50', 'p99', 'non-2xx', 'of limit'], loadRows),
    ].join('\n');
  } finally {
    server.close();
  }
}
