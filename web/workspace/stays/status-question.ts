/**
 * Issue 40: what a status change that cannot be undone says before it happens, in words, the
 * same on the reservation page and the front desk: a cancellation (the nights freed, what was
 * paid), a no-show, and an early check-out (the day the stay now ends and the nights freed).
 * Null for a change that needs no question (a check-in, a check-out on the departure day).
 */
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { earlyCheckOut, type ReservationStatus } from '../../../shared/host/stay-rules';
import { daysBetween, todayIn } from '../../../shared/stay/dates';
import { formatCurrency, formatDate } from '../../../shared/format';
import type { Question } from './AskFirst';
import type { Locale } from '../../../shared/locales';

export interface StayToChange {
  code: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  currency: string;
  totalCents: number;
  paidCents: number;
}

export function statusQuestion(LL: TranslationFunctions, locale: Locale, stay: StayToChange, status: ReservationStatus, timeZone: string, now: Date = new Date()): Question | null {
  const t = LL.reservations.detail;
  const date = (iso: string) => formatDate(iso, locale, 'long');
  const money = (cents: number) => formatCurrency(cents, stay.currency as 'BRL', locale);
  const guest = stay.guestName || stay.code;
  if (status === 'cancelled')
    return { title: t.cancelTitle({ code: stay.code }), body: t.cancelBodyStay({ checkIn: date(stay.checkIn), checkOut: date(stay.checkOut), paid: money(stay.paidCents) }), confirm: t.cancelConfirm(), keep: t.cancelKeep() };
  if (status === 'no_show')
    return { title: t.noShowTitle({ code: stay.code }), body: t.noShowBody({ checkIn: date(stay.checkIn), checkOut: date(stay.checkOut), paid: money(stay.paidCents) }), confirm: t.noShowConfirm(), keep: t.notYet() };
  if (status === 'checked_out') {
    const leaves = earlyCheckOut(stay.checkIn, stay.checkOut, todayIn(timeZone, now));
    if (!leaves) return null;
    return {
      title: t.earlyTitle({ code: stay.code }),
      body: t.earlyBody({ guest, today: date(leaves), checkOut: date(stay.checkOut), nights: daysBetween(leaves, stay.checkOut), total: money(stay.totalCents) }),
      confirm: t.earlyConfirm(),
      keep: t.notYet(),
    };
  }
  return null;
}
