import { describe, expect, it } from 'vitest';
import { propertyFormSchema, roomTypeFormSchema, setRatesSchema, unitNameSchema } from '../../shared/host/workspace';
import { createPropertyInput, updatePropertyInput } from '../../shared/host/schemas';
import { errorsOf, toCents } from '../../web/workspace/editor/issues';

// The workspace forms and the edge share these schemas: what the page refuses, the edge refuses
// with the same code on the same field.

const FORM = {
  name: 'Pousada Maré Alta',
  kind: 'inn',
  city: 'Ubatuba',
  country: 'br',
  timezone: 'America/Sao_Paulo',
  currency: 'BRL',
  street: '',
  postalCode: '',
  region: '',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  cleaningFeeCents: 8000,
  serviceFeePercent: 0,
  bookingMode: 'instant',
  freeCancellationDays: 7,
  defaultLocale: 'pt',
  names: { en: 'High Tide Inn' },
  descriptions: { pt: 'Pé na areia.' },
  houseRules: { pt: 'Sem festas.' },
  amenities: ['wifi', 'pool'],
};

const codes = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (result.success ? {} : errorsOf(result.error!.issues));

describe('property form schema (page and edge)', () => {
  it('accepts the form and normalises the country', () => {
    const parsed = propertyFormSchema.safeParse(FORM);
    expect(parsed.success && parsed.data.country).toBe('BR');
  });

  it.each([
    [{ name: '   ' }, { name: 'required' }],
    [{ checkInTime: '25:00' }, { checkInTime: 'time_invalid' }],
    [{ checkOutTime: '9h' }, { checkOutTime: 'time_invalid' }],
    [{ country: 'Brasil' }, { country: 'country_invalid' }],
    [{ timezone: 'Mars/Olympus' }, { timezone: 'timezone_invalid' }],
    [{ serviceFeePercent: 51 }, { serviceFeePercent: 'too_large' }],
    [{ cleaningFeeCents: toCents(Number.NaN) }, { cleaningFeeCents: 'number_invalid' }],
    [{ freeCancellationDays: -1 }, { freeCancellationDays: 'too_small' }],
    [{ descriptions: { it: 'x'.repeat(5001) } }, { 'descriptions.it': 'too_long' }],
    [{ names: { es: 'x'.repeat(121) } }, { 'names.es': 'too_long' }],
    [{ houseRules: { en: 'x'.repeat(3001) } }, { 'houseRules.en': 'too_long' }],
    [{ amenities: ['wifi', 'helipad'] }, { 'amenities.1': 'amenity_invalid' }],
  ])('refuses %j with %j, at the edge too', (change, expected) => {
    expect(codes(propertyFormSchema.safeParse({ ...FORM, ...change }))).toEqual(expected);
    expect(codes(createPropertyInput.safeParse({ ...FORM, ...change }) as never)).toEqual(expected);
    expect(codes(updatePropertyInput.safeParse({ id: 1, ...change }) as never)).toEqual(expected);
  });

  it("keeps the contract's minimal create and partial update", () => {
    expect(createPropertyInput.safeParse({ name: 'Casa', kind: 'villa', city: 'Rio', country: 'BR' }).success).toBe(true);
    expect(updatePropertyInput.safeParse({ id: 3, name: 'Casa Nova' }).success).toBe(true);
  });
});

describe('room types, units and rates', () => {
  it('checks a room type as typed in the currency', () => {
    expect(roomTypeFormSchema.safeParse({ name: 'Duplo', capacity: 2, baseRateCents: toCents(450.5), units: 2 }).data?.baseRateCents).toBe(45050);
    expect(codes(roomTypeFormSchema.safeParse({ name: 'Duplo', capacity: 0, baseRateCents: toCents(Number.NaN), units: 201 }))).toEqual({ capacity: 'too_small', baseRateCents: 'number_invalid', units: 'too_large' });
    expect(codes(unitNameSchema.safeParse(' '))).toEqual({ input: 'required' });
  });

  it('turns typed amounts into whole cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1234567.89)).toBe(123456789);
  });

  it('checks the bulk edit: weekdays, range, min and max', () => {
    const base = { roomTypeId: 1, from: '2027-12-01', to: '2028-03-01', rateCents: 45000 };
    expect(setRatesSchema.safeParse({ ...base, weekdays: [5, 6], minStay: 2 }).success).toBe(true);
    expect(codes(setRatesSchema.safeParse({ ...base, weekdays: [] }))).toEqual({ weekdays: 'weekdays_empty' });
    expect(codes(setRatesSchema.safeParse({ ...base, weekdays: [7] }))).toEqual({ 'weekdays.0': 'too_large' });
    expect(codes(setRatesSchema.safeParse({ ...base, to: '2027-12-01' }))).toEqual({ to: 'end_before_start' });
    expect(codes(setRatesSchema.safeParse({ ...base, to: '2029-12-01' }))).toEqual({ to: 'range_too_long' });
    expect(codes(setRatesSchema.safeParse({ ...base, minStay: 3, maxStay: 2 }))).toEqual({ maxStay: 'min_above_max' });
  });
});
