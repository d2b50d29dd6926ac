import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage, visitor, PATIENCE_MS, UNTIL } from './harness';
import { noViolations } from './workspace-support';
import { hostMutation, hostQuery, newHostSession, useSession, type Session } from './session';
import { addDays, todayIn } from '../../shared/stay/dates';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';
import pt_inbox from '../../web/i18n/pt/inbox';
import en_inbox from '../../web/i18n/en/inbox';
import es_inbox from '../../web/i18n/es/inbox';
import it_inbox from '../../web/i18n/it/inbox';

// One conversation per stay (issue 44), in each locale: a guest writes to the host from the
// manage page without JavaScript; the host sees it on the reservation's page and answers; the
// guest reads the answer on the manage page (still without JavaScript). In Portuguese the guest
// also replies to the host's mail through the local email route (/dev/email, the same handler
// Email Routing calls) and the reply appears on the guest's page; axe on both pages.

const INBOX = { pt: pt_inbox, en: en_inbox, es: es_inbox, it: it_inbox };
const OFFSET: Record<Locale, number> = { pt: 40, en: 44, es: 48, it: 52 };

let host: Session;
/** The Portuguese stay, for the reply by email after the flow. */
const stays: Partial<Record<Locale, { token: string; email: string; id: number; answer: string }>> = {};
let propertyId = 0;
let roomTypeId = 0;

async function bookAs(locale: Locale): Promise<{ token: string; code: string; email: string; id: number }> {
  const checkIn = addDays(todayIn('America/Sao_Paulo'), OFFSET[locale]);
  const email = `inbox.${locale}.${Date.now()}@example.com`;
  const res = await fetch(`${baseUrl()}/api/trpc/booking.create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': visitor(), origin: baseUrl() },
    body: JSON.stringify({ propertyId, roomTypeId, checkIn, checkOut: addDays(checkIn, 2), guests: 2, guest: { name: `Hóspede ${locale}`, email, phone: '' }, locale, payment: 'at_property' }),
  });
  if (res.status !== 200) throw new Error(`booking.create answered ${res.status}: ${await res.text()}`);
  const booked = ((await res.json()) as { result: { data: { code: string; manageUrl: string } } }).result.data;
  const token = new URL(booked.manageUrl).pathname.split('/').pop()!;
  const found = await hostQuery<{ items: { id: number; code: string }[] }>(host, 'host.reservations.search', { propertyId, q: booked.code });
  return { token, code: booked.code, email, id: found.items.find((item) => item.code === booked.code)!.id };
}

describe('one conversation per stay', () => {
  beforeAll(async () => {
    host = await newHostSession('Anfitriã das Conversas');
    propertyId = (await hostMutation<{ id: number }>(host, 'host.properties.create', { name: 'Pousada das Conversas', kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL' })).id;
    roomTypeId = (await hostMutation<{ id: number }>(host, 'host.roomTypes.create', { propertyId, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 2 })).id;
    await hostMutation(host, 'host.properties.setPublished', { id: propertyId, published: true });
  });

  for (const locale of LOCALES) {
    it(`${locale}: the guest writes without JavaScript, the host answers, the guest reads the answer`, async () => {
      const t = INBOX[locale];
      const stay = await bookAs(locale);
      const manage = localizePath(`/reserva/${stay.token}`, locale);
      const question = `Podemos chegar às 23h? (${locale})`;
      const answer = `Sim, a chave fica na recepção. (${locale})`;

      const guest = await openPage(manage, { javaScriptEnabled: false });
      try {
        await guest.page.getByLabel(t.guest.label, { exact: true }).fill(question);
        await guest.page.getByRole('button', { name: t.guest.send, exact: true }).click();
        await guest.page.getByTestId('message-sent').waitFor(UNTIL);
        await expect.poll(() => guest.page.getByTestId('thread').textContent(), UNTIL).toContain(question);
      } finally {
        await guest.close();
      }

      const desk = await openPage(localizePath(`/dashboard/reservas/${stay.id}`, locale), { beforeGoto: (_page, context) => useSession(context, host) });
      try {
        const conversation = desk.page.getByTestId('conversation');
        await conversation.locator('form[data-ready]').waitFor(UNTIL);
        await expect.poll(() => conversation.getByTestId('thread').textContent(), UNTIL).toContain(question);
        await conversation.getByLabel(t.thread.reply, { exact: true }).fill(answer);
        await conversation.getByRole('button', { name: t.thread.send, exact: true }).click();
        await expect.poll(() => conversation.getByTestId('reply-sent').count(), UNTIL).toBe(1);
        await expect.poll(() => conversation.locator('[data-from="host"]').last().textContent(), UNTIL).toContain(answer);
      } finally {
        await desk.close();
      }

      stays[locale] = { token: stay.token, email: stay.email, id: stay.id, answer };
      const back = await openPage(manage, { javaScriptEnabled: false });
      try {
        const thread = back.page.getByTestId('thread');
        await expect.poll(() => thread.locator('[data-from="host"]').last().textContent(), UNTIL).toContain(answer);
      } finally {
        await back.close();
      }
    });
  }
  it('pt: a reply to the host’s mail through the local email route (/dev/email) lands in the thread, a forged address nowhere; axe on both pages', async () => {
    const stay = stays.pt;
    expect(stay, 'the pt flow ran first').toBeDefined();
    const outbox = await (await fetch(`${baseUrl()}/dev/mail/booking?to=${encodeURIComponent(stay!.email)}`)).text();
    const replyTo = /data-kind="inbox_reply"[^>]*data-reply-to="([^"]+)"/.exec(outbox)?.[1];
    expect(replyTo).toMatch(/^reply-[0-9a-f]{32}p\d+@/);
    const raw = (id: string) =>
      [`From: ${stay!.email}`, `To: ${replyTo}`, 'Subject: Re: mensagem', `Message-ID: <${id}-${Date.now()}@example.com>`, 'Content-Type: text/plain; charset=utf-8', '', 'Obrigada, até sexta!', '', `Em seg., 1 de mar. de 2027 às 10:00, Estadia <${replyTo}> escreveu:`, `> ${stay!.answer}`].join('\r\n');
    const post = (to: string, id: string) => fetch(`${baseUrl()}/dev/email?from=${encodeURIComponent(stay!.email)}&to=${encodeURIComponent(to)}`, { method: 'POST', headers: { origin: baseUrl() }, body: raw(id), signal: AbortSignal.timeout(PATIENCE_MS) });
    const handled = await post(replyTo!, 'e2e');
    expect(handled.status, await handled.text()).toBe(200);
    const forged = await post(replyTo!.replace(/^reply-./, (head) => (head === 'reply-0' ? 'reply-1' : 'reply-0')), 'forged');
    expect(forged.status, await forged.text()).toBe(400);

    // JavaScript on: axe runs in the page (a page without JavaScript never answered it, and the test hung).
    const guest = await openPage(localizePath(`/reserva/${stay!.token}`, 'pt'));
    try {
      await expect.poll(() => guest.page.getByTestId('thread').locator('[data-from="guest"]').last().textContent(), UNTIL).toContain('Obrigada, até sexta!');
      expect(await guest.page.getByTestId('thread').textContent()).not.toContain('escreveu:');
      await noViolations(guest.page, 'manage page with a conversation');
    } finally {
      await guest.close();
    }
    const desk = await openPage(`/dashboard/reservas/${stay!.id}`, { beforeGoto: (_page, context) => useSession(context, host) });
    try {
      await desk.page.getByTestId('conversation').locator('form[data-ready]').waitFor(UNTIL);
      await noViolations(desk.page, 'reservation page with its conversation');
    } finally {
      await desk.close();
    }
  });
});
