/**
 * Past one database (issue 46), "the jobs reach both shards": Channex with one connected host on
 * DB_SHARD_1 and another on DB_SHARD_0 in the same run. A booking revision lands on its
 * property's shard (the webhook reads the feed on the shard holding the property it names; the
 * other shard's revision stays in Channex's feed for its own shard's run, which the cron makes);
 * the pusher (a Durable Object, which has no request and no host) pushes each property's ARI
 * from the shard holding it; a guest's channel message is filed on its stay's shard.
 */
import { SELF, env, runDurableObjectAlarm } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeChannex } from './channex-fake';
import { ahead, hostApi } from './channex-support';
import { addDays } from '../../shared/stay/dates';
import { forEachShard, forgetShards } from '../../worker/db/shards';
import { runScheduledJobs } from '../../worker/trpc/jobs';

type Binding = 'DB_SHARD_0' | 'DB_SHARD_1';
const databaseOf = (binding: Binding) => (binding === 'DB_SHARD_1' ? env.DB_SHARD_1 : env.DB);
const count = async (db: D1Database, sql: string, ...values: unknown[]) => (await db.prepare(sql).bind(...values).first<number>('n')) ?? 0;

let fake: FakeChannex;
beforeEach(() => {
  fake = new FakeChannex();
});
afterEach(() => fake.stop());

const webhook = (body: unknown) =>
  SELF.fetch('http://localhost/api/channels/channex/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-estadia-webhook-token': 'test-webhook-token' },
    body: JSON.stringify(body),
  });

/** A host placed on `binding` (a directory row for DB_SHARD_1), with a property connected to Channex. */
async function connectedOn(binding: Binding, units = 2) {
  const hostId = crypto.randomUUID();
  if (binding !== 'DB_SHARD_0') await env.DB.prepare('INSERT INTO host_shards (host_id, binding) VALUES (?, ?)').bind(hostId, binding).run();
  forgetShards(hostId);
  const api = hostApi(hostId);
  const property = await api.properties.create({ name: `Pousada ${binding}`, kind: 'inn', city: 'Paraty', country: 'BR' });
  const roomType = (await api.roomTypes.create({ propertyId: property.id, name: 'Duplo', capacity: 3, baseRateCents: 30_000, units })) as { id: number; unitIds: number[] };
  const db = databaseOf(binding);
  await db.prepare('UPDATE properties SET contact_email = ? WHERE id = ?').bind(`recepcao.${hostId.slice(0, 8)}@pousada.example`, property.id).run();
  const { channexPropertyId } = await api.channelManager.connect({ propertyId: property.id });
  const channexRoomType = fake.ofType('room_type').find((entity) => entity.attributes.property_id === channexPropertyId)!.id;
  // The connect's own calls count toward Channex's limits (a gap after each): made two minutes ago.
  await db.prepare('UPDATE channex_calls SET at = at - 120000 WHERE property_id = ?').bind(property.id).run();
  return { binding, db, hostId, api, propertyId: property.id, roomTypeId: roomType.id, unitIds: roomType.unitIds, channexPropertyId, channexRoomType };
}
type Connected = Awaited<ReturnType<typeof connectedOn>>;

/** A new booking revision of `place` in Channex's feed; its booking id. */
function newRevision(place: Connected, arrival = ahead(10), departure = addDays(arrival, 2)): string {
  const bookingId = crypto.randomUUID();
  fake.addRevision({
    property_id: place.channexPropertyId,
    booking_id: bookingId,
    ota_name: 'BookingCom',
    ota_reservation_code: String(Math.floor(Math.random() * 1e10)),
    status: 'new',
    arrival_date: arrival,
    departure_date: departure,
    amount: '960.00',
    currency: 'BRL',
    customer: { name: 'Joana', surname: 'Prado', mail: 'joana.prado@guest.booking.com' },
    rooms: [{ room_type_id: place.channexRoomType, checkin_date: arrival, checkout_date: departure, amount: '960.00', occupancy: { adults: 2, children: 0, infants: 0 } }],
  });
  return bookingId;
}

const stayOn = (db: D1Database, bookingId: string) =>
  db.prepare('SELECT r.id, r.host_id, r.property_id, r.status, r.source FROM channex_stays s JOIN reservations r ON r.id = s.reservation_id WHERE s.booking_id = ?').bind(bookingId).first<{ id: number; host_id: string; property_id: number; status: string; source: string }>();

describe('shards: Channex booking revisions', () => {
  it("the webhook applies a shard-1 property's revision on DB_SHARD_1 (nights, host mail); the shard-0 one waits in the feed for its own shard's run", async () => {
    const one = await connectedOn('DB_SHARD_1');
    const zero = await connectedOn('DB_SHARD_0');
    expect(one.propertyId).toBeGreaterThan(100_000_000);
    const onOne = newRevision(one);
    const onZero = newRevision(zero);

    const answer = await webhook({ event: 'booking', property_id: one.channexPropertyId });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ applied: 1, conflicts: 0 });
    const stay = await stayOn(env.DB_SHARD_1, onOne);
    expect(stay).toMatchObject({ host_id: one.hostId, property_id: one.propertyId, status: 'confirmed', source: 'booking' });
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM occupancy WHERE reservation_id = ?', stay!.id)).toBe(2);
    expect(await count(env.DB_SHARD_1, "SELECT COUNT(*) AS n FROM mail_outbox WHERE reservation_id = ? AND kind = 'booking_host'", stay!.id)).toBe(1);
    // Nothing of it on DB_SHARD_0; the other shard's revision is not acknowledged yet.
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM channex_stays WHERE booking_id = ?', onOne)).toBe(0);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM reservations WHERE host_id = ?', one.hostId)).toBe(0);
    expect(await stayOn(env.DB, onZero)).toBeNull();
    expect(fake.acks).toHaveLength(1);

    // The cron's walk over the shards: DB_SHARD_0's revision applied there, nothing twice.
    const runs = await forEachShard(env, (shard) => runScheduledJobs(shard, Date.now()));
    expect(runs.map((run) => [run.binding, run.result.channex.revisions])).toEqual([
      ['DB_SHARD_0', 1],
      ['DB_SHARD_1', 0],
    ]);
    expect(await stayOn(env.DB, onZero)).toMatchObject({ host_id: zero.hostId, property_id: zero.propertyId, status: 'confirmed' });
    expect(await stayOn(env.DB_SHARD_1, onZero)).toBeNull();
    expect(await count(env.DB_SHARD_1, 'SELECT COUNT(*) AS n FROM channex_stays WHERE booking_id = ?', onOne)).toBe(1);
    expect(fake.acks).toHaveLength(2);
  });

  it('a webhook naming no property of ours reads every shard in turn: both revisions land, each on its own shard', async () => {
    const one = await connectedOn('DB_SHARD_1');
    const zero = await connectedOn('DB_SHARD_0');
    const onOne = newRevision(one);
    const onZero = newRevision(zero);
    expect((await webhook({ event: 'booking', property_id: crypto.randomUUID() })).status).toBe(200);
    expect(await stayOn(env.DB_SHARD_1, onOne)).toMatchObject({ host_id: one.hostId });
    expect(await stayOn(env.DB, onZero)).toMatchObject({ host_id: zero.hostId });
    expect(await stayOn(env.DB, onOne)).toBeNull();
    expect(await stayOn(env.DB_SHARD_1, onZero)).toBeNull();
  });
});

describe('shards: the ARI pusher (Durable Object) for both shards', () => {
  it("each property's alarm pushes the availability its own shard holds, and clears that shard's pending changes", async () => {
    const places = [await connectedOn('DB_SHARD_1'), await connectedOn('DB_SHARD_0')];
    const checkIn = ahead(20);
    for (const place of places) {
      // A booking takes one of the two units for two nights: the triggers write the change on the place's shard.
      await place.api.reservations.create({
        propertyId: place.propertyId,
        unitId: place.unitIds[0],
        checkIn,
        checkOut: addDays(checkIn, 2),
        guest: { name: 'Rita Lima', email: 'rita.ari@example.com', phone: '+55 11 91234-5678' },
        adults: 2,
        children: 0,
        status: 'confirmed',
      });
      expect(await count(place.db, 'SELECT COUNT(*) AS n FROM channex_changes WHERE property_id = ?', place.propertyId)).toBeGreaterThan(0);
    }
    for (const place of places) {
      const namespace = env.CHANNEX_PUSHER;
      const stub = namespace.get(namespace.idFromName(`property:${place.propertyId}`));
      expect((await stub.fetch(`https://channex-pusher/wake?property=${place.propertyId}`, { method: 'POST' })).status).toBe(204);
      expect(await runDurableObjectAlarm(stub)).toBe(true);
      expect(await count(place.db, 'SELECT COUNT(*) AS n FROM channex_changes WHERE property_id = ?', place.propertyId)).toBe(0);
      expect([place.binding, fake.availability.get(`${place.channexRoomType}|${checkIn}`)]).toEqual([place.binding, 1]);
      expect(fake.availability.get(`${place.channexRoomType}|${addDays(checkIn, 2)}`)).toBe(2);
    }
  });

  it("the cron wakes the pushers of both shards' properties with changes waiting, and each pushes from its shard", async () => {
    const places = [await connectedOn('DB_SHARD_1'), await connectedOn('DB_SHARD_0')];
    const night = ahead(30);
    for (const place of places) {
      await place.db.prepare("INSERT INTO channex_changes (property_id, room_type_id, kind, date) VALUES (?, ?, 'availability', ?)").bind(place.propertyId, place.roomTypeId, night).run();
    }
    const runs = await forEachShard(env, (shard) => runScheduledJobs(shard, Date.now()));
    for (const run of runs) expect(run.result.channex.woken).toBeGreaterThanOrEqual(1);
    for (const place of places) {
      // The cron's wake set the alarm (runDurableObjectAlarm answers false when none is set).
      const stub = env.CHANNEX_PUSHER.get(env.CHANNEX_PUSHER.idFromName(`property:${place.propertyId}`));
      expect([place.binding, await runDurableObjectAlarm(stub)]).toEqual([place.binding, true]);
      expect([place.binding, await count(place.db, 'SELECT COUNT(*) AS n FROM channex_changes WHERE property_id = ?', place.propertyId)]).toEqual([place.binding, 0]);
      expect(fake.availability.has(`${place.channexRoomType}|${night}`)).toBe(true);
    }
  });
});

describe('shards: a write wakes the pusher of a property on DB_SHARD_1 at once', () => {
  it('any request that writes wakes the pushers of every shard’s waiting changes, not the directory’s only (before: the next cron)', async () => {
    const place = await connectedOn('DB_SHARD_1');
    const stub = env.CHANNEX_PUSHER.get(env.CHANNEX_PUSHER.idFromName(`property:${place.propertyId}`));
    await runDurableObjectAlarm(stub); // whatever the connect left set
    const night = ahead(31);
    await place.db.prepare("INSERT INTO channex_changes (property_id, room_type_id, kind, date) VALUES (?, ?, 'availability', ?)").bind(place.propertyId, place.roomTypeId, night).run();
    const answer = await SELF.fetch('http://localhost/api/trpc/nothing.here', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, body: '{}' });
    await answer.arrayBuffer();
    // The wake runs after the response (waitUntil): the alarm it sets is there once it has run.
    await vi.waitFor(async () => expect(await runDurableObjectAlarm(stub)).toBe(true), { timeout: 20_000, interval: 100 });
    expect(await count(place.db, 'SELECT COUNT(*) AS n FROM channex_changes WHERE property_id = ?', place.propertyId)).toBe(0);
    expect(fake.availability.has(`${place.channexRoomType}|${night}`)).toBe(true);
  });
});

describe('shards: channel messages of a stay on DB_SHARD_1', () => {
  it("the guest's message is filed on DB_SHARD_1 and the host's answer goes to Channex", async () => {
    const one = await connectedOn('DB_SHARD_1');
    const bookingId = newRevision(one);
    expect((await webhook({ event: 'booking', property_id: one.channexPropertyId })).status).toBe(200);
    const stay = (await stayOn(env.DB_SHARD_1, bookingId))!;

    const event = fake.guestWrites(bookingId, 'Oi! Posso chegar às 22h?');
    const filed = await webhook(event);
    expect(filed.status).toBe(200);
    expect(await filed.json()).toEqual({ outcome: 'filed' });
    const messages = () => env.DB_SHARD_1.prepare('SELECT sender, channel, body, delivery FROM inbox_messages WHERE reservation_id = ? ORDER BY id').bind(stay.id).all().then((r) => r.results);
    expect(await messages()).toMatchObject([{ sender: 'guest', channel: 'booking', body: 'Oi! Posso chegar às 22h?' }]);
    expect(await count(env.DB_SHARD_1, "SELECT COUNT(*) AS n FROM mail_outbox WHERE reservation_id = ? AND kind = 'inbox_notice'", stay.id)).toBe(1);

    expect(await one.api.inbox.send({ reservationId: stay.id, text: 'Pode sim, a recepção fica aberta.' })).toMatchObject({ mailed: false, channel: 'booking', delivered: true });
    expect(fake.messages.filter((message) => message.bookingId === bookingId && message.sender === 'property').map((message) => message.message)).toEqual(['Pode sim, a recepção fica aberta.']);
    expect(await messages()).toMatchObject([{ sender: 'guest' }, { sender: 'host', channel: 'booking', delivery: 'sent' }]);
    expect(await count(env.DB, 'SELECT COUNT(*) AS n FROM inbox_messages WHERE host_id = ?', one.hostId)).toBe(0);
  });
});
