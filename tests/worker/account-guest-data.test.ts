/**
 * Guests' check-in data in the host's data as a whole (issue 28 on issue 16): the account export
 * carries the check-ins, their guests and the guests' drafts, document numbers decrypted only in
 * the host's own export (any other export masks them); the account deletion leaves no check-in,
 * guest, draft or link of the host; and no document number reaches a log line.
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportJson, type GuestDocuments } from '../../worker/account/data';
import { decryptGuestData, maskDocument, redactDocuments } from '../../worker/journey/guest-crypto';
import { saveCheckin, saveDraft } from '../../worker/journey/checkin';
import { sendPendingFnrh } from '../../worker/journey/fnrh';
import { call, hostWithCookie, seedEverything } from './account-support';
import { post, uniqueIp } from './api-support';
import { book, bookingFixture, data, guestInput } from './booking-support';

const CPF = '529.982.247-25';
const PASSPORT = 'YA1234567';
const guests = [
  { fullName: 'Ana Souza', birthDate: '1988-04-12', nationality: 'BR', document: { type: 'cpf' as const, number: CPF, country: 'BR' }, phone: '+55 11 98888-7777', address: 'Rua A 1, Paraty' },
  { fullName: 'Marco Rossi', birthDate: '1985-09-30', nationality: 'IT', document: { type: 'passport' as const, number: PASSPORT, country: 'IT' } },
];

/** A host with everything seeded, a saved check-in on the future stay and a guest's draft on the past one. */
async function hostWithCheckin(name: string) {
  const host = await hostWithCookie(name);
  const seeded = await seedEverything(host.hostId, name);
  await env.DB.prepare('UPDATE reservations SET adults = 2, children = 0 WHERE id = ?').bind(seeded.future).run();
  const stay = { id: seeded.future, hostId: host.hostId, status: 'confirmed', checkIn: '2030-01-10', checkOut: '2030-01-12', guests: 2 };
  const saved = await saveCheckin(env, env.DB, stay, { guests, purpose: 'leisure', transport: 'car', arrivalTime: '' }, 'guest');
  expect(saved.ok).toBe(true);
  await saveDraft(env, env.DB, seeded.past, { 'guests.0.fullName': 'Rascunho Lima', 'guests.0.document.number': '111.444.777-35', purpose: 'business' });
  await env.DB.prepare('INSERT INTO reservation_links (token_hash, reservation_id, created_at) VALUES (?, ?, ?)').bind(crypto.randomUUID(), seeded.future, new Date().toISOString()).run();
  return { ...host, ...seeded };
}

type Export = { tables: Record<string, Record<string, unknown>[]> };

async function exported(db: D1Database, hostId: string, guestData?: GuestDocuments): Promise<Export> {
  return JSON.parse(await new Response(exportJson(db, { id: hostId, email: 'x@example.com', name: null }, {}, guestData)).text()) as Export;
}

const count = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;

describe('guest check-in data in the account export', () => {
  it('the host’s own export shows document numbers decrypted, never the ciphertext; drafts included', async () => {
    const a = await hostWithCheckin('Ana Hospeda');
    const b = await hostWithCheckin('Bruno Hospeda');
    const res = await call('/account/export.json', { cookie: a.cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as Export;
    expect(body.tables.checkins!.map((row) => row.reservation_id)).toEqual([a.future]);
    const rows = body.tables.checkin_guests!;
    expect(rows.map((row) => [row.full_name, row.document_number])).toEqual([
      ['Ana Souza', CPF],
      ['Marco Rossi', PASSPORT],
    ]);
    expect(rows.every((row) => !('document_enc' in row))).toBe(true);
    expect(text).not.toMatch(/"v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+"/);
    expect(body.tables.checkin_drafts).toEqual([{ reservation_id: a.past, updated_at: expect.any(String), fields: { 'guests.0.fullName': 'Rascunho Lima', 'guests.0.document.number': '111.444.777-35', purpose: 'business' } }]);
    // Nothing of the other host's guests.
    expect(rows.every((row) => row.host_id === a.hostId)).toBe(true);
    expect(body.tables.checkin_drafts!.some((draft) => draft.reservation_id === b.past)).toBe(false);
  });

  it('any other export masks them (•••••4725), drafts too; without a key to open them, from the stored hint', async () => {
    const a = await hostWithCheckin('Carla Mascara');
    const masked = await exported(env.DB, a.hostId, { documents: 'masked', reveal: (stored) => decryptGuestData(env, stored) });
    expect(masked.tables.checkin_guests!.map((row) => row.document_number)).toEqual(['•••••4725', '•••••4567']);
    expect(masked.tables.checkin_drafts![0]!.fields).toMatchObject({ 'guests.0.document.number': '•••••7735' });
    const text = JSON.stringify(masked);
    for (const plain of [CPF, '52998224725', PASSPORT, '111.444.777-35']) expect(text).not.toContain(plain);
    // The default is masked; without reveal the hint (last two) is all that is shown, drafts stay closed.
    const bare = await exported(env.DB, a.hostId);
    expect(bare.tables.checkin_guests!.map((row) => row.document_number)).toEqual(['•••••25', '•••••67']);
    expect(bare.tables.checkin_drafts![0]!.fields).toBeNull();
  });

  it('masks and redacts', () => {
    expect(maskDocument('52998224725')).toBe('•••••4725');
    expect(maskDocument('AB12')).toBe('•••••12');
    expect(redactDocuments('CPF 52998224725 inválido (529.982.247-25)', [CPF])).toBe('CPF •••••4725 inválido (•••••4725)');
  });
});

describe('account deletion and guest data', () => {
  it('removes the host’s check-ins, guests, drafts and links, and none of another host', async () => {
    const a = await hostWithCheckin('Davi Saindo');
    const b = await hostWithCheckin('Eva Ficando');
    const ofA = [a.past, a.future];
    const ofB = [b.past, b.future];
    const drafts = (ids: number[]) => count(`SELECT COUNT(*) AS n FROM checkin_drafts WHERE reservation_id IN (${ids.join(',')})`);
    const links = (ids: number[]) => count(`SELECT COUNT(*) AS n FROM reservation_links WHERE reservation_id IN (${ids.join(',')})`);
    expect([await drafts(ofA), await links(ofA)]).toEqual([1, 1]);
    const done = await call('/account/delete', { cookie: a.cookie, form: { confirm: 'EXCLUIR', locale: 'pt', futureBookings: '1', acknowledge: 'yes' } });
    expect(done.status).toBe(303);
    expect(await count('SELECT COUNT(*) AS n FROM checkins WHERE host_id = ?', a.hostId)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM checkin_guests WHERE host_id = ?', a.hostId)).toBe(0);
    expect([await drafts(ofA), await links(ofA)]).toEqual([0, 0]);
    expect(await count('SELECT COUNT(*) AS n FROM checkin_guests WHERE host_id = ?', b.hostId)).toBe(2);
    expect([await drafts(ofB), await links(ofB)]).toEqual([1, 1]);
  });
});

describe('document numbers never reach a log line', () => {
  const lines: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    lines.length = 0;
  });

  it('not when a check-in is refused, saved, exported, or refused by the register (whose echo is stored redacted)', async () => {
    for (const method of ['log', 'error', 'warn', 'info', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
      });
    }
    const fixture = await bookingFixture({ capacity: 2 });
    const booked = data(await book(guestInput(fixture, { guests: 2 })));
    const token = new URL(booked.manageUrl as string).pathname.split('/').pop()!;
    const reservationId = (await env.DB.prepare('SELECT id FROM reservations WHERE code = ?').bind(booked.code).first<{ id: number }>())!.id;
    // Refused (a bad CPF), through the API and the plain form; then saved.
    const bad = await post('booking.checkin.submit', { token, guests: [{ ...guests[0], document: { ...guests[0]!.document, number: '529.982.247-24' } }, guests[1]], purpose: 'leisure', transport: 'car' }, { ip: uniqueIp() });
    expect(bad.status).toBe(400);
    const form = await call(`/reserva/${token}/check-in`, { form: { 'guests.0.fullName': 'Ana', 'guests.0.document.number': '529.982.247-24', purpose: 'leisure' } });
    expect(form.status).toBe(303);
    const ok = await post('booking.checkin.submit', { token, guests, purpose: 'leisure', transport: 'car' }, { ip: uniqueIp() });
    expect(ok.status).toBe(200);
    // The register answers with an error that echoes the number.
    const configured = { ...env, FNRH_API_URL: 'https://fnrh.example/api/checkin', FNRH_TOKEN: 'token' } as Env;
    const code = booked.code as string;
    await sendPendingFnrh(configured, configured.DB, Date.parse('2031-06-01T12:00:00Z'), async (_url: string, init: RequestInit) =>
      String(init.body).includes(code) ? new Response(JSON.stringify({ mensagem: 'Documento 52998224725 não confere' }), { status: 422 }) : new Response('{}', { status: 201 }),
    );
    const stored = await env.DB.prepare('SELECT fnrh_error FROM checkin_guests WHERE reservation_id = ? AND position = 0').bind(reservationId).first<{ fnrh_error: string }>();
    expect(stored!.fnrh_error).toBe('HTTP 422: Documento •••••4725 não confere');
    expect(lines.length).toBeGreaterThan(0);
    const logged = lines.join('\n');
    for (const plain of ['52998224725', '529.982.247-2', PASSPORT]) expect(logged).not.toContain(plain);
  });
});
