/** Online check-in rules (issue 28): CPF check digits, ISO country codes, minors and their adult. */
import { describe, expect, it } from 'vitest';
import { ageOn, checkinFieldsSchema, checkinIssues, isCountryCode, isValidCpf, type CheckinFields } from '../../shared/journey/checkin';
import { fillTemplate, defaultTemplates, MESSAGE_VARIABLES } from '../../shared/journey/templates';

describe('CPF check digits', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', '935.411.347-80'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });
  it.each([
    ['529.982.247-24', 'second check digit wrong'],
    ['529.982.247-15', 'first check digit wrong'],
    ['111.111.111-11', 'one repeated digit'],
    ['000.000.000-00', 'zeros'],
    ['123.456.789-0', 'ten digits'],
    ['5299822472a', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('check-in fields', () => {
  const adult = (overrides: Partial<CheckinFields['guests'][number]> = {}) => ({
    fullName: 'Ana Souza',
    birthDate: '1990-05-01',
    nationality: 'BR',
    document: { type: 'cpf' as const, number: '529.982.247-25', country: 'BR' },
    phone: '+55 11 98888-7777',
    address: 'Rua A 1, São Paulo',
    ...overrides,
  });
  const base: CheckinFields = { guests: [adult()], purpose: 'leisure', transport: 'car' };

  it('knows ISO 3166-1 alpha-2 codes only', () => {
    expect(['BR', 'IT', 'ES', 'US', 'PT'].every(isCountryCode)).toBe(true);
    expect(['XX', 'UK', 'BRA', 'br', ''].some(isCountryCode)).toBe(false);
    const parsed = checkinFieldsSchema.safeParse({ ...base, guests: [adult({ nationality: 'XX' })] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('guests.0.nationality');
    // Lower case is read as the code.
    expect(checkinFieldsSchema.parse({ ...base, guests: [adult({ nationality: 'it', document: { type: 'passport', number: 'YA1234567', country: 'it' } })] }).guests[0]!.nationality).toBe('IT');
  });

  it('names the field of a bad CPF, and asks Brazilians for one', () => {
    expect(checkinIssues(base, '2026-12-20')).toEqual([]);
    expect(checkinIssues({ ...base, guests: [adult({ document: { type: 'cpf', number: '529.982.247-24', country: 'BR' } })] }, '2026-12-20')).toEqual([{ field: 'guests.0.document.number', message: 'cpf_invalid' }]);
    expect(checkinIssues({ ...base, guests: [adult({ document: { type: 'passport', number: 'FZ123456', country: 'BR' } })] }, '2026-12-20')).toEqual([{ field: 'guests.0.document.type', message: 'cpf_required' }]);
    // A foreigner by passport.
    expect(checkinIssues({ ...base, guests: [adult({ nationality: 'IT', document: { type: 'passport', number: 'YA1234567', country: 'IT' } })] }, '2026-12-20')).toEqual([]);
  });

  it('a minor names a responsible adult of the same stay', () => {
    const child = { fullName: 'Bia Souza', birthDate: '2019-02-10', nationality: 'BR', document: { type: 'cpf' as const, number: '111.444.777-35', country: 'BR' } };
    expect(ageOn('2008-12-21', '2026-12-20')).toBe(17);
    expect(ageOn('2008-12-20', '2026-12-20')).toBe(18);
    expect(checkinIssues({ ...base, guests: [adult(), child] }, '2026-12-20')).toEqual([{ field: 'guests.1.responsibleIndex', message: 'responsible_required' }]);
    expect(checkinIssues({ ...base, guests: [adult(), { ...child, responsibleIndex: 1 }] }, '2026-12-20')).toEqual([{ field: 'guests.1.responsibleIndex', message: 'responsible_required' }]);
    expect(checkinIssues({ ...base, guests: [adult(), { ...child, responsibleIndex: 5 }] }, '2026-12-20')).toEqual([{ field: 'guests.1.responsibleIndex', message: 'responsible_required' }]);
    expect(checkinIssues({ ...base, guests: [adult(), { ...child, responsibleIndex: 0 }] }, '2026-12-20')).toEqual([]);
  });

  it('the main guest gives a phone and an address', () => {
    expect(checkinIssues({ ...base, guests: [adult({ phone: undefined, address: undefined })] }, '2026-12-20').map((issue) => issue.field)).toEqual(['guests.0.phone', 'guests.0.address']);
  });
});

describe('message templates', () => {
  it('every default in every language fills only known variables', () => {
    const values = Object.fromEntries(MESSAGE_VARIABLES.map((name) => [name, `<${name}>`])) as Record<(typeof MESSAGE_VARIABLES)[number], string>;
    const templates = defaultTemplates();
    expect(templates).toHaveLength(16);
    for (const template of templates) {
      expect(fillTemplate(`${template.subject}\n${template.body}`, values)).not.toMatch(/\{\w+\}/);
    }
    expect(fillTemplate('Hi {guestName}, {unknown}', values)).toBe('Hi <guestName>, {unknown}');
  });
});
