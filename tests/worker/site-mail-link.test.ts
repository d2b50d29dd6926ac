/**
 * The host's own booking site (issue 45): the guest's mail for a stay booked on the site links to
 * the site's manage page — `/s/{slug}/reserva/{token}` on the platform, `/reserva/{token}` at the
 * custom domain — with JavaScript (booking.create's `site`) and without (the form's page). A slug
 * of another host's site, or of a site that does not show the property, is ignored: the link is
 * the marketplace's, as for a booking made there. The site is stored on the stay (site_slug) so
 * the mail a later payment sends (confirmed) keeps the site's link.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { book, bookingFixture, data, day, guestInput, type BookingFixture } from './booking-support';
import { withBodies } from './mail-bodies-support';
import { localizePath, type Locale } from '../../shared/locales';
import { reservationById } from '../../worker/db/booking';
import { confirmedMailStatements } from '../../worker/payments/confirmed-mail';
import { sendDueMessages } from '../../worker/journey/messages';

async function siteFor(fixture: BookingFixture, slug: string, domain: string | null = null, propertyIds = [fixture.propertyId]) {
  await env.DB.prepare(
    `INSERT INTO host_sites (host_id, slug, name, color_primary, color_accent, font, property_ids, custom_domain, updated_at) VALUES (?, ?, ?, '#7c2d12', '#0b4f8a', 'serif', ?, ?, ?)`,
  )
    .bind(fixture.hostId, slug, `Pousada ${slug}`, JSON.stringify(propertyIds), domain, new Date().toISOString())
    .run();
}

/** The guest mail's text of a stay, by its code. */
async function guestMailText(code: string): Promise<string> {
  const { results } = await env.DB.prepare("SELECT m.* FROM mail_outbox m JOIN reservations r ON r.id = m.reservation_id WHERE r.code = ? AND m.kind = 'booking_guest'")
    .bind(code)
    .all<{ text: string; html: string }>();
  const [mail] = await withBodies(results);
  return (mail as { text: string }).text;
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const site = () => `mail-${crypto.randomUUID().slice(0, 8)}`;

describe("the guest's mail for a stay booked on the host's own site", () => {
  it.each(['pt', 'en'] as Locale[])('%s: links to /s/{slug}/reserva/{token} on the platform', async (locale) => {
    const fixture = await bookingFixture({ units: 2 });
    const slug = site();
    await siteFor(fixture, slug);
    const result = data(await book(guestInput(fixture, { locale, site: slug, checkIn: day(70), checkOut: day(72) })));
    const token = tokenOf(result.manageUrl);
    const text = await guestMailText(result.code);
    expect(text).toContain(`${env.SITE_URL.replace(/\/$/, '')}${localizePath(`/s/${slug}/reserva/${token}`, locale)}`);
    expect(text).not.toContain(`${env.SITE_URL.replace(/\/$/, '')}${localizePath(`/reserva/${token}`, locale)}\n`);
    // The page the mail links to opens in the site's chrome.
    const page = await selfFetch(`${ORIGIN}${localizePath(`/s/${slug}/reserva/${token}`, locale)}`, { headers: { 'cf-connecting-ip': uniqueIp() } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Pousada ${slug}`);
  });

  it('links to the custom domain when the site has one', async () => {
    const fixture = await bookingFixture();
    const slug = site();
    await siteFor(fixture, slug, `${slug}.example.net`);
    const result = data(await book(guestInput(fixture, { locale: 'es', site: slug, checkIn: day(74), checkOut: day(76) })));
    expect(await guestMailText(result.code)).toContain(`https://${slug}.example.net/es/reserva/${tokenOf(result.manageUrl)}`);
  });

  it('without JavaScript: the form posted from the site page books with the site link', async () => {
    const fixture = await bookingFixture();
    const slug = site();
    await siteFor(fixture, slug);
    const answer = await selfFetch(`${ORIGIN}/property/${fixture.propertyId}/reservar`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
      body: new URLSearchParams({ checkIn: day(78), checkOut: day(80), guests: '2', roomTypeId: String(fixture.roomTypeId), name: 'Joana Lima', email: 'joana.mail@example.com', payment: 'at_property', page: `/s/${slug}/p/${fixture.propertyId}` }).toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const token = /\/reserva\/([A-Za-z0-9_-]+)/.exec(answer.headers.get('location')!)![1]!;
    const code = await env.DB.prepare("SELECT r.code FROM reservations r JOIN guests g ON g.id = r.guest_id WHERE r.property_id = ? AND g.email = 'joana.mail@example.com'").bind(fixture.propertyId).first<string>('code');
    expect(await guestMailText(code!)).toContain(`/s/${slug}/reserva/${token}`);
  });

  it("ignores another host's site and a site that does not show the property: the marketplace link", async () => {
    const fixture = await bookingFixture();
    const other = await bookingFixture();
    const foreign = site();
    await siteFor(other, foreign);
    const hidden = site();
    await siteFor(fixture, hidden, null, []);
    for (const [slug, nights] of [[foreign, 82], [hidden, 85], ['no-such-site', 88]] as const) {
      const result = data(await book(guestInput(fixture, { site: slug, checkIn: day(nights), checkOut: day(nights + 2) })));
      const text = await guestMailText(result.code);
      expect(text).toContain(result.manageUrl);
      expect(text).not.toContain('/s/');
    }
  });

  it("keeps the site's link in the mail a later payment sends (confirmed), by slug and by custom domain", async () => {
    const fixture = await bookingFixture({ units: 3 });
    const plain = site();
    await siteFor(fixture, plain);
    const other = await bookingFixture();
    const domained = site();
    await siteFor(other, domained, `${domained}.example.net`);
    const onPlain = data(await book(guestInput(fixture, { locale: 'en', site: plain, checkIn: day(90), checkOut: day(92) })));
    const onMarketplace = data(await book(guestInput(fixture, { locale: 'en', checkIn: day(90), checkOut: day(92) })));
    const onDomain = data(await book(guestInput(other, { locale: 'it', site: domained, checkIn: day(90), checkOut: day(92) })));
    const stored = async (code: string) => env.DB.prepare('SELECT id, site_slug FROM reservations WHERE code = ?').bind(code).first<{ id: number; site_slug: string | null }>();
    expect((await stored(onPlain.code))!.site_slug).toBe(plain);
    expect((await stored(onMarketplace.code))!.site_slug).toBeNull();
    const confirmedText = async (code: string) => {
      const reservation = await reservationById(env.DB, (await stored(code))!.id);
      return (await confirmedMailStatements(env.DB, env.SITE_URL, reservation!, new Date(), {}, env.DB)).mail.text;
    };
    const base = env.SITE_URL.replace(/\/$/, '');
    expect(await confirmedText(onPlain.code)).toMatch(new RegExp(`${base}/en/s/${plain}/reserva/[A-Za-z0-9_-]+`));
    expect(await confirmedText(onDomain.code)).toMatch(new RegExp(`https://${domained}\\.example\\.net/it/reserva/[A-Za-z0-9_-]+`));
    const marketplace = await confirmedText(onMarketplace.code);
    expect(marketplace).toMatch(new RegExp(`${base}/en/reserva/[A-Za-z0-9_-]+`));
    expect(marketplace).not.toContain('/s/');
    // A stored slug that is not (or no longer) a site of the stay's host: the marketplace link.
    await env.DB.prepare('UPDATE reservations SET site_slug = ? WHERE code = ?').bind(domained, onPlain.code).run();
    const moved = await confirmedText(onPlain.code);
    expect(moved).not.toContain(domained);
    expect(moved).toMatch(new RegExp(`${base}/en/reserva/[A-Za-z0-9_-]+`));
  });

  it("keeps the site's manage link in the scheduled messages (confirmed), the marketplace's for a stay booked there", async () => {
    const fixture = await bookingFixture({ units: 2, columns: { timezone: 'America/Sao_Paulo' } });
    const slug = site();
    await siteFor(fixture, slug);
    const onSite = data(await book(guestInput(fixture, { locale: 'en', site: slug, checkIn: day(95), checkOut: day(97) })));
    const onMarketplace = data(await book(guestInput(fixture, { locale: 'en', checkIn: day(95), checkOut: day(97) })));
    // Booked at 09:00 in São Paulo today: the 'confirmed' message is due from 10:00.
    await env.DB.prepare("UPDATE reservations SET status = 'confirmed', created_at = ? WHERE code IN (?, ?)").bind(`${day(0)}T12:00:00.000Z`, onSite.code, onMarketplace.code).run();
    await sendDueMessages(env, env.DB, Date.parse(`${day(0)}T15:00:00Z`), 100_000);
    const messageText = async (code: string) => {
      const { results } = await env.DB.prepare("SELECT m.* FROM mail_outbox m JOIN reservations r ON r.id = m.reservation_id WHERE r.code = ? AND m.kind = 'message_confirmed'").bind(code).all<{ text: string; html: string }>();
      const [mail] = await withBodies(results);
      return (mail as { text: string }).text;
    };
    const base = env.SITE_URL.replace(/\/$/, '');
    expect(await messageText(onSite.code)).toMatch(new RegExp(`${base}/en/s/${slug}/reserva/[A-Za-z0-9_-]+`));
    const marketplace = await messageText(onMarketplace.code);
    expect(marketplace).toMatch(new RegExp(`${base}/en/reserva/[A-Za-z0-9_-]+`));
    expect(marketplace).not.toContain('/s/');
  });
});
