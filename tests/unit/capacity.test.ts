/**
 * `npm run capacity` (issue 46, item 7) on a small sample: the script runs on the migrations'
 * schema (node:sqlite; the project's Node 24 from `npm run`/`npx`) and its JSON line says what a
 * 3-night reservation costs in D1 with the mails' bodies in the row (before) and in the MAIL
 * bucket (after, worker/mail/bodies.ts), and the shard plan built on the latter.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

interface Figures {
  before: { mailBytes: number; perReservation: number; perUnitYear: number };
  after: { mailBytes: number; perReservation: number; perUnitYear: number };
  hostsPerShard: number;
  shardsForTarget: number;
  shardsForTargetBefore: number;
  directory: { perHost: number; perProperty: number };
}

describe('npm run capacity', () => {
  it('measures the outbox without bodies: two header rows, a reservation under 2 KB', () => {
    const out = execFileSync(process.execPath, ['scripts/capacity.mjs'], {
      env: { ...process.env, CAPACITY_RESERVATIONS: '300', CAPACITY_DIRECTORY_HOSTS: '100' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const line = out.split('\n').find((text) => text.startsWith('JSON '));
    const figures = JSON.parse(line!.slice(5)) as Figures;
    // Before: the two mails' html + text (≈ 8 KB of characters) are most of a stay.
    expect(figures.before.mailBytes).toBeGreaterThan(7_000);
    // After: the outbox keeps recipient, subject, kind, schedule and the body's key.
    expect(figures.after.mailBytes).toBeLessThan(500);
    expect(figures.after.perReservation).toBeLessThan(figures.before.perReservation / 4);
    // Issue 46's target: a 3-night reservation under 2 KB (2048 B) of D1.
    expect(figures.after.perReservation).toBeLessThan(2_048);
    // The plan follows from the after figure.
    expect(figures.shardsForTarget).toBeLessThan(figures.shardsForTargetBefore);
    expect(figures.hostsPerShard).toBeGreaterThan(500);
    expect(figures.directory.perHost).toBeGreaterThan(0);
    expect(figures.directory.perProperty).toBeGreaterThan(0);
  }, 90_000);
});
