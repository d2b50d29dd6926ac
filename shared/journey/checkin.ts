/**
 * Online check-in (issue 28): the register's fields for every guest of a stay, as
 * `booking.checkin.submit` takes them (shared/design/architecture.md, "The guest's journey";
 * facts: shared/design/guest-and-pricing-facts.md, "Guest data and Brazil's register").
 * The same rules run on the edge (zod) and in the no-JavaScript form's handler.
 */
import * as z from 'zod/mini';
import { DRAFT_FIELD } from './checkin-form';

/** ISO 3166-1 alpha-2 codes (officially assigned). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ ' +
  'OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const COUNTRY_SET = new Set(COUNTRY_CODES);
export const isCountryCode = (value: string) => COUNTRY_SET.has(value);

export const DOCUMENT_TYPES = ['cpf', 'passport', 'rg', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const TRIP_PURPOSES = ['leisure', 'business', 'event', 'family', 'health', 'study', 'religion', 'other'] as const;
export const TRANSPORTS = ['car', 'plane', 'bus', 'motorcycle', 'ship', 'train', 'other'] as const;
export type TripPurpose = (typeof TRIP_PURPOSES)[number];
export type Transport = (typeof TRANSPORTS)[number];

/** The digits of a CPF as typed (dots, dash and spaces ignored), or null if anything else is in it. */
export function cpfDigits(value: string): string | null {
  const digits = value.replace(/[.\-\s]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/**
 * Whether a CPF passes its two check digits; numbers of one repeated digit are invalid.
 * @example isValidCpf('529.982.247-25') // true
 */
export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  if (!digits || /^(\d)\1{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += d[i]! * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === d[9] && check(10) === d[10];
}

/** Age in whole years on a date (both YYYY-MM-DD). */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const isoDate = z.string().check(
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01';
  }, 'date_invalid'),
);
const country = z.string().check(z.trim(), z.toUpperCase(), z.refine(isCountryCode, 'country_invalid'));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, 'too_long')));

export const checkinGuestSchema = z.object({
  fullName: z.string().check(z.trim(), z.minLength(2, 'required'), z.maxLength(120, 'too_long')),
  birthDate: isoDate,
  nationality: country,
  document: z.object({
    type: z.enum(DOCUMENT_TYPES),
    number: z.string().check(z.trim(), z.minLength(3, 'required'), z.maxLength(30, 'too_long'), z.regex(/^[A-Za-z0-9.\-\s/]+$/, 'document_invalid')),
    country,
  }),
  email: z.optional(z.string().check(z.trim(), z.maxLength(200, 'too_long'), z.refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'email_invalid'))),
  phone: optionalText(40),
  address: optionalText(300),
  responsibleIndex: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(19))),
});
export type CheckinGuest = z.infer<typeof checkinGuestSchema>;

export const checkinFieldsSchema = z.object({
  guests: z.array(checkinGuestSchema).check(z.minLength(1, 'required'), z.maxLength(20, 'too_many')),
  purpose: z.enum(TRIP_PURPOSES),
  transport: z.enum(TRANSPORTS),
  arrivalTime: z.optional(z.string().check(z.trim(), z.refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), 'time_invalid'))),
});
export type CheckinFields = z.infer<typeof checkinFieldsSchema>;

export interface CheckinIssue {
  field: string;
  message: string;
}

/**
 * The rules across fields, for a stay starting on `checkIn`: a Brazilian is registered by a
 * valid CPF; any CPF must pass its check digits; the main guest (the first) gives a phone and an
 * address; a guest under 18 names a responsible adult of the same stay.
 */
export function checkinIssues(fields: CheckinFields, checkIn: string): CheckinIssue[] {
  const issues: CheckinIssue[] = [];
  fields.guests.forEach((guest, i) => {
    const at = `guests.${i}`;
    if (guest.document.type === 'cpf' && !isValidCpf(guest.document.number)) issues.push({ field: `${at}.document.number`, message: 'cpf_invalid' });
    if (guest.nationality === 'BR' && guest.document.type !== 'cpf') issues.push({ field: `${at}.document.type`, message: 'cpf_required' });
    if (guest.birthDate > checkIn) issues.push({ field: `${at}.birthDate`, message: 'date_invalid' });
    if (i === 0) {
      if (!guest.phone) issues.push({ field: `${at}.phone`, message: 'required' });
      if (!guest.address) issues.push({ field: `${at}.address`, message: 'required' });
    }
    if (ageOn(guest.birthDate, checkIn) < 18) {
      const r = guest.responsibleIndex;
      const adult = r === undefined || r === i ? undefined : fields.guests[r];
      if (!adult || ageOn(adult.birthDate, checkIn) < 18) issues.push({ field: `${at}.responsibleIndex`, message: 'responsible_required' });
    }
  });
  return issues;
}

export const checkinSubmitSchema = z.extend(checkinFieldsSchema, { token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'token_invalid')) });
export const checkinTokenSchema = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'token_invalid')) });

/** booking.checkin.saveDraft: the form's fields as typed so far (any may be empty or wrong: a draft is not checked). */
export const checkinDraftSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'token_invalid')),
  fields: z.record(z.string().check(z.regex(DRAFT_FIELD, 'field_invalid')), z.string().check(z.maxLength(300, 'too_long'))).check(z.refine((fields) => Object.keys(fields).length <= 250, 'too_many')),
});
