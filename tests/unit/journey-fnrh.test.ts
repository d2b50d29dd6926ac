/**
 * The FNRH Digital sender (issue 28) against a local stub of the register that this test starts:
 * the JSON sent (the one mapping), Basic or token auth as configured, an error answer's reason,
 * and a retry that succeeds.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fnrhConfig, sendToFnrh, type FnrhStay } from '../../worker/journey/fnrh-register';

interface Received {
  method: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let url = '';
const received: Received[] = [];
/** What the stub answers next (status, body); then 201. */
const answers: { status: number; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', headers: request.headers, body: JSON.parse(raw || 'null') });
      const next = answers.shift() ?? { status: 201, body: '{"protocolo":"FNRH-1"}' };
      response.writeHead(next.status, { 'content-type': 'application/json' });
      response.end(next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fnrh/v2/checkin`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const stay: FnrhStay = {
  code: 'EST-7K3Q9',
  externalUid: null,
  checkIn: '2026-12-20',
  checkOut: '2026-12-23',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  purpose: 'leisure',
  transport: 'car',
  arrivalTime: '15:30',
  guests: [
    { position: 0, fullName: 'Ana Souza', birthDate: '1988-04-12', nationality: 'BR', documentType: 'cpf', documentNumber: '529.982.247-25', documentCountry: 'BR', email: 'ana@example.com', phone: '+55 11 98888-7777', address: 'Rua A 1, 01000-000 São Paulo SP', responsibleIndex: null },
    { position: 1, fullName: 'Marco Rossi', birthDate: '1985-09-30', nationality: 'IT', documentType: 'passport', documentNumber: 'YA1234567', documentCountry: 'IT', email: '', phone: '', address: '', responsibleIndex: null },
    { position: 2, fullName: 'Bia Souza', birthDate: '2018-03-03', nationality: 'BR', documentType: 'cpf', documentNumber: '111.444.777-35', documentCountry: 'BR', email: '', phone: '', address: '', responsibleIndex: 0 },
  ],
};

const envWith = (vars: Record<string, string>) => ({ ...vars }) as unknown as Env;

describe('FNRH Digital sender', () => {
  it('is off without FNRH_API_URL', () => {
    expect(fnrhConfig(envWith({}))).toBeNull();
    expect(fnrhConfig(envWith({ FNRH_API_URL: '  ' }))).toBeNull();
  });

  it('posts the mapped JSON with a bearer token and the user id', async () => {
    received.length = 0;
    const config = fnrhConfig(envWith({ FNRH_API_URL: url, FNRH_USER: 'pms-42', FNRH_TOKEN: 'secret-token', FNRH_OPERATOR_CPF: '111.444.777-35' }))!;
    expect(await sendToFnrh(config, stay)).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.headers.authorization).toBe('Bearer secret-token');
    expect(request!.headers['x-user-id']).toBe('pms-42');
    expect(request!.headers['content-type']).toBe('application/json');
    const body = request!.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the JSON as received
    expect(body.cpf_operador).toBe('11144477735');
    expect(body.reserva).toEqual({ numero_reserva: 'EST-7K3Q9', numero_reserva_ota: null, data_entrada: '2026-12-20', data_saida: '2026-12-23', quantidade_hospede_adulto: 2, quantidade_hospede_menor: 1 });
    expect(body.dados_ficha).toEqual({ motivo_viagem_id: 1, meio_transporte_id: 1, hora_chegada: '15:30' });
    expect(body.dados_hospede).toHaveLength(3);
    expect(body.dados_hospede[0]).toMatchObject({
      is_principal: true,
      check_in_em: '2026-12-20T14:00:00',
      check_out_em: '2026-12-23T11:00:00',
      nome_completo: 'Ana Souza',
      dados_pessoais: { nacionalidade: 'BR', tipo_nacionalidade_id: 1, documento_id: { numero_documento: '52998224725', tipo_documento_id: 1 }, contato: { cep: '01000000', email: 'ana@example.com' } },
    });
    expect(body.dados_hospede[1]).toMatchObject({ is_principal: false, dados_pessoais: { nacionalidade: 'IT', tipo_nacionalidade_id: 2, documento_id: { numero_documento: 'YA1234567', tipo_documento_id: 2, pais_documento: 'IT' } } });
    expect(body.dados_hospede[1].responsavel).toBeUndefined();
    expect(body.dados_hospede[2].responsavel).toEqual({ nome_completo: 'Ana Souza', documento_id: { numero_documento: '52998224725', tipo_documento_id: 1, pais_documento: 'BR' } });
  });

  it('uses Basic auth when configured', async () => {
    received.length = 0;
    const config = fnrhConfig(envWith({ FNRH_API_URL: url, FNRH_AUTH: 'basic', FNRH_USER: 'pms-42', FNRH_TOKEN: 'secret-token' }))!;
    expect(await sendToFnrh(config, stay)).toEqual({ ok: true });
    expect(received[0]!.headers.authorization).toBe(`Basic ${Buffer.from('pms-42:secret-token').toString('base64')}`);
    expect(received[0]!.headers['x-user-id']).toBeUndefined();
  });

  it('records the register’s reason, and a retry succeeds', async () => {
    received.length = 0;
    const config = fnrhConfig(envWith({ FNRH_API_URL: url, FNRH_TOKEN: 't' }))!;
    answers.push({ status: 422, body: JSON.stringify({ mensagem: 'Estabelecimento sem Cadastur ativo' }) });
    expect(await sendToFnrh(config, stay)).toEqual({ ok: false, reason: 'HTTP 422: Estabelecimento sem Cadastur ativo' });
    answers.push({ status: 503, body: 'Serviço indisponível' });
    expect(await sendToFnrh(config, stay)).toEqual({ ok: false, reason: 'HTTP 503: Serviço indisponível' });
    expect(await sendToFnrh(config, stay)).toEqual({ ok: true });
    expect(received).toHaveLength(3);
    // Nothing listening: the network error is the reason.
    const closed = fnrhConfig(envWith({ FNRH_API_URL: 'http://127.0.0.1:9/none', FNRH_TOKEN: 't' }))!;
    const down = await sendToFnrh(closed, stay);
    expect(down.ok).toBe(false);
  });
});
