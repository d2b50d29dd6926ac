import { describe, expect, it } from 'vitest';
import { actorLabel } from '../../shared/format';

describe('actorLabel (who made a change, in the histories)', () => {
  it('names the person and keeps the email that identifies them', () => {
    expect(actorLabel('Rita Recepção', 'rita@example.com')).toBe('Rita Recepção (rita@example.com)');
  });
  it('is the email alone when no name was given (or only spaces)', () => {
    expect(actorLabel(null, 'ana@example.com')).toBe('ana@example.com');
    expect(actorLabel('  ', 'ana@example.com')).toBe('ana@example.com');
  });
});
