import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { book, data, day, errorOf } from './booking-support';
import { mutate, newHost, createStay, type Host, type Stay } from './pix-support';
import { parseBrCode } from '../../shared/pix/brcode';
import { withBody } from './mail-bodies-support';

/** Text of the server-rendered HTML with React's entity escapes undone. */
const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

async function page(path: string) {
  const response = await selfFetch(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': uniqueIp() }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** The BR Code in the page's copy-and-paste text area. */
function brCodeOf(html: string): string {
  const match = /<textarea[^>]*data-testid="pix-code"[^>]*>([^<]*)<\/textarea>/.exec(html);
  expect(match, 'the copy-and-paste code is in the page').not.toBeNull();
  return decode(match![1]!);
}

describe('Pix at checkout: confirmation, manage page and the guest mail', () => {
  let host: Host;
  let stay: Stay;

  /** A booking on this block's property and room type. */
  const bookHere = (input: Omit<Parameters<typeof book>[0], 'propertyId' | 'roomTypeId'>) => book({ propertyId: stay.propertyId, roomTypeId: stay.roomTypeId, ...input });

  beforeAll(async () => {
    host = await newHost();
    stay = await createStay(host, { currency: 'BRL', pix: { key: 'reservas@saojoao.com.br', receiverName: 'Pousada São João', receiverCity: 'Paraty', policy: 'deposit', depositPercent: 40, holdHours: 12 } });
    const published = await mutate(host, 'host.properties.setPublished', { id: stay.propertyId, published: true });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });

  it('a Pix booking on a BRL property: the manage page shows the BR Code for the deposit and its QR; the guest mail carries the code', async () => {
    const answer = await bookHere({ checkIn: day(50), checkOut: day(52), guests: 2, guest: { name: 'Ana Souza', email: 'ana.pix@example.com' }, locale: 'pt', payment: 'pix' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = data(answer);
    // Two nights at 300.00, no fees: 40 % deposit is 240.00.
    expect(result.totalCents).toBe(60_000);
    expect(result.pix.amountCents).toBe(24_000);

    const manage = new URL(result.manageUrl).pathname;
    for (const path of [`${manage}?booked=1`, manage]) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain('data-testid="pix-panel"');
      expect(html).toMatch(/<svg[^>]*data-testid="pix-qr"/);
      const code = brCodeOf(html);
      expect(code).toBe(result.pix.brCode);
      const parsed = parseBrCode(code);
      expect(parsed).toMatchObject({ key: 'reservas@saojoao.com.br', amountCents: 24_000, currency: '986', countryCode: 'BR' });
      expect(parsed.txid).toBe(result.code.replace('-', ''));
      expect(decode(html)).toMatch(/R\$\s?240,00/);
    }

    const mail = await withBody(await env.DB.prepare("SELECT html, text, body_key, id, host_id FROM mail_outbox WHERE kind = 'booking_guest' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)")
      .bind(result.code)
      .first<{ html: string; text: string }>());
    expect(mail).not.toBeNull();
    expect(mail!.text).toContain(result.pix.brCode);
    expect(decode(mail!.html)).toContain(result.pix.brCode);
    expect(mail!.html).toContain('/pix/qr.png?');
  });

  it('paying at the property shows no Pix panel', async () => {
    const answer = await bookHere({ checkIn: day(60), checkOut: day(61), guests: 1, guest: { name: 'Bruno Dias', email: 'bruno.pix@example.com' }, locale: 'en', payment: 'at_property' });
    expect(answer.status, JSON.stringify(errorOf(answer))).toBe(200);
    const { html } = await page(new URL(data(answer).manageUrl).pathname);
    expect(html).not.toContain('data-testid="pix-panel"');
  });

  it('an unpaid Pix booking on an instant-booking property waits as pending and the cron releases it after the deadline', async () => {
    const answer = await bookHere({ checkIn: day(70), checkOut: day(73), guests: 2, guest: { name: 'Rui Prazo', email: 'rui.prazo@example.com' }, locale: 'pt', payment: 'pix' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = data(answer);
    expect(result.status).toBe('pending');
    const row = await env.DB.prepare('SELECT id, status, hold_expires_at FROM reservations WHERE code = ?').bind(result.code).first<{ id: number; status: string; hold_expires_at: string }>();
    expect(row).toMatchObject({ status: 'pending' });
    const held = await env.DB.prepare('SELECT COUNT(*) AS n FROM occupancy WHERE reservation_id = ?').bind(row!.id).first<{ n: number }>();
    expect(held!.n).toBe(3);

    // The 5-minute cron, a minute after the deadline (12 hours on this property).
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.parse(row!.hold_expires_at) + 60_000, cron: '*/5 * * * *' }) as never, env, ctx as never);
    await waitOnExecutionContext(ctx);
    const after = await env.DB.prepare('SELECT status FROM reservations WHERE id = ?').bind(row!.id).first<{ status: string }>();
    expect(after!.status).toBe('cancelled');
    const freed = await env.DB.prepare('SELECT COUNT(*) AS n FROM occupancy WHERE reservation_id = ?').bind(row!.id).first<{ n: number }>();
    expect(freed!.n).toBe(0);
  });
});
