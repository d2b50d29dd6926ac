/**
 * Scheduled messages (issue 28): the job over a table of reservations and a fixed "now" sends
 * exactly the due messages, once, at 10:00 in each property's time zone (DST included), none for
 * a cancelled, pending or past stay; host.messages.list/update with tenant isolation.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sendDueMessages } from '../../worker/journey/messages';
import { dueInstant, zonedInstant } from '../../shared/journey/schedule';
import { bookingFixture, type BookingFixture } from './booking-support';
import { data, errorOf, expectNotFound, mutate, newHost, query } from './reservations-support';
import { selfFetch, workerFetchWith } from './api-support';

let seq = 0;
interface Row {
  label: string;
  fixture: BookingFixture;
  checkIn: string;
  checkOut: string;
  createdAt: string;
  status?: string;
  locale?: string;
  email?: string;
}

async function insertStay(row: Row): Promise<number> {
  seq += 1;
  const now = row.createdAt;
  const email = row.email ?? `journey.${Date.now().toString(36)}.${seq}@example.com`;
  await env.DB.prepare('INSERT INTO guests (host_id, name, email, locale, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(row.fixture.hostId, `Guest ${row.label}`, email, row.locale ?? 'pt', now, now)
    .run();
  const guest = await env.DB.prepare('SELECT MAX(id) AS id FROM guests WHERE host_id = ?').bind(row.fixture.hostId).first<{ id: number }>();
  const code = `JRN-${Date.now().toString(36).toUpperCase()}${seq}`;
  await env.DB.prepare(
    `INSERT INTO reservations (host_id, code, property_id, room_type_id, unit_id, guest_id, guest_name, guest_email, check_in, check_out, adults, status, source, currency, locale, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 2, ?, 'direct', 'BRL', ?, ?, ?)`,
  )
    .bind(row.fixture.hostId, code, row.fixture.propertyId, row.fixture.roomTypeId, row.fixture.unitIds[0], guest!.id, `Guest ${row.label}`, email, row.checkIn, row.checkOut, row.status ?? 'confirmed', row.locale ?? 'pt', now, now)
    .run();
  const id = await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(code).first<{ id: number }>();
  return id!.id;
}

async function sentEvents(ids: Record<string, number>): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [label, id] of Object.entries(ids)) {
    const { results } = await env.DB.prepare('SELECT event FROM scheduled_messages WHERE reservation_id = ? ORDER BY event').bind(id).all<{ event: string }>();
    out[label] = results.map((r) => r.event);
  }
  return out;
}

describe('the scheduled messages job', () => {
  it('computes 10:00 in the property time zone across daylight saving', () => {
    expect(new Date(zonedInstant('2031-03-29', 10, 'Europe/Rome')).toISOString()).toBe('2031-03-29T09:00:00.000Z');
    expect(new Date(zonedInstant('2031-03-30', 10, 'Europe/Rome')).toISOString()).toBe('2031-03-30T08:00:00.000Z');
    expect(new Date(zonedInstant('2031-03-10', 10, 'America/Sao_Paulo')).toISOString()).toBe('2031-03-10T13:00:00.000Z');
    expect(new Date(zonedInstant('2031-03-10', 10, 'Asia/Tokyo')).toISOString()).toBe('2031-03-10T01:00:00.000Z');
    // Booked after its pre-arrival day and after that day's 10:00: not before the next 10:00.
    const late = { checkIn: '2031-03-12', checkOut: '2031-03-14', createdAt: '2031-03-10T15:00:00.000Z', timezone: 'America/Sao_Paulo' };
    expect(new Date(dueInstant('pre_arrival', late, 3)!).toISOString()).toBe('2031-03-11T13:00:00.000Z');
  });

  it('sends exactly the due messages once, over a table of stays and a fixed now', async () => {
    const sp = await bookingFixture({ columns: { timezone: 'America/Sao_Paulo' } });
    const rome = await bookingFixture({ columns: { timezone: 'Europe/Rome' } });
    const ids: Record<string, number> = {
      preArrival: await insertStay({ label: 'preArrival', fixture: sp, checkIn: '2031-03-13', checkOut: '2031-03-15', createdAt: '2031-02-01T12:00:00.000Z' }),
      arrivalToday: await insertStay({ label: 'arrivalToday', fixture: sp, checkIn: '2031-03-10', checkOut: '2031-03-12', createdAt: '2031-02-01T12:00:00.000Z', locale: 'en' }),
      checkedOut: await insertStay({ label: 'checkedOut', fixture: sp, checkIn: '2031-03-05', checkOut: '2031-03-09', createdAt: '2031-02-01T12:00:00.000Z', status: 'checked_out', locale: 'es' }),
      cancelled: await insertStay({ label: 'cancelled', fixture: sp, checkIn: '2031-03-13', checkOut: '2031-03-15', createdAt: '2031-02-01T12:00:00.000Z', status: 'cancelled' }),
      pending: await insertStay({ label: 'pending', fixture: sp, checkIn: '2031-03-10', checkOut: '2031-03-12', createdAt: '2031-03-09T12:00:00.000Z', status: 'pending' }),
      // Booked at 09:30 today for tomorrow: its pre-arrival day (3 days before) was already past.
      bookedLate: await insertStay({ label: 'bookedLate', fixture: sp, checkIn: '2031-03-11', checkOut: '2031-03-12', createdAt: '2031-03-10T12:30:00.000Z', locale: 'it' }),
      // Booked yesterday evening for today: no pre-arrival day left at all.
      bookedForToday: await insertStay({ label: 'bookedForToday', fixture: sp, checkIn: '2031-03-10', checkOut: '2031-03-11', createdAt: '2031-03-09T20:00:00.000Z' }),
      longPast: await insertStay({ label: 'longPast', fixture: sp, checkIn: '2030-11-01', checkOut: '2030-11-05', createdAt: '2030-10-01T12:00:00.000Z', status: 'checked_out' }),
      noEmail: await insertStay({ label: 'noEmail', fixture: sp, checkIn: '2031-03-10', checkOut: '2031-03-12', createdAt: '2031-02-01T12:00:00.000Z', email: '' }),
      // Rome: 3 days before 2 April is 30 March, the night summer time begins (10:00 CEST = 08:00 UTC).
      romeDst: await insertStay({ label: 'romeDst', fixture: rome, checkIn: '2031-04-02', checkOut: '2031-04-04', createdAt: '2031-02-01T12:00:00.000Z', locale: 'it' }),
    };
    const nothing = Object.fromEntries(Object.keys(ids).map((label) => [label, []]));

    // 09:59 in São Paulo: nothing yet.
    await sendDueMessages(env, env.DB, Date.parse('2031-03-10T12:59:00Z'));
    expect(await sentEvents(ids)).toEqual(nothing);

    // 10:00 in São Paulo.
    const at10 = Date.parse('2031-03-10T13:00:00Z');
    await sendDueMessages(env, env.DB, at10);
    const expected = {
      ...nothing,
      preArrival: ['pre_arrival'],
      arrivalToday: ['arrival_day'],
      checkedOut: ['post_checkout'],
      bookedLate: ['confirmed', 'pre_arrival'],
      bookedForToday: ['arrival_day', 'confirmed'],
    };
    expect(await sentEvents(ids)).toEqual(expected);
    // A second run at the same time (or an overlapping one) sends nothing again.
    await sendDueMessages(env, env.DB, at10 + 60_000);
    expect(await sentEvents(ids)).toEqual(expected);

    // The outbox holds them in the booking's language, with a working link to the guest's pages.
    const mail = await env.DB.prepare("SELECT subject, text, recipient FROM mail_outbox WHERE reservation_id = ? AND kind = 'message_arrival_day'")
      .bind(ids.arrivalToday)
      .first<{ subject: string; text: string; recipient: string }>();
    expect(mail?.subject).toBe('Today is the day: welcome to Pousada Mar Azul');
    const link = /https?:\/\/\S+\/en\/reserva\/([A-Za-z0-9_-]+)\/check-in/.exec(mail!.text);
    expect(link).not.toBeNull();
    const manage = await selfFetch(`http://localhost/api/trpc/booking.manage?input=${encodeURIComponent(JSON.stringify({ token: link![1] }))}`);
    expect(manage.status).toBe(200);
    expect(((await manage.json()) as { result: { data: { checkIn: string } } }).result.data.checkIn).toBe('2031-03-10');
    const es = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE reservation_id = ? AND kind = 'message_post_checkout'").bind(ids.checkedOut).first<{ subject: string }>();
    expect(es?.subject).toBe('Gracias por tu estancia en Pousada Mar Azul');

    // Rome across the DST change: not at 09:00 UTC the day before's rule, but at 08:00 UTC.
    await sendDueMessages(env, env.DB, Date.parse('2031-03-30T07:59:00Z'));
    expect((await sentEvents({ romeDst: ids.romeDst! })).romeDst).toEqual([]);
    await sendDueMessages(env, env.DB, Date.parse('2031-03-30T08:00:00Z'));
    expect((await sentEvents({ romeDst: ids.romeDst! })).romeDst).toEqual(['pre_arrival']);

    // Cancelled after nothing was sent, it stays silent on its arrival day too.
    await sendDueMessages(env, env.DB, Date.parse('2031-03-13T13:05:00Z'));
    expect((await sentEvents({ cancelled: ids.cancelled! })).cancelled).toEqual([]);
  });

  it('follows the host: a switched-off event is not sent, days are the host’s', async () => {
    const host = await newHost();
    const created = data(await mutate(host, 'host.properties.create', { name: 'Casa Tóquio', kind: 'holiday_home', city: 'Tokyo', country: 'JP', currency: 'USD' }));
    const propertyId = created.id as number;
    await env.DB.prepare("UPDATE properties SET timezone = 'Asia/Tokyo' WHERE id = ?").bind(propertyId).run();
    const roomType = data(await mutate(host, 'host.roomTypes.create', { propertyId, name: 'Casa', capacity: 4, baseRateCents: 20000, units: 1 }));
    const fixture: BookingFixture = { hostId: host.id, propertyId, roomTypeId: roomType.id, unitIds: roomType.unitIds };

    const listed = data(await query(host, 'host.messages.list', { propertyId }));
    expect(listed.templates).toHaveLength(16);
    const pre = listed.templates.find((t: { event: string; locale: string }) => t.event === 'pre_arrival' && t.locale === 'pt');
    expect(pre).toMatchObject({ enabled: true, days: 3, isDefault: true });
    expect(pre.body).toContain('{checkinUrl}');

    // One day before, in every language; arrival day switched off in Portuguese.
    data(await mutate(host, 'host.messages.update', { propertyId, event: 'pre_arrival', locale: 'pt', subject: 'Amanhã: {propertyName}', body: 'Olá {guestName}: {checkinUrl}', enabled: true, days: 1 }));
    data(await mutate(host, 'host.messages.update', { propertyId, event: 'arrival_day', locale: 'pt', subject: 'Hoje', body: 'Hoje', enabled: false }));
    const after = data(await query(host, 'host.messages.list', { propertyId }));
    expect(after.templates.find((t: { event: string; locale: string }) => t.event === 'pre_arrival' && t.locale === 'en').days).toBe(1);

    const stay = await insertStay({ label: 'tokyo', fixture, checkIn: '2031-03-11', checkOut: '2031-03-13', createdAt: '2031-01-05T00:00:00.000Z' });
    const today = await insertStay({ label: 'tokyoToday', fixture, checkIn: '2031-03-10', checkOut: '2031-03-13', createdAt: '2031-01-05T00:00:00.000Z' });
    // 10:00 in Tokyo is 01:00 UTC.
    await sendDueMessages(env, env.DB, Date.parse('2031-03-10T01:00:00Z'));
    expect(await sentEvents({ stay, today })).toEqual({ stay: ['pre_arrival'], today: [] });
    const mail = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE reservation_id = ? AND kind = 'message_pre_arrival'").bind(stay).first<{ subject: string }>();
    expect(mail?.subject).toBe('Amanhã: Casa Tóquio');

    // The host's reservation page lists what was sent.
    const sent = data(await query(host, 'host.messages.sent', { reservationId: stay }));
    expect(sent).toMatchObject([{ event: 'pre_arrival', subject: 'Amanhã: Casa Tóquio' }]);

    // Another host: NOT_FOUND, as if the property did not exist; nothing changed.
    const other = await newHost();
    expectNotFound(await query(other, 'host.messages.list', { propertyId }), 'list');
    expectNotFound(await mutate(other, 'host.messages.update', { propertyId, event: 'pre_arrival', locale: 'pt', subject: 'x', body: 'y', enabled: false }), 'update');
    expectNotFound(await query(other, 'host.messages.sent', { reservationId: stay }), 'sent');
    // Bad input names the field.
    const bad = errorOf(await mutate(host, 'host.messages.update', { propertyId, event: 'arrival_day', locale: 'pt', subject: 'x', body: 'y', enabled: true, days: 2 }));
    expect(bad.code).toBe('BAD_REQUEST');
    expect(bad.fields).toContain('days');
    expect(errorOf(await mutate(host, 'host.messages.update', { propertyId, event: 'welcome', locale: 'pt', subject: 'x', body: 'y', enabled: true })).fields).toContain('event');
  });

  it('POST /dev/jobs/run runs the jobs now in local mode, at a given instant', async () => {
    const answer = await selfFetch('http://localhost/dev/jobs/run?now=2031-06-01T13:00:00Z', { method: 'POST' });
    expect(answer.status).toBe(200);
    // Every shard's run (issue 46), by binding.
    expect(await answer.json()).toMatchObject({
      now: '2031-06-01T13:00:00.000Z',
      shards: { DB_SHARD_0: { journey: { messages: { stored: expect.any(Number) } } }, DB_SHARD_1: { journey: { messages: { stored: expect.any(Number) } } } },
      failed: [],
    });
    expect((await selfFetch('http://localhost/dev/jobs/run', { method: 'GET' })).status).toBe(404);
    // `job=messages`: only the scheduled messages (nothing else's clock moves).
    const only = await selfFetch('http://localhost/dev/jobs/run?now=2031-06-02T13:00:00Z&job=messages', { method: 'POST' });
    expect(Object.keys((await only.json()) as object).sort()).toEqual(['messages', 'now']);
    // With a Supabase project configured (production), the route does not exist.
    const production = workerFetchWith({ SUPABASE_URL: 'https://project.supabase.co' });
    expect((await production('http://localhost/dev/jobs/run', { method: 'POST' })).status).toBe(404);
  });
});
