/**
 * Issue 39 (left to issue 42): the property's payment policy is the server's, and every payment
 * deadline falls before the check-in time on the arrival day. A `full` policy with a way to pay
 * now refuses `at_property` (BAD_REQUEST naming `payment`), booking.property lists exactly what
 * create accepts, and a Pix booking made the evening before arrival must be paid by the
 * check-in time, not 24 hours later. Issue 42: the policy is settable with an online provider and
 * no Pix key (host.properties.update `paymentPolicy`), refused with neither.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, data, day, errorOf } from './booking-support';
import { mutate, newHost, createStay, query, type Host, type Stay } from './pix-support';
import { uniqueEmail } from './api-support';
import { createBooking, publishedProperty } from '../../worker/db/booking';
import { zonedInstant } from '../../shared/journey/schedule';
import { addDays } from '../../shared/stay/dates';
import { paymentChoices } from '../../shared/payments/choices';
import { onlineHost, secretFor } from './online-pay-support';

const PIX = { key: 'reservas@saojoao.com.br', receiverName: 'Pousada São João', receiverCity: 'Paraty', holdHours: 24 };

const input = (stay: Stay, payment: string) => ({ propertyId: stay.propertyId, roomTypeId: stay.roomTypeId, checkIn: day(40), checkOut: day(42), guests: 2, guest: { name: 'Ana Souza', email: uniqueEmail('policy') }, locale: 'pt', payment });

describe('the payment policy, enforced by the server', () => {
  let host: Host;
  let full: Stay;
  let atProperty: Stay;

  beforeAll(async () => {
    host = await newHost();
    full = await createStay(host, { currency: 'BRL', pix: { ...PIX, policy: 'full' } });
    atProperty = await createStay(host, { currency: 'BRL', pix: { ...PIX, policy: 'at_property' } });
    for (const stay of [full, atProperty]) expect((await mutate(host, 'host.properties.setPublished', { id: stay.propertyId, published: true })).status).toBe(200);
  });


  it('`full` refuses pay-at-property with BAD_REQUEST naming `payment`, nothing written; Pix is accepted', async () => {
    const refused = await book(input(full, 'at_property'));
    expect(refused.status).toBe(400);
    expect(errorOf(refused).data.fields).toEqual(['payment']);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM reservations WHERE property_id = ?').bind(full.propertyId).first('n')).toBe(0);
    const pix = await book(input(full, 'pix'));
    expect(pix.status, JSON.stringify(pix.body)).toBe(200);
    expect(data(pix).status).toBe('pending');
    // No provider connected: online is refused too.
    expect(errorOf(await book(input(full, 'online'))).data.fields).toEqual(['payment']);
  });

  it('booking.property offers exactly what create accepts', async () => {
    expect(data(await query(null, 'booking.property', { propertyId: full.propertyId })).paymentChoices).toEqual(['pix']);
    expect(data(await query(null, 'booking.property', { propertyId: atProperty.propertyId })).paymentChoices).toEqual(['at_property']);
    expect((await book(input(atProperty, 'at_property'))).status).toBe(200);
    expect(paymentChoices({ paymentPolicy: 'deposit', acceptsPix: true, onlineProvider: 'stripe' })).toEqual(['online', 'pix', 'at_property']);
    expect(paymentChoices({ paymentPolicy: 'full', acceptsPix: true, onlineProvider: 'stripe' })).toEqual(['online', 'pix']);
    expect(paymentChoices({ paymentPolicy: 'full', acceptsPix: false, onlineProvider: null })).toEqual(['at_property']);
  });

  it('the Pix deadline falls before arrival for a booking made the evening before', async () => {
    const property = (await publishedProperty(env.DB, full.propertyId))!;
    expect(property.checkInTime).toBe('14:00');
    const checkIn = day(70);
    // 20:00 in São Paulo on the day before arrival; a 24-hour hold would end at 20:00 on the arrival day.
    const now = new Date(zonedInstant(addDays(checkIn, -1), 20, 'America/Sao_Paulo'));
    const outcome = await createBooking(env.DB, property, { ...input(full, 'pix'), checkIn, checkOut: addDays(checkIn, 2), payment: 'pix', locale: 'pt' } as Parameters<typeof createBooking>[2], { siteUrl: 'https://estadia.example', now });
    expect(outcome.ok).toBe(true);
    const row = await env.DB.prepare('SELECT hold_expires_at FROM reservations WHERE code = ?').bind(outcome.ok ? outcome.result.code : '').first<{ hold_expires_at: string }>();
    expect(row!.hold_expires_at).toBe(new Date(zonedInstant(checkIn, 14, 'America/Sao_Paulo')).toISOString());
    expect(Date.parse(row!.hold_expires_at)).toBeGreaterThan(now.getTime());
  });

  it('a last-minute stay is due at once: 40 minutes from booking, even past the check-in time', async () => {
    const property = (await publishedProperty(env.DB, full.propertyId))!;
    const checkIn = day(90);
    const now = new Date(zonedInstant(checkIn, 15, 'America/Sao_Paulo'));
    const outcome = await createBooking(env.DB, property, { ...input(full, 'pix'), checkIn, checkOut: addDays(checkIn, 1), payment: 'pix', locale: 'pt' } as Parameters<typeof createBooking>[2], { siteUrl: 'https://estadia.example', now });
    const row = await env.DB.prepare('SELECT hold_expires_at FROM reservations WHERE code = ?').bind(outcome.ok ? outcome.result.code : '').first<{ hold_expires_at: string }>();
    expect(Date.parse(row!.hold_expires_at) - now.getTime()).toBe(40 * 60_000);
  });
});

describe('issue 42: the policy is the host’s with an online provider OR a Pix key', () => {
  it('a property with Stripe and no Pix key takes `deposit` and `full`; without either the policy is refused', async () => {
    const host = await newHost();
    const stay = await createStay(host, { currency: 'EUR' });
    expect((await mutate(host, 'host.properties.setPublished', { id: stay.propertyId, published: true })).status).toBe(200);
    const policyOf = () => env.DB.prepare('SELECT payment_policy AS policy, deposit_percent AS percent, pix_hold_hours AS hours FROM properties WHERE id = ?').bind(stay.propertyId).first();

    // Nothing to pay with at booking: refused on the field, nothing written.
    const refused = await mutate(host, 'host.properties.update', { id: stay.propertyId, paymentPolicy: { policy: 'full' } });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).data.fields).toEqual(['paymentPolicy.policy']);
    expect(await policyOf()).toMatchObject({ policy: 'at_property' });

    expect((await mutate(host, 'host.paymentProviders.connect', { provider: 'stripe', secret: secretFor('stripe'), webhookSecret: 'whsec_policy123456' })).status).toBe(200);
    const deposit = await mutate(host, 'host.properties.update', { id: stay.propertyId, paymentProvider: 'stripe', paymentPolicy: { policy: 'deposit', depositPercent: 25, holdHours: 12 } });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    expect(await policyOf()).toEqual({ policy: 'deposit', percent: 25, hours: 12 });
    expect(data(await query(null, 'booking.property', { propertyId: stay.propertyId }))).toMatchObject({ paymentPolicy: 'deposit', depositPercent: 25, paymentChoices: ['online', 'at_property'] });

    expect((await mutate(host, 'host.properties.update', { id: stay.propertyId, paymentPolicy: { policy: 'full' } })).status).toBe(200);
    expect(data(await query(null, 'booking.property', { propertyId: stay.propertyId })).paymentChoices).toEqual(['online']);
    const at = { ...input(stay, 'at_property'), guest: { name: 'Ana Souza', email: uniqueEmail('policy-stripe') } };
    expect(errorOf(await book(at)).data.fields).toEqual(['payment']);
    const paid = await book({ ...at, payment: 'online' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const row = await env.DB.prepare('SELECT amount_due_now_cents AS due, total_cents AS total, status FROM reservations WHERE code = ?').bind(data(paid).code).first();
    expect(row).toEqual({ due: data(paid).totalCents, total: data(paid).totalCents, status: 'pending' });
  });

  it('removing the Pix key keeps the policy while the provider takes the payments', async () => {
    const online = await onlineHost('mercadopago');
    expect((await mutate(online.host, 'host.properties.update', { id: online.stay.propertyId, pix: { ...PIX, policy: 'full' } })).status).toBe(200);
    expect((await mutate(online.host, 'host.properties.update', { id: online.stay.propertyId, pix: null })).status).toBe(200);
    expect(await env.DB.prepare('SELECT payment_policy FROM properties WHERE id = ?').bind(online.stay.propertyId).first('payment_policy')).toBe('full');
  });
});
