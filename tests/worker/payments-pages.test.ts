/**
 * Paid and due amounts on the workspace's reservation pages, as the server renders them: the
 * reservation's facts, its payments (list, refund buttons, the record form) and the list's columns.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/stay/dates';
import { formatCurrency } from '../../shared/format';
import type { Locale } from '../../shared/locales';
import { data, manual, mutate, newHost, newPlace, type Host } from './reservations-support';

const html = async (host: Host, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: { authorization: `Bearer ${host.token}` }, redirect: 'manual' });
  // React separates adjacent text with <!-- -->: read the text as a person sees it.
  return { status: res.status, body: (await res.text()).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'").replaceAll('&#39;', "'") };
};

/** The text of the element with this data-testid (first one after `after`, if given). */
function testIdText(body: string, testId: string, after = ''): string | undefined {
  const from = after ? body.indexOf(after) : 0;
  const match = new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(body.slice(Math.max(0, from)));
  return match?.[1];
}

const LOCALES: [Locale, string, { paid: string; due: string }][] = [
  ['pt', '', { paid: 'Pago', due: 'A receber' }],
  ['en', '/en', { paid: 'Paid', due: 'Balance due' }],
  ['es', '/es', { paid: 'Pagado', due: 'Pendiente' }],
  ['it', '/it', { paid: 'Pagato', due: 'Da incassare' }],
];

describe('paid and due on the reservation pages (server-rendered)', () => {
  let host: Host;
  let stay: { id: number; code: string; totalCents: number };
  let cancelled: { id: number; code: string; totalCents: number };
  const today = todayIn('America/Sao_Paulo');
  const PAID = 25_050;

  beforeAll(async () => {
    host = await newHost();
    const place = await newPlace(host, 2);
    stay = data(await mutate(host, 'host.reservations.create', manual(place, addDays(today, 3), addDays(today, 6), { guest: { name: 'Paula Pagante', email: 'paula@example.com', phone: '' } })));
    cancelled = data(
      await mutate(host, 'host.reservations.create', manual(place, addDays(today, 3), addDays(today, 5), { unitId: place.unitIds[1], guest: { name: 'Caio Cancelado', email: 'caio@example.com', phone: '' } })),
    );
    expect(data(await mutate(host, 'host.payments.record', { reservationId: stay.id, amountCents: PAID, method: 'pix', receivedOn: today, note: 'Sinal' })).paidCents).toBe(PAID);
    expect(data(await mutate(host, 'host.reservations.setStatus', { id: cancelled.id, status: 'cancelled' })).status).toBe('cancelled');
  });

  it('the reservation shows paid and due among its facts, the payment received and the record form, in every locale', async () => {
    for (const [locale, prefix, label] of LOCALES) {
      const page = await html(host, `${prefix}/dashboard/reservas/${stay.id}`);
      expect(page.status, locale).toBe(200);
      const money = (cents: number) => formatCurrency(cents, 'BRL', locale);
      expect(page.body, locale).toContain(`>${label.paid}</dt>`);
      expect(page.body, locale).toContain(`>${label.due}</dt>`);
      expect(testIdText(page.body, 'reservation-paid'), locale).toBe(money(PAID));
      expect(testIdText(page.body, 'reservation-due'), locale).toBe(money(stay.totalCents - PAID));
      // The payments panel (its own chunk) is on the server-rendered page with the same figures.
      expect(page.body, locale).toContain('data-testid="payments-panel"');
      expect(testIdText(page.body, 'payments-paid'), locale).toBe(money(PAID));
      expect(testIdText(page.body, 'payments-balance'), locale).toBe(money(stay.totalCents - PAID));
      expect(page.body, locale).toContain(`${money(PAID)} · Pix · Sinal`);
      expect(page.body, locale).toContain('data-testid="record-payment"');
    }
  });

  it('the list has paid and due columns; a cancelled stay owes nothing', async () => {
    for (const [locale, prefix, label] of LOCALES) {
      const page = await html(host, `${prefix}/dashboard/reservas`);
      expect(page.status, locale).toBe(200);
      const money = (cents: number) => formatCurrency(cents, 'BRL', locale);
      expect(page.body, locale).toContain(`>${label.paid}</th>`);
      expect(page.body, locale).toContain(`>${label.due}</th>`);
      const row = `data-testid="reservation-row-${stay.id}"`;
      expect(testIdText(page.body, 'row-paid', row), locale).toBe(money(PAID));
      expect(testIdText(page.body, 'row-due', row), locale).toBe(money(stay.totalCents - PAID));
      const other = `data-testid="reservation-row-${cancelled.id}"`;
      expect(testIdText(page.body, 'row-paid', other), locale).toBe(money(0));
      expect(testIdText(page.body, 'row-due', other), locale).toBe('—');
    }
  });

  it('a refund takes the payment off: the page shows nothing paid and the whole total due', async () => {
    const other = await newHost();
    const place = await newPlace(other, 1);
    const booked = data(await mutate(other, 'host.reservations.create', manual(place, addDays(today, 10), addDays(today, 12)))) as { id: number; totalCents: number };
    const payment = data(await mutate(other, 'host.payments.record', { reservationId: booked.id, amountCents: 5_000, method: 'cash', receivedOn: today }));
    expect(data(await mutate(other, 'host.payments.refund', { paymentId: payment.id })).paidCents).toBe(0);
    const page = await html(other, `/en/dashboard/reservas/${booked.id}`);
    expect(testIdText(page.body, 'reservation-paid')).toBe(formatCurrency(0, 'BRL', 'en'));
    expect(testIdText(page.body, 'reservation-due')).toBe(formatCurrency(booked.totalCents, 'BRL', 'en'));
    expect(page.body).toContain('(refunded)');
    // Another host's reservation stays a 404, payments and all.
    expect((await html(host, `/en/dashboard/reservas/${booked.id}`)).status).toBe(404);
  });
});
