/**
 * Pix keys ("chaves Pix") as the Banco Central's directory (DICT) stores them, one of five kinds:
 *   cpf     11 digits, the last two check digits (mod 11)           12345678909
 *   cnpj    14 characters, the last two check digits (mod 11); since July 2026 the first
 *           twelve may be letters as well as digits (alphanumeric CNPJ)  11222333000181
 *   email   lower case, at most 77 characters                          reservas@pousada.com.br
 *   phone   +55, area code (two digits, no zero), 8 digits or 9 starting with 9   +5511987654321
 *   random  the key the bank generated (EVP): a UUID in lower case      123e4567-e12b-12d1-a456-426655440000
 * A host types a key as they see it ("123.456.789-09", "+55 (11) 98765-4321"): `normalizePixKey`
 * turns it into the stored form or says why it cannot be one.
 */

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** The longest key (an email), as the DICT allows. */
export const PIX_KEY_MAX_LENGTH = 77;

const allSame = (value: string) => /^(.)\1*$/.test(value);

/** Mod-11 check digit over the values with weights cycling 2..max from the right. */
function mod11(values: number[], maxWeight: number): number {
  let sum = 0;
  let weight = 2;
  for (let i = values.length - 1; i >= 0; i--) {
    sum += values[i]! * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CPF of 11 digits (no punctuation) with both check digits right; '000.000.000-00'-like repeats refused. */
export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || allSame(value)) return false;
  const digits = [...value].map(Number);
  const first = mod11(digits.slice(0, 9), 11);
  const second = mod11(digits.slice(0, 10), 11);
  return digits[9] === first && digits[10] === second;
}

/**
 * A CNPJ of 14 characters (no punctuation) with both check digits right. Each of the first
 * twelve counts as its character code minus 48 ('0'..'9' → 0..9, 'A'..'Z' → 17..42), the
 * Receita Federal's rule that keeps every numeric CNPJ valid.
 */
export function isValidCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || allSame(value)) return false;
  const values = [...value].map((char) => char.charCodeAt(0) - 48);
  const first = mod11(values.slice(0, 12), 9);
  const second = mod11(values.slice(0, 13), 9);
  return values[12] === first && values[13] === second;
}

/** A stored CNPJ as people write it: '11222333000181' → '11.222.333/0001-81' (anything else as it is). */
export const formatCnpj = (value: string) => (/^[0-9A-Z]{14}$/.test(value) ? `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}` : value);

const EMAIL = /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** An email key as stored: lower case, a dotted domain, at most 77 characters. */
export function isValidEmailKey(value: string): boolean {
  return value.length <= PIX_KEY_MAX_LENGTH && EMAIL.test(value);
}

/** A Brazilian phone key as stored: +55, area code 11–99 without zeros, 9 digits starting with 9 or 8 digits starting with 2–5. */
export function isValidPhoneKey(value: string): boolean {
  return /^\+55[1-9][1-9](?:9\d{8}|[2-5]\d{7})$/.test(value);
}

/** A random key (EVP) as stored: a UUID in lower case (any version: the Banco Central's own example is version 1). */
export function isValidRandomKey(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
}

const VALIDATORS: Record<PixKeyType, (value: string) => boolean> = {
  cpf: isValidCpf,
  cnpj: isValidCnpj,
  email: isValidEmailKey,
  phone: isValidPhoneKey,
  random: isValidRandomKey,
};

/** Whether `key` is already a stored key of that kind (no normalisation). */
export function isValidPixKey(key: string, type: PixKeyType): boolean {
  return VALIDATORS[type](key);
}

/** The stored form of a key typed as `type`: punctuation and spaces dropped, case settled. */
function canonical(raw: string, type: PixKeyType): string {
  const value = raw.trim();
  switch (type) {
    case 'cpf':
      return value.replace(/[.\-\s]/g, '');
    case 'cnpj':
      return value.replace(/[.\-/\s]/g, '').toUpperCase();
    case 'email':
      return value.toLowerCase();
    case 'phone': {
      const compact = value.replace(/[\s().-]/g, '');
      return compact.startsWith('+') ? compact : `+55${compact.replace(/^0/, '')}`;
    }
    case 'random':
      return value.toLowerCase();
  }
}

export type PixKeyProblem = 'empty' | 'too_long' | 'invalid_cpf' | 'invalid_cnpj' | 'invalid_email' | 'invalid_phone' | 'invalid_random' | 'unknown';

export type NormalizedPixKey = { ok: true; type: PixKeyType; key: string } | { ok: false; problem: PixKeyProblem };

/**
 * The kind of key a host typed, from its shape alone:
 * '@' → email; '+' → phone; a UUID → random; 11 digits (with or without CPF punctuation) → cpf;
 * 14 characters in CNPJ shape → cnpj; a Brazilian number in parentheses or with a leading 0 → phone.
 * Null when it looks like none of them. The shape decides, not validity: '123.456.789-00' is a
 * CPF with wrong check digits, not something else.
 */
export function detectPixKeyType(raw: string): PixKeyType | null {
  const value = raw.trim();
  if (value === '') return null;
  if (value.includes('@')) return 'email';
  if (value.startsWith('+')) return 'phone';
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return 'random';
  if (/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value) && !/[()\s]/.test(value)) return 'cpf';
  if (/^[0-9A-Za-z]{2}\.?[0-9A-Za-z]{3}\.?[0-9A-Za-z]{3}\/?[0-9A-Za-z]{4}-?\d{2}$/.test(value)) return 'cnpj';
  if (/^\(?0?[1-9]{2}\)?[\s-]?9?\d{4}[\s-]?\d{4}$/.test(value)) return 'phone';
  return null;
}

const PROBLEM_OF: Record<PixKeyType, PixKeyProblem> = {
  cpf: 'invalid_cpf',
  cnpj: 'invalid_cnpj',
  email: 'invalid_email',
  phone: 'invalid_phone',
  random: 'invalid_random',
};

/**
 * The stored form of a key and its kind (detected unless given), or why it is not a key.
 * @example normalizePixKey('123.456.789-09') // { ok: true, type: 'cpf', key: '12345678909' }
 * @example normalizePixKey('+55 (11) 98765-4321') // { ok: true, type: 'phone', key: '+5511987654321' }
 */
export function normalizePixKey(raw: string, type?: PixKeyType): NormalizedPixKey {
  if (raw.trim() === '') return { ok: false, problem: 'empty' };
  const kind = type ?? detectPixKeyType(raw);
  if (!kind) return { ok: false, problem: 'unknown' };
  const key = canonical(raw, kind);
  if (key.length > PIX_KEY_MAX_LENGTH) return { ok: false, problem: 'too_long' };
  return VALIDATORS[kind](key) ? { ok: true, type: kind, key } : { ok: false, problem: PROBLEM_OF[kind] };
}

/** Messages for a key that is not valid, in English (the edge's BAD_REQUEST); pages use their dictionaries. */
export const PIX_KEY_PROBLEM_MESSAGES: Record<PixKeyProblem, string> = {
  empty: 'Required',
  too_long: `At most ${PIX_KEY_MAX_LENGTH} characters`,
  invalid_cpf: 'Not a valid CPF (check the digits)',
  invalid_cnpj: 'Not a valid CNPJ (check the digits)',
  invalid_email: 'Not a valid email key',
  invalid_phone: 'A phone key is +55, the area code and the number, e.g. +5511987654321',
  invalid_random: 'A random key looks like 123e4567-e12b-12d1-a456-426655440000',
  unknown: 'Not a Pix key: a CPF, CNPJ, email, phone (+55…) or random key',
};
