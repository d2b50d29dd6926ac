import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOneWindow } from '../worker/window-support';

afterEach(() => {
  vi.useRealTimers();
});

describe('inOneWindow (rate-limit bursts on a loaded machine)', () => {
  it('runs a failed burst once more when a window ended while it ran', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T14:09:58Z')); // two seconds before a 10-minute window ends
    let runs = 0;
    await inOneWindow(600, async () => {
      runs += 1;
      if (runs === 1) {
        vi.setSystemTime(new Date('2026-11-26T14:10:01Z'));
        throw new Error('the limit was not reached: the hits split over two windows');
      }
    });
    expect(runs).toBe(2);
  });

  it('fails at once when the burst failed within one window', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T14:03:00Z'));
    let runs = 0;
    const burst = async () => {
      runs += 1;
      vi.setSystemTime(new Date('2026-11-26T14:03:04Z'));
      throw new Error('a real failure');
    };
    await expect(inOneWindow(600, burst)).rejects.toThrow('a real failure');
    expect(runs).toBe(1);
  });

  it('runs a passing burst once', async () => {
    let runs = 0;
    await inOneWindow(600, async () => {
      runs += 1;
    });
    expect(runs).toBe(1);
  });

  it('a second failure after the window changed is the test failing', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T14:04:59Z'));
    let runs = 0;
    const burst = async () => {
      runs += 1;
      vi.setSystemTime(new Date('2026-11-26T14:05:02Z'));
      throw new Error(`failure ${runs}`);
    };
    await expect(inOneWindow(300, burst)).rejects.toThrow('failure 2');
    expect(runs).toBe(2);
  });
});
