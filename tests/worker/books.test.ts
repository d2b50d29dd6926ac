/**
 * Issue 43, the books a Brazilian host keeps: revenue by kind (ADR from lodging only) over a
 * stay with breakfast, a cleaning fee and the tourist tax; money received with a refund; the
 * Excel form of the CSVs read back beside the machine form; the receipt's lines adding up to the
 * total. NFS-e: tests/worker/books-nfse.test.ts.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { data, expectNotFound, manual, mutate, newHost, newPlace, query, type Host, type Place } from './reservations-support';

/** A stay's lines as the booking engine stores them: 2 nights of R$ 607,20, breakfast, cleaning, tourist tax. */
const LINES = [
  { kind: 'room', amountCents: 121_440 },
  { kind: 'cleaning', amountCents: 15_000 },
  { kind: 'service', amountCents: 0 },
  { kind: 'addon', amountCents: 21_000, quantity: 4, name: 'Café da manhã' },
  { kind: 'tax', amountCents: 2_000 },
];
const TOTAL = 121_440 + 15_000 + 21_000 + 2_000;

async function stayWithLines(host: Host, place: Place, checkIn: string, checkOut: string, unitIndex = 0): Promise<number> {
  const made = data(await mutate(host, 'host.reservations.create', manual(place, checkIn, checkOut, { unitId: place.unitIds[unitIndex] }))) as { id: number };
  await env.DB.prepare('UPDATE reservations SET lines = ?, total_cents = ?, cleaning_fee_cents = 15000, service_fee_cents = 0 WHERE id = ?').bind(JSON.stringify(LINES), TOTAL, made.id).run();
  return made.id;
}

/** A download's text with its BOM kept (Response.text() drops it). */
const textOf = async (response: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

const csv = (host: Host | null, path: string) => selfFetch(`${ORIGIN}${path}`, { headers: { ...(host ? { authorization: `Bearer ${host.token}` } : {}), 'cf-connecting-ip': uniqueIp() } });

describe('revenue by kind (host.reports.summary)', () => {
  let host: Host;
  let place: Place;
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 1);
    await stayWithLines(host, place, '2031-03-10', '2031-03-12');
  });

  it('splits the stay into lodging, add-ons, fees and taxes; revenue, ADR and RevPAR count lodging only', async () => {
    const summary = data(await query(host, 'host.reports.summary', { propertyId: place.propertyId, from: '2031-03-01', to: '2031-04-01' }));
    expect(summary.revenueByKind).toEqual({ lodging: 121_440, addons: 21_000, fees: 15_000, taxes: 2_000 });
    expect(summary.revenueCents).toBe(121_440);
    // Before issue 43 this was (total − cleaning) / 2 = R$ 722,20: breakfast and tax counted as rooms.
    expect(summary.adrCents).toBe(60_720);
    expect(summary.revparCents).toBe(Math.round(121_440 / 31));
    expect(summary.bySource).toEqual([{ source: 'manual', nights: 2, revenueCents: 121_440 }]);
  });

  it('spreads each kind by night: the two nights apart add up to the whole', async () => {
    const first = data(await query(host, 'host.reports.summary', { propertyId: place.propertyId, from: '2031-03-10', to: '2031-03-11' }));
    const second = data(await query(host, 'host.reports.summary', { propertyId: place.propertyId, from: '2031-03-11', to: '2031-03-12' }));
    for (const kind of ['lodging', 'addons', 'fees', 'taxes'] as const) {
      expect(first.revenueByKind[kind] + second.revenueByKind[kind]).toBe({ lodging: 121_440, addons: 21_000, fees: 15_000, taxes: 2_000 }[kind]);
    }
    expect(first.revenueByKind.addons).toBe(10_500);
  });

  it('a stay without lines (a channel or an older booking) counts its total less the fee columns as lodging', async () => {
    const own = await newPlace(host, 1);
    const made = data(await mutate(host, 'host.reservations.create', manual(own, '2031-05-01', '2031-05-03'))) as { id: number };
    await env.DB.prepare("UPDATE reservations SET lines = '[]', total_cents = 50000, cleaning_fee_cents = 8000, service_fee_cents = 2000 WHERE id = ?").bind(made.id).run();
    const summary = data(await query(host, 'host.reports.summary', { propertyId: own.propertyId, from: '2031-05-01', to: '2031-05-03' }));
    expect(summary.revenueByKind).toEqual({ lodging: 40_000, addons: 0, fees: 10_000, taxes: 0 });
    expect(summary.adrCents).toBe(20_000);
  });

  it('the Excel form of the report: BOM, ";", decimal comma, dd/mm/aaaa, Portuguese headers; the machine form unchanged', async () => {
    const params = `from=2031-03-01&to=2031-04-01&propertyId=${place.propertyId}`;
    const excel = await csv(host, `/account/reports.csv?${params}&format=excel&locale=pt`);
    expect(excel.status).toBe(200);
    expect(excel.headers.get('content-disposition')).toContain('-excel.csv');
    const bytes = new Uint8Array(await excel.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n').map((line) => line.split(';'));
    expect(rows[0]).toEqual(['De', 'Até (exclusive)', 'Propriedade', 'Origem', 'Noites disponíveis', 'Noites vendidas', 'Ocupação (%)', 'Receita de hospedagem', 'Diária média', 'RevPAR', 'Moeda']);
    expect(rows[1]).toEqual(['01/03/2031', '01/04/2031', String(place.propertyId), 'todas', '31', '2', '6,5', '1.214,40', '607,20', '39,17', 'BRL']);
    expect(rows[2]![3]).toBe('Manual');
    // The page's language decides without `format`: Portuguese → Excel; a tool naming neither → machine form.
    expect((await textOf(await csv(host, `/account/reports.csv?${params}&locale=pt`))).startsWith('\uFEFFDe;')).toBe(true);
    expect((await (await csv(host, `/account/reports.csv?${params}&locale=en`)).text()).startsWith('from,to,')).toBe(true);
    const machine = await (await csv(host, `/account/reports.csv?${params}&format=csv`)).text();
    expect(machine.split('\r\n').slice(0, 2)).toEqual([
      'from,to,propertyId,source,nightsAvailable,nightsSold,occupancyPercent,revenueCents,adrCents,revparCents,currency',
      `2031-03-01,2031-04-01,${place.propertyId},all,31,2,6.5,121440,60720,3917,BRL`,
    ]);
    expect(machine).toBe(await (await csv(host, `/account/reports.csv?${params}`)).text());
  });

  it('the reservations export in Excel form: words, money as numbers, dates, the phone without an apostrophe', async () => {
    const text = await textOf(await csv(host, '/account/reservations.csv?format=excel&locale=pt'));
    expect(text.startsWith('\uFEFFCódigo;Propriedade;')).toBe(true);
    const [header, ...lines] = text.slice(1).trim().split('\r\n');
    const columns = header!.split(';');
    const row = lines.map((line) => line.split(';')).find((cells) => cells[columns.indexOf('Entrada')] === '10/03/2031')!;
    const cell = (name: string) => row[columns.indexOf(name)];
    expect(cell('Total')).toBe('1.594,40');
    expect(cell('Status')).toBe('Confirmada');
    expect(cell('Origem')).toBe('Manual');
    expect(cell('Saída')).toBe('12/03/2031');
    expect(cell('Telefone')).toBe('"=""+55 11 91234-5678"""');
    expect(cell('Extras')).toBe('210,00');
    // The machine form keeps its columns and codes.
    const machine = await textOf(await csv(host, '/account/reservations.csv?format=csv'));
    expect(machine.startsWith('\uFEFFcode,property,room_type,')).toBe(true);
    expect(machine).toContain(',confirmed,manual,BRL,1594.40,');
  });
});

describe("the overview's revenue agrees with the reports' lodging revenue", () => {
  it('a stay with breakfast, cleaning and tourist tax across two months: each month of the chart is what the reports answer for it', async () => {
    const host = await newHost();
    const place = await newPlace(host, 1);
    // Two nights: 31 March and 1 April. Before the fix the chart put the stay's whole total
    // (R$ 1.594,40, breakfast, cleaning and tax included) in March, its arrival month.
    await stayWithLines(host, place, '2031-03-31', '2031-04-02');
    const overview = data(await query(host, 'host.overview', { propertyId: place.propertyId, today: '2031-04-10' }));
    const month = (key: string) => (overview.revenueByMonth as { month: string; cents: number }[]).find((entry) => entry.month === key)!.cents;
    for (const [key, from, to] of [['2031-03', '2031-03-01', '2031-04-01'], ['2031-04', '2031-04-01', '2031-05-01']] as const) {
      const summary = data(await query(host, 'host.reports.summary', { propertyId: place.propertyId, from, to }));
      expect(month(key)).toBe(summary.revenueCents);
    }
    expect(month('2031-03')).toBe(60_720);
    expect(month('2031-04')).toBe(60_720);
    expect(overview.revenueByMonth.reduce((sum: number, entry: { cents: number }) => sum + entry.cents, 0)).toBe(121_440);
  });
});

describe('money received (host.reports.payments)', () => {
  let host: Host;
  let place: Place;
  let reservationId: number;
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 2);
    reservationId = await stayWithLines(host, place, '2031-03-10', '2031-03-12');
  });

  it('per day and method, refunds apart, totals that match the payment lines', async () => {
    const record = (amountCents: number, method: string, receivedOn: string) => mutate(host, 'host.payments.record', { reservationId, amountCents, method, receivedOn });
    const pix = data(await record(50_000, 'pix', '2026-01-05')) as { id: number };
    await record(30_000, 'cash', '2026-01-05');
    await record(20_000, 'pix', '2026-01-05');
    await record(10_000, 'card', '2026-01-07');
    // An online payment line as a provider's notification records it (issue 42): its own row.
    await env.DB.prepare("INSERT INTO payments (host_id, reservation_id, amount_cents, method, status, received_on, provider, provider_ref, created_at) VALUES (?, ?, 40000, 'pix', 'received', '2026-01-06', 'mercadopago', 'mp-1', ?)")
      .bind(host.id, reservationId, new Date().toISOString())
      .run();
    await env.DB.prepare('UPDATE reservations SET paid_cents = paid_cents + 40000 WHERE id = ?').bind(reservationId).run();
    const payments = await env.DB.prepare('SELECT id FROM payments WHERE reservation_id = ?').bind(reservationId).all<{ id: number }>();
    expect(payments.results.length).toBe(5);
    const refund = await mutate(host, 'host.payments.refund', { paymentId: pix.id });
    expect(refund.status).toBe(200);
    const report = data(await query(host, 'host.reports.payments', { propertyId: place.propertyId, from: '2026-01-01', to: '2026-02-01' }));
    expect(report.received).toEqual([
      { date: '2026-01-05', method: 'cash', provider: null, count: 1, amountCents: 30_000 },
      { date: '2026-01-05', method: 'pix', provider: null, count: 2, amountCents: 70_000 },
      { date: '2026-01-06', method: 'pix', provider: 'mercadopago', count: 1, amountCents: 40_000 },
      { date: '2026-01-07', method: 'card', provider: null, count: 1, amountCents: 10_000 },
    ]);
    // Refunded today (the history line's day in the property's zone), not on the day it was received.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const refunds = data(await query(host, 'host.reports.payments', { propertyId: place.propertyId, from: today, to: addDay(today) }));
    expect(refunds.refunds).toEqual([{ date: today, method: 'pix', provider: null, count: 1, amountCents: 50_000 }]);
    expect(report.receivedCents).toBe(150_000);
    // Received − refunded is what the reservation holds as paid.
    const paid = await env.DB.prepare('SELECT paid_cents FROM reservations WHERE id = ?').bind(reservationId).first<{ paid_cents: number }>();
    const all = data(await query(host, 'host.reports.payments', { propertyId: place.propertyId, from: '2026-01-01', to: addDay(today) }));
    expect(all.netCents).toBe(paid!.paid_cents);
    expect(all.byMethod).toContainEqual({ method: 'pix', provider: null, receivedCents: 70_000, refundedCents: 50_000 });
    expect(report.currency).toBe('BRL');
  });

  it('the CSV in both forms; another host → NOT_FOUND, signed out → 401', async () => {
    const params = `from=2026-01-01&to=2026-02-01&propertyId=${place.propertyId}`;
    const excel = await textOf(await csv(host, `/account/payments.csv?${params}&format=excel&locale=pt`));
    const rows = excel.slice(1).trim().split('\r\n').map((line) => line.split(';'));
    expect(rows[0]).toEqual(['Data', 'Movimento', 'Forma', 'Provedor', 'Pagamentos', 'Valor', 'Moeda']);
    expect(rows).toContainEqual(['06/01/2026', 'Recebido', 'Pix', 'Mercado Pago', '1', '400,00', 'BRL']);
    expect(rows).toContainEqual(['05/01/2026', 'Recebido', 'Dinheiro', '', '1', '300,00', 'BRL']);
    const machine = await (await csv(host, `/account/payments.csv?${params}&format=csv`)).text();
    expect(machine.split('\r\n')[0]).toBe('date,kind,method,provider,count,amountCents,currency');
    expect(machine).toContain('2026-01-05,received,pix,,2,70000,BRL');
    const other = await newHost();
    expectNotFound(await query(other, 'host.reports.payments', { propertyId: place.propertyId, from: '2026-01-01', to: '2026-02-01' }));
    expect((await csv(other, `/account/payments.csv?${params}`)).status).toBe(404);
    expect((await csv(null, `/account/payments.csv?${params}`)).status).toBe(401);
  });
});

function addDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe('the receipt (GET /account/receipts/{id})', () => {
  it("lists every line adding up to the total, every payment, the host's legal name and document, in the guest's language", async () => {
    const host = await newHost();
    const place = await newPlace(host, 1);
    const id = await stayWithLines(host, place, '2031-06-01', '2031-06-03');
    await env.DB.prepare("UPDATE reservations SET locale = 'en' WHERE id = ?").bind(id).run();
    await mutate(host, 'host.invoicing.update', { propertyId: place.propertyId, provider: 'focusnfe', token: 'token-receipt-1234', cnpj: '11.222.333/0001-81', inscricaoMunicipal: '12345', codigoServico: '090101', aliquotaIss: 5, legalName: 'Pousada Teste Ltda' });
    await mutate(host, 'host.payments.record', { reservationId: id, amountCents: 50_000, method: 'pix', receivedOn: '2026-01-05' });
    const page = await csv(host, `/account/receipts/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('@page { size: A4');
    expect(html).toContain('Pousada Teste Ltda');
    expect(html).toContain('11.222.333/0001-81');
    expect(html).toContain('Café da manhã × 4');
    expect(html).toContain('Tourist tax');
    const cents = [...html.matchAll(/<td class="amount" data-cents="(-?\d+)">/g)].map((match) => Number(match[1]));
    expect(cents.reduce((sum, value) => sum + value, 0)).toBe(TOTAL);
    expect(html).toMatch(/data-cents="159440" data-testid="receipt-total"/);
    expect(html).toContain('data-testid="receipt-paid">R$');
    expect(html).not.toContain('token-receipt');
    // Another host's reservation: not found, as an id that does not exist.
    expect((await csv(await newHost(), `/account/receipts/${id}`)).status).toBe(404);
    // Mailable: the receipt goes to the guest through the outbox.
    const mailed = await selfFetch(`${ORIGIN}/account/receipts/${id}/mail`, { method: 'POST', headers: { authorization: `Bearer ${host.token}`, origin: ORIGIN, accept: 'application/json', 'cf-connecting-ip': uniqueIp() } });
    expect(mailed.status).toBe(200);
    const row = await env.DB.prepare("SELECT recipient, subject, html FROM mail_outbox WHERE reservation_id = ? AND kind = 'receipt'").bind(id).first<{ recipient: string; subject: string; html: string }>();
    expect(row?.recipient).toBe('ana.souza@example.com');
    expect(row?.subject).toContain('Your receipt');
    expect(row?.html).toContain('data-testid="receipt-total"');
  });
});
