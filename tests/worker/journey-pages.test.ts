/**
 * The guest's check-in and review pages without JavaScript (issue 28): plain form posts that
 * redirect, a refused check-in coming back with the field named and what was typed (kept
 * encrypted), the manage page linking to them, in more than one locale.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { selfFetch, ORIGIN } from './api-support';
import { book, bookingFixture, data, guestInput } from './booking-support';

const tokenOf = (manageUrl: string) => new URL(manageUrl).pathname.split('/').pop()!;

function postForm(path: string, fields: Record<string, string>) {
  return selfFetch(`${ORIGIN}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, body: new URLSearchParams(fields).toString() });
}

const guestFields = (cpf: string) => ({
  'guests.0.fullName': 'Ana Souza',
  'guests.0.birthDate': '1988-04-12',
  'guests.0.nationality': 'BR',
  'guests.0.document.type': 'cpf',
  'guests.0.document.number': cpf,
  'guests.0.document.country': 'BR',
  'guests.0.email': 'ana@example.com',
  'guests.0.phone': '+55 11 98888-7777',
  'guests.0.address': 'Rua A 1, 01000-000 São Paulo',
  'guests.1.fullName': 'Bia Souza',
  'guests.1.birthDate': '2018-03-03',
  'guests.1.nationality': 'BR',
  'guests.1.document.type': 'cpf',
  'guests.1.document.number': '111.444.777-35',
  'guests.1.document.country': 'BR',
  'guests.1.responsibleIndex': '0',
  purpose: 'leisure',
  transport: 'car',
  arrivalTime: '16:00',
});

describe('check-in and review pages', () => {
  it('the check-in form works without JavaScript: refused with the field named and the typing kept, then saved', async () => {
    const fixture = await bookingFixture({ capacity: 3 });
    const booked = data(await book(guestInput(fixture, { guests: 2 })));
    const token = tokenOf(booked.manageUrl);

    const manage = await (await selfFetch(`${ORIGIN}/reserva/${token}`)).text();
    expect(manage).toContain(`href="/reserva/${token}/check-in"`);

    const page = await selfFetch(`${ORIGIN}/reserva/${token}/check-in`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="guests.1.fullName"');
    expect(html).toContain('<datalist id="countries">');
    expect(html).toContain('Check-in online');
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    const refused = await postForm(`/reserva/${token}/check-in`, guestFields('529.982.247-24'));
    expect(refused.status).toBe(303);
    const location = refused.headers.get('location')!;
    expect(decodeURIComponent(location)).toBe(`/reserva/${token}/check-in?errors=guests.0.document.number:cpf_invalid`);
    const again = await (await selfFetch(`${ORIGIN}${location}`)).text();
    expect(again).toContain('CPF inválido: confira os dígitos.');
    expect(again).toMatch(/id="f-guests-0-document-number"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="f-guests-0-document-number"/);
    // What was typed is back in the form, and kept encrypted meanwhile.
    expect(again).toContain('value="Rua A 1, 01000-000 São Paulo"');
    const draft = await env.DB.prepare('SELECT draft_enc FROM checkin_drafts WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)').bind(booked.code).first<{ draft_enc: string }>();
    expect(draft!.draft_enc).not.toContain('Souza');
    expect(draft!.draft_enc).not.toContain('529');

    const saved = await postForm(`/reserva/${token}/check-in`, guestFields('529.982.247-25'));
    expect(saved.headers.get('location')).toBe(`/reserva/${token}/check-in?saved=1`);
    const done = await (await selfFetch(`${ORIGIN}/reserva/${token}/check-in?saved=1`)).text();
    expect(done).toContain('data-testid="checkin-complete"');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM checkin_drafts WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)').bind(booked.code).first()).toEqual({ n: 0 });

    // Cross-site posts are refused; an unknown token is a 404.
    const cross = await selfFetch(`${ORIGIN}/reserva/${token}/check-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, body: 'purpose=leisure' });
    expect(cross.status).toBe(403);
    expect((await selfFetch(`${ORIGIN}/reserva/${'x'.repeat(43)}/check-in`)).status).toBe(404);
  });

  it('the review form, in English, after the stay', async () => {
    const fixture = await bookingFixture({ capacity: 2 });
    const booked = data(await book(guestInput(fixture, { guests: 1, locale: 'en' })));
    const token = tokenOf(booked.manageUrl);
    const before = await (await selfFetch(`${ORIGIN}/en/reserva/${token}/avaliacao`)).text();
    expect(before).toContain('You can review your stay after check-out.');
    await env.DB.prepare("UPDATE reservations SET status = 'checked_out' WHERE code = ?").bind(booked.code).run();
    const form = await (await selfFetch(`${ORIGIN}/en/reserva/${token}/avaliacao`)).text();
    expect(form).toContain('name="rating"');
    const short = await postForm(`/en/reserva/${token}/avaliacao`, { rating: '4', text: 'Nice' });
    const back = short.headers.get('location')!;
    expect(back).toContain('errors=text');
    const kept = await (await selfFetch(`${ORIGIN}${back}`)).text();
    expect(kept).toContain('>Nice</textarea>');
    const sent = await postForm(`/en/reserva/${token}/avaliacao`, { rating: '4', text: 'Lovely place, great breakfast.' });
    expect(sent.headers.get('location')).toBe(`/en/reserva/${token}/avaliacao?sent=1`);
    expect(await (await selfFetch(`${ORIGIN}/en/reserva/${token}/avaliacao?sent=1`)).text()).toContain('Thank you for your review!');
    expect(await env.DB.prepare('SELECT rating, locale, author_name AS author FROM reviews WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)').bind(booked.code).first()).toEqual({ rating: 4, locale: 'en', author: 'Ana S.' });
  });

  it('the property page shows real reviews newest first with the host reply, and aggregateRating counts only them', async () => {
    const fixture = await bookingFixture({ capacity: 2, units: 2 });
    const first = data(await book(guestInput(fixture, { guests: 1, guest: { name: 'Ana Souza', email: 'ana.r@example.com' } })));
    const second = data(await book(guestInput(fixture, { guests: 1, guest: { name: 'Marco Rossi', email: 'marco.r@example.com' } })));
    await env.DB.prepare("UPDATE reservations SET status = 'checked_out' WHERE code IN (?, ?)").bind(first.code, second.code).run();
    expect((await postForm(`/reserva/${tokenOf(first.manageUrl)}/avaliacao`, { rating: '5', text: 'Perfeito, voltaremos com certeza.' })).status).toBe(303);
    expect((await postForm(`/reserva/${tokenOf(second.manageUrl)}/avaliacao`, { rating: '4', text: 'Muito bom, café excelente.' })).status).toBe(303);
    await env.DB.prepare("UPDATE reviews SET reply = 'Obrigado, Ana!' WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(first.code).run();

    const html = await (await selfFetch(`${ORIGIN}/property/${fixture.propertyId}`)).text();
    expect(html).toContain('data-testid="real-reviews"');
    const marco = html.indexOf('Muito bom, café excelente.');
    const ana = html.indexOf('Perfeito, voltaremos com certeza.');
    expect(marco).toBeGreaterThan(0);
    expect(ana).toBeGreaterThan(marco);
    expect(html).toContain('Obrigado, Ana!');
    expect(html).toContain('Resposta do anfitrião');
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const business = ld.find((item) => item['@type'] === 'LodgingBusiness');
    expect(business?.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });
});
