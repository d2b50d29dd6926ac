import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../shared/html';

describe('escapeHtml (shared/html.ts)', () => {
  it('escapes the five characters that matter in HTML text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });

  it('returns a text with nothing to escape as it is, however often it is called', () => {
    for (let i = 0; i < 3; i++) expect(escapeHtml('Suíte 12, noite de 3 de dezembro')).toBe('Suíte 12, noite de 3 de dezembro');
    expect(escapeHtml('')).toBe('');
    // The test regex has no state between calls (no /g flag on it): a text after one with an ampersand is still escaped.
    expect(escapeHtml('a & b')).toBe('a &amp; b');
    expect(escapeHtml('c & d')).toBe('c &amp; d');
  });
});
