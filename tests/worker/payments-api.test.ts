import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows } from './api-support';
import { createStay, data, errorOf, mutate, newHost, query, seedReservation, type Host, type Stay } from './pix-support';

describe('host.payments', () => {
  let host: Host;
  let other: Host;
  let stay: Stay;

  beforeAll(async () => {
    [host, other] = await Promise.all([newHost(), newHost()]);
    stay = await createStay(host);
  });

  it('records a payment: the row, paid amount and audit line; the reservation shows it paid', async () => {
    const reservation = await seedReservation(host, stay, '2027-03-10', '2027-03-13', { status: 'confirmed', paymentMethod: 'at_property', dueNowCents: 0, holdExpiresAt: null, totalCents: 90000 });
    const first = await mutate(host, 'host.payments.record', { reservationId: reservation.id, amountCents: 30000, method: 'cash', receivedOn: '2026-01-05', note: 'Sinal' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(data(first)).toMatchObject({ paidCents: 30000, status: 'confirmed' });
    await mutate(host, 'host.payments.record', { reservationId: reservation.id, amountCents: 60000, method: 'card', receivedOn: '2026-01-06' });

    const listed = data(await query(host, 'host.payments.list', { reservationId: reservation.id }));
    expect(listed).toMatchObject({ reservationId: reservation.id, code: reservation.code, currency: 'BRL', totalCents: 90000, paidCents: 90000, balanceCents: 0 });
    expect(listed.payments.map((payment: { amountCents: number; method: string; receivedOn: string; note: string; provider: null }) => [payment.amountCents, payment.method, payment.receivedOn, payment.note, payment.provider])).toEqual([
      [30000, 'cash', '2026-01-05', 'Sinal', null],
      [60000, 'card', '2026-01-06', '', null],
    ]);
    // The reservation list (contract) shows it paid.
    const reservations = data(await query(host, 'host.reservations.list', { propertyId: stay.propertyId }));
    expect(reservations.find((item: { id: number }) => item.id === reservation.id)).toMatchObject({ totalCents: 90000, paidCents: 90000 });
    const events = await env.DB.prepare("SELECT actor, detail FROM reservation_events WHERE reservation_id = ? AND action = 'payment' ORDER BY id").bind(reservation.id).all<{ actor: string; detail: string }>();
    expect(events.results.map((event) => ({ actor: event.actor, ...JSON.parse(event.detail) }))).toEqual([
      expect.objectContaining({ actor: 'host', amountCents: 30000, method: 'cash', receivedOn: '2026-01-05', paidCents: 30000, from: 'confirmed', to: 'confirmed' }),
      expect.objectContaining({ actor: 'host', amountCents: 60000, method: 'card', paidCents: 90000 }),
    ]);
  });

  it('confirms a pending Pix hold once the amount due at booking is covered, and it stops expiring', async () => {
    const reservation = await seedReservation(host, stay, '2027-04-10', '2027-04-12', { totalCents: 60000, dueNowCents: 18000 });
    const partial = data(await mutate(host, 'host.payments.record', { reservationId: reservation.id, amountCents: 10000, method: 'pix', receivedOn: '2026-01-05' }));
    expect(partial).toMatchObject({ paidCents: 10000, status: 'pending' });
    const rest = data(await mutate(host, 'host.payments.record', { reservationId: reservation.id, amountCents: 8000, method: 'pix', receivedOn: '2026-01-05' }));
    expect(rest).toMatchObject({ paidCents: 18000, status: 'confirmed' });
    const listed = data(await query(host, 'host.payments.list', { reservationId: reservation.id }));
    expect(listed).toMatchObject({ status: 'confirmed', holdExpiresAt: null, paidCents: 18000, balanceCents: 42000, amountDueNowCents: 18000 });
  });

  it("answers NOT_FOUND for another host's reservation, and writes nothing", async () => {
    const reservation = await seedReservation(host, stay, '2027-05-10', '2027-05-12', { status: 'confirmed' });
    const record = await mutate(other, 'host.payments.record', { reservationId: reservation.id, amountCents: 5000, method: 'pix', receivedOn: '2026-01-05' });
    expect(record.status).toBe(404);
    expect(errorOf(record).data.code).toBe('NOT_FOUND');
    const missing = await mutate(other, 'host.payments.record', { reservationId: 99_999_999, amountCents: 5000, method: 'pix', receivedOn: '2026-01-05' });
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe(errorOf(record).message);
    const list = await query(other, 'host.payments.list', { reservationId: reservation.id });
    expect(list.status).toBe(404);
    expect(await countRows('SELECT COUNT(*) AS n FROM payments WHERE reservation_id = ?', reservation.id)).toBe(0);
    expect(await countRows('SELECT paid_cents AS n FROM reservations WHERE id = ?', reservation.id)).toBe(0);
  });

  it('refunds a payment: marked refunded, taken off the paid amount, once; another host NOT_FOUND', async () => {
    const reservation = await seedReservation(host, stay, '2027-07-10', '2027-07-12', { status: 'confirmed', holdExpiresAt: null });
    await mutate(host, 'host.payments.record', { reservationId: reservation.id, amountCents: 20000, method: 'cash', receivedOn: '2026-01-05' });
    await mutate(host, 'host.payments.record', { reservationId: reservation.id, amountCents: 5000, method: 'card', receivedOn: '2026-01-05' });
    const before = data(await query(host, 'host.payments.list', { reservationId: reservation.id }));
    const mistaken = before.payments[1].id as number;

    expect((await mutate(other, 'host.payments.refund', { paymentId: mistaken })).status).toBe(404);
    const refunded = await mutate(host, 'host.payments.refund', { paymentId: mistaken });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(data(refunded)).toEqual({ reservationId: reservation.id, paidCents: 20000 });
    const again = await mutate(host, 'host.payments.refund', { paymentId: mistaken });
    expect(again.status).toBe(409);

    const after = data(await query(host, 'host.payments.list', { reservationId: reservation.id }));
    expect(after).toMatchObject({ paidCents: 20000, balanceCents: 70000 });
    expect(after.payments.map((payment: { status: string }) => payment.status)).toEqual(['received', 'refunded']);
    expect(await countRows("SELECT COUNT(*) AS n FROM reservation_events WHERE reservation_id = ? AND action = 'payment'", reservation.id)).toBe(3);
  });

  it('refuses a signed-out caller, bad input naming the field, and a date after today', async () => {
    const reservation = await seedReservation(host, stay, '2027-06-10', '2027-06-12', { status: 'confirmed' });
    expect((await mutate(null, 'host.payments.record', { reservationId: reservation.id, amountCents: 100, method: 'pix', receivedOn: '2026-01-05' })).status).toBe(401);
    for (const [input, field] of [
      [{ amountCents: 0, method: 'pix', receivedOn: '2026-01-05' }, 'amountCents'],
      [{ amountCents: 10.5, method: 'pix', receivedOn: '2026-01-05' }, 'amountCents'],
      [{ amountCents: 100, method: 'bitcoin', receivedOn: '2026-01-05' }, 'method'],
      [{ amountCents: 100, method: 'cash', receivedOn: '2026-02-30' }, 'receivedOn'],
      [{ amountCents: 100, method: 'cash', receivedOn: '2999-01-01' }, 'receivedOn'],
    ] as const) {
      const answer = await mutate(host, 'host.payments.record', { reservationId: reservation.id, ...input });
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(errorOf(answer).data.fields).toEqual([field]);
    }
    expect(await countRows('SELECT COUNT(*) AS n FROM payments WHERE reservation_id = ?', reservation.id)).toBe(0);
  });
});

describe('Pix settings (host.properties.create/update)', () => {
  let host: Host;

  beforeAll(async () => {
    host = await newHost();
  });

  const pixColumns = (id: number) =>
    env.DB.prepare('SELECT pix_key, pix_key_type, pix_receiver_name, pix_receiver_city, payment_policy, deposit_percent, pix_hold_hours FROM properties WHERE id = ?').bind(id).first();

  it('stores a key in its normalised form with its kind; a key turns Pix at booking on', async () => {
    const { propertyId } = await createStay(host, { pix: { key: '123.456.789-09', receiverName: 'Ana Souza', receiverCity: 'Paraty' } });
    expect(await pixColumns(propertyId)).toEqual({ pix_key: '12345678909', pix_key_type: 'cpf', pix_receiver_name: 'Ana Souza', pix_receiver_city: 'Paraty', payment_policy: 'full', deposit_percent: 30, pix_hold_hours: 24 });

    const deposit = await mutate(host, 'host.properties.update', { id: propertyId, pix: { key: '+55 (24) 99876-5432', receiverName: 'Pousada São João', receiverCity: 'Paraty', policy: 'deposit', depositPercent: 40, holdHours: 12 } });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    expect(await pixColumns(propertyId)).toMatchObject({ pix_key: '+5524998765432', pix_key_type: 'phone', payment_policy: 'deposit', deposit_percent: 40, pix_hold_hours: 12 });

    // A new key without a policy keeps the host's policy.
    await mutate(host, 'host.properties.update', { id: propertyId, pix: { key: 'Reservas@SaoJoao.com.br', receiverName: 'Pousada São João', receiverCity: 'Paraty' } });
    expect(await pixColumns(propertyId)).toMatchObject({ pix_key: 'reservas@saojoao.com.br', pix_key_type: 'email', payment_policy: 'deposit', deposit_percent: 40 });

    // pix: null removes Pix at booking.
    expect((await mutate(host, 'host.properties.update', { id: propertyId, pix: null })).status).toBe(200);
    expect(await pixColumns(propertyId)).toMatchObject({ pix_key: null, pix_key_type: null, payment_policy: 'at_property' });
  });

  it.each([
    [{ key: '123.456.789-00', receiverName: 'Ana', receiverCity: 'Paraty' }, 'pix.key', 'CPF'],
    [{ key: '11.222.333/0001-80', receiverName: 'Ana', receiverCity: 'Paraty' }, 'pix.key', 'CNPJ'],
    [{ key: 'reservas@pousada', receiverName: 'Ana', receiverCity: 'Paraty' }, 'pix.key', 'email'],
    [{ key: '+1 212 555 0100', receiverName: 'Ana', receiverCity: 'Paraty' }, 'pix.key', '+55'],
    [{ key: '12345678909', keyType: 'random', receiverName: 'Ana', receiverCity: 'Paraty' }, 'pix.key', 'random'],
    [{ key: '12345678909', receiverName: 'Ana Souza da Silva Pereira Costa', receiverCity: 'Paraty' }, 'pix.receiverName', '25'],
    [{ key: '12345678909', receiverName: 'Ana', receiverCity: 'Paraty', policy: 'deposit', depositPercent: 0 }, 'pix.depositPercent', '1'],
    [{ key: '12345678909', receiverName: 'Ana', receiverCity: 'Paraty', holdHours: 200 }, 'pix.holdHours', '168'],
  ])('refuses %j (%s)', async (pix, field, words) => {
    const answer = await mutate(host, 'host.properties.create', { name: 'Pousada Recusada', kind: 'inn', city: 'Paraty', country: 'BR', pix });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).data.fields).toEqual([field]);
    expect(errorOf(answer).message).toContain(words);
  });

  it('refuses Pix for a EUR property, on create and on update, with a clear message', async () => {
    const pix = { key: '12345678909', receiverName: 'Ana', receiverCity: 'Lisboa' };
    const create = await mutate(host, 'host.properties.create', { name: 'Casa do Porto', kind: 'apartment', city: 'Porto', country: 'PT', currency: 'EUR', pix });
    expect(create.status).toBe(400);
    expect(errorOf(create).data.fields).toEqual(['pix']);
    expect(errorOf(create).message).toContain('BRL');
    expect(await countRows("SELECT COUNT(*) AS n FROM properties WHERE name = 'Casa do Porto'")).toBe(0);

    const euro = await createStay(host, { name: 'Casa de Lisboa', currency: 'EUR' });
    const update = await mutate(host, 'host.properties.update', { id: euro.propertyId, pix });
    expect(update.status).toBe(400);
    expect(errorOf(update).message).toContain('Pix is offered only for properties priced in BRL');
    expect(await pixColumns(euro.propertyId)).toMatchObject({ pix_key: null, payment_policy: 'at_property' });

    // A BRL property with Pix cannot move to EUR while it keeps its key; removing it in the same call works.
    const real = await createStay(host, { name: 'Pousada Real', pix });
    expect((await mutate(host, 'host.properties.update', { id: real.propertyId, currency: 'EUR' })).status).toBe(400);
    expect((await mutate(host, 'host.properties.update', { id: real.propertyId, currency: 'EUR', pix: null })).status).toBe(200);
  });

  it('reads the settings back for the form (host.payments.pixSettings), for the host only', async () => {
    const stay = await createStay(host, { pix: { key: '11.222.333/0001-81', receiverName: 'Pousada Ltda', receiverCity: 'Paraty', policy: 'deposit', depositPercent: 25, holdHours: 6 } });
    expect(data(await query(host, 'host.payments.pixSettings', { propertyId: stay.propertyId }))).toEqual({
      propertyId: stay.propertyId,
      currency: 'BRL',
      pixAllowed: true,
      key: '11222333000181',
      keyType: 'cnpj',
      receiverName: 'Pousada Ltda',
      receiverCity: 'Paraty',
      policy: 'deposit',
      depositPercent: 25,
      holdHours: 6,
      paymentProvider: null,
    });
    const euro = await createStay(host, { name: 'Casa Euro', currency: 'EUR' });
    expect(data(await query(host, 'host.payments.pixSettings', { propertyId: euro.propertyId }))).toMatchObject({ pixAllowed: false, key: null, policy: 'at_property' });
    const stranger = await newHost();
    expect((await query(stranger, 'host.payments.pixSettings', { propertyId: stay.propertyId })).status).toBe(404);
    expect((await query(null, 'host.payments.pixSettings', { propertyId: stay.propertyId })).status).toBe(401);
  });

  it("answers NOT_FOUND when another host sets Pix on a property that isn't theirs", async () => {
    const stay = await createStay(host);
    const stranger = await newHost();
    const answer = await mutate(stranger, 'host.properties.update', { id: stay.propertyId, pix: { key: '12345678909', receiverName: 'Ladrão', receiverCity: 'Rio' } });
    expect(answer.status).toBe(404);
    expect(await pixColumns(stay.propertyId)).toMatchObject({ pix_key: null });
  });
});
