/**
 * The check-in form's flat fields (`guests.0.document.number`, …, as the plain form posts them)
 * and booking.checkin.submit's input (issue 28): the no-JavaScript handler, the host's desk
 * form and the guest's draft all speak this shape. Types only from ./checkin (no zod here: the
 * browser's chunks import this).
 */
import type { CheckinFields } from './checkin';

/** Names a draft may hold: a guest's field, or the trip's. */
export const DRAFT_FIELD = /^(?:guests\.\d{1,2}\.(?:fullName|birthDate|nationality|document\.type|document\.number|document\.country|email|phone|address|responsibleIndex)|purpose|transport|arrivalTime)$/;

/** The check-in form's fields (`guests.0.document.number` …) as the procedure's input. */
export function checkinInputOf(form: Record<string, string>): Omit<CheckinFields, 'guests'> & { guests: Record<string, unknown>[] } {
  const guests: Record<string, unknown>[] = [];
  for (let i = 0; i < 20; i++) {
    const at = `guests.${i}.`;
    if (!Object.keys(form).some((key) => key.startsWith(at))) break;
    const value = (name: string) => form[`${at}${name}`] ?? '';
    const optional = (name: string) => (value(name).trim() === '' ? undefined : value(name));
    const responsible = value('responsibleIndex').trim();
    guests.push({
      fullName: value('fullName'),
      birthDate: value('birthDate'),
      nationality: value('nationality'),
      document: { type: value('document.type'), number: value('document.number'), country: value('document.country') },
      email: optional('email'),
      phone: optional('phone'),
      address: optional('address'),
      responsibleIndex: /^\d{1,2}$/.test(responsible) ? Number(responsible) : undefined,
    });
  }
  return {
    guests,
    purpose: (form.purpose ?? '') as CheckinFields['purpose'],
    transport: (form.transport ?? '') as CheckinFields['transport'],
    arrivalTime: form.arrivalTime ?? '',
  };
}

