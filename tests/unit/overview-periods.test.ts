import { describe, expect, it } from 'vitest';
import { monthRange, monthStart, monthsAround, nightsOnWeekdays, weekdayOf } from '../../shared/host/periods';
import { todayIn } from '../../shared/stay/dates';

describe('weekdays of calendar dates', () => {
  it.each([
    ['2026-12-25', 5],
    ['2027-01-03', 0],
    ['2028-02-29', 2],
    // DST changes do not move a calendar day: São Paulo had none in 2026, but Europe did.
    ['2026-03-29', 0],
    ['2026-10-25', 0],
  ])('%s is weekday %i', (date, weekday) => expect(weekdayOf(date)).toBe(weekday));

  it('keeps only the nights on the chosen weekdays, [from, to)', () => {
    expect(nightsOnWeekdays('2027-12-01', '2027-12-12', [5, 6])).toEqual(['2027-12-03', '2027-12-04', '2027-12-10', '2027-12-11']);
    // The end is exclusive: Saturday the 11th as `to` is not written.
    expect(nightsOnWeekdays('2027-12-01', '2027-12-11', [6])).toEqual(['2027-12-04']);
    expect(nightsOnWeekdays('2027-12-30', '2028-01-03')).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02']);
    expect(nightsOnWeekdays('2027-12-30', '2027-12-30', [4])).toEqual([]);
  });

  it('crosses a daylight-saving change night by night (Europe/Rome, last Sunday of March)', () => {
    expect(nightsOnWeekdays('2027-03-27', '2027-03-30', [0, 1, 2, 3, 4, 5, 6])).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
  });
});

describe('months', () => {
  it.each([
    ['2026-01-31', -1, '2025-12-01'],
    ['2026-01-15', 0, '2026-01-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-06-15', -6, '2025-12-01'],
    ['2026-06-15', 7, '2027-01-01'],
    ['2026-03-10', -27, '2023-12-01'],
  ])('monthStart(%s, %i) = %s', (date, months, expected) => expect(monthStart(date, months)).toBe(expected));

  it('gives the days of a month, leap years included', () => {
    expect(monthRange('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-03-01', days: 29 });
    expect(monthRange('2027-02-28')).toEqual({ from: '2027-02-01', to: '2027-03-01', days: 28 });
    expect(monthRange('2026-12-31')).toEqual({ from: '2026-12-01', to: '2027-01-01', days: 31 });
  });

  it('lists 6 months back to 6 ahead across a year end', () => {
    expect(monthsAround('2026-02-14', 6, 6)).toEqual(['2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08']);
  });
});

describe("today in the property's zone", () => {
  it('23:30 in São Paulo is still that date; at 00:30 it is the next', () => {
    expect(todayIn('America/Sao_Paulo', new Date('2026-12-31T02:30:00Z'))).toBe('2026-12-30');
    expect(todayIn('America/Sao_Paulo', new Date('2027-01-01T02:30:00Z'))).toBe('2026-12-31');
    expect(todayIn('America/Sao_Paulo', new Date('2027-01-01T03:30:00Z'))).toBe('2027-01-01');
    expect(monthRange(todayIn('America/Sao_Paulo', new Date('2027-01-01T02:30:00Z'))).from).toBe('2026-12-01');
  });
});
