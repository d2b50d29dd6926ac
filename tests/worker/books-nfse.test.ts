/**
 * Issue 43, NFS-e through Focus NFe, against the fake of its documented API on 127.0.0.1
 * (tests/fakes/focusnfe.ts, FOCUSNFE_API_URL): settings with the token encrypted and never sent
 * back; issue → processing → authorized (number, links) by the trigger and → error (the reason
 * in words) by polling; a repeat issue answers the same note; cancel with a reason; another
 * host's reservation → NOT_FOUND; the token in no answer, page, export or log line.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp } from './api-support';
import { data, errorOf, expectNotFound, manual, mutate, newHost, newPlace, query, type Host, type Place } from './reservations-support';
import { encryptGuestData } from '../../worker/journey/guest-crypto';
import { pollInvoices } from '../../worker/books/invoices';

const FAKE = (env as unknown as { FOCUSNFE_API_URL: string }).FOCUSNFE_API_URL;
const TOKEN = `token-nfse-${crypto.randomUUID()}`;

interface FakeRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: string;
}
const fakeRequests = async () => ((await (await fetch(`${FAKE}/__fake/requests`)).json()) as FakeRequest[]).filter((request) => request.authorization === `Basic ${btoa(`${TOKEN}:`)}`);
const processAtFocus = (ref: string) => fetch(`${FAKE}/__fake/process`, { method: 'POST', body: JSON.stringify({ token: TOKEN, ref }) });

/** Every line the worker logs during these tests (the token must be in none). */
const logged: string[] = [];

async function stay(host: Host, place: Place, checkIn: string, checkOut: string, cpf: string | null, unitIndex = 0): Promise<{ id: number; code: string }> {
  const made = data(await mutate(host, 'host.reservations.create', manual(place, checkIn, checkOut, { unitId: place.unitIds[unitIndex] }))) as { id: number; code: string };
  await env.DB.prepare('UPDATE reservations SET lines = ?, total_cents = 82000 WHERE id = ?')
    .bind(JSON.stringify([{ kind: 'room', amountCents: 60_000 }, { kind: 'cleaning', amountCents: 10_000 }, { kind: 'addon', amountCents: 10_000, name: 'Café', quantity: 2 }, { kind: 'tax', amountCents: 2_000 }]), made.id)
    .run();
  if (cpf) {
    await env.DB.prepare(
      `INSERT INTO checkin_guests (reservation_id, position, host_id, full_name, birth_date, nationality, document_type, document_country, document_enc, document_hint)
       VALUES (?, 0, ?, 'Ana Souza', '1990-01-01', 'BR', 'cpf', 'BR', ?, ?)`,
    )
      .bind(made.id, host.id, await encryptGuestData(env, cpf), cpf.slice(-2))
      .run();
  }
  const row = await env.DB.prepare('SELECT code FROM reservations WHERE id = ?').bind(made.id).first<{ code: string }>();
  return { id: made.id, code: row!.code };
}

const SETTINGS = { provider: 'focusnfe', cnpj: '11.222.333/0001-81', inscricaoMunicipal: '12.345', codigoServico: '09.01.01', aliquotaIss: 5, codigoMunicipio: '3303807', legalName: 'Pousada Teste Ltda' };

describe('NFS-e through Focus NFe', () => {
  let host: Host;
  let place: Place;
  let webhookUrl: string;
  beforeAll(async () => {
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
    host = await newHost();
    place = await newPlace(host, 3);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('host.invoicing.update stores the token encrypted and answers only its last 4 and the trigger URL', async () => {
    const refused = await mutate(host, 'host.invoicing.update', { propertyId: place.propertyId, ...SETTINGS, cnpj: '11.222.333/0001-80', token: TOKEN });
    expect(errorOf(refused).issues).toEqual([{ field: 'cnpj', message: 'cnpj_invalid' }]);
    const answer = await mutate(host, 'host.invoicing.update', { propertyId: place.propertyId, ...SETTINGS, token: TOKEN });
    expect(answer.status).toBe(200);
    const settings = data(answer);
    expect(settings).toMatchObject({ configured: true, allowed: true, cnpj: '11222333000181', inscricaoMunicipal: '12345', codigoServico: '090101', aliquotaIss: 5, tokenLast4: TOKEN.slice(-4) });
    expect(JSON.stringify(answer.body)).not.toContain(TOKEN);
    webhookUrl = settings.webhookUrl;
    expect(webhookUrl).toMatch(/\/api\/invoices\/focusnfe\/[0-9a-f]{48}$/);
    const stored = await env.DB.prepare('SELECT token_enc FROM invoicing_settings WHERE property_id = ?').bind(place.propertyId).first<{ token_enc: string }>();
    expect(stored!.token_enc.startsWith('v1.')).toBe(true);
    expect(stored!.token_enc).not.toContain(TOKEN);
    // Later changes keep the token when none is typed.
    const kept = data(await mutate(host, 'host.invoicing.update', { propertyId: place.propertyId, ...SETTINGS, aliquotaIss: 3 }));
    expect(kept).toMatchObject({ aliquotaIss: 3, tokenLast4: TOKEN.slice(-4) });
    // A property outside Brazil (or not in reais) has none.
    const abroad = data(await mutate(host, 'host.properties.create', { name: 'Casa Lisboa', kind: 'inn', city: 'Lisboa', country: 'PT', currency: 'EUR' })) as { id: number };
    expect(errorOf(await mutate(host, 'host.invoicing.update', { propertyId: abroad.id, ...SETTINGS, token: TOKEN })).issues).toEqual([{ field: 'propertyId', message: 'not_brazilian' }]);
  });

  it('issue → processing (the documented request) → authorized by the trigger, read back: number and links; a repeat answers the same note', async () => {
    const { id, code } = await stay(host, place, '2031-07-01', '2031-07-03', '529.982.247-25');
    const issued = data(await mutate(host, 'host.invoices.issue', { reservationId: id }));
    expect(issued).toMatchObject({ reservationId: id, ref: code, status: 'processing' });
    const sent = (await fakeRequests()).filter((request) => request.method === 'POST');
    expect(sent.map((request) => request.path)).toEqual([`/v2/nfsen?ref=${code}`]);
    const note = JSON.parse(sent[0]!.body) as Record<string, unknown>;
    expect(note).toMatchObject({
      cnpj_prestador: '11222333000181',
      inscricao_municipal_prestador: '12345',
      codigo_municipio_emissora: '3303807',
      codigo_municipio_prestacao: '3303807',
      codigo_tributacao_nacional_iss: '090101',
      cpf_tomador: '52998224725',
      razao_social_tomador: 'Ana Souza',
      email_tomador: 'ana.souza@example.com',
      // The stay's total less the tourist tax (a tax, not the service): R$ 800,00.
      valor_servico: 800,
      tributacao_iss: 1,
      tipo_retencao_iss: 1,
      percentual_aliquota_relativa_municipio: 3,
    });
    expect(String(note.data_emissao)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0300$/);
    expect(String(note.descricao_servico)).toContain(code);
    // The trigger names the ref; the note is read back from Focus NFe before anything is stored.
    expect((await processAtFocus(code)).status).toBe(200);
    const trigger = await selfFetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueIp() }, body: JSON.stringify({ ref: code, status: 'autorizado' }) });
    expect(trigger.status).toBe(204);
    const [listed] = data(await query(host, 'host.invoices.list', { propertyId: place.propertyId })) as { status: string; number: string; pdfUrl: string; xmlUrl: string; ref: string }[];
    expect(listed).toMatchObject({ ref: code, status: 'authorized' });
    expect(listed!.number).toMatch(/^\d+$/);
    expect(listed!.pdfUrl).toMatch(/^https:\/\/.+\.pdf$/);
    expect(listed!.xmlUrl).toBe(`${FAKE}/arquivos/11222333000181/XMLsNFSe/${`11222333000181${listed!.number}${code}`.replace(/\W/g, '')}-nfse.xml`);
    const again = data(await mutate(host, 'host.invoices.issue', { reservationId: id }));
    expect(again).toMatchObject({ ref: code, status: 'authorized', number: listed!.number });
    expect((await fakeRequests()).filter((request) => request.method === 'POST').length).toBe(1);
    // Every call carried the token as HTTP Basic, and only there.
    expect((await fakeRequests()).every((request) => !request.path.includes(TOKEN) && !request.body.includes(TOKEN))).toBe(true);
  });

  it('a note Focus NFe rejects shows the reason in words (found by polling); it may be sent again', async () => {
    const { id, code } = await stay(host, place, '2031-07-05', '2031-07-07', '123.456.789-00', 1);
    expect(data(await mutate(host, 'host.invoices.issue', { reservationId: id })).status).toBe('processing');
    await processAtFocus(code);
    // The cron's polling reads processing notes not asked for a minute.
    expect(await pollInvoices(env, new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    const [rejected] = data(await query(host, 'host.invoices.list', { reservationId: id })) as { status: string; error: string }[];
    expect(rejected).toMatchObject({ status: 'error' });
    expect(rejected!.error).toContain('CPF do tomador informado é inválido');
    // Sent again under the same ref (the documentation allows it after erro_autorizacao).
    expect(data(await mutate(host, 'host.invoices.issue', { reservationId: id })).status).toBe('processing');
  });

  it('a foreign guest without a CPF is named only; cancel needs 15 characters of reason, then the note is cancelled', async () => {
    const { id, code } = await stay(host, place, '2031-07-10', '2031-07-12', null, 2);
    await mutate(host, 'host.invoices.issue', { reservationId: id });
    const body = JSON.parse((await fakeRequests()).filter((request) => request.path === `/v2/nfsen?ref=${code}`)[0]!.body) as Record<string, unknown>;
    expect(body.cpf_tomador).toBeUndefined();
    expect(body.razao_social_tomador).toBe('Ana Souza');
    await processAtFocus(code);
    expect(data(await mutate(host, 'host.invoices.refresh', { reservationId: id })).status).toBe('authorized');
    expect(errorOf(await mutate(host, 'host.invoices.cancel', { reservationId: id, reason: 'curto' })).issues).toEqual([{ field: 'reason', message: 'reason_short' }]);
    const cancelled = data(await mutate(host, 'host.invoices.cancel', { reservationId: id, reason: 'Hóspede pediu nota com outro CPF' }));
    expect(cancelled.status).toBe('cancelled');
    expect((await fakeRequests()).some((request) => request.method === 'DELETE' && request.path === `/v2/nfsen/${code}` && JSON.parse(request.body).justificativa === 'Hóspede pediu nota com outro CPF')).toBe(true);
  });

  it("another host's reservation or property → NOT_FOUND; a trigger with an unknown key → 404, with another property's ref → nothing read", async () => {
    const other = await newHost();
    const { id } = await stay(host, place, '2031-08-01', '2031-08-02', null);
    expectNotFound(await mutate(other, 'host.invoices.issue', { reservationId: id }));
    expectNotFound(await mutate(other, 'host.invoices.cancel', { reservationId: id, reason: 'Uma razão bem longa aqui' }));
    expectNotFound(await query(other, 'host.invoices.list', { propertyId: place.propertyId }));
    expectNotFound(await query(other, 'host.invoicing.get', { propertyId: place.propertyId }));
    expect(data(await query(other, 'host.invoices.list', {}))).toEqual([]);
    const unknown = await selfFetch(`${ORIGIN}/api/invoices/focusnfe/${'0'.repeat(48)}`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueIp() }, body: '{"ref":"x"}' });
    expect(unknown.status).toBe(404);
    const before = (await fakeRequests()).length;
    const foreignRef = await selfFetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueIp() }, body: JSON.stringify({ ref: 'EST-NOPE1' }) });
    expect(foreignRef.status).toBe(204);
    expect((await fakeRequests()).length).toBe(before);
    // Not configured: the stay has no note to issue (a precondition, not a missing stay).
    const bare = await newPlace(host, 1);
    const { id: bareStay } = await stay(host, bare, '2031-08-03', '2031-08-04', null);
    expect(errorOf(await mutate(host, 'host.invoices.issue', { reservationId: bareStay })).code).toBe('PRECONDITION_FAILED');
  });

  it('the token is in no answer, page, export or log line', async () => {
    const auth = { authorization: `Bearer ${host.token}`, 'cf-connecting-ip': uniqueIp() };
    const answers = [
      JSON.stringify((await query(host, 'host.invoicing.get', { propertyId: place.propertyId })).body),
      JSON.stringify((await query(host, 'host.invoices.list', {})).body),
      await (await selfFetch(`${ORIGIN}/account/export.json`, { headers: auth })).text(),
      await (await selfFetch(`${ORIGIN}/dashboard/notas?property=${place.propertyId}`, { headers: auth })).text(),
    ];
    for (const answer of answers) expect(answer).not.toContain(TOKEN);
    // The invoices page shows the notes in words and the token only by its last 4.
    expect(answers[3]).toContain('Autorizada');
    expect(answers[3]).toContain('Cancelada');
    expect(answers[3]).toContain(`Token salvo terminado em ${TOKEN.slice(-4)}`);
    expect(answers[2]).not.toContain('token_enc');
    expect(answers[2]).toContain('token_last4');
    expect(logged.some((line) => line.includes(TOKEN))).toBe(false);
  });
});
