import { describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch } from './api-support';

// The property page's Save button (web/pages/property/ShareSave.tsx) is rendered as this
// browser's cookie says, so showing it needs no JavaScript (the page's islands hydrate when used).

async function saveButton(path: string, cookie?: string): Promise<string> {
  const response = await selfFetch(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  const html = await response.text();
  const button = /<button[^>]*aria-pressed="(true|false)"[^>]*>(?:(?!<\/button>).)*?Save<\/button>/s.exec(html);
  if (!button) throw new Error('no Save toggle in the page');
  return button[1]!;
}

describe('saved listings', () => {
  it('renders Save pressed for a listing in the cookie, and not for others', async () => {
    expect(await saveButton('/en/property/1')).toBe('false');
    expect(await saveButton('/en/property/1', 'estadia_saved=3.1')).toBe('true');
    expect(await saveButton('/en/property/2', 'estadia_saved=3.1')).toBe('false');
  });

  it('ignores a malformed cookie', async () => {
    expect(await saveButton('/en/property/1', 'estadia_saved=<script>.0.-1.1x')).toBe('false');
  });

  it('marketplace.saved answers the cookie, cleaned', async () => {
    const response = await selfFetch(`${ORIGIN}/api/trpc/marketplace.saved`, { headers: { cookie: 'estadia_saved=4.4.x.12' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: { data: number[] } }).result.data).toEqual([4, 12]);
  });
});
