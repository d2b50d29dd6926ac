/**
 * Issue 24's editor within the workspace budget as a browser gets it: the property editor of a
 * property with photos, every script fetched from navigation until the network is idle (the
 * bench's measure, scripts/bench/network-idle.mjs), gzip, in each locale — not only the static
 * import graph tests/unit/budgets.test.ts counts.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { baseUrl } from './harness';
import { newHostSession, type Session } from './session';
import { encodeSessionCookies, storageKeyFor } from '../../worker/auth/cookie';
import { IDLE_BUDGETS, measureUntilIdle } from '../../scripts/bench/network-idle.mjs';
import { LOCALES, localizePath } from '../../shared/locales';

async function mutate(session: Session, path: string, input: unknown): Promise<{ id: number }> {
  const res = await fetch(`${baseUrl()}/api/trpc/${path}`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', origin: baseUrl() }, body: JSON.stringify(input) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { data: { id: number } } }).result.data;
}

async function upload(session: Session, propertyId: number, background: { r: number; g: number; b: number }): Promise<void> {
  const body = await sharp({ create: { width: 900, height: 600, channels: 3, background } }).jpeg().toBuffer();
  const res = await fetch(`${baseUrl()}/api/host/photos?propertyId=${propertyId}`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'image/jpeg', origin: baseUrl() }, body });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
}

describe('the property editor with photos, JavaScript until network idle', () => {
  it(`stays within the workspace budget (${IDLE_BUDGETS.workspace / 1000} KB gzip) in every locale`, async () => {
    const session = await newHostSession();
    const property = await mutate(session, 'host.properties.create', { name: 'Casa do Orçamento', kind: 'holiday_home', city: 'Paraty', country: 'BR' });
    await mutate(session, 'host.roomTypes.create', { propertyId: property.id, name: 'Casa', capacity: 4, baseRateCents: 45_000, units: 1 });
    await upload(session, property.id, { r: 200, g: 80, b: 40 });
    await upload(session, property.id, { r: 40, g: 140, b: 90 });
    const cookie = encodeSessionCookies(storageKeyFor(baseUrl()), session)
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const pages = LOCALES.map((locale) => ({ page: `dashboardProperty/${locale}`, path: localizePath(`/dashboard/propriedades/${property.id}`, locale) }));
    const results = await measureUntilIdle({ origin: baseUrl(), pages, cookie, log: () => undefined });
    for (const result of results) {
      const detail = `${result.path}: ${(result.gzip / 1000).toFixed(1)} KB in ${result.scripts} scripts; ${result.files
        .slice(0, 20)
        .map((file) => `${file.url.replace('/assets/', '')} ${(file.gzip / 1000).toFixed(1)}`)
        .join(', ')}`;
      expect(result.error, detail).toBeUndefined();
      expect(result.status, detail).toBe(200);
      // The photos section is part of what was measured (the page is the editor, not a 404 or a login).
      expect(result.scripts, detail).toBeGreaterThan(1);
      expect(result.gzip, detail).toBeLessThanOrEqual(IDLE_BUDGETS.workspace);
    }
  }, 240_000);
});
