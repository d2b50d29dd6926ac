/**
 * Issue 45 in the browser: the host's own booking site. One host (set up through the API: a
 * published property and an uploaded photo). In each locale the host sets the colours (a colour
 * too light is refused next to its field, what was typed stays) and the logo on /dashboard/site,
 * opens the site, sees it in their theme with no Estadia chrome, and a guest books a stay through
 * it to the confirmation; axe finds nothing on the settings page, the site's home, the property
 * page and the links page. Then one guest books through the site without JavaScript.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { UNTIL, baseUrl, openPage, settled, waitForHydration } from './harness';
import { newHostSession, useSession, type Session } from './session';
import { noViolations } from './workspace-support';
import { addDays, todayIn } from '../../shared/stay/dates';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';
import pt_site from '../../web/i18n/pt/site';
import en_site from '../../web/i18n/en/site';
import es_site from '../../web/i18n/es/site';
import it_site from '../../web/i18n/it/site';
import pt_guest from '../../web/i18n/pt/guestBooking';
import en_guest from '../../web/i18n/en/guestBooking';
import es_guest from '../../web/i18n/es/guestBooking';
import it_guest from '../../web/i18n/it/guestBooking';

const SITE = { pt: pt_site, en: en_site, es: es_site, it: it_site };
const GUEST = { pt: pt_guest, en: en_guest, es: es_guest, it: it_guest };
const today = todayIn('America/Sao_Paulo');
const PRIMARY: Record<Locale, string> = { pt: '#7c2d12', en: '#1e3a8a', es: '#14532d', it: '#581c87' };
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

async function mutate<T>(session: Session, path: string, input: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/trpc/${path}`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', origin: baseUrl() }, body: JSON.stringify(input) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

interface Host {
  session: Session;
  propertyId: number;
  photoId: number;
  slug: string;
  name: string;
}

/** Locales whose walk uploads a logo file; the others choose one of the property's photos. */
const UPLOADS_LOGO: readonly Locale[] = ['pt', 'en'];

/** A 2:1 PNG logo made here (no downloads). */
const wideLogo = () => sharp({ create: { width: 480, height: 240, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();

async function host(): Promise<Host> {
  const session = await newHostSession('Luísa Site');
  const name = `Pousada do Site ${Date.now()}`;
  const property = await mutate<{ id: number }>(session, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR', published: true });
  await mutate(session, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 20 });
  const logo = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg().toBuffer();
  const res = await fetch(`${baseUrl()}/api/host/photos?propertyId=${property.id}`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'image/jpeg', origin: baseUrl() }, body: logo });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
  const photo = (await res.json()) as { id: number };
  const slug = `site-e2e-${Date.now().toString(36)}`;
  await mutate(session, 'host.site.update', { slug, name: 'Pousada Sol', colors: { primary: '#0b4f8a', accent: '#0f6b5c' }, font: 'sans', propertyIds: [property.id], contact: { whatsapp: '+55 24 99999-0000', instagram: '@pousadasol' } });
  return { session, propertyId: property.id, photoId: photo.id, slug, name };
}

/** From the site's property page with dates: the first room, the guest's details, the booking; the confirmation. */
async function book(page: Page, locale: Locale, email: string, live = true) {
  await page.getByTestId('choose-plan').first().click();
  await page.locator('#booking-details input[name="name"]').waitFor();
  // The choice may load the page again (a link): the guest's form is used once it is live.
  if (live) await waitForHydration(page);
  // The choice of room and the form stay on the site's page.
  expect(new URL(page.url()).pathname).toMatch(/\/s\/[a-z0-9-]+\/p\/\d+$/);
  await page.locator('#booking-details input[name="name"]').fill('Marina Costa');
  await page.locator('#booking-details input[name="email"]').fill(email);
  await page.locator('#booking-details input[name="phone"]').fill('+55 21 98888-1111');
  await page.getByRole('button', { name: GUEST[locale].details.submit }).click();
  // The confirmation is the site's own page, in its chrome (no Estadia header).
  await page.waitForURL(/\/s\/[a-z0-9-]+\/reserva\/[A-Za-z0-9_-]{43}\d+\?booked=1$/);
  await page.getByTestId('confirmation').waitFor();
  await page.locator('[data-site] > header').waitFor();
  expect(await page.locator('[data-island="header"]').count()).toBe(0);
}

describe('the host’s own booking site', () => {
  let h: Host;
  beforeAll(async () => {
    h = await host();
  }, 120_000);

  it.each(LOCALES.map((locale) => [locale]))('%s: the host sets colours and logo, opens the site, a guest books through it', async (locale: Locale) => {
    const t = SITE[locale].settings;
    const settings = await openPage(localizePath('/dashboard/site', locale), { beforeGoto: (_page, context) => useSession(context, h.session) });
    try {
      const page = settings.page;
      const primary = page.locator('#site-primary');
      await primary.fill('#fde047');
      await page.locator('#site-name').fill(`Pousada Sol ${locale}`);
      await page.getByRole('button', { name: t.save }).click();
      // Refused next to the field, with the ratio; what was typed stays.
      await expect.poll(() => page.getByTestId('error-colors.primary').textContent()).toMatch(/1[.,]\d:1/);
      expect(await page.locator('#site-name').inputValue()).toBe(`Pousada Sol ${locale}`);
      await primary.fill(PRIMARY[locale]);
      // The preview follows what is typed.
      await expect.poll(() => page.getByTestId('site-preview').locator('div').first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(PRIMARY[locale]));
      if (UPLOADS_LOGO.includes(locale)) {
        // The host uploads a logo of their own through the file field (a 2:1 image, unlike the
        // square photo, so the site's header shows which one it has).
        await page.locator('input[name="logoFile"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await wideLogo() });
      } else {
        await page.locator(`input[name="logoPhotoId"][value="${h.photoId}"]`).check();
      }
      await page.getByRole('button', { name: t.save }).click();
      await expect.poll(() => page.getByTestId('site-status').textContent()).toBe(t.saved);
      if (UPLOADS_LOGO.includes(locale)) await expect.poll(() => page.locator('input[name="logoPhotoId"][value="upload"]').isChecked()).toBe(true);
      await noViolations(page, `${locale} /dashboard/site`);
    } finally {
      await settings.close();
    }

    const site = await openPage(localizePath(`/s/${h.slug}`, locale));
    try {
      const page = site.page;
      expect(await page.title()).toBe(`Pousada Sol ${locale}`);
      const header = page.locator('[data-site] > header');
      expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(PRIMARY[locale]));
      await page.locator('[data-site] header img[src^="/photos/"]').waitFor();
      // The uploaded logo (2:1) or the chosen photo (1:1), as the host set it.
      await expect
        .poll(() => page.locator('[data-site] header img[src^="/photos/"]').first().evaluate((img: HTMLImageElement) => (img.complete && img.naturalHeight > 0 ? Math.round(img.naturalWidth / img.naturalHeight) : 0)))
        .toBe(UPLOADS_LOGO.includes(locale) ? 2 : 1);
      expect(await page.locator('[data-island="header"]').count()).toBe(0);
      expect(await page.getByText(SITE[locale].poweredBy).count()).toBe(1);
      await noViolations(page, `${locale} site home`);
      await page.goto(localizePath(`/s/${h.slug}/links`, locale));
      await page.locator('[data-link="whatsapp"]').waitFor();
      await noViolations(page, `${locale} site links`);

      const offset = 40 + LOCALES.indexOf(locale) * 5;
      await page.goto(`${localizePath(`/s/${h.slug}/p/${h.propertyId}`, locale)}?checkIn=${addDays(today, offset)}&checkOut=${addDays(today, offset + 2)}&guests=2#booking`);
      await waitForHydration(page);
      expect(await page.locator('[data-site] > header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(PRIMARY[locale]));
      await noViolations(page, `${locale} site property`);
      await book(page, locale, `site.${locale}.${Date.now()}@example.com`);
      expect(site.consoleErrors.filter((line) => !/favicon/.test(line))).toEqual([]);
    } finally {
      await site.close();
    }
  }, 240_000);

  it('on a phone, the booking section in view at load hydrates once the guest uses the page, not before', async () => {
    // A phone's width, and a first screen tall enough for the section whatever the property's header holds.
    const { page, close } = await openPage(`/s/${h.slug}/p/${h.propertyId}`, { viewport: { width: 412, height: 1200 }, islands: 'static' });
    try {
      const section = page.locator('[data-island="bookingSection"]');
      expect(await section.getAttribute('data-when')).toBe('engaged');
      // In view at load …
      expect(await section.locator('> *').first().evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true);
      // … and, the page settled with no one touching it, still the server's HTML.
      await settled(page);
      expect(await section.getAttribute('data-hydrated')).toBeNull();
      // A scroll (the guest's first input) makes it live.
      await page.mouse.wheel(0, 120);
      await expect.poll(() => section.getAttribute('data-hydrated'), UNTIL).toBe('true');
    } finally {
      await close();
    }
  }, 120_000);

  it('without JavaScript, a guest books through the site', async () => {
    const { page, close } = await openPage(`/s/${h.slug}/p/${h.propertyId}?checkIn=${addDays(today, 70)}&checkOut=${addDays(today, 72)}&guests=2#booking`, { javaScriptEnabled: false });
    try {
      await book(page, 'pt', `site.nojs.${Date.now()}@example.com`, false);
    } finally {
      await close();
    }
  }, 180_000);
});
