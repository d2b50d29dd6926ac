/**
 * Focus NFe's NFS-e Nacional API (issue 43), the ONE place that knows its shapes: the request
 * a stay becomes, the client (base URL from `FOCUSNFE_API_URL`, HTTP Basic with the host's
 * token as the user name and an empty password), and what its answers mean in our terms.
 *
 * From Focus NFe's documentation (focusnfe.com.br/doc/#nfse-nacional, checked 2026-11):
 * - `POST /v2/nfsen?ref=REF` with the note's flat JSON → `{ status: 'processando_autorizacao' }`
 *   (processed asynchronously) or 4xx `{ codigo: 'requisicao_invalida' | 'empresa_nao_habilitada'
 *   | …, mensagem }`; 422 `nfe_autorizada` / `em_processamento` when the ref was already sent.
 * - `GET /v2/nfsen/REF` → `status`: `processando_autorizacao` | `autorizado` (with `numero`,
 *   `codigo_verificacao`, `url` — the national portal —, `url_danfse` — the PDF —,
 *   `caminho_xml_nota_fiscal` — a path on the API host —) | `erro_autorizacao` (with
 *   `erros: [{ codigo, mensagem, correcao }]`; the same ref may be sent again) | `cancelado`;
 *   404 `nao_encontrado`.
 * - `DELETE /v2/nfsen/REF` with `{ justificativa }` (15–255 characters), synchronous →
 *   `{ status: 'cancelado' }` | `{ status: 'erro_cancelamento', erros }`; 400 `nfe_cancelada`
 *   when it already was.
 * - Triggers (webhooks, "gatilhos") POST the same JSON as the query to the URL registered in
 *   the panel; they carry no signature, so Estadia only takes the `ref` from one and reads the
 *   note back with GET (worker/books/invoices.ts).
 * Fields of the note: `data_emissao`, `data_competencia`, `codigo_municipio_emissora`,
 * `cnpj_prestador`, `inscricao_municipal_prestador`, `codigo_opcao_simples_nacional`,
 * `regime_especial_tributacao`, the taker (`cpf_tomador` | `cnpj_tomador`, `razao_social_tomador`,
 * `email_tomador`, …), `codigo_municipio_prestacao`, `codigo_tributacao_nacional_iss` (6 digits;
 * lodging, LC 116 item 9.01 = 090101), `descricao_servico`, `valor_servico` (reais, decimal),
 * `tributacao_iss` (1 = taxable), `tipo_retencao_iss` (1 = not withheld) and
 * `percentual_aliquota_relativa_municipio` (the ISS rate; not sent for a Simples Nacional ME/EPP,
 * option 3, whose rate the national system knows).
 */
import type { InvoiceStatus } from '../../shared/host/books';

export const FOCUSNFE_PRODUCTION_URL = 'https://api.focusnfe.com.br';

/** What a property's settings give the note. */
export interface IssuerSettings {
  cnpj: string;
  inscricaoMunicipal: string;
  codigoServico: string;
  /** Hundredths of a percent (500 = 5 %). */
  aliquotaIssBp: number;
  codigoMunicipio: string | null;
  simplesNacional: number;
}

/** The stay the note is for. */
export interface StayForNote {
  code: string;
  propertyName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** What the service was sold for: the stay's total less the tourist tax (a tax, not a service). */
  serviceCents: number;
  timezone: string;
  guestName: string;
  guestEmail: string;
  /** The guest's CPF (11 digits) when check-in gave one; a foreign guest has none. */
  guestCpf: string | null;
}

/** `2026-11-27T15:04:05-0300`: the instant as the property's wall clock with its offset. */
export function localTimestamp(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offset = Math.round((local - Math.floor(now.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

const reais = (cents: number) => Math.round(cents) / 100;
const isoToBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The note's JSON for `POST /v2/nfsen` (a legal document: its words are Portuguese). */
export function notePayload(settings: IssuerSettings, stay: StayForNote, now: Date): Record<string, string | number> {
  const issued = localTimestamp(now, stay.timezone);
  const note: Record<string, string | number> = {
    data_emissao: issued,
    data_competencia: issued.slice(0, 10),
    cnpj_prestador: settings.cnpj,
    inscricao_municipal_prestador: settings.inscricaoMunicipal,
    codigo_opcao_simples_nacional: settings.simplesNacional,
    regime_especial_tributacao: 0,
    razao_social_tomador: stay.guestName.slice(0, 150),
    codigo_tributacao_nacional_iss: settings.codigoServico,
    descricao_servico: `Hospedagem em ${stay.propertyName}: ${stay.nights} ${stay.nights === 1 ? 'diária' : 'diárias'} de ${isoToBr(stay.checkIn)} a ${isoToBr(stay.checkOut)}, reserva ${stay.code}.`.slice(0, 1000),
    valor_servico: reais(stay.serviceCents),
    tributacao_iss: 1,
    tipo_retencao_iss: 1,
  };
  if (settings.codigoMunicipio) {
    note.codigo_municipio_emissora = settings.codigoMunicipio;
    note.codigo_municipio_prestacao = settings.codigoMunicipio;
  }
  // A Brazilian guest is identified by CPF; a foreign guest without one is named only.
  if (stay.guestCpf) note.cpf_tomador = stay.guestCpf;
  if (stay.guestEmail) note.email_tomador = stay.guestEmail;
  if (settings.simplesNacional !== 3 && settings.aliquotaIssBp > 0) note.percentual_aliquota_relativa_municipio = settings.aliquotaIssBp / 100;
  return note;
}

/** A note as Focus NFe reports it, in our terms. */
export interface NoteState {
  status: InvoiceStatus;
  number?: string;
  verificationCode?: string;
  pdfUrl?: string;
  xmlUrl?: string;
  publicUrl?: string;
  errorCode?: string;
  /** The provider's reason in words. */
  error?: string;
}

interface FocusAnswer {
  status?: string;
  codigo?: string;
  mensagem?: string;
  numero?: string | number;
  codigo_verificacao?: string;
  url?: string;
  url_danfse?: string;
  caminho_xml_nota_fiscal?: string;
  erros?: { codigo?: string; mensagem?: string; correcao?: string | null }[];
}

const STATUS: Record<string, InvoiceStatus> = {
  processando_autorizacao: 'processing',
  autorizado: 'authorized',
  erro_autorizacao: 'error',
  cancelado: 'cancelled',
};

/** An answer's words: every error's message (and its correction), else the answer's own message. */
function reasonOf(answer: FocusAnswer): { code?: string; text?: string } {
  const errors = answer.erros ?? [];
  if (errors.length > 0) {
    return {
      code: errors.map((error) => error.codigo).filter(Boolean).join(', ') || undefined,
      text: errors.map((error) => [error.mensagem, error.correcao].filter(Boolean).join(' ')).join(' · '),
    };
  }
  return { code: answer.codigo, text: answer.mensagem };
}

/** What an answer says about the note (`base`: the API host, for the XML's path). */
export function noteStateOf(answer: FocusAnswer, base: string): NoteState {
  const status = STATUS[answer.status ?? ''] ?? 'error';
  const state: NoteState = { status };
  if (answer.numero !== undefined && answer.numero !== null) state.number = String(answer.numero);
  if (answer.codigo_verificacao) state.verificationCode = answer.codigo_verificacao;
  if (answer.url_danfse) state.pdfUrl = answer.url_danfse;
  if (answer.caminho_xml_nota_fiscal) state.xmlUrl = /^https?:/.test(answer.caminho_xml_nota_fiscal) ? answer.caminho_xml_nota_fiscal : `${base}${answer.caminho_xml_nota_fiscal}`;
  if (answer.url) state.publicUrl = answer.url;
  if (status === 'error') {
    const reason = reasonOf(answer);
    if (reason.code) state.errorCode = reason.code;
    state.error = reason.text || answer.status || 'erro';
  }
  return state;
}

/** The API could not be reached, or answered something that is no note (5xx, not JSON). */
export class FocusUnavailable extends Error {}

export interface FocusClient {
  /** Sends the note; the answer's state (processing, or error with the reason). */
  issue(ref: string, note: Record<string, unknown>): Promise<NoteState>;
  /** The note's state now; null when Focus NFe does not know the ref. */
  get(ref: string): Promise<NoteState | null>;
  /** Cancels it: the state after (cancelled, or the reason it could not be). */
  cancel(ref: string, reason: string): Promise<NoteState & { cancelled: boolean }>;
}

type Fetcher = (request: Request) => Promise<Response>;

/**
 * The client for one host's token. `fetcher` is the global fetch, or in local mode without a
 * `FOCUSNFE_API_URL` the simulator's handler (worker/books/simulator.ts); `filesBase` is where
 * the XML's path is read from (the API host by default). The token leaves only
 * in the Authorization header: never in a URL, a log line or an error message.
 */
export function focusClient(base: string, token: string, fetcher: Fetcher, filesBase?: string): FocusClient {
  const root = base.replace(/\/+$/, '');
  const files = filesBase ?? root;
  const authorization = `Basic ${btoa(`${token}:`)}`;
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; answer: FocusAnswer }> => {
    let response: Response;
    try {
      response = await fetcher(
        new Request(`${root}${path}`, {
          method,
          headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(15_000),
        }),
      );
    } catch {
      throw new FocusUnavailable('Focus NFe could not be reached');
    }
    if (response.status >= 500) throw new FocusUnavailable(`Focus NFe answered ${response.status}`);
    const text = await response.text();
    try {
      return { status: response.status, answer: (text ? JSON.parse(text) : {}) as FocusAnswer };
    } catch {
      throw new FocusUnavailable(`Focus NFe answered ${response.status} without JSON`);
    }
  };
  return {
    async issue(ref, note) {
      const { status, answer } = await call('POST', `/v2/nfsen?ref=${encodeURIComponent(ref)}`, note);
      if (status === 401 || status === 403) return { status: 'error', errorCode: answer.codigo ?? 'nao_autorizado', error: answer.mensagem ?? 'Token da Focus NFe recusado.' };
      // Already sent under this ref (a repeat): what it is now is what a query says.
      if (status === 422 && (answer.codigo === 'nfe_autorizada' || answer.codigo === 'em_processamento')) return (await this.get(ref)) ?? { status: 'processing' };
      if (status >= 400) return { status: 'error', ...(answer.codigo ? { errorCode: answer.codigo } : {}), error: reasonOf(answer).text || `HTTP ${status}` };
      return noteStateOf(answer, files);
    },
    async get(ref) {
      const { status, answer } = await call('GET', `/v2/nfsen/${encodeURIComponent(ref)}`);
      if (status === 404) return null;
      if (status >= 400) throw new FocusUnavailable(`Focus NFe answered ${status} to a query`);
      return noteStateOf(answer, files);
    },
    async cancel(ref, reason) {
      const { status, answer } = await call('DELETE', `/v2/nfsen/${encodeURIComponent(ref)}`, { justificativa: reason });
      if (answer.status === 'cancelado' || answer.codigo === 'nfe_cancelada') return { status: 'cancelled', cancelled: true };
      const why = reasonOf(answer);
      return { status: 'authorized', cancelled: false, ...(why.code ? { errorCode: why.code } : {}), error: why.text || `HTTP ${status}` };
    },
  };
}
