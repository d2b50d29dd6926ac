/**
 * The static Pix BR Code: an EMV-MPM payload any Brazilian bank app reads from a QR or from
 * "Pix copia e cola". Each field is id (2 digits), length (2 digits), value, in this order:
 *   00 payload format '01'
 *   26 merchant account { 00 GUI 'br.gov.bcb.pix', 01 key, 02 message? }
 *   52 merchant category '0000'    53 currency '986' (BRL)    54 amount '123.45'?
 *   58 country 'BR'    59 receiver name (≤ 25)    60 city (≤ 15)    61 postal code? (read only)
 *   62 additional data { 05 txid: '***' or 1–25 letters and digits }
 *   63 CRC16-CCITT-FALSE over everything before it, '6304' included: 4 upper-case hex digits
 * Lengths count characters, so every text is folded to ASCII first (accents removed).
 */
import { normalizePixKey, type PixKeyType } from './keys';

export const PIX_GUI = 'br.gov.bcb.pix';
export const RECEIVER_NAME_MAX = 25;
export const RECEIVER_CITY_MAX = 15;
export const TXID_MAX = 25;
/** The txid of a code that names no transaction. */
export const NO_TXID = '***';

/**
 * CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor) of the
 * text's bytes, as 4 upper-case hex digits, zero-padded.
 * @example crc16('123456789') // '29B1'
 */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Letters a decomposition does not turn into ASCII. */
const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', œ: 'oe', Œ: 'OE', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', þ: 'th', Þ: 'TH' };

/**
 * Text as printable ASCII: accents removed ('São João' → 'Sao Joao'), other characters dropped,
 * runs of spaces made one, cut to `max` characters and trimmed.
 */
export function asciiFold(text: string, max = Infinity): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, (char) => SPECIAL[char] ?? (/\s/.test(char) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * The txid of a reservation: its code's letters and digits, at most 25 ('EST-7K3Q9' → 'EST7K3Q9');
 * '***' when nothing is left.
 */
export function txidOf(code: string | null | undefined): string {
  if (code === NO_TXID) return NO_TXID;
  const txid = asciiFold(code ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, TXID_MAX);
  return txid === '' ? NO_TXID : txid;
}

/** '10.00' for 1000 cents: integer arithmetic, never a float. */
export function formatAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The largest amount field 54 holds (13 characters). */
export const MAX_AMOUNT_CENTS = 999_999_999_999;

export class BrCodeError extends Error {}

function field(id: string, value: string): string {
  if (value.length > 99) throw new BrCodeError(`Field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export interface BrCodeInput {
  /** A Pix key of any kind, stored or as typed ('123.456.789-09' is accepted as '12345678909'). */
  key: string;
  /** As the bank registers it; folded to ASCII and cut to 25 characters. */
  receiverName: string;
  /** Folded to ASCII and cut to 15 characters. */
  receiverCity: string;
  /** The amount due in cents; none (null/undefined) lets the payer type it. */
  amountCents?: number | null;
  /** Usually the reservation code; its letters and digits, at most 25; '***' when absent. */
  txid?: string | null;
  /** An optional message for the payer (field 26-02), folded to ASCII and cut to fit. */
  message?: string | null;
}

/**
 * The static BR Code for a key, receiver, amount and reservation code.
 * Throws BrCodeError when the key is not a Pix key, the name or city is empty once folded, or
 * the amount is not a positive whole number of cents.
 */
export function buildBrCode({ key, receiverName, receiverCity, amountCents, txid, message }: BrCodeInput): string {
  const normalized = normalizePixKey(key);
  if (!normalized.ok) throw new BrCodeError(`Not a Pix key (${normalized.problem})`);
  const name = asciiFold(receiverName, RECEIVER_NAME_MAX);
  const city = asciiFold(receiverCity, RECEIVER_CITY_MAX);
  if (name === '') throw new BrCodeError('The receiver name is empty');
  if (city === '') throw new BrCodeError('The receiver city is empty');
  if (amountCents !== null && amountCents !== undefined && (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > MAX_AMOUNT_CENTS)) {
    throw new BrCodeError('The amount must be a positive whole number of cents');
  }

  const gui = field('00', PIX_GUI);
  const keyField = field('01', normalized.key);
  // The merchant account holds at most 99 characters: a message takes what the key leaves.
  const room = 99 - gui.length - keyField.length - 4;
  const note = message ? asciiFold(message, Math.max(0, room)) : '';
  const account = gui + keyField + (note ? field('02', note) : '');

  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (amountCents ? field('54', formatAmount(amountCents)) : '') +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', txidOf(txid))) +
    '6304';
  return body + crc16(body);
}

export interface ParsedBrCode {
  /** The key as written in the code. */
  key: string;
  /** Its kind, when it is a valid stored key. */
  keyType: PixKeyType | null;
  /** The GUI as written ('br.gov.bcb.pix', some banks write it upper case). */
  gui: string;
  message: string | null;
  merchantCategoryCode: string;
  currency: string;
  amountCents: number | null;
  countryCode: string;
  receiverName: string;
  receiverCity: string;
  postalCode: string | null;
  txid: string;
  /** Field 01: '11' reusable, '12' single use; null when absent. */
  pointOfInitiation: string | null;
  crc: string;
}

/** Top-level or nested fields as id → value, in order; throws on a length that runs past the end. */
function readFields(text: string, where: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const lengthText = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) throw new BrCodeError(`Malformed field at ${where}${at}`);
    const length = Number(lengthText);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new BrCodeError(`Field ${id} runs past the end`);
    if (fields.has(id)) throw new BrCodeError(`Field ${id} appears twice`);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

function parseAmount(value: string): number {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new BrCodeError(`Not an amount: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * A static Pix BR Code read back: fields, the key's account and the CRC checked.
 * Throws BrCodeError when it is not one (wrong CRC, missing field, another GUI, not BRL).
 */
export function parseBrCode(payload: string): ParsedBrCode {
  const text = payload.trim();
  if (!/^[\x20-\x7e]+$/.test(text)) throw new BrCodeError('A BR Code is printable ASCII');
  if (!text.startsWith('000201')) throw new BrCodeError('A BR Code starts with 000201');
  const crcAt = text.length - 8;
  if (crcAt < 0 || text.slice(crcAt, crcAt + 4) !== '6304') throw new BrCodeError('A BR Code ends with its CRC (6304….)');
  const crc = text.slice(crcAt + 4).toUpperCase();
  if (crc16(text.slice(0, crcAt + 4)) !== crc) throw new BrCodeError('The CRC does not match');

  const fields = readFields(text, '');
  const required = (id: string) => {
    const value = fields.get(id);
    if (value === undefined) throw new BrCodeError(`Field ${id} is missing`);
    return value;
  };
  const accountText = required('26');
  const account = readFields(accountText, '26.');
  const gui = account.get('00') ?? '';
  if (gui.toLowerCase() !== PIX_GUI) throw new BrCodeError('Not a Pix account (GUI)');
  const key = account.get('01');
  if (!key) throw new BrCodeError('The Pix key is missing (a dynamic code has a URL instead)');
  const currency = required('53');
  if (currency !== '986') throw new BrCodeError('A Pix code is in reais (986)');
  const amount = fields.get('54');
  const additional = fields.has('62') ? readFields(required('62'), '62.') : new Map<string, string>();
  const stored = normalizePixKey(key);
  return {
    key,
    keyType: stored.ok && stored.key === key ? stored.type : null,
    gui,
    message: account.get('02') ?? null,
    merchantCategoryCode: required('52'),
    currency,
    amountCents: amount === undefined ? null : parseAmount(amount),
    countryCode: required('58'),
    receiverName: required('59'),
    receiverCity: required('60'),
    postalCode: fields.get('61') ?? null,
    txid: additional.get('05') ?? NO_TXID,
    pointOfInitiation: fields.get('01') ?? null,
    crc,
  };
}

/** parseBrCode without throwing: null when the text is not a valid static BR Code. */
export function tryParseBrCode(payload: string): ParsedBrCode | null {
  try {
    return parseBrCode(payload);
  } catch (error) {
    if (error instanceof BrCodeError) return null;
    throw error;
  }
}
