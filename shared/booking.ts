/**
 * The demo booking card's arithmetic (spec §9 "Demo booking card", §5 "Demo detail"): whole
 * euros, no rounding surprises. The card only calls these.
 */
import { addDays } from './properties/dates';

/** Nights a stay may last, in the order the card lists them. */
export const NIGHT_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 14, 21, 28] as const;
export type Nights = (typeof NIGHT_OPTIONS)[number];
export const DEFAULT_NIGHTS: Nights = 3;

/** Guests on the card: 1 to 8, default 2 (never more than the listing sleeps). */
export const BOOKING_GUESTS = { min: 1, max: 8, default: 2 } as const;

/** Cleaning fee per stay, euros. */
export const CLEANING_FEE = 50;
/** Service fee: this percentage of price × nights, rounded to whole euros. */
export const SERVICE_FEE_PERCENT = 12;

export interface StayQuote {
  pricePerNight: number;
  nights: number;
  /** price × nights */
  subtotal: number;
  cleaningFee: number;
  serviceFee: number;
  /** subtotal + cleaning fee + service fee, before taxes */
  total: number;
}

/** The service fee of a subtotal: 12 %, rounded half up to whole euros. */
export function serviceFee(subtotal: number): number {
  // subtotal × 12 is exact in integers; multiplying by 0.12 (a binary fraction) could skew a half.
  return Math.round((subtotal * SERVICE_FEE_PERCENT) / 100);
}

/**
 * Prices a stay.
 * @example quoteStay(320, 3) // { subtotal: 960, cleaningFee: 50, serviceFee: 115, total: 1125, … }
 */
export function quoteStay(pricePerNight: number, nights: number): StayQuote {
  const subtotal = pricePerNight * nights;
  const fee = serviceFee(subtotal);
  return { pricePerNight, nights, subtotal, cleaningFee: CLEANING_FEE, serviceFee: fee, total: subtotal + CLEANING_FEE + fee };
}

/** One of NIGHT_OPTIONS, or the default for anything else. */
export function toNights(value: unknown): Nights {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return (NIGHT_OPTIONS as readonly unknown[]).includes(number) ? (number as Nights) : DEFAULT_NIGHTS;
}

/**
 * Guests clamped to 1..min(8, what the listing sleeps); not a number gives the default
 * (itself clamped), fractions are rounded down.
 */
export function clampGuests(value: unknown, maxGuests: number = BOOKING_GUESTS.max): number {
  const max = Math.max(BOOKING_GUESTS.min, Math.min(BOOKING_GUESTS.max, Math.floor(maxGuests)));
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const guests = typeof number === 'number' && Number.isFinite(number) ? Math.floor(number) : BOOKING_GUESTS.default;
  return Math.min(max, Math.max(BOOKING_GUESTS.min, guests));
}

/**
 * The check-out date: check-in plus the nights (ISO calendar dates).
 * @example checkOutDate('2025-12-30', 3) // '2026-01-02'
 */
export function checkOutDate(checkIn: string, nights: number): string {
  return addDays(checkIn, nights);
}
