/**
 * The online check-in at the front desk (issue 28 on issue 27): each of today's arrivals in
 * host.frontDesk.today carries its check-in status (none, partial = the guest began, complete)
 * and the register's (off / pending / sent / error); host.checkins.get says partial too.
 */
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/stay/dates';
import { checkinSummaries, saveDraft } from '../../worker/journey/checkin';
import { data, manual, mutate, newHost, newPlace, query } from './reservations-support';

const main = { fullName: 'Ana Souza', birthDate: '1988-04-12', nationality: 'BR', document: { type: 'cpf', number: '529.982.247-25', country: 'BR' }, phone: '+55 11 98888-7777', address: 'Rua A 1, Paraty' };
const second = { fullName: 'Marco Rossi', birthDate: '1985-09-30', nationality: 'IT', document: { type: 'passport', number: 'YA1234567', country: 'IT' } };

describe('check-in status at the front desk', () => {
  it('each arrival: none, partial (a draft), complete; the register off while unconfigured', async () => {
    const host = await newHost();
    const place = await newPlace(host, 3);
    const today = todayIn('America/Sao_Paulo');
    const arrive = async (unit: number) => (data(await mutate(host, 'host.reservations.create', manual(place, today, addDays(today, 2), { unitId: place.unitIds[unit] }))) as { id: number }).id;
    const nothing = await arrive(0);
    const begun = await arrive(1);
    const done = await arrive(2);
    await saveDraft(env, env.DB, begun, { 'guests.0.fullName': 'Ana' });
    expect((await mutate(host, 'host.checkins.submit', { reservationId: done, guests: [main, second], purpose: 'leisure', transport: 'car' })).status).toBe(200);

    const day = data(await query(host, 'host.frontDesk.today', { propertyId: place.propertyId }));
    const byId = new Map((day.arrivals as { id: number; checkin: unknown }[]).map((stay) => [stay.id, stay.checkin]));
    expect([byId.get(nothing), byId.get(begun), byId.get(done)]).toEqual([
      { status: 'none', fnrh: null },
      { status: 'partial', fnrh: null },
      { status: 'complete', fnrh: 'off' },
    ]);
    expect(data(await query(host, 'host.checkins.get', { reservationId: begun }))).toMatchObject({ status: 'partial', guests: [] });
    expect(data(await query(host, 'host.checkins.statuses', { reservationIds: [nothing, begun, done] }))).toEqual({ [nothing]: 'none', [begun]: 'partial', [done]: 'complete' });

    // The page: the arrivals list has the column, each status linking to the reservation's check-in panel.
    for (const [prefix, column, done_, none] of [
      ['', 'Check-in online', 'Concluído', 'Não feito'],
      ['/en', 'Online check-in', 'Complete', 'Not done'],
    ] as const) {
      const res = await SELF.fetch(`http://localhost${prefix}/dashboard/recepcao?property=${place.propertyId}`, { headers: { authorization: `Bearer ${host.token}` } });
      const body = (await res.text()).replaceAll('<!-- -->', '');
      expect(res.status).toBe(200);
      expect(body).toContain(`>${column}</th>`);
      expect(body).toMatch(new RegExp(`data-checkin="complete"><a href="${prefix}/dashboard/reservas/${done}#checkin"[^>]*>${done_}</a>`));
      expect(body).toMatch(new RegExp(`data-checkin="none"><a href="${prefix}/dashboard/reservas/${nothing}#checkin"[^>]*>${none}</a>`));
      expect(body).toContain(`data-checkin="partial"><a href="${prefix}/dashboard/reservas/${begun}#checkin"`);
    }

    // With the sender configured: pending, then error if any guest's send failed, sent once all went.
    expect((await checkinSummaries(env.DB, host.id, [done], true))[done]).toEqual({ status: 'complete', fnrh: 'pending' });
    await env.DB.prepare("UPDATE checkin_guests SET fnrh_status = 'sent' WHERE reservation_id = ? AND position = 0").bind(done).run();
    expect((await checkinSummaries(env.DB, host.id, [done], true))[done]!.fnrh).toBe('pending');
    await env.DB.prepare("UPDATE checkin_guests SET fnrh_status = 'error' WHERE reservation_id = ? AND position = 1").bind(done).run();
    expect((await checkinSummaries(env.DB, host.id, [done], true))[done]!.fnrh).toBe('error');
    await env.DB.prepare("UPDATE checkin_guests SET fnrh_status = 'sent' WHERE reservation_id = ?").bind(done).run();
    expect((await checkinSummaries(env.DB, host.id, [done], true))[done]!.fnrh).toBe('sent');
    // Another host learns nothing of these stays.
    const other = await newHost();
    expect(await checkinSummaries(env.DB, other.id, [begun, done], true)).toEqual({ [begun]: { status: 'none', fnrh: null }, [done]: { status: 'none', fnrh: null } });
  });
});
