import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { countRows, get, post, uniqueIp } from './api-support';
import { inOneWindow } from './window-support';
import { RATE_LIMITS } from '../../worker/trpc/rate-limit';
import { NOTHING, availability, book, bookingFixture, data, day, errorOf, guestInput, rates, writtenFor } from './booking-support';
import { addDays } from '../../shared/stay/dates';
import { lastArrival } from '../../shared/stay/restrictions';
import { todayIn } from '../../shared/stay/dates';

describe('booking.availability', () => {
  it('answers each room type with free units, nightly rates and the quote (fees as the property defines)', async () => {
    const fixture = await bookingFixture({ units: 2, columns: { cleaning_fee_cents: 5_000, service_fee_percent: 12, service_fee_rounding_cents: 100 } });
    await rates(fixture, fixture.hostId, { from: day(41), to: day(42), rateCents: 40_000 });
    const answer = await availability({ propertyId: fixture.propertyId, checkIn: day(40), checkOut: day(43), guests: 2 });
    expect(answer.status).toBe(200);
    const body = data(answer);
    expect(body).toMatchObject({ propertyId: fixture.propertyId, currency: 'BRL', nights: 3 });
    const [room] = body.roomTypes;
    expect(room).toMatchObject({ id: fixture.roomTypeId, name: 'Duplo', capacity: 2, available: 2, bookable: true });
    expect(room.nightly).toEqual([
      { date: day(40), rateCents: 30_000 },
      { date: day(41), rateCents: 40_000 },
      { date: day(42), rateCents: 30_000 },
    ]);
    // 1 000,00 + 50,00 cleaning + 12 % = 120,00 → whole units: 120,00
    expect(room.totalCents).toBe(100_000 + 5_000 + 12_000);
    expect(room.reason).toBeUndefined();
  });

  it('gives every restriction its reason', async () => {
    const fixture = await bookingFixture({ units: 1, capacity: 2 });
    const hostId = fixture.hostId;
    await rates(fixture, hostId, { from: day(50), to: day(51), minStay: 3 });
    await rates(fixture, hostId, { from: day(60), to: day(61), maxStay: 2 });
    await rates(fixture, hostId, { from: day(70), to: day(71), closedToArrival: true });
    await rates(fixture, hostId, { from: day(82), to: day(83), closedToDeparture: true });
    await rates(fixture, hostId, { from: day(91), to: day(92), stopSell: true });
    // A booking takes the only unit on day 100–102.
    expect((await book(guestInput(fixture, { checkIn: day(100), checkOut: day(102) }))).status).toBe(200);

    const cases: [string, string, number, string | undefined][] = [
      [day(50), day(52), 2, 'min_stay'],
      [day(50), day(53), 2, undefined],
      [day(60), day(63), 2, 'max_stay'],
      [day(60), day(62), 2, undefined],
      [day(70), day(72), 2, 'closed_to_arrival'],
      [day(69), day(72), 2, undefined],
      [day(80), day(82), 2, 'closed_to_departure'],
      [day(80), day(83), 2, undefined],
      [day(90), day(93), 2, 'sold_out'], // stop-sell on a night of the stay
      [day(92), day(94), 2, undefined],
      [day(101), day(104), 2, 'sold_out'], // no unit free
      [day(102), day(104), 2, undefined], // the check-out day is free for the next guest
      [day(110), day(112), 3, 'capacity'],
    ];
    for (const [checkIn, checkOut, guests, reason] of cases) {
      const [room] = data(await availability({ propertyId: fixture.propertyId, checkIn, checkOut, guests })).roomTypes;
      expect({ checkIn, reason: room.reason, bookable: room.bookable }).toEqual({ checkIn, reason, bookable: reason === undefined });
      if (reason) expect(room.totalCents).toBeUndefined();
      else expect(room.totalCents).toBeGreaterThan(0);
    }
    // booking.create refuses the same stays: a restriction is a 400 naming the field, sold out a 409.
    const refusals: [string, string, number, number, string][] = [
      [day(50), day(52), 2, 400, 'checkOut'],
      [day(70), day(72), 2, 400, 'checkIn'],
      [day(80), day(82), 2, 400, 'checkOut'],
      [day(60), day(63), 2, 400, 'checkOut'],
      [day(110), day(112), 3, 400, 'guests'],
      [day(90), day(93), 2, 409, ''],
      [day(101), day(104), 2, 409, ''],
    ];
    const before = await writtenFor(fixture);
    for (const [checkIn, checkOut, guests, status, field] of refusals) {
      const answer = await book(guestInput(fixture, { checkIn, checkOut, guests }));
      expect({ checkIn, status: answer.status }).toEqual({ checkIn, status });
      if (field) expect(errorOf(answer).data.fields).toEqual([field]);
      else expect(errorOf(answer).data.code).toBe('CONFLICT');
    }
    expect(await writtenFor(fixture)).toEqual(before);
  });

  it('refuses past dates, stays over 60 nights and arrivals beyond 18 months, naming the field', async () => {
    const fixture = await bookingFixture();
    const today = todayIn('America/Sao_Paulo');
    const cases: [string, string, string][] = [
      [day(-1), day(2), 'checkIn'],
      [day(10), day(71), 'checkOut'],
      [addDays(lastArrival(today), 1), addDays(lastArrival(today), 3), 'checkIn'],
      [day(10), day(8), 'checkOut'],
      ['2027-02-30', '2027-03-02', 'checkIn'],
    ];
    for (const [checkIn, checkOut, field] of cases) {
      const answer = await availability({ propertyId: fixture.propertyId, checkIn, checkOut, guests: 2 });
      expect({ checkIn, checkOut, status: answer.status, fields: errorOf(answer).data.fields }).toEqual({ checkIn, checkOut, status: 400, fields: [field] });
    }
    const edge = await availability({ propertyId: fixture.propertyId, checkIn: lastArrival(today), checkOut: addDays(lastArrival(today), 1), guests: 1 });
    expect(edge.status).toBe(200);
  });

  it('answers NOT_FOUND for an unknown or unpublished property', async () => {
    const hidden = await bookingFixture({ published: false });
    for (const propertyId of [hidden.propertyId, 987_654]) {
      const answer = await availability({ propertyId, checkIn: day(10), checkOut: day(12), guests: 2 });
      expect(answer.status).toBe(404);
    }
  });
});

describe('booking.create', () => {
  it('books instantly: guest, reservation, nights, audit line in one go; the host sees it', async () => {
    const fixture = await bookingFixture({ units: 2, columns: { cleaning_fee_cents: 8_000 } });
    const input = guestInput(fixture, { locale: 'en', arrivalTime: '15:30', notes: 'Late check-in, please.' });
    const answer = await book(input);
    expect(answer.status).toBe(200);
    const result = data(answer);
    expect(result).toEqual({ code: expect.stringMatching(/^EST-[2-9A-HJKMNP-Z]{5}$/), status: 'confirmed', totalCents: 3 * 30_000 + 8_000, currency: 'BRL', manageUrl: expect.stringMatching(/^https:\/\/www\.estadia\.com\.br\/en\/reserva\/[A-Za-z0-9_-]{43}\d+$/) });
    expect(result.pix).toBeUndefined();
    const row = await env.DB.prepare('SELECT r.*, g.name AS guest_name, g.email AS guest_email, g.phone AS guest_phone FROM reservations r JOIN guests g ON g.id = r.guest_id WHERE code = ?').bind(result.code).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      host_id: fixture.hostId, status: 'confirmed', source: 'direct', check_in: input.checkIn, check_out: input.checkOut, adults: 2, total_cents: 98_000,
      cleaning_fee_cents: 8_000, nightly_cents: '[30000,30000,30000]', locale: 'en', arrival_time: '15:30', notes: 'Late check-in, please.',
      guest_name: 'Ana Souza', guest_email: input.guest.email, guest_phone: '+5511988887777', payment_method: 'at_property',
    });
    // Only hashes of the secrets are stored.
    const token = new URL(result.manageUrl).pathname.split('/').at(-1)!;
    expect(row!.manage_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE reservation_id = ?', row!.id)).toBe(3);
    expect(await countRows("SELECT COUNT(*) AS n FROM reservation_events WHERE reservation_id = ? AND action = 'created' AND actor = 'guest'", row!.id)).toBe(1);
    // The host's list shows it at once.
    const listed = await env.DB.prepare('SELECT code FROM reservations WHERE host_id = ? AND property_id = ?').bind(fixture.hostId, fixture.propertyId).all();
    expect(listed.results).toEqual([{ code: result.code }]);
    // The next guest gets the other unit; a third finds it sold out.
    expect((await book(guestInput(fixture))).status).toBe(200);
    const third = await book(guestInput(fixture));
    expect(third.status).toBe(409);
  });

  it("books as 'pending' where the host chose request to book", async () => {
    const fixture = await bookingFixture({ columns: { booking_mode: 'request' } });
    const result = data(await book(guestInput(fixture)));
    expect(result.status).toBe('pending');
    expect(await countRows("SELECT COUNT(*) AS n FROM reservations WHERE code = ? AND status = 'pending'", result.code)).toBe(1);
    expect(await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE property_id = ?', fixture.propertyId)).toBe(3);
  });

  it('books once for the same client token (double click, retried POST), with the same answer', async () => {
    const fixture = await bookingFixture({ units: 3 });
    const input = guestInput(fixture, { clientToken: 'tok_0123456789abcdef' });
    const first = data(await book(input));
    const second = data(await book(input));
    expect(second).toEqual(first);
    const together = await Promise.all([book({ ...input, clientToken: 'tok_concurrent_0000001' }), book({ ...input, clientToken: 'tok_concurrent_0000001' })]);
    expect(together.map((answer) => answer.status)).toEqual([200, 200]);
    expect(data(together[0]!).code).toBe(data(together[1]!).code);
    expect(await countRows('SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?', fixture.propertyId)).toBe(2);
    expect(await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE property_id = ?', fixture.propertyId)).toBe(6);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const fixture = await bookingFixture({ capacity: 50 });
    const cases: [string, Record<string, unknown>, string][] = [
      ['inverted dates', { checkIn: day(20), checkOut: day(18) }, 'checkOut'],
      ['same day', { checkIn: day(20), checkOut: day(20) }, 'checkOut'],
      ['malformed date', { checkIn: '20/01/2027' }, 'checkIn'],
      ['impossible date', { checkOut: '2027-02-29' }, 'checkOut'],
      ['400 nights', { checkIn: day(20), checkOut: day(420) }, 'checkOut'],
      ['0 guests', { guests: 0 }, 'guests'],
      ['100 guests', { guests: 100 }, 'guests'],
      ['fractional guests', { guests: 1.5 }, 'guests'],
      ['oversize name', { guest: { name: 'A'.repeat(121), email: 'a@example.com' } }, 'guest.name'],
      ['markup in the name', { guest: { name: '<script>alert(1)</script>', email: 'a@example.com' } }, 'guest.name'],
      ['link in the name', { guest: { name: 'Visit https://spam.example', email: 'a@example.com' } }, 'guest.name'],
      ['empty name', { guest: { name: '   ', email: 'a@example.com' } }, 'guest.name'],
      ['bad email', { guest: { name: 'Ana', email: 'not-an-email' } }, 'guest.email'],
      ['bad phone', { guest: { name: 'Ana', email: 'a@example.com', phone: 'call me' } }, 'guest.phone'],
      ['unknown locale', { locale: 'fr' }, 'locale'],
      ['unknown payment', { payment: 'card' }, 'payment'],
      ['Pix without a key', { payment: 'pix' }, 'payment'],
      ['short client token', { clientToken: 'abc' }, 'clientToken'],
      ['bad arrival time', { arrivalTime: '25:00' }, 'arrivalTime'],
      ['notes too long', { notes: 'x'.repeat(1_001) }, 'notes'],
      ['room type of nothing', { roomTypeId: 999_999 }, 'roomTypeId'],
      ['past', { checkIn: day(-3), checkOut: day(-1) }, 'checkIn'],
    ];
    for (const [name, overrides, field] of cases) {
      const answer = await book(guestInput(fixture, overrides));
      expect({ name, status: answer.status, fields: errorOf(answer).data.fields }).toEqual({ name, status: 400, fields: [field] });
    }
    expect(await writtenFor(fixture)).toEqual(NOTHING);
  });

  it('answers 404 for an unknown or unpublished property, and writes nothing', async () => {
    const hidden = await bookingFixture({ published: false });
    const unpublished = await book(guestInput(hidden));
    expect(unpublished.status).toBe(404);
    expect(errorOf(unpublished).data.code).toBe('NOT_FOUND');
    expect((await book(guestInput(hidden, { propertyId: 876_543 }))).status).toBe(404);
    expect(await writtenFor(hidden)).toEqual(NOTHING);
  });

  it('is rate limited per address (429), before anything is written', () =>
    inOneWindow(RATE_LIMITS.booking.windowSeconds, async () => {
      const fixture = await bookingFixture({ units: 1 });
      const ip = uniqueIp();
      const answers = [];
      for (let i = 0; i < 21; i++) answers.push(await book(guestInput(fixture, { guests: 0 }), ip));
      expect(answers.slice(0, 20).every((answer) => answer.status === 400)).toBe(true);
      expect(answers[20]!.status).toBe(429);
      expect((await book(guestInput(fixture), ip)).status).toBe(429);
      expect(await writtenFor(fixture)).toEqual(NOTHING);
    }));

  it('returns a Pix BR Code for the amount due when the property takes Pix', async () => {
    const fixture = await bookingFixture({
      columns: { pix_key: 'pix@pousada.example', pix_receiver_name: 'Pousada Mar Azul', pix_receiver_city: 'Paraty', payment_policy: 'deposit', deposit_percent: 30 },
    });
    const result = data(await book(guestInput(fixture, { payment: 'pix' })));
    expect(result.totalCents).toBe(90_000);
    expect(result.pix.amountCents).toBe(27_000);
    expect(result.pix.brCode).toContain('br.gov.bcb.pix');
    expect(result.pix.brCode).toContain('5406270.00');
    expect(result.pix.brCode).toContain(result.code.replace('-', ''));
    const row = await env.DB.prepare('SELECT payment_method, amount_due_now_cents, hold_expires_at FROM reservations WHERE code = ?').bind(result.code).first<Record<string, unknown>>();
    expect(row).toMatchObject({ payment_method: 'pix', amount_due_now_cents: 27_000 });
    expect(row!.hold_expires_at).toEqual(expect.any(String));
  });
});

describe('booking.manage and booking.cancel', () => {
  const tokenOf = (manageUrl: string) => new URL(manageUrl).pathname.split('/').at(-1)!;

  it('shows the stay by token and cancels within the policy, freeing the nights in the same batch', async () => {
    const fixture = await bookingFixture({ columns: { free_cancellation_days: 7, cleaning_fee_cents: 5_000 } });
    const result = data(await book(guestInput(fixture, { checkIn: day(20), checkOut: day(22) })));
    const token = tokenOf(result.manageUrl);
    const shown = data(await get('booking.manage', { token }));
    expect(shown).toMatchObject({
      code: result.code, status: 'confirmed', checkIn: day(20), checkOut: day(22), nights: 2, guests: 2, guestName: 'Ana Souza', roomTypeName: 'Duplo',
      totalCents: 65_000, cleaningFeeCents: 5_000, canCancel: true, cancelUntil: day(13),
      property: { name: 'Pousada Mar Azul', city: 'Paraty', street: 'Rua do Comércio 10', contactEmail: 'host@example.com', freeCancellationDays: 7 },
    });
    expect(shown.id).toBeUndefined();
    expect(shown.hostId).toBeUndefined();

    const cancelled = await post('booking.cancel', { token }, { ip: uniqueIp() });
    expect(cancelled.status).toBe(200);
    expect(data(cancelled)).toEqual({ code: result.code, status: 'cancelled', refundable: true, refundCents: 0 });
    const row = await env.DB.prepare('SELECT id, status, cancelled_at FROM reservations WHERE code = ?').bind(result.code).first<{ id: number; status: string; cancelled_at: string }>();
    expect(row!.status).toBe('cancelled');
    expect(row!.cancelled_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE reservation_id = ?', row!.id)).toBe(0);
    expect(await countRows("SELECT COUNT(*) AS n FROM reservation_events WHERE reservation_id = ? AND action = 'cancelled' AND actor = 'guest'", row!.id)).toBe(1);
    // Cancelling again is harmless; the nights can be booked again.
    expect((await post('booking.cancel', { token }, { ip: uniqueIp() })).status).toBe(200);
    expect(await countRows("SELECT COUNT(*) AS n FROM reservation_events WHERE reservation_id = ? AND action = 'cancelled'", row!.id)).toBe(1);
    expect(data(await get('booking.manage', { token }))).toMatchObject({ status: 'cancelled', canCancel: false });
    expect((await book(guestInput(fixture, { checkIn: day(20), checkOut: day(22) }))).status).toBe(200);
  });

  it('refuses to cancel after the free-cancellation window, changing nothing', async () => {
    // Booked while its window was open (a plan past its deadline is sold non-refundable, issue 39);
    // the stored window then reaches past today, as time passing would.
    const fixture = await bookingFixture({ columns: { free_cancellation_days: 7 } });
    const result = data(await book(guestInput(fixture, { checkIn: day(10), checkOut: day(12) })));
    const token = tokenOf(result.manageUrl);
    await env.DB.prepare('UPDATE reservations SET free_cancellation_days = 12 WHERE code = ?').bind(result.code).run();
    expect(data(await get('booking.manage', { token }))).toMatchObject({ canCancel: false, cancelUntil: day(-2) });
    const refused = await post('booking.cancel', { token }, { ip: uniqueIp() });
    expect(refused.status).toBe(412);
    expect(await countRows("SELECT COUNT(*) AS n FROM reservations WHERE code = ? AND status = 'confirmed'", result.code)).toBe(1);
    expect(await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE property_id = ?', fixture.propertyId)).toBe(2);
  });

  it('does not cancel a stay the host checked in meanwhile (the batch rolls back)', async () => {
    const fixture = await bookingFixture({ columns: { free_cancellation_days: 0 } });
    const result = data(await book(guestInput(fixture, { checkIn: day(1), checkOut: day(3) })));
    const token = tokenOf(result.manageUrl);
    const { cancelByGuest, reservationByToken } = await import('../../worker/db/booking');
    const seen = await reservationByToken(env.DB, token);
    await env.DB.prepare("UPDATE reservations SET status = 'checked_in' WHERE code = ?").bind(result.code).run();
    expect(await cancelByGuest(env.DB, seen!, [])).toEqual({ ok: false, problem: 'status' });
    expect(await countRows('SELECT COUNT(*) AS n FROM occupancy WHERE property_id = ?', fixture.propertyId)).toBe(2);
  });

  it('answers NOT_FOUND for an unknown token and 400 for a malformed one', async () => {
    expect((await get('booking.manage', { token: 'A'.repeat(43) })).status).toBe(404);
    expect((await get('booking.manage', { token: '../etc' })).status).toBe(400);
    expect((await post('booking.cancel', { token: 'B'.repeat(43) }, { ip: uniqueIp() })).status).toBe(404);
  });
});
