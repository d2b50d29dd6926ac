/**
 * A local simulator of Focus NFe's NFS-e Nacional API for `npm start` (local mode only; issue
 * 43), so a newcomer can issue a note and watch it authorized without an account anywhere. The
 * worker calls it in-process when `FOCUSNFE_API_URL` is unset in local mode, and it answers
 * under `/dev/focusnfe/…` too (404 outside local mode). Stateless: a sent note is
 * `processando_autorizacao`, and the first query finds it `autorizado` (a number from its ref,
 * a DANFSe under `/dev/focusnfe/danfse/…`); a cancellation is accepted. Like the real API it
 * refuses a call without HTTP Basic credentials (401). The tests use their own fake
 * (tests/fakes/focusnfe.ts), which keeps state and rejects what Focus NFe would.
 */

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

function numberOf(ref: string): string {
  let hash = 0;
  for (const char of ref) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return String((hash % 900_000) + 100_000);
}

/** Answers one request to the simulated API (mounted at /dev/focusnfe: its files' links are relative to the site). */
export async function simulateFocus(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^.*?\/dev\/focusnfe/, '');
  const danfse = /^\/danfse\/([\w-]+)\.(pdf|xml)$/.exec(path);
  if (danfse && request.method === 'GET') {
    return new Response(`DANFSe simulada (Estadia, modo local) da nota ${numberOf(danfse[1]!)}: ref ${danfse[1]}.\n`, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (!/^Basic \S+/.test(request.headers.get('authorization') ?? '')) return json(401, { codigo: 'nao_autorizado', mensagem: 'Token de acesso inválido ou não informado' });
  if (path === '/v2/nfsen' && request.method === 'POST') {
    const ref = url.searchParams.get('ref');
    if (!ref) return json(400, { codigo: 'requisicao_invalida', mensagem: 'Parâmetro "ref" não informado' });
    const note = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    if (!note?.cnpj_prestador) return json(400, { codigo: 'requisicao_invalida', mensagem: 'Parâmetro "cnpj_prestador" não informado' });
    return json(202, { cnpj_prestador: note.cnpj_prestador, ref, status: 'processando_autorizacao' });
  }
  const one = /^\/v2\/nfsen\/([\w.-]+)$/.exec(path);
  if (one && request.method === 'GET') {
    const ref = one[1]!;
    return json(200, {
      ref,
      status: 'autorizado',
      numero: numberOf(ref),
      codigo_verificacao: numberOf(`${ref}:v`),
      data_emissao: new Date().toISOString(),
      url: `/dev/focusnfe/danfse/${ref}.pdf`,
      caminho_xml_nota_fiscal: `/danfse/${ref}.xml`,
      url_danfse: `/dev/focusnfe/danfse/${ref}.pdf`,
    });
  }
  if (one && request.method === 'DELETE') return json(200, { status: 'cancelado' });
  return json(404, { codigo: 'nao_encontrado', mensagem: 'Nota fiscal não encontrada' });
}
