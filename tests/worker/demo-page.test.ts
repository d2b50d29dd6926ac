/**
 * Issue 30: /demo, the home and the pricing page offer "Experimente agora" (a form POST to
 * /demo/start, no JavaScript needed) in four languages; with the default configuration no page
 * embeds a third-party video, and /demo shows the live demo and drawings of the workspace; a
 * video id set by the company still shows the click-to-load player.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { selfFetch, workerFetchWith } from './api-support';
import { ORIGIN } from './auth-support';
import { LOCALES, localizePath } from '../../shared/locales';
import { ROUTES } from '../../shared/routes';
import pt_live from '../../web/i18n/pt/liveDemo';
import en_live from '../../web/i18n/en/liveDemo';
import es_live from '../../web/i18n/es/liveDemo';
import it_live from '../../web/i18n/it/liveDemo';
import pt_demo from '../../web/i18n/pt/demoPage';
import en_demo from '../../web/i18n/en/demoPage';
import es_demo from '../../web/i18n/es/demoPage';
import it_demo from '../../web/i18n/it/demoPage';

const LIVE = { pt: pt_live, en: en_live, es: es_live, it: it_live };
const DEMO = { pt: pt_demo, en: en_demo, es: es_demo, it: it_demo };
const THIRD_PARTY_VIDEO = /youtube(?:-nocookie)?\.com\/(?:embed|watch)|ytimg|googlevideo|vimeo|wistia|dQw4w9WgXcQ/;

async function html(path: string, fetcher = selfFetch): Promise<string> {
  const response = await fetcher(`${ORIGIN}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('"Experimente agora" on /demo, the home and the pricing page', () => {
  it.each(LOCALES)('%s: a form POST to /demo/start with the locale and the button text', async (locale) => {
    for (const path of ['/demo', '/', '/precos']) {
      const page = await html(localizePath(path, locale));
      const form = /<form(?=[^>]*action="\/demo\/start")(?=[^>]*method="post")[^>]*>([\s\S]*?)<\/form>/.exec(page);
      expect(form, `${locale} ${path}`).not.toBeNull();
      expect(form![1]).toContain(`<input type="hidden" name="locale" value="${locale}"/>`);
      expect(form![1]).toMatch(new RegExp(`<button type="submit"[^>]*>${LIVE[locale].start}</button>`));
    }
  });

  it.each(LOCALES)('%s: /demo says why a press was refused', async (locale) => {
    const page = await html(`${localizePath('/demo', locale)}?demo=limit`);
    expect(page).toMatch(new RegExp(`role="alert"[^>]*>${LIVE[locale].errors.limit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`));
  });
});

describe('the demo video', () => {
  it('the default configuration sets no video id', () => {
    expect((env as Env & { DEMO_VIDEO_ID?: string }).DEMO_VIDEO_ID ?? '').toBe('');
  });

  it('no page embeds or links a third-party video with the default configuration', async () => {
    const paths = ROUTES.filter((route) => !route.protected && !route.path.includes(':') && !route.guestOnly).map((route) => route.path);
    expect(paths).toContain('/demo');
    for (const locale of LOCALES) {
      for (const path of paths) {
        const page = await html(localizePath(path, locale));
        expect(page.match(THIRD_PARTY_VIDEO)?.[0], `${locale} ${path}`).toBeUndefined();
        expect(page, `${locale} ${path}`).not.toContain('<iframe');
      }
    }
  });

  it.each(LOCALES)('%s: without a video id /demo shows no player but the live demo and the workspace drawings', async (locale) => {
    const page = await html(localizePath('/demo', locale));
    expect(page).not.toContain(`aria-label="${DEMO[locale].play}"`);
    expect(page).not.toContain('data-island="video"');
    expect(page).toContain(LIVE[locale].title);
    expect(page).toContain(LIVE[locale].screens.calendar);
    expect(page).toContain(LIVE[locale].screens.overview);
    expect((page.match(/<svg[^>]+role="img"[^>]+aria-labelledby="workspace-screen-/g) ?? []).length).toBe(2);
  });

  it('a video id set by the company still shows the click-to-load player', async () => {
    const fetcher = workerFetchWith({ DEMO_VIDEO_ID: 'Estadia-Tour1' } as Partial<Env>);
    // A query string keeps the shared edge copy of /en/demo (default configuration) out of it.
    const page = await html('/en/demo?v=1', fetcher);
    expect(page).toContain('data-island="video"');
    expect(page).toContain(`aria-label="${DEMO.en.play}"`);
    expect(page).toContain('Estadia-Tour1');
    expect(page).not.toContain('<iframe');
    expect(page).toContain('action="/demo/start"');
  });
});
