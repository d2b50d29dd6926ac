import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get, selfFetch, ORIGIN } from './api-support';
import { book, bookingFixture, data, day, errorOf, guestInput } from './booking-support';
import { getReservation } from '../../worker/db/host-reservations';
import { frontDeskToday } from '../../worker/db/operations';
import { reservationsCsv } from '../../worker/account/data';
import { messageCandidates } from '../../worker/journey/messages';
import { withBodies } from './mail-bodies-support';

// Issue 23: a booking keeps what its booker typed; an idempotency key answers only its own
// request; the guest's .ics cannot be injected into.

const tokenOf = (manageUrl: string) => new URL(manageUrl).pathname.split('/').at(-1)!;

describe('a booking with an email an earlier guest used', () => {
  it('shows, mails and files only what this booker typed; the earlier guest is untouched', async () => {
    const fixture = await bookingFixture({ units: 2 });
    const email = `shared.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const first = await book(guestInput(fixture, { checkIn: day(30), checkOut: day(32), guest: { name: 'Maria Antiga', email, phone: '+55 11 91111-1111' } }));
    expect(first.status).toBe(200);
    // Someone else types the same address (other case), with their own name and phone.
    const second = await book(guestInput(fixture, { checkIn: day(40), checkOut: day(42), guest: { name: 'Rui Novo', email: email.toUpperCase(), phone: '+55 21 92222-2222' } }));
    expect(second.status).toBe(200);
    const booking = data(second);

    const manage = data(await get('booking.manage', { token: tokenOf(booking.manageUrl) }));
    expect(manage).toMatchObject({ guestName: 'Rui Novo', guestEmail: email.toUpperCase(), guestPhone: '+5521922222222' });
    expect(JSON.stringify(manage)).not.toContain('Maria');
    expect(JSON.stringify(manage)).not.toContain('5511911111111');

    // The page the link opens says the same.
    const page = await (await selfFetch(`${ORIGIN}${new URL(booking.manageUrl).pathname}`)).text();
    expect(page).toContain('Rui Novo');
    expect(page).not.toContain('Maria Antiga');
    expect(page).not.toContain('91111');

    // The confirmation went to what the second booker typed and names them, not the first guest.
    const mails = await env.DB.prepare(
      "SELECT recipient, html, text, body_key, id, host_id FROM mail_outbox WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?) AND kind LIKE '%guest%'",
    )
      .bind(booking.code)
      .all<{ recipient: string; html: string; text: string }>();
    const guestMails = (await withBodies(mails.results)).filter((mail) => mail.recipient.toLowerCase() === email);
    expect(guestMails.length).toBeGreaterThan(0);
    for (const mail of guestMails) {
      expect(mail.text).not.toContain('Maria Antiga');
      expect(mail.html).not.toContain('Maria Antiga');
    }

    // The reservation keeps the booker's own copy; the earlier guest's row is not overwritten.
    const row = await env.DB.prepare('SELECT guest_name, guest_email, guest_phone FROM reservations WHERE code = ?').bind(booking.code).first();
    expect(row).toEqual({ guest_name: 'Rui Novo', guest_email: email.toUpperCase(), guest_phone: '+5521922222222' });
    const earlier = await env.DB.prepare('SELECT name, phone FROM guests WHERE host_id = ? AND email = ? ORDER BY id LIMIT 1').bind(fixture.hostId, email).first();
    expect(earlier).toEqual({ name: 'Maria Antiga', phone: '+5511911111111' });

    // The host files the stay under the person who booked it (the guest list may still link them by email).
    const hostView = await getReservation(env.DB, fixture.hostId, (await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(booking.code).first<{ id: number }>())!.id);
    expect(hostView?.guest).toMatchObject({ name: 'Rui Novo', phone: '+5521922222222' });

    // The first booker's own page still shows only them.
    const firstManage = data(await get('booking.manage', { token: tokenOf(data(first).manageUrl) }));
    expect(firstManage).toMatchObject({ guestName: 'Maria Antiga', guestPhone: '+5511911111111' });
  });
});

describe('booking.create clientToken', () => {
  it('replays the same request, and refuses the token reused with other dates, guest or payment (CONFLICT, nothing written)', async () => {
    const fixture = await bookingFixture({ units: 3 });
    const clientToken = `tok_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
    const input = guestInput(fixture, { clientToken, checkIn: day(60), checkOut: day(62) });
    const first = await book(input);
    expect(first.status).toBe(200);
    const again = await book(input);
    expect(again.status).toBe(200);
    expect(data(again)).toEqual(data(first));

    const count = () => env.DB.prepare('SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?').bind(fixture.propertyId).first<{ n: number }>();
    const before = (await count())!.n;
    for (const changed of [
      { checkIn: day(70), checkOut: day(72) },
      { guests: 1 },
      { guest: { ...(input.guest as object), name: 'Outra Pessoa' } },
      { payment: 'pix' },
      { notes: 'late arrival' },
    ]) {
      const answer = await book({ ...input, ...changed });
      expect(answer.status, JSON.stringify(changed)).toBe(409);
      expect(errorOf(answer).data.code).toBe('CONFLICT');
      expect(errorOf(answer).message).toMatch(/clientToken/);
    }
    expect((await count())!.n).toBe(before);
  });
});

describe("the guest's .ics", () => {
  it('escapes CR in host text (no injected lines) and folds lines at 75 octets', async () => {
    const name = `Pousada\rBEGIN:VALARM\rTRIGGER:-PT5M\rACTION:DISPLAY\rEND:VALARM\r${'Ç'.repeat(60)}`;
    const fixture = await bookingFixture({ columns: { name, street: `Rua\r\nX-EVIL:1 ${'longa '.repeat(20)}` } });
    const booking = data(await book(guestInput(fixture, { checkIn: day(20), checkOut: day(22) })));
    const response = await selfFetch(`${ORIGIN}${new URL(booking.manageUrl).pathname}/calendar.ics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    // Only CRLF line ends; no bare CR or LF anywhere.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    // Unfolded, no line starts a component or property the host typed.
    const logical = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(logical.filter((line) => line.startsWith('BEGIN:'))).toEqual(['BEGIN:VCALENDAR', 'BEGIN:VEVENT']);
    expect(logical.some((line) => line.startsWith('X-EVIL') || line.startsWith('TRIGGER'))).toBe(false);
    expect(logical.find((line) => line.startsWith('SUMMARY:'))).toContain('Pousada\\nBEGIN:VALARM');
  });
});

describe('the host side reads the booker’s own copy too', () => {
  it('front desk, reservations CSV and scheduled messages name each booker, not the guest row an earlier booking with the same email made', async () => {
    const fixture = await bookingFixture({ units: 2 });
    const email = `desk.${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await book(guestInput(fixture, { checkIn: day(20), checkOut: day(22), guest: { name: 'Maria Antiga', email, phone: '+55 11 91111-1111' } }))).status).toBe(200);
    const second = await book(guestInput(fixture, { checkIn: day(30), checkOut: day(32), guest: { name: 'Rui Novo', email: email.toUpperCase(), phone: '+55 21 92222-2222' } }));
    expect(second.status).toBe(200);
    const code = data(second).code as string;

    // Front desk on the second stay's arrival day (noon in São Paulo).
    const desk = await frontDeskToday(env.DB, fixture.hostId, { propertyId: fixture.propertyId }, new Date(`${day(30)}T15:00:00Z`));
    const arrival = JSON.stringify(desk).includes('Rui Novo');
    expect(arrival, 'the arrival is named as its booker typed').toBe(true);
    expect(JSON.stringify(desk)).not.toContain('Maria Antiga');

    // The reservations CSV: the second stay's line carries the second booker's name and phone.
    const csv = await new Response(reservationsCsv(env.DB, fixture.hostId)).text();
    const line = csv.split('\r\n').find((row) => row.includes(code))!;
    expect(line).toContain('Rui Novo');
    expect(line).toContain('+5521922222222');
    expect(line).not.toContain('Maria Antiga');

    // The scheduled messages' candidates greet each booker by the name they typed.
    const candidates = (await messageCandidates(env.DB, Date.now())).filter((stay) => stay.code === code);
    expect(candidates.map((stay) => stay.guestName)).toEqual(['Rui Novo']);
  });
});
