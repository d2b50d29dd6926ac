/**
 * Issue 39: the guest's manage page reads right in every state — before the stay (awaiting its
 * payment, confirmed), during it, after it (no cancellation, no "Pague com Pix"), cancelled (what
 * was refunded) and a no-show. The stage is read on the server in the property's calendar.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { book, data as answerData, day, guestInput } from './booking-support';
import { mutate, newHost } from './reservations-support';
import { guestStage } from '../../shared/stay/stage';

async function html(path: string): Promise<string> {
  const response = await selfFetch(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': uniqueIp() } });
  expect(response.status).toBe(200);
  return response.text();
}

const text = (page: string) => page.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the manage page in every state (issue 39)', () => {
  let path = '';
  let id = 0;
  let host: Awaited<ReturnType<typeof newHost>>;
  const set = (status: string, checkIn: string, checkOut: string) =>
    env.DB.prepare('UPDATE reservations SET status = ?, check_in = ?, check_out = ? WHERE id = ?').bind(status, checkIn, checkOut, id).run();

  beforeAll(async () => {
    host = await newHost();
    const property = (await mutate(host, 'host.properties.create', { name: 'Pousada Estados', kind: 'inn', city: 'Paraty', country: 'BR', published: true })).body as { result: { data: { id: number } } };
    const propertyId = property.result.data.id;
    const roomType = (await mutate(host, 'host.roomTypes.create', { propertyId, name: 'Casal', capacity: 2, baseRateCents: 20_000, units: 1 })).body as { result: { data: { id: number } } };
    await mutate(host, 'host.properties.update', { id: propertyId, bookingMode: 'instant', pix: { key: 'reservas@estados.example', receiverName: 'Pousada Estados', receiverCity: 'Paraty', policy: 'full', holdHours: 12 } });
    const booked = await book({ ...guestInput({ hostId: host.id, propertyId, roomTypeId: roomType.result.data.id, unitIds: [] }, { checkIn: day(40), checkOut: day(42) }), payment: 'pix' });
    expect(booked.status).toBe(200);
    const { code, manageUrl } = answerData(booked) as { code: string; manageUrl: string };
    path = new URL(manageUrl).pathname;
    id = (await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(code).first<{ id: number }>())!.id;
  });

  it('the stage rule', () => {
    expect(guestStage('pending', '2027-01-10', '2027-01-12', '2027-01-01', 'instant')).toBe('awaiting_payment');
    expect(guestStage('pending', '2027-01-10', '2027-01-12', '2027-01-01', 'request')).toBe('request');
    expect(guestStage('confirmed', '2027-01-10', '2027-01-12', '2027-01-01', 'instant')).toBe('confirmed');
    expect(guestStage('confirmed', '2027-01-10', '2027-01-12', '2027-01-11', 'instant')).toBe('during');
    expect(guestStage('checked_in', '2027-01-10', '2027-01-12', '2027-01-12', 'instant')).toBe('during');
    expect(guestStage('confirmed', '2027-01-10', '2027-01-12', '2027-01-13', 'instant')).toBe('over');
    expect(guestStage('checked_out', '2027-01-10', '2027-01-12', '2027-01-11', 'instant')).toBe('over');
    expect(guestStage('cancelled', '2027-01-10', '2027-01-12', '2027-01-13', 'instant')).toBe('cancelled');
    expect(guestStage('no_show', '2027-01-10', '2027-01-12', '2027-01-13', 'instant')).toBe('no_show');
  });

  it('awaiting payment, then confirmed: the Pix to pay and the cancellation', async () => {
    let page = await html(path);
    expect(page).toContain('data-status="pending"');
    expect(text(page)).toContain('Aguardando pagamento');
    expect(page).toContain('data-testid="pix-panel"');
    expect(page).toContain('Cancelar reserva');
    expect(page).not.toContain('data-testid="stage-note"');
    await env.DB.prepare("UPDATE reservations SET status = 'confirmed', paid_cents = amount_due_now_cents, hold_expires_at = NULL WHERE id = ?").bind(id).run();
    page = await html(path);
    expect(text(page)).toContain('Confirmada');
    expect(page).toContain('Cancelar reserva');
    // Paid: the panel says it came in, it no longer asks.
    expect(text(page)).toContain('Pix recebido');
    expect(text(page)).toContain('Pagamento recebido. Obrigado!');
    expect(page).not.toContain('Pague com Pix');
  });

  it('checked in: a good stay and the check-out day, nothing to cancel or pay', async () => {
    await set('checked_in', day(-1), day(1));
    const page = await html(path);
    expect(text(page)).toContain('Hospedado');
    expect(text(page)).toMatch(/Boa estadia! O check-out é em .+ até as/);
    expect(page).not.toContain('Cancelar reserva');
    expect(page).not.toContain('prazo de cancelamento');
    expect(page).not.toContain('data-testid="pix-panel"');
  });

  it('after check-out: the stay is over, no cancellation, no "Pague com Pix", the review link', async () => {
    for (const status of ['checked_out', 'confirmed']) {
      await set(status, day(-5), day(-2));
      const page = await html(path);
      expect(text(page)).toContain('Concluída');
      expect(text(page)).toMatch(/Sua estadia terminou em .+ Obrigado pela visita!/);
      expect(page).not.toContain('Cancelar reserva');
      expect(page).not.toContain('prazo de cancelamento');
      expect(page).not.toContain('Pague com Pix');
      expect(page).not.toContain('data-testid="checkin-link"');
      expect(page).toContain('data-testid="review-link"');
    }
  });

  it('cancelled: what was refunded (nothing, then an amount)', async () => {
    await set('cancelled', day(40), day(42));
    let page = await html(path);
    expect(text(page)).toContain('Cancelada');
    expect(text(page)).toContain('Nenhum valor foi devolvido');
    expect(page).not.toContain('Pague com Pix');
    expect(page).not.toContain('data-testid="checkin-link"');
    await env.DB.prepare(
      "INSERT INTO payments (host_id, reservation_id, amount_cents, method, status, received_on, note, created_at) SELECT host_id, id, 12345, 'pix', 'refunded', ?, '', ? FROM reservations WHERE id = ?",
    )
      .bind(day(-1), new Date().toISOString(), id)
      .run();
    page = await html(path);
    expect(text(page)).toMatch(/Valor devolvido: R\$\s?123,45/);

    // Recording a payment on it is refused, naming why, and nothing is written.
    const refused = await mutate(host, 'host.payments.record', { reservationId: id, amountCents: 10_000, method: 'pix', receivedOn: day(0) });
    expect(refused.status).toBe(400);
    const error = (refused.body as { error: { message: string; data: { code: string; fields: string[] | null } } }).error;
    expect(error.data.code).toBe('BAD_REQUEST');
    expect(error.data.fields).toEqual(['reservationId']);
    expect(error.message).toContain('a cancelled stay takes no payment');
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM payments WHERE reservation_id = ? AND status <> 'refunded'").bind(id).first()).toEqual({ n: 0 });
  });

  it('no-show: says the arrival did not happen, nothing to cancel or pay', async () => {
    await set('no_show', day(-3), day(-1));
    const page = await html(path);
    expect(text(page)).toContain('Não compareceu');
    expect(text(page)).toContain('não aconteceu');
    expect(page).not.toContain('Cancelar reserva');
    expect(page).not.toContain('Pague com Pix');
    expect(page).not.toContain('data-testid="review-link"');
  });
});
