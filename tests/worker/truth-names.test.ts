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
