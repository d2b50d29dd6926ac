import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/stay/dates';
import { data, expectNotFound, manual, mutate, newHost, query, type Host, type Place } from './reservations-support';

// Issue 27: every property at once. The overview sums a host's properties and lists today's
// stays across them; the calendar shows every unit of every property grouped by property, with
// each free night's price and a room-type filter; the app bar's search opens a reservation whose
// code matches exactly. Another host's data never appears, by API or in a page's HTML.

const today = todayIn('America/Sao_Paulo');

const html = async (host: Host, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: { authorization: `Bearer ${host.token}` }, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), body: (await res.text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('<!-- -->', '') };
};

async function place(host: Host, name: string, roomType: string, baseRateCents: number, units = 1): Promise<Place> {
  const property = data(await mutate(host, 'host.properties.create', { name, kind: 'inn', city: 'Paraty', country: 'BR' })) as { id: number };
  const created = data(await mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: roomType, capacity: 2, baseRateCents, units })) as { id: number; unitIds: number[] };
  return { propertyId: property.id, roomTypeId: created.id, unitIds: created.unitIds };
}

const guest = (name: string) => ({ guest: { name, email: '', phone: '' } });

describe('the workspace across all properties', () => {
  let host: Host;
  let other: Host;
  let north: Place;
  let south: Place;
  let elsewhere: Place;
  let arrivalCode = '';
  let arrivalId = 0;
  let otherCode = '';
  beforeAll(async () => {
    host = await newHost();
    other = await newHost();
    north = await place(host, 'Pousada Norte', 'Duplo Norte', 30000, 2);
    south = await place(host, 'Pousada Sul', 'Chalé Sul', 45000);
    elsewhere = await place(other, 'Pousada Alheia', 'Quarto Alheio', 99000);
    const arrival = data(await mutate(host, 'host.reservations.create', manual(north, today, addDays(today, 2), guest('Chegada Norte'))));
    arrivalCode = arrival.code;
    arrivalId = arrival.id;
    await mutate(host, 'host.reservations.create', manual(south, addDays(today, -1), addDays(today, 1), { ...guest('Hóspede Sul'), status: 'checked_in' }));
    await mutate(host, 'host.reservations.create', manual(north, addDays(today, -3), today, { ...guest('Partida Norte'), unitId: north.unitIds[1] }));
    otherCode = data(await mutate(other, 'host.reservations.create', manual(elsewhere, today, addDays(today, 1), guest('Hóspede Alheio')))).code;
    // Prices: a set rate on the south chalet's second night and a stop sell on its third.
    await mutate(host, 'host.rates.set', { roomTypeId: south.roomTypeId, from: addDays(today, 1), to: addDays(today, 2), rateCents: 52000 });
    await mutate(host, 'host.rates.set', { roomTypeId: south.roomTypeId, from: addDays(today, 2), to: addDays(today, 3), stopSell: true });
  });

  it('host.overview with all sums both properties and lists the day across them; one property stays one', async () => {
    const all = data(await query(host, 'host.overview', { all: true }));
    expect(all.all).toBe(true);
    expect(all.properties.map((item: { id: number }) => item.id)).toEqual([north.propertyId, south.propertyId]);
    expect(all.arrivals.map((stay: { guestName: string; propertyName: string }) => [stay.guestName, stay.propertyName])).toEqual([['Chegada Norte', 'Pousada Norte']]);
    expect(all.departures.map((stay: { guestName: string }) => stay.guestName)).toEqual(['Partida Norte']);
    // Issue 40: in house means checked in (the arrival not yet checked in is among the arrivals, as on the front desk).
    expect(all.inHouse.map((stay: { guestName: string; propertyName: string }) => [stay.guestName, stay.propertyName])).toEqual([['Hóspede Sul', 'Pousada Sul']]);
    expect(all.occupancy.units).toBe(3);
    const days = all.month.days as number;
    expect(all.occupancy.availableNights).toBe(3 * days);
    const one = data(await query(host, 'host.overview', { propertyId: south.propertyId }));
    expect(one.all).toBe(false);
    expect(one.occupancy.units).toBe(1);
    expect(one.arrivals).toEqual([]);
    expect(one.inHouse.map((stay: { guestName: string }) => stay.guestName)).toEqual(['Hóspede Sul']);
    // Nights this month: the all-properties figure is the sum of each property's.
    const first = data(await query(host, 'host.overview', { propertyId: north.propertyId }));
    expect(all.occupancy.occupiedNights).toBe(first.occupancy.occupiedNights + one.occupancy.occupiedNights);
    expect(all.averageStay.stays).toBe(first.averageStay.stays + one.averageStay.stays);
  });

  it("never shows another host's data: all is only the caller's, another's property is NOT_FOUND", async () => {
    const theirs = data(await query(other, 'host.overview', { all: true }));
    expect(theirs.properties.map((item: { id: number }) => item.id)).toEqual([elsewhere.propertyId]);
    expect(theirs.arrivals.map((stay: { guestName: string }) => stay.guestName)).toEqual(['Hóspede Alheio']);
    const mine = data(await query(host, 'host.overview', { all: true }));
    expect(JSON.stringify(mine)).not.toContain('Alheio');
    expectNotFound(await query(host, 'host.overview', { propertyId: elsewhere.propertyId }));
    expectNotFound(await query(host, 'host.calendar.get', { propertyId: elsewhere.propertyId }));
    // Their room type as a filter: nothing of theirs, and none of mine either.
    const filtered = data(await query(host, 'host.calendar.get', { all: true, roomTypeId: elsewhere.roomTypeId, from: today, days: 7 }));
    expect(filtered.roomTypes).toEqual([]);
    expect(JSON.stringify(filtered)).not.toContain('Alheio');
  });

  it('host.calendar.get with all: every unit grouped by property, each night priced, a room-type filter', async () => {
    const chart = data(await query(host, 'host.calendar.get', { all: true, from: today, days: 5 }));
    expect(chart.all).toBe(true);
    expect(chart.properties.map((item: { name: string }) => item.name)).toEqual(['Pousada Norte', 'Pousada Sul']);
    expect(chart.roomTypes.map((roomType: { propertyId: number; name: string; units: unknown[] }) => [roomType.propertyId, roomType.name, roomType.units.length])).toEqual([
      [north.propertyId, 'Duplo Norte', 2],
      [south.propertyId, 'Chalé Sul', 1],
    ]);
    expect(chart.roomTypes[0].prices).toEqual([30000, 30000, 30000, 30000, 30000]);
    expect(chart.roomTypes[1].prices).toEqual([45000, 52000, null, 45000, 45000]);
    const guests = chart.reservations.map((bar: { guestName: string }) => bar.guestName).sort();
    expect(guests).toEqual(['Chegada Norte', 'Hóspede Sul']);
    expect(JSON.stringify(chart)).not.toContain('Alheio');

    const south_only = data(await query(host, 'host.calendar.get', { all: true, roomTypeId: south.roomTypeId, from: today, days: 5 }));
    expect(south_only.roomTypes.map((roomType: { name: string }) => roomType.name)).toEqual(['Chalé Sul']);
    expect(south_only.reservations.map((bar: { guestName: string }) => bar.guestName)).toEqual(['Hóspede Sul']);
    expect(south_only.roomTypeChoices.map((choice: { name: string }) => choice.name)).toEqual(['Duplo Norte', 'Chalé Sul']);
    // Without all: the first property only, as before.
    const first = data(await query(host, 'host.calendar.get', { from: today, days: 5 }));
    expect(first.all).toBe(false);
    expect(first.roomTypes.map((roomType: { name: string }) => roomType.name)).toEqual(['Duplo Norte']);
  });

  it("sums revenue only in the first property's currency and says how many properties it leaves out", async () => {
    const mixed = await newHost();
    const home = await place(mixed, 'Pousada Real', 'Duplo', 30000);
    const abroad = data(await mutate(mixed, 'host.properties.create', { name: 'Casa Euro', kind: 'inn', city: 'Lisboa', country: 'PT', currency: 'EUR', timezone: 'Europe/Lisbon' })) as { id: number };
    const euroType = data(await mutate(mixed, 'host.roomTypes.create', { propertyId: abroad.id, name: 'Quarto', capacity: 2, baseRateCents: 10000, units: 1 })) as { unitIds: number[] };
    await mutate(mixed, 'host.reservations.create', manual(home, today, addDays(today, 1), guest('Real')));
    await mutate(mixed, 'host.reservations.create', { ...manual(home, today, addDays(today, 1), guest('Euro')), propertyId: abroad.id, unitId: euroType.unitIds[0] });
    const all = data(await query(mixed, 'host.overview', { all: true }));
    expect(all.property.currency).toBe('BRL');
    expect(all.otherCurrencyProperties).toBe(1);
    expect(all.revenueByMonth.reduce((sum: number, month: { cents: number }) => sum + month.cents, 0)).toBe(30000);
    expect(all.bookingsBySource.reduce((sum: number, source: { count: number }) => sum + source.count, 0)).toBe(2);
    expect((await html(mixed, '/en/dashboard')).body).toContain('In BRL: 1 property priced in another currency is not in this sum.');
  });

  it('the overview page shows every property by default, and one with ?property=', async () => {
    const page = await html(host, '/en/dashboard');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Chegada Norte');
    expect(page.body).toContain('Hóspede Sul');
    expect(page.body).toMatch(/Pousada Sul · /);
    expect(page.body).toContain('All properties');
    expect(page.body).not.toContain('Alheio');
    const one = await html(host, `/en/dashboard?property=${south.propertyId}`);
    expect(one.body).toContain('Hóspede Sul');
    expect(one.body).not.toContain('Chegada Norte');
    expect((await html(host, `/en/dashboard?property=${elsewhere.propertyId}`)).status).toBe(404);
  });

  it('the calendar page shows both properties as groups, prices in free cells, and filters by room type from the URL', async () => {
    const page = await html(host, `/en/dashboard/calendario?property=all&from=${today}`);
    expect(page.status).toBe(200);
    // The name sits in a span that stays in view when the chart scrolls sideways (issue 40).
    expect(page.body).toMatch(/<th[^>]*role="rowheader"[^>]*><span[^>]*>Pousada Norte<\/span><\/th>/);
    expect(page.body).toMatch(/<th[^>]*role="rowheader"[^>]*><span[^>]*>Pousada Sul<\/span><\/th>/);
    // The south chalet's second night: R$520.00, shown as 520 in its cell.
    const cell = new RegExp(`<button[^>]*aria-label="[^"]*R\\$520\\.00"[^>]*data-night="${addDays(today, 1)}"[^>]*data-unit="${south.unitIds[0]}"[^>]*>(.*?)</button>`).exec(page.body);
    expect(cell?.[1]).toMatch(/>520</);
    // The stop-sell night says so.
    expect(page.body).toMatch(new RegExp(`aria-label="[^"]*closed to sale"[^>]*data-night="${addDays(today, 2)}"[^>]*data-unit="${south.unitIds[0]}"`));
    expect(page.body).not.toContain('Alheio');
    expect(page.body).toContain('id="calendar-room-type"');

    const filtered = await html(host, `/en/dashboard/calendario?property=all&type=${south.roomTypeId}&from=${today}`);
    expect(filtered.body).toContain(`data-unit="${south.unitIds[0]}"`);
    expect(filtered.body).not.toContain(`data-unit="${north.unitIds[0]}"`);
    // The window's links keep the filter.
    expect(filtered.body).toContain(`type=${south.roomTypeId}`);
    const theirs = await html(host, `/en/dashboard/calendario?property=${elsewhere.propertyId}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).not.toContain('Alheio');
  });

  it("the app bar's search opens a reservation whose code matches exactly, else lists; another host's code finds nothing", async () => {
    const exact = await html(host, `/en/dashboard/reservas?q=${arrivalCode.toLowerCase()}`);
    expect(exact.status).toBe(303);
    expect(exact.location).toBe(`/en/dashboard/reservas/${arrivalId}`);
    const byName = await html(host, '/en/dashboard/reservas?q=Chegada');
    expect(byName.status).toBe(200);
    expect(byName.body).toContain(arrivalCode);
    const theirs = await html(host, `/en/dashboard/reservas?q=${otherCode}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body).not.toContain('Alheio');
  });

  it('every workspace page has the app bar: scope (all or one), search, member menu, section nav; no marketing footer', async () => {
    const page = await html(host, `/es/dashboard/recepcao?property=${south.propertyId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<select id="workspace-scope" name="property"[^>]*>.*?<option value="all">Todas las propiedades<\/option>/s);
    expect(page.body).toMatch(new RegExp(`<option value="${south.propertyId}" selected="">Pousada Sul</option>`));
    expect(page.body).toMatch(/<form role="search"[^>]*action="\/es\/dashboard\/reservas" method="get"/);
    expect(page.body).toContain('data-member-menu=""');
    expect(page.body).toContain('href="/es/dashboard/conta"');
    expect(page.body).toContain('action="/account/sign-out"');
    // The section links carry the scope.
    expect(page.body).toContain(`href="/es/dashboard/calendario?property=${south.propertyId}"`);
    expect(page.body).not.toContain('<footer');
    // A page that works on one property offers no "all".
    const rates = await html(host, '/es/dashboard/tarifas');
    expect(rates.body).toContain('id="workspace-scope"');
    expect(rates.body).not.toContain('<option value="all">');
  });
});
