/**
 * Issue 41: connecting a property to Channex and the deltas that follow, against a fake that
 * speaks Channex's documented API (tests/worker/channex-fake.ts). Pushes are driven with the
 * test's clock through pushProperty, as the pusher's alarm calls it.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { FakeChannex } from './channex-fake';
import { ahead, newPlace, pendingOf, sentAvailability } from './channex-support';
import { channexFor } from '../../worker/channex/service';
import { MINUTE_MS, pushProperty } from '../../worker/channex/push';
import { addDays } from '../../shared/stay/dates';

let fake: FakeChannex;
let clock: number;
beforeEach(() => {
  fake = new FakeChannex();
  clock = Date.now();
  fake.now = () => clock;
});
afterEach(() => fake.stop());

const push = (propertyId: number) => pushProperty(env.DB, channexFor(env), propertyId, clock);
const datesFrom = (from: string, nights: number) => Array.from({ length: nights }, (_, i) => addDays(from, i));

async function connected(units = 2) {
  const place = await newPlace(units);
  const answer = await place.api.channelManager.connect({ propertyId: place.propertyId });
  // connect pushed at the real time: the test's clock goes on from there.
  clock = Date.now();
  const roomType = fake.ofType('room_type').find((entity) => entity.attributes.property_id === answer.channexPropertyId)!;
  const ratePlan = fake.ofType('rate_plan').find((entity) => entity.attributes.room_type_id === roomType.id)!;
  return { ...place, channexPropertyId: answer.channexPropertyId, channexRoomType: roomType.id, channexRatePlan: ratePlan.id };
}

describe('connect and full sync', () => {
  it('creates the property, room type (count_of_rooms = units) and plan, then sends 500 days in two calls', async () => {
    const place = await connected(3);
    expect(fake.requests.every((request) => request.key === 'test-channex-key')).toBe(true);
    const roomType = fake.entities.get(place.channexRoomType)!;
    expect(roomType.attributes).toMatchObject({ property_id: place.channexPropertyId, title: 'Duplo', count_of_rooms: 3, occ_adults: 3, occ_children: 0, occ_infants: 0 });
    expect(fake.entities.get(place.channexRatePlan)!.attributes).toMatchObject({ room_type_id: place.channexRoomType, currency: 'BRL' });
    expect(fake.callsOf('availability')).toHaveLength(1);
    expect(fake.callsOf('restrictions')).toHaveLength(1);
    // Nothing sold yet: one range of 3 free units over the 500 days, one range of the base rate.
    expect(fake.callsOf('availability')[0]!.values).toEqual([{ property_id: place.channexPropertyId, room_type_id: place.channexRoomType, date_from: ahead(0), date_to: ahead(499), availability: 3 }]);
    expect(fake.callsOf('restrictions')[0]!.values).toEqual([
      { property_id: place.channexPropertyId, rate_plan_id: place.channexRatePlan, date_from: ahead(0), date_to: ahead(499), rate: 30000, min_stay_arrival: 1, max_stay: 0, closed_to_arrival: false, closed_to_departure: false, stop_sell: false },
    ]);
    const status = await place.api.channelManager.status({ propertyId: place.propertyId });
    expect(status).toMatchObject({ connected: true, channexPropertyId: place.channexPropertyId, pendingChanges: 0 });
    expect(status.lastPushAt).not.toBeNull();
    expect(status.lastError).toBeUndefined();
    expect(status.roomTypes).toEqual([{ id: place.roomTypeId, name: 'Duplo', units: 3, channexId: place.channexRoomType }]);
  });

  it('connecting again finds what it made by the stored ids instead of making copies', async () => {
    const place = await connected(2);
    clock += 2 * MINUTE_MS;
    await place.api.channelManager.disconnect({ propertyId: place.propertyId });
    expect((await place.api.channelManager.status({ propertyId: place.propertyId })).connected).toBe(false);
    const again = await place.api.channelManager.connect({ propertyId: place.propertyId });
    expect(again.channexPropertyId).toBe(place.channexPropertyId);
    expect(fake.ofType('property')).toHaveLength(1);
    expect(fake.ofType('room_type')).toHaveLength(1);
    expect(fake.ofType('rate_plan')).toHaveLength(1);
  });

  it("another host's propertyId answers NOT_FOUND and reaches nothing at Channex", async () => {
    const mine = await newPlace(1);
    const theirs = await newPlace(1);
    for (const call of [
      () => mine.api.channelManager.connect({ propertyId: theirs.propertyId }),
      () => mine.api.channelManager.status({ propertyId: theirs.propertyId }),
      () => mine.api.channelManager.disconnect({ propertyId: theirs.propertyId }),
      () => mine.api.channelManager.resync({ propertyId: theirs.propertyId }),
      () => mine.api.channelManager.channelScreen({ propertyId: theirs.propertyId }),
    ]) {
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('NOT_FOUND');
    }
    expect(fake.requests).toEqual([]);
  });

  it('opens the channel screen with a one-time token', async () => {
    const place = await connected(1);
    const { url } = await place.api.channelManager.channelScreen({ propertyId: place.propertyId });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:9\/auth\/exchange\?oauth_session_key=[0-9a-f-]{36}&/);
    expect(new URL(url).searchParams.get('property_id')).toBe(place.channexPropertyId);
  });
});

describe('deltas', () => {
  it('a rate edit → one restrictions call with its nights, no availability call', async () => {
    const place = await connected(2);
    const from = ahead(20);
    await place.api.rates.set({ roomTypeId: place.roomTypeId, from, to: addDays(from, 3), rateCents: 45000, minStay: 2 });
    expect(await pendingOf(place.propertyId, 'restrictions')).toBe(3);
    expect(await pendingOf(place.propertyId, 'availability')).toBe(0);
    clock += 7_000;
    const result = await push(place.propertyId);
    expect(result).toMatchObject({ sent: { availability: 0, restrictions: 1 }, nextAt: null, error: null });
    expect(fake.callsOf('restrictions')).toHaveLength(2);
    expect(fake.callsOf('availability')).toHaveLength(1);
    expect(fake.callsOf('restrictions')[1]!.values).toEqual([
      { property_id: place.channexPropertyId, rate_plan_id: place.channexRatePlan, date_from: from, date_to: addDays(from, 2), rate: 45000, min_stay_arrival: 2, max_stay: 0, closed_to_arrival: false, closed_to_departure: false, stop_sell: false },
    ]);
    expect(await pendingOf(place.propertyId, 'restrictions')).toBe(0);
  });

  it('a booking → an availability call with the lower count for its nights', async () => {
    const place = await connected(2);
    const checkIn = ahead(30);
    await place.api.reservations.create({
      propertyId: place.propertyId,
      roomTypeId: place.roomTypeId,
      checkIn,
      checkOut: addDays(checkIn, 2),
      guest: { name: 'Ana Souza', email: 'ana@example.com', phone: '' },
      adults: 2,
      children: 0,
      status: 'confirmed',
    });
    // Recorded in the booking's own batch.
    expect(await pendingOf(place.propertyId, 'availability')).toBe(2);
    clock += 7_000;
    await push(place.propertyId);
    const call = fake.callsOf('availability')[1]!;
    expect(call.values).toEqual([{ property_id: place.channexPropertyId, room_type_id: place.channexRoomType, date_from: checkIn, date_to: addDays(checkIn, 1), availability: 1 }]);
    expect(sentAvailability(fake.availability, place.channexRoomType, [addDays(checkIn, -1), checkIn, addDays(checkIn, 1), addDays(checkIn, 2)])).toEqual([2, 1, 1, 2]);
  });

  it('a block and its removal reach Channex as availability', async () => {
    const place = await connected(1);
    const from = ahead(40);
    const block = (await place.api.blocks.create({ unitId: place.unitIds[0]!, from, to: addDays(from, 3), reason: 'Pintura' })) as { id: number };
    clock += 7_000;
    await push(place.propertyId);
    expect(sentAvailability(fake.availability, place.channexRoomType, datesFrom(from, 3))).toEqual([0, 0, 0]);
    await place.api.blocks.delete({ id: block.id });
    clock += 7_000;
    await push(place.propertyId);
    expect(sentAvailability(fake.availability, place.channexRoomType, datesFrom(from, 3))).toEqual([1, 1, 1]);
  });

  it('a burst of 30 edits: the last value of every night, and no call past the limit', async () => {
    const place = await connected(1);
    const from = ahead(60);
    const start = clock;
    // 30 edits, one a second, each over 5 nights shifting by one; the pusher wakes as its alarm would.
    let nextAt: number | null = null;
    for (let i = 0; i < 30; i += 1) {
      clock = start + 7_000 + i * 1_000;
      await place.api.rates.set({ roomTypeId: place.roomTypeId, from: addDays(from, i % 7), to: addDays(from, (i % 7) + 5), rateCents: 20000 + i * 100 });
      if (nextAt === null || nextAt <= clock) nextAt = (await push(place.propertyId)).nextAt;
    }
    while (nextAt !== null) {
      clock = Math.max(clock, nextAt);
      nextAt = (await push(place.propertyId)).nextAt;
    }
    expect(fake.ariCalls.filter((call) => call.status === 429)).toEqual([]);
    const restrictions = fake.callsOf('restrictions');
    for (const call of restrictions) expect(restrictions.filter((other) => other.at > call.at - MINUTE_MS && other.at <= call.at).length).toBeLessThanOrEqual(10);
    // Expected: for each night, the rate of the last edit that covered it.
    const expected = new Map<string, number>();
    for (let i = 0; i < 30; i += 1) for (const date of datesFrom(addDays(from, i % 7), 5)) expected.set(date, 20000 + i * 100);
    for (const [date, rate] of expected) expect({ date, rate: fake.restrictions.get(`${place.channexRatePlan}|${date}`)?.rate }).toEqual({ date, rate });
    expect(await pendingOf(place.propertyId, 'restrictions')).toBe(0);
  });

  it('an outage keeps the changes and sends them when Channex is back', async () => {
    const place = await connected(2);
    const checkIn = ahead(50);
    fake.down = true;
    await place.api.reservations.create({ propertyId: place.propertyId, roomTypeId: place.roomTypeId, checkIn, checkOut: addDays(checkIn, 1), guest: { name: 'Bia', email: '', phone: '' }, adults: 1, children: 0, status: 'confirmed' });
    clock += 7_000;
    const failed = await push(place.propertyId);
    expect(failed.error).toBe('unavailable');
    expect(failed.nextAt).toBeGreaterThan(clock);
    expect(await pendingOf(place.propertyId, 'availability')).toBe(1);
    expect(await place.api.channelManager.status({ propertyId: place.propertyId })).toMatchObject({ lastError: 'unavailable', pendingChanges: 1 });
    // Before the back-off is over nothing is tried.
    const tried = fake.requests.length;
    expect((await push(place.propertyId)).nextAt).toBe(failed.nextAt);
    expect(fake.requests.length).toBe(tried);
    fake.down = false;
    clock = failed.nextAt!;
    expect(await push(place.propertyId)).toMatchObject({ error: null, nextAt: null });
    expect(sentAvailability(fake.availability, place.channexRoomType, [checkIn])).toEqual([1]);
    const status = await place.api.channelManager.status({ propertyId: place.propertyId });
    expect(status.pendingChanges).toBe(0);
    expect(status.lastError).toBeUndefined();
  });

  it('a 429 waits a minute and loses nothing', async () => {
    const place = await connected(1);
    // Someone else spent the property's minute (as another client of the same account would).
    for (let i = 0; i < 10; i += 1) fake.ariCalls.push({ at: clock + 1_000, kind: 'restrictions', propertyId: place.channexPropertyId, status: 200, values: [] });
    const from = ahead(70);
    await place.api.rates.set({ roomTypeId: place.roomTypeId, from, to: addDays(from, 1), stopSell: true });
    clock += 7_000;
    const limited = await push(place.propertyId);
    expect(limited.error).toBe('rate_limited');
    expect(limited.nextAt).toBe(clock + MINUTE_MS);
    expect(await pendingOf(place.propertyId, 'restrictions')).toBe(1);
    clock = limited.nextAt!;
    expect((await push(place.propertyId)).error).toBeNull();
    expect(fake.restrictions.get(`${place.channexRatePlan}|${from}`)).toMatchObject({ stop_sell: true });
  });

  it('a full resync is offered at most once a day', async () => {
    const place = await connected(1);
    const error = await place.api.channelManager.resync({ propertyId: place.propertyId }).catch((caught: unknown) => caught);
    expect((error as TRPCError).code).toBe('TOO_MANY_REQUESTS');
    expect((await place.api.channelManager.status({ propertyId: place.propertyId })).resyncFrom).not.toBeNull();
  });
});
