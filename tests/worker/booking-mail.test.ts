import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, get, post, selfFetch, uniqueIp, workerFetchWith } from './api-support';
import { book, bookingFixture, data, day, guestInput } from './booking-support';
import { runScheduledJobs } from '../../worker/trpc/jobs';
import { ensureIdFloors, propertyIdFloor } from '../../worker/db/shards';
import { withBodies } from './mail-bodies-support';

interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number;
}

/** A BOOKING_EMAIL binding that records what it is asked to send, then fails or forwards to Miniflare's. */
function emailBinding(mode: 'fail' | 'deliver') {
  const sent: unknown[] = [];
  const EMAIL = {
    async send(message: unknown) {
      sent.push(message);
      if (mode === 'fail') throw new Error('simulated delivery failure');
      return env.BOOKING_EMAIL.send(message as Parameters<SendEmail['send']>[0]);
    },
  } as unknown as SendEmail;
  return { sent, EMAIL };
}

async function outboxOf(code: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare('SELECT m.* FROM mail_outbox m JOIN reservations r ON r.id = m.reservation_id WHERE r.code = ? ORDER BY m.kind').bind(code).all<OutboxRow>();
  return withBodies(results);
}

/** The JSON-LD of a mail's HTML. */
function jsonLdOf(html: string): Record<string, any> { // eslint-disable-line @typescript-eslint/no-explicit-any -- arbitrary JSON
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD in the mail');
  return JSON.parse(match[1]!);
}

describe('booking mail', () => {
  it('stores the guest confirmation (booking language, LodgingReservation markup, text part) and the host notice with the booking', async () => {
    const fixture = await bookingFixture({ columns: { cleaning_fee_cents: 5_000, contact_phone: '+5524999990000', default_locale: 'pt', region: 'RJ', postal_code: '23970-000' } });
    const recorder = emailBinding('deliver');
    const answer = await post('booking.create', guestInput(fixture, { locale: 'en', guest: { name: 'Mary Smith', email: 'mary@example.com' } }), { ip: uniqueIp(), fetch: workerFetchWith({ BOOKING_EMAIL: recorder.EMAIL }) });
    expect(answer.status).toBe(200);
    const result = data(answer);
    const rows = await outboxOf(result.code);
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual([
      ['booking_guest', 'mary@example.com'],
      ['booking_host', 'host@example.com'],
    ]);
    const [guest, host] = rows as [OutboxRow, OutboxRow];
    expect(guest.subject).toBe(`Booking ${result.code} confirmed — Pousada Mar Azul`);
    expect(guest.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(guest.html).toContain('style="');
    expect(guest.html).toContain(result.manageUrl);
    expect(guest.text).toContain(`Code: ${result.code}`);
    expect(guest.text).toContain(result.manageUrl);
    expect(guest.text).toContain('R$'); // BRL total in the text part
    const markup = jsonLdOf(guest.html);
    expect(markup).toMatchObject({
      '@context': 'http://schema.org',
      '@type': 'LodgingReservation',
      reservationNumber: result.code,
      reservationStatus: 'http://schema.org/ReservationConfirmed',
      underName: { '@type': 'Person', name: 'Mary Smith', email: 'mary@example.com' },
      reservationFor: { '@type': 'LodgingBusiness', name: 'Pousada Mar Azul', address: { '@type': 'PostalAddress', addressLocality: 'Paraty', addressRegion: 'RJ', postalCode: '23970-000', addressCountry: 'BR' }, telephone: '+5524999990000' },
      checkinDate: `${day(30)}T14:00:00-03:00`,
      checkoutDate: `${day(33)}T11:00:00-03:00`,
      numAdults: 2,
      totalPrice: '950.00',
      priceCurrency: 'BRL',
      modifyReservationUrl: result.manageUrl,
    });
    // The host's notice is in the property's language (pt) and names the guest.
    expect(host.subject).toContain(`Nova reserva direta ${result.code}`);
    expect(host.html).toContain('lang="pt"');
    expect(host.text).toContain('Mary Smith');
    expect(host.text).toContain('/dashboard/reservas');
    // Sent right after the booking.
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(recorder.sent).toHaveLength(2);
    expect(recorder.sent[0]).toMatchObject({ to: 'mary@example.com', subject: guest.subject, html: guest.html, text: guest.text });
  });

  it('books even when the mail fails; the cron retries it until it goes out', async () => {
    const fixture = await bookingFixture();
    const failing = emailBinding('fail');
    const answer = await post('booking.create', guestInput(fixture, { locale: 'es' }), { ip: uniqueIp(), fetch: workerFetchWith({ BOOKING_EMAIL: failing.EMAIL }) });
    expect(answer.status).toBe(200);
    const result = data(answer);
    expect(result.status).toBe('confirmed');
    const [guest] = await outboxOf(result.code);
    expect(guest).toMatchObject({ kind: 'booking_guest', status: 'pending', attempts: 1, last_error: 'simulated delivery failure' });
    expect(guest!.subject).toBe(`Reserva ${result.code} confirmada — Pousada Mar Azul`);
    // The cron, once the back-off has passed, sends both.
    await runScheduledJobs(env, guest!.next_attempt_at + 1);
    const after = await outboxOf(result.code);
    // The booking's two mails (the same run may also write the scheduled guest messages due at
    // 10:00 property time, issue 28: they are not what this test is about).
    expect(after.filter((row) => row.kind === 'booking_guest' || row.kind === 'booking_host').map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('stores the cancellation mails in the batch that cancels', async () => {
    const fixture = await bookingFixture({ columns: { booking_mode: 'request' } });
    const result = data(await post('booking.create', guestInput(fixture, { locale: 'it', checkIn: day(40), checkOut: day(42) }), { ip: uniqueIp() }));
    const [pendingGuest] = await outboxOf(result.code);
    expect(pendingGuest!.subject).toBe(`Richiesta di prenotazione ${result.code} ricevuta — Pousada Mar Azul`);
    expect(jsonLdOf(pendingGuest!.html).reservationStatus).toBe('http://schema.org/ReservationPending');
    const token = new URL(result.manageUrl).pathname.split('/').at(-1)!;
    expect(data(await get('booking.manage', { token })).status).toBe('pending');
    expect((await post('booking.cancel', { token }, { ip: uniqueIp() })).status).toBe(200);
    const rows = await outboxOf(result.code);
    expect(rows.map((row) => row.kind)).toEqual(['booking_guest', 'booking_host', 'cancel_guest', 'cancel_host']);
    const cancel = rows.find((row) => row.kind === 'cancel_guest')!;
    expect(cancel.subject).toBe(`Prenotazione ${result.code} cancellata — Pousada Mar Azul`);
    expect(jsonLdOf(cancel.html).reservationStatus).toBe('http://schema.org/ReservationCancelled');
  });
});

describe('local outbox of booking mails (/dev/mail/booking)', () => {
  it('lists the guest mail and serves it with its LodgingReservation markup', async () => {
    const fixture = await bookingFixture();
    const email = `dev.mail.${Date.now()}@example.com`;
    const code = data(await book(guestInput(fixture, { guest: { name: 'Rita Dev', email } }))).code as string;
    const list = await (await selfFetch(`${ORIGIN}/dev/mail/booking?to=${encodeURIComponent(email)}`)).text();
    const id = /data-kind="booking_guest"[\s\S]*?data-mail="([^"]+)"/.exec(list)?.[1];
    expect(id).toBeDefined();
    const html = await (await selfFetch(`${ORIGIN}/dev/mail/booking/${id}`)).text();
    expect(html).toContain('"@type":"LodgingReservation"');
    expect(html).toContain(code);
    expect((await selfFetch(`${ORIGIN}/dev/mail/booking/nope`)).status).toBe(404);
  });

  it("lists and serves a mail of a host on DB_SHARD_1 too: every shard's outbox (issue 46)", async () => {
    await ensureIdFloors(env, 'DB_SHARD_1');
    const fixture = await bookingFixture({ db: env.DB_SHARD_1, idFloor: propertyIdFloor('DB_SHARD_1') });
    await env.DB.prepare("INSERT INTO host_shards (host_id, binding) VALUES (?, 'DB_SHARD_1')").bind(fixture.hostId).run();
    const email = `dev.mail.shard.${Date.now()}@example.com`;
    const booked = await book(guestInput(fixture, { guest: { name: "Rita Shard", email } }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const code = data(booked).code as string;
    const list = await (await selfFetch(`${ORIGIN}/dev/mail/booking?to=${encodeURIComponent(email)}`)).text();
    const id = /data-kind="booking_guest"[\s\S]*?data-mail="([^"]+)"/.exec(list)?.[1];
    expect(id).toBeDefined();
    expect(await env.DB_SHARD_1.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE id = ?').bind(id).first('n')).toBe(1);
    const html = await (await selfFetch(`${ORIGIN}/dev/mail/booking/${id}`)).text();
    expect(html).toContain(code);
  });
});
