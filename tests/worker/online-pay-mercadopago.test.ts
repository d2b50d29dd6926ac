/**
 * Issue 42 against a Mercado Pago that speaks its documented API on 127.0.0.1: connect (a bad
 * token refused with Mercado Pago's reason), the booking's Pix and Checkout Pro charges (amount,
 * idempotency key, expiry before the hold), a signed approval that confirms once, forged and
 * stale signatures, a body that lies, refunds by the policy, the late payment, another host's URL.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/stay/dates';
import { approveAtFake, bookOnline, data, linesOf, mutate, notifyMercadoPago, onlineHost, providerCalls, reservationOf, today } from './online-pay-support';
import { newHost, query } from './pix-support';
import { errorOf } from './booking-support';

const manageToken = (manageUrl: string) => manageUrl.split('/').at(-1)!;

describe('Mercado Pago in the host’s own account', () => {
  it('connect: a bad token is refused with Mercado Pago’s reason; a good one is stored encrypted and shown only by its last 4', async () => {
    const host = await newHost();
    const refused = await mutate(host, 'host.paymentProviders.connect', { provider: 'mercadopago', secret: 'not-a-token-at-all', webhookSecret: 'whsecret-123456' });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).data.fields).toEqual(['secret']);
    expect(errorOf(refused).message).toContain('invalid access token');

    const secret = `TEST-${crypto.randomUUID()}`;
    const ok = await mutate(host, 'host.paymentProviders.connect', { provider: 'mercadopago', secret, webhookSecret: 'whsecret-123456' });
    expect(ok.status).toBe(200);
    expect(data(ok).webhookUrl).toMatch(/\/api\/payments\/mercadopago\/[A-Za-z0-9_-]{32}$/);
    const row = await env.DB.prepare('SELECT secret_enc, webhook_secret_enc, last4 FROM payment_providers WHERE host_id = ?').bind(host.id).first<{ secret_enc: string; webhook_secret_enc: string; last4: string }>();
    expect(row!.secret_enc).toMatch(/^v1\./);
    expect(row!.secret_enc).not.toContain(secret.slice(5, 20));
    expect(row!.last4).toBe(secret.slice(-4));
    const listed = data(await query(host, 'host.paymentProviders.list'));
    expect(listed).toEqual([{ provider: 'mercadopago', last4: secret.slice(-4), connectedAt: expect.any(String), webhookUrl: data(ok).webhookUrl }]);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(0, -4));
  });

  it('a booking paid online: Pix and Checkout Pro for the quote’s total, each with an idempotency key from the reservation, expiring before the hold', async () => {
    const online = await onlineHost('mercadopago');
    const answer = await bookOnline(online);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const booked = data(answer);
    expect(booked.status).toBe('pending');
    expect(booked.payment.provider).toBe('mercadopago');
    expect(booked.payment.pixCopyPaste).toMatch(/^000201/);
    expect(booked.payment.pixQrSvg).toContain('<svg');
    expect(booked.payment.checkoutUrl).toMatch(/\/dev\/pay\/mercadopago\/preference\//);
    const reservation = await reservationOf(booked.code);
    expect(reservation!.amount_due_now_cents).toBe(booked.totalCents);
    expect(reservation!.online_provider).toBe('mercadopago');
    expect(Date.parse(booked.payment.expiresAt)).toBeLessThan(Date.parse(reservation!.hold_expires_at!));

    const calls = (await providerCalls(online)).filter((call) => call.method === 'POST');
    const pix = calls.find((call) => call.path === '/v1/payments')!;
    const preference = calls.find((call) => call.path === '/checkout/preferences')!;
    expect(pix.body).toMatchObject({ transaction_amount: booked.totalCents / 100, payment_method_id: 'pix', external_reference: booked.code });
    expect(pix.idempotencyKey).toBe(`${booked.code}:pix:1`);
    expect(Date.parse(pix.body.date_of_expiration as string)).toBeLessThan(Date.parse(reservation!.hold_expires_at!));
    // Issue 46: the property's id rides along, so the notification finds the property's shard.
    expect(pix.body.notification_url).toBe(`${online.webhookUrl}?property=${reservation!.property_id}`);
    expect(preference.idempotencyKey).toBe(`${booked.code}:checkout:1`);
    expect((preference.body.items as { unit_price: number }[])[0]!.unit_price).toBe(booked.totalCents / 100);
  });

  it('the deposit policy charges the deposit', async () => {
    const online = await onlineHost('mercadopago', { payment_policy: 'deposit', deposit_percent: 30 });
    const booked = data(await bookOnline(online));
    const reservation = await reservationOf(booked.code);
    expect(reservation!.amount_due_now_cents).toBe(Math.round(booked.totalCents * 0.3));
    const pix = (await providerCalls(online)).find((call) => call.path === '/v1/payments')!;
    expect(pix.body.transaction_amount).toBe(reservation!.amount_due_now_cents / 100);
  });

  it('a signed approval confirms the stay: one payment line, one mail; the same notification again changes nothing', async () => {
    const online = await onlineHost('mercadopago');
    const booked = data(await bookOnline(online));
    const pixId = (await env.DB.prepare("SELECT provider_ref FROM payment_charges WHERE kind = 'pix' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(booked.code).first<{ provider_ref: string }>())!.provider_ref;
    await approveAtFake('/__sim/mercadopago/pay', { paymentId: pixId });
    const first = await notifyMercadoPago(online, pixId);
    expect(first).toMatchObject({ status: 200, body: { result: 'confirmed' } });
    const again = await notifyMercadoPago(online, pixId);
    expect(again).toMatchObject({ status: 200, body: { result: 'duplicate' } });
    const reservation = await reservationOf(booked.code);
    expect(reservation).toMatchObject({ status: 'confirmed', paid_cents: booked.totalCents, hold_expires_at: null });
    const lines = await linesOf(reservation!.id);
    expect(lines.payments).toEqual([expect.objectContaining({ provider: 'mercadopago', provider_ref: String(pixId), amount_cents: booked.totalCents, method: 'pix', status: 'received' })]);
    expect(lines.mails.filter((mail) => mail.kind === 'booking_guest')).toHaveLength(2); // the booking's (pending) and the confirmation
    const manage = data(await query(null, 'booking.manage', { token: manageToken(booked.manageUrl) }));
    expect(manage).toMatchObject({ status: 'confirmed', online: { provider: 'mercadopago', paid: true, charge: null } });
  });

  it('not confirmed: a bad signature, a stale timestamp (401, nothing written), a body that says approved while the read-back says pending', async () => {
    const online = await onlineHost('mercadopago');
    const booked = data(await bookOnline(online));
    const pixId = (await env.DB.prepare("SELECT provider_ref FROM payment_charges WHERE kind = 'pix' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(booked.code).first<{ provider_ref: string }>())!.provider_ref;
    expect(await notifyMercadoPago(online, pixId, { secret: 'someone-else' })).toMatchObject({ status: 401, body: { reason: 'mismatch' } });
    expect(await notifyMercadoPago(online, pixId, { ts: Math.floor(Date.now() / 1000) - 301 })).toMatchObject({ status: 401, body: { reason: 'stale' } });
    // Correctly signed, the body claims approval; Mercado Pago still says pending.
    expect(await notifyMercadoPago(online, pixId, { bodyStatus: 'approved' })).toMatchObject({ status: 200, body: { result: 'ignored' } });
    const reservation = await reservationOf(booked.code);
    expect(reservation).toMatchObject({ status: 'pending', paid_cents: 0 });
    expect((await linesOf(reservation!.id)).payments).toEqual([]);
  });

  it('another host’s notification URL cannot confirm this host’s stay', async () => {
    const victim = await onlineHost('mercadopago');
    const other = await onlineHost('mercadopago');
    const booked = data(await bookOnline(victim));
    const pixId = (await env.DB.prepare("SELECT provider_ref FROM payment_charges WHERE kind = 'pix' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(booked.code).first<{ provider_ref: string }>())!.provider_ref;
    await approveAtFake('/__sim/mercadopago/pay', { paymentId: pixId });
    // Signed with the other host's secret at the other host's URL: its key cannot read the victim's payment.
    expect(await notifyMercadoPago(other, pixId)).toMatchObject({ status: 200, body: { result: 'ignored' } });
    // The other host's URL with the victim's secret: the signature fails.
    expect((await notifyMercadoPago(victim, pixId, { token: other.token })).status).toBe(401);
    expect(await reservationOf(booked.code)).toMatchObject({ status: 'pending', paid_cents: 0 });
    // An unknown URL: 404.
    expect((await notifyMercadoPago(victim, pixId, { token: 'x'.repeat(32) })).status).toBe(404);
  });

  it('refunds on a refundable cancellation (one call, with its key); none on a non-refundable one', async () => {
    const online = await onlineHost('mercadopago');
    const booked = data(await bookOnline(online));
    const pixId = (await env.DB.prepare("SELECT provider_ref FROM payment_charges WHERE kind = 'pix' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(booked.code).first<{ provider_ref: string }>())!.provider_ref;
    await approveAtFake('/__sim/mercadopago/pay', { paymentId: pixId });
    expect((await notifyMercadoPago(online, pixId)).body.result).toBe('confirmed');
    const cancelled = await mutate(null, 'booking.cancel', { token: manageToken(booked.manageUrl) });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refunds = (await providerCalls(online)).filter((call) => call.path === `/v1/payments/${pixId}/refunds`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toMatch(/^refund:\d+:cancellation:0:\d+$/);
    expect(refunds[0]!.body.amount).toBe(booked.totalCents / 100);
    const reservation = await reservationOf(booked.code);
    const lines = await linesOf(reservation!.id);
    expect(lines.refunds).toEqual([expect.objectContaining({ amount_cents: booked.totalCents, reason: 'cancellation' })]);
    expect(lines.payments[0]!.status).toBe('refunded');
    expect(reservation!.paid_cents).toBe(0);
    // The host's payments panel: refunded, and nothing left to collect on a cancelled stay.
    expect(data(await query(online.host, 'host.payments.list', { reservationId: reservation!.id }))).toMatchObject({ status: 'cancelled', paidCents: 0, balanceCents: 0, payments: [expect.objectContaining({ refundedCents: booked.totalCents })] });
    // The guest's page says what went back.
    expect(data(await query(null, 'booking.manage', { token: manageToken(booked.manageUrl) })).online).toMatchObject({ provider: 'mercadopago', refundedCents: booked.totalCents });

    // A non-refundable stay: cancelled by the host, nothing goes back.
    const strict = await onlineHost('mercadopago');
    const kept = data(await bookOnline(strict));
    const keptPix = (await env.DB.prepare("SELECT provider_ref FROM payment_charges WHERE kind = 'pix' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(kept.code).first<{ provider_ref: string }>())!.provider_ref;
    await approveAtFake('/__sim/mercadopago/pay', { paymentId: keptPix });
    expect((await notifyMercadoPago(strict, keptPix)).body.result).toBe('confirmed');
    const keptRow = await reservationOf(kept.code);
    await env.DB.prepare('UPDATE reservations SET refundable = 0 WHERE id = ?').bind(keptRow!.id).run();
    const hostCancel = await mutate(strict.host, 'host.reservations.cancel', { id: keptRow!.id });
    expect(hostCancel.status, JSON.stringify(hostCancel.body)).toBe(200);
    expect((await providerCalls(strict)).filter((call) => call.path.endsWith('/refunds'))).toHaveLength(0);
    expect((await linesOf(keptRow!.id)).refunds).toEqual([]);
  });

  it('a late payment for a stay whose hold expired and whose nights were taken: recorded, refunded, the host told', async () => {
    const online = await onlineHost('mercadopago');
    const checkIn = addDays(today(), 20);
    const booked = data(await bookOnline(online, { checkIn, checkOut: addDays(checkIn, 2) }));
    const pixId = (await env.DB.prepare("SELECT provider_ref FROM payment_charges WHERE kind = 'pix' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(booked.code).first<{ provider_ref: string }>())!.provider_ref;
    // The hold runs out: the job releases the stay, and another guest takes the nights.
    const reservation = await reservationOf(booked.code);
    await env.DB.prepare("UPDATE reservations SET hold_expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?").bind(reservation!.id).run();
    const { releaseExpiredHolds } = await import('../../worker/jobs/holds');
    await releaseExpiredHolds(env, Date.now());
    expect((await reservationOf(booked.code))!.status).toBe('cancelled');
    const taken = await mutate(null, 'booking.create', {
      propertyId: online.stay.propertyId,
      roomTypeId: online.stay.roomTypeId,
      checkIn,
      checkOut: addDays(checkIn, 2),
      guests: 1,
      guest: { name: 'Rui Outro', email: 'rui.outro@example.com' },
      locale: 'pt',
      payment: 'at_property',
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    // Then the first guest's Pix is paid.
    await approveAtFake('/__sim/mercadopago/pay', { paymentId: pixId });
    expect(await notifyMercadoPago(online, pixId)).toMatchObject({ status: 200, body: { result: 'late_refunded' } });
    const after = await reservationOf(booked.code);
    expect(after).toMatchObject({ status: 'cancelled', paid_cents: 0 });
    const lines = await linesOf(after!.id);
    expect(lines.payments).toEqual([expect.objectContaining({ amount_cents: booked.totalCents, status: 'refunded' })]);
    expect(lines.refunds).toEqual([expect.objectContaining({ amount_cents: booked.totalCents, reason: 'late_payment' })]);
    expect(lines.mails.map((mail) => mail.kind)).toEqual(expect.arrayContaining(['late_payment_host', 'late_payment_guest']));
    expect((await providerCalls(online)).filter((call) => call.path === `/v1/payments/${pixId}/refunds`)).toHaveLength(1);
  });
});
