import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { countRows, uniqueIp } from './api-support';
import { book, bookingFixture, data, day, errorOf, guestInput } from './booking-support';

describe('booking.create under contention', () => {
  it('50 concurrent guests for the last free unit: exactly one books, the others get CONFLICT', async () => {
    const fixture = await bookingFixture({ units: 2 });
    // One unit is already taken for the dates: the other is the last one free.
    expect((await book(guestInput(fixture))).status).toBe(200);
    const attempts = await Promise.all(Array.from({ length: 50 }, (_, i) => book(guestInput(fixture, { guest: { name: `Guest ${i}`, email: `race.${i}@example.com` } }), uniqueIp())));
    const ok = attempts.filter((answer) => answer.status === 200);
    const conflicts = attempts.filter((answer) => answer.status === 409);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(49);
    for (const answer of conflicts) expect(errorOf(answer).data.code).toBe('CONFLICT');
    const winner = data(ok[0]!).code as string;
    expect(await countRows('SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?', fixture.propertyId)).toBe(2);
    const row = await env.DB.prepare('SELECT id, unit_id FROM reservations WHERE code = ?').bind(winner).first<{ id: number; unit_id: number }>();
    expect(await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE reservation_id = ? AND unit_id = ?', row!.id, row!.unit_id)).toBe(3);
    expect(await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE property_id = ?', fixture.propertyId)).toBe(6);
    // Only the winner's guest row exists (the losers' batches rolled back entirely).
    expect(await countRows("SELECT COUNT(*) AS n FROM guests WHERE host_id = ? AND email LIKE 'race.%'", fixture.hostId)).toBe(1);
    expect(await countRows('SELECT COUNT(*) AS n FROM reservation_events WHERE host_id = ?', fixture.hostId)).toBe(2);
  });
});

describe('booking.create: concurrent guests for the same night spread over the free units', () => {
  const N = 20;

  it(`${N} units, ${N} guests at once for the same night → ${N} bookings, no CONFLICT`, async () => {
    const fixture = await bookingFixture({ units: N });
    const stay = { checkIn: day(40), checkOut: day(41) };
    const attempts = await Promise.all(
      Array.from({ length: N }, (_, i) => book(guestInput(fixture, { ...stay, guest: { name: `Guest ${i}`, email: `spread.${i}@example.com` } }), uniqueIp())),
    );
    expect(attempts.map((answer) => answer.status)).toEqual(Array.from({ length: N }, () => 200));
    expect(await countRows('SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?', fixture.propertyId)).toBe(N);
    expect(await countRows('SELECT COUNT(DISTINCT unit_id) AS n FROM reservations WHERE property_id = ?', fixture.propertyId)).toBe(N);
    expect(await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE property_id = ?', fixture.propertyId)).toBe(N);
  });

  it(`${N} units, ${N + 5} guests at once → exactly ${N} bookings and 5 CONFLICT`, async () => {
    const fixture = await bookingFixture({ units: N });
    const stay = { checkIn: day(42), checkOut: day(44) };
    const attempts = await Promise.all(
      Array.from({ length: N + 5 }, (_, i) => book(guestInput(fixture, { ...stay, guest: { name: `Guest ${i}`, email: `over.${i}@example.com` } }), uniqueIp())),
    );
    expect(attempts.filter((answer) => answer.status === 200)).toHaveLength(N);
    const conflicts = attempts.filter((answer) => answer.status === 409);
    expect(conflicts).toHaveLength(5);
    for (const answer of conflicts) expect(errorOf(answer).data.code).toBe('CONFLICT');
    expect(await countRows('SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?', fixture.propertyId)).toBe(N);
    expect(await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE property_id = ?', fixture.propertyId)).toBe(2 * N);
    expect(await countRows("SELECT COUNT(*) AS n FROM guests WHERE host_id = ? AND email LIKE 'over.%'", fixture.hostId)).toBe(N);
  });
});
