import { describe, expect, it } from 'vitest';
import { isReadOnly, parseDistance } from '../../worker/db/connection';
import { possibleTodays } from '../../worker/db/one-trip';
import { todayIn } from '../../shared/stay/dates';

describe('the simulated distance to the database (D1_SIMULATED_DISTANCE)', () => {
  it('is off when empty, one figure for every round trip, or primary/replica', () => {
    expect(parseDistance(undefined)).toBeNull();
    expect(parseDistance('  ')).toBeNull();
    expect(parseDistance('80')).toEqual({ primaryMs: 80, replicaMs: 80 });
    expect(parseDistance('80/5')).toEqual({ primaryMs: 80, replicaMs: 5 });
  });

  it('refuses anything else loudly', () => {
    for (const value of ['fast', '-5', '80ms', '1/2/3', '99999']) expect(() => parseDistance(value), value).toThrow(/D1_SIMULATED_DISTANCE/);
  });
});

describe('which statements write (a write starts the writer\'s bookmark)', () => {
  it('reads: SELECT, EXPLAIN, a WITH that selects; writes: everything else', () => {
    for (const sql of ['SELECT 1', '  select * from x', '-- note\nSELECT 1', 'WITH RECURSIVE n(i) AS (SELECT 1) SELECT i FROM n', 'EXPLAIN QUERY PLAN SELECT 1']) expect(isReadOnly(sql), sql).toBe(true);
    for (const sql of ['INSERT INTO x VALUES (1)', 'UPDATE x SET a = 1', 'DELETE FROM x', 'WITH n AS (SELECT 1) INSERT INTO x SELECT * FROM n', 'REPLACE INTO x VALUES (1)', 'CREATE TABLE y (a)']) expect(isReadOnly(sql), sql).toBe(false);
  });
});

describe('today before the zone is known', () => {
  it('every zone\'s today is among the three dates read', () => {
    for (const at of ['2029-06-16T00:30:00Z', '2029-06-16T23:30:00Z', '2029-12-31T11:00:00Z']) {
      const now = new Date(at);
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Sao_Paulo', 'Europe/Lisbon', 'Asia/Tokyo', 'Etc/GMT+12']) {
        expect(possibleTodays(now), `${zone} at ${at}`).toContain(todayIn(zone, now));
      }
    }
  });
});
