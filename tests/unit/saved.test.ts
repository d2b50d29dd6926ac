import { describe, expect, it } from 'vitest';
import { SAVED_MAX, parseSaved, serializeSaved } from '../../shared/properties/saved';

describe('saved listings cookie', () => {
  it('round-trips ids, without duplicates, in order', () => {
    expect(parseSaved(serializeSaved([3, 1, 3, 7]))).toEqual([3, 1, 7]);
    expect(serializeSaved([])).toBe('');
    expect(parseSaved('')).toEqual([]);
    expect(parseSaved(undefined)).toEqual([]);
  });

  it('drops anything that is not a positive id', () => {
    expect(parseSaved('1.0.-2.abc.03.4e2.9999999999.5')).toEqual([1, 5]);
  });

  it(`keeps the newest ${SAVED_MAX}`, () => {
    const ids = Array.from({ length: SAVED_MAX + 5 }, (_, i) => i + 1);
    expect(parseSaved(serializeSaved(ids))).toEqual(ids.slice(5));
  });
});
