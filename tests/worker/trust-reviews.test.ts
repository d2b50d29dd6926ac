/**
 * Reviews come only from real guests (issue 38, items 2 and 5): a stay the host typed in — with
 * past dates and any source named — gets no after-check-out mail and no review link, its token
 * opens no review, and a review of it (one left before this rule) does not count; the listing's
 * reviews and aggregate come only from counted reviews of published, non-demo properties.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../worker/db/booking';
import { propertyReviews } from '../../worker/journey/reviews';
import { sendDueMessages } from '../../worker/journey/messages';
import { zonedInstant } from '../../shared/journey/schedule';
import { get, post, selfFetch, uniqueIp } from './api-support';
import { book, bookingFixture, data, day, guestInput } from './booking-support';
import { data as hostData, mutate, newHost } from './reservations-support';
import { withBodies } from './mail-bodies-support';

const tokenOf = (manageUrl: string) => new URL(manageUrl).pathname.split('/').pop()!;
const review = (token: string, text = 'Lugar lindo, café ótimo.') => post('booking.review.submit', { token, rating: 5, text, locale: 'pt' }, { ip: uniqueIp() });

/** A guest's booking through the engine, moved into the past and checked out. */
async function guestStay(fixture: { propertyId: number; roomTypeId: number; hostId: string; unitIds: number[] }) {
  const booked = data(await book(guestInput(fixture, { checkIn: day(20), checkOut: day(22) })));
  await env.DB.prepare("UPDATE reservations SET check_in = ?, check_out = ?, status = 'checked_out' WHERE code = ?").bind(day(-3), day(-1), booked.code).run();
  const row = await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(booked.code).first<{ id: number }>();
  return { id: row!.id, token: tokenOf(booked.manageUrl) };
}

async function mailsOf(reservationId: number) {
  const { results } = await env.DB.prepare('SELECT kind, text, body_key, id, host_id FROM mail_outbox WHERE reservation_id = ? ORDER BY kind').bind(reservationId).all<{ kind: string; text: string }>();
  return withBodies(results);
}

describe('reviews count only for stays the guest booked', () => {
  it('a stay the host typed in gets no review link, its token is refused, its review never counts', async () => {
    const owner = await newHost();
    const property = hostData(await mutate(owner, 'host.properties.create', { name: 'Pousada Verdade', kind: 'inn', city: 'Paraty', country: 'BR' }));
    await mutate(owner, 'host.properties.update', { id: property.id, published: true });
    const roomType = hostData(await mutate(owner, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 2 }));
    const fixture = { hostId: owner.id, propertyId: property.id, roomTypeId: roomType.id, unitIds: roomType.unitIds };

    const real = await guestStay(fixture);
    // The host types in a stay that "already happened", naming a channel, to an address they choose.
    const typed = hostData(
      await mutate(owner, 'host.reservations.create', {
        propertyId: property.id,
        unitId: roomType.unitIds[1],
        checkIn: day(-3),
        checkOut: day(-1),
        guest: { name: 'Fã Inventado', email: 'inventado@example.com', phone: '' },
        adults: 2,
        children: 0,
        status: 'confirmed',
        source: 'airbnb',
      }),
    );

    // 10:00 tomorrow in the property's zone: both stays' after-check-out day has come (booked today).
    await sendDueMessages(env, env.DB, zonedInstant(day(1), 10, 'America/Sao_Paulo') + 60_000);
    const realMails = await mailsOf(real.id);
    expect(realMails.map((mail) => mail.kind)).toContain('message_post_checkout');
    expect(realMails.find((mail) => mail.kind === 'message_post_checkout')!.text).toMatch(/\/reserva\/[A-Za-z0-9_-]+\/avaliacao/);
    const typedMails = await mailsOf(typed.id);
    expect(typedMails.map((mail) => mail.kind)).not.toContain('message_post_checkout');
    for (const mail of typedMails) expect(mail.text).not.toContain('/avaliacao');

    // Its link token (as a message's would be) opens the stay but no review.
    const token = 'typed-stay-link-token-0123456789abcdefghijk';
    await env.DB.prepare('INSERT INTO reservation_links (token_hash, reservation_id, created_at) VALUES (?, ?, ?)').bind(await sha256Hex(token), typed.id, new Date().toISOString()).run();
    expect((await get('booking.manage', { token })).status).toBe(200);
    expect((await get('booking.review.get', { token })).status).toBe(404);
    expect((await review(token)).status).toBe(404);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM reviews WHERE reservation_id = ?').bind(typed.id).first('n')).toBe(0);

    // The guest's own stay: open, and its review counts.
    expect(data(await get('booking.review.get', { token: real.token }))).toMatchObject({ open: true, review: null });
    expect((await review(real.token, 'Café da manhã excelente.')).status).toBe(200);
    // A review of the typed stay written before this rule (5 stars) is kept but not counted.
    await env.DB.prepare('INSERT INTO reviews (reservation_id, property_id, host_id, rating, text, locale, author_name, created_at) VALUES (?, ?, ?, 1, ?, ?, ?, ?)')
      .bind(typed.id, property.id, owner.id, 'Inventada', 'pt', 'Fã I.', new Date().toISOString())
      .run();
    const counted = await propertyReviews(env.DB, property.id);
    expect({ count: counted.count, average: counted.average, texts: counted.reviews.map((r) => r.text) }).toEqual({ count: 1, average: 5, texts: ['Café da manhã excelente.'] });
    expect(data(await get('marketplace.reviews', { propertyId: property.id }))).toMatchObject({ count: 1, average: 5 });
    // The page's structured data says the same.
    const page = await selfFetch(`http://localhost/property/${property.id}`);
    const html = await page.text();
    expect(html).toContain('"reviewCount":1');
    expect(html).toContain('"ratingValue":5');
  });

  it('marketplace.reviews serves no review of a personal demo copy', async () => {
    const fixture = await bookingFixture({ units: 1 });
    const stay = await guestStay(fixture);
    expect((await review(stay.token)).status).toBe(200);
    expect(data(await get('marketplace.reviews', { propertyId: fixture.propertyId }))).toMatchObject({ count: 1 });
    // The host is a demo copy's (issue 30): like every other marketplace read, nothing.
    await env.DB.prepare('INSERT INTO demo_copies (host_id, created_at, expires_at) VALUES (?, ?, ?)').bind(fixture.hostId, new Date().toISOString(), Date.now() + 3_600_000).run();
    expect((await get('marketplace.reviews', { propertyId: fixture.propertyId })).status).toBe(404);
    expect((await propertyReviews(env.DB, fixture.propertyId)).count).toBe(0);
  });
});
