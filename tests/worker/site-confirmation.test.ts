/**
 * The host's own booking site (issue 45): a stay booked through the site is confirmed and managed
 * in the site's chrome (its name, colours, a link back to it; no Estadia header, footer or chat),
 * without JavaScript here (the booking form's post), and its cancel post comes back to it; a stay
 * of a property the site does not list is no page of the site; at the custom domain,
 * /reserva/{token} is the site's page too.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { bookingFixture, day, type BookingFixture } from './booking-support';
import { localizePath, type Locale } from '../../shared/locales';

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await selfFetch(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': uniqueIp(), ...headers }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
};
const postForm = (path: string, fields: Record<string, string>) =>
  selfFetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

async function siteFor(fixture: BookingFixture, slug: string, domain: string | null = null) {
  await env.DB.prepare(
    `INSERT INTO host_sites (host_id, slug, name, color_primary, color_accent, font, property_ids, custom_domain, updated_at) VALUES (?, ?, ?, '#7c2d12', '#0b4f8a', 'serif', ?, ?, ?)`,
  )
    .bind(fixture.hostId, slug, `Pousada ${slug}`, JSON.stringify([fixture.propertyId]), domain, new Date().toISOString())
    .run();
}

const ESTADIA_HEADER = 'data-island="header"';

describe('the confirmation of a stay booked through the site', () => {
  let fixture: BookingFixture;
  const slug = `conf-${crypto.randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    fixture = await bookingFixture({ units: 3 });
    await siteFor(fixture, slug, `${slug}.example.net`);
  });

  it.each(['pt', 'en'] as Locale[])('%s: without JavaScript the booking post lands on the site’s own confirmation, in its chrome', async (locale) => {
    const sitePage = `/s/${slug}/p/${fixture.propertyId}`;
    const stay = locale === 'pt' ? { checkIn: day(60), checkOut: day(62) } : { checkIn: day(64), checkOut: day(66) };
    const answer = await postForm(localizePath(`/property/${fixture.propertyId}/reservar`, locale), {
      ...stay,
      guests: '2',
      roomTypeId: String(fixture.roomTypeId),
      name: 'Joana Lima',
      email: 'joana.lima@example.com',
      payment: 'at_property',
      page: sitePage,
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${localizePath(`/s/${slug}/reserva/`, locale)}[A-Za-z0-9_-]{20,100}\\?booked=1$`));
    const page = await get(location);
    expect(page.status).toBe(200);
    // The site's chrome: its name, its theme on the wrapper, a link back to it; no Estadia header, footer or chat.
    expect(page.html).toContain(`data-site="${slug}"`);
    expect(page.html).toContain(`Pousada ${slug}`);
    expect(page.html).toMatch(/--primary__[a-z0-9]+:#7c2d12/);
    expect(page.html).toContain(`href="${localizePath(`/s/${slug}`, locale)}"`);
    expect(page.html).toContain(`href="${localizePath(sitePage, locale)}"`);
    expect(page.html).not.toContain(ESTADIA_HEADER);
    expect(page.html).not.toContain('data-island="chat"');
    expect(page.html).toContain('<meta name="robots" content="noindex');
    // The booking itself: its code, and its cancel form posting to the site's page.
    const token = location.split('/reserva/')[1]!.split('?')[0]!;
    const code = await env.DB.prepare('SELECT code FROM reservations WHERE property_id = ? AND check_in = ?').bind(fixture.propertyId, stay.checkIn).first<string>('code');
    expect(page.html).toContain(code!);
    expect(page.html).toContain(`action="${localizePath(`/s/${slug}/reserva/${token}/cancelar`, locale)}"`);
  });

  it('its cancel post comes back to the site’s page; at the custom domain /reserva/{token} is the site’s page', async () => {
    const booked = await postForm(`/property/${fixture.propertyId}/reservar`, {
      checkIn: day(70),
      checkOut: day(72),
      guests: '2',
      roomTypeId: String(fixture.roomTypeId),
      name: 'Rui Costa',
      email: 'rui.costa@example.com',
      payment: 'at_property',
      page: `/s/${slug}/p/${fixture.propertyId}`,
    });
    const token = booked.headers.get('location')!.split('/reserva/')[1]!.split('?')[0]!;
    const ask = await postForm(`/s/${slug}/reserva/${token}/cancelar`, {});
    expect(ask.headers.get('location')).toBe(`/s/${slug}/reserva/${token}?cancel=ask#cancel`);
    const cancelled = await postForm(`/s/${slug}/reserva/${token}/cancelar`, { confirm: 'yes' });
    expect(cancelled.headers.get('location')).toBe(`/s/${slug}/reserva/${token}?cancelled=1`);
    expect(await env.DB.prepare('SELECT status FROM reservations WHERE property_id = ? AND check_in = ?').bind(fixture.propertyId, day(70)).first('status')).toBe('cancelled');

    const atDomain = await get(`/reserva/${token}`, { host: `${slug}.example.net` });
    expect(atDomain.status).toBe(200);
    expect(atDomain.html).toContain(`data-site="${slug}"`);
    expect(atDomain.html).not.toContain(ESTADIA_HEADER);
    // On the platform, /reserva/{token} is still the marketplace's page.
    const platform = await get(`/reserva/${token}`);
    expect(platform.html).toContain(ESTADIA_HEADER);
  });

  it('a stay of a property the site does not list is no page of the site', async () => {
    const other = await bookingFixture({ units: 1 });
    const booked = await postForm(`/property/${other.propertyId}/reservar`, {
      checkIn: day(74),
      checkOut: day(76),
      guests: '2',
      roomTypeId: String(other.roomTypeId),
      name: 'Ana Souza',
      email: 'ana.souza@example.com',
      payment: 'at_property',
    });
    const location = booked.headers.get('location')!;
    expect(location).toMatch(/^\/reserva\/[A-Za-z0-9_-]{20,100}\?booked=1$/);
    const token = location.split('/reserva/')[1]!.split('?')[0]!;
    expect((await get(`/s/${slug}/reserva/${token}`)).status).toBe(404);
  });
});
