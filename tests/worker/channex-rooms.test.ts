/**
 * Issue 41: a channel booking with several rooms ("Bookings Collection" → Booking Room: each
 * room its own `checkin_date`/`checkout_date`, room type, rate plan, occupancy and amount) becomes
 * one reservation per room — the model gives a reservation one unit — each with its own copy of
 * the guest, its own unit-nights, the OTA's code with the room's number; a room whose nights are
 * taken is stored with a conflict; all rooms are stored in one batch, then acknowledged once.
 */
import { SELF, env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeChannex } from './channex-fake';
import { ahead, newPlace } from './channex-support';
import { addDays } from '../../shared/stay/dates';

let fake: FakeChannex;
beforeEach(() => {
  fake = new FakeChannex();
});
afterEach(() => fake.stop());

const webhook = () =>
  SELF.fetch('http://localhost/api/channels/channex/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-estadia-webhook-token': 'test-webhook-token' },
    body: JSON.stringify({ event: 'booking', property_id: 'x' }),
  }).then((response) => response.json<Record<string, unknown>>());

/** A property with "Duplo" (2 units) and "Suite" (1 unit), connected; Channex's ids of each. */
async function connected() {
  const place = await newPlace(2);
  const suite = (await place.api.roomTypes.create({ propertyId: place.propertyId, name: 'Suite', capacity: 4, baseRateCents: 50000, units: 1 })) as { id: number; unitIds: number[] };
  await env.DB.prepare('UPDATE properties SET contact_email = ? WHERE id = ?').bind('recepcao@pousada.example', place.propertyId).run();
  const { channexPropertyId } = await place.api.channelManager.connect({ propertyId: place.propertyId });
  const type = (title: string) => fake.ofType('room_type').find((entity) => entity.attributes.property_id === channexPropertyId && entity.attributes.title === title)!.id;
  const plan = (roomType: string) => fake.ofType('rate_plan').find((entity) => entity.attributes.room_type_id === roomType)!.id;
  const duplo = type('Duplo');
  const suiteType = type('Suite');
  return { ...place, suiteId: suite.id, suiteUnit: suite.unitIds[0]!, channexPropertyId, duplo: { type: duplo, plan: plan(duplo) }, suite: { type: suiteType, plan: plan(suiteType) } };
}
type Connected = Awaited<ReturnType<typeof connected>>;

const room = (ids: { type: string; plan: string }, from: string, to: string, amount: string, adults: number, children = 0, extra: Record<string, unknown> = {}) => ({
  room_type_id: ids.type,
  rate_plan_id: ids.plan,
  checkin_date: from,
  checkout_date: to,
  amount,
  occupancy: { adults, children, infants: 0 },
  ...extra,
});

function revision(place: Connected, status: 'new' | 'modified' | 'cancelled', bookingId: string, rooms: ReturnType<typeof room>[], amount: string) {
  const arrival = rooms.map((r) => r.checkin_date).sort()[0]!;
  const departure = rooms.map((r) => r.checkout_date).sort().at(-1)!;
  return {
    property_id: place.channexPropertyId,
    booking_id: bookingId,
    unique_id: `BDC-${bookingId.slice(0, 8)}`,
    system_id: crypto.randomUUID(),
    ota_name: 'BookingCom',
    ota_reservation_code: '4100223344',
    status,
    arrival_date: arrival,
    departure_date: departure,
    amount,
    currency: 'BRL',
    customer: { name: 'Marta', surname: 'Ribeiro', mail: 'marta.ribeiro@guest.booking.com', phone: '+55 11 91234-5678' },
    rooms,
  };
}

async function staysOf(bookingId: string) {
  const { results } = await env.DB.prepare(
    `SELECT r.id, r.code, r.status, r.channel, r.room_type_id, r.unit_id, r.check_in, r.check_out, r.adults, r.children, r.total_cents, r.guest_id, r.guest_name,
            g.name AS guest_row_name, g.email AS guest_row_email, s.booking_id, s.ota_code, s.conflict, s.room_slot
     FROM channex_stays s JOIN reservations r ON r.id = s.reservation_id LEFT JOIN guests g ON g.id = r.guest_id
     WHERE s.channex_booking_id = ? ORDER BY s.room_slot`,
  )
    .bind(bookingId)
    .all<Record<string, unknown>>();
  return results;
}
const nightsOf = async (reservationId: unknown) =>
  (await env.DB.prepare('SELECT unit_id AS unit, night FROM occupancy WHERE reservation_id = ? ORDER BY night').bind(reservationId).all<{ unit: number; night: string }>()).results;

describe('a channel booking with several rooms', () => {
  it('new → one reservation per room, each its own guest copy, unit-nights and amount; all stored in one batch, then acked once', async () => {
    const place = await connected();
    const bookingId = crypto.randomUUID();
    const a = ahead(20);
    // Two Duplo rooms over overlapping nights (so two units), one Suite for other dates; 40.00 of services on top.
    const rooms = [room(place.duplo, a, addDays(a, 3), '900.00', 2, 1, { ota_unique_id: 'r-1' }), room(place.duplo, addDays(a, 1), addDays(a, 3), '600.00', 1, 0, { ota_unique_id: 'r-2' }), room(place.suite, addDays(a, 2), addDays(a, 4), '1000.00', 3, 0, { ota_unique_id: 'r-3' })];
    const id = fake.addRevision(revision(place, 'new', bookingId, rooms, '2540.00'));

    // First the third room's write fails: the batch is one, so nothing of the booking is stored and nothing acked.
    await env.DB.prepare("CREATE TRIGGER test_fail_third_room BEFORE INSERT ON channex_stays WHEN NEW.room_slot = 2 BEGIN SELECT RAISE(ABORT, 'disk full'); END").run();
    expect(await webhook()).toMatchObject({ applied: 0, acked: 0 });
    await env.DB.prepare('DROP TRIGGER test_fail_third_room').run();
    expect(await staysOf(bookingId)).toEqual([]);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM reservations WHERE external_uid = ?').bind(bookingId).first<{ n: number }>())!.n).toBe(0);
    expect(fake.acks).toEqual([]);

    // Then it goes through: at the moment of the ack all three are stored.
    const storedAtAck: number[] = [];
    const handle = fake.handle.bind(fake);
    fake.handle = async (request: Request) => {
      if (request.url.endsWith(`/booking_revisions/${id}/ack`)) storedAtAck.push((await staysOf(bookingId)).length);
      return handle(request);
    };
    expect(await webhook()).toMatchObject({ applied: 1, acked: 1, conflicts: 0 });
    expect(storedAtAck).toEqual([3]);
    expect(fake.acks).toEqual([id]);

    const stays = await staysOf(bookingId);
    expect(stays).toMatchObject([
      { booking_id: bookingId, room_slot: 0, ota_code: '4100223344-1', room_type_id: place.roomTypeId, check_in: a, check_out: addDays(a, 3), adults: 2, children: 1, total_cents: 94000, conflict: 0, status: 'confirmed', channel: 'booking' },
      { booking_id: `${bookingId}#2`, room_slot: 1, ota_code: '4100223344-2', room_type_id: place.roomTypeId, check_in: addDays(a, 1), check_out: addDays(a, 3), adults: 1, children: 0, total_cents: 60000, conflict: 0 },
      { booking_id: `${bookingId}#3`, room_slot: 2, ota_code: '4100223344-3', room_type_id: place.suiteId, unit_id: place.suiteUnit, check_in: addDays(a, 2), check_out: addDays(a, 4), adults: 3, total_cents: 100000, conflict: 0 },
    ]);
    // Each stay its own copy of the booker.
    expect(new Set(stays.map((stay) => stay.guest_id)).size).toBe(3);
    for (const stay of stays) expect(stay).toMatchObject({ guest_name: 'Marta Ribeiro', guest_row_name: 'Marta Ribeiro', guest_row_email: 'marta.ribeiro@guest.booking.com' });
    // Each room on its own unit's nights: the two Duplo rooms on the two units.
    const [first, second, third] = await Promise.all(stays.map((stay) => nightsOf(stay.id)));
    expect(first!.map((n) => n.night)).toEqual([0, 1, 2].map((d) => addDays(a, d)));
    expect(second!.map((n) => n.night)).toEqual([1, 2].map((d) => addDays(a, d)));
    expect(third).toEqual([2, 3].map((d) => ({ unit: place.suiteUnit, night: addDays(a, d) })));
    expect(new Set([...first!, ...second!].map((n) => n.unit))).toEqual(new Set(place.unitIds));
    expect(first![0]!.unit).not.toBe(second![0]!.unit);
    // The host is mailed for each stay.
    const mails = await env.DB.prepare(`SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'booking_host' AND reservation_id IN (${stays.map(() => '?').join(',')})`).bind(...stays.map((stay) => stay.id)).first<{ n: number }>();
    expect(mails!.n).toBe(3);
    // Read again: nothing applied or acked twice.
    expect(await webhook()).toMatchObject({ applied: 0, acked: 0 });
    expect(await staysOf(bookingId)).toHaveLength(3);
  });

  it('a room whose nights are taken is stored with a conflict, the others take theirs; acked', async () => {
    const place = await connected();
    const a = ahead(40);
    // One of the two Duplo units is already sold on the second night.
    await place.api.reservations.create({ propertyId: place.propertyId, roomTypeId: place.roomTypeId, checkIn: addDays(a, 1), checkOut: addDays(a, 2), guest: { name: 'Direto', email: '', phone: '' }, adults: 1, children: 0, status: 'confirmed' });
    const bookingId = crypto.randomUUID();
    const id = fake.addRevision(revision(place, 'new', bookingId, [room(place.duplo, a, addDays(a, 2), '600.00', 2), room(place.duplo, a, addDays(a, 2), '600.00', 2)], '1200.00'));
    expect(await webhook()).toMatchObject({ applied: 1, acked: 1, conflicts: 1 });
    expect(fake.acks).toEqual([id]);
    const [free, taken] = await staysOf(bookingId);
    expect(free).toMatchObject({ conflict: 0, status: 'confirmed' });
    expect((await nightsOf(free!.id)).map((n) => n.night)).toEqual([a, addDays(a, 1)]);
    expect(taken).toMatchObject({ conflict: 1, status: 'confirmed', total_cents: 60000 });
    expect(await nightsOf(taken!.id)).toEqual([]);
    const status = await place.api.channelManager.status({ propertyId: place.propertyId });
    expect(status.conflicts.map((conflict) => conflict.reservationId)).toEqual([taken!.id]);
  });

  it('modified → rooms matched by the OTA room id (a room left out is cancelled, a new one added); cancelled → every room cancelled, nights freed', async () => {
    const place = await connected();
    const a = ahead(60);
    const bookingId = crypto.randomUUID();
    fake.addRevision(revision(place, 'new', bookingId, [room(place.duplo, a, addDays(a, 2), '600.00', 2, 0, { ota_unique_id: 'x-1' }), room(place.duplo, a, addDays(a, 2), '600.00', 2, 0, { ota_unique_id: 'x-2' })], '1200.00'));
    await webhook();
    const [one, two] = await staysOf(bookingId);
    // The guest drops room x-1, moves x-2 a night later and adds the Suite.
    fake.addRevision(revision(place, 'modified', bookingId, [room(place.duplo, addDays(a, 1), addDays(a, 3), '650.00', 1, 0, { ota_unique_id: 'x-2' }), room(place.suite, a, addDays(a, 1), '500.00', 2, 0, { ota_unique_id: 'x-3' })], '1150.00'));
    expect(await webhook()).toMatchObject({ applied: 1, acked: 1, conflicts: 0 });
    const after = await staysOf(bookingId);
    expect(after).toMatchObject([
      { id: one!.id, status: 'cancelled' },
      { id: two!.id, status: 'confirmed', check_in: addDays(a, 1), check_out: addDays(a, 3), total_cents: 65000, adults: 1, guest_id: two!.guest_id },
      { room_slot: 2, status: 'confirmed', room_type_id: place.suiteId, check_in: a, total_cents: 50000 },
    ]);
    expect(await nightsOf(one!.id)).toEqual([]);
    expect((await nightsOf(two!.id)).map((n) => n.night)).toEqual([addDays(a, 1), addDays(a, 2)]);
    fake.addRevision(revision(place, 'cancelled', bookingId, [room(place.duplo, addDays(a, 1), addDays(a, 3), '650.00', 1, 0, { ota_unique_id: 'x-2' })], '1150.00'));
    expect(await webhook()).toMatchObject({ applied: 1, acked: 1 });
    const cancelled = await staysOf(bookingId);
    expect(cancelled.map((stay) => stay.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    for (const stay of cancelled) expect(await nightsOf(stay.id)).toEqual([]);
    expect(fake.acks).toHaveLength(3);
  });
});
