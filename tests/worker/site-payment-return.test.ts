/**
 * The host's own booking site (issue 45) with a payment online (issue 42): the provider sends the
 * guest back to the page they booked on — the site's manage page — when the booking is made, when
 * the guest's page asks for a new charge (booking.pay), and the cancellation mail links there too.
 * A booking made on the marketplace keeps the marketplace's page.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { localizePath } from '../../shared/locales';
import { bookOnline, data, mutate, onlineHost, providerCalls, type OnlineHost } from './online-pay-support';
import { withBodies } from './mail-bodies-support';

const base = () => env.SITE_URL.replace(/\/$/, '');
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

async function siteOf(online: OnlineHost): Promise<string> {
  const slug = `pay-${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare(
    `INSERT INTO host_sites (host_id, slug, name, color_primary, color_accent, font, property_ids, updated_at) VALUES (?, ?, ?, '#7c2d12', '#0b4f8a', 'serif', ?, ?)`,
  )
    .bind(online.host.id, slug, `Pousada ${slug}`, JSON.stringify([online.stay.propertyId]), new Date().toISOString())
    .run();
  return slug;
}

/** Where the provider was told to send the payer back, for the last charge of this host's key. */
async function backUrls(online: OnlineHost): Promise<string[]> {
  const calls = (await providerCalls(online)).filter((call) => call.method === 'POST');
  return calls.flatMap((call) => {
    const body = call.body as { back_urls?: { success?: string }; success_url?: string };
    return [body.back_urls?.success, body.success_url].filter((url): url is string => Boolean(url));
  });
}

describe('a stay booked on the host’s site and paid online returns to the site', () => {
  it('Mercado Pago: the preference’s back URL is the site’s manage page (en)', async () => {
    const online = await onlineHost('mercadopago');
    const slug = await siteOf(online);
    const booked = data(await bookOnline(online, { site: slug, locale: 'en' }));
    const expected = `${base()}${localizePath(`/s/${slug}/reserva/${tokenOf(booked.manageUrl)}`, 'en')}`;
    expect(await backUrls(online)).toEqual([expected]);
  });

  it('Stripe: the session’s success URL is the site’s manage page; booking.pay after it expired asks with the site’s page again', async () => {
    const online = await onlineHost('stripe');
    const slug = await siteOf(online);
    const booked = data(await bookOnline(online, { site: slug }));
    const token = tokenOf(booked.manageUrl);
    const expected = `${base()}${localizePath(`/s/${slug}/reserva/${token}`, 'pt')}`;
    expect(await backUrls(online)).toEqual([expected]);
    // The charge expired: the guest's page asks for a new one.
    await env.DB.prepare("UPDATE payment_charges SET expires_at = '2000-01-01T00:00:00.000Z' WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(booked.code).run();
    const again = await mutate(null, 'booking.pay', { token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await backUrls(online)).toEqual([expected, expected]);
  });

  it('once the site no longer shows the property, booking.pay returns to the marketplace’s page (the site’s would not open)', async () => {
    const online = await onlineHost('stripe');
    const slug = await siteOf(online);
    const booked = data(await bookOnline(online, { site: slug }));
    const token = tokenOf(booked.manageUrl);
    await env.DB.prepare("UPDATE host_sites SET property_ids = '[]' WHERE slug = ?").bind(slug).run();
    await env.DB.prepare("UPDATE payment_charges SET expires_at = '2000-01-01T00:00:00.000Z' WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(booked.code).run();
    const again = await mutate(null, 'booking.pay', { token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await backUrls(online)).at(-1)).toBe(`${base()}/reserva/${token}`);
  });

  it('the guest’s cancellation mail names the site’s manage page (its reservation data for mail apps)', async () => {
    const online = await onlineHost('mercadopago');
    const slug = await siteOf(online);
    const booked = data(await bookOnline(online, { site: slug }));
    const token = tokenOf(booked.manageUrl);
    const cancelled = await mutate(null, 'booking.cancel', { token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const { results } = await env.DB.prepare("SELECT m.* FROM mail_outbox m JOIN reservations r ON r.id = m.reservation_id WHERE r.code = ? AND m.kind = 'cancel_guest'").bind(booked.code).all();
    const [mail] = await withBodies(results);
    const html = (mail as { html: string }).html;
    expect(html).toContain(`"url":"${base()}/s/${slug}/reserva/${token}"`);
    expect(html).not.toContain(`${base()}/reserva/${token}`);
  });

  it('booked on the marketplace, the provider returns to the marketplace’s manage page', async () => {
    const online = await onlineHost('mercadopago');
    await siteOf(online);
    const booked = data(await bookOnline(online));
    expect(await backUrls(online)).toEqual([`${base()}/reserva/${tokenOf(booked.manageUrl)}`]);
  });
});
