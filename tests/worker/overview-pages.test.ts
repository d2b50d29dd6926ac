import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/stay/dates';
import { data, manual, mutate, newHost, newPlace, type Host, type Place } from './reservations-support';

const html = async (host: Host | null, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: host ? { authorization: `Bearer ${host.token}` } : {}, redirect: 'manual' });
  return { status: res.status, body: (await res.text()).replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('<!-- -->', '') };
};

describe('workspace pages: overview, rates, properties (server-rendered)', () => {
  let host: Host;
  let place: Place;
  const today = todayIn('America/Sao_Paulo');
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 2, 30000);
    await mutate(host, 'host.reservations.create', manual(place, today, addDays(today, 3), { source: 'airbnb', guest: { name: 'Helena Prado', email: '', phone: '' } }));
    await mutate(host, 'host.rates.set', { roomTypeId: place.roomTypeId, from: today, to: addDays(today, 14), rateCents: 45000, minStay: 2, weekdays: [5, 6] });
  });

  it('renders the overview with its figures, SVG charts and their text alternatives, in every locale', async () => {
    for (const [prefix, arrivals, chart] of [
      ['', 'Chegadas de hoje (1)', 'Receita de hospedagem por mês'],
      ['/en', "Today's arrivals (1)", 'Lodging revenue by month'],
      ['/es', 'Llegadas de hoy (1)', 'Ingresos de alojamiento por mes'],
      ['/it', 'Arrivi di oggi (1)', 'Ricavi da alloggio per mese'],
    ] as const) {
      const page = await html(host, `${prefix}/dashboard`);
      expect(page.status, prefix).toBe(200);
      expect(page.body, prefix).toContain(arrivals);
      expect(page.body).toContain(chart);
      expect(page.body).toContain('Helena Prado');
      expect(page.body).toContain('data-testid="revenue-chart"');
      expect(page.body).toContain('data-testid="revenue-table"');
      expect(page.body).toContain('data-testid="sources-list"');
      expect(page.body).toContain('Airbnb: 1');
      // The account card the sign-in tests read.
      expect(page.body).toContain('data-testid="user-email"');
      expect(page.body).toContain(`data-testid="user-id"`);
    }
    // Revenue in the property's currency, formatted per locale: this month's nights of the stay
    // (three nights from today at R$ 300; at a month's end some of them are next month's).
    const nightsThisMonth = [0, 1, 2].filter((offset) => addDays(today, offset).slice(0, 7) === today.slice(0, 7)).length;
    const reais = nightsThisMonth * 300;
    expect((await html(host, '/dashboard')).body).toMatch(new RegExp(`R\\$\\s${reais},00`));
    expect((await html(host, '/en/dashboard')).body).toMatch(new RegExp(`R\\$${reais}\\.00`));
  });

  it('renders every workspace page whole in one pass: the page is one island due at load, nothing left for the browser to render', async () => {
    const paths = [
      '/dashboard',
      '/dashboard/propriedades',
      '/dashboard/propriedades/nova',
      `/dashboard/propriedades/${place.propertyId}`,
      `/dashboard/tarifas?property=${place.propertyId}`,
      '/dashboard/calendario',
      '/dashboard/reservas',
      '/dashboard/hospedes',
      '/dashboard/canais',
      '/dashboard/conta',
    ];
    for (const path of paths) {
      const page = await html(host, path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toMatch(/data-island="page" data-when="load"/);
      // The workspace's own app bar, not the marketing header, footer and newsletter (issue 27).
      expect(page.body, path).toContain('data-testid="scope-picker"');
      expect(page.body, path).toContain('role="search"');
      expect(page.body, path).not.toContain('data-island="header"');
      expect(page.body, path).not.toContain('data-island="newsletter"');
      expect(page.body, path).not.toContain('<footer');
      // A boundary that suspended in the synchronous render would be left to the browser ($!).
      expect(page.body, path).not.toContain('<!--$!');
      expect(page.body, path).not.toContain('<!--$?');
    }
    // Lazy parts are in the HTML: the property editor, and the new-property form (a part that
    // hydrates when first used).
    expect((await html(host, `/dashboard/propriedades/${place.propertyId}`)).body).toContain('data-testid="property-editor"');
    const create = (await html(host, '/dashboard/propriedades/nova')).body;
    expect(create).toMatch(/<div class="[^"]+" data-part="">[\s\S]*<form[\s\S]*name="roomTypeName"/);
  });

  it('shows a host without a property the first-run flow', async () => {
    const fresh = await newHost();
    const page = await html(fresh, '/dashboard');
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="first-run"');
    // The form is in the HTML, in a part the browser hydrates when the host first uses it.
    expect(page.body).toMatch(/data-testid="first-run"[\s\S]*data-part=""[\s\S]*<form[\s\S]*name="roomTypeName"/);
    expect(page.body).toContain('Criar minha propriedade');
    expect((await html(fresh, '/en/dashboard')).body).toContain('Create my property');
  });

  it('renders the rates grid with the weekend edit and the bulk form', async () => {
    const page = await html(host, `/en/dashboard/tarifas?property=${place.propertyId}&from=${today}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`data-testid="rates-grid-${place.roomTypeId}"`);
    expect(page.body).toContain('Bulk edit');
    expect(page.body).toContain('R$450.00');
    expect(page.body).toContain('R$300.00');
    const friday = Array.from({ length: 7 }, (_, i) => addDays(today, i)).find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 5)!;
    const row = new RegExp(`data-date="${friday}".*?</tr>`, 's').exec(page.body)?.[0] ?? '';
    expect(row).toContain('R$450.00');
    expect(row).toMatch(/data-testid="min-stay">2</);
  });

  it('renders the property list, the new-property form and the editor; another host gets 404', async () => {
    const list = await html(host, '/dashboard/propriedades');
    expect(list.status).toBe(200);
    expect(list.body).toContain('Pousada do Teste');
    expect(list.body).toContain('Publicar');
    const fresh = await html(host, '/it/dashboard/propriedades/nova');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toContain('Crea struttura');
    const editor = await html(host, `/es/dashboard/propriedades/${place.propertyId}`);
    expect(editor.status).toBe(200);
    expect(editor.body).toContain('Duplo 1');
    expect(editor.body).toContain('Tipos de habitación y unidades');
    // Pix at booking is set up on the same page (the Pix settings form).
    expect(editor.body).toContain('data-testid="pix-settings"');
    const other = await newHost();
    expect((await html(other, `/dashboard/propriedades/${place.propertyId}`)).status).toBe(404);
    expect((await html(other, `/dashboard?property=${place.propertyId}`)).status).toBe(404);
    expect((await html(host, '/dashboard/propriedades/abc')).status).toBe(404);
  });
});
