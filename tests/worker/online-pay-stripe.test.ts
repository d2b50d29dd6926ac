/**
 * Issue 42 against a Stripe that speaks its documented API on 127.0.0.1: connect (a bad key
 * refused with Stripe's reason), a Checkout Session for the quote's total (card, Pix for a
 * Brazilian account) with its Idempotency-Key, a signed `checkout.session.completed` that
 * confirms once, forged and stale signatures, an event whose session is not paid, refunds by the
 * policy, the late payment, another host's URL.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/stay/dates';
import { approveAtFake, bookOnline, data, linesOf, mutate, notifyStripe, onlineHost, providerCalls, reservationOf, today } from './online-pay-support';
import { newHost, query } from './pix-support';
import { errorOf } from './booking-support';
import { releaseExpiredHolds } from '../../worker/jobs/holds';

const manageToken = (manageUrl: string) => manageUrl.split('/').at(-1)!;

async function sessionOf(code: string): Promise<string> {
  const row = await env.DB.prepare("SELECT provider_ref FROM payment_charges WHERE kind = 'checkout' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(code).first<{ provider_ref: string }>();
  return row!.provider_ref;
}

describe('Stripe in the host’s own account', () => {
  it('connect: a bad key is refused with Stripe’s reason', async () => {
    const host = await newHost();
    const refused = await mutate(host, 'host.paymentProviders.connect', { provider: 'stripe', secret: 'pk_test_publishable123', webhookSecret: 'whsec_123456789' });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).data.fields).toEqual(['secret']);
    expect(errorOf(refused).message).toContain('Invalid API Key provided');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM payment_providers WHERE host_id = ?').bind(host.id).first('n')).toBe(0);
  });

  it('a booking paid online: one Checkout Session for the total (card and Pix), its key, expiring before the hold', async () => {
    const online = await onlineHost('stripe');
    const answer = await bookOnline(online);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const booked = data(answer);
    expect(booked.payment).toMatchObject({ provider: 'stripe', checkoutUrl: expect.stringContaining('/dev/pay/stripe/session/cs_test_') });
    const reservation = await reservationOf(booked.code);
    const [session] = (await providerCalls(online)).filter((call) => call.path === '/v1/checkout/sessions');
    expect(session!.idempotencyKey).toBe(`${booked.code}:checkout:1`);
    expect(session!.body).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': String(booked.totalCents),
      'line_items[0][price_data][currency]': 'brl',
      'payment_method_types[0]': 'card',
      'payment_method_types[1]': 'pix',
      client_reference_id: booked.code,
    });
    expect(Number(session!.body.expires_at) * 1000).toBeLessThan(Date.parse(reservation!.hold_expires_at!));
  });

  it('a signed checkout.session.completed confirms once; bad signature, stale timestamp and an unpaid session do not', async () => {
    const online = await onlineHost('stripe');
    const booked = data(await bookOnline(online));
    const sessionId = await sessionOf(booked.code);
    // Signed, but the session is not paid at Stripe (the event's body says it is).
    const forgedBody = { id: 'evt_forged', type: 'checkout.session.completed', data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } } };
    expect(await notifyStripe(online, forgedBody)).toMatchObject({ status: 200, body: { result: 'ignored' } });
    const { event } = await approveAtFake('/__sim/stripe/pay', { sessionId });
    expect(await notifyStripe(online, event, { secret: 'whsec_wrong' })).toMatchObject({ status: 401, body: { reason: 'mismatch' } });
    expect(await notifyStripe(online, event, { t: Math.floor(Date.now() / 1000) - 301 })).toMatchObject({ status: 401, body: { reason: 'stale' } });
    expect((await reservationOf(booked.code))!.status).toBe('pending');

    expect(await notifyStripe(online, event)).toMatchObject({ status: 200, body: { result: 'confirmed' } });
    expect(await notifyStripe(online, event)).toMatchObject({ status: 200, body: { result: 'duplicate' } });
    const reservation = await reservationOf(booked.code);
    expect(reservation).toMatchObject({ status: 'confirmed', paid_cents: booked.totalCents });
    const lines = await linesOf(reservation!.id);
    expect(lines.payments).toEqual([expect.objectContaining({ provider: 'stripe', provider_ref: expect.stringMatching(/^pi_/), amount_cents: booked.totalCents })]);
    expect(lines.mails.filter((mail) => mail.kind === 'booking_guest')).toHaveLength(2);
  });

  it('another host’s URL cannot confirm this host’s stay', async () => {
    const victim = await onlineHost('stripe');
    const other = await onlineHost('stripe');
    const booked = data(await bookOnline(victim));
    const { event } = await approveAtFake('/__sim/stripe/pay', { sessionId: await sessionOf(booked.code) });
    expect(await notifyStripe(other, event)).toMatchObject({ status: 200, body: { result: 'ignored' } });
    expect((await notifyStripe(victim, event, { token: other.token })).status).toBe(401);
    expect((await reservationOf(booked.code))!.status).toBe('pending');
  });

  it('refund on a refundable cancellation: one call to /v1/refunds with its key; the owner refunds part by hand; another host’s payment is NOT_FOUND', async () => {
    const online = await onlineHost('stripe');
    const booked = data(await bookOnline(online));
    const { event } = await approveAtFake('/__sim/stripe/pay', { sessionId: await sessionOf(booked.code) });
    expect((await notifyStripe(online, event)).body.result).toBe('confirmed');
    expect((await mutate(null, 'booking.cancel', { token: manageToken(booked.manageUrl) })).status).toBe(200);
    const refunds = (await providerCalls(online)).filter((call) => call.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body).toMatchObject({ payment_intent: event.data.object.payment_intent, amount: String(booked.totalCents) });
    expect(refunds[0]!.idempotencyKey).toMatch(/^refund:\d+:cancellation:/);
    expect(await reservationOf(booked.code)).toMatchObject({ status: 'cancelled', paid_cents: 0 });

    // By hand, part of another stay's payment.
    const second = data(await bookOnline(online, { checkIn: addDays(today(), 60), checkOut: addDays(today(), 62) }));
    const paid = await approveAtFake('/__sim/stripe/pay', { sessionId: await sessionOf(second.code) });
    expect((await notifyStripe(online, paid.event)).body.result).toBe('confirmed');
    const paymentId = (await linesOf((await reservationOf(second.code))!.id)).payments[0]!.id;
    const partial = await mutate(online.host, 'host.payments.refundOnline', { paymentId, amountCents: 5000 });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(data(partial)).toEqual({ refundedCents: 5000 });
    expect((await reservationOf(second.code))!.paid_cents).toBe(second.totalCents - 5000);
    // The reservation's payments say what went back; the refund of a payment recorded by hand
    // cannot take an online one off the books while Stripe still holds the money.
    const listed = data(await query(online.host, 'host.payments.list', { reservationId: (await reservationOf(second.code))!.id }));
    expect(listed.payments).toEqual([expect.objectContaining({ id: paymentId, provider: 'stripe', status: 'received', refundedCents: 5000 })]);
    const marked = await mutate(online.host, 'host.payments.refund', { paymentId });
    expect(marked.status).toBe(400);
    expect(errorOf(marked).data.fields).toEqual(['paymentId']);
    expect((await reservationOf(second.code))!.paid_cents).toBe(second.totalCents - 5000);
    // The rest, as the reservation page's button asks (no amount): one more call, its own key.
    const rest = await mutate(online.host, 'host.payments.refundOnline', { paymentId });
    expect(data(rest)).toEqual({ refundedCents: second.totalCents - 5000 });
    const byHand = (await providerCalls(online)).filter((call) => call.path === '/v1/refunds').slice(1);
    expect(byHand.map((call) => call.idempotencyKey)).toEqual([`refund:${paymentId}:host:0:5000`, `refund:${paymentId}:host:5000:${second.totalCents - 5000}`]);
    expect(await reservationOf(second.code)).toMatchObject({ paid_cents: 0 });
    expect((await linesOf((await reservationOf(second.code))!.id)).payments[0]!.status).toBe('refunded');
    expect((await mutate(online.host, 'host.payments.refundOnline', { paymentId })).status).toBe(409);
    // Another host's payment id: NOT_FOUND, as if it did not exist.
    const stranger = await newHost();
    expect((await mutate(stranger, 'host.payments.refundOnline', { paymentId })).status).toBe(404);
  });

  it('a late payment on a taken night is recorded and refunded', async () => {
    const online = await onlineHost('stripe');
    const checkIn = addDays(today(), 25);
    const booked = data(await bookOnline(online, { checkIn, checkOut: addDays(checkIn, 2) }));
    const sessionId = await sessionOf(booked.code);
    await env.DB.prepare("UPDATE reservations SET hold_expires_at = '2000-01-01T00:00:00.000Z' WHERE code = ?").bind(booked.code).run();
    await releaseExpiredHolds(env, Date.now());
    const taken = await mutate(null, 'booking.create', { propertyId: online.stay.propertyId, roomTypeId: online.stay.roomTypeId, checkIn, checkOut: addDays(checkIn, 2), guests: 1, guest: { name: 'Eva Outra', email: 'eva.outra@example.com' }, locale: 'en', payment: 'at_property' });
    expect(taken.status).toBe(200);
    const { event } = await approveAtFake('/__sim/stripe/pay', { sessionId });
    expect(await notifyStripe(online, event)).toMatchObject({ status: 200, body: { result: 'late_refunded' } });
    const lines = await linesOf((await reservationOf(booked.code))!.id);
    expect(lines.refunds).toEqual([expect.objectContaining({ reason: 'late_payment', amount_cents: booked.totalCents })]);
    expect(lines.mails.map((mail) => mail.kind)).toContain('late_payment_host');
    expect((await providerCalls(online)).filter((call) => call.path === '/v1/refunds')).toHaveLength(1);
  });
});
