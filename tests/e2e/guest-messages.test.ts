import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, UNTIL } from './harness';
import { noViolations } from './workspace-support';
import { newHostSession, useSession } from './session';
import pt_guestMessages from '../../web/i18n/pt/guestMessages';

// Scheduled guest messages (issue 28): a new host edits the confirmation's subject on
// /dashboard/mensagens, saves, reloads and sees it; the preview fills the variables; axe on the page.

const t = pt_guestMessages;

async function call<T>(token: string, path: string, input: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/trpc/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(input) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

describe('scheduled messages page', () => {
  it('pt: edits a subject, saves, reloads and sees it; previews it; axe finds nothing', async () => {
    const session = await newHostSession('Anfitriã das Mensagens');
    await call<{ id: number }>(session.access_token, 'host.properties.create', { name: 'Pousada das Mensagens', kind: 'inn', city: 'Paraty', country: 'BR' });
    const { page, close } = await openPage('/dashboard/mensagens', { beforeGoto: (_page, context) => useSession(context, session) });
    try {
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
      const form = page.getByTestId('message-confirmed');
      await form.locator('form[data-ready]').waitFor(UNTIL);
      await noViolations(page, 'messages page');
      const subject = form.getByLabel(t.subject);
      await subject.fill('Bem-vindo, {guestName}: reserva confirmada');
      // An empty body is refused next to the field, and the subject typed stays.
      await form.getByLabel(t.body).fill('');
      await form.getByRole('button', { name: t.save, exact: true }).click();
      await expect.poll(() => form.getByText(t.required, { exact: true }).count(), UNTIL).toBe(1);
      expect(await subject.inputValue()).toBe('Bem-vindo, {guestName}: reserva confirmada');
      await form.getByLabel(t.body).fill('Olá {guestName}, até {checkIn}!');
      await form.getByRole('button', { name: t.save, exact: true }).click();
      await expect.poll(() => form.getByTestId('message-confirmed-status').textContent(), UNTIL).toBe(t.saved);
      await form.getByRole('button', { name: t.preview, exact: true }).click();
      const preview = form.getByTestId('message-confirmed-preview');
      await expect.poll(async () => ((await preview.count()) ? await preview.textContent() : ''), UNTIL).not.toContain('{guestName}');
      await noViolations(page, 'messages page after save and preview');

      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', ...UNTIL });
      await expect.poll(() => page.getByTestId('message-confirmed').getByLabel(t.subject).inputValue(), UNTIL).toBe('Bem-vindo, {guestName}: reserva confirmada');
    } finally {
      await close();
    }
  });
});
