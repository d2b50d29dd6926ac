import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, PATIENCE_MS } from './harness';
import { newHostSession, useSession } from './session';
import { LOCALES, LOCALE_TAGS, localizePath, type Locale } from '../../shared/locales';
import pt from '../../web/i18n/pt';
import en from '../../web/i18n/en';
import es from '../../web/i18n/es';
import it_ from '../../web/i18n/it';

// The edge page cache as people meet it on the served build (worker/ssr/page-cache.ts): a
// marketing page already cached for anonymous visitors is never what a signed-in host gets, and
// the host's own page never becomes what the next anonymous visitor gets. One page per locale,
// so the four runs never share a copy.

const NAV = { pt: pt.nav, en: en.nav, es: es.nav, it: it_.nav };
const PAGE: Record<Locale, string> = { pt: '/sobre-nos', en: '/central-de-ajuda', es: '/confianca-e-seguranca', it: '/politica-de-cookies' };

async function anonymous(url: string) {
  const res = await fetch(`${baseUrl()}${url}`);
  return { status: res.headers.get('x-estadia-cache'), html: await res.text() };
}

describe.each(LOCALES)('edge page cache, %s', (locale) => {
  it('a signed-in host never gets the anonymous copy, and the next anonymous visitor never gets theirs', async () => {
    const url = localizePath(PAGE[locale], locale);
    const nav = NAV[locale];
    // The anonymous copy is stored as the first response streams out: ask until it is there.
    await expect.poll(async () => (await anonymous(url)).status, { timeout: PATIENCE_MS, interval: 100 }).toBe('hit');

    const host = await newHostSession(`Cache ${locale}`);
    // The browser speaks the page's language, so no language hint: the same copy as the fetches above.
    const { page, context, close } = await openPage(localizePath('/', locale), {
      locale: LOCALE_TAGS[locale].lang,
      waitForHydration: false,
      beforeGoto: (_page, ctx) => useSession(ctx, host),
    });
    try {
      const response = await page.goto(url);
      expect(response?.headers()['x-estadia-cache']).toBe('bypass');
      const header = page.locator('header').first();
      await header.getByRole('link', { name: nav.dashboard, exact: true }).first().waitFor();
      expect(await header.getByRole('link', { name: nav.login, exact: true }).count()).toBe(0);
      expect(await page.locator('#__ESTADIA__').textContent()).toContain(host.user.id);

      // Meanwhile an anonymous visitor still gets the shared copy, with nothing of the host's.
      const after = await anonymous(url);
      expect(after.status).toBe('hit');
      expect(after.html).toContain('"user":null');
      expect(after.html).not.toContain(host.user.id);
      expect(after.html).not.toContain(host.email);

      // Signed out (cookies gone), the same browser gets the shared copy and the sign-in link.
      await context.clearCookies();
      const signedOut = await page.goto(url);
      expect(signedOut?.headers()['x-estadia-cache']).toBe('hit');
      await header.getByRole('link', { name: nav.login, exact: true }).first().waitFor();
      expect(await page.locator('#__ESTADIA__').textContent()).not.toContain(host.user.id);
    } finally {
      await close();
    }
  });
});
