/**
 * A fake of Focus NFe's NFS-e Nacional API on 127.0.0.1 for the tests (issue 43), written from
 * Focus NFe's documentation (focusnfe.com.br/doc/#nfse-nacional), not from our client:
 * - HTTP Basic with the token as the user name (401 `nao_autorizado` without it, or for the
 *   token `token-recusado`); each token is its own account (notes are kept per token and ref).
 * - `POST /v2/nfsen?ref=` → 202 `processando_autorizacao`; a missing basic field → 400
 *   `requisicao_invalida` naming it; a ref already processing → 422 `em_processamento`, already
 *   authorized → 422 `nfe_autorizada`; a ref that failed may be sent again.
 * - The national environment's processing happens when a test says so (`POST /__fake/process
 *   { token, ref }`): an invalid `cpf_tomador` or an unknown `codigo_tributacao_nacional_iss`
 *   → `erro_autorizacao` with `erros`; else `autorizado` with `numero`, `codigo_verificacao`,
 *   `url`, `url_danfse`, `caminho_xml_nota_fiscal`.
 * - `GET /v2/nfsen/{ref}` → the note, or 404 `nao_encontrado`.
 * - `DELETE /v2/nfsen/{ref}` `{ justificativa }` (15–255) → `{ status: 'cancelado' }`; 400
 *   `nfe_cancelada` / `nfe_nao_autorizada`.
 * - `GET /__fake/requests` lists every request received (method, path, authorization, body).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

interface Note {
  ref: string;
  status: 'processando_autorizacao' | 'autorizado' | 'erro_autorizacao' | 'cancelado';
  body: Record<string, unknown>;
  numero?: string;
  erros?: { codigo: string; mensagem: string; correcao: null }[];
}

/** Codes of the national list the fake knows (lodging and a few others). */
const NATIONAL_CODES = new Set(['090101', '090102', '090201', '010701', '080201', '140101']);
const REQUIRED = ['data_emissao', 'cnpj_prestador', 'codigo_tributacao_nacional_iss', 'descricao_servico', 'valor_servico'];

function validCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1+$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const check = (length: number) => {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}

export interface FakeFocus {
  url: string;
  server: Server;
}

export async function startFakeFocus(): Promise<FakeFocus> {
  const notes = new Map<string, Note>();
  const requests: { method: string; path: string; authorization: string | null; body: string }[] = [];
  let counter = 1000;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (data += chunk));
      request.on('end', () => resolve(data));
    });
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await read(request);
    const answer = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(value));
    };
    if (url.pathname === '/__fake/requests') return answer(200, requests);
    if (url.pathname === '/__fake/process' && request.method === 'POST') {
      const { token, ref } = JSON.parse(body) as { token: string; ref: string };
      const note = notes.get(`${token}|${ref}`);
      if (!note || note.status !== 'processando_autorizacao') return answer(404, { error: 'no note processing' });
      const cpf = note.body.cpf_tomador;
      const code = String(note.body.codigo_tributacao_nacional_iss);
      if (typeof cpf === 'string' && !validCpf(cpf)) {
        note.status = 'erro_autorizacao';
        note.erros = [{ codigo: 'E0212', mensagem: 'O CPF do tomador informado é inválido.', correcao: null }];
      } else if (!NATIONAL_CODES.has(code)) {
        note.status = 'erro_autorizacao';
        note.erros = [{ codigo: 'E0310', mensagem: 'O código de tributação nacional informado não existe conforme a lista de serviços nacional do Sistema Nacional NFS-e.', correcao: null }];
      } else {
        note.status = 'autorizado';
        note.numero = String(++counter);
      }
      return answer(200, { status: note.status });
    }
    const authorization = request.headers.authorization ?? null;
    requests.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, authorization, body });
    const basic = /^Basic (\S+)$/.exec(authorization ?? '');
    const token = basic ? Buffer.from(basic[1]!, 'base64').toString('utf8').replace(/:$/, '') : '';
    if (!token || token === 'token-recusado') return answer(401, { codigo: 'nao_autorizado', mensagem: 'Token de acesso inválido ou não informado' });
    const shown = (note: Note) => {
      const base = { cnpj_prestador: note.body.cnpj_prestador, ref: note.ref, numero_rps: '1', serie_rps: '1', tipo_rps: '1', status: note.status };
      if (note.status === 'erro_autorizacao') return { ...base, erros: note.erros };
      if (note.status === 'processando_autorizacao') return base;
      const key = `${note.body.cnpj_prestador}${note.numero}${note.ref}`.replace(/\W/g, '');
      return {
        ...base,
        numero: note.numero,
        codigo_verificacao: key.padEnd(50, '0').slice(0, 50),
        data_emissao: note.body.data_emissao,
        url: `https://www.nfse.gov.br/consultapublica/?tpc=1&chave=${key}`,
        caminho_xml_nota_fiscal: `/arquivos/${note.body.cnpj_prestador}/XMLsNFSe/${key}-nfse.xml`,
        url_danfse: `https://focusnfe.s3.sa-east-1.amazonaws.com/arquivos/${note.body.cnpj_prestador}/DANFSEs/NFSe${key}.pdf`,
      };
    };
    if (url.pathname === '/v2/nfsen' && request.method === 'POST') {
      const ref = url.searchParams.get('ref');
      if (!ref) return answer(400, { codigo: 'requisicao_invalida', mensagem: 'Parâmetro "ref" não informado' });
      let note: Record<string, unknown>;
      try {
        note = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return answer(400, { codigo: 'requisicao_invalida', mensagem: 'JSON inválido' });
      }
      const missing = REQUIRED.find((field) => note[field] === undefined || note[field] === '');
      if (missing) return answer(400, { codigo: 'requisicao_invalida', mensagem: `Parâmetro "${missing}" não informado` });
      const existing = notes.get(`${token}|${ref}`);
      if (existing?.status === 'processando_autorizacao') return answer(422, { codigo: 'em_processamento', mensagem: 'Nota fiscal em processamento' });
      if (existing?.status === 'autorizado' || existing?.status === 'cancelado') return answer(422, { codigo: 'nfe_autorizada', mensagem: 'Nota fiscal já autorizada' });
      notes.set(`${token}|${ref}`, { ref, status: 'processando_autorizacao', body: note });
      return answer(202, { cnpj_prestador: note.cnpj_prestador, ref, status: 'processando_autorizacao' });
    }
    const one = /^\/v2\/nfsen\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const note = notes.get(`${token}|${decodeURIComponent(one[1]!)}`);
      if (!note) return answer(404, { codigo: 'nao_encontrado', mensagem: 'Nota fiscal não encontrada' });
      if (request.method === 'GET') return answer(200, shown(note));
      if (request.method === 'DELETE') {
        if (note.status === 'cancelado') return answer(400, { codigo: 'nfe_cancelada', mensagem: 'Nota fiscal já cancelada' });
        if (note.status !== 'autorizado') return answer(400, { codigo: 'nfe_nao_autorizada', mensagem: 'Nota fiscal não autorizada não pode ser cancelada' });
        const reason = (JSON.parse(body || '{}') as { justificativa?: string }).justificativa ?? '';
        if (reason.length < 15 || reason.length > 255) return answer(400, { codigo: 'requisicao_invalida', mensagem: 'Parâmetro "justificativa" deve ter de 15 a 255 caracteres' });
        note.status = 'cancelado';
        return answer(200, { status: 'cancelado' });
      }
    }
    return answer(404, { codigo: 'nao_encontrado', mensagem: 'Recurso não encontrado' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, server };
}
