/**
 * Online check-in and reviews over the API (issue 28): booking.checkin.get/submit with the
 * register's rules (BAD_REQUEST naming the field), document numbers encrypted at rest, the host's
 * view and desk corrections (another host: NOT_FOUND); booking.review.submit once per
 * reservation, only after check-out; host.reviews.reply.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { decryptGuestData, encryptGuestData } from '../../worker/journey/guest-crypto';
import { propertyReviews } from '../../worker/journey/reviews';
import { sendPendingFnrh } from '../../worker/journey/fnrh';
import { purgeExpiredDocuments } from '../../worker/journey/checkin';
import { get, post, uniqueIp } from './api-support';
import { book, bookingFixture, data, day, errorOf, guestInput } from './booking-support';
import { data as hostData, expectNotFound, mutate, newHost, query } from './reservations-support';

const tokenOf = (manageUrl: string) => new URL(manageUrl).pathname.split('/').pop()!;

const adult = (name: string, cpf: string, extra: Record<string, unknown> = {}) => ({
  fullName: name,
  birthDate: '1988-04-12',
  nationality: 'BR',
  document: { type: 'cpf', number: cpf, country: 'BR' },
  ...extra,
});
const main = adult('Ana Souza', '529.982.247-25', { email: 'ana@example.com', phone: '+55 11 98888-7777', address: 'Rua A 1, 01000-000 São Paulo SP' });
const second = { fullName: 'Marco Rossi', birthDate: '1985-09-30', nationality: 'IT', document: { type: 'passport', number: 'YA1234567', country: 'IT' } };
const child = { fullName: 'Bia Souza', birthDate: '2018-03-03', nationality: 'BR', document: { type: 'cpf', number: '111.444.777-35', country: 'BR' }, responsibleIndex: 0 };

async function bookedStay(guests = 3, overrides: Record<string, unknown> = {}) {
  const fixture = await bookingFixture({ capacity: 4 });
  const answer = await book(guestInput(fixture, { guests, ...overrides }));
  const result = data(answer);
  const reservation = await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(result.code).first<{ id: number }>();
  return { fixture, token: tokenOf(result.manageUrl), reservationId: reservation!.id };
}

const submit = (input: unknown) => post('booking.checkin.submit', input, { ip: uniqueIp() });

describe('online check-in', () => {
  it('refuses bad input naming the field, then stores every guest with the document encrypted', async () => {
    const { token, reservationId, fixture } = await bookedStay();
    const before = data(await get('booking.checkin.get', { token }));
    expect(before).toMatchObject({ status: 'none', expectedGuests: 3, open: true, guests: [], draft: null });

    const base = { token, guests: [main, second, child], purpose: 'leisure', transport: 'car', arrivalTime: '15:30' };
    const cases: [unknown, string][] = [
      [{ ...base, guests: [adult('Ana Souza', '529.982.247-24', { phone: '1', address: 'x' }), second, child] }, 'guests.0.document.number'],
      [{ ...base, guests: [main, { ...second, nationality: 'XX' }, child] }, 'guests.1.nationality'],
      [{ ...base, guests: [main, second, { ...child, responsibleIndex: undefined }] }, 'guests.2.responsibleIndex'],
      [{ ...base, guests: [main, second] }, 'guests'],
      [{ ...base, purpose: 'tourism' }, 'purpose'],
      [{ ...base, guests: [main, second, { ...child, birthDate: '2019-02-30' }] }, 'guests.2.birthDate'],
    ];
    for (const [input, field] of cases) {
      const answer = await submit(input);
      expect({ field, status: answer.status, code: errorOf(answer).data.code }).toEqual({ field, status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(answer).data.fields).toContain(field);
    }
    expect(data(await get('booking.checkin.get', { token })).status).toBe('none');

    expect(data(await submit(base))).toEqual({ status: 'complete', guests: 3 });
    const after = data(await get('booking.checkin.get', { token }));
    expect(after).toMatchObject({ status: 'complete', purpose: 'leisure', transport: 'car', arrivalTime: '15:30' });
    expect(after.guests.map((g: { fullName: string; minor: boolean; document: { hint: string } }) => [g.fullName, g.minor, g.document.hint])).toEqual([
      ['Ana Souza', false, '25'],
      ['Marco Rossi', false, '67'],
      ['Bia Souza', true, '35'],
    ]);
    // The number is never sent back whole.
    expect(JSON.stringify(after)).not.toContain('52998224725');
    expect(JSON.stringify(after)).not.toContain('YA1234567');

    // At rest: ciphertext, not the number; it decrypts with the stay's key.
    const { results } = await env.DB.prepare('SELECT document_enc, fnrh_status FROM checkin_guests WHERE reservation_id = ? ORDER BY position').bind(reservationId).all<{ document_enc: string; fnrh_status: string }>();
    expect(results).toHaveLength(3);
    for (const row of results) {
      expect(row.document_enc).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(row.document_enc).not.toMatch(/529|YA12|111\.?444/);
      expect(row.fnrh_status).toBe('pending');
    }
    expect(await decryptGuestData(env, results[0]!.document_enc)).toBe('529.982.247-25');
    expect(await decryptGuestData(env, results[1]!.document_enc)).toBe('YA1234567');
    // Two encryptions of one number differ (a random IV each).
    expect(await encryptGuestData(env, '529.982.247-25')).not.toBe(await encryptGuestData(env, '529.982.247-25'));
    // The reservation's audit names the check-in.
    expect(await env.DB.prepare("SELECT actor FROM reservation_events WHERE reservation_id = ? AND action = 'checkin'").bind(reservationId).first()).toEqual({ actor: 'guest' });
    void fixture;
  });

  it('the host sees and corrects the check-in at the desk; another host cannot', async () => {
    const owner = await newHost();
    const property = hostData(await mutate(owner, 'host.properties.create', { name: 'Pousada Recepção', kind: 'inn', city: 'Paraty', country: 'BR' }));
    const roomType = hostData(await mutate(owner, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 3, baseRateCents: 30000, units: 1 }));
    const created = hostData(
      await mutate(owner, 'host.reservations.create', {
        propertyId: property.id,
        roomTypeId: roomType.id,
        checkIn: day(10),
        checkOut: day(12),
        adults: 2,
        children: 0,
        status: 'confirmed',
        guest: { name: 'Ana Souza', email: 'ana.desk@example.com', phone: '' },
      }),
    );
    const reservationId = created.id as number;
    expect(hostData(await query(owner, 'host.checkins.get', { reservationId }))).toMatchObject({ status: 'none', expectedGuests: 2 });
    expect(hostData(await query(owner, 'host.checkins.statuses', { reservationIds: [reservationId] }))).toEqual({ [reservationId]: 'none' });
    const desk = { reservationId, guests: [main, second], purpose: 'business', transport: 'plane' };
    expect(hostData(await mutate(owner, 'host.checkins.submit', desk))).toMatchObject({ status: 'complete', submittedBy: 'host' });
    expect(hostData(await query(owner, 'host.checkins.statuses', { reservationIds: [reservationId] }))).toEqual({ [reservationId]: 'complete' });

    const other = await newHost();
    expectNotFound(await query(other, 'host.checkins.get', { reservationId }), 'get');
    expectNotFound(await mutate(other, 'host.checkins.submit', desk), 'submit');
    expect(hostData(await query(other, 'host.checkins.statuses', { reservationIds: [reservationId] }))).toEqual({ [reservationId]: 'none' });
  });

  it('a cancelled stay takes no check-in; an unknown token is NOT_FOUND', async () => {
    const { token } = await bookedStay(1);
    await post('booking.cancel', { token }, { ip: uniqueIp() });
    const answer = await submit({ token, guests: [main], purpose: 'leisure', transport: 'car' });
    expect(errorOf(answer).data.code).toBe('PRECONDITION_FAILED');
    expect((await get('booking.checkin.get', { token: 'x'.repeat(43) })).status).toBe(404);
  });
});

describe('reviews', () => {
  it('once per reservation, only after check-out, shown with the host reply', async () => {
    const owner = await newHost();
    const property = data(await mutate(owner, 'host.properties.create', { name: 'Pousada Avaliada', kind: 'inn', city: 'Paraty', country: 'BR' }));
    await mutate(owner, 'host.properties.update', { id: property.id, published: true });
    const roomType = data(await mutate(owner, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 2 }));
    const fixture = { hostId: owner.id, propertyId: property.id, roomTypeId: roomType.id, unitIds: roomType.unitIds };
    const booked = data(await book(guestInput(fixture, { guests: 2, checkIn: day(5), checkOut: day(7) })));
    const token = tokenOf(booked.manageUrl);
    const review = (input: Record<string, unknown>) => post('booking.review.submit', { token, rating: 5, text: 'Lugar lindo, café ótimo.', locale: 'pt', ...input }, { ip: uniqueIp() });

    expect(data(await get('booking.review.get', { token }))).toMatchObject({ open: false, review: null });
    expect(errorOf(await review({})).data.code).toBe('PRECONDITION_FAILED');
    expect(errorOf(await review({ rating: 6 })).data.fields).toContain('rating');

    // The stay is over: the host checked the guest out.
    await env.DB.prepare("UPDATE reservations SET status = 'checked_out' WHERE code = ?").bind(booked.code).run();
    const first = data(await review({}));
    expect(first.id).toEqual(expect.any(Number));
    expect(errorOf(await review({ rating: 1, text: 'Mudei de ideia, outra avaliação.' })).data.code).toBe('CONFLICT');

    // A second stay's review, then the host's reply; newest first.
    const later = data(await book(guestInput(fixture, { guests: 1, checkIn: day(5), checkOut: day(6), guest: { name: 'Marco Rossi', email: 'marco@example.com' } })));
    await env.DB.prepare("UPDATE reservations SET status = 'checked_out' WHERE code = ?").bind(later.code).run();
    const second = data(await post('booking.review.submit', { token: tokenOf(later.manageUrl), rating: 3, text: 'Good stay, noisy street.', locale: 'en' }, { ip: uniqueIp() }));
    expect(data(await mutate(owner, 'host.reviews.reply', { id: first.id, text: 'Obrigado, Ana!' }))).toEqual({ id: first.id, reply: 'Obrigado, Ana!' });
    const other = await newHost();
    expectNotFound(await mutate(other, 'host.reviews.reply', { id: first.id, text: 'Spam' }), 'reply');
    expectNotFound(await query(other, 'host.reviews.list', { propertyId: property.id }), 'list');

    const shown = await propertyReviews(env.DB, property.id);
    expect(shown.count).toBe(2);
    expect(shown.average).toBe(4);
    expect(shown.reviews.map((r) => [r.id, r.author, r.reply])).toEqual([
      [second.id, 'Marco R.', null],
      [first.id, 'Ana S.', 'Obrigado, Ana!'],
    ]);
    expect(data(await query(owner, 'host.reviews.list', { propertyId: property.id }))).toHaveLength(2);
  });
});

describe('the FNRH sender in the cron', () => {
  it('keeps each guest pending, error with the reason, then sent; a correction goes again', async () => {
    const { token, reservationId } = await bookedStay(2);
    expect(data(await submit({ token, guests: [main, second], purpose: 'business', transport: 'plane' }))).toEqual({ status: 'complete', guests: 2 });
    const statuses = async () =>
      (await env.DB.prepare('SELECT fnrh_status AS status, fnrh_error AS error FROM checkin_guests WHERE reservation_id = ? ORDER BY position').bind(reservationId).all<{ status: string; error: string | null }>()).results;
    // Off by default: nothing sent, still pending.
    expect(await sendPendingFnrh(env, env.DB, Date.now())).toBeNull();
    expect(await statuses()).toEqual([{ status: 'pending', error: null }, { status: 'pending', error: null }]);

    const configured = { ...env, FNRH_API_URL: 'https://fnrh.example/api/checkin', FNRH_TOKEN: 'token' } as Env;
    const code = (await env.DB.prepare('SELECT code FROM reservations WHERE id = ?').bind(reservationId).first<{ code: string }>())!.code;
    const bodies: string[] = [];
    const answers = [new Response(JSON.stringify({ mensagem: 'CPF do operador inválido' }), { status: 422 }), new Response('{}', { status: 201 })];
    // The register as a stub: other stays' check-ins (earlier tests) are simply accepted.
    const stub = async (_url: string, init: RequestInit) => {
      const body = String(init.body);
      if (!body.includes(code)) return new Response('{}', { status: 201 });
      bodies.push(body);
      return answers.shift() ?? new Response('{}', { status: 201 });
    };
    const ours = () => bodies.length;
    const now = Date.parse('2031-01-01T12:00:00Z');
    await sendPendingFnrh(configured, configured.DB, now, stub);
    expect(ours()).toBe(1);
    expect(await statuses()).toEqual([
      { status: 'error', error: 'HTTP 422: CPF do operador inválido' },
      { status: 'error', error: 'HTTP 422: CPF do operador inválido' },
    ]);
    // Not again before its back-off…
    await sendPendingFnrh(configured, configured.DB, now + 30_000, stub);
    expect(ours()).toBe(1);
    // …then the retry succeeds.
    await sendPendingFnrh(configured, configured.DB, now + 61_000, stub);
    expect(ours()).toBe(2);
    expect((await statuses()).map((row) => row.status)).toEqual(['sent', 'sent']);
    // A correction is pending again and sent again.
    expect(data(await submit({ token, guests: [main, { ...second, fullName: 'Marco Rossi Bianchi' }], purpose: 'business', transport: 'plane' })).status).toBe('complete');
    expect((await statuses()).map((row) => row.status)).toEqual(['pending', 'pending']);
    await sendPendingFnrh(configured, configured.DB, now + 120_000, stub);
    expect(ours()).toBe(3);
    expect(bodies.at(-1)).toContain('Marco Rossi Bianchi');
    expect((await statuses()).map((row) => row.status)).toEqual(['sent', 'sent']);
  });
});

describe('guest data retention', () => {
  it('deletes document numbers once the property retention after check-out has passed', async () => {
    const { token, reservationId, fixture } = await bookedStay(1);
    expect(data(await submit({ token, guests: [main], purpose: 'leisure', transport: 'car' })).status).toBe('complete');
    await env.DB.prepare('UPDATE properties SET guest_data_retention_days = 30 WHERE id = ?').bind(fixture.propertyId).run();
    const checkOut = (await env.DB.prepare('SELECT check_out FROM reservations WHERE id = ?').bind(reservationId).first<{ check_out: string }>())!.check_out;
    const stored = () => env.DB.prepare('SELECT document_enc, document_hint FROM checkin_guests WHERE reservation_id = ?').bind(reservationId).first<{ document_enc: string | null; document_hint: string }>();
    // 30 days after check-out: still kept.
    await purgeExpiredDocuments(env.DB, Date.parse(`${checkOut}T12:00:00Z`) + 30 * 86_400_000);
    expect((await stored())!.document_enc).not.toBeNull();
    // The day after: gone (the last two characters stay for the host's screens).
    await purgeExpiredDocuments(env.DB, Date.parse(`${checkOut}T12:00:00Z`) + 31 * 86_400_000);
    expect(await stored()).toEqual({ document_enc: null, document_hint: '25' });
  });
});
