/**
 * Issue 25 through the contract: a host prices the way they sell (host.ratePlans.create,
 * host.roomTypes.update, host.properties.update, host.promoCodes.create, host.addons.create),
 * booking.availability answers each plan's lines and totals, booking.create stores them, a
 * non-refundable stay cancels without refund, a promo code's uses rise until it is used up.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/stay/dates';
import { priceStay } from '../../shared/stay/quote';
import { get, post, uniqueEmail, uniqueIp } from './api-support';
import { data, errorOf, expectNotFound, mutate, newHost, query, type Host } from './reservations-support';
import { withBody } from './mail-bodies-support';

const day = (days: number) => addDays(todayIn('America/Sao_Paulo'), days);

interface Setup {
  host: Host;
  propertyId: number;
  roomTypeId: number;
  standardId: number;
  nonRefundableId: number;
  promoId: number;
  breakfastId: number;
}

/** The issue's host: R$ 300/night for 2, +R$ 50 per extra guest, −15 % non-refundable, 7 nights −10 %, R$ 3 tax per adult-night for at most 5, code −10 %, breakfast R$ 40 per guest-night. */
async function issueHost(maxUses: number | null = 5): Promise<Setup> {
  const host = await newHost();
  const property = data(await mutate(host, 'host.properties.create', { name: 'Pousada Preço Certo', kind: 'inn', city: 'Paraty', country: 'BR', published: true })) as { id: number };
  const roomType = data(await mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Família', capacity: 4, baseRateCents: 30_000, units: 3 })) as { id: number };
  expect(data(await mutate(host, 'host.roomTypes.update', { id: roomType.id, baseOccupancy: 2, extraGuestCents: 5_000 }))).toEqual({ id: roomType.id });
  const plan = data(await mutate(host, 'host.ratePlans.create', { roomTypeId: roomType.id, name: 'Não reembolsável', percent: -15, refundable: false })) as { id: number };
  expect(
    data(await mutate(host, 'host.properties.update', { id: property.id, cleaningFeeCents: 8_000, lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }], touristTaxCents: 300, taxMaxNights: 5 })),
  ).toMatchObject({ id: property.id });
  const promo = data(await mutate(host, 'host.promoCodes.create', { propertyId: property.id, code: 'Verao10', percent: 10, ...(maxUses ? { maxUses } : {}) })) as { id: number };
  const breakfast = data(await mutate(host, 'host.addons.create', { propertyId: property.id, name: 'Café da manhã', priceCents: 4_000, per: 'guest_night', optional: true })) as { id: number };
  const plans = data(await query(host, 'host.ratePlans.list', { propertyId: property.id })) as { id: number; standard: boolean; percent: number }[];
  const standard = plans.find((p) => p.standard)!;
  expect(standard.percent).toBe(0);
  return { host, propertyId: property.id, roomTypeId: roomType.id, standardId: standard.id, nonRefundableId: plan.id, promoId: promo.id, breakfastId: breakfast.id };
}

/** The formula by hand for 7 nights, 2 adults + 1 child, code −10 %, breakfast 40 × 3 × 7. */
function expectedLines(planPercent: number) {
  const room = 7 * (30_000 + 5_000);
  const plan = Math.round((room * planPercent) / 100);
  const los = -Math.round(((room + plan) * 10) / 100);
  const promo = -Math.round(((room + plan + los) * 10) / 100);
  const lines = [
    { kind: 'room', amountCents: room },
    ...(planPercent ? [{ kind: 'plan', amountCents: plan }] : []),
    { kind: 'length_of_stay', amountCents: los },
    { kind: 'promo', amountCents: promo },
    { kind: 'cleaning', amountCents: 8_000 },
    { kind: 'service', amountCents: 0 },
    { kind: 'addon', amountCents: 4_000 * 3 * 7 },
    { kind: 'tax', amountCents: 300 * 2 * 5 },
  ];
  return { lines, total: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

const strip = (lines: { kind: string; amountCents: number }[]) => lines.map(({ kind, amountCents }) => ({ kind, amountCents }));

describe('pricing the way hosts sell, through the contract', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await issueHost(2);
  });

  it('every room type has a standard plan at 0 %, refundable with the property window', async () => {
    const plans = data(await query(setup.host, 'host.ratePlans.list', { propertyId: setup.propertyId }));
    expect(plans).toEqual([
      { id: setup.standardId, roomTypeId: setup.roomTypeId, name: 'Standard', percent: 0, refundable: true, freeCancellationDays: null, standard: true, names: {} },
      { id: setup.nonRefundableId, roomTypeId: setup.roomTypeId, name: 'Não reembolsável', percent: -15, refundable: false, freeCancellationDays: null, standard: false, names: {} },
    ]);
  });

  it('availability for 7 nights, 2 adults and 1 child answers the totals of the formula, for both plans', async () => {
    const answer = data(
      await get('booking.availability', { propertyId: setup.propertyId, checkIn: day(40), checkOut: day(47), guests: 3, adults: 2, children: 1, promoCode: 'verao10', addons: [{ id: setup.breakfastId }] }),
    );
    expect(answer.promoError).toBeUndefined();
    expect(answer.addons).toEqual([{ id: setup.breakfastId, name: 'Café da manhã', per: 'guest_night', priceCents: 4_000 }]);
    const [room] = answer.roomTypes;
    expect(room.bookable).toBe(true);
    const [standard, nonRefundable] = room.ratePlans;
    expect(standard).toMatchObject({ id: setup.standardId, refundable: true, freeCancellationDays: 7, totalCents: expectedLines(0).total });
    expect(strip(standard.lines)).toEqual(expectedLines(0).lines);
    expect(nonRefundable).toMatchObject({ id: setup.nonRefundableId, refundable: false, freeCancellationDays: null, totalCents: expectedLines(-15).total });
    expect(strip(nonRefundable.lines)).toEqual(expectedLines(-15).lines);
    for (const plan of room.ratePlans) expect(plan.totalCents).toBe(plan.lines.reduce((sum: number, line: { amountCents: number }) => sum + line.amountCents, 0));
    // The room type's total stays the standard plan's.
    expect(room.totalCents).toBe(standard.totalCents);
    // The same numbers as the one quote function.
    const direct = priceStay(
      { nightly: room.nightly, adults: 2, children: 1, planPercent: -15, promoPercent: 10, addons: [{ id: setup.breakfastId, priceCents: 4_000, per: 'guest_night' }] },
      { cleaningFeeCents: 8_000, serviceFeePercent: 0, serviceFeeRoundingCents: 1, baseOccupancy: 2, extraGuestCents: 5_000, lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }], touristTaxCents: 300, taxMaxNights: 5 },
    );
    expect(nonRefundable.totalCents).toBe(direct.totalCents);
  });

  it("the rates grid shows each plan's price per night", async () => {
    const grid = data(await query(setup.host, 'host.rates.get', { roomTypeId: setup.roomTypeId, from: day(40), days: 2 }));
    expect(grid.plans.map((plan: { id: number; percent: number }) => [plan.id, plan.percent])).toEqual([
      [setup.standardId, 0],
      [setup.nonRefundableId, -15],
    ]);
    expect(grid.nights[0].planRates).toEqual([
      { planId: setup.standardId, rateCents: 30_000 },
      { planId: setup.nonRefundableId, rateCents: 25_500 },
    ]);
  });

  it('without a code or add-on: no promo line, breakfast only offered; an unknown code says why', async () => {
    const plain = data(await get('booking.availability', { propertyId: setup.propertyId, checkIn: day(40), checkOut: day(47), guests: 3, adults: 2, children: 1 }));
    const kinds = plain.roomTypes[0].ratePlans[0].lines.map((line: { kind: string }) => line.kind);
    expect(kinds).toEqual(['room', 'length_of_stay', 'cleaning', 'service', 'tax']);
    const unknown = data(await get('booking.availability', { propertyId: setup.propertyId, checkIn: day(40), checkOut: day(47), guests: 3, promoCode: 'NOPE99' }));
    expect(unknown.promoError).toBe('unknown');
    expect(unknown.roomTypes[0].ratePlans[0].lines.some((line: { kind: string }) => line.kind === 'promo')).toBe(false);
  });

  it('books the non-refundable plan with the code and breakfast: stores those lines and that total; the Pix amount is the total; cancelling refunds nothing', async () => {
    const { total, lines } = expectedLines(-15);
    // A 100 % deposit asks the whole total by Pix while the later tests' guests may still pay at the property (a `full` policy refuses that: issue 39).
    await env.DB.prepare("UPDATE properties SET pix_key = 'pix@pousada.example', pix_receiver_name = 'Pousada', pix_receiver_city = 'Paraty', payment_policy = 'deposit', deposit_percent = 100 WHERE id = ?")
      .bind(setup.propertyId)
      .run();
    const input = {
      propertyId: setup.propertyId,
      roomTypeId: setup.roomTypeId,
      ratePlanId: setup.nonRefundableId,
      checkIn: day(40),
      checkOut: day(47),
      guests: 3,
      adults: 2,
      children: 1,
      promoCode: 'VERAO10',
      addons: [{ id: setup.breakfastId }],
      guest: { name: 'Ana Souza', email: uniqueEmail('guest'), phone: '+55 11 98888-7777' },
      locale: 'pt',
      payment: 'pix',
    };
    const answer = await post('booking.create', input, { ip: uniqueIp() });
    expect(answer.status).toBe(200);
    const result = data(answer);
    expect(result.totalCents).toBe(total);
    expect(result.pix.amountCents).toBe(total);
    const row = await env.DB.prepare('SELECT total_cents, lines, refundable, rate_plan_id, promo_code, adults, children, amount_due_now_cents FROM reservations WHERE code = ?')
      .bind(result.code)
      .first<{ total_cents: number; lines: string; refundable: number; rate_plan_id: number; promo_code: string; adults: number; children: number; amount_due_now_cents: number }>();
    expect(row).toMatchObject({ total_cents: total, refundable: 0, rate_plan_id: setup.nonRefundableId, promo_code: 'VERAO10', adults: 2, children: 1, amount_due_now_cents: total });
    expect(strip(JSON.parse(row!.lines))).toEqual(lines);
    expect(JSON.parse(row!.lines).find((line: { kind: string }) => line.kind === 'addon')).toMatchObject({ addonId: setup.breakfastId, name: 'Café da manhã', quantity: 21 });

    // A later price change never rewrites it.
    await mutate(setup.host, 'host.roomTypes.update', { id: setup.roomTypeId, baseRateCents: 99_000, extraGuestCents: 0 });
    await mutate(setup.host, 'host.properties.update', { id: setup.propertyId, touristTaxCents: 0 });
    const token = new URL(result.manageUrl).pathname.split('/').at(-1)!;
    const shown = data(await get('booking.manage', { token }));
    expect(shown).toMatchObject({ totalCents: total, refundable: false, adults: 2, children: 1, promoCode: 'VERAO10', ratePlanName: 'Não reembolsável', canCancel: true });
    expect(strip(shown.lines)).toEqual(lines);
    await mutate(setup.host, 'host.roomTypes.update', { id: setup.roomTypeId, baseRateCents: 30_000, extraGuestCents: 5_000 });
    await mutate(setup.host, 'host.properties.update', { id: setup.propertyId, touristTaxCents: 300 });

    // The workspace's reservation shows the same stored lines.
    const id = (await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(result.code).first<{ id: number }>())!.id;
    const detail = data(await query(setup.host, 'host.reservations.get', { id }));
    expect(detail).toMatchObject({ totalCents: total, refundable: false, ratePlanName: 'Não reembolsável', promoCode: 'VERAO10' });
    expect(strip(detail.lines)).toEqual(lines);

    // The guest's confirmation mail carries the itemised total.
    const mail = await withBody(await env.DB.prepare("SELECT text, body_key, id, host_id FROM mail_outbox WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?) AND kind = 'booking_guest'").bind(result.code).first<{ text: string }>());
    expect(mail?.text).toContain('Café da manhã');

    // Cancelling a non-refundable stay: allowed before it begins, nothing refunded.
    const cancelled = await post('booking.cancel', { token }, { ip: uniqueIp() });
    expect(cancelled.status).toBe(200);
    expect(data(cancelled)).toEqual({ code: result.code, status: 'cancelled', refundable: false, refundCents: 0 });
  });

  it("a code's uses rise with each booking and a used-up code is refused as an unknown one (issue 38)", async () => {
    const uses = async () => (data(await query(setup.host, 'host.promoCodes.list', { propertyId: setup.propertyId })) as { id: number; uses: number }[]).find((p) => p.id === setup.promoId)!.uses;
    const before = await uses();
    expect(before).toBe(1); // the booking above
    const book = (checkIn: number) =>
      post(
        'booking.create',
        { propertyId: setup.propertyId, roomTypeId: setup.roomTypeId, checkIn: day(checkIn), checkOut: day(checkIn + 2), guests: 2, promoCode: 'verao10', guest: { name: 'Bia Lima', email: uniqueEmail('guest'), phone: '+55 11 98888-7777' }, locale: 'en', payment: 'at_property' },
        { ip: uniqueIp() },
      );
    expect((await book(60)).status).toBe(200);
    expect(await uses()).toBe(2);
    const refused = await book(70);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).issues).toEqual([{ field: 'promoCode', message: expect.stringMatching(/^unknown/) }]);
    expect(await uses()).toBe(2);
    const reservations = await env.DB.prepare('SELECT COUNT(*) AS n FROM reservations WHERE property_id = ? AND check_in = ?').bind(setup.propertyId, day(70)).first<{ n: number }>();
    expect(reservations!.n).toBe(0);
    const availability = data(await get('booking.availability', { propertyId: setup.propertyId, checkIn: day(70), checkOut: day(72), guests: 2, promoCode: 'VERAO10' }));
    expect(availability.promoError).toBe('unknown');
  });

  it('a client token reused with another plan, code or add-on is refused (CONFLICT), never answered with the first booking', async () => {
    const clientToken = `pricing-${crypto.randomUUID()}`;
    const base = {
      propertyId: setup.propertyId,
      roomTypeId: setup.roomTypeId,
      checkIn: day(90),
      checkOut: day(92),
      guests: 2,
      guest: { name: 'Caio Reis', email: uniqueEmail('guest') },
      locale: 'pt',
      payment: 'at_property',
      clientToken,
    };
    const first = await post('booking.create', { ...base, addons: [{ id: setup.breakfastId }] }, { ip: uniqueIp() });
    expect(first.status).toBe(200);
    const again = await post('booking.create', { ...base, addons: [{ id: setup.breakfastId }] }, { ip: uniqueIp() });
    expect(data(again).code).toBe(data(first).code);
    for (const other of [{ addons: [] }, { ratePlanId: setup.nonRefundableId, addons: [{ id: setup.breakfastId }] }, { adults: 1, children: 1, addons: [{ id: setup.breakfastId }] }]) {
      const reused = await post('booking.create', { ...base, ...other }, { ip: uniqueIp() });
      expect({ other, status: reused.status }).toEqual({ other, status: 409 });
    }
  });

  it('a code outside its dates or for a shorter stay is refused with its reason (one whose last day is past, as an unknown one)', async () => {
    await mutate(setup.host, 'host.promoCodes.create', { propertyId: setup.propertyId, code: 'OLD2020', percent: 20, validFrom: '2020-01-01', validTo: '2020-12-31' });
    await mutate(setup.host, 'host.promoCodes.create', { propertyId: setup.propertyId, code: 'LATER', percent: 20, validFrom: day(100) });
    await mutate(setup.host, 'host.promoCodes.create', { propertyId: setup.propertyId, code: 'LONGA', percent: 20, minNights: 5 });
    const ask = async (promoCode: string) => data(await get('booking.availability', { propertyId: setup.propertyId, checkIn: day(40), checkOut: day(42), guests: 2, promoCode })).promoError;
    expect(await ask('old2020')).toBe('unknown');
    expect(await ask('later')).toBe('expired');
    expect(await ask('longa')).toBe('min_nights');
    // Codes are case-insensitive: the same code in other letters is taken.
    expect((await mutate(setup.host, 'host.promoCodes.create', { propertyId: setup.propertyId, code: 'longa', percent: 5 })).status).toBe(409);
  });

  it('a mandatory add-on is in every plan; the standard window is the refundable plan own when set', async () => {
    const other = await issueHost(null);
    await mutate(other.host, 'host.addons.create', { propertyId: other.propertyId, name: 'Taxa de limpeza extra', priceCents: 2_000, per: 'stay', optional: false });
    const flexible = data(await mutate(other.host, 'host.ratePlans.create', { roomTypeId: other.roomTypeId, name: 'Flexível 2 dias', percent: 5, refundable: true, freeCancellationDays: 2 })) as { id: number };
    const answer = data(await get('booking.availability', { propertyId: other.propertyId, checkIn: day(40), checkOut: day(42), guests: 2 }));
    const plans = answer.roomTypes[0].ratePlans;
    for (const plan of plans) expect(plan.lines).toContainEqual(expect.objectContaining({ kind: 'addon', amountCents: 2_000 }));
    expect(plans.find((p: { id: number }) => p.id === flexible.id)).toMatchObject({ refundable: true, freeCancellationDays: 2 });
    expect(answer.addons).toEqual([{ id: other.breakfastId, name: 'Café da manhã', per: 'guest_night', priceCents: 4_000 }]);
    // booking.create refuses an add-on that is not this property's, and a plan of another room type.
    const base = { propertyId: other.propertyId, roomTypeId: other.roomTypeId, checkIn: day(40), checkOut: day(42), guests: 2, guest: { name: 'Ana', email: uniqueEmail('g') }, locale: 'pt', payment: 'at_property' };
    const badAddon = await post('booking.create', { ...base, addons: [{ id: setup.breakfastId }] }, { ip: uniqueIp() });
    expect(errorOf(badAddon).fields).toEqual(['addons']);
    const badPlan = await post('booking.create', { ...base, ratePlanId: setup.nonRefundableId }, { ip: uniqueIp() });
    expect(errorOf(badPlan).fields).toEqual(['ratePlanId']);
  });

  it("another host's ids answer NOT_FOUND, as ids that do not exist", async () => {
    const stranger = await newHost();
    expectNotFound(await mutate(stranger, 'host.roomTypes.update', { id: setup.roomTypeId, extraGuestCents: 1 }), 'roomTypes.update');
    expectNotFound(await mutate(stranger, 'host.ratePlans.create', { roomTypeId: setup.roomTypeId, name: 'X', percent: -50, refundable: false }), 'ratePlans.create');
    expectNotFound(await mutate(stranger, 'host.ratePlans.update', { id: setup.nonRefundableId, percent: -90 }), 'ratePlans.update');
    expectNotFound(await mutate(stranger, 'host.properties.update', { id: setup.propertyId, touristTaxCents: 1 }), 'properties.update');
    expectNotFound(await mutate(stranger, 'host.promoCodes.create', { propertyId: setup.propertyId, code: 'STEAL', percent: 100 }), 'promoCodes.create');
    expectNotFound(await mutate(stranger, 'host.addons.create', { propertyId: setup.propertyId, name: 'X', priceCents: 1, per: 'stay', optional: false }), 'addons.create');
    expectNotFound(await query(stranger, 'host.ratePlans.list', { propertyId: setup.propertyId }), 'ratePlans.list');
    expectNotFound(await query(stranger, 'host.promoCodes.list', { propertyId: setup.propertyId }), 'promoCodes.list');
    expectNotFound(await query(stranger, 'host.addons.list', { propertyId: setup.propertyId }), 'addons.list');
    expectNotFound(await mutate(stranger, 'host.ratePlans.create', { roomTypeId: 987_654, name: 'X', percent: 0, refundable: true }), 'unknown room type');
    // Nothing of theirs changed.
    const plan = await env.DB.prepare('SELECT percent FROM rate_plans WHERE id = ?').bind(setup.nonRefundableId).first<{ percent: number }>();
    expect(plan!.percent).toBe(-15);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM promo_codes WHERE code = ?').bind('STEAL').first<{ n: number }>()).toEqual({ n: 0 });
  });

  it('validates at the edge, naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['host.ratePlans.create', { roomTypeId: setup.roomTypeId, name: 'X', percent: -101, refundable: true }, 'percent'],
      ['host.promoCodes.create', { propertyId: setup.propertyId, code: 'a b', percent: 10 }, 'code'],
      ['host.promoCodes.create', { propertyId: setup.propertyId, code: 'OK123', percent: 0 }, 'percent'],
      ['host.addons.create', { propertyId: setup.propertyId, name: 'X', priceCents: 100, per: 'week', optional: true }, 'per'],
      ['host.properties.update', { id: setup.propertyId, lengthOfStayDiscounts: [{ minNights: 7, percent: 120 }] }, 'lengthOfStayDiscounts.0.percent'],
      ['host.roomTypes.update', { id: setup.roomTypeId, baseOccupancy: 0 }, 'baseOccupancy'],
    ];
    for (const [path, input, field] of cases) {
      const answer = await mutate(setup.host, path, input);
      expect({ path, status: answer.status, fields: errorOf(answer).fields }).toEqual({ path, status: 400, fields: [field] });
    }
  });
});
