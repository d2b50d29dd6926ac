import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isTimeZone, nightsOf, overlaps, todayIn } from '../../shared/stay/dates';

// Calendar dates of a stay (architecture: "Dates"): strings in the property's calendar, the
// stay half-open, "today" in the property's zone.

describe('nights of a stay', () => {
  it.each([
    ['month end', '2026-01-30', '2026-02-02', ['2026-01-30', '2026-01-31', '2026-02-01']],
    ['year end', '2026-12-30', '2027-01-02', ['2026-12-30', '2026-12-31', '2027-01-01']],
    ['leap day', '2028-02-28', '2028-03-01', ['2028-02-28', '2028-02-29']],
    ['no leap day', '2027-02-28', '2027-03-01', ['2027-02-28']],
    // Europe moves its clocks on the last Sundays of March and October; Brazil did until 2019.
    ['Europe spring forward', '2026-03-28', '2026-03-31', ['2026-03-28', '2026-03-29', '2026-03-30']],
    ['Europe fall back', '2026-10-24', '2026-10-27', ['2026-10-24', '2026-10-25', '2026-10-26']],
    ['Brazil 2018 DST start (midnight skipped)', '2018-11-03', '2018-11-05', ['2018-11-03', '2018-11-04']],
  ])('%s', (_name, from, to, nights) => {
    expect(nightsOf(from, to)).toEqual(nights);
    expect(daysBetween(from, to)).toBe(nights.length);
  });

  it('has no nights when check-out is not after check-in', () => {
    expect(nightsOf('2026-05-05', '2026-05-04')).toEqual([]);
    expect(nightsOf('2026-05-05', '2026-05-05')).toEqual([]);
  });

  it('adds calendar days, not 24-hour periods, across a DST change', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2018-11-03', 1)).toBe('2018-11-04');
  });
});

describe('the check-out day is free for the next arrival', () => {
  it('a stay ending on a day does not overlap one starting that day', () => {
    expect(overlaps('2026-05-01', '2026-05-04', '2026-05-04', '2026-05-06')).toBe(false);
    expect(overlaps('2026-05-01', '2026-05-04', '2026-05-03', '2026-05-06')).toBe(true);
    expect(overlaps('2026-05-04', '2026-05-06', '2026-05-01', '2026-05-04')).toBe(false);
  });
});

describe('today in the property’s time zone', () => {
  it('23:30 in São Paulo is still that date there (02:30 UTC the next day)', () => {
    const now = new Date('2026-11-24T02:30:00Z');
    expect(todayIn('America/Sao_Paulo', now)).toBe('2026-11-23');
    expect(todayIn('UTC', now)).toBe('2026-11-24');
    expect(todayIn('Europe/Lisbon', now)).toBe('2026-11-24');
  });

  it('midnight in Rome is already the next day there', () => {
    expect(todayIn('Europe/Rome', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
