/**
 * The check-in saved as the guest goes, and resumable (issue 28): booking.checkin.saveDraft keeps
 * the form as typed so far (encrypted; not validated: a draft may be half done), the page's
 * "save and continue later" does the same without JavaScript, and reopening the link shows it
 * again; saving the check-in clears it. The page carries the autosave island and its button.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, get, post, selfFetch, uniqueIp } from './api-support';
import { book, bookingFixture, data, errorOf, guestInput } from './booking-support';

const tokenOf = (manageUrl: string) => new URL(manageUrl).pathname.split('/').pop()!;
const saveDraft = (input: unknown) => post('booking.checkin.saveDraft', input, { ip: uniqueIp() });

async function bookedStay(guests: number) {
  const fixture = await bookingFixture({ capacity: 3 });
  const booked = data(await book(guestInput(fixture, { guests })));
  const reservationId = (await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(booked.code).first<{ id: number }>())!.id;
  return { token: tokenOf(booked.manageUrl), reservationId, code: booked.code as string };
}

const storedDraft = (reservationId: number) => env.DB.prepare('SELECT draft_enc FROM checkin_drafts WHERE reservation_id = ?').bind(reservationId).first<{ draft_enc: string }>();

describe('booking.checkin.saveDraft', () => {
  it('keeps what was typed so far, encrypted; get gives it back and says partial; the saved check-in clears it', async () => {
    const { token, reservationId } = await bookedStay(1);
    const half = { 'guests.0.fullName': 'Ana Souza', 'guests.0.document.number': '529.982.247-2', 'guests.0.birthDate': '', purpose: 'business' };
    const answer = await saveDraft({ token, fields: half });
    expect(answer.status).toBe(200);
    expect(data(answer).savedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const after = data(await get('booking.checkin.get', { token }));
    expect(after).toMatchObject({ status: 'partial', draft: half, guests: [] });
    const stored = (await storedDraft(reservationId))!.draft_enc;
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain('Souza');
    expect(stored).not.toContain('529');

    // The next save replaces it whole.
    expect((await saveDraft({ token, fields: { ...half, 'guests.0.document.number': '529.982.247-25' } })).status).toBe(200);
    expect(data(await get('booking.checkin.get', { token })).draft['guests.0.document.number']).toBe('529.982.247-25');

    const done = await post('booking.checkin.submit', {
      token,
      guests: [{ fullName: 'Ana Souza', birthDate: '1988-04-12', nationality: 'BR', document: { type: 'cpf', number: '529.982.247-25', country: 'BR' }, phone: '+55 11 9', address: 'Rua A 1' }],
      purpose: 'business',
      transport: 'car',
    }, { ip: uniqueIp() });
    expect(done.status).toBe(200);
    expect(data(await get('booking.checkin.get', { token }))).toMatchObject({ status: 'complete', draft: null });
    expect(await storedDraft(reservationId)).toBeNull();
  });

  it('refuses a field the form does not have, an overlong value, a closed stay, an unknown link', async () => {
    const { token } = await bookedStay(1);
    const bad = await saveDraft({ token, fields: { 'guests.0.fullName': 'Ana', 'guests.0.password': 'x' } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).data.fields?.some((field) => field.startsWith('fields'))).toBe(true);
    expect((await saveDraft({ token, fields: { 'guests.0.address': 'x'.repeat(301) } })).status).toBe(400);
    expect((await saveDraft({ token: 'x'.repeat(43), fields: {} })).status).toBe(404);
    await post('booking.cancel', { token }, { ip: uniqueIp() });
    expect(errorOf(await saveDraft({ token, fields: { 'guests.0.fullName': 'Ana' } })).data.code).toBe('PRECONDITION_FAILED');
  });
});

describe('the check-in page resumes', () => {
  it('without JavaScript: "save and continue later" keeps the form; reopening the link shows it again', async () => {
    const { token, reservationId } = await bookedStay(2);
    const page = await (await selfFetch(`${ORIGIN}/en/reserva/${token}/check-in`)).text();
    expect(/<button type="submit"[^>]*value="draft"[^>]*name="intent"|<button[^>]*name="intent"[^>]*value="draft"/.test(page), 'the save-later button').toBe(true);
    expect(page).toContain('Save and continue later');
    expect(page).toContain('data-island="checkinAutosave"');
    expect(page).toContain('id="checkin-form"');
    expect(page).not.toContain('data-testid="checkin-draft"');

    const later = await selfFetch(`${ORIGIN}/en/reserva/${token}/check-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: new URLSearchParams({ intent: 'draft', 'guests.0.fullName': 'Marco Rossi', 'guests.1.fullName': 'Lia Rossi', 'guests.0.address': 'Via Roma 1', purpose: 'family', junk: 'x' }).toString(),
    });
    expect(later.status).toBe(303);
    expect(later.headers.get('location')).toBe(`/en/reserva/${token}/check-in?draft=1`);
    const saved = await (await selfFetch(`${ORIGIN}/en/reserva/${token}/check-in?draft=1`)).text();
    expect(saved).toContain('Draft saved. Open this same link to carry on where you left off.');
    // Reopened later, from the message's link: what was typed is in the form.
    const reopened = await (await selfFetch(`${ORIGIN}/en/reserva/${token}/check-in`)).text();
    expect(reopened).toContain('data-testid="checkin-draft"');
    expect(reopened).toContain('Carrying on where you left off');
    expect(reopened).toContain('value="Marco Rossi"');
    expect(reopened).toContain('value="Lia Rossi"');
    expect(reopened).toContain('value="Via Roma 1"');
    expect(reopened).toMatch(/<option value="family" selected="">|<option selected="" value="family">/);
    // Only the form's own fields are kept, and nothing was checked: no errors shown.
    expect(reopened).not.toContain('data-testid="checkin-errors"');
    expect(data(await get('booking.checkin.get', { token })).draft).toEqual({ 'guests.0.fullName': 'Marco Rossi', 'guests.1.fullName': 'Lia Rossi', 'guests.0.address': 'Via Roma 1', purpose: 'family' });
    expect(await storedDraft(reservationId)).not.toBeNull();
  });
});
