import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { day } from './booking-support';
import { localizePath, type Locale } from '../../shared/locales';
import { formatDate } from '../../shared/format';

const DEMO_PROPERTY = 1;

async function page(path: string) {
  const response = await selfFetch(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': uniqueIp() }, redirect: 'manual' });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

function postForm(path: string, fields: Record<string, string>) {
  return selfFetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

describe('the property page is the booking page (no JavaScript: links, GET and POST forms)', () => {
  it.each(['pt', 'en', 'es', 'it'] as Locale[])('%s: dates → rooms with the price → details → POST → confirmation → .ics → cancel', async (locale) => {
    // Pick a stay the demo seed leaves free: a different month per locale.
    const offset = { pt: 300, en: 310, es: 320, it: 330 }[locale];
    const stay = { checkIn: day(offset), checkOut: day(offset + 3), guests: '2' };
    const base = localizePath(`/property/${DEMO_PROPERTY}`, locale);

    const withDates = await page(`${base}?${new URLSearchParams(stay)}`);
    expect(withDates.status).toBe(200);
    const roomType = await env.DB.prepare('SELECT id, name FROM room_types WHERE property_id = ? ORDER BY position, id LIMIT 1').bind(DEMO_PROPERTY).first<{ id: number; name: string }>();
    const availability = await env.DB.prepare('SELECT COUNT(*) AS n FROM rates WHERE room_type_id = ?').bind(roomType!.id).first<{ n: number }>();
    expect(availability!.n).toBeGreaterThan(0);
    expect(decode(withDates.html)).toContain(`roomType=${roomType!.id}`);
    expect(withDates.html).toContain('data-testid="stay-price"');

    const chosen = await page(`${base}?${new URLSearchParams({ ...stay, roomType: String(roomType!.id) })}`);
    expect(chosen.status).toBe(200);
    expect(chosen.html).toContain(`action="${localizePath(`/property/${DEMO_PROPERTY}/reservar`, locale)}"`);
    expect(chosen.html).toContain('data-testid="total"');
    const token = /name="clientToken" value="([0-9a-f]+)"/.exec(chosen.html)?.[1];
    expect(token).toMatch(/^[0-9a-f]{36}$/);

    const fields = { ...stay, roomTypeId: String(roomType!.id), clientToken: token!, name: 'Joana Lima', email: `joana.${locale}@example.com`, phone: '+55 21 98888-0000', arrivalTime: '16:00', notes: '', payment: 'at_property' };
    const booked = await postForm(`${base}/reservar`, fields);
    expect(booked.status).toBe(303);
    const location = booked.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${localizePath('/reserva/', locale).replace(/\//g, '\\/')}[A-Za-z0-9_-]{43}\\d+\\?booked=1$`));
    // The same form posted again (a reload, a double click) books once and lands on the same page.
    const again = await postForm(`${base}/reservar`, fields);
    expect(again.headers.get('location')).toBe(location);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM reservations WHERE property_id = ? AND check_in = ? AND status = 'confirmed'").bind(DEMO_PROPERTY, stay.checkIn).first<{ n: number }>()).toEqual({ n: 1 });

    const confirmation = await page(location);
    expect(confirmation.status).toBe(200);
    expect(confirmation.html).toContain('data-testid="confirmation"');
    expect(confirmation.html).toMatch(/EST-[2-9A-Z]{5}/);
    expect(confirmation.html).toContain('noindex');

    const managePath = location.split('?')[0]!;
    const ics = await selfFetch(`${ORIGIN}${managePath}/calendar.ics`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const calendar = await ics.text();
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${stay.checkIn.replace(/-/g, '')}`);
    expect(calendar).toContain(`DTEND;VALUE=DATE:${stay.checkOut.replace(/-/g, '')}`);

    // Issue 40: the first post (no JavaScript) only asks: back to the page, which says the dates and what is refunded.
    const asked = await postForm(`${managePath}/cancelar`, {});
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(`${managePath}?cancel=ask#cancel`);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM reservations WHERE property_id = ? AND check_in = ? AND status = 'confirmed'").bind(DEMO_PROPERTY, stay.checkIn).first<{ n: number }>()).toEqual({ n: 1 });
    const question = await page(`${managePath}?cancel=ask`);
    expect(question.html).toContain('data-testid="cancel-ask"');
    expect(question.html).toContain('name="confirm" value="yes"');
    expect(question.html).toContain(formatDate(stay.checkIn, locale));
    const cancelled = await postForm(`${managePath}/cancelar`, { confirm: 'yes' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${managePath}?cancelled=1`);
    const after = await page(cancelled.headers.get('location')!);
    expect(after.html).toContain('data-status="cancelled"');
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM reservations WHERE property_id = ? AND check_in = ? AND status = 'cancelled'").bind(DEMO_PROPERTY, stay.checkIn).first<{ n: number }>()).toEqual({ n: 1 });
  });

  it('a taken stay sends the guest back to the other options, and bad fields back to the form', async () => {
    const stay = { checkIn: day(340), checkOut: day(342), guests: '2' };
    const roomType = await env.DB.prepare('SELECT id FROM room_types WHERE property_id = ? LIMIT 1').bind(DEMO_PROPERTY).first<{ id: number }>();
    const fields = { ...stay, roomTypeId: String(roomType!.id), name: 'Ana', email: 'ana@example.com', payment: 'at_property' };
    expect((await postForm(`/property/${DEMO_PROPERTY}/reservar`, fields)).status).toBe(303);
    const taken = await postForm(`/property/${DEMO_PROPERTY}/reservar`, { ...fields, email: 'other@example.com' });
    expect(taken.headers.get('location')).toContain('error=conflict');
    const conflictPage = await page(taken.headers.get('location')!);
    expect(conflictPage.html).toContain('role="alert"');
    const bad = await postForm(`/property/${DEMO_PROPERTY}/reservar`, { ...fields, checkIn: day(350), checkOut: day(352), name: '<b>x</b>' });
    expect(decodeURIComponent(bad.headers.get('location')!)).toContain('error=fields:guest.name');
  });

  it('an unknown manage link is a 404 that is not indexed', async () => {
    const missing = await page(`/reserva/${'x'.repeat(43)}`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('noindex');
  });
});
