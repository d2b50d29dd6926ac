import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BrCodeError, asciiFold, buildBrCode, crc16, formatAmount, parseBrCode, tryParseBrCode, txidOf } from '../../shared/pix/brcode';
import { detectPixKeyType, isValidCnpj, isValidCpf, isValidPixKey, normalizePixKey, type PixKeyType } from '../../shared/pix/keys';

// Published payloads (shared/design/channels-and-payments.md; each CRC recomputed independently).
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const EMAIL_EXAMPLE =
  '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914Thales Ogliari6002SC62070503***6304E5AB';
const UPPER_GUI_EXAMPLE =
  '00020126580014BR.GOV.BCB.PIX0119nubank@thalesog.com0213PIX de Testes52040000530398654041.005802BR5914Thales Ogliari6009SAO PAULO61080540900062070503***6304581E';

/** An independent CRC (table-free, bit by bit over char codes) to check crc16 against. */
function referenceCrc(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff;
  }
  return crc;
}

describe('crc16 (CRC16-CCITT-FALSE)', () => {
  it('of 123456789 is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('of the published payloads is their field 63', () => {
    for (const payload of [BCB_EXAMPLE, EMAIL_EXAMPLE, UPPER_GUI_EXAMPLE]) expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('keeps its leading zeros below 0x1000 (and 0x100)', () => {
    // 'EST119' has CRC 0x0060 (python: binascii.crc_hqx(b'EST119', 0xffff)).
    expect(crc16('EST119')).toBe('0060');
    // A whole BR Code whose CRC is below 0x1000: found by walking the amount.
    let found: string | null = null;
    for (let cents = 10_000; cents < 20_000 && !found; cents++) {
      const payload = buildBrCode({ key: 'reservas@pousada.com.br', receiverName: 'Pousada Sao Joao', receiverCity: 'Paraty', amountCents: cents, txid: 'EST7K3Q9' });
      if (referenceCrc(payload.slice(0, -4)) < 0x1000) found = payload;
    }
    expect(found).not.toBeNull();
    expect(found!.slice(-8, -4)).toBe('6304');
    expect(found!.slice(-4)).toMatch(/^0[0-9A-F]{3}$/);
    expect(parseBrCode(found!).crc).toBe(found!.slice(-4));
  });

  it('agrees with an independent implementation', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFabcdef .*-@'.split('')) }), (text) => {
        expect(crc16(text)).toBe(referenceCrc(text).toString(16).toUpperCase().padStart(4, '0'));
      }),
    );
  });
});

describe('buildBrCode', () => {
  it('reproduces the Banco Central example exactly from its parts', () => {
    expect(buildBrCode({ key: '123e4567-e12b-12d1-a456-426655440000', receiverName: 'Fulano de Tal', receiverCity: 'BRASILIA', amountCents: null, txid: '***' })).toBe(BCB_EXAMPLE);
    // No txid at all is '***' as well.
    expect(buildBrCode({ key: '123e4567-e12b-12d1-a456-426655440000', receiverName: 'Fulano de Tal', receiverCity: 'BRASILIA' })).toBe(BCB_EXAMPLE);
  });

  it('reproduces the email example (message, amount 10.00)', () => {
    expect(buildBrCode({ key: 'thalesog@me.com', receiverName: 'Thales Ogliari', receiverCity: 'SC', amountCents: 1000, message: 'Pedido 123', txid: null })).toBe(EMAIL_EXAMPLE);
  });

  it('writes the amount with two decimals and the reservation code as txid', () => {
    const payload = buildBrCode({ key: '+5511987654321', receiverName: 'Maria', receiverCity: 'Paraty', amountCents: 123_405, txid: 'EST-7K3Q9' });
    expect(payload).toContain('54071234.05');
    expect(payload).toContain('62120508EST7K3Q9');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(100)).toBe('1.00');
    expect(formatAmount(999_999_999_999)).toBe('9999999999.99');
  });

  it('folds accents to ASCII and cuts the name to 25 and the city to 15 characters', () => {
    const payload = buildBrCode({
      key: 'reservas@pousada.com.br',
      receiverName: 'Pousada Coração de São João Batista',
      receiverCity: 'São José dos Campos do Sul',
      amountCents: 50_000,
      txid: 'EST-ÁB9',
    });
    const parsed = parseBrCode(payload);
    expect(parsed.receiverName).toBe('Pousada Coracao de Sao Jo');
    expect(parsed.receiverName).toHaveLength(25);
    expect(parsed.receiverCity).toBe('Sao Jose dos Ca');
    expect(parsed.txid).toBe('ESTAB9');
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
    expect(asciiFold('  Ærø  Straße\tñandú  ')).toBe('AEro Strasse nandu');
    expect(asciiFold('Hotel 🌴 Paraíso')).toBe('Hotel Paraiso');
    // A trailing space left by the cut is trimmed, so the length field stays honest.
    expect(asciiFold('Pousada Sol e Mar do Norte X', 20)).toBe('Pousada Sol e Mar do');
  });

  it('makes a txid of letters and digits, at most 25, or ***', () => {
    expect(txidOf('EST-7K3Q9')).toBe('EST7K3Q9');
    expect(txidOf('A'.repeat(40))).toHaveLength(25);
    expect(txidOf('---')).toBe('***');
    expect(txidOf(undefined)).toBe('***');
  });

  it('takes a key as typed and writes its stored form', () => {
    expect(parseBrCode(buildBrCode({ key: '123.456.789-09', receiverName: 'A', receiverCity: 'B', amountCents: 1 })).key).toBe('12345678909');
    expect(parseBrCode(buildBrCode({ key: 'Reservas@Pousada.COM.br', receiverName: 'A', receiverCity: 'B' })).key).toBe('reservas@pousada.com.br');
  });

  it.each<[string, Parameters<typeof buildBrCode>[0]]>([
    ['an invalid key', { key: '123.456.789-00', receiverName: 'A', receiverCity: 'B' }],
    ['an empty name', { key: '12345678909', receiverName: '🌴', receiverCity: 'B' }],
    ['an empty city', { key: '12345678909', receiverName: 'A', receiverCity: ' ' }],
    ['a zero amount', { key: '12345678909', receiverName: 'A', receiverCity: 'B', amountCents: 0 }],
    ['a fractional amount', { key: '12345678909', receiverName: 'A', receiverCity: 'B', amountCents: 10.5 }],
    ['a negative amount', { key: '12345678909', receiverName: 'A', receiverCity: 'B', amountCents: -100 }],
  ])('refuses %s', (_, input) => {
    expect(() => buildBrCode(input)).toThrow(BrCodeError);
  });

  it('cuts a message to what the longest key leaves in the account field', () => {
    const key = `${'a'.repeat(64)}@example.com`; // 76 characters
    const parsed = parseBrCode(buildBrCode({ key, receiverName: 'A', receiverCity: 'B', message: 'Reserva EST-7K3Q9 na Pousada' }));
    expect(parsed.key).toBe(key);
    expect(parsed.message ?? '').toHaveLength(0);
  });
});

describe('parseBrCode', () => {
  it('reads the Banco Central example back', () => {
    expect(parseBrCode(BCB_EXAMPLE)).toEqual({
      key: '123e4567-e12b-12d1-a456-426655440000',
      keyType: 'random',
      gui: 'br.gov.bcb.pix',
      message: null,
      merchantCategoryCode: '0000',
      currency: '986',
      amountCents: null,
      countryCode: 'BR',
      receiverName: 'Fulano de Tal',
      receiverCity: 'BRASILIA',
      postalCode: null,
      txid: '***',
      pointOfInitiation: null,
      crc: '1D3D',
    });
  });

  it('reads the other published payloads (message, upper-case GUI, postal code)', () => {
    expect(parseBrCode(EMAIL_EXAMPLE)).toMatchObject({ key: 'thalesog@me.com', keyType: 'email', message: 'Pedido 123', amountCents: 1000, receiverCity: 'SC' });
    expect(parseBrCode(UPPER_GUI_EXAMPLE)).toMatchObject({ gui: 'BR.GOV.BCB.PIX', key: 'nubank@thalesog.com', amountCents: 100, receiverCity: 'SAO PAULO', postalCode: '05409000' });
  });

  it.each([
    ['a wrong CRC', BCB_EXAMPLE.replace(/1D3D$/, '1D3E')],
    ['a changed field under a kept CRC', BCB_EXAMPLE.replace('Fulano', 'Fulana')],
    ['the widely copied example with a wrong length (62080503***)', BCB_EXAMPLE.replace('62070503***6304', '62080503***6304')],
    ['no CRC', BCB_EXAMPLE.slice(0, -8)],
    ['empty text', ''],
    ['another GUI', (() => { const body = BCB_EXAMPLE.slice(0, -4).replace('br.gov.bcb.pix', 'br.gov.bcb.pox'); return body + crc16(body); })()],
  ])('refuses %s', (_, payload) => {
    expect(() => parseBrCode(payload)).toThrow(BrCodeError);
    expect(tryParseBrCode(payload)).toBeNull();
  });

  it('accepts a lower-case CRC as written by some apps', () => {
    expect(parseBrCode(BCB_EXAMPLE.replace(/1D3D$/, '1d3d')).crc).toBe('1D3D');
  });
});

// ─── Keys ──────────────────────────────────────────────────────────────────────────────────

/** Appends both mod-11 check digits (CPF: weights 2..11; CNPJ: 2..9) to the base. */
function withCheckDigits(base: string, maxWeight: number): string {
  let value = base;
  for (let round = 0; round < 2; round++) {
    let sum = 0;
    let weight = 2;
    for (let i = value.length - 1; i >= 0; i--) {
      sum += (value.charCodeAt(i) - 48) * weight;
      weight = weight === maxWeight ? 2 : weight + 1;
    }
    const rest = sum % 11;
    value += String(rest < 2 ? 0 : 11 - rest);
  }
  return value;
}

describe('Pix keys', () => {
  it('validates CPF check digits', () => {
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('12345678900')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('1234567890')).toBe(false);
    expect(isValidCpf('123.456.789-09')).toBe(false); // stored form has no punctuation
  });

  it('validates CNPJ check digits, numeric and alphanumeric', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000180')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    // Receita Federal's alphanumeric example: 12.ABC.345/01DE-35.
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
  });

  it.each<[string, PixKeyType, string]>([
    ['123.456.789-09', 'cpf', '12345678909'],
    ['12345678909', 'cpf', '12345678909'],
    ['11.222.333/0001-81', 'cnpj', '11222333000181'],
    ['12.abc.345/01de-35', 'cnpj', '12ABC34501DE35'],
    ['Reservas@Pousada.com.br', 'email', 'reservas@pousada.com.br'],
    ['+55 (11) 98765-4321', 'phone', '+5511987654321'],
    ['(21) 3456-7890', 'phone', '+552134567890'],
    ['123E4567-E12B-12D1-A456-426655440000', 'random', '123e4567-e12b-12d1-a456-426655440000'],
  ])('%s is a %s key stored as %s', (raw, type, key) => {
    expect(detectPixKeyType(raw)).toBe(type);
    expect(normalizePixKey(raw)).toEqual({ ok: true, type, key });
    expect(normalizePixKey(raw, type)).toEqual({ ok: true, type, key });
    expect(isValidPixKey(key, type)).toBe(true);
  });

  it.each<[string, string]>([
    ['123.456.789-00', 'invalid_cpf'],
    ['11.222.333/0001-80', 'invalid_cnpj'],
    ['reservas@pousada', 'invalid_email'],
    [`${'a'.repeat(70)}@pousada.com.br`, 'too_long'],
    ['+1 212 555 0100', 'invalid_phone'],
    ['+55 (01) 98765-4321', 'invalid_phone'],
    ['+55 11 8765-43210', 'invalid_phone'],
    ['hello', 'unknown'],
    ['', 'empty'],
  ])('%s is refused (%s)', (raw, problem) => {
    expect(normalizePixKey(raw)).toEqual({ ok: false, problem });
  });

  it('refuses a key of the wrong declared kind', () => {
    expect(normalizePixKey('12345678909', 'random')).toEqual({ ok: false, problem: 'invalid_random' });
    expect(normalizePixKey('123e4567-e12b-12d1-a456-42665544000', 'random')).toEqual({ ok: false, problem: 'invalid_random' });
    expect(normalizePixKey('11222333000181', 'cpf')).toEqual({ ok: false, problem: 'invalid_cpf' });
  });

  it('accepts every generated CPF and CNPJ, and refuses each with a changed check digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.stringMatching(/^[0-9A-Z]{12}$/), (cpfBase, cnpjBase) => {
        const cpf = withCheckDigits(cpfBase, 11);
        const cnpj = withCheckDigits(cnpjBase, 9);
        fc.pre(!/^(.)\1*$/.test(cpf) && !/^(.)\1*$/.test(cnpj));
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCnpj(cnpj)).toBe(true);
        const bump = (digit: string) => String((Number(digit) + 1) % 10);
        expect(isValidCpf(cpf.slice(0, 10) + bump(cpf[10]!))).toBe(false);
        expect(isValidCnpj(cnpj.slice(0, 13) + bump(cnpj[13]!))).toBe(false);
      }),
    );
  });
});

// ─── Build → parse is the identity ─────────────────────────────────────────────────────────

const cpfKey = fc.stringMatching(/^\d{9}$/).map((base) => withCheckDigits(base, 11)).filter(isValidCpf);
const cnpjKey = fc.stringMatching(/^[0-9A-Z]{12}$/).map((base) => withCheckDigits(base, 9)).filter(isValidCnpj);
const emailKey = fc.tuple(fc.stringMatching(/^[a-z0-9._+-]{1,30}$/), fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.constantFrom('com', 'com.br', 'org')).map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const phoneKey = fc.oneof(fc.stringMatching(/^\+55[1-9]{2}9\d{8}$/), fc.stringMatching(/^\+55[1-9]{2}[2-5]\d{7}$/));
const randomKey = fc.uuid({ version: [1, 4, 7] });
const anyKey = fc.oneof(cpfKey, cnpjKey, emailKey, phoneKey, randomKey);
/** Text already valid for a field: printable ASCII, no leading/trailing or double spaces. */
const asciiText = (max: number) =>
  fc.array(fc.stringMatching(/^[!-~]{1,10}$/), { minLength: 1, maxLength: 4 }).map((words) => words.join(' ').slice(0, max).trim());

describe('build → parse', () => {
  it('is the identity for valid parts', () => {
    fc.assert(
      fc.property(
        anyKey,
        asciiText(25),
        asciiText(15),
        fc.option(fc.integer({ min: 1, max: 999_999_999_999 }), { nil: null }),
        fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: null }),
        (key, receiverName, receiverCity, amountCents, txid) => {
          const payload = buildBrCode({ key, receiverName, receiverCity, amountCents, txid });
          const parsed = parseBrCode(payload);
          expect(parsed).toMatchObject({ key, receiverName, receiverCity, amountCents, txid: txid ?? '***', currency: '986', countryCode: 'BR', gui: 'br.gov.bcb.pix' });
          expect(parsed.keyType).toBe(detectPixKeyType(key));
          expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
        },
      ),
    );
  });

  it('keeps the folded form of any name and city', () => {
    fc.assert(
      fc.property(randomKey, fc.string({ minLength: 1, maxLength: 60 }), fc.string({ minLength: 1, maxLength: 40 }), (key, name, city) => {
        fc.pre(asciiFold(name) !== '' && asciiFold(city) !== '');
        const parsed = parseBrCode(buildBrCode({ key, receiverName: name, receiverCity: city, amountCents: 100 }));
        expect(parsed.receiverName).toBe(asciiFold(name, 25));
        expect(parsed.receiverCity).toBe(asciiFold(city, 15));
      }),
    );
  });
});
