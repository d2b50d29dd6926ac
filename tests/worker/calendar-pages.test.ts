import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/stay/dates';
import { data, manual, mutate, newHost, newPlace, type Host, type Place } from './reservations-support';
import { reusedIslands } from '../../worker/ssr/island-html';
import { PAGES } from '../../web/pages/registry';

const html = async (host: Host | null, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: host ? { authorization: `Bearer ${host.token}` } : {}, redirect: 'manual' });
  return { status: res.status, body: (await res.text()).replaceAll('&#x27;', "'").replaceAll('&#39;', "'") };
};

describe('workspace pages: calendar, reservations, guests (server-rendered)', () => {
  let host: Host;
  let place: Place;
  let stay: { id: number; code: string };
  const today = todayIn('America/Sao_Paulo');
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 2);
    stay = data(await mutate(host, 'host.reservations.create', manual(place, addDays(today, 2), addDays(today, 5), { guest: { name: 'Marina Teixeira', email: 'marina@example.com', phone: '' } })));
  });

  it('renders the tape chart on the server with the stay as a bar, in every locale', async () => {
    for (const [prefix, title] of [['', 'Calendário'], ['/en', 'Calendar'], ['/es', 'Calendario'], ['/it', 'Calendario']] as const) {
      const page = await html(host, `${prefix}/dashboard/calendario`);
      expect(page.status, prefix).toBe(200);
      expect(page.body).toContain(title);
      expect(page.body).toContain('role="grid"');
      expect(page.body).toContain('Marina Teixeira');
      expect(page.body).toContain(`/dashboard/reservas/${stay.id}`);
    }
  });

  it("escapes what hosts and guests typed in the chart's markup (its body is built as a string)", async () => {
    const tricky = '<img src=x onerror=alert(1)> "Zé" & Cia';
    const owner = await newHost();
    const other = await newPlace(owner, 1);
    await env.DB.prepare('UPDATE units SET name = ? WHERE id = ?').bind(`Suíte ${tricky}`, other.unitIds[0]).run();
    const booked = data(await mutate(owner, 'host.reservations.create', manual(other, addDays(today, 1), addDays(today, 3), { guest: { name: tricky, email: 'tricky@example.com', phone: '' } })));
    await mutate(owner, 'host.blocks.create', { unitId: other.unitIds[0], from: addDays(today, 4), to: addDays(today, 5), reason: `Obra ${tricky}` });
    const res = await SELF.fetch(`http://localhost/en/dashboard/calendario?property=${other.propertyId}&from=${today}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.status).toBe(200);
    const body = await res.text();
    const chart = body.slice(body.indexOf('<tbody'), body.indexOf('</tbody>'));
    expect(chart).toContain(`data-reservation="${booked.id}"`);
    expect(chart).not.toContain('<img');
    expect(chart).not.toContain('"Zé"');
    expect(chart).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Zé&quot; &amp; Cia');
    // In a label (the unit's free night, the stay, the block) and in the text of the row header, the bar and the block.
    expect(chart.split('&lt;img src=x onerror=alert(1)&gt;').length - 1).toBeGreaterThanOrEqual(6);
    // A free night's whole label: the unit's name (escaped) in the night's sentence, then its price.
    expect(chart).toMatch(/aria-label="Free: Suíte &lt;img src=x onerror=alert\(1\)&gt; &quot;Zé&quot; &amp; Cia, night of [A-Z][a-z]+ \d{1,2}, \d{4}, R\$\d[\d,.]*" data-night=/);
  });

  it('an isolate renders the calendar once per data: a reload reuses its HTML, a change renders afresh (issue 27)', async () => {
    // Only pages that read nothing but their bootstrap (never the clock) may be reused.
    expect(Object.entries(PAGES).filter(([, entry]) => entry.reusable).map(([id]) => id)).toEqual(['dashboardCalendar']);
    const owner = await newHost();
    const own = await newPlace(owner, 3);
    const path = `/en/dashboard/calendario?property=${own.propertyId}&from=${today}`;
    const chartOf = (body: string) => body.slice(body.indexOf('<tbody'), body.indexOf('</tbody>'));
    const before = reusedIslands();
    const first = await html(owner, path);
    const kept = reusedIslands();
    // The page island (chart included) was rendered and kept whole. The counters only grow, so
    // this holds whatever the isolate served before (other files share it: vitest.worker.config.ts).
    expect(kept.renders).toBeGreaterThan(before.renders);
    expect(kept.renderedCharacters - before.renderedCharacters).toBeGreaterThanOrEqual(chartOf(first.body).length);
    const again = await html(owner, path);
    // The second answer is the same chart, answered from what was kept: nothing new rendered.
    expect(chartOf(again.body)).toBe(chartOf(first.body));
    const reused = reusedIslands();
    expect(reused.renders).toBe(kept.renders);
    expect(reused.reuses).toBeGreaterThan(kept.reuses);
    const booked = data(await mutate(owner, 'host.reservations.create', manual(own, addDays(today, 1), addDays(today, 2), { guest: { name: 'Otávio Reuso', email: 'otavio@example.com', phone: '' } })));
    const changed = await html(owner, path);
    expect(chartOf(first.body)).not.toContain('Otávio Reuso');
    expect(chartOf(changed.body)).toContain('Otávio Reuso');
    expect(chartOf(changed.body)).toContain(`data-reservation="${booked.id}"`);
    expect(reusedIslands().renders).toBeGreaterThan(reused.renders);
    // Another host's request for the same path never gets this host's chart.
    const stranger = await html(await newHost(), path);
    expect(stranger.body).not.toContain('Otávio Reuso');
  });

  it('shows blocks and channel conflicts on the chart, and the stays as a text list', async () => {
    await mutate(host, 'host.blocks.create', { unitId: place.unitIds[1], from: addDays(today, 1), to: addDays(today, 3), reason: 'Pintura' });
    const feed = await env.DB.prepare(
      "INSERT INTO channel_feeds (host_id, property_id, unit_id, url, channel, created_at) VALUES (?, ?, ?, 'https://example.com/c.ics', 'airbnb', '2029-01-01') RETURNING id",
    )
      .bind(host.id, place.propertyId, place.unitIds[0])
      .first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO channel_conflicts (host_id, property_id, unit_id, feed_id, uid, start_date, end_date, summary, reservation_id, detected_at) VALUES (?, ?, ?, ?, 'uid-p', ?, ?, 'Reserved', ?, '2029-01-01')",
    )
      .bind(host.id, place.propertyId, place.unitIds[0], feed!.id, addDays(today, 3), addDays(today, 4), stay.id)
      .run();
    const page = await html(host, '/en/dashboard/calendario');
    expect(page.body).toContain('Blocked: Pintura');
    expect(page.body).toContain('1 channel conflict in this period');
    expect(page.body).toContain('Channel conflict');
    expect(page.body).toContain('Stays in this period (list)');
    expect(page.body).toMatch(/Duplo 1: Marina Teixeira, [^<]+, Confirmed/);
  });

  it('renders the reservations list with its filters and pages from the URL', async () => {
    for (const [prefix, title] of [['', 'Reservas'], ['/en', 'Reservations'], ['/es', 'Reservas'], ['/it', 'Prenotazioni']] as const) {
      const page = await html(host, `${prefix}/dashboard/reservas?q=marina`);
      expect(page.status, prefix).toBe(200);
      expect(page.body).toContain(title);
      expect(page.body).toContain(stay.code);
    }
    expect((await html(host, '/dashboard/reservas?q=nobody-at-all')).body).not.toContain(stay.code);
    expect((await html(host, '/dashboard/reservas?status=cancelled')).body).not.toContain(stay.code);
  });

  it('renders a reservation with its history, and 404 for another host or a bad id', async () => {
    const page = await html(host, `/en/dashboard/reservas/${stay.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(stay.code);
    expect(page.body).toContain('Reservation created');
    const other = await newHost();
    expect((await html(other, `/dashboard/reservas/${stay.id}`)).status).toBe(404);
    expect((await html(host, '/dashboard/reservas/abc')).status).toBe(404);
    expect((await html(other, `/dashboard/calendario?property=${place.propertyId}`)).status).toBe(404);
  });

  it('renders the guests list and a guest with their stays; 404 for another host', async () => {
    const list = await html(host, '/it/dashboard/hospedes?q=marina');
    expect(list.status).toBe(200);
    expect(list.body).toContain('Marina Teixeira');
    const guestId = Number(/\/dashboard\/hospedes\/(\d+)/.exec(list.body)?.[1]);
    const detail = await html(host, `/es/dashboard/hospedes/${guestId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toContain(stay.code);
    expect((await html(await newHost(), `/dashboard/hospedes/${guestId}`)).status).toBe(404);
  });

  it('tells a host without a property so in the HTML itself (not a loading line the browser must replace)', async () => {
    const fresh = await newHost();
    const page = await html(fresh, '/en/dashboard/calendario');
    expect(page.status).toBe(200);
    expect(page.body).toContain('You have no properties yet. Add your first one under Properties.');
    expect(page.body).not.toContain('>Loading');
  });

  it('sends visitors without a session to sign in', async () => {
    for (const path of ['/dashboard/calendario', '/dashboard/reservas', `/dashboard/reservas/${stay.id}`, '/dashboard/hospedes']) {
      expect((await html(null, path)).status, path).toBe(302);
    }
  });
});
