import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { composeHoldMails, expiredHolds, releaseHold, type ExpiredHold } from '../../worker/jobs/holds';
import { holdNights } from '../../worker/db/occupancy';
import { LOCALES } from '../../shared/locales';
import { createStay, data, mutate, newHost, nightsOfReservation, seedReservation, type Host, type Stay } from './pix-support';
import { withBodies } from './mail-bodies-support';

/** The worker's own scheduled handler, as the 5-minute cron calls it. */
async function cronAt(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime, cron: '*/5 * * * *' }) as never, env, ctx as never);
  await waitOnExecutionContext(ctx);
}

const reservation = (id: number) =>
  env.DB.prepare('SELECT status, cancelled_at, hold_expires_at, paid_cents FROM reservations WHERE id = ?').bind(id).first<{ status: string; cancelled_at: string | null; hold_expires_at: string | null; paid_cents: number }>();
const mailsOf = (id: number) =>
  env.DB.prepare('SELECT kind, recipient, subject, text, html, status, body_key, id, host_id FROM mail_outbox WHERE reservation_id = ? ORDER BY kind').bind(id).all<{ kind: string; recipient: string; subject: string; text: string; html: string; status: string }>().then((answer) => withBodies(answer.results));
const eventsOf = (id: number) =>
  env.DB.prepare("SELECT actor, detail FROM reservation_events WHERE reservation_id = ? AND action = 'cancelled'").bind(id).all<{ actor: string; detail: string }>().then((answer) => answer.results);

describe('unpaid Pix holds (scheduled job)', () => {
  let host: Host;
  let hostEmail: string;
  let stay: Stay;
  const now = Date.now();
  const past = new Date(now - 60_000).toISOString();
  const future = new Date(now + 3_600_000).toISOString();

  beforeAll(async () => {
    host = await newHost();
    hostEmail = (await env.DB.prepare('SELECT email FROM auth_users WHERE id = ?').bind(host.id).first<{ email: string }>())!.email;
    stay = await createStay(host, { pix: { key: 'reservas@saojoao.com.br', receiverName: 'Pousada São João', receiverCity: 'Paraty', policy: 'deposit', depositPercent: 30 } });
  });

  it('releases a hold past its deadline: cancelled, nights freed, audit line, mails for guest and host', async () => {
    const held = await seedReservation(host, stay, '2027-08-10', '2027-08-13', { holdExpiresAt: past, dueNowCents: 27000, guestEmail: 'ana.hold@example.com', locale: 'en' });
    expect(await nightsOfReservation(held.id)).toEqual(['2027-08-10', '2027-08-11', '2027-08-12']);

    await cronAt(now);

    expect(await reservation(held.id)).toMatchObject({ status: 'cancelled', cancelled_at: new Date(now).toISOString() });
    expect(await nightsOfReservation(held.id)).toEqual([]);
    const [event, ...more] = await eventsOf(held.id);
    expect(more).toEqual([]);
    expect(event!.actor).toBe('system');
    expect(JSON.parse(event!.detail)).toMatchObject({ from: 'pending', to: 'cancelled', reason: 'pix_hold_expired', holdExpiresAt: past });

    const mails = await mailsOf(held.id);
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.status])).toEqual([
      ['hold_released_guest', 'ana.hold@example.com', 'sent'],
      ['hold_released_host', hostEmail, 'sent'],
    ]);
    // The guest reads it in the booking's language (en), the host in the property's (pt).
    expect(mails[0]!.subject).toBe(`Booking ${held.code} cancelled: the Pix payment did not arrive in time`);
    expect(mails[0]!.text).toContain('R$270.00');
    expect(mails[0]!.text).toContain('Hello Ana Souza,');
    expect(mails[1]!.subject).toBe(`Reserva ${held.code} liberada: Pix não pago no prazo`);
    expect(mails[1]!.text).toContain('Ana Souza');
    expect(mails[1]!.html).toContain('<p>');

    // The freed nights can be booked again.
    await env.DB.batch([holdNights(env.DB, { hostId: host.id, propertyId: stay.propertyId, unitId: stay.unitId, from: '2027-08-10', to: '2027-08-13', holder: { reservationId: held.id } })]);
    await env.DB.prepare('DELETE FROM occupancy WHERE reservation_id = ?').bind(held.id).run();

    // A second run finds nothing more to do for it.
    await cronAt(now + 5 * 60_000);
    expect(await mailsOf(held.id)).toHaveLength(2);
    expect(await eventsOf(held.id)).toHaveLength(1);
  });

  it('leaves alone holds still within their deadline, partly paid, confirmed or paid at the property', async () => {
    const early = await seedReservation(host, stay, '2027-09-01', '2027-09-03', { holdExpiresAt: future });
    const partlyPaid = await seedReservation(host, stay, '2027-09-05', '2027-09-07', { holdExpiresAt: past, paidCents: 5000 });
    const confirmed = await seedReservation(host, stay, '2027-09-10', '2027-09-12', { status: 'confirmed', holdExpiresAt: null });
    const atProperty = await seedReservation(host, stay, '2027-09-14', '2027-09-16', { paymentMethod: 'at_property', holdExpiresAt: null, dueNowCents: 0 });

    await cronAt(now);

    for (const [held, status] of [[early, 'pending'], [partlyPaid, 'pending'], [confirmed, 'confirmed'], [atProperty, 'pending']] as const) {
      expect((await reservation(held.id))!.status).toBe(status);
      expect(await nightsOfReservation(held.id)).toHaveLength(2);
      expect(await mailsOf(held.id)).toEqual([]);
    }

    // The same hold once its deadline has passed is released.
    await cronAt(now + 2 * 3_600_000);
    expect((await reservation(early.id))!.status).toBe('cancelled');
    expect(await nightsOfReservation(early.id)).toEqual([]);
  });

  it('keeps a hold paid between the read and the release: nothing of the batch is written', async () => {
    const held = await seedReservation(host, stay, '2027-10-01', '2027-10-04', { holdExpiresAt: past, dueNowCents: 27000 });
    const stale = (await expiredHolds(env.DB, now)).find((hold) => hold.id === held.id) as ExpiredHold;
    expect(stale).toBeDefined();

    // The host records the Pix meanwhile: the hold is confirmed and stops expiring.
    const paid = await mutate(host, 'host.payments.record', { reservationId: held.id, amountCents: 27000, method: 'pix', receivedOn: new Date(now - 86_400_000).toISOString().slice(0, 10) });
    expect(data(paid)).toMatchObject({ status: 'confirmed', paidCents: 27000 });
    // The payment that confirms the stay mails the guest their confirmation (issue 39); the release adds nothing.
    const mailsAfterPayment = (await mailsOf(held.id)).map((mail) => [mail.kind, mail.recipient, mail.subject]);
    expect(mailsAfterPayment.map(([kind]) => kind)).toEqual(['booking_guest']);

    expect(await releaseHold(env.DB, stale, now)).toBeNull();
    expect(await reservation(held.id)).toMatchObject({ status: 'confirmed', cancelled_at: null, hold_expires_at: null, paid_cents: 27000 });
    expect(await nightsOfReservation(held.id)).toEqual(['2027-10-01', '2027-10-02', '2027-10-03']);
    expect((await mailsOf(held.id)).map((mail) => [mail.kind, mail.recipient, mail.subject])).toEqual(mailsAfterPayment);
    expect(await eventsOf(held.id)).toEqual([]);
  });

  it('writes the mails in all four languages', () => {
    const hold: ExpiredHold = {
      id: 1,
      code: 'EST-7K3Q9',
      hostId: 'h',
      checkIn: '2027-08-10',
      checkOut: '2027-08-13',
      amountDueNowCents: 27000,
      holdExpiresAt: '2027-08-01T15:00:00.000Z',
      guestLocale: 'pt',
      guestName: 'Ana <Souza>',
      guestEmail: 'ana@example.com',
      propertyName: 'Pousada São João',
      timezone: 'America/Sao_Paulo',
      hostLocale: 'pt',
      hostEmail: 'host@example.com',
    };
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      const [guest, owner] = composeHoldMails({ ...hold, guestLocale: locale, hostLocale: locale });
      expect(guest!.subject).toContain('EST-7K3Q9');
      expect(owner!.subject).toContain('EST-7K3Q9');
      // The deadline in the property's time zone (15:00 UTC is 12:00 in São Paulo).
      expect(guest!.text).toMatch(/12[:.]00/);
      expect(guest!.html).toContain('Ana &#60;Souza&#62;');
      expect(guest!.html).not.toContain('<Souza>');
      subjects.add(guest!.subject);
    }
    expect(subjects.size).toBe(4);
    // No address, no mail.
    expect(composeHoldMails({ ...hold, guestEmail: null, hostEmail: null })).toEqual([]);
  });
});
