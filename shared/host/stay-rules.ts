/**
 * Rules of a stay that pages and the edge share without any schema library: statuses and
 * sources, the allowed status changes, which statuses hold nights, limits. (The zod/mini input
 * schemas are in ./reservations.ts, which re-exports these.)
 */
import { addDays } from '../stay/dates';
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'no_show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_SOURCES = ['direct', 'manual', 'airbnb', 'booking', 'vrbo', 'expedia', 'other', 'ical'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];
/** Statuses a host may give a reservation they create by hand. */
export const MANUAL_STATUSES = ['pending', 'confirmed', 'checked_in'] as const;
/** Sources a host may name for a reservation they type in (a phone call, a channel's e-mail). */
export const MANUAL_SOURCES = ['manual', 'direct', 'airbnb', 'booking', 'vrbo'] as const;

/** Statuses whose reservation holds its nights. */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed', 'checked_in', 'checked_out'];

/**
 * Allowed status changes: pending → confirmed → checked_in → checked_out, and a reservation not
 * yet begun may be cancelled or marked as a no-show. Cancelled, no-show and checked-out are final.
 */
export const STATUS_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['confirmed', 'cancelled', 'no_show'],
  confirmed: ['checked_in', 'cancelled', 'no_show'],
  checked_in: ['checked_out'],
  checked_out: [],
  cancelled: [],
  no_show: [],
};

export function canChangeStatus(from: ReservationStatus, to: ReservationStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** Statuses that free the nights. */
export function releasesNights(status: ReservationStatus): boolean {
  return status === 'cancelled' || status === 'no_show';
}

/** Whether a reservation in this status may still change dates or unit. */
export function canMove(status: ReservationStatus): boolean {
  return status === 'pending' || status === 'confirmed' || status === 'checked_in';
}

/** The longest stay a host may type in (a long-term let is several stays). */
export const MAX_STAY_NIGHTS = 365;
/** The widest calendar window one call may ask for. */
export const MAX_CALENDAR_DAYS = 93;

export const RESERVATIONS_PAGE_SIZE = 20;
export const GUESTS_PAGE_SIZE = 25;

/**
 * The new check-out date of a stay checked out on `today`, or null when it is not early (issue 40):
 * the stay keeps at least one night; a stay not begun yet (a date typed wrong) keeps its dates.
 */
export function earlyCheckOut(checkIn: string, checkOut: string, today: string): string | null {
  if (today < checkIn) return null;
  const leaves = today > checkIn ? today : addDays(checkIn, 1);
  return leaves < checkOut ? leaves : null;
}
