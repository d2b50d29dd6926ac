import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, openPage, settled, UNTIL, PATIENCE_MS } from './harness';
import en from '../../web/i18n/en/index';
import es from '../../web/i18n/es/index';
import en_contact from '../../web/i18n/en/contact/index';

const NUMBER = '5511987654321';

/** wa.me is outside this machine's reach: answer it locally so the popup's URL can be read. */
async function stubWhatsApp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }));
}

/** Requests the page makes to the site API, from now on. */
function apiRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc')) urls.push(request.url());
  });
  return urls;
}

describe('floating chat widget', () => {
  const cases = [
    { path: '/en', texts: en, open: 'Open WhatsApp help' },
    { path: '/es', texts: es, open: 'Abrir ayuda por WhatsApp' },
  ] as const;

  for (const { path, texts, open } of cases) {
    it(`${path}: appears after 3 s, opens, starts a WhatsApp chat with the greeting, closes with Escape`, async () => {
      // Records, from the very start of the page, when the button is first shown (in the DOM
      // and visible: islands pages render it hidden by CSS for 3 s, pages that hydrate whole
      // mount it then): a timing taken by the page itself, so a slow machine cannot make the
      // check flaky.
      const recordAppearance = async (_page: unknown, ctx: import('playwright-core').BrowserContext) => {
        await ctx.addInitScript((label: string) => {
          const w = window as unknown as { __fabAt?: number };
          const check = () => {
            const fab = document.querySelector(`button[aria-label="${label}"]`);
            if (fab && getComputedStyle(fab).visibility === 'visible') w.__fabAt = performance.now();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }, open);
      };
      const { page, context, consoleErrors, close } = await openPage(path, { beforeGoto: recordAppearance });
      await stubWhatsApp(context);
      const fab = page.getByRole('button', { name: open });
      await fab.waitFor({ state: 'visible', timeout: PATIENCE_MS });
      // Hidden during the first 3 seconds after load.
      const appearedAt = await page.evaluate(() => (window as unknown as { __fabAt?: number }).__fabAt);
      expect(appearedAt).toBeGreaterThanOrEqual(3_000);
      const box = await fab.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 80);
      expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 80);

      await fab.click();
      const dialog = page.getByRole('dialog', { name: texts.chat.title });
      await dialog.waitFor({ state: 'visible' });
      await expect.poll(() => dialog.getByText(texts.chat.subtitle).isVisible(), UNTIL).toBe(true);

      const [popup] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: texts.chat.start }).click()]);
      await popup.waitForLoadState('domcontentloaded');
      const url = new URL(popup.url());
      expect(url.origin + url.pathname).toBe(`https://wa.me/${NUMBER}`);
      expect(url.searchParams.get('text')).toBe(texts.whatsapp.greeting);
      await popup.close();

      // Escape closes the card and focus returns to the round button.
      await dialog.getByRole('button', { name: texts.chat.close }).focus();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => fab.evaluate((element) => element === document.activeElement)).toBe(true);

      // The button toggles the card; the close button closes it.
      await fab.click();
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByRole('button', { name: texts.chat.close }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(consoleErrors).toEqual([]);
      await close();
    });
  }
});

describe('footer newsletter', () => {
  it('does nothing when empty, thanks the subscriber for 3 seconds, and stores through the API', async () => {
    const { page, close } = await openPage('/en/sobre-nos');
    const requests = apiRequests(page);
    const form = page.locator('#newsletter');
    const field = form.getByLabel(en.footer.emailLabel);
    const submit = form.getByRole('button', { name: en.footer.subscribe });

    // The press is handled (the submit reached the form's handler, which kept the browser from
    // posting) and the page settles: then nothing was sent and nothing is shown.
    await page.evaluate(() => window.addEventListener('submit', (event) => document.body.setAttribute('data-e2e-submitted', String(event.defaultPrevented)), { once: true }));
    await submit.click();
    await page.locator('body[data-e2e-submitted="true"]').waitFor({ state: 'attached', ...UNTIL });
    await settled(page);
    expect(requests).toEqual([]);
    expect(await form.getByText(en.newsletter.success).count()).toBe(0);

    await field.fill(`e2e.${Date.now()}@example.com`);
    await submit.click();
    const thanks = form.getByText(en.newsletter.success);
    await thanks.waitFor({ state: 'visible' });
    const shownAt = Date.now();
    expect(requests.some((url) => url.includes('newsletter.subscribe'))).toBe(true);
    expect(await field.inputValue()).toBe('');
    await thanks.waitFor({ state: 'detached', timeout: PATIENCE_MS });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2_500);
    expect(shownFor).toBeLessThan(4_500);
    await close();
  });
});

describe('/contato form', () => {
  it('sends: button disabled while sending, success toast naming the support address, fields reset', async () => {
    const { page, consoleErrors, close } = await openPage('/en/contato');
    const requests = apiRequests(page);
    await settled(page);
    // The WhatsApp number came with the page (prefetched during SSR): nothing was fetched again.
    expect(requests).toEqual([]);

    await page.locator('#contact-form').getByLabel(en_contact.form.name, { exact: true }).fill('Jane Doe');
    await page.locator('#contact-form').getByLabel(en_contact.form.email, { exact: true }).fill(`jane.${Date.now()}@example.com`);
    await page.locator('#contact-form').getByLabel(en_contact.form.subject, { exact: true }).fill('Demo request');
    await page.locator('#contact-form').getByLabel(en_contact.form.message, { exact: true }).fill('We run a 12-room inn and would like a demo.');
    await page.getByRole('button', { name: en_contact.form.submit }).click();

    // Waited for as one state: the sending label on a disabled button.
    await page.getByRole('button', { name: en_contact.form.sending, disabled: true }).waitFor({ state: 'visible' });

    const toast = page.getByRole('status').filter({ hasText: 'Message sent!' });
    await toast.waitFor({ state: 'visible' });
    expect(await toast.textContent()).toContain('suporte@estadia.com.br');
    for (const label of [en_contact.form.name, en_contact.form.email, en_contact.form.subject, en_contact.form.message]) {
      expect(await page.locator('#contact-form').getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    await expect.poll(() => page.getByRole('button', { name: en_contact.form.submit }).isEnabled(), UNTIL).toBe(true);
    expect(requests.filter((url) => url.includes('contact.send'))).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('keeps what was typed and says what went wrong when the request fails', async () => {
    const { page, close } = await openPage('/en/contato');
    await page.route('**/api/trpc/contact.send**', (route) => route.abort('internetdisconnected'));
    await page.locator('#contact-form').getByLabel(en_contact.form.name, { exact: true }).fill('Jane Doe');
    await page.locator('#contact-form').getByLabel(en_contact.form.email, { exact: true }).fill('jane@example.com');
    await page.locator('#contact-form').getByLabel(en_contact.form.subject, { exact: true }).fill('Offline');
    await page.locator('#contact-form').getByLabel(en_contact.form.message, { exact: true }).fill('Please keep this text.');
    await page.getByRole('button', { name: en_contact.form.submit }).click();
    const alert = page.getByRole('alert').filter({ hasText: en_contact.errors.title });
    await alert.waitFor({ state: 'visible' });
    expect(await alert.textContent()).toContain(en_contact.errors.network);
    expect(await page.locator('#contact-form').getByLabel(en_contact.form.message, { exact: true }).inputValue()).toBe('Please keep this text.');
    expect(await page.locator('#contact-form').getByLabel(en_contact.form.email, { exact: true }).inputValue()).toBe('jane@example.com');
    await close();
  });

  it('names the fields to fix before sending anything', async () => {
    const { page, close } = await openPage('/en/contato');
    const requests = apiRequests(page);
    await page.locator('#contact-form').getByLabel(en_contact.form.email, { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: en_contact.form.submit }).click();
    await page.getByText(en_contact.errors.emailInvalid).waitFor({ state: 'visible' });
    await expect.poll(() => page.getByText(en_contact.errors.nameRequired).isVisible(), UNTIL).toBe(true);
    expect(await page.locator('#contact-form').getByLabel(en_contact.form.email, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
    await close();
  });

  it('works without JavaScript: the server answers the post', async () => {
    const { page, close } = await openPage('/es/contato', { javaScriptEnabled: false });
    await page.locator('#contact-form').getByLabel('Nombre', { exact: true }).fill('Lucía');
    await page.locator('#contact-form').getByLabel('Correo electrónico', { exact: true }).fill(`lucia.${Date.now()}@example.com`);
    await page.locator('#contact-form').getByLabel('Asunto', { exact: true }).fill('Consulta');
    await page.locator('#contact-form').getByLabel('Mensaje', { exact: true }).fill('Hola, quiero una demostración.');
    await Promise.all([page.waitForURL('**/es/contato?enviado=1'), page.getByRole('button', { name: 'Enviar mensaje' }).click()]);
    await expect.poll(() => page.getByText('¡Mensaje enviado!').isVisible(), UNTIL).toBe(true);
    await close();
  });
});

describe('accessibility', () => {
  it('/contato and the open chat card have no axe violations', async () => {
    const { page, close } = await openPage('/en/contato');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: en.chat.open }).click({ timeout: PATIENCE_MS });
    await page.getByRole('dialog', { name: en.chat.title }).waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
