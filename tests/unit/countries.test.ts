import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRY_MAIN_ZONE, countryItems, FALLBACK_TIME_ZONES, timeZoneLabel, timeZones, utcOffset, zoneForCountry } from '../../shared/host/countries';

// shared/host/countries.ts: the property editor's country and time zone pickers.

describe('utcOffset / timeZoneLabel', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('formats negative, positive, half-hour and zero offsets with a true minus sign', () => {
    expect(utcOffset('America/Sao_Paulo', winter)).toBe('UTC−03:00');
    expect(utcOffset('Europe/Rome', winter)).toBe('UTC+01:00');
    expect(utcOffset('Asia/Kolkata', winter)).toBe('UTC+05:30');
    expect(utcOffset('UTC', winter)).toBe('UTC+00:00');
    expect(utcOffset('Europe/London', winter)).toBe('UTC+00:00');
  });

  it('follows daylight saving time at the given moment', () => {
    expect(utcOffset('Europe/Rome', summer)).toBe('UTC+02:00');
    expect(utcOffset('America/New_York', summer)).toBe('UTC−04:00');
    expect(utcOffset('America/New_York', winter)).toBe('UTC−05:00');
  });

  it('labels a zone with its offset; an unknown zone is shown as is', () => {
    expect(timeZoneLabel('America/Sao_Paulo', winter)).toBe('America/Sao_Paulo (UTC−03:00)');
    expect(timeZoneLabel('Mars/Olympus', winter)).toBe('Mars/Olympus');
  });
});

describe('zoneForCountry', () => {
  it('preselects the main zone of a known country while the host has not chosen a zone', () => {
    expect(zoneForCountry('BR', false)).toBe('America/Sao_Paulo');
    expect(zoneForCountry('it', false)).toBe('Europe/Rome');
    expect(zoneForCountry('PT', false)).toBe('Europe/Lisbon');
  });

  it('leaves the zone alone once the host chose one, or for a country without a mapping', () => {
    expect(zoneForCountry('BR', true)).toBeNull();
    expect(zoneForCountry('AQ', false)).toBeNull();
  });

  it('maps only listed countries to zones the runtime knows', () => {
    const zones = new Set(timeZones());
    for (const [country, zone] of Object.entries(COUNTRY_MAIN_ZONE)) {
      expect(COUNTRY_CODES).toContain(country);
      expect(zones.has(zone), zone).toBe(true);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
  });
});

describe('lists', () => {
  it('names countries in the page language, sorted there, keeping the code as the value', () => {
    const pt = countryItems('pt-BR');
    expect(pt).toHaveLength(COUNTRY_CODES.length);
    expect(pt.find((item) => item.id === 'DE')?.label).toBe('Alemanha');
    expect(countryItems('it').find((item) => item.id === 'BR')?.label).toBe('Brasile');
    expect(pt[0]!.label.localeCompare(pt[1]!.label, 'pt-BR')).toBeLessThan(0);
  });

  it('lists the runtime zones plus the fixed ones (UTC included), sorted and unique', () => {
    const zones = timeZones();
    expect(zones).toContain('America/Sao_Paulo');
    expect(zones).toContain('UTC');
    for (const zone of FALLBACK_TIME_ZONES) expect(zones).toContain(zone);
    expect(new Set(zones).size).toBe(zones.length);
    expect([...zones].sort()).toEqual(zones);
  });
});
