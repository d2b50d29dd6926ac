/**
 * When a scheduled message is due (issue 28). Every message goes at 10:00 in the property's
 * time zone on its day:
 * - confirmed: the day the reservation was booked;
 * - pre_arrival: `days` before check-in;
 * - arrival_day: the check-in day;
 * - post_checkout: `days` after check-out.
 * Never before the booking existed: a stay booked after its message's 10:00 gets it at the next
 * 10:00, if that is still within the message's last day (confirmed: the next day, or the
 * arrival day if sooner;
 * pre_arrival: the day before arrival; arrival_day: the arrival day; post_checkout: two days
 * after its day, so a missed cron run catches up). Past that day it is never sent, so a stay
 * already past gets nothing new.
 */
import { addDays } from '../properties/dates';
import { todayIn } from '../stay/dates';
import type { MessageEvent } from './templates';

export const SEND_HOUR = 10;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms (São Paulo: −3 h). */
function offsetMs(timeZone: string, at: number): number {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    offsetFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant of a wall-clock hour on a calendar date in a time zone (DST-aware).
 * @example zonedInstant('2026-03-29', 10, 'Europe/Rome') // 08:00 UTC (summer time began that night)
 */
export function zonedInstant(date: string, hour: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  let instant = wall - offsetMs(timeZone, wall);
  // A second pass settles an offset that changed between the guess and the answer.
  instant = wall - offsetMs(timeZone, instant);
  return instant;
}

export interface ScheduledStay {
  checkIn: string;
  checkOut: string;
  /** ISO instant the reservation was made. */
  createdAt: string;
  timezone: string;
}

/** The message's own day and the last day it may still go, as property-calendar dates. */
export function messageDays(event: MessageEvent, stay: ScheduledStay, days: number): { day: string; lastDay: string } {
  switch (event) {
    case 'confirmed': {
      const day = todayIn(stay.timezone, new Date(stay.createdAt));
      const next = addDays(day, 1);
      return { day, lastDay: next < stay.checkIn ? next : stay.checkIn };
    }
    case 'pre_arrival':
      return { day: addDays(stay.checkIn, -days), lastDay: addDays(stay.checkIn, -1) };
    case 'arrival_day':
      return { day: stay.checkIn, lastDay: stay.checkIn };
    case 'post_checkout': {
      const day = addDays(stay.checkOut, days);
      return { day, lastDay: addDays(day, 2) };
    }
  }
}

/**
 * The instant the message is due, or null when it is never sent (its last day passed before
 * the stay was booked). A message is sent by the first job run at or after this instant whose
 * property-calendar day is not past `lastDay` (see isDue).
 */
export function dueInstant(event: MessageEvent, stay: ScheduledStay, days: number): number | null {
  const { day, lastDay } = messageDays(event, stay, days);
  const created = Date.parse(stay.createdAt);
  let due = zonedInstant(day, SEND_HOUR, stay.timezone);
  if (due < created) {
    // Booked after the message's 10:00: the next 10:00 after the booking.
    const bookedDay = todayIn(stay.timezone, new Date(created));
    due = zonedInstant(bookedDay, SEND_HOUR, stay.timezone);
    if (due < created) due = zonedInstant(addDays(bookedDay, 1), SEND_HOUR, stay.timezone);
  }
  return todayIn(stay.timezone, new Date(due)) <= lastDay ? due : null;
}

/** Whether the message is due at `now`: at or after its instant, and its last day not past. */
export function isDue(event: MessageEvent, stay: ScheduledStay, days: number, now: number): boolean {
  const due = dueInstant(event, stay, days);
  if (due === null || now < due) return false;
  return todayIn(stay.timezone, new Date(now)) <= messageDays(event, stay, days).lastDay;
}
