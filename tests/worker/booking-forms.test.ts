import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { book, bookingFixture, day, guestInput } from './booking-support';
import { localizePath, type Locale } from '../../shared/locales';

async function page(path: string) {
  const response = await selfFetch(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': uniqueIp() }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

function postForm(path: string, fields: Record<string, string>) {
  return selfFetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The value of the form control named `name` in server-rendered HTML. */
function valueOf(html: string, name: string): string | null {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (input) return decode(/value="([^"]*)"/.exec(input)?.[1] ?? '');
  const area = new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html);
  return area ? decode(area[1]!) : null;
}

const typed = { name: 'Joana Lima', email: 'joana.lima@', phone: '+55 21 98888-0000', arrivalTime: '16:30', notes: 'Chegamos de ônibus, com "bebê" & carrinho' };

describe('a refused no-JavaScript booking keeps what the guest typed', () => {
  it.each(['pt', 'en'] as Locale[])('%s: a bad field → back to the form with every typed value, none of it in the URL', async (locale) => {
    const fixture = await bookingFixture({ units: 2 });
    const stay = { checkIn: day(80), checkOut: day(82), guests: '2' };
    const base = localizePath(`/property/${fixture.propertyId}`, locale);
    const answer = await postForm(`${base}/reservar`, { ...stay, roomTypeId: String(fixture.roomTypeId), ...typed, payment: 'at_property' });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(decodeURIComponent(location)).toContain('error=fields:guest.email');
    expect(location).toMatch(/[?&]draft=[A-Za-z0-9_-]{32}(&|#|$)/);
    for (const value of Object.values(typed)) expect(decodeURIComponent(location.replace(/\+/g, ' '))).not.toContain(value);

    const form = await page(location);
    expect(form.status).toBe(200);
    expect(form.html).toContain('role="alert"');
    for (const [field, value] of Object.entries(typed)) expect(valueOf(form.html, field), field).toBe(value);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?').bind(fixture.propertyId).first<{ n: number }>()).toEqual({ n: 0 });
    // Another visitor's page (no draft id, or a made-up one) shows an empty form.
    const other = await page(location.replace(/draft=[A-Za-z0-9_-]+/, `draft=${'A'.repeat(32)}`));
    expect(valueOf(other.html, 'name')).toBe('');
  });

  it('a stay taken meanwhile → the other options, and choosing one brings the details back', async () => {
    const fixture = await bookingFixture({ units: 1 });
    const stay = { checkIn: day(90), checkOut: day(92), guests: '2' };
    expect((await book(guestInput(fixture, { checkIn: stay.checkIn, checkOut: stay.checkOut }))).status).toBe(200);
    const answer = await postForm(`/property/${fixture.propertyId}/reservar`, { ...stay, roomTypeId: String(fixture.roomTypeId), ...typed, email: 'joana.lima@example.com', payment: 'at_property' });
    const location = answer.headers.get('location')!;
    expect(location).toContain('error=conflict');
    const draft = /draft=([A-Za-z0-9_-]+)/.exec(location)?.[1];
    expect(draft).toBeDefined();
    const options = await page(location);
    expect(options.html).toContain('role="alert"');
    // The room now free for other dates keeps the draft in its link.
    const later = { checkIn: day(94), checkOut: day(96), guests: '2' };
    const search = await page(`/property/${fixture.propertyId}?${new URLSearchParams({ ...later, draft: draft! })}`);
    expect(decode(search.html)).toMatch(new RegExp(`roomType=${fixture.roomTypeId}[^"]*draft=${draft}|draft=${draft}[^"]*roomType=${fixture.roomTypeId}`));
    const details = await page(`/property/${fixture.propertyId}?${new URLSearchParams({ ...later, roomType: String(fixture.roomTypeId), draft: draft! })}`);
    expect(valueOf(details.html, 'name')).toBe(typed.name);
    expect(valueOf(details.html, 'email')).toBe('joana.lima@example.com');
    expect(valueOf(details.html, 'notes')).toBe(typed.notes);
  });
});
