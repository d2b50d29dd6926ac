import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NO_RULE, addMonths, checkStay, lastArrival, roomTypeReason, type DayRule, type RoomTypeStay } from '../../shared/stay/restrictions';
import { addDays } from '../../shared/stay/dates';

const TODAY = '2026-11-10';

describe('checkStay: the dates of a stay', () => {
  it.each([
    ['2026-11-10', '2026-11-11', null], // arriving today is fine
    ['2026-11-20', '2027-01-19', null], // exactly 60 nights
    ['2026-11-20', '2027-01-20', { field: 'checkOut', problem: 'too_long' }], // 61 nights
    ['2026-11-20', '2027-12-15', { field: 'checkOut', problem: 'too_long' }], // 400 nights
    ['2026-11-09', '2026-11-12', { field: 'checkIn', problem: 'past' }],
    ['2026-11-12', '2026-11-12', { field: 'checkOut', problem: 'inverted' }],
    ['2026-11-14', '2026-11-12', { field: 'checkOut', problem: 'inverted' }],
    ['2026-02-30', '2026-03-02', { field: 'checkIn', problem: 'invalid_date' }],
    ['2026-11-12', '12/11/2026', { field: 'checkOut', problem: 'invalid_date' }],
    ['', '2026-11-12', { field: 'checkIn', problem: 'invalid_date' }],
    ['2028-05-10', '2028-05-12', null], // 18 months ahead to the day
    ['2028-05-11', '2028-05-12', { field: 'checkIn', problem: 'too_far' }],
  ])('%s → %s', (checkIn, checkOut, expected) => {
    expect(checkStay(checkIn, checkOut, TODAY)).toEqual(expected);
  });

  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths('2026-08-31', 18)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(lastArrival('2026-11-10')).toBe('2028-05-10');
  });

  it('property: any stay of 1–60 nights arriving between today and 18 months ahead passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 540 }), fc.integer({ min: 1, max: 60 }), (ahead, nights) => {
        const checkIn = addDays(TODAY, ahead);
        fc.pre(checkIn <= lastArrival(TODAY));
        expect(checkStay(checkIn, addDays(checkIn, nights), TODAY)).toBeNull();
      }),
    );
  });
});

const rule = (overrides: Partial<DayRule>): DayRule => ({ ...NO_RULE, ...overrides });

function stay(overrides: Partial<RoomTypeStay> & { nights?: number } = {}): RoomTypeStay {
  const nights = overrides.nights ?? 3;
  return { nights, guests: 2, capacity: 2, freeUnits: 1, nightRules: Array.from({ length: nights }, () => NO_RULE), departureRule: NO_RULE, ...overrides };
}

describe('roomTypeReason: one room type for a valid stay', () => {
  it.each([
    ['bookable', stay(), null],
    ['too many guests', stay({ guests: 3 }), 'capacity'],
    ['no unit free', stay({ freeUnits: 0 }), 'sold_out'],
    ['stop-sell on the last night', stay({ nightRules: [NO_RULE, NO_RULE, rule({ stopSell: true })] }), 'sold_out'],
    ['stop-sell on the check-out day does not matter', stay({ departureRule: rule({ stopSell: true }) }), null],
    ['closed to arrival on the first night', stay({ nightRules: [rule({ closedToArrival: true }), NO_RULE, NO_RULE] }), 'closed_to_arrival'],
    ['closed to arrival on a later night does not matter', stay({ nightRules: [NO_RULE, rule({ closedToArrival: true }), NO_RULE] }), null],
    ['closed to departure on the check-out day', stay({ departureRule: rule({ closedToDeparture: true }) }), 'closed_to_departure'],
    ['closed to departure on a night of the stay does not matter', stay({ nightRules: [NO_RULE, rule({ closedToDeparture: true }), NO_RULE] }), null],
    ['min stay of the arrival night', stay({ nightRules: [rule({ minStay: 4 }), NO_RULE, NO_RULE] }), 'min_stay'],
    ['min stay met exactly', stay({ nightRules: [rule({ minStay: 3 }), NO_RULE, NO_RULE] }), null],
    ['min stay of a later night does not matter', stay({ nightRules: [NO_RULE, rule({ minStay: 7 }), NO_RULE] }), null],
    ['max stay of the arrival night', stay({ nightRules: [rule({ maxStay: 2 }), NO_RULE, NO_RULE] }), 'max_stay'],
    ['max stay met exactly', stay({ nightRules: [rule({ maxStay: 3 }), NO_RULE, NO_RULE] }), null],
    ['capacity before sold out', stay({ guests: 5, freeUnits: 0 }), 'capacity'],
    ['sold out before closed to arrival', stay({ freeUnits: 0, nightRules: [rule({ closedToArrival: true }), NO_RULE, NO_RULE] }), 'sold_out'],
    ['closed to arrival before min stay', stay({ nightRules: [rule({ closedToArrival: true, minStay: 9 }), NO_RULE, NO_RULE] }), 'closed_to_arrival'],
  ] as const)('%s', (_name, input, expected) => {
    expect(roomTypeReason(input)).toBe(expected);
  });

  it('property: with no rules, enough room and a free unit, every stay is bookable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 20 }), (nights, guests, capacity, free) => {
        const reason = roomTypeReason(stay({ nights, guests, capacity, freeUnits: free }));
        expect(reason).toBe(guests > capacity ? 'capacity' : null);
      }),
    );
  });
});
