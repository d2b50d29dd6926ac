import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, UNTIL } from './harness';
import { noViolations } from './workspace-support';
import { DEMO, hostQuery, newHostSession, passwordSession, useSession, type Session } from './session';
import { addDays, todayIn } from '../../shared/stay/dates';
import { localizePath, type Locale } from '../../shared/locales';
import pt_journey from '../../web/i18n/pt/journey';
import en_journey from '../../web/i18n/en/journey';
import es_journey from '../../web/i18n/es/journey';
import it_journey from '../../web/i18n/it/journey';
import pt_guestBooking from '../../web/i18n/pt/guestBooking';
import en_guestBooking from '../../web/i18n/en/guestBooking';
import es_guestBooking from '../../web/i18n/es/guestBooking';
import it_guestBooking from '../../web/i18n/it/guestBooking';
import pt_guestMessages from '../../web/i18n/pt/guestMessages';
import en_guestMessages from '../../web/i18n/en/guestMessages';
import es_guestMessages from '../../web/i18n/es/guestMessages';
import it_guestMessages from '../../web/i18n/it/guestMessages';

// The guest's journey (issue 28), in each locale: a guest books; the confirmation is in the
// outbox; the scheduled job, run with the clock moved to three days before arrival, stores the
// pre-arrival message; the guest follows its link, begins the check-in (saved as they type,
// restored on reopening), completes it for two adults and a child, and the host sees it
// complete; the host previews a template with this stay's values; after the check-out the
// post-checkout message's link opens the review form, and the review shows on the property
// page with the host's reply. axe on the check-in and review forms and the template editor.

const JOURNEY = { pt: pt_journey, en: en_journey, es: es_journey, it: it_journey };
const BOOKING = { pt: pt_guestBooking, en: en_guestBooking, es: es_guestBooking, it: it_guestBooking };
const MESSAGES = { pt: pt_guestMessages, en: en_guestMessages, es: es_guestMessages, it: it_guestMessages };

/** A demo property (Florianópolis, BR, one unit for 8) no other browser test books. */
const PROPERTY = 6;
const ZONE = 'America/Sao_Paulo';
/** Each locale its own nights, far enough ahead for the pre-arrival message to be due later. */
const OFFSET: Record<Locale, number> = { pt: 60, en: 70, es: 80, it: 90 };

let host: Promise<Session> | null = null;
const demoHost = () => (host ??= passwordSession(DEMO.email, DEMO.password));

async function hostMutate<T>(path: string, input: unknown, session?: Session): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/trpc/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${(session ?? (await demoHost())).access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** The newest mail of `kind` to `email` in the local outbox (/dev/mail/booking), as text; null if none. */
async function mailText(email: string, kind: string): Promise<string | null> {
  const list = await (await fetch(`${baseUrl()}/dev/mail/booking?to=${encodeURIComponent(email)}`)).text();
  const id = new RegExp(`data-kind="${kind}"[\\s\\S]*?data-mail="([^"]+)"`).exec(list)?.[1];
  if (!id) return null;
  return (await fetch(`${baseUrl()}/dev/mail/booking/${id}?part=text`)).text();
}

/** Runs the scheduled messages as at `instant` (local mode's /dev/jobs/run). */
async function runMessagesAt(instant: string) {
  const res = await fetch(`${baseUrl()}/dev/jobs/run?now=${encodeURIComponent(instant)}&job=messages`, { method: 'POST' });
  expect(res.status).toBe(200);
}

/** The path of the link in a message that ends with `suffix` (the message names the site's public origin). */
function linkPath(text: string, suffix: string): string {
  const url = new RegExp(`https?://\\S+/reserva/[A-Za-z0-9_-]+${suffix}`).exec(text)?.[0];
  expect(url, `a link ending ${suffix}`).toBeDefined();
  return new URL(url!).pathname;
}

async function book(locale: Locale, email: string, checkIn: string, checkOut: string): Promise<string> {
  const { page, close } = await openPage(localizePath(`/property/${PROPERTY}?checkIn=${checkIn}&checkOut=${checkOut}&guests=3&adults=2&children=1`, locale), { javaScriptEnabled: false });
  try {
    await page.getByRole('link', { name: BOOKING[locale].section.choose }).first().click();
    await page.waitForSelector('[data-testid="price-summary"]');
    await page.locator('#booking-details input[name="name"]').fill('Ana Journey');
    await page.locator('#booking-details input[name="email"]').fill(email);
    await page.locator('#booking-details input[name="phone"]').fill('+55 48 99999-0000');
    await page.getByRole('button', { name: BOOKING[locale].details.submit }).click();
    await page.waitForURL(/\/reserva\/[A-Za-z0-9_-]{43}\d+\?booked=1$/);
    const code = /EST-[2-9A-Z]{5}/.exec((await page.getByTestId('confirmation').textContent())!)?.[0];
    expect(code).toBeDefined();
    return code!;
  } finally {
    await close();
  }
}

const GUESTS = [
  { fullName: 'Ana Journey', birthDate: '1988-04-12', nationality: 'BR', type: 'cpf', number: '529.982.247-25', country: 'BR' },
  { fullName: 'Marco Journey', birthDate: '1985-09-30', nationality: 'IT', type: 'passport', number: 'YA1234567', country: 'IT' },
  { fullName: 'Bia Journey', birthDate: '2018-03-03', nationality: 'BR', type: 'cpf', number: '111.444.777-35', country: 'BR' },
];

async function fillGuest(page: Page, i: number, prefix = 'f') {
  const g = GUESTS[i]!;
  const at = (name: string) => page.locator(`#${prefix}-guests-${i}-${name}`);
  await at('fullName').fill(g.fullName);
  await at('birthDate').fill(g.birthDate);
  await at('nationality').fill(g.nationality);
  await at('document-type').selectOption(g.type);
  await at('document-number').fill(g.number);
  await at('document-country').fill(g.country);
  if (i === 2) await at('responsibleIndex').selectOption('0');
}

async function journey(locale: Locale) {
  const t = JOURNEY[locale];
  const today = todayIn(ZONE);
  const checkIn = addDays(today, OFFSET[locale]);
  const checkOut = addDays(checkIn, 2);
  const email = `journey.${locale}.${Date.now()}@example.com`;

  // 1. The guest books; the confirmation is in the outbox.
  const code = await book(locale, email, checkIn, checkOut);
  expect(await mailText(email, 'booking_guest')).toContain(code);

  // 2. Three days before arrival, at 10:00 in the property's zone, the job stores the pre-arrival message.
  expect(await mailText(email, 'message_pre_arrival')).toBeNull();
  await runMessagesAt(`${addDays(checkIn, -3)}T13:05:00Z`);
  const preArrival = await mailText(email, 'message_pre_arrival');
  expect(preArrival).not.toBeNull();
  const checkinPath = linkPath(preArrival!, '/check-in');
  expect(checkinPath.startsWith(localizePath('/reserva/', locale))).toBe(true);

  // 3. The guest follows the link and begins: the draft is saved as they type, and comes back.
  const guest = await openPage(checkinPath);
  try {
    const { page } = guest;
    await page.locator('form#checkin-form[data-autosave="on"]').waitFor({ state: 'attached', ...UNTIL });
    await noViolations(page, `check-in form (${locale})`);
    await page.locator('#f-guests-0-address').fill('Rua das Gaivotas 12, 88062-200 Florianópolis SC');
    await page.locator('#f-guests-0-phone').fill('+55 48 98888-7777');
    await expect.poll(() => page.getByTestId('checkin-autosave').getAttribute('data-state'), UNTIL).toBe('saved');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
    expect(await page.locator('#f-guests-0-address').inputValue()).toBe('Rua das Gaivotas 12, 88062-200 Florianópolis SC');
    expect(await page.getByTestId('checkin-draft').textContent()).toBe(t.checkin.draftRestored);

    // Two adults and a child (the child names the first adult as responsible).
    for (const i of [0, 1, 2]) await fillGuest(page, i);
    await page.getByRole('button', { name: t.checkin.submit, exact: true }).click();
    await page.waitForURL(/\/check-in\?saved=1$/);
    await page.getByTestId('checkin-complete').waitFor(UNTIL);
  } finally {
    await guest.close();
  }

  // 4. The host sees it complete on the reservation; the template editor previews this stay.
  const reservations = await hostQuery<{ id: number; code: string }[]>(await demoHost(), 'host.reservations.list', { propertyId: PROPERTY });
  const reservationId = reservations.find((item) => item.code === code)!.id;
  const desk = await openPage(localizePath(`/dashboard/reservas/${reservationId}`, locale), { beforeGoto: async (_page, context) => useSession(context, await demoHost()) });
  try {
    const panel = desk.page.getByTestId('checkin-panel');
    await expect.poll(() => panel.getAttribute('data-status'), UNTIL).toBe('complete');
    expect(await desk.page.getByTestId('checkin-status').textContent()).toContain('3');

    const m = MESSAGES[locale];
    await desk.page.goto(localizePath(`/dashboard/mensagens?property=${PROPERTY}`, locale));
    await desk.page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
    const form = desk.page.getByTestId('message-pre_arrival');
    await form.locator('form[data-ready]').waitFor(UNTIL);
    await desk.page.getByLabel(m.previewWith, { exact: true }).selectOption(String(reservationId));
    await form.getByRole('button', { name: m.preview, exact: true }).click();
    const preview = form.getByTestId('message-pre_arrival-preview');
    await expect.poll(async () => ((await preview.count()) ? await preview.textContent() : ''), UNTIL).toContain('Ana Journey');
    await noViolations(desk.page, `template editor (${locale})`);
  } finally {
    await desk.close();
  }

  // 5. The stay ends: the host checks the guest in and out; the post-checkout message links to the review.
  await hostMutate('host.reservations.setStatus', { id: reservationId, status: 'checked_in' });
  await hostMutate('host.reservations.setStatus', { id: reservationId, status: 'checked_out' });
  await runMessagesAt(`${addDays(checkOut, 1)}T13:05:00Z`);
  const after = await mailText(email, 'message_post_checkout');
  expect(after).not.toBeNull();
  const reviewPath = linkPath(after!, '/avaliacao');
  const words = `${locale}: ${Date.now()} — a quiet house by the dunes, spotless and warm.`;
  const reviewer = await openPage(reviewPath);
  try {
    const { page } = reviewer;
    await page.locator('input[name="rating"][value="5"]').waitFor(UNTIL);
    await noViolations(page, `review form (${locale})`);
    await page.locator('input[name="rating"][value="5"]').check();
    await page.locator('textarea[name="text"]').fill(words);
    await page.getByRole('button', { name: t.review.submit, exact: true }).click();
    await page.getByTestId('review-done').waitFor(UNTIL);
  } finally {
    await reviewer.close();
  }

  // 6. The host replies; the property page shows the review with the reply.
  const reviews = await hostQuery<{ id: number; text: string }[]>(await demoHost(), 'host.reviews.list', { propertyId: PROPERTY });
  const review = reviews.find((item) => item.text === words);
  expect(review).toBeDefined();
  const reply = `Obrigado! (${locale})`;
  await hostMutate('host.reviews.reply', { id: review!.id, text: reply });
  const listing = await openPage(localizePath(`/property/${PROPERTY}`, locale), { javaScriptEnabled: false });
  try {
    const item = listing.page.locator(`[data-testid="real-reviews"] [data-review="${review!.id}"]`);
    await item.waitFor(UNTIL);
    const shown = (await item.textContent())!;
    expect(shown).toContain(words);
    expect(shown).toContain(reply);
    expect(shown).toContain(t.reviews.hostReply);
  } finally {
    await listing.close();
  }
}

describe('the guest’s journey, booking to review', () => {
  it.each(['pt', 'en', 'es', 'it'] as Locale[])('%s', async (locale) => {
    await journey(locale);
  }, 240_000);
});

describe('the check-in at the front desk', () => {
  it('pt: an arrival shows its check-in not done, the host fills it on the reservation (a bad CPF refused), the desk then shows it complete', async () => {
    const t = pt_journey.host;
    const session = await newHostSession('Anfitriã da Recepção');
    const property = await hostMutate<{ id: number }>('host.properties.create', { name: 'Pousada da Recepção', kind: 'inn', city: 'Paraty', country: 'BR' }, session);
    const roomType = await hostMutate<{ id: number; unitIds: number[] }>('host.roomTypes.create', { propertyId: property.id, name: 'Família', capacity: 4, baseRateCents: 30000, units: 1 }, session);
    const today = todayIn(ZONE);
    const reservation = await hostMutate<{ id: number }>(
      'host.reservations.create',
      { propertyId: property.id, unitId: roomType.unitIds[0], checkIn: today, checkOut: addDays(today, 2), adults: 2, children: 1, status: 'confirmed', guest: { name: 'Ana Journey', email: '', phone: '' } },
      session,
    );
    const { page, close } = await openPage('/dashboard/recepcao', { beforeGoto: (_page, context) => useSession(context, session) });
    try {
      const cell = page.locator(`[data-testid="front-desk-arrivals"] td[data-checkin]`);
      expect(await cell.getAttribute('data-checkin')).toBe('none');
      await cell.getByRole('link', { name: t.desk.link.replace('{guest}', 'Ana Journey').replace('{status}', t.desk.status.none) }).click();
      await page.waitForURL(new RegExp(`/dashboard/reservas/${reservation.id}#checkin$`));
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
      await page.getByRole('button', { name: t.desk.fill }).click();
      const form = page.getByTestId('desk-checkin');
      await form.waitFor(UNTIL);
      await noViolations(page, 'desk check-in form');
      for (const i of [0, 1, 2]) await fillGuest(page, i, 'desk');
      await page.locator('#desk-guests-0-phone').fill('+55 24 98888-7777');
      await page.locator('#desk-guests-0-address').fill('Rua do Comércio 10, Paraty RJ');
      await page.locator('#desk-guests-0-document-number').fill('529.982.247-24');
      await form.getByRole('button', { name: t.desk.save }).click();
      await page.locator('#desk-guests-0-document-number-error').waitFor(UNTIL);
      expect(await page.locator('#desk-guests-0-document-number-error').textContent()).toBe(pt_journey.checkin.errors.cpf_invalid);
      // What was typed stays; the number corrected, it saves.
      expect(await page.locator('#desk-guests-2-fullName').inputValue()).toBe('Bia Journey');
      await page.locator('#desk-guests-0-document-number').fill('529.982.247-25');
      await form.getByRole('button', { name: t.desk.save }).click();
      await expect.poll(() => page.getByTestId('checkin-panel').getAttribute('data-status'), UNTIL).toBe('complete');
      await page.getByText(t.desk.saved, { exact: true }).waitFor(UNTIL);

      await page.goto('/dashboard/recepcao');
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
      expect(await page.locator(`[data-testid="front-desk-arrivals"] td[data-checkin]`).getAttribute('data-checkin')).toBe('complete');
    } finally {
      await close();
    }
  });
});
