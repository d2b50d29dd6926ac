/**
 * Issue 25 in the browser. A host who sells a −15 % non-refundable plan beside the standard one,
 * breakfast per guest per night and a 10 % code (set up through the API); in each locale, with
 * JavaScript on and off, a guest compares the two plans on /property/{id}, adds breakfast, enters
 * the code, books the non-refundable plan, and sees the same itemised total on the confirmation
 * page and in the email (local outbox); the JSON-LD offer equals the total the page shows. Then a
 * host creates a plan, a code and an add-on through the "Plans and extras" forms, and axe finds
 * nothing on that page in any locale.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, waitForHydration } from './harness';
import { hostQuery, newHostSession, useSession, type Session } from './session';
import { hydrated, noViolations } from './workspace-support';
import { addDays, todayIn } from '../../shared/stay/dates';
import { formatMoneyCents } from '../../shared/stay/money';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';
import pt_plans from '../../web/i18n/pt/plansExtras';
import pt_guest from '../../web/i18n/pt/guestBooking';
import en_guest from '../../web/i18n/en/guestBooking';
import es_guest from '../../web/i18n/es/guestBooking';
import it_guest from '../../web/i18n/it/guestBooking';

const GUEST = { pt: pt_guest, en: en_guest, es: es_guest, it: it_guest };
const today = todayIn('America/Sao_Paulo');

/** A tRPC mutation with the host's bearer session (data, or throws with the status). */
async function hostMutate<T>(session: Session, path: string, input: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/trpc/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify(input),
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

interface Seller {
  session: Session;
  propertyId: number;
  roomTypeId: number;
  planId: number;
  breakfastId: number;
}

/** The issue's host, through the API: R$ 300/night for 2 (+R$ 50 per extra guest), −15 % non-refundable, code −10 %, breakfast R$ 40 per guest-night, R$ 3 tax per adult-night. */
async function seller(): Promise<Seller> {
  const session = await newHostSession('Helena Preços');
  const property = await hostMutate<{ id: number }>(session, 'host.properties.create', { name: 'Pousada Planos do Mar', kind: 'inn', city: 'Paraty', country: 'BR', published: true });
  const roomType = await hostMutate<{ id: number }>(session, 'host.roomTypes.create', { propertyId: property.id, name: 'Família', capacity: 4, baseRateCents: 30_000, units: 20 });
  await hostMutate(session, 'host.roomTypes.update', { id: roomType.id, baseOccupancy: 2, extraGuestCents: 5_000 });
  await hostMutate(session, 'host.properties.update', { id: property.id, cleaningFeeCents: 8_000, touristTaxCents: 300, taxMaxNights: 5 });
  const plan = await hostMutate<{ id: number }>(session, 'host.ratePlans.create', { roomTypeId: roomType.id, name: 'Sem reembolso', percent: -15, refundable: false });
  await hostMutate(session, 'host.promoCodes.create', { propertyId: property.id, code: 'MAR10', percent: 10 });
  const breakfast = await hostMutate<{ id: number }>(session, 'host.addons.create', { propertyId: property.id, name: 'Café da manhã', priceCents: 4_000, per: 'guest_night', optional: true });
  return { session, propertyId: property.id, roomTypeId: roomType.id, planId: plan.id, breakfastId: breakfast.id };
}

interface Offer {
  totalCents: number;
  lines: { kind: string; amountCents: number }[];
}

/** What booking.availability answers for the stay (the one quote): both plans' totals and lines. */
async function quote(s: Seller, stay: { checkIn: string; checkOut: string }, extras: { promoCode?: string; addons?: { id: number }[] }) {
  const input = { propertyId: s.propertyId, ...stay, guests: 3, adults: 2, children: 1, ...extras };
  const res = await fetch(`${baseUrl()}/api/trpc/booking.availability?input=${encodeURIComponent(JSON.stringify(input))}`);
  const body = (await res.json()) as { result: { data: { roomTypes: { id: number; ratePlans: (Offer & { id: number })[] }[] } } };
  const plans = body.result.data.roomTypes.find((room) => room.id === s.roomTypeId)!.ratePlans;
  return { standard: plans.find((plan) => plan.id !== s.planId)!, nonRefundable: plans.find((plan) => plan.id === s.planId)! };
}

/** Text without markup, entities decoded, white space (no-break spaces too) removed: comparable across page, manage page and mail. */
const squeeze = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#xa0;|&#160;/gi, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\s\u00a0\u202f·:]+/g, '');

/** The guest's confirmation mail in the local outbox, as HTML. */
async function guestMailHtml(email: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const list = await (await fetch(`${baseUrl()}/dev/mail/booking?to=${encodeURIComponent(email)}`)).text();
      id = /data-kind="booking_guest"[\s\S]*?data-mail="([^"]+)"/.exec(list)?.[1];
      return id;
    })
    .toBeDefined();
  return (await fetch(`${baseUrl()}/dev/mail/booking/${id}`)).text();
}

/** The LodgingBusiness JSON-LD offers of the page (`makesOffer`). */
async function offers(page: Page): Promise<{ name?: string; price: number }[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found: { name?: string; price: number }[] = [];
  for (const script of scripts) {
    const data = JSON.parse(script) as { makesOffer?: { name?: string; price: number }[] | { name?: string; price: number } };
    if (data.makesOffer) found.push(...(Array.isArray(data.makesOffer) ? data.makesOffer : [data.makesOffer]));
  }
  return found;
}

describe('a guest compares two plans, adds breakfast, enters a code and books: the same itemised total everywhere', () => {
  let s: Seller;
  beforeAll(async () => {
    s = await seller();
  }, 120_000);

  for (const javaScript of [true, false]) {
    it.each(LOCALES.map((locale) => [locale]))(`%s, JavaScript ${javaScript ? 'on' : 'off'}`, async (locale: Locale) => {
      const t = GUEST[locale].section;
      const offset = 30 + LOCALES.indexOf(locale) * 10 + (javaScript ? 0 : 5);
      const stay = { checkIn: addDays(today, offset), checkOut: addDays(today, offset + 7) };
      const money = (cents: number) => formatMoneyCents(cents, 'BRL', locale);
      const path = `${localizePath(`/property/${s.propertyId}`, locale)}?${new URLSearchParams({ ...stay, guests: '3', adults: '2', children: '1' })}#booking`;
      const { page, consoleErrors, close } = await openPage(path, { javaScriptEnabled: javaScript });
      try {
        if (javaScript) await waitForHydration(page);
        // Two plans, each with its total: the standard (refundable) and the cheaper non-refundable one.
        const plain = await quote(s, stay, {});
        const plans = page.getByTestId('rate-plan');
        await expect.poll(() => plans.count()).toBe(2);
        const planTotals = (await page.getByTestId('plan-total').allTextContents()).map(squeeze);
        expect(planTotals.sort()).toEqual([money(plain.standard.totalCents), money(plain.nonRefundable.totalCents)].map(squeeze).sort());
        expect(plain.nonRefundable.totalCents).toBeLessThan(plain.standard.totalCents);
        // The JSON-LD offer is the total the page shows for the room type.
        const shown = squeeze((await page.getByTestId('stay-price').first().textContent()) ?? '');
        const offer = (await offers(page)).find((item) => item.name === 'Família');
        expect(offer, 'an offer for the room type').toBeDefined();
        expect(shown).toContain(squeeze(money(Math.round(offer!.price * 100))));
        expect(Math.round(offer!.price * 100)).toBe(plain.standard.totalCents);

        // Breakfast and the code (any case), then the prices again.
        await page.getByTestId('addon').check();
        await page.getByTestId('promo').fill('mar10');
        await page.getByRole('button', { name: t.search }).click();
        await page.waitForURL(/promo=mar10/);
        const priced = await quote(s, stay, { promoCode: 'mar10', addons: [{ id: s.breakfastId }] });
        await expect.poll(async () => (await page.getByTestId('plan-total').allTextContents()).map(squeeze).sort()).toEqual(
          [money(priced.standard.totalCents), money(priced.nonRefundable.totalCents)].map(squeeze).sort(),
        );
        expect(await page.getByTestId('promo-error').count()).toBe(0);
        const afterOffer = (await offers(page)).find((item) => item.name === 'Família')!;
        expect(squeeze((await page.getByTestId('stay-price').first().textContent()) ?? '')).toContain(squeeze(money(Math.round(afterOffer.price * 100))));

        // The non-refundable plan: its itemised lines, its total, and the warning before booking.
        const choose = page.getByTestId('rate-plan').filter({ hasText: 'Sem reembolso' }).getByTestId('choose-plan');
        await choose.click();
        await page.waitForURL(new RegExp(`plan=${s.planId}`));
        await page.getByTestId('price-summary').waitFor();
        if (javaScript) await waitForHydration(page);
        const expected = priced.nonRefundable;
        expect(squeeze((await page.getByTestId('total').textContent()) ?? '')).toBe(squeeze(money(expected.totalCents)));
        const pageLines = (await page.getByTestId('price-line').allTextContents()).map(squeeze);
        // Every line of the quote worth showing is on the page (room, plan, length of stay, code, cleaning, breakfast, tax).
        for (const line of expected.lines.filter((item) => item.amountCents !== 0)) {
          expect(pageLines.some((text) => text.endsWith(squeeze(money(line.amountCents)))), `${line.kind} ${line.amountCents}`).toBe(true);
        }
        expect(await page.getByTestId('non-refundable').count()).toBe(1);

        const email = `guest.pricing.${locale}.${javaScript ? 'js' : 'nojs'}.${Date.now()}@example.com`;
        await page.locator('#booking-details input[name="name"]').fill('Marina Costa');
        await page.locator('#booking-details input[name="email"]').fill(email);
        await page.locator('#booking-details input[name="phone"]').fill('+55 21 98888-1111');
        await page.getByRole('button', { name: GUEST[locale].details.submit }).click();

        // The confirmation (the manage page): the same lines and total, and that it refunds nothing.
        await page.waitForURL(/\/reserva\/[A-Za-z0-9_-]{43}\d+\?booked=1$/);
        await page.getByTestId('confirmation').waitFor();
        expect(squeeze((await page.getByTestId('total').textContent()) ?? '')).toContain(squeeze(money(expected.totalCents)));
        expect((await page.getByTestId('price-line').allTextContents()).map(squeeze)).toEqual(pageLines);
        expect(await page.getByTestId('non-refundable').count()).toBe(1);

        // The email: each line and the total.
        const mail = squeeze(await guestMailHtml(email));
        for (const line of pageLines) expect(mail, line).toContain(line);
        expect(mail).toContain(squeeze(money(expected.totalCents)));
        if (javaScript) expect(consoleErrors.filter((line) => !/favicon/.test(line))).toEqual([]);
      } finally {
        await close();
      }
    }, 180_000);
  }
});

describe('the host sells through the "Plans and extras" forms', () => {
  it('creates a plan, a promo code and an add-on; the guest side prices with them; axe finds nothing in any locale', async () => {
    const t = pt_plans;
    const session = await newHostSession('Rafael Planos');
    const property = await hostMutate<{ id: number }>(session, 'host.properties.create', { name: 'Pousada Formulários', kind: 'inn', city: 'Ubatuba', country: 'BR', published: true });
    const roomType = await hostMutate<{ id: number }>(session, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 3, baseRateCents: 20_000, units: 2 });
    const { page, context, close } = await openPage('/', { waitForHydration: false });
    try {
      await useSession(context, session);
      await hydrated(page, `/dashboard/planos?property=${property.id}`);
      await page.locator('[data-testid="plans-editor"][data-ready]').waitFor();

      // A plan: −20 %, non-refundable.
      const planForm = page.getByTestId(`plan-form-${roomType.id}`);
      await planForm.getByLabel(t.plans.name, { exact: true }).fill('Antecipado');
      await planForm.getByLabel(t.plans.percent, { exact: true }).fill('-20');
      await planForm.getByText(t.plans.refundable, { exact: true }).click();
      await planForm.getByRole('button', { name: t.plans.add }).click();
      await expect.poll(() => page.getByTestId(`plans-${roomType.id}`).getByTestId('plan-row').count()).toBe(2);
      expect(await page.getByTestId(`plans-${roomType.id}`).textContent()).toContain(t.plans.nonRefundable);

      // A code refused first (too short): the field says why, what was typed stays.
      const promoForm = page.getByTestId('promo-form');
      await promoForm.getByLabel(t.codes.code, { exact: true }).fill('AB');
      await promoForm.getByLabel(t.codes.percent, { exact: true }).fill('15');
      await promoForm.getByLabel(t.codes.maxUses, { exact: true }).fill('50');
      await promoForm.getByRole('button', { name: t.codes.add }).click();
      await expect.poll(() => promoForm.textContent()).toContain(t.errors.code_invalid);
      expect(await promoForm.getByLabel(t.codes.code, { exact: true }).inputValue()).toBe('AB');
      expect(await promoForm.getByLabel(t.codes.percent, { exact: true }).inputValue()).toBe('15');
      await promoForm.getByLabel(t.codes.code, { exact: true }).fill('FORM15');
      await promoForm.getByRole('button', { name: t.codes.add }).click();
      await page.locator('[data-testid="promo-row"][data-code="FORM15"]').waitFor();
      expect(await page.locator('[data-testid="promo-row"][data-code="FORM15"] [data-testid="promo-uses"]').textContent()).toBe('0 de 50');

      // An add-on: breakfast per guest per night, optional.
      const addonForm = page.getByTestId('addon-form');
      await addonForm.getByLabel(t.addons.name, { exact: true }).fill('Café colonial');
      await addonForm.getByLabel(t.addons.price, { exact: true }).fill('35');
      await addonForm.getByLabel(t.addons.per, { exact: true }).selectOption('guest_night');
      await addonForm.getByRole('button', { name: t.addons.add }).click();
      await expect.poll(() => page.getByTestId('addon-row').count()).toBe(1);
      await noViolations(page, 'plans page after the forms');

      // Saved as typed, and the guest side sells them.
      const pricing = await hostQuery<{
        roomTypes: { plans: { name: string; percent: number; refundable: boolean }[] }[];
        promoCodes: { code: string; percent: number; maxUses: number | null }[];
        addons: { name: string; priceCents: number; per: string; optional: boolean }[];
      }>(session, 'host.pricing.get', { propertyId: property.id });
      expect(pricing.roomTypes[0]!.plans.map(({ name, percent, refundable }) => ({ name, percent, refundable }))).toEqual([
        { name: 'Standard', percent: 0, refundable: true },
        { name: 'Antecipado', percent: -20, refundable: false },
      ]);
      expect(pricing.promoCodes).toMatchObject([{ code: 'FORM15', percent: 15, maxUses: 50 }]);
      expect(pricing.addons).toEqual([expect.objectContaining({ name: 'Café colonial', priceCents: 3_500, per: 'guest_night', optional: true })]);
      const stay = { checkIn: addDays(today, 20), checkOut: addDays(today, 22) };
      const res = await fetch(`${baseUrl()}/api/trpc/booking.availability?input=${encodeURIComponent(JSON.stringify({ propertyId: property.id, ...stay, guests: 2, promoCode: 'form15' }))}`);
      const answer = (await res.json()) as { result: { data: { promoError?: string; roomTypes: { ratePlans: { name: string; totalCents: number }[] }[] } } };
      expect(answer.result.data.promoError).toBeUndefined();
      expect(answer.result.data.roomTypes[0]!.ratePlans.map((plan) => plan.name)).toEqual(['Standard', 'Antecipado']);

      // Edit the plan (its Edit link, ?edit= without JavaScript, loads the row into the form), then delete the add-on (asked first).
      await page.getByRole('link', { name: 'Editar Antecipado' }).click();
      await expect.poll(() => planForm.getByLabel(t.plans.name, { exact: true }).inputValue()).toBe('Antecipado');
      await planForm.getByLabel(t.plans.percent, { exact: true }).fill('-25');
      await planForm.getByRole('button', { name: t.save, exact: true }).click();
      await expect.poll(() => planForm.getByLabel(t.plans.name, { exact: true }).inputValue()).toBe('');
      await page.getByRole('button', { name: 'Excluir Café colonial' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await noViolations(page, 'plans page, delete dialog');
      await dialog.getByRole('button', { name: 'Excluir Café colonial' }).click();
      await expect.poll(() => page.getByTestId('addon-row').count()).toBe(0);
      const after = await hostQuery<{ roomTypes: { plans: { name: string; percent: number }[] }[]; addons: unknown[] }>(session, 'host.pricing.get', { propertyId: property.id });
      expect(after.roomTypes[0]!.plans.find((plan) => plan.name === 'Antecipado')?.percent).toBe(-25);
      expect(after.addons).toEqual([]);

      for (const locale of LOCALES) {
        await hydrated(page, `${localizePath('/dashboard/planos', locale)}?property=${property.id}`);
        await page.locator('[data-testid="plans-editor"][data-ready]').waitFor();
        await noViolations(page, `plans page (${locale})`);
      }
    } finally {
      await close();
    }
  }, 240_000);
});
