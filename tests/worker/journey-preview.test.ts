/**
 * The template editor's preview with a real reservation's values (issue 28):
 * host.messages.preview takes an optional reservationId (the host's own; another host's answers
 * NOT_FOUND like a missing one) and host.messages.reservations lists the property's coming stays
 * for the editor to offer.
 */
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/stay/dates';
import { data, expectNotFound, manual, mutate, newHost, newPlace, query } from './reservations-support';

const template = { locale: 'en', subject: 'See you soon, {guestName}', body: '{propertyName}: {checkIn} to {checkOut}. Check in online: {checkinUrl}' };

describe('host.messages.preview with a reservation', () => {
  it('fills the variables with the host’s reservation; sample values without one; another host’s is NOT_FOUND', async () => {
    const host = await newHost();
    const place = await newPlace(host, 2);
    const today = todayIn('America/Sao_Paulo');
    const create = async (offset: number, name: string, unit = 0) =>
      (data(await mutate(host, 'host.reservations.create', manual(place, addDays(today, offset), addDays(today, offset + 2), { unitId: place.unitIds[unit], guest: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, phone: '' } }))) as { id: number }).id;
    const later = await create(30, 'Giulia Bianchi');
    const soon = await create(5, 'Pedro Alves', 1);
    const past = await create(-10, 'Old Guest');
    const cancelled = await create(40, 'Gone Away', 1);
    expect((await mutate(host, 'host.reservations.setStatus', { id: cancelled, status: 'cancelled' })).status).toBe(200);

    const sample = data(await query(host, 'host.messages.preview', template));
    expect(sample.subject).toBe('See you soon, Ana Souza');

    const filled = data(await query(host, 'host.messages.preview', { ...template, reservationId: later }));
    expect(filled.subject).toBe('See you soon, Giulia Bianchi');
    const [y, m, d] = addDays(today, 30).split('-').map(Number) as [number, number, number];
    const checkIn = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(filled.body).toContain(`Pousada do Teste: ${checkIn} to `);
    // The guest's link is an example: only hashes of the real ones are kept.
    expect(filled.body).toMatch(/Check in online: https?:\/\/[^\s]+\/en\/reserva\/exemplo\/check-in$/);
    expect(filled.body).not.toContain('{');

    // The picker: coming stays of the property, soonest first, neither past nor cancelled.
    const offered = data(await query(host, 'host.messages.reservations', { propertyId: place.propertyId })) as { id: number; guestName: string; code: string }[];
    expect(offered.map((item) => item.id)).toEqual([soon, later]);
    expect(offered[0]).toMatchObject({ guestName: 'Pedro Alves', checkIn: addDays(today, 5) });
    void past;

    const other = await newHost();
    expectNotFound(await query(other, 'host.messages.preview', { ...template, reservationId: later }), 'preview');
    expectNotFound(await query(host, 'host.messages.preview', { ...template, reservationId: 999_999_999 }), 'missing');
    expectNotFound(await query(other, 'host.messages.reservations', { propertyId: place.propertyId }), 'reservations');
  });
});
