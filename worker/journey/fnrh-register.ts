/**
 * Brazil's national guest register, FNRH Digital (Serpro; Portaria MTur nº 41): completed
 * check-ins of Brazilian properties are sent to the endpoint configured by `FNRH_API_URL`, with
 * the platform's API key (`FNRH_USER` + `FNRH_TOKEN`; `FNRH_AUTH` = `token` (default: Bearer
 * token, user id in `X-User-Id`) or `basic` (user:token)) and the operator's CPF
 * (`FNRH_OPERATOR_CPF`). Off while `FNRH_API_URL` is unset.
 *
 * THE MAPPING LIVES HERE ONLY (fnrhPayload). Field names follow an unofficial public client (the
 * official specification is published inside the platform: see
 * shared/design/guest-and-pricing-facts.md); the id tables below are this module's own numbering
 * until the official ones are confirmed, so correct them here.
 *
 * Pure (no bindings, no D1): the cron's side is ./fnrh.ts, which keeps each guest's
 * `fnrh_status` (pending → sent, or error with the register's reason), retries errors with
 * back-off, and sends a corrected check-in again.
 */
import { ageOn, type DocumentType, type Transport, type TripPurpose } from '../../shared/journey/checkin';

export interface FnrhSecrets {
  FNRH_API_URL?: string;
  FNRH_USER?: string;
  FNRH_TOKEN?: string;
  FNRH_AUTH?: string;
  FNRH_OPERATOR_CPF?: string;
}

export interface FnrhConfig {
  url: string;
  auth: 'token' | 'basic';
  user: string;
  token: string;
  operatorCpf: string;
}

/** The sender's configuration, or null when it is off (no FNRH_API_URL). */
export function fnrhConfig(env: Env): FnrhConfig | null {
  const secrets = env as Env & FnrhSecrets;
  const url = secrets.FNRH_API_URL?.trim();
  if (!url) return null;
  return {
    url,
    auth: secrets.FNRH_AUTH?.trim().toLowerCase() === 'basic' ? 'basic' : 'token',
    user: secrets.FNRH_USER?.trim() ?? '',
    token: secrets.FNRH_TOKEN?.trim() ?? '',
    operatorCpf: (secrets.FNRH_OPERATOR_CPF ?? '').replace(/\D/g, ''),
  };
}

// ─── Mapping ────────────────────────────────────────────────────────────────────────────────

export const DOCUMENT_TYPE_IDS: Record<DocumentType, number> = { cpf: 1, passport: 2, rg: 3, other: 4 };
export const PURPOSE_IDS: Record<TripPurpose, number> = { leisure: 1, business: 2, event: 3, family: 4, health: 5, study: 6, religion: 7, other: 8 };
export const TRANSPORT_IDS: Record<Transport, number> = { car: 1, plane: 2, bus: 3, motorcycle: 4, ship: 5, train: 6, other: 7 };
/** tipo_nacionalidade_id: Brazilian or foreign. */
export const NATIONALITY_TYPE_IDS = { brazilian: 1, foreign: 2 } as const;

export interface FnrhGuest {
  position: number;
  fullName: string;
  birthDate: string;
  nationality: string;
  documentType: DocumentType;
  documentNumber: string;
  documentCountry: string;
  email: string;
  phone: string;
  address: string;
  responsibleIndex: number | null;
}

export interface FnrhStay {
  code: string;
  externalUid: string | null;
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  purpose: TripPurpose;
  transport: Transport;
  arrivalTime: string;
  guests: FnrhGuest[];
}

const documentOf = (guest: FnrhGuest) => ({
  numero_documento: guest.documentType === 'cpf' ? guest.documentNumber.replace(/\D/g, '') : guest.documentNumber.replace(/\s+/g, ''),
  tipo_documento_id: DOCUMENT_TYPE_IDS[guest.documentType],
  pais_documento: guest.documentCountry,
});

/** The register's JSON for a stay's check-in (every guest; the first is the main guest). */
export function fnrhPayload(stay: FnrhStay, operatorCpf: string) {
  const minors = stay.guests.filter((guest) => ageOn(guest.birthDate, stay.checkIn) < 18).length;
  return {
    cpf_operador: operatorCpf,
    reserva: {
      numero_reserva: stay.code,
      numero_reserva_ota: stay.externalUid,
      data_entrada: stay.checkIn,
      data_saida: stay.checkOut,
      quantidade_hospede_adulto: stay.guests.length - minors,
      quantidade_hospede_menor: minors,
    },
    dados_hospede: stay.guests.map((guest) => {
      const responsible = guest.responsibleIndex !== null ? stay.guests.find((other) => other.position === guest.responsibleIndex) : undefined;
      return {
        is_principal: guest.position === 0,
        check_in_em: `${stay.checkIn}T${stay.checkInTime}:00`,
        check_out_em: `${stay.checkOut}T${stay.checkOutTime}:00`,
        nome_completo: guest.fullName,
        data_nascimento: guest.birthDate,
        dados_pessoais: {
          nacionalidade: guest.nationality,
          tipo_nacionalidade_id: guest.nationality === 'BR' ? NATIONALITY_TYPE_IDS.brazilian : NATIONALITY_TYPE_IDS.foreign,
          genero_id: null,
          raca_id: null,
          documento_id: documentOf(guest),
          contato: {
            email: guest.email || null,
            telefone: guest.phone || null,
            endereco: guest.address || null,
            cep: /\b(\d{5})-?(\d{3})\b/.exec(guest.address)?.slice(1).join('') ?? null,
            cidade_id: null,
          },
        },
        ...(responsible ? { responsavel: { nome_completo: responsible.fullName, documento_id: documentOf(responsible) } } : {}),
      };
    }),
    dados_ficha: {
      motivo_viagem_id: PURPOSE_IDS[stay.purpose],
      meio_transporte_id: TRANSPORT_IDS[stay.transport],
      hora_chegada: stay.arrivalTime || null,
    },
  };
}

// ─── Sending ────────────────────────────────────────────────────────────────────────────────

export type FnrhFetch = (input: string, init: RequestInit) => Promise<Response>;

function authHeaders(config: FnrhConfig): Record<string, string> {
  if (config.auth === 'basic') return { authorization: `Basic ${btoa(`${config.user}:${config.token}`)}` };
  return { authorization: `Bearer ${config.token}`, ...(config.user ? { 'x-user-id': config.user } : {}) };
}

/** The register's reason from an error answer: its message field, else the text, with the status. */
async function reasonOf(response: Response): Promise<string> {
  const text = (await response.text()).slice(0, 2000);
  let reason = text.trim();
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const found = ['mensagem', 'message', 'erro', 'error', 'detail'].map((key) => body[key]).find((value) => typeof value === 'string');
    if (typeof found === 'string') reason = found;
  } catch {
    // Not JSON: the text as it came.
  }
  return `HTTP ${response.status}${reason ? `: ${reason.slice(0, 500)}` : ''}`;
}

/** One POST of a stay's check-in; never throws. */
export async function sendToFnrh(config: FnrhConfig, stay: FnrhStay, fetchImpl: FnrhFetch = fetch): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    const response = await fetchImpl(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...authHeaders(config) },
      body: JSON.stringify(fnrhPayload(stay, config.operatorCpf)),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.ok) {
      await response.body?.cancel();
      return { ok: true };
    }
    return { ok: false, reason: await reasonOf(response) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

