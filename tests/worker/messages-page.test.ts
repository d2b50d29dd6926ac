/**
 * Issue 28: the scheduled guest messages page (/dashboard/mensagens) rendered by the server in
 * every locale for a signed-in host: the four events, the variables, a host's edit, and another
 * host's property never shown.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, mutate, newHost, newPlace, type Host, type Place } from './reservations-support';

const html = async (host: Host | null, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: host ? { authorization: `Bearer ${host.token}` } : {}, redirect: 'manual' });
  return { status: res.status, body: (await res.text()).replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('<!-- -->', '') };
};

describe('scheduled messages page (server-rendered)', () => {
  let host: Host;
  let place: Place;
  beforeAll(async () => {
    host = await newHost();
    place = await newPlace(host, 1, 30000);
    for (const locale of ['pt', 'en', 'es', 'it'] as const) {
      data(await mutate(host, 'host.messages.update', { propertyId: place.propertyId, event: 'confirmed', locale, subject: `Edited ${locale} {propertyName}`, body: 'Hi {guestName}', enabled: true }));
    }
  });

  it('shows each event in the page language with subject, body, days where they apply, the variables and the host’s edit, in every locale', async () => {
    for (const [prefix, locale, title, confirmed, before, save] of [
      ['', 'pt', 'Mensagens aos hóspedes', 'Reserva confirmada', 'Dias antes do check-in', 'Salvar'],
      ['/en', 'en', 'Guest messages', 'Booking confirmed', 'Days before check-in', 'Save'],
      ['/es', 'es', 'Mensajes a huéspedes', 'Reserva confirmada', 'Días antes del check-in', 'Guardar'],
      ['/it', 'it', 'Messaggi agli ospiti', 'Prenotazione confermata', 'Giorni prima del check-in', 'Salva'],
    ] as const) {
      const page = await html(host, `${prefix}/dashboard/mensagens`);
      expect(page.status, prefix).toBe(200);
      expect(page.body, prefix).toContain(title);
      expect(page.body, prefix).toContain(confirmed);
      expect(page.body, prefix).toContain(before);
      expect(page.body, prefix).toContain(save);
      expect(page.body, prefix).toContain(`Edited ${locale} {propertyName}`);
      for (const event of ['confirmed', 'pre_arrival', 'arrival_day', 'post_checkout']) expect(page.body, `${prefix} ${event}`).toContain(`data-testid="message-${event}"`);
      for (const variable of ['guestName', 'propertyName', 'checkIn', 'checkOut', 'manageUrl', 'checkinUrl', 'reviewUrl', 'address']) expect(page.body).toContain(`{${variable}}`);
      // The days field only where the event has days.
      expect(page.body.match(/name="days"/g)?.length, prefix).toBe(2);
    }
  });

  it('another host never sees this property’s templates; signed out goes to the sign-in', async () => {
    const other = await newHost();
    await newPlace(other, 1, 20000);
    const page = await html(other, `/dashboard/mensagens?property=${place.propertyId}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('Edited pt');
    const anonymous = await html(null, '/dashboard/mensagens');
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(anonymous.status).toBeLessThan(400);
  });
});
