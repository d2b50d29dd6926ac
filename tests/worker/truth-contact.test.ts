/**
 * Issue 39, "the host's own contact": host.properties.update { id, contactEmail?, contactPhone?,
 * whatsapp? }; the property page's WhatsApp button, the confirmation page and the guest's mail
 * use it, never the site's number; none → no button.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, get, selfFetch, uniqueIp } from './api-support';
import { book, data as answerData, day, guestInput } from './booking-support';
import { data, errorOf, expectNotFound, mutate, newHost, query } from './reservations-support';
import { readWhatsAppNumber } from '../../worker/trpc/routers/settings';
import { withBodies, withBody } from './mail-bodies-support';

async function html(path: string): Promise<string> {
  const response = await selfFetch(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': uniqueIp() } });
  expect(response.status).toBe(200);
  return response.text();
}

async function hostProperty() {
  const host = await newHost();
  const property = data(await mutate(host, 'host.properties.create', { name: 'Pousada Contato', kind: 'inn', city: 'Paraty', country: 'BR', published: true })) as { id: number };
  const roomType = data(await mutate(host, 'host.roomTypes.create', { propertyId: property.id, name: 'Casal', capacity: 2, baseRateCents: 20_000, units: 1 })) as { id: number };
  return { host, propertyId: property.id, roomTypeId: roomType.id };
}

describe("the host's own contact", () => {
  it('is edited through host.properties.update and checked field by field', async () => {
    const { host, propertyId } = await hostProperty();
    const refused = await mutate(host, 'host.properties.update', { id: propertyId, contactPhone: '12', contactEmail: 'not-an-email' });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).fields).toEqual(expect.arrayContaining(['contactPhone', 'contactEmail']));
    expect((await mutate(host, 'host.properties.update', { id: propertyId, contactEmail: 'reservas@contato.example', contactPhone: '+55 (24) 99876-5432', whatsapp: '+55 21 91234-5678' })).status).toBe(200);
    expect(data(await query(host, 'host.properties.get', { id: propertyId }))).toMatchObject({ contactEmail: 'reservas@contato.example', contactPhone: '+55 (24) 99876-5432', whatsapp: '5521912345678' });
    // Another host's property is not found.
    const other = await newHost();
    expectNotFound(await mutate(other, 'host.properties.update', { id: propertyId, contactPhone: '+55 11 90000-0000' }));
  });

  it("the page's WhatsApp button, the confirmation and the guest's mail use it; without it, no button (never the site's)", async () => {
    const site = await readWhatsAppNumber(env);
    expect(site).toBeTruthy();
    const { host, propertyId, roomTypeId } = await hostProperty();
    let page = await html(`/property/${propertyId}`);
    expect(page).not.toContain('data-testid="host-whatsapp"');
    expect(page).not.toContain(`wa.me/${site}`);

    await mutate(host, 'host.properties.update', { id: propertyId, contactEmail: 'reservas@contato.example', contactPhone: '+55 (24) 99876-5432', whatsapp: '+55 21 91234-5678' });
    expect(answerData(await get('booking.property', { propertyId })).whatsapp).toBe('5521912345678');
    page = await html(`/property/${propertyId}`);
    const link = /<a[^>]*data-testid="host-whatsapp"[^>]*>/.exec(page)?.[0];
    expect(link).toContain('https://wa.me/5521912345678?text=');

    const booked = await book(guestInput({ hostId: host.id, propertyId, roomTypeId, unitIds: [] }, { checkIn: day(40), checkOut: day(42) }));
    expect(booked.status).toBe(200);
    const { code, manageUrl } = answerData(booked) as { code: string; manageUrl: string };
    const confirmation = await html(`${new URL(manageUrl).pathname}?booked=1`);
    const box = confirmation.slice(confirmation.indexOf('data-testid="confirmation-contact"'));
    expect(box).toContain('href="mailto:reservas@contato.example"');
    expect(box).toContain('href="tel:+5524998765432"');
    expect(box).toContain('href="https://wa.me/5521912345678"');
    expect(confirmation).not.toContain(`wa.me/${site}`);
    const mail = await withBody(await env.DB.prepare("SELECT html, text, body_key, id, host_id FROM mail_outbox WHERE kind = 'booking_guest' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(code).first<{ html: string; text: string }>());
    expect(mail!.text).toContain('reservas@contato.example · +55 (24) 99876-5432 · WhatsApp +5521912345678');
    expect(mail!.html).toContain('WhatsApp +5521912345678');
  });
});

describe('honest wording (issue 39)', () => {
  it('an instant booking awaiting its Pix is "received — pay by … to confirm", never a request, to the guest and the host', async () => {
    const { host, propertyId, roomTypeId } = await hostProperty();
    await mutate(host, 'host.properties.update', { id: propertyId, bookingMode: 'instant', pix: { key: 'reservas@contato.example', receiverName: 'Pousada Contato', receiverCity: 'Paraty', policy: 'full', holdHours: 12 } });
    const booked = await book({ ...guestInput({ hostId: host.id, propertyId, roomTypeId, unitIds: [] }, { checkIn: day(50), checkOut: day(52) }), payment: 'pix' });
    expect(booked.status).toBe(200);
    const { code, manageUrl, status } = answerData(booked) as { code: string; manageUrl: string; status: string };
    expect(status).toBe('pending');
    const mails = await env.DB.prepare('SELECT kind, subject, text, body_key, id, host_id FROM mail_outbox WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?) ORDER BY kind').bind(code).all<{ kind: string; subject: string; text: string }>().then(async (answer) => ({ results: await withBodies(answer.results) }));
    const guest = mails.results.find((mail) => mail.kind === 'booking_guest')!;
    const toHost = mails.results.find((mail) => mail.kind === 'booking_host')!;
    expect(guest.subject).toContain('recebida — pague para confirmar');
    expect(guest.text).toMatch(/Pague até .+ para confirmá-la/);
    // The deadline names its zone's offset: the time is the property's, not the reader's.
    expect(guest.text).toMatch(/Pague até [^\n]+ \d{1,2}:\d{2} GMT[-+]\d/);
    expect(guest.subject + guest.text).not.toMatch(/Pedido de reserva|vai confirmá-lo/);
    expect(toHost.subject).toContain('aguardando pagamento');
    expect(toHost.text).not.toContain('Confirme ou recuse');
    const page = await html(`${new URL(manageUrl).pathname}?booked=1`);
    expect(page).toContain('Reserva recebida — falta o pagamento');
    expect(page).toMatch(/Pague até [^<]+ para confirmar a reserva/);
    expect(page).toMatch(/Pague até [^<]+ \d{1,2}:\d{2} GMT[-+]\d[^<]* para confirmar a reserva/);
    expect(page).toContain('Aguardando pagamento');
    expect(page).not.toContain('Pedido de reserva enviado');
    expect(page).not.toContain('O anfitrião vai analisar');
  });

  it('a request to book keeps the request wording ("Confirme ou recuse" to the host)', async () => {
    const { host, propertyId, roomTypeId } = await hostProperty();
    await mutate(host, 'host.properties.update', { id: propertyId, bookingMode: 'request' });
    const booked = await book(guestInput({ hostId: host.id, propertyId, roomTypeId, unitIds: [] }, { checkIn: day(50), checkOut: day(52) }));
    expect(booked.status).toBe(200);
    const { code, manageUrl } = answerData(booked) as { code: string; manageUrl: string };
    const toHost = await withBody(await env.DB.prepare("SELECT text, body_key, id, host_id FROM mail_outbox WHERE kind = 'booking_host' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(code).first<{ text: string }>());
    expect(toHost!.text).toContain('Confirme ou recuse');
    const page = await html(`${new URL(manageUrl).pathname}?booked=1`);
    expect(page).toContain('Pedido de reserva enviado');
    expect(page).toContain('Aguardando confirmação');
  });

  it("recording the payment that confirms a pending stay mails the guest their confirmation, in the guest's language", async () => {
    const { host, propertyId, roomTypeId } = await hostProperty();
    await mutate(host, 'host.properties.update', { id: propertyId, bookingMode: 'instant', pix: { key: 'reservas@contato.example', receiverName: 'Pousada Contato', receiverCity: 'Paraty', policy: 'full', holdHours: 12 } });
    const booked = await book({ ...guestInput({ hostId: host.id, propertyId, roomTypeId, unitIds: [] }, { checkIn: day(60), checkOut: day(62) }), payment: 'pix', locale: 'en' });
    expect(booked.status).toBe(200);
    const { code, status } = answerData(booked) as { code: string; status: string };
    expect(status).toBe('pending');
    const row = await env.DB.prepare('SELECT id, amount_due_now_cents AS due FROM reservations WHERE code = ?').bind(code).first<{ id: number; due: number }>();
    // Bodies live in the MAIL bucket (issue 46): read through the outbox's reference.
    const mailsOf = () => env.DB.prepare("SELECT subject, text, body_key, id, host_id FROM mail_outbox WHERE kind = 'booking_guest' AND reservation_id = ? ORDER BY created_at, rowid").bind(row!.id).all<{ subject: string; text: string; body_key: string | null }>().then(async (answer) => ({ results: await withBodies(answer.results) }));
    expect((await mailsOf()).results).toHaveLength(1);
    // A part payment confirms nothing and mails nothing.
    const today = day(-1); // on or before today in any zone
    expect((await mutate(host, 'host.payments.record', { reservationId: row!.id, amountCents: 100, method: 'pix', receivedOn: today })).status).toBe(200);
    expect((await mailsOf()).results).toHaveLength(1);
    const paid = await mutate(host, 'host.payments.record', { reservationId: row!.id, amountCents: row!.due - 100, method: 'pix', receivedOn: today });
    expect(data(paid)).toMatchObject({ status: 'confirmed' });
    const mails = (await mailsOf()).results;
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Booking ${code} confirmed — Pousada Contato`);
    expect(mails[1]!.text).toContain('is confirmed');
    expect(mails[1]!.text).not.toMatch(/Pague|pay by/i);
    // Its manage link opens the confirmed stay.
    const link = /https?:\/\/\S+\/en\/\S+/.exec(mails[1]!.text)?.[0];
    expect(link).toBeTruthy();
    expect(await html(new URL(link!).pathname)).toContain('data-status="confirmed"');
    // A further payment on the confirmed stay mails nothing more.
    await mutate(host, 'host.payments.record', { reservationId: row!.id, amountCents: 100, method: 'cash', receivedOn: today });
    expect((await mailsOf()).results).toHaveLength(2);
  });
});
