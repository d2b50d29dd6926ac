import { describe, expect, it } from 'vitest';
import { BOOKING_GUESTS, CLEANING_FEE, DEFAULT_NIGHTS, NIGHT_OPTIONS, checkOutDate, clampGuests, quoteStay, serviceFee, toNights } from '../../shared/booking';
import { PROPERTIES } from '../../shared/properties';

describe('quoteStay: price × nights + cleaning 50 + service 12 % rounded', () => {
  it.each([
    // price, nights, subtotal, service fee (12 % of subtotal, rounded), total
    [320, 3, 960, 115, 1125], // 115.2 → 115
    [95, 1, 95, 11, 156], // 11.4 → 11
    [95, 3, 285, 34, 369], // 34.2 → 34
    [75, 2, 150, 18, 218], // exactly 18
    [120, 7, 840, 101, 991], // 100.8 → 101
    [140, 5, 700, 84, 834], // exactly 84
    [210, 6, 1260, 151, 1461], // 151.2 → 151
    [240, 14, 3360, 403, 3813], // 403.2 → 403
    [460, 28, 12880, 1546, 14476], // 1545.6 → 1546
    [180, 21, 3780, 454, 4284], // 453.6 → 454
    [55, 1, 55, 7, 112], // 6.6 → 7
    [104, 1, 104, 12, 166], // 12.48 → 12
  ])('%i €/night × %i nights', (price, nights, subtotal, fee, total) => {
    const quote = quoteStay(price, nights);
    expect(quote).toEqual({ pricePerNight: price, nights, subtotal, cleaningFee: CLEANING_FEE, serviceFee: fee, total });
    expect(quote.total).toBe(quote.subtotal + quote.cleaningFee + quote.serviceFee);
  });

  it('rounds the service fee to the nearest euro, halves up', () => {
    expect(serviceFee(0)).toBe(0);
    expect(serviceFee(4)).toBe(0); // 0.48
    expect(serviceFee(5)).toBe(1); // 0.6
    expect(serviceFee(125)).toBe(15); // 15.0
    expect(serviceFee(137.5)).toBe(17); // 16.5 (a half, rounded up)
    expect(serviceFee(1000)).toBe(120);
  });

  it('prices every sample for every night option with whole euros', () => {
    for (const property of PROPERTIES) {
      for (const nights of NIGHT_OPTIONS) {
        const quote = quoteStay(property.price, nights);
        expect(Number.isInteger(quote.serviceFee)).toBe(true);
        expect(Math.abs(quote.serviceFee - quote.subtotal * 0.12)).toBeLessThanOrEqual(0.5);
      }
    }
  });
});

describe('toNights: one of 1–7, 14, 21, 28, default 3', () => {
  it.each([
    [1, 1], [7, 7], [14, 14], [28, 28], ['21', 21], ['3', 3],
    [0, DEFAULT_NIGHTS], [8, DEFAULT_NIGHTS], [30, DEFAULT_NIGHTS], [2.5, DEFAULT_NIGHTS], ['abc', DEFAULT_NIGHTS], [undefined, DEFAULT_NIGHTS], ['', DEFAULT_NIGHTS], [-1, DEFAULT_NIGHTS],
  ])('%s → %i', (given, expected) => {
    expect(toNights(given)).toBe(expected);
  });

  it('lists the spec options in order with 3 as the default', () => {
    expect(NIGHT_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 14, 21, 28]);
    expect(DEFAULT_NIGHTS).toBe(3);
  });
});

describe('clampGuests: 1 to 8, default 2, never more than the listing sleeps', () => {
  it.each([
    [2, 8, 2], [1, 8, 1], [8, 8, 8], [9, 8, 8], [0, 8, 1], [-3, 8, 1], [1e9, 8, 8], ['5', 8, 5], [3.7, 8, 3],
    ['abc', 8, BOOKING_GUESTS.default], [undefined, 8, 2], [Number.NaN, 8, 2],
    [6, 4, 4], [2, 2, 2], [3, 2, 2], [5, 12, 5], [12, 12, 8], [2, 1, 1],
  ])('%s with room for %i → %i', (given, maxGuests, expected) => {
    expect(clampGuests(given, maxGuests)).toBe(expected);
  });
});

describe('checkOutDate: check-in + nights', () => {
  it.each([
    ['2025-03-10', 3, '2025-03-13'],
    ['2025-12-30', 3, '2026-01-02'],
    ['2024-02-28', 1, '2024-02-29'], // leap year
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-01-31', 28, '2025-02-28'],
    ['2025-10-25', 7, '2025-11-01'], // across a DST change in Europe: calendar days, not hours
  ])('%s + %i → %s', (checkIn, nights, expected) => {
    expect(checkOutDate(checkIn, nights)).toBe(expected);
  });
});
