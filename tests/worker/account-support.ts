import { SELF, env } from 'cloudflare:test';
import { encodeSessionCookies } from '../../worker/auth/cookie';
import { COOKIE, ORIGIN, registerUser } from './auth-support';

/** A registered host and the session cookie the browser would hold. */
export async function hostWithCookie(name = 'Joana Prado') {
  const registered = await registerUser(name);
  const cookie = encodeSessionCookies(COOKIE, registered.session).map(({ name: n, value }) => `${n}=${value}`).join('; ');
  return { ...registered, hostId: registered.user.id, cookie };
}

/** A request as the browser sends it from the site (same origin). */
export function call(path: string, init: { method?: string; cookie?: string; form?: Record<string, string>; json?: boolean; origin?: string } = {}) {
  const headers: Record<string, string> = { origin: init.origin ?? ORIGIN };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json) headers.accept = 'application/json';
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  return SELF.fetch(`${ORIGIN}${path}`, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
}

export function setCookies(res: { headers: { getSetCookie(): string[] } }): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line] as const));
}

const AT = '2026-01-10T12:00:00.000Z';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * One or more rows of the host in every table of 0004_workspace.sql, written directly (as the
 * product code would have): a property with a text and a photo, a room type, a unit, a rate,
 * a guest, a past and a future reservation holding their nights, an event, a block, a payment,
 * a feed with an event and a conflict, a mail. Returns the ids tests look for.
 */
export async function seedEverything(hostId: string, label = 'Pousada') {
  const db = env.DB;
  const slug = `acct-${crypto.randomUUID()}`;
  const property = await db.prepare(`INSERT INTO properties (host_id, slug, name, kind, city, country, created_at, updated_at) VALUES (?, ?, ?, 'inn', 'Paraty', 'BR', ?, ?) RETURNING id`)
    .bind(hostId, slug, `${label} ${slug.slice(5, 13)}`, AT, AT).first<{ id: number }>();
  const propertyId = property!.id;
  const roomType = await db.prepare(`INSERT INTO room_types (host_id, property_id, name, capacity, base_rate_cents, created_at, updated_at) VALUES (?, ?, 'Duplo', 2, 30000, ?, ?) RETURNING id`)
    .bind(hostId, propertyId, AT, AT).first<{ id: number }>();
  const unit = await db.prepare(`INSERT INTO units (host_id, property_id, room_type_id, name, ical_secret, created_at) VALUES (?, ?, ?, 'Quarto 1', ?, ?) RETURNING id`)
    .bind(hostId, propertyId, roomType!.id, crypto.randomUUID(), AT).first<{ id: number }>();
  const guest = await db.prepare(`INSERT INTO guests (host_id, name, email, phone, created_at, updated_at) VALUES (?, 'Maria "Mari" Souza', 'maria@example.com', '=1+1', ?, ?) RETURNING id`)
    .bind(hostId, AT, AT).first<{ id: number }>();
  const ids = { propertyId, roomTypeId: roomType!.id, unitId: unit!.id, guestId: guest!.id, slug };
  const reservation = async (code: string, checkIn: string, checkOut: string) => {
    const row = await db.prepare(
      `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, guest_id, check_in, check_out, status, source, currency, total_cents, paid_cents, notes, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'confirmed', 'direct', 'BRL', 60000, 10000, 'Chega tarde, ok', ?, ?) RETURNING id`,
    ).bind(hostId, code, propertyId, ids.roomTypeId, ids.unitId, ids.guestId, checkIn, checkOut, AT, AT).first<{ id: number }>();
    await db.prepare(`INSERT INTO occupancy (unit_id, night, host_id, property_id, reservation_id) VALUES (?, ?, ?, ?, ?)`).bind(ids.unitId, checkIn, hostId, propertyId, row!.id).run();
    return row!.id;
  };
  const suffix = crypto.randomUUID().slice(0, 6).toUpperCase();
  const past = await reservation(`EST-P${suffix}`, day(-30), day(-29));
  const future = await reservation(`EST-F${suffix}`, day(20), day(21));
  const block = await db.prepare(`INSERT INTO blocks (host_id, property_id, unit_id, start_date, end_date, reason, created_at) VALUES (?, ?, ?, ?, ?, 'Pintura', ?) RETURNING id`)
    .bind(hostId, propertyId, ids.unitId, day(40), day(41), AT).first<{ id: number }>();
  const feed = await db.prepare(`INSERT INTO channel_feeds (host_id, property_id, unit_id, url, channel, created_at) VALUES (?, ?, ?, 'https://example.com/a.ics', 'airbnb', ?) RETURNING id`)
    .bind(hostId, propertyId, ids.unitId, AT).first<{ id: number }>();
  await db.batch([
    db.prepare(`INSERT INTO property_texts (property_id, locale, host_id, name, description) VALUES (?, 'en', ?, 'Inn', 'By the sea')`).bind(propertyId, hostId),
    db.prepare(`INSERT INTO property_photos (host_id, property_id, url, width, height, created_at) VALUES (?, ?, 'https://example.com/p.jpg', 800, 600, ?)`).bind(hostId, propertyId, AT),
    db.prepare(`INSERT INTO rates (room_type_id, date, host_id, rate_cents) VALUES (?, ?, ?, 45000)`).bind(ids.roomTypeId, day(50), hostId),
    db.prepare(`INSERT INTO reservation_events (host_id, reservation_id, at, actor, action) VALUES (?, ?, ?, 'host', 'created')`).bind(hostId, past, AT),
    db.prepare(`INSERT INTO occupancy (unit_id, night, host_id, property_id, block_id) VALUES (?, ?, ?, ?, ?)`).bind(ids.unitId, day(40), hostId, propertyId, block!.id),
    db.prepare(`INSERT INTO payments (host_id, reservation_id, amount_cents, method, received_on, created_at) VALUES (?, ?, 10000, 'pix', ?, ?)`).bind(hostId, past, day(-31), AT),
    db.prepare(`INSERT INTO feed_events (feed_id, uid, host_id, unit_id, start_date, end_date, updated_at) VALUES (?, 'uid-1', ?, ?, ?, ?, ?)`).bind(feed!.id, hostId, ids.unitId, day(60), day(61), AT),
    db.prepare(`INSERT INTO channel_conflicts (host_id, property_id, unit_id, feed_id, uid, start_date, end_date, reservation_id, detected_at) VALUES (?, ?, ?, ?, 'uid-2', ?, ?, ?, ?)`)
      .bind(hostId, propertyId, ids.unitId, feed!.id, day(20), day(21), future, AT),
    db.prepare(`INSERT INTO mail_outbox (id, host_id, reservation_id, kind, recipient, subject, html, text, next_attempt_at, created_at) VALUES (?, ?, ?, 'booking_host', 'h@example.com', 's', 'h', 't', 0, ?)`)
      .bind(crypto.randomUUID(), hostId, past, AT),
  ]);
  return { ...ids, past, future, blockId: block!.id, feedId: feed!.id };
}

/** Rows of `hostId` in `table`. */
export async function rowsOf(table: string, hostId: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${table}" WHERE host_id = ?`).bind(hostId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Every table of the schema (sqlite_master), with whether it has a host_id column. */
export async function schemaTables(): Promise<{ name: string; hasHostId: boolean }[]> {
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
  const tables: { name: string; hasHostId: boolean }[] = [];
  for (const { name } of results) {
    if (/^(?:sqlite_|_cf_|d1_)/.test(name)) {
      tables.push({ name, hasHostId: false });
      continue;
    }
    const columns = await env.DB.prepare(`PRAGMA table_info("${name.replace(/"/g, '""')}")`).all<{ name: string }>().catch(() => ({ results: [] as { name: string }[] }));
    tables.push({ name, hasHostId: columns.results.some((column) => column.name === 'host_id') });
  }
  return tables;
}
