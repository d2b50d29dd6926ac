import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { countRows, uniqueIp } from './api-support';
import { book, bookingFixture, data, errorOf, guestInput } from './booking-support';

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
