/**
 * Issue 41: bookings from the channels. Channex's booking revisions feed (fake written from its
 * documentation) is read through the webhook as Channex calls it; each revision is applied once
 * and acknowledged only after it is stored; taken nights make a conflict, not a refusal.
 */
import { SELF, env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeChannex } from './channex-fake';
import { ahead, newPlace } from './channex-support';
import { addDays } from '../../shared/stay/dates';
import { runScheduledJobs } from '../../worker/trpc/jobs';
import { reservationsCsv } from '../../worker/account/data';

let fake: FakeChannex;
beforeEach(() => {
  fake = new FakeChannex();
});
afterEach(() => fake.stop());

const webhook = (token: string | null) =>
  SELF.fetch('http://localhost/api/channels/channex/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-estadia-webhook-token': token }) },
    body: JSON.stringify({ event: 'booking', property_id: 'x' }),
  });

async function connected(units = 1) {
  const place = await newPlace(units);
  const answer = await place.api.channelManager.connect({ propertyId: place.propertyId });
  const roomType = fake.ofType('room_type').find((entity) => entity.attributes.property_id === answer.channexPropertyId)!;
  const ratePlan = fake.ofType('rate_plan').find((entity) => entity.attributes.room_type_id === roomType.id)!;
  return { ...place, channexPropertyId: answer.channexPropertyId, channexRoomType: roomType.id, channexRatePlan: ratePlan.id };
}
type Connected = Awaited<ReturnType<typeof connected>>;

/** A revision as the Bookings Collection documents it. */
function revision(place: Connected, status: 'new' | 'modified' | 'cancelled', bookingId: string, arrival: string, departure: string, extra: Record<string, unknown> = {}) {
  return {
    property_id: place.channexPropertyId,
    booking_id: bookingId,
    unique_id: `BDC-${bookingId.slice(0, 8)}`,
    system_id: crypto.randomUUID(),
    ota_name: 'BookingCom',
    ota_reservation_code: '4567891234',
    status,
    arrival_date: arrival,
    departure_date: departure,
    amount: '960.00',
    currency: 'BRL',
    customer: { name: 'Joana', surname: 'Prado', mail: 'joana.prado@guest.booking.com', phone: '+55 21 99876-5432' },
    rooms: [{ room_type_id: place.channexRoomType, rate_plan_id: place.channexRatePlan, checkin_date: arrival, checkout_date: departure, amount: '960.00', occupancy: { adults: 2, children: 1, infants: 0 } }],
    ...extra,
  };
}

async function stayOf(bookingId: string) {
  return env.DB.prepare(
    `SELECT r.id, r.status, r.source, r.channel, r.check_in, r.check_out, r.adults, r.children, r.total_cents, r.currency, r.unit_id, r.rate_plan_id, r.guest_id,
            r.guest_name, r.guest_email, r.guest_phone, g.name AS guest_row_name, s.ota_code, s.ota_name, s.conflict
     FROM channex_stays s JOIN reservations r ON r.id = s.reservation_id LEFT JOIN guests g ON g.id = r.guest_id WHERE s.booking_id = ?`,
  )
    .bind(bookingId)
    .first<Record<string, unknown>>();
}
const nightsOf = async (reservationId: unknown) =>
  (await env.DB.prepare('SELECT night FROM occupancy WHERE reservation_id = ? ORDER BY night').bind(reservationId).all<{ night: string }>()).results.map((row) => row.night);

describe('booking revisions', () => {
  it('without the token the webhook answers 401 and reads nothing', async () => {
    const place = await connected();
    fake.addRevision(revision(place, 'new', crypto.randomUUID(), ahead(10), ahead(12)));
    const before = fake.requests.length;
    for (const token of [null, 'wrong-token', '']) expect((await webhook(token)).status).toBe(401);
    expect(fake.requests.length).toBe(before);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM channex_stays WHERE property_id = ?').bind(place.propertyId).first<{ n: number }>()).toEqual({ n: 0 });
  });

  it('new → a reservation with the OTA guest, dates, occupancy, total and code; acked once, after it is stored', async () => {
    const place = await connected();
    const bookingId = crypto.randomUUID();
    const arrival = ahead(10);
    await env.DB.prepare('UPDATE properties SET contact_email = ? WHERE id = ?').bind('recepcao@pousada.example', place.propertyId).run();
    const id = fake.addRevision(revision(place, 'new', bookingId, arrival, addDays(arrival, 2)));
    // At the moment of the ack, the stay must already be in D1.
    const storedAtAck: boolean[] = [];
    const handle = fake.handle.bind(fake);
    fake.handle = async (request: Request) => {
      if (request.url.endsWith(`/booking_revisions/${id}/ack`)) storedAtAck.push((await stayOf(bookingId)) !== null);
      return handle(request);
    };
    const answer = await webhook('test-webhook-token');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ applied: 1, acked: 1, conflicts: 0 });
    expect(storedAtAck).toEqual([true]);
    expect(fake.acks).toEqual([id]);
    const stay = await stayOf(bookingId);
    expect(stay).toMatchObject({
      status: 'confirmed',
      source: 'booking',
      channel: 'booking',
      check_in: arrival,
      check_out: addDays(arrival, 2),
      adults: 2,
      children: 1,
      total_cents: 96000,
      currency: 'BRL',
      guest_name: 'Joana Prado',
      guest_email: 'joana.prado@guest.booking.com',
      guest_phone: '+5521998765432',
      ota_code: '4567891234',
      conflict: 0,
    });
    expect(await nightsOf(stay!.id)).toEqual([arrival, addDays(arrival, 1)]);
    // The host is mailed, in the same batch as the stay.
    const mail = await env.DB.prepare('SELECT kind, recipient FROM mail_outbox WHERE reservation_id = ?').bind(stay!.id).all<{ kind: string; recipient: string }>();
    expect(mail.results).toEqual([{ kind: 'booking_host', recipient: 'recepcao@pousada.example' }]);
    // Read again: nothing applied twice, nothing acked twice.
    expect(await (await webhook('test-webhook-token')).json()).toMatchObject({ applied: 0, acked: 0 });
    expect(fake.acks).toEqual([id]);
    // Availability is pushed again after the revision (the property's pusher, a Durable Object).
    await expect.poll(() => fake.availability.get(`${place.channexRoomType}|${arrival}`), { timeout: 20_000 }).toBe(0);
  });

  it('an ack that did not reach Channex: the revision comes again and is acknowledged, not applied twice', async () => {
    const place = await connected();
    const bookingId = crypto.randomUUID();
    const id = fake.addRevision(revision(place, 'new', bookingId, ahead(20), ahead(21)));
    const handle = fake.handle.bind(fake);
    let failAck = true;
    fake.handle = async (request: Request) => {
      if (failAck && request.url.endsWith('/ack')) {
        failAck = false;
        return new Response(JSON.stringify({ errors: { code: 'internal_error', title: 'Internal Error' } }), { status: 500 });
      }
      return handle(request);
    };
    expect((await webhook('test-webhook-token')).status).toBe(502);
    expect(fake.acks).toEqual([]);
    expect(await webhook('test-webhook-token').then((response) => response.json())).toMatchObject({ applied: 0, acked: 1 });
    expect(fake.acks).toEqual([id]);
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM channex_stays WHERE booking_id = ?').bind(bookingId).first<{ n: number }>())!;
    expect(n).toBe(1);
  });

  it('modified → the same reservation changed; cancelled → cancelled and its nights freed', async () => {
    const place = await connected();
    const bookingId = crypto.randomUUID();
    const arrival = ahead(30);
    fake.addRevision(revision(place, 'new', bookingId, arrival, addDays(arrival, 2)));
    await webhook('test-webhook-token');
    const created = await stayOf(bookingId);
    fake.addRevision(revision(place, 'modified', bookingId, addDays(arrival, 1), addDays(arrival, 4), { amount: '1440.00', customer: { name: 'Joana', surname: 'Prado Lima', mail: 'joana.prado@guest.booking.com' } }));
    expect(await (await webhook('test-webhook-token')).json()).toMatchObject({ applied: 1, acked: 1 });
    const modified = await stayOf(bookingId);
    expect(modified).toMatchObject({ id: created!.id, status: 'confirmed', check_in: addDays(arrival, 1), check_out: addDays(arrival, 4), total_cents: 144000, guest_name: 'Joana Prado Lima', guest_id: created!.guest_id });
    expect(await nightsOf(created!.id)).toEqual([1, 2, 3].map((day) => addDays(arrival, day)));
    fake.addRevision(revision(place, 'cancelled', bookingId, addDays(arrival, 1), addDays(arrival, 4)));
    expect(await (await webhook('test-webhook-token')).json()).toMatchObject({ applied: 1, acked: 1 });
    expect(await stayOf(bookingId)).toMatchObject({ id: created!.id, status: 'cancelled' });
    expect(await nightsOf(created!.id)).toEqual([]);
    expect(fake.acks).toHaveLength(3);
  });

  it('taken nights: stored anyway with a conflict the host sees, and acknowledged', async () => {
    const place = await connected(1);
    const arrival = ahead(40);
    await place.api.reservations.create({ propertyId: place.propertyId, roomTypeId: place.roomTypeId, checkIn: arrival, checkOut: addDays(arrival, 2), guest: { name: 'Direto', email: '', phone: '' }, adults: 1, children: 0, status: 'confirmed' });
    const bookingId = crypto.randomUUID();
    const id = fake.addRevision(revision(place, 'new', bookingId, addDays(arrival, 1), addDays(arrival, 3), { ota_name: 'Expedia', ota_reservation_code: 'EXP-778899' }));
    expect(await (await webhook('test-webhook-token')).json()).toMatchObject({ applied: 1, acked: 1, conflicts: 1 });
    expect(fake.acks).toContain(id);
    const stay = await stayOf(bookingId);
    expect(stay).toMatchObject({ status: 'confirmed', channel: 'expedia', conflict: 1, ota_code: 'EXP-778899' });
    expect(await nightsOf(stay!.id)).toEqual([]);
    const status = await place.api.channelManager.status({ propertyId: place.propertyId });
    expect(status.conflicts).toEqual([{ reservationId: stay!.id, code: expect.stringMatching(/^EST-/), checkIn: addDays(arrival, 1), checkOut: addDays(arrival, 3), guestName: 'Joana Prado', otaName: 'Expedia', channel: 'expedia' }]);
  });

  it('the inbox and the reservations CSV say which channel a stay came from (Expedia, not "ical")', async () => {
    const place = await connected();
    const bookingId = crypto.randomUUID();
    fake.addRevision(revision(place, 'new', bookingId, ahead(2), ahead(4), { ota_name: 'Expedia', ota_reservation_code: 'EXP-55001' }));
    await webhook('test-webhook-token');
    const stay = await stayOf(bookingId);
    expect(stay).toMatchObject({ source: 'ical', channel: 'expedia' });
    const thread = await place.api.inbox.get({ reservationId: Number(stay!.id) });
    expect(thread.source).toBe('expedia');
    const { threads } = await place.api.inbox.list({ arriving: true });
    expect(threads.find((item) => item.reservationId === stay!.id)?.source).toBe('expedia');
    const csv = await new Response(reservationsCsv(env.DB, place.hostId)).text();
    const [header, ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const line = lines.find((row) => row.includes('Joana Prado'))!.split(',');
    expect(line[header!.split(',').indexOf('source')]).toBe('expedia');
  });

  it('each channel stay keeps its own copy of the guest, even with the same email', async () => {
    const place = await connected(2);
    const first = crypto.randomUUID();
    const second = crypto.randomUUID();
    fake.addRevision(revision(place, 'new', first, ahead(50), ahead(52)));
    fake.addRevision(revision(place, 'new', second, ahead(60), ahead(62)));
    expect(await (await webhook('test-webhook-token')).json()).toMatchObject({ applied: 2, acked: 2 });
    const [a, b] = [await stayOf(first), await stayOf(second)];
    expect(a!.guest_id).not.toBe(b!.guest_id);
    expect([a!.guest_email, b!.guest_email]).toEqual(['joana.prado@guest.booking.com', 'joana.prado@guest.booking.com']);
  });

  it('the scheduled job reads the feed too (after an outage, what waited is applied)', async () => {
    const place = await connected();
    const bookingId = crypto.randomUUID();
    fake.down = true;
    fake.addRevision(revision(place, 'new', bookingId, ahead(70), ahead(71)));
    const during = await runScheduledJobs(env, Date.now());
    expect(during.channex.error).not.toBeNull();
    expect(await stayOf(bookingId)).toBeNull();
    fake.down = false;
    const after = await runScheduledJobs(env, Date.now());
    expect(after.channex).toMatchObject({ revisions: 1, error: null });
    expect(await stayOf(bookingId)).toMatchObject({ status: 'confirmed' });
  });
});
