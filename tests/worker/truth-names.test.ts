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
import { data as answer, mutate, newHost, query } from './reservations-support';
import { call, hostWithCookie } from './account-support';

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
    // An Italian guest: none written in Italian, the main language's name with its lang.
    const italian = await book(guestInput(fixture, { locale: 'it', checkIn: day(40), checkOut: day(42) }));
    expect(italian.status).toBe(200);
    expect(await html(new URL((data(italian) as { manageUrl: string }).manageUrl).pathname)).toContain('<span lang="pt-BR">Duplo</span>');
  });
});

/** A page holds this text or pattern (said without printing the whole page when it does not). */
const holds = (page: string, pattern: RegExp | string) => expect(typeof pattern === 'string' ? page.includes(pattern) : pattern.test(page), String(pattern)).toBe(true);

describe('names per language without JavaScript (POST /dashboard/nomes)', () => {
  it("a room type's, a plan's and an add-on's names are saved by the plain form post and read back; a refusal keeps what was typed; another host's row is not found", async () => {
    const owner = await hostWithCookie('Nina Sem Script');
    const host = { token: owner.session.access_token, id: owner.hostId };
    const property = answer(await mutate(host, 'host.properties.create', { name: 'Pousada Sem Script', kind: 'inn', city: 'Paraty', country: 'BR' })) as { id: number };
    const roomType = answer(await mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Quarto Duplo', capacity: 2, baseRateCents: 20_000, units: 1 })) as { id: number };
    const addon = answer(await mutate(host, 'host.addons.create', { propertyId: property.id, name: 'Café da manhã', priceCents: 3_000, per: 'guest_night', optional: true })) as { id: number };
    type Pricing = { roomTypes: { id: number; plans: { id: number; name: string; names: Record<string, string>; standard: boolean }[] }[]; addons: { id: number; name: string; names: Record<string, string>; priceCents: number; per: string; optional: boolean }[] };
    const pricing = async () => answer(await query(host, 'host.pricing.get', { propertyId: property.id })) as Pricing;
    const plan = (await pricing()).roomTypes[0]!.plans.find((row) => row.standard)!;
    const names = (prefix: string, values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([locale, value]) => [`${prefix}_${locale}`, value]));
    const post = (path: string, fields: Record<string, string>, cookie = owner.cookie) => call(path, { cookie, form: fields });

    // The room type form, as the property editor renders it (names per language with the main name).
    const room = await post('/en/dashboard/nomes', { kind: 'roomType', id: String(roomType.id), propertyId: String(property.id), anchor: `room-type-${roomType.id}`, roomTypeName: 'Quarto Casal', ...names('roomTypeName', { pt: '', en: 'Double Room', es: 'Habitación doble', it: '' }) });
    expect(room.status).toBe(303);
    expect(room.headers.get('location')).toBe(`/en/dashboard/propriedades/${property.id}?saved=roomType-${roomType.id}#room-type-${roomType.id}`);
    const list = answer(await query(host, 'host.roomTypes.list', { propertyId: property.id })) as { id: number; name: string; names: Record<string, string> }[];
    expect(list.find((row) => row.id === roomType.id)).toMatchObject({ name: 'Quarto Casal', names: { en: 'Double Room', es: 'Habitación doble' } });
    const editor = (await (await call(`/en/dashboard/propriedades/${property.id}?saved=roomType-${roomType.id}`, { cookie: owner.cookie })).text()).replace(/<!-- -->/g, '');
    holds(editor, /<input[^>]*value="Habitación doble"/);
    holds(editor, /<form[^>]*action="\/en\/dashboard\/nomes"[^>]*method="post"|<form[^>]*method="post"[^>]*action="\/en\/dashboard\/nomes"/);
    holds(editor, /role="status"[^>]*>Changes saved\./);

    // The standard plan (opened by its Edit link: ?edit=ratePlan-N) and the add-on (its price, charge and choice kept).
    const plans = (await (await call(`/dashboard/planos?property=${property.id}&edit=ratePlan-${plan.id}`, { cookie: owner.cookie })).text()).replace(/<!-- -->/g, '');
    holds(plans, `href="/dashboard/planos?property=${property.id}&amp;edit=ratePlan-${plan.id}#plan-form-${roomType.id}"`);
    holds(plans, new RegExp(`<input[^>]*name="id"[^>]*value="${plan.id}"|<input[^>]*value="${plan.id}"[^>]*name="id"`));
    const planned = await post('/dashboard/nomes', { kind: 'ratePlan', id: String(plan.id), propertyId: String(property.id), anchor: `plan-form-${roomType.id}`, planName: 'Flexível', ...names('planName', { en: 'Flexible', it: 'Flessibile' }) });
    expect(planned.headers.get('location')).toBe(`/dashboard/planos?property=${property.id}&saved=ratePlan-${plan.id}#plan-form-${roomType.id}`);
    const added = await post('/es/dashboard/nomes', { kind: 'addon', id: String(addon.id), propertyId: String(property.id), anchor: 'addon-form-title', addonName: 'Café da manhã', ...names('addonName', { en: 'Breakfast', es: 'Desayuno' }) });
    expect(added.headers.get('location')).toBe(`/es/dashboard/planos?property=${property.id}&saved=addon-${addon.id}#addon-form-title`);
    const after = await pricing();
    expect(after.roomTypes[0]!.plans.find((row) => row.id === plan.id)).toMatchObject({ name: 'Flexível', names: { en: 'Flexible', it: 'Flessibile' } });
    expect(after.addons.find((row) => row.id === addon.id)).toMatchObject({ name: 'Café da manhã', names: { en: 'Breakfast', es: 'Desayuno' }, priceCents: 3_000, per: 'guest_night', optional: true });

    // Refused (no main name, a name too long): back to the form with what was typed, each error at its field.
    const refused = await post('/en/dashboard/nomes', { kind: 'addon', id: String(addon.id), propertyId: String(property.id), anchor: 'addon-form-title', addonName: '', ...names('addonName', { en: 'Breakfast buffet', it: 'x'.repeat(81) }) });
    const location = new URL(refused.headers.get('location')!, ORIGIN);
    expect(location.pathname).toBe('/en/dashboard/planos');
    expect(location.searchParams.get('edit')).toBe(`addon-${addon.id}`);
    expect(JSON.parse(location.searchParams.get('errors')!)).toMatchObject({ name: expect.any(String), 'names.it': 'too_long' });
    const shown = (await (await call(`${location.pathname}${location.search}`, { cookie: owner.cookie })).text()).replace(/<!-- -->/g, '');
    holds(shown, /<input[^>]*value="Breakfast buffet"/);
    holds(shown, /aria-invalid="true"[^>]*name="addonName_it"|name="addonName_it"[^>]*aria-invalid="true"/);
    expect((await pricing()).addons.find((row) => row.id === addon.id)).toMatchObject({ name: 'Café da manhã', names: { en: 'Breakfast', es: 'Desayuno' } });

    // Another host posting this host's room type: NOT_FOUND, nothing written.
    const other = await hostWithCookie('Outra Anfitriã');
    const stranger = await post('/dashboard/nomes', { kind: 'roomType', id: String(roomType.id), propertyId: String(property.id), roomTypeName: 'Invadido' }, other.cookie);
    expect(JSON.parse(new URL(stranger.headers.get('location')!, ORIGIN).searchParams.get('errors')!)).toEqual({ form: 'NOT_FOUND' });
    expect((answer(await query(host, 'host.roomTypes.list', { propertyId: property.id })) as { name: string }[])[0]!.name).toBe('Quarto Casal');
    // Signed out: to the sign-in page; from another site: refused.
    expect((await call('/dashboard/nomes', { form: { kind: 'roomType', id: String(roomType.id), propertyId: String(property.id) } })).headers.get('location')).toBe('/login');
    expect((await call('/dashboard/nomes', { cookie: owner.cookie, origin: 'https://evil.example', form: { kind: 'roomType', id: String(roomType.id), propertyId: String(property.id) } })).status).toBe(403);
  });
});
