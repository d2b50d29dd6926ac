/**
 * The host's own booking site (issue 45): the scheduled messages of a stay booked on the site
 * link to the site's address for every guest page — the online check-in (pre-arrival, arrival
 * day) at /s/{slug}/reserva/{token}/check-in and the review (after the stay) at
 * /s/{slug}/reserva/{token}/avaliacao, or the same paths without /s/{slug} at the custom domain —
 * and those pages exist there, in the site's frame (no Estadia header), with their no-JS posts
 * coming back to them. A stay booked on the marketplace, or on a site that no longer shows the
 * property, keeps the marketplace's links.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { book, bookingFixture, data, day, guestInput, type BookingFixture } from './booking-support';
import { withBodies } from './mail-bodies-support';
import { sendDueMessages } from '../../worker/journey/messages';
import type { MessageEvent } from '../../shared/journey/templates';
import { localizePath, type Locale } from '../../shared/locales';

const BASE = () => env.SITE_URL.replace(/\/$/, '');
const ESTADIA_HEADER = 'data-island="header"';

async function siteFor(fixture: BookingFixture, slug: string, domain: string | null = null, propertyIds = [fixture.propertyId]) {
  await env.DB.prepare(
    `INSERT INTO host_sites (host_id, slug, name, color_primary, color_accent, font, property_ids, custom_domain, updated_at) VALUES (?, ?, ?, '#7c2d12', '#0b4f8a', 'serif', ?, ?, ?)`,
  )
    .bind(fixture.hostId, slug, `Pousada ${slug}`, JSON.stringify(propertyIds), domain, new Date().toISOString())
    .run();
}

const newSlug = () => `trip-${crypto.randomUUID().slice(0, 8)}`;

const page = async (path: string, headers: Record<string, string> = {}) => {
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

/** Books confirmed stays (São Paulo time), made "today" at 09:00 local. */
async function confirmedStay(fixture: BookingFixture, locale: Locale, site: string | undefined, checkIn: number, checkOut: number): Promise<string> {
  const result = data(await book(guestInput(fixture, { locale, ...(site ? { site } : {}), checkIn: day(checkIn), checkOut: day(checkOut) })));
  await env.DB.prepare("UPDATE reservations SET status = 'confirmed', created_at = ? WHERE code = ?").bind(`${day(0)}T12:00:00.000Z`, result.code).run();
  return result.code as string;
}

/** The text of the message `event` the job sent for a stay. */
async function messageText(code: string, event: MessageEvent): Promise<string> {
  const { results } = await env.DB.prepare('SELECT m.* FROM mail_outbox m JOIN reservations r ON r.id = m.reservation_id WHERE r.code = ? AND m.kind = ?').bind(code, `message_${event}`).all<{ text: string; html: string }>();
  const [mail] = await withBodies(results);
  expect(mail, `${event} of ${code}`).toBeDefined();
  return (mail as { text: string }).text;
}

/** The job's run at 12:00 in São Paulo on `day(offset)`. */
const runAt = (offset: number) => sendDueMessages(env, env.DB, Date.parse(`${day(offset)}T15:00:00Z`), 100_000);

const urlIn = (text: string, pattern: RegExp) => {
  const found = pattern.exec(text);
  expect(found, `${pattern} in ${text}`).not.toBeNull();
  return found![0];
};

describe('the scheduled messages of a stay booked on the host’s own site', () => {
  it.each(['pt', 'en'] as Locale[])('%s: the pre-arrival and arrival-day check-in links open the site’s check-in page, in its frame', async (locale) => {
    const fixture = await bookingFixture({ units: 2, columns: { timezone: 'America/Sao_Paulo' } });
    const slug = newSlug();
    await siteFor(fixture, slug);
    const onSite = await confirmedStay(fixture, locale, slug, 20, 22);
    const onMarketplace = await confirmedStay(fixture, locale, undefined, 20, 22);
    await runAt(17); // three days before arrival
    await runAt(20); // the arrival day
    const sitePath = new RegExp(`${BASE()}${localizePath(`/s/${slug}/reserva/`, locale).replace(/\/$/, '')}/[A-Za-z0-9_-]+/check-in`);
    for (const event of ['pre_arrival', 'arrival_day'] as const) {
      const url = urlIn(await messageText(onSite, event), sitePath);
      const checkin = await page(new URL(url).pathname);
      expect(checkin.status).toBe(200);
      expect(checkin.html).toContain(`data-site="${slug}"`);
      expect(checkin.html).toContain(`Pousada ${slug}`);
      expect(checkin.html).not.toContain(ESTADIA_HEADER);
      // The form posts to the site's path, and its manage link is the site's.
      expect(checkin.html).toContain(`action="${new URL(url).pathname}"`);
      expect(checkin.html).toContain(`href="${new URL(url).pathname.replace(/\/check-in$/, '')}"`);
      const marketplace = await messageText(onMarketplace, event);
      expect(marketplace).toMatch(new RegExp(`${BASE()}${localizePath('/reserva/', locale).replace(/\/$/, '')}/[A-Za-z0-9_-]+/check-in`));
      expect(marketplace).not.toContain('/s/');
    }
  });

  it('the review link after the stay opens the site’s review page, whose no-JS post comes back to it', async () => {
    const fixture = await bookingFixture({ units: 2, columns: { timezone: 'America/Sao_Paulo' } });
    const slug = newSlug();
    await siteFor(fixture, slug);
    const onSite = await confirmedStay(fixture, 'en', slug, 5, 7);
    const onMarketplace = await confirmedStay(fixture, 'en', undefined, 5, 7);
    await runAt(8); // the day after check-out
    const url = urlIn(await messageText(onSite, 'post_checkout'), new RegExp(`${BASE()}/en/s/${slug}/reserva/[A-Za-z0-9_-]+/avaliacao`));
    const path = new URL(url).pathname;
    // The page takes a review once the stay is over by the real clock: the stay moves to the past.
    await env.DB.prepare('UPDATE reservations SET check_in = ?, check_out = ? WHERE code = ?').bind(day(-3), day(-1), onSite).run();
    const review = await page(path);
    expect(review.status).toBe(200);
    expect(review.html).toContain(`data-site="${slug}"`);
    expect(review.html).not.toContain(ESTADIA_HEADER);
    expect(review.html).toContain(`action="${path}"`);
    // The property link stays on the site.
    expect(review.html).toContain(`href="/en/s/${slug}/p/${fixture.propertyId}"`);
    // A refused post (no rating) and a good one both come back to the site's page.
    const refused = await postForm(path, { text: 'Lovely stay by the sea.' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toMatch(new RegExp(`^${path}\\?errors=`));
    const sent = await postForm(path, { rating: '5', text: 'Lovely stay by the sea, we will be back.' });
    expect(sent.headers.get('location')).toBe(`${path}?sent=1`);
    expect(await env.DB.prepare('SELECT rating FROM reviews WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)').bind(onSite).first('rating')).toBe(5);
    const marketplace = await messageText(onMarketplace, 'post_checkout');
    expect(marketplace).toMatch(new RegExp(`${BASE()}/en/reserva/[A-Za-z0-9_-]+/avaliacao`));
    expect(marketplace).not.toContain('/s/');
  });

  it('at the custom domain: check-in and review links on the domain, and the pages answer there by Host', async () => {
    const fixture = await bookingFixture({ units: 1, columns: { timezone: 'America/Sao_Paulo' } });
    const slug = newSlug();
    const domain = `${slug}.example.net`;
    await siteFor(fixture, slug, domain);
    const code = await confirmedStay(fixture, 'it', slug, 5, 7);
    await runAt(2);
    await runAt(8);
    const checkinUrl = urlIn(await messageText(code, 'pre_arrival'), new RegExp(`https://${domain.replace(/\./g, '\\.')}/it/reserva/[A-Za-z0-9_-]+/check-in`));
    const reviewUrl = urlIn(await messageText(code, 'post_checkout'), new RegExp(`https://${domain.replace(/\./g, '\\.')}/it/reserva/[A-Za-z0-9_-]+/avaliacao`));
    for (const url of [checkinUrl, reviewUrl]) {
      const atDomain = await page(new URL(url).pathname, { host: domain });
      expect(atDomain.status).toBe(200);
      expect(atDomain.html).toContain(`data-site="${slug}"`);
      expect(atDomain.html).not.toContain(ESTADIA_HEADER);
    }
  });

  it('a site that no longer shows the property: the marketplace’s links; its pages are no page of the site', async () => {
    const fixture = await bookingFixture({ units: 1, columns: { timezone: 'America/Sao_Paulo' } });
    const slug = newSlug();
    await siteFor(fixture, slug);
    const code = await confirmedStay(fixture, 'pt', slug, 12, 14);
    await env.DB.prepare("UPDATE host_sites SET property_ids = '[]' WHERE slug = ?").bind(slug).run();
    await runAt(9);
    const text = await messageText(code, 'pre_arrival');
    const url = urlIn(text, new RegExp(`${BASE()}/reserva/[A-Za-z0-9_-]+/check-in`));
    expect(text).not.toContain('/s/');
    const token = new URL(url).pathname.split('/')[2]!;
    expect((await page(`/s/${slug}/reserva/${token}/check-in`)).status).toBe(404);
    expect((await page(`/s/${slug}/reserva/${token}/avaliacao`)).status).toBe(404);
    // The marketplace's page still opens.
    expect((await page(`/reserva/${token}/check-in`)).status).toBe(200);
  });
});
