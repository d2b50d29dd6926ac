/**
 * A payment's deadline names its zone's offset (the walk of issue 39 and 45: "Pague até 1 de
 * dezembro 14:30" read in Lisbon is three hours wrong). The text is the same in every locale's
 * wording of the property's local time, followed by GMT±n.
 */
import { describe, expect, it } from 'vitest';
import { formatDeadline } from '../../shared/format';
import { LOCALES } from '../../shared/locales';

describe('formatDeadline', () => {
  it.each(LOCALES)('%s: the property’s local time with its offset', (locale) => {
    const text = formatDeadline('2026-12-01T17:30:00Z', locale, 'America/Sao_Paulo');
    expect(text).toMatch(locale === 'en' ? /2:30\sPM GMT-3$/ : /14:30 GMT-3$/);
    expect(text).toContain('2026');
  });

  it('another zone shows its own offset, and the same instant its own hour', () => {
    expect(formatDeadline('2026-12-01T17:30:00Z', 'pt', 'Europe/Rome')).toBe('1 de dezembro de 2026 às 18:30 GMT+1');
    expect(formatDeadline('2026-07-01T17:30:00Z', 'pt', 'Europe/Rome')).toBe('1 de julho de 2026 às 19:30 GMT+2');
    expect(formatDeadline('2026-12-01T17:30:00Z', 'pt', 'America/Sao_Paulo')).toBe('1 de dezembro de 2026 às 14:30 GMT-3');
  });
});
