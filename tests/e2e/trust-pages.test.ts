import { describe, expect, it } from 'vitest';
import { baseUrl, getBrowser, openPage, UNTIL, visitor } from './harness';
import { DEMO } from './session';
import { addDays, todayIn } from '../../shared/stay/dates';

// Issue 23 in the browser: a booking made with an email an earlier guest used shows only what
// this booker typed; on a phone the first tap on "Entrar" counts (no control is disabled merely
// because its island has not hydrated).

const PROPERTY = 5;

describe('a booking with an email an earlier guest used', () => {
  it('shows the booker only what they typed, never the earlier guest', async () => {
    const base = baseUrl();
    const today = todayIn('America/Sao_Paulo');
    const offset = 150 + Math.floor(Math.random() * 200);
    const email = `shared.${Date.now()}@example.com`;
    // The earlier guest, through the API.
    const availability = await (
      await fetch(`${base}/api/trpc/booking.availability?input=${encodeURIComponent(JSON.stringify({ propertyId: PROPERTY, checkIn: addDays(today, offset + 5), checkOut: addDays(today, offset + 7), guests: 1 }))}`)
    ).json();
    const roomTypeId = (availability as { result: { data: { roomTypes: { id: number }[] } } }).result.data.roomTypes[0]!.id;
    const earlier = await fetch(`${base}/api/trpc/booking.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': visitor() },
      body: JSON.stringify({ propertyId: PROPERTY, roomTypeId, checkIn: addDays(today, offset + 5), checkOut: addDays(today, offset + 7), guests: 1, guest: { name: 'Maria Antiga', email, phone: '+55 11 91111-1111' }, locale: 'pt', payment: 'at_property' }),
    });
    expect(earlier.status).toBe(200);

    // The new booker, in the browser (plain forms), with the same address in capitals.
    const { page, close } = await openPage(`/property/${PROPERTY}`, { javaScriptEnabled: false });
    try {
      await page.locator('input[name="checkIn"]').fill(addDays(today, offset));
      await page.locator('input[name="checkOut"]').fill(addDays(today, offset + 2));
      await page.getByRole('button', { name: 'Ver disponibilidade' }).click();
      await page.waitForSelector('[data-testid="stay-price"]');
      await page.getByRole('link', { name: 'Escolher este quarto' }).first().click();
      await page.waitForSelector('[data-testid="price-summary"]');
      await page.locator('#booking-details input[name="name"]').fill('Rui Novo');
      await page.locator('#booking-details input[name="email"]').fill(email.toUpperCase());
      await page.locator('#booking-details input[name="phone"]').fill('+55 21 92222-2222');
      await page.getByRole('button', { name: 'Reservar agora' }).click();
      await page.waitForURL(/\/reserva\/[A-Za-z0-9_-]{43}\d+\?booked=1$/, UNTIL);
      const html = await page.content();
      expect(html).toContain('Rui Novo');
      expect(html).not.toContain('Maria Antiga');
      expect(html).not.toContain('5511911111111');
      expect(html).not.toContain('91111-1111');
      // The manage page (the link a guest keeps) says the same.
      await page.getByTestId('manage-link').click();
      await page.waitForURL(/\/reserva\/[A-Za-z0-9_-]{43}\d+$/, UNTIL);
      const manage = await page.content();
      expect(manage).toContain('Rui Novo');
      expect(manage).not.toContain('Maria Antiga');
      expect(manage).not.toContain('5511911111111');
    } finally {
      await close();
    }
  });
});

describe('on a phone, the first tap counts', () => {
  it('the first tap on "Entrar" of an island that has not hydrated signs in', async () => {
    const context = await (await getBrowser()).newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'pt-BR' });
    context.setDefaultTimeout(UNTIL.timeout);
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
      const island = page.locator('[data-island="login"]');
      const submit = page.locator('[data-island="login"] button[type="submit"]');
      // Before hydration: the button can be pressed.
      expect(await island.getAttribute('data-hydrated')).toBeNull();
      await expect.poll(() => submit.isDisabled(), UNTIL).toBe(false);
      // What a phone's autofill does: values land without a focus or tap (no hydration yet).
      await page.evaluate(({ email, password }) => {
        for (const [name, value] of [['email', email], ['password', password]] as const) {
          const input = document.querySelector<HTMLInputElement>(`[data-island="login"] input[name="${name}"]`)!;
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          setter.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }, DEMO);
      expect(await island.getAttribute('data-hydrated')).toBeNull();
      // One tap: it hydrates the island and is replayed as the sign-in.
      await submit.tap();
      await page.waitForURL((url) => url.pathname === '/', UNTIL);
      const cookies = await context.cookies();
      expect(cookies.some((cookie) => cookie.name.startsWith('sb-') && cookie.name.includes('auth-token'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
