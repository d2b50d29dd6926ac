import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, UNTIL } from './harness';
import { hostMutation, newHostSession, useSession } from './session';
import { addDays, todayIn } from '../../shared/stay/dates';
import { monthStart } from '../../shared/host/periods';
import pt_books from '../../web/i18n/pt/books';
import pt_booksPages from '../../web/i18n/pt/booksPages';
import pt_booksDocs from '../../web/i18n/pt/booksDocs';
import pt_workspace from '../../web/i18n/pt/workspace';

// The books in Portuguese (issue 43), as a host doing the month's accounts: the NFS-e settings
// (a wrong CNPJ is named next to its field, nothing typed is lost, the token is never shown
// again), the month's report downloaded in Excel form and read back (BOM, ";", decimal comma,
// Portuguese headers), money received and the stay's receipt no wider than a phone, and the
// stay's NFS-e issued from the reservation and seen authorized (local mode's Focus NFe
// simulator, FOCUSNFE_API_URL empty). The rest (kinds, refunds, rejections, repeats, other
// hosts) is worker tests: tests/worker/books.test.ts, books-nfse.test.ts.

const t = pt_books.invoicing;
const settings = pt_booksPages.nfse;
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

/** The page is no wider than the viewport (no sideways scrolling on a phone). */
const width = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the books (pt)', () => {
  it('pt: a host downloads the month in Excel form, opens a receipt, issues an NFS-e and sees it authorized', async () => {
    const host = await newHostSession('Anfitriã dos Livros');
    const property = await hostMutation<{ id: number }>(host, 'host.properties.create', { name: 'Pousada dos Livros', kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' });
    const roomType = await hostMutation<{ unitIds: number[] }>(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 1 });
    const today = todayIn('America/Sao_Paulo');
    const from = monthStart(today);
    const to = monthStart(from, 1);
    // Two nights from the month's first day: inside the month whatever today is.
    const stay = await hostMutation<{ id: number }>(host, 'host.reservations.create', {
      propertyId: property.id,
      unitId: roomType.unitIds[0],
      checkIn: from,
      checkOut: addDays(from, 2),
      guest: { name: 'Beatriz Livro', email: 'beatriz.livro@example.com', phone: '+55 24 99876-5432' },
      adults: 2,
      children: 0,
      status: 'confirmed',
    });
    await hostMutation(host, 'host.payments.record', { reservationId: stay.id, amountCents: 60000, method: 'cash', receivedOn: today });

    const { page, close } = await openPage(`/dashboard/notas?property=${property.id}`, { viewport: PHONE, beforeGoto: (_page, context) => useSession(context, host) });
    try {
      // The NFS-e settings on a phone: a CNPJ with a wrong check digit is named next to its field; the rest stays typed.
      const field = (label: string) => page.getByLabel(label, { exact: true });
      await field(settings.legalName).fill('Pousada dos Livros Ltda');
      await field(settings.cnpj).fill('11.222.333/0001-80');
      await field(settings.inscricaoMunicipal).fill('123456');
      await field(settings.aliquotaIss).fill('5');
      await field(settings.token).fill('token-livros-9876');
      await page.getByRole('button', { name: settings.save, exact: true }).click();
      await expect.poll(() => page.locator('#invoicing-cnpj-error').textContent(), UNTIL).toBe(settings.errors.cnpj_invalid);
      await expect.poll(() => field(settings.cnpj).getAttribute('aria-describedby'), UNTIL).toContain('invoicing-cnpj-error');
      expect(await field(settings.legalName).inputValue()).toBe('Pousada dos Livros Ltda');
      expect(await field(settings.token).inputValue()).toBe('token-livros-9876');
      await field(settings.cnpj).fill('11.222.333/0001-81');
      await page.getByRole('button', { name: settings.save, exact: true }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: settings.saved }).count(), UNTIL).toBe(1);
      // The token is not sent back: the field is emptied and says only its last 4.
      await expect.poll(() => page.locator('#invoicing-token-help').textContent(), UNTIL).toContain('9876');
      expect(await field(settings.token).inputValue()).toBe('');
      expect(await page.content()).not.toContain('token-livros');
      // The address to paste in Focus NFe's panel breaks on a phone instead of widening the page.
      await expect.poll(() => page.locator('code').filter({ hasText: '/api/invoices/focusnfe/' }).count(), UNTIL).toBe(1);
      await expect.poll(() => width(page), UNTIL).toBeLessThanOrEqual(PHONE.width);

      // The month's report in Excel form: the button says so, and the file opens as columns in Excel in Portuguese.
      await page.setViewportSize(DESKTOP);
      await page.goto(`/dashboard/relatorios?from=${from}&to=${to}&property=${property.id}`);
      const excel = page.locator('a[data-format="excel"]');
      await expect.poll(() => excel.textContent(), UNTIL).toBe(pt_workspace.downloads.excel);
      const [download] = await Promise.all([page.waitForEvent('download', UNTIL), excel.click()]);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = bytes.subarray(3).toString('utf8').trim().split('\r\n').map((line) => line.split(';'));
      const headers = pt_booksDocs.csv.reports;
      expect(rows[0]).toEqual([headers.from, headers.to, headers.propertyId, headers.source, headers.nightsAvailable, headers.nightsSold, headers.occupancyPercent, headers.revenueCents, headers.adrCents, headers.revparCents, headers.currency]);
      const all = rows[1]!;
      expect(all[0]).toBe(`${from.slice(8, 10)}/${from.slice(5, 7)}/${from.slice(0, 4)}`);
      expect(all[rows[0]!.indexOf(headers.revenueCents)]).toBe('600,00');
      expect(all[rows[0]!.indexOf(headers.adrCents)]).toBe('300,00');

      // Money received on a phone: the cash on its day (dd/mm/aaaa), no wider than the screen.
      await page.setViewportSize(PHONE);
      await page.goto(`/dashboard/recebimentos?from=${from}&to=${to}&property=${property.id}`);
      const received = page.getByTestId('payments-received');
      await expect.poll(() => received.locator('tbody tr').first().textContent(), UNTIL).toContain(pt_booksPages.payments.methods.cash);
      expect(await received.textContent()).toContain('600,00');
      expect(await received.locator('tbody th').first().textContent()).toBe(`${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`);
      await expect.poll(() => width(page), UNTIL).toBeLessThanOrEqual(PHONE.width);

      // The receipt, from the reservation: every line adds up to the total, the host's legal name and CNPJ, fits a phone.
      await page.goto(`/dashboard/reservas/${stay.id}`);
      await page.getByTestId('receipt-link').click();
      await page.waitForURL(`**/account/receipts/${stay.id}`, UNTIL);
      const cents = async (selector: string) => (await page.locator(selector).evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-cents'))))) as number[];
      const total = (await cents('[data-testid="receipt-total"]'))[0];
      expect(total).toBe(60000);
      expect((await cents('[data-testid="receipt-lines"] tbody [data-cents]')).reduce((sum, line) => sum + line, 0)).toBe(total);
      const body = (await page.locator('body').textContent()) ?? '';
      expect(body).toContain('Pousada dos Livros Ltda');
      expect(body).toContain('11.222.333/0001-81');
      expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
      await expect.poll(() => width(page), UNTIL).toBeLessThanOrEqual(PHONE.width);

      // The NFS-e, issued from the reservation: authorized, with its number and PDF.
      await page.setViewportSize(DESKTOP);
      await page.goto(`/dashboard/reservas/${stay.id}`);
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 2 * UNTIL.timeout });
      const invoice = page.getByTestId('reservation-invoice');
      await invoice.getByRole('button', { name: t.issue, exact: true }).click();
      // The simulator answers "processing" first; the host asks for the status as they would.
      const status = invoice.locator('[data-invoice-status]');
      await expect
        .poll(async () => {
          const now = await status.getAttribute('data-invoice-status', { timeout: 2_000 }).catch(() => null);
          if (now === 'processing') await invoice.getByRole('button', { name: t.refresh, exact: true }).click({ timeout: 2_000 }).catch(() => undefined);
          return now;
        }, UNTIL)
        .toBe('authorized');
      await expect.poll(() => status.textContent(), UNTIL).toBe(t.statuses.authorized);
      expect(await invoice.textContent()).toMatch(new RegExp(`${t.number} \\d+`));
      expect(await invoice.getByRole('link', { name: /^PDF da nota \d+$/ }).count()).toBe(1);
    } finally {
      await close();
    }
  }, 240_000);
});
