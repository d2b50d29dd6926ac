/**
 * Issue 25, the host side: host.pricing.get (what /dashboard/planos shows), host.promoCodes.update
 * and host.addons.update (each filtering by the host: another host's id answers NOT_FOUND, as a
 * missing one), and the "Plans and extras" page rendered on the server in four locales.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/stay/dates';
import { post, uniqueEmail, uniqueIp } from './api-support';
import { call, hostWithCookie } from './account-support';
import { data, errorOf, expectNotFound, mutate, newHost, query, type Host } from './reservations-support';

const day = (days: number) => addDays(todayIn('America/Sao_Paulo'), days);

const html = async (host: Host | null, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: host ? { authorization: `Bearer ${host.token}` } : {}, redirect: 'manual' });
  return { status: res.status, body: (await res.text()).replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('<!-- -->', '') };
};

interface Setup {
  host: Host;
  propertyId: number;
  roomTypeId: number;
  planId: number;
  promoId: number;
  addonId: number;
}

async function pricedHost(): Promise<Setup> {
  const host = await newHost();
  const property = data(await mutate(host, 'host.properties.create', { name: 'Pousada Planos', kind: 'inn', city: 'Paraty', country: 'BR', published: true })) as { id: number };
  const roomType = data(await mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Casal', capacity: 3, baseRateCents: 20_000, units: 2 })) as { id: number };
  await mutate(host, 'host.roomTypes.update', { id: roomType.id, baseOccupancy: 2, extraGuestCents: 3_500 });
  await mutate(host, 'host.properties.update', { id: property.id, lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }, { minNights: 3, percent: 5 }], touristTaxCents: 250, taxMaxNights: 4 });
  const plan = data(await mutate(host, 'host.ratePlans.create', { roomTypeId: roomType.id, name: 'Não reembolsável', percent: -12, refundable: false })) as { id: number };
  const promo = data(await mutate(host, 'host.promoCodes.create', { propertyId: property.id, code: 'Inverno15', percent: 15, maxUses: 3, validFrom: day(1), validTo: day(90) })) as { id: number };
  const addon = data(await mutate(host, 'host.addons.create', { propertyId: property.id, name: 'Café da manhã', priceCents: 4_000, per: 'guest_night', optional: true })) as { id: number };
  return { host, propertyId: property.id, roomTypeId: roomType.id, planId: plan.id, promoId: promo.id, addonId: addon.id };
}

describe('the host prices a property: host.pricing.get and the updates', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await pricedHost();
  });

  it('host.pricing.get answers the rules, each room type with its plans, the codes with their uses and the add-ons', async () => {
    const pricing = data(await query(setup.host, 'host.pricing.get', { propertyId: setup.propertyId }));
    expect(pricing).toMatchObject({
      propertyId: setup.propertyId,
      currency: 'BRL',
      freeCancellationDays: 7,
      // Stored sorted by minimum stay.
      lengthOfStayDiscounts: [
        { minNights: 3, percent: 5 },
        { minNights: 7, percent: 10 },
      ],
      touristTaxCents: 250,
      taxMaxNights: 4,
      promoCodes: [{ id: setup.promoId, code: 'INVERNO15', percent: 15, minNights: null, validFrom: day(1), validTo: day(90), maxUses: 3, uses: 0 }],
      addons: [{ id: setup.addonId, name: 'Café da manhã', priceCents: 4_000, per: 'guest_night', optional: true }],
    });
    expect(pricing.roomTypes).toHaveLength(1);
    expect(pricing.roomTypes[0]).toMatchObject({ id: setup.roomTypeId, name: 'Casal', capacity: 3, baseRateCents: 20_000, baseOccupancy: 2, extraGuestCents: 3_500 });
    expect(pricing.roomTypes[0].plans.map((plan: { name: string; percent: number; standard: boolean; refundable: boolean }) => [plan.name, plan.percent, plan.standard, plan.refundable])).toEqual([
      ['Standard', 0, true, true],
      ['Não reembolsável', -12, false, false],
    ]);
  });

  it('host.promoCodes.update replaces the terms (the text stays); a maximum below the uses so far is refused on maxUses', async () => {
    expect(data(await mutate(setup.host, 'host.promoCodes.update', { id: setup.promoId, percent: 20, minNights: 2, maxUses: 10 }))).toEqual({ id: setup.promoId });
    const codes = data(await query(setup.host, 'host.promoCodes.list', { propertyId: setup.propertyId }));
    // Dates not given are cleared: the update is the whole set of terms.
    expect(codes).toEqual([{ id: setup.promoId, code: 'INVERNO15', percent: 20, minNights: 2, validFrom: null, validTo: null, maxUses: 10, uses: 0 }]);

    // A guest uses it once; then a maximum of 1 is fine, a maximum below 1 is not a valid number anyway.
    const stay = data(
      await query(null, 'booking.availability', { propertyId: setup.propertyId, checkIn: day(20), checkOut: day(23), guests: 2, promoCode: 'inverno15' }),
    ) as { roomTypes: { ratePlans: { lines: { kind: string }[] }[] }[]; promoError?: string };
    expect(stay.promoError).toBeUndefined();
    expect(stay.roomTypes[0]!.ratePlans[0]!.lines.map((line) => line.kind)).toContain('promo');
    const booked = await post('booking.create', {
      propertyId: setup.propertyId,
      roomTypeId: setup.roomTypeId,
      checkIn: day(20),
      checkOut: day(23),
      guests: 2,
      promoCode: 'INVERNO15',
      guest: { name: 'Rita Souza', email: uniqueEmail('rita'), phone: '+55 21 99999-0000' },
      locale: 'pt',
      payment: 'at_property',
    }, { ip: uniqueIp() });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    await mutate(setup.host, 'host.promoCodes.update', { id: setup.promoId, percent: 20, maxUses: 1 });
    expect(data(await query(setup.host, 'host.pricing.get', { propertyId: setup.propertyId })).promoCodes[0]).toMatchObject({ uses: 1, maxUses: 1 });

    // Two uses recorded, then a maximum of 1 is below them: refused on the field, nothing changed.
    await mutate(setup.host, 'host.promoCodes.update', { id: setup.promoId, percent: 20, maxUses: 5 });
    const again = await post('booking.create', {
      propertyId: setup.propertyId,
      roomTypeId: setup.roomTypeId,
      checkIn: day(30),
      checkOut: day(33),
      guests: 2,
      promoCode: 'inverno15',
      guest: { name: 'Rui Souza', email: uniqueEmail('rui'), phone: '+55 21 99999-0001' },
      locale: 'pt',
      payment: 'at_property',
    }, { ip: uniqueIp() });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const refused = await mutate(setup.host, 'host.promoCodes.update', { id: setup.promoId, percent: 20, maxUses: 1 });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).issues).toEqual([{ field: 'maxUses', message: 'below_uses' }]);
    expect(data(await query(setup.host, 'host.pricing.get', { propertyId: setup.propertyId })).promoCodes[0]).toMatchObject({ uses: 2, maxUses: 5 });

    // Inverted dates name validTo, as on create.
    const inverted = await mutate(setup.host, 'host.promoCodes.update', { id: setup.promoId, percent: 20, validFrom: day(10), validTo: day(5) });
    expect(inverted.status).toBe(400);
    expect(errorOf(inverted).issues).toEqual([{ field: 'validTo', message: 'dates_inverted' }]);
  });

  it('host.addons.update replaces the add-on; availability then offers or charges it that way', async () => {
    expect(data(await mutate(setup.host, 'host.addons.update', { id: setup.addonId, name: 'Estacionamento', priceCents: 2_500, per: 'night', optional: false }))).toEqual({ id: setup.addonId });
    expect(data(await query(setup.host, 'host.addons.list', { propertyId: setup.propertyId }))).toEqual([{ id: setup.addonId, name: 'Estacionamento', names: {}, priceCents: 2_500, per: 'night', optional: false }]);
    const stay = data(await query(null, 'booking.availability', { propertyId: setup.propertyId, checkIn: day(40), checkOut: day(42), guests: 2 })) as {
      roomTypes: { ratePlans: { lines: { kind: string; amountCents: number }[] }[] }[];
    };
    // Mandatory now: in every plan's lines, 2 nights × R$ 25.
    for (const plan of stay.roomTypes[0]!.ratePlans) expect(plan.lines.filter((line) => line.kind === 'addon').map((line) => line.amountCents)).toEqual([5_000]);
    const bad = await mutate(setup.host, 'host.addons.update', { id: setup.addonId, name: ' ', priceCents: -1, per: 'week', optional: true });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).issues?.map((issue) => issue.field).sort()).toEqual(['name', 'per', 'priceCents']);
  });

  it("another host's ids answer NOT_FOUND, as ids that do not exist", async () => {
    const stranger = await newHost();
    expectNotFound(await query(stranger, 'host.pricing.get', { propertyId: setup.propertyId }), 'pricing.get');
    expectNotFound(await query(stranger, 'host.pricing.get', { propertyId: 987_654 }), 'pricing.get unknown');
    expectNotFound(await mutate(stranger, 'host.promoCodes.update', { id: setup.promoId, percent: 90 }), 'promoCodes.update');
    expectNotFound(await mutate(stranger, 'host.promoCodes.update', { id: 987_654, percent: 90 }), 'promoCodes.update unknown');
    expectNotFound(await mutate(stranger, 'host.addons.update', { id: setup.addonId, name: 'X', priceCents: 0, per: 'stay', optional: true }), 'addons.update');
    expectNotFound(await mutate(stranger, 'host.addons.update', { id: 987_654, name: 'X', priceCents: 0, per: 'stay', optional: true }), 'addons.update unknown');
    expectNotFound(await mutate(stranger, 'host.promoCodes.archive', { id: setup.promoId }), 'promoCodes.archive');
    expectNotFound(await mutate(stranger, 'host.addons.archive', { id: setup.addonId }), 'addons.archive');
    expectNotFound(await mutate(stranger, 'host.ratePlans.archive', { id: setup.planId }), 'ratePlans.archive');
    // Nothing of the host's changed.
    const pricing = data(await query(setup.host, 'host.pricing.get', { propertyId: setup.propertyId }));
    expect(pricing.promoCodes).toHaveLength(1);
    expect(pricing.addons).toHaveLength(1);
    expect(pricing.roomTypes[0].plans).toHaveLength(2);
    // Signed out: 401.
    expect((await query(null, 'host.pricing.get', { propertyId: setup.propertyId })).status).toBe(401);
  });
});

describe('/dashboard/planos, server-rendered in every locale', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await pricedHost();
  });

  it('shows the rules, the plans, the codes with their uses and the add-ons, with every field labelled', async () => {
    for (const [prefix, title, usesOf, perGuestNight, nonRefundable] of [
      ['', 'Planos e extras', '0 de 3', 'por hóspede por noite', 'Não reembolsável'],
      ['/en', 'Plans and extras', '0 of 3', 'per guest per night', 'Non-refundable'],
      ['/es', 'Planes y extras', '0 de 3', 'por huésped por noche', 'No reembolsable'],
      ['/it', 'Piani ed extra', '0 su 3', 'a ospite a notte', 'Non rimborsabile'],
    ] as const) {
      const page = await html(setup.host, `${prefix}/dashboard/planos?property=${setup.propertyId}`);
      expect(page.status, prefix).toBe(200);
      expect(page.body, prefix).toContain(`<h1`);
      expect(page.body, prefix).toContain(title);
      // The page is one island due at load, its forms rendered whole on the server.
      expect(page.body, prefix).toMatch(/data-island="page" data-when="load"/);
      expect(page.body, prefix).not.toContain('<!--$!');
      expect(page.body, prefix).toContain('data-testid="plans-editor"');
      expect(page.body, prefix).toContain('INVERNO15');
      expect(page.body, prefix).toContain(usesOf);
      expect(page.body, prefix).toContain(perGuestNight);
      expect(page.body, prefix).toContain(nonRefundable);
      expect(page.body, prefix).toContain('Café da manhã');
      // The forms' fields, by name (for the browser's own form handling too).
      for (const name of ['tierMinNights0', 'tierPercent1', 'touristTax', 'taxMaxNights', 'baseOccupancy', 'extraGuest', 'planName', 'planPercent', 'planWindow', 'code', 'promoPercent', 'validFrom', 'validTo', 'maxUses', 'addonName', 'addonPrice', 'addonPer']) {
        expect(page.body, `${prefix} ${name}`).toContain(`name="${name}"`);
      }
      // Every input has its label (react-aria links them by id).
      const inputs = [...page.body.matchAll(/<input[^>]*>/g)].map((match) => match[0]).filter((tag) => !/type="hidden"/.test(tag));
      expect(inputs.length, prefix).toBeGreaterThan(10);
      for (const tag of inputs) {
        const id = /id="([^"]+)"/.exec(tag)?.[1];
        // A react-aria checkbox is inside its <label>.
        const insideLabel = new RegExp(`<label[^>]*>(?:(?!</label>)[\\s\\S])*${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(page.body);
        const labelled = insideLabel || /aria-labelledby="[^"]+"/.test(tag) || (id !== undefined && page.body.includes(`for="${id}"`)) || /aria-label="[^"]+"/.test(tag);
        expect(labelled, `${prefix} ${tag}`).toBe(true);
      }
    }
    // The nav links the page in every locale.
    expect((await html(setup.host, '/en/dashboard/tarifas')).body).toContain('href="/en/dashboard/planos"');
    // Prices in the property's currency per locale: the tourist tax R$ 2,50 / R$2.50.
    expect((await html(setup.host, `/dashboard/planos?property=${setup.propertyId}`)).body).toMatch(/value="R\$\s2,5/);
  });

  it("another host's property is never shown: the picker falls back to the host's own (none here)", async () => {
    const stranger = await newHost();
    const page = await html(stranger, `/en/dashboard/planos?property=${setup.propertyId}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('INVERNO15');
    expect(page.body).not.toContain('Pousada Planos');
    expect(page.body).toContain('Add a property to set plans and extras.');
    // Signed out: to the sign-in.
    expect((await html(null, '/dashboard/planos')).status).toBe(302);
  });
});

describe('the exports keep what was sold', () => {
  it('the reservations CSV has the plan, the code and the stored lines per kind (they add up to the total); the JSON export has the lines', async () => {
    const owner = await hostWithCookie('Olga Exporta');
    const host: Host = { token: owner.session.access_token, id: owner.hostId };
    const property = data(await mutate(host, 'host.properties.create', { name: 'Pousada Exporta', kind: 'inn', city: 'Paraty', country: 'BR', published: true })) as { id: number };
    const roomType = data(await mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Duplo', capacity: 3, baseRateCents: 30_000, units: 1 })) as { id: number };
    await mutate(host, 'host.properties.update', { id: property.id, cleaningFeeCents: 5_000, touristTaxCents: 300, taxMaxNights: 2 });
    const plan = data(await mutate(host, 'host.ratePlans.create', { roomTypeId: roomType.id, name: 'Não reembolsável', percent: -10, refundable: false })) as { id: number };
    await mutate(host, 'host.promoCodes.create', { propertyId: property.id, code: 'EXPORTA5', percent: 5 });
    const breakfast = data(await mutate(host, 'host.addons.create', { propertyId: property.id, name: 'Café da manhã', priceCents: 4_000, per: 'guest_night', optional: true })) as { id: number };
    const booked = await post(
      'booking.create',
      {
        propertyId: property.id,
        roomTypeId: roomType.id,
        ratePlanId: plan.id,
        checkIn: day(10),
        checkOut: day(13),
        guests: 2,
        adults: 2,
        children: 0,
        promoCode: 'exporta5',
        addons: [{ id: breakfast.id }],
        guest: { name: 'Lia Campos', email: uniqueEmail('lia'), phone: '+55 21 98888-0000' },
        locale: 'pt',
        payment: 'at_property',
      },
      { ip: uniqueIp() },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const { code, totalCents } = data(booked) as { code: string; totalCents: number };
    // By the formula: room 3 × 300 = 900; plan −90; promo −round(810 × 5 %) = −40.50; cleaning 50; breakfast 40 × 2 × 3 = 240; tax 3 × 2 adults × 2 nights = 12.
    expect(totalCents).toBe(90_000 - 9_000 - 4_050 + 5_000 + 24_000 + 1_200);

    const res = await call('/account/reservations.csv', { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const [header, ...rows] = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    const columns = header!.split(',');
    const row = rows.find((line) => line.startsWith(`${code},`));
    expect(row, 'the booking is a row').toBeDefined();
    // No cell of this row has a quoted separator: a plain split is its cells.
    const cells = Object.fromEntries(row!.split(',').map((cell, index) => [columns[index], cell]));
    expect(cells).toMatchObject({
      total: (totalCents / 100).toFixed(2),
      rate_plan: 'Não reembolsável',
      refundable: 'no',
      promo_code: 'EXPORTA5',
      line_room: '900.00',
      line_plan: '-90.00',
      line_length_of_stay: '',
      line_promo: '-40.50',
      line_cleaning: '50.00',
      line_service: '0.00',
      line_addon: '240.00',
      line_tax: '12.00',
      addon_items: 'Café da manhã × 6 = 240.00',
    });
    const sum = ['line_room', 'line_plan', 'line_length_of_stay', 'line_promo', 'line_cleaning', 'line_service', 'line_addon', 'line_tax'].reduce((total, column) => total + Math.round(Number(cells[column] || 0) * 100), 0);
    expect(sum).toBe(totalCents);

    const json = (await (await call('/account/export.json', { cookie: owner.cookie })).json()) as { tables: { reservations: { code: string; lines: string; rate_plan_name: string; promo_code: string }[] } };
    const stored = json.tables.reservations.find((reservation) => reservation.code === code)!;
    expect(stored).toMatchObject({ rate_plan_name: 'Não reembolsável', promo_code: 'EXPORTA5' });
    expect((JSON.parse(stored.lines) as { amountCents: number }[]).reduce((total, line) => total + line.amountCents, 0)).toBe(totalCents);
  });
});
