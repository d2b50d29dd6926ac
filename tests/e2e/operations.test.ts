import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage, UNTIL } from './harness';
import { noViolations } from './workspace-support';
import { DEMO, newHostSession, passwordSession, useSession, type Session } from './session';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';
import { addDays, todayIn } from '../../shared/stay/dates';
import pt_operations from '../../web/i18n/pt/operations';
import en_operations from '../../web/i18n/en/operations';
import es_operations from '../../web/i18n/es/operations';
import it_operations from '../../web/i18n/it/operations';
import pt_pix from '../../web/i18n/pt/pix';
import en_pix from '../../web/i18n/en/pix';
import es_pix from '../../web/i18n/es/pix';
import it_pix from '../../web/i18n/it/pix';

// Daily operations (issue 27) in every locale: a host with two properties checks a guest in,
// records the other's payment and checks them out from the front desk, marks the departed unit clean on a phone-sized screen
// and reads the month's occupancy and ADR on the reports page; the demo host's front desk
// shows every property at once. axe on every page, on a phone and a desktop viewport.

const OPS = { pt: pt_operations, en: en_operations, es: es_operations, it: it_operations };
const PIX = { pt: pt_pix, en: en_pix, es: es_pix, it: it_pix };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const browserLocale = (locale: Locale) => (locale === 'pt' ? 'pt-BR' : locale);
/** `{guest}`-style placeholders of a dictionary text filled in. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)(?::\w+)?\}/g, (_, key: string) => values[key] ?? '');

const today = todayIn('America/Sao_Paulo');

async function call<T>(session: Session, path: string, input: unknown, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const url = method === 'GET' ? `${baseUrl()}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` : `${baseUrl()}/api/trpc/${path}`;
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** A new host with two properties: an arrival today on the first, a checked-in guest leaving today on the second. */
async function frontDeskHost(locale: Locale) {
  const session = await newHostSession('Anfitriã da Recepção');
  const place = async (name: string) => {
    const property = await call<{ id: number }>(session, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR' });
    const roomType = await call<{ id: number; unitIds: number[] }>(session, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 1 });
    return { propertyId: property.id, unitId: roomType.unitIds[0]! };
  };
  const one = await place(`Pousada Norte ${locale}`);
  const two = await place(`Pousada Sul ${locale}`);
  const stay = (where: { propertyId: number; unitId: number }, checkIn: string, checkOut: string, name: string, status: string) =>
    call<{ id: number }>(session, 'host.reservations.create', { propertyId: where.propertyId, unitId: where.unitId, checkIn, checkOut, guest: { name, email: '', phone: '' }, adults: 1, children: 0, status });
  await stay(one, today, addDays(today, 2), `Chegando ${locale}`, 'confirmed');
  await stay(two, addDays(today, -2), today, `Partindo ${locale}`, 'checked_in');
  return { session, one, two };
}

describe('daily operations in every locale', () => {
  for (const locale of LOCALES) {
    it(`${locale}: front desk check-in, payment and check-out, housekeeping on a phone, reports; axe on phone and desktop`, async () => {
      const t = OPS[locale];
      const { session, two } = await frontDeskHost(locale);
      const { page, close } = await openPage(localizePath('/dashboard/recepcao', locale), {
        viewport: DESKTOP,
        locale: browserLocale(locale),
        beforeGoto: (_page, context) => useSession(context, session),
      });
      try {
        // Front desk: both properties at once; the balance due is shown before the check-out.
        const arrivals = page.getByTestId('front-desk-arrivals');
        const departures = page.getByTestId('front-desk-departures');
        await expect.poll(() => arrivals.getByText(`Chegando ${locale}`).count(), UNTIL).toBe(1);
        await expect.poll(() => departures.getByText(`Partindo ${locale}`).count(), UNTIL).toBe(1);
        expect(await departures.getByText(fill(t.frontDesk.balanceDue, { amount: '' }).trim()).count()).toBeGreaterThan(0);
        await noViolations(page, `${locale} front desk (desktop)`);
        await page.getByRole('button', { name: fill(t.frontDesk.checkIn, { guest: `Chegando ${locale}` }) }).click();
        await expect.poll(() => page.getByRole('status').filter({ hasText: `Chegando ${locale}` }).count(), UNTIL).toBe(1);
        await expect.poll(() => page.getByRole('button', { name: fill(t.frontDesk.checkIn, { guest: `Chegando ${locale}` }) }).count(), UNTIL).toBe(0);
        // The balance is settled from the front desk before the check-out.
        await departures.getByRole('button', { name: t.frontDesk.recordPayment, exact: true }).click();
        await departures.locator('form').getByRole('button', { name: PIX[locale].record.submit, exact: true }).click();
        await expect.poll(() => departures.getByText(t.frontDesk.settled, { exact: true }).count(), UNTIL).toBe(1);
        await page.getByRole('button', { name: fill(t.frontDesk.checkOut, { guest: `Partindo ${locale}` }) }).click();
        await expect.poll(() => page.getByRole('button', { name: fill(t.frontDesk.checkOut, { guest: `Partindo ${locale}` }) }).count(), UNTIL).toBe(0);
        const stays = await call<{ arrivals: { status: string }[]; inHouse: { status: string }[]; departures: { status: string; totalCents: number; paidCents: number }[] }>(session, 'host.frontDesk.today', {}, 'GET');
        // Issue 40: the guest checked in has moved from the arrivals to the in-house list.
        expect([stays.arrivals.length, stays.inHouse[0]?.status, stays.departures[0]?.status]).toEqual([0, 'checked_in', 'checked_out']);
        expect(stays.departures[0]!.paidCents).toBe(stays.departures[0]!.totalCents);

        // Housekeeping on a phone: the departed unit is dirty; one tap marks it clean.
        await page.setViewportSize(PHONE);
        await page.goto(localizePath('/dashboard/governanca', locale));
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
        const unit = page.locator(`[data-unit="${two.unitId}"]`);
        await expect.poll(() => unit.getAttribute('data-status'), UNTIL).toBe('dirty');
        await noViolations(page, `${locale} housekeeping (phone)`);
        const clean = unit.getByRole('button', { name: fill(t.housekeeping.markLabel, { unit: (await unit.locator('h3').textContent()) ?? '', status: t.housekeeping.mark.clean }) });
        const box = await clean.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
        await clean.click();
        await expect.poll(() => unit.getAttribute('data-status'), UNTIL).toBe('clean');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await noViolations(page, `${locale} housekeeping after marking (phone)`);

        // Reports: this month's occupancy and ADR, the same as the API's; definitions one click away.
        await page.goto(localizePath('/dashboard/relatorios', locale));
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
        await noViolations(page, `${locale} reports (phone)`);
        await page.setViewportSize(DESKTOP);
        await noViolations(page, `${locale} reports (desktop)`);
        const occupancy = page.locator('[data-figure="occupancy"]');
        await expect.poll(async () => (await occupancy.locator('dd').first().textContent())?.includes('%'), UNTIL).toBe(true);
        await occupancy.getByText(t.reports.definition).click();
        await expect.poll(() => occupancy.getByText(t.reports.definitions.occupancy).isVisible(), UNTIL).toBe(true);
        const month = today.slice(0, 8) + '01';
        const summary = await call<{ occupancyPercent: number; adrCents: number }>(session, 'host.reports.summary', { from: month, to: addDays(month, 40).slice(0, 8) + '01' }, 'GET');
        const shownOccupancy = (await occupancy.locator('dd').first().textContent()) ?? '';
        expect(shownOccupancy.replace(/[^\d]/g, '')).toBe(summary.occupancyPercent.toFixed(1).replace(/[^\d]/g, ''));
        const shownAdr = (await page.locator('[data-figure="adr"] dd').first().textContent()) ?? '';
        expect(shownAdr.replace(/[^\d]/g, '')).toBe(String(summary.adrCents).padStart(3, '0'));
        // The housekeeping board and front desk on desktop too.
        await page.goto(localizePath('/dashboard/governanca', locale));
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
        await noViolations(page, `${locale} housekeeping (desktop)`);
      } finally {
        await close();
      }
    }, 240_000);
  }

  it("the demo host's front desk shows every property's stays at once", async () => {
    const demo = await passwordSession(DEMO.email, DEMO.password);
    const day = await call<{ properties: { id: number }[]; arrivals: { propertyId: number }[] }>(demo, 'host.frontDesk.today', {}, 'GET');
    expect(day.properties.length).toBeGreaterThanOrEqual(9);
    const { page, close } = await openPage('/dashboard/recepcao', { viewport: PHONE, beforeGoto: (_page, context) => useSession(context, demo) });
    try {
      const arrivals = page.getByTestId('front-desk-arrivals');
      await expect.poll(() => arrivals.locator('tbody tr').count(), UNTIL).toBe(day.arrivals.length);
      expect(new Set(day.arrivals.map((stay) => stay.propertyId)).size).toBeGreaterThan(1);
      await noViolations(page, 'demo front desk (phone)');
    } finally {
      await close();
    }
  }, 120_000);
});
