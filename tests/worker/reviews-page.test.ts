/**
 * Issue 40, reviews the host answers: a guest's review mails the owner and the members whose role
 * reads reviews (in the property's language, with a link to the reviews page); host.reviews.list
 * filters by property and rating and names the property and the stay; /dashboard/avaliacoes lists
 * them with a reply form for a role that may reply (none for the front desk); the reply, then its
 * edit, shows on the property page.
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { post, uniqueIp } from './api-support';
import { book, data as bookingData, day, guestInput } from './booking-support';
import { join, mutate, newPerson, ok, query, type Person } from './team-support';

const html = async (who: Person | null, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {}, redirect: 'manual' });
  return { status: res.status, body: (await res.text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('<!-- -->', '') };
};

describe('reviews the host answers', () => {
  let owner: Person;
  let desk: Person;
  let manager: Person;
  let housekeeper: Person;
  let propertyId: number;
  let reviewId: number;
  let reservationId: number;

  beforeAll(async () => {
    owner = await newPerson('reviews-owner', 'Dona Clara');
    const property = await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name: 'Pousada Resposta', kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL', defaultLocale: 'en' }));
    propertyId = property.id;
    await ok(mutate(owner, 'host.properties.update', { id: propertyId, published: true }));
    await env.DB.prepare("UPDATE properties SET contact_email = 'dona.clara@example.com', street = 'Rua do Comércio 10' WHERE id = ?").bind(propertyId).run();
    const roomType = await ok<{ id: number; unitIds: number[] }>(mutate(owner, 'host.roomTypes.create', { propertyId, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 2 }));
    desk = await newPerson('reviews-desk');
    manager = await newPerson('reviews-manager');
    housekeeper = await newPerson('reviews-house');
    await join(owner, desk, 'front_desk', [propertyId]);
    await join(owner, manager, 'manager');
    await join(owner, housekeeper, 'housekeeping', [propertyId]);
    // A guest's booking through the engine, moved into the past and checked out, then reviewed.
    const booked = bookingData(await book(guestInput({ hostId: owner.id, propertyId, roomTypeId: roomType.id, unitIds: roomType.unitIds }, { checkIn: day(20), checkOut: day(22) })));
    await env.DB.prepare("UPDATE reservations SET check_in = ?, check_out = ?, status = 'checked_out' WHERE code = ?").bind(day(-3), day(-1), booked.code).run();
    reservationId = (await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(booked.code).first<{ id: number }>())!.id;
    const token = new URL(booked.manageUrl).pathname.split('/').pop()!;
    const submitted = await post('booking.review.submit', { token, rating: 4, text: 'Café ótimo, quarto pequeno.', locale: 'pt' }, { ip: uniqueIp() });
    expect(submitted.status).toBe(200);
    reviewId = (submitted.body as { result: { data: { id: number } } }).result.data.id;
  }, 120_000);

  it('the review mails the owner and the members who read reviews, in the property’s language', async () => {
    const { results } = await env.DB.prepare("SELECT recipient, subject, text FROM mail_outbox WHERE reservation_id = ? AND kind = 'review_notice' ORDER BY recipient")
      .bind(reservationId)
      .all<{ recipient: string; subject: string; text: string }>();
    const recipients = results.map((mail) => mail.recipient);
    expect(recipients).toContain(desk.email.toLowerCase());
    expect(recipients).toContain(manager.email.toLowerCase());
    expect(recipients).not.toContain(housekeeper.email.toLowerCase());
    expect(recipients).toContain('dona.clara@example.com');
    expect(recipients).toHaveLength(3);
    for (const mail of results) {
      expect(mail.subject).toBe('New review of Pousada Resposta: 4 out of 5');
      expect(mail.text).toContain('Café ótimo, quarto pequeno.');
      expect(mail.text).toContain(`/en/dashboard/avaliacoes?property=${propertyId}`);
    }
  });

  it('host.reviews.list filters by rating and names the property and the stay', async () => {
    const all = await ok<{ id: number; propertyName: string; code: string; rating: number }[]>(query(owner, 'host.reviews.list', { propertyId }));
    expect(all.map((review) => [review.id, review.propertyName, review.rating])).toEqual([[reviewId, 'Pousada Resposta', 4]]);
    expect(all[0]!.code).toMatch(/^EST-/);
    expect(await ok(query(owner, 'host.reviews.list', { propertyId, rating: 5 }))).toEqual([]);
    expect((await ok<unknown[]>(query(desk, 'host.reviews.list', { rating: 4 }))).length).toBe(1);
    expect((await query(owner, 'host.reviews.list', { rating: 6 })).status).toBe(400);
  });

  it('the reviews page: a reply form for the owner, none for the front desk; the nav names it only for roles that read reviews', async () => {
    const page = await html(owner, `/dashboard/avaliacoes?property=${propertyId}&rating=4`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`data-testid="review-${reviewId}"`);
    expect(page.body).toContain('Café ótimo, quarto pequeno.');
    expect(page.body).toContain('Publicar resposta');
    expect((await html(owner, `/dashboard/avaliacoes?property=${propertyId}&rating=2`)).body).toContain('Nenhuma avaliação com estes filtros.');
    const deskPage = await html(desk, '/dashboard/avaliacoes');
    expect(deskPage.body).toContain(`data-testid="review-${reviewId}"`);
    expect(deskPage.body).not.toContain('Publicar resposta');
    expect(deskPage.body).toContain('href="/dashboard/avaliacoes"');
    const house = await html(housekeeper, '/dashboard/avaliacoes');
    expect(house.body).toContain('data-testid="no-access"');
    expect(house.body).not.toContain('href="/dashboard/avaliacoes"');
  });

  it('a reply, then its edit, shows on the property page; the front desk may not reply', async () => {
    expect((await mutate(desk, 'host.reviews.reply', { id: reviewId, text: 'Obrigada!' })).status).toBe(403);
    await ok(mutate(owner, 'host.reviews.reply', { id: reviewId, text: 'Obrigada pela visita!' }));
    expect((await html(null, `/property/${propertyId}`)).body).toContain('Obrigada pela visita!');
    await ok(mutate(manager, 'host.reviews.reply', { id: reviewId, text: 'Obrigada pela visita, volte no verão!' }));
    const publicPage = (await html(null, `/property/${propertyId}`)).body;
    expect(publicPage).toContain('Obrigada pela visita, volte no verão!');
    expect((await html(owner, '/dashboard/avaliacoes')).body).toContain('Salvar resposta');
  });
});
