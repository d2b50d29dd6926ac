/**
 * Issue 40, item 7: every first click counts on the property page, on the marketplace
 * (/property/{id}) and on a host's own site (/s/{slug}/p/{id}). The islands' code is held back
 * (its chunks' requests wait until the test releases them, never a sleep) while the person
 * clicks the "Rules" and "Reviews" tabs (server HTML: they work at once, with every panel's
 * content) or fills in and submits the booking form (replayed once its island is live); then
 * the code arrives and what was chosen or sent stands.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, hydrateAllIslands, openPage, UNTIL } from './harness';
import { newHostSession, type Session } from './session';
import { addDays, todayIn } from '../../shared/stay/dates';
import { localizePath, type Locale } from '../../shared/locales';
import pt_properties from '../../web/i18n/pt/properties';
import en_properties from '../../web/i18n/en/properties';
import pt_guest from '../../web/i18n/pt/guestBooking';
import en_guest from '../../web/i18n/en/guestBooking';

const PROPERTIES = { pt: pt_properties, en: en_properties } as const;
const GUEST = { pt: pt_guest, en: en_guest } as const;
const LOCALES_HERE = ['pt', 'en'] as const;
const today = todayIn('America/Sao_Paulo');

/**
 * Holds every request for an island's chunk (`/assets/<name>.island-<hash>.js`, `name` a regular
 * expression) until `release()`; `requested` resolves once the browser has asked for one (its
 * hydration has begun).
 */
async function holdIsland(page: Page, name: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const pattern = new RegExp(`/assets/${name}\\.island-[\\w-]+\\.js$`);
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      asked();
      await released;
      await route.continue();
    },
  );
  return { release, requested };
}

async function mutate<T>(session: Session, path: string, input: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/trpc/${path}`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', origin: baseUrl() }, body: JSON.stringify(input) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** A host's site with one published property (no reviews, no rules given). */
async function siteHost(): Promise<{ slug: string; propertyId: number }> {
  const session = await newHostSession('Ana Primeiro Clique');
  const property = await mutate<{ id: number }>(session, 'host.properties.create', { name: `Pousada do Clique ${Date.now()}`, kind: 'inn', city: 'Paraty', country: 'BR', published: true });
  await mutate(session, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30_000, units: 20 });
  const slug = `clique-${Date.now().toString(36)}`;
  await mutate(session, 'host.site.update', { slug, name: 'Pousada Clique', colors: { primary: '#0b4f8a', accent: '#0f6b5c' }, font: 'sans', propertyIds: [property.id], contact: {} });
  return { slug, propertyId: property.id };
}

/**
 * Every island of the page held back (none is live): "Rules" clicked, its panel shows with its
 * content; "Reviews" clicked, the reviews show (or say there are none), never an empty panel;
 * the arrow keys move between the tabs. Then the code arrives, every island hydrates, and the
 * tab chosen before is still the one shown. `review` is a text of the listing's reviews.
 */
async function tabsBeforeHydration(path: string, locale: Locale, expected: { rules: RegExp | string; review: string }) {
  const t = PROPERTIES[locale as 'pt' | 'en'].detail;
  let held: Awaited<ReturnType<typeof holdIsland>> | null = null;
  const { page, consoleErrors, close } = await openPage(path, {
    islands: 'static',
    beforeGoto: async (p) => {
      held = await holdIsland(p, '[A-Za-z0-9]+');
    },
  });
  try {
    const hold = held!;
    const radio = (name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });
    const panel = (key: string) => page.locator(`[data-tab="${key}"]`);
    // The page's islands are still server HTML: its first clicks reach no React.
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
    await page.getByTestId('detail-tab-rules').click();
    await expect.poll(() => radio(t.rules).isChecked(), UNTIL).toBe(true);
    await expect.poll(() => panel('rules').isVisible(), UNTIL).toBe(true);
    await expect.poll(() => panel('amenities').isVisible(), UNTIL).toBe(false);
    await expect.poll(() => panel('rules').textContent(), UNTIL).toMatch(expected.rules);
    await page.getByTestId('detail-tab-reviews').click();
    await expect.poll(() => panel('reviews').isVisible(), UNTIL).toBe(true);
    await expect.poll(() => panel('reviews').textContent(), UNTIL).toContain(expected.review);
    // Keys count too: the tabs are a radio group.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => panel('rules').isVisible(), UNTIL).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => panel('reviews').isVisible(), UNTIL).toBe(true);
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
    // The code arrives; every island hydrates; the tab chosen is still the one shown.
    hold.release();
    await hydrateAllIslands(page);
    await expect.poll(() => radio(t.reviews).isChecked(), UNTIL).toBe(true);
    await expect.poll(() => panel('reviews').isVisible(), UNTIL).toBe(true);
    await expect.poll(() => panel('rules').isVisible(), UNTIL).toBe(false);
    await page.getByTestId('detail-tab-amenities').click();
    await expect.poll(() => panel('amenities').isVisible(), UNTIL).toBe(true);
    await expect.poll(() => panel('reviews').isVisible(), UNTIL).toBe(false);
    expect(consoleErrors.filter((line) => !/favicon/.test(line))).toEqual([]);
  } finally {
    await close();
  }
}

/** The href of the first "choose this room" link of a property page with dates (read from its HTML). */
async function chosenRoomPath(path: string): Promise<string> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const href = /<a[^>]+href="([^"]*roomType=\d+[^"]*)#booking-details"/.exec(html)?.[1];
  if (!href) throw new Error(`no room to choose on ${path}`);
  return href.replaceAll('&amp;', '&');
}

/**
 * The booking section's island held back on the guest's details: the guest fills them in and
 * presses "Book" before it is live; the booking goes through to the confirmation.
 */
async function bookBeforeHydration(path: string, locale: Locale, email: string) {
  let held: Awaited<ReturnType<typeof holdIsland>> | null = null;
  const { page, consoleErrors, close } = await openPage(`${path}#booking-details`, {
    islands: 'static',
    beforeGoto: async (p) => {
      held = await holdIsland(p, 'bookingSection');
    },
  });
  try {
    const hold = held!;
    // The form is in view at load: its island's code is asked for at once (and held).
    await hold.requested;
    await page.locator('#booking-details input[name="name"]').fill('Joana Primeiro');
    await page.locator('#booking-details input[name="email"]').fill(email);
    await page.getByRole('button', { name: GUEST[locale as 'pt' | 'en'].details.submit }).click();
    hold.release();
    await page.waitForURL(/\/reserva\/[A-Za-z0-9_-]{43}\d+\?booked=1$/, UNTIL);
    await page.getByTestId('confirmation').waitFor(UNTIL);
    expect(consoleErrors.filter((line) => !/favicon/.test(line))).toEqual([]);
  } finally {
    await close();
  }
}

describe('the marketplace property page: the first click counts before its islands are live', () => {
  for (const locale of LOCALES_HERE) {
    it(`${locale}: "Rules" then "Reviews" clicked before any island is live`, async () => {
      await tabsBeforeHydration(localizePath('/property/1', locale), locale, { rules: /\S/, review: locale === 'pt' ? 'A casa é ainda mais bonita do que nas fotos.' : 'The house is even lovelier than in the photos.' });
    });

    it(`${locale}: "Book" pressed before the booking section hydrates`, async () => {
      const offset = { pt: 300, en: 306 }[locale];
      const path = await chosenRoomPath(`${localizePath('/property/1', locale)}?checkIn=${addDays(today, offset)}&checkOut=${addDays(today, offset + 2)}&guests=2`);
      await bookBeforeHydration(path, locale, `primeiro.${locale}.${Date.now()}@example.com`);
    });
  }
});

describe('a host’s own site: the first click counts before its islands are live', () => {
  let site: { slug: string; propertyId: number };
  beforeAll(async () => {
    site = await siteHost();
  }, 120_000);

  for (const locale of LOCALES_HERE) {
    it(`${locale}: "Rules" then "Reviews" clicked before any island is live`, async () => {
      await tabsBeforeHydration(localizePath(`/s/${site.slug}/p/${site.propertyId}`, locale), locale, { rules: PROPERTIES[locale].detail.noRules, review: PROPERTIES[locale].card.noReviews });
    });

    it(`${locale}: "Book" pressed before the booking section hydrates`, async () => {
      const offset = { pt: 40, en: 46 }[locale];
      const path = await chosenRoomPath(`${localizePath(`/s/${site.slug}/p/${site.propertyId}`, locale)}?checkIn=${addDays(today, offset)}&checkOut=${addDays(today, offset + 2)}&guests=2`);
      await bookBeforeHydration(path, locale, `site.primeiro.${locale}.${Date.now()}@example.com`);
    });
  }
});
