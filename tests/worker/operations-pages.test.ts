/**
 * Issue 27: the front desk, housekeeping board and reports pages rendered by the server in every
 * locale, with the host's data across all properties or one (`?property=`).
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/stay/dates';
import { monthStart } from '../../shared/host/periods';
import { data, manual, mutate, newHost, newPlace, query, type Host, type Place } from './reservations-support';

const html = async (host: Host | null, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: host ? { authorization: `Bearer ${host.token}` } : {}, redirect: 'manual' });
  return { status: res.status, body: (await res.text()).replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('<!-- -->', '') };
};

describe('operations pages (server-rendered)', () => {
  let host: Host;
  let one: Place;
  let two: Place;
  const today = todayIn('America/Sao_Paulo');
  beforeAll(async () => {
    host = await newHost();
    one = await newPlace(host, 2, 30000);
    two = await newPlace(host, 1, 20000);
    await mutate(host, 'host.reservations.create', manual(one, today, addDays(today, 2), { guest: { name: 'Helena Prado', email: '', phone: '' } }));
    const leaving = data(await mutate(host, 'host.reservations.create', manual(two, addDays(today, -2), today, { status: 'checked_in', source: 'airbnb', guest: { name: 'Otávio Lins', email: '', phone: '' } })));
    expect(leaving.id).toBeGreaterThan(0);
  });

  it('the front desk lists arrivals and departures of every property, with the balance due before check-out, in every locale', async () => {
    for (const [prefix, arrivals, balance, checkOut] of [
      ['', 'Chegadas (1)', 'Saldo devido:', 'Fazer check-out de Otávio Lins'],
      ['/en', 'Arrivals (1)', 'Balance due:', 'Check out Otávio Lins'],
      ['/es', 'Llegadas (1)', 'Saldo pendiente:', 'Hacer el check-out de Otávio Lins'],
      ['/it', 'Arrivi (1)', 'Saldo dovuto:', 'Fai il check-out di Otávio Lins'],
    ] as const) {
      const page = await html(host, `${prefix}/dashboard/recepcao`);
      expect(page.status, prefix).toBe(200);
      expect(page.body, prefix).toContain(arrivals);
      expect(page.body).toContain('Helena Prado');
      expect(page.body).toContain('Otávio Lins');
      expect(page.body).toContain(balance);
      expect(page.body).toContain(checkOut);
    }
    // One property: only its stays.
    const onlyOne = await html(host, `/dashboard/recepcao?property=${one.propertyId}`);
    expect(onlyOne.body).toContain('Helena Prado');
    expect(onlyOne.body).not.toContain('Otávio Lins');
  });

  it('the housekeeping board shows every unit of every property with its occupancy and status, in every locale', async () => {
    for (const [prefix, arriving, departing, clean] of [
      ['', 'Chegada', 'Saída', 'Limpa'],
      ['/en', 'Arriving', 'Departing', 'Clean'],
      ['/es', 'Llegada', 'Salida', 'Limpia'],
      ['/it', 'Arrivo', 'Partenza', 'Pulita'],
    ] as const) {
      const page = await html(host, `${prefix}/dashboard/governanca`);
      expect(page.status, prefix).toBe(200);
      expect(page.body).toContain(`data-testid="housekeeping-${one.propertyId}"`);
      expect(page.body).toContain(`data-testid="housekeeping-${two.propertyId}"`);
      expect(page.body).toContain(arriving);
      expect(page.body).toContain(departing);
      expect(page.body).toContain(clean);
    }
    expect((await html(host, '/dashboard/governanca')).body.match(/data-unit="/g)?.length).toBe(3);
  });

  it('the reports page shows the figures with their definitions, bars by month and the sources, and links the CSV', async () => {
    for (const [prefix, occupancy, definition] of [
      ['', 'Ocupação', 'O que é?'],
      ['/en', 'Occupancy', 'What is it?'],
      ['/es', 'Ocupación', '¿Qué es?'],
      ['/it', 'Occupazione', 'Che cos’è?'],
    ] as const) {
      const page = await html(host, `${prefix}/dashboard/relatorios`);
      expect(page.status, prefix).toBe(200);
      expect(page.body).toContain(occupancy);
      expect(page.body).toContain(definition);
      expect(page.body).toContain('<details');
      expect(page.body).toContain('data-testid="reports-months"');
      expect(page.body).toContain(`/account/reports.csv?from=${monthStart(today)}&amp;to=${monthStart(today, 1)}`);
    }
    const from = addDays(today, -2);
    const to = addDays(today, 2);
    const summary = data(await query(host, 'host.reports.summary', { from, to }));
    const page = await html(host, `/en/dashboard/relatorios?from=${from}&to=${to}`);
    expect(page.body).toContain(`<dd class`);
    expect(page.body).toContain(`${summary.occupancyPercent.toFixed(1)} %`);
    expect(page.body).toContain('data-testid="reports-sources"');
    expect(page.body).toContain('Airbnb');
    // An invalid range says so instead of failing.
    const invalid = await html(host, '/en/dashboard/relatorios?from=2030-01-10&to=2030-01-01');
    expect(invalid.status).toBe(200);
    expect(invalid.body).toContain('Choose a valid period');
  });

  it('the three sections are in the workspace navigation', async () => {
    const page = await html(host, '/en/dashboard');
    for (const label of ['Front desk', 'Housekeeping', 'Reports']) expect(page.body).toContain(`>${label}</a>`);
  });
});
