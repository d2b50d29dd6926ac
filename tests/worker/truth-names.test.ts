/**
 * Issue 39, names: the standard plan has one name everywhere — its own (the host's, per language)
 * on the booking page, in the stay it sold and on the manage page, never a dictionary's stand-in
 * ("Tarifa flexível") — and host-named things in the guest's language, else the main language's
 * marked with its `lang`.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { book, bookingFixture, data, day, guestInput } from './booking-support';
import { withBody } from './mail-bodies-support';
import { data as answer, mutate, newHost } from './reservations-support';

async function html(path: string): Promise<string> {
  const response = await selfFetch(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': uniqueIp() } });
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, '');
}

describe('the standard plan has one name everywhere', () => {
  it("the booking page, the stay sold and the manage page say the plan's own name, in the guest's language or the main one with its lang", async () => {
    const fixture = await bookingFixture();
    const stay = `checkIn=${day(30)}&checkOut=${day(33)}&guests=2&roomType=${fixture.roomTypeId}`;
    // Never named by the host: its stored name, the workspace's, on the page too.
    const unnamed = await html(`/property/${fixture.propertyId}?${stay}`);
    expect(unnamed).toContain('<strong>Standard</strong>');
    expect(unnamed).not.toContain('Tarifa flexível');

    await env.DB.prepare(`UPDATE rate_plans SET name = 'Flexível', names = '{"en":"Flexible"}' WHERE room_type_id = ? AND standard = 1`).bind(fixture.roomTypeId).run();
    expect(await html(`/property/${fixture.propertyId}?${stay}`)).toContain('<strong>Flexível</strong>');
    expect(await html(`/en/property/${fixture.propertyId}?${stay}`)).toContain('<strong>Flexible</strong>');
    // Italian: none written, the main language's with its lang.
    expect(await html(`/it/property/${fixture.propertyId}?${stay}`)).toContain('<strong lang="pt-BR">Flexível</strong>');

    const booked = await book(guestInput(fixture, { locale: 'en' }));
    expect(booked.status).toBe(200);
    const { code, manageUrl } = data(booked) as { code: string; manageUrl: string };
    expect(await env.DB.prepare('SELECT rate_plan_name AS name FROM reservations WHERE code = ?').bind(code).first()).toEqual({ name: 'Flexible' });
    expect(await html(new URL(manageUrl).pathname.replace(/^\/reserva/, '/en/reserva'))).toContain('Rate: Flexible');
  });
});

describe('names per language: the editors and the guest after booking', () => {
  it('the room type editor, plans and add-ons have a name field per language (typed in that language, labelled); what is saved comes back filled in', async () => {
    const host = await newHost();
    const property = answer(await mutate(host, 'host.properties.create', { name: 'Pousada Nomes', kind: 'inn', city: 'Paraty', country: 'BR', published: true })) as { id: number };
    const roomType = answer(await mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Quarto Duplo', capacity: 2, baseRateCents: 20_000, units: 1 })) as { id: number };
    expect((await mutate(host, 'host.roomTypes.update', { id: roomType.id, beds: 2, names: { en: 'Double Room' } })).status).toBe(200);
    const page = async (path: string) => {
      const response = await selfFetch(`${ORIGIN}${path}`, { headers: { authorization: `Bearer ${host.token}` }, redirect: 'manual' });
      expect(response.status).toBe(200);
      return (await response.text()).replace(/<!-- -->/g, '');
    };
    const editor = await page(`/en/dashboard/propriedades/${property.id}`);
    for (const locale of ['pt', 'en', 'es', 'it']) expect(editor).toMatch(new RegExp(`<input[^>]*name="roomTypeName_${locale}"`));
    expect(editor).toMatch(/<input[^>]*lang="en"[^>]*name="roomTypeName_en"[^>]*value="Double Room"|<input[^>]*name="roomTypeName_en"[^>]*value="Double Room"[^>]*lang="en"|<input[^>]*value="Double Room"[^>]*name="roomTypeName_en"/);
    expect(editor).toContain('Name in English');
    expect(editor).toMatch(/<input[^>]*name="beds"[^>]*value="2"|<input[^>]*value="2"[^>]*name="beds"/);
    const plans = await page(`/en/dashboard/planos?property=${property.id}`);
    for (const field of ['planName', 'addonName']) {
      for (const locale of ['pt', 'en', 'es', 'it']) expect(plans, `${field}_${locale}`).toMatch(new RegExp(`<input[^>]*name="${field}_${locale}"`));
    }
    expect(plans).toContain('Name in Italian');
  });

  it("the manage page and the guest's mail name the room in the guest's language", async () => {
    const fixture = await bookingFixture();
    await env.DB.prepare(`UPDATE room_types SET names = '{"en":"Double Room"}' WHERE id = ?`).bind(fixture.roomTypeId).run();
    const booked = await book(guestInput(fixture, { locale: 'en' }));
    expect(booked.status).toBe(200);
    const { code, manageUrl } = data(booked) as { code: string; manageUrl: string };
    const manage = await html(new URL(manageUrl).pathname);
    expect(manage).toContain('Double Room');
    expect(manage).not.toContain('Duplo');
    const mail = await withBody(await env.DB.prepare("SELECT html, text, body_key, id, host_id FROM mail_outbox WHERE kind = 'booking_guest' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(code).first<{ html: string; text: string; body_key: string | null }>());
    expect(mail!.text).toContain('Double Room');
  });
});
