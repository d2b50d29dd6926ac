import { TRPCError } from '@trpc/server';
import type { Context } from 'hono';
import { renderToString } from 'react-dom/server';
import { App } from '../../web/App';
import { PAGES } from '../../web/pages/registry';
import { IslandRenderer } from '../../web/islands/Island';
import { islandKeyOf, islandRenderer } from './island-html';
import { preloadIslands } from '../../web/islands/registry';
import { partsLoaded } from '../../web/lazy-part';
import type { HeadInfo, PageModuleWithHead } from '../../web/pages/types';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { i18nString, loadedLocales } from '../../web/i18n/i18n-util';
import { eagerTranslator } from '../../web/i18n/eager-translator';
import { ServerTranslatorsProvider, type ServerTranslators } from '../../web/islands/shell';
import type { NamespaceMetaTranslation, TranslationFunctions } from '../../web/i18n/i18n-types';
import { type RouteMatch, routePath } from '../../shared/routes';
import { LOCALE_COOKIE, isLocale, localeFromAcceptLanguage, localizePath, type Locale } from '../../shared/locales';
import { BOOTSTRAP_ELEMENT_ID, serializeForScript, type Bootstrap, type PublicConfig } from '../../shared/bootstrap';
import { pageAssets } from './assets';
import { createPageHelpers, prefetchCommonQueries } from '../trpc/ssr';
import { PAGE_HEADERS, renderDocumentStart } from './head';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context';

/**
 * The server's dictionaries never change, so each locale's translator is built once per isolate,
 * whole (web/i18n/eager-translator.ts), and shared by every page and island rendered here.
 */
const translators = new Map<Locale, TranslationFunctions>();
const translatorFor: ServerTranslators = (locale) => {
  let LL = translators.get(locale);
  if (!LL) {
    loadLocale(locale);
    LL = eagerTranslator(loadedLocales[locale], i18nString(locale));
    translators.set(locale, LL);
  }
  return LL;
};

/** Public configuration for the browser, derived from bindings (never secrets). */
export function publicConfig(env: Env, origin: string): PublicConfig {
  const localAuth = !env.SUPABASE_URL;
  return {
    supabaseUrl: localAuth ? origin : env.SUPABASE_URL,
    supabaseKey: env.SUPABASE_PUBLISHABLE_KEY,
    localAuth,
    supportEmail: env.SUPPORT_EMAIL,
    demoBookingUrl: env.DEMO_BOOKING_URL,
    ambassadorFormUrl: env.AMBASSADOR_FORM_URL,
    // Unset in wrangler.toml by default (issue 30): no player on /demo until a real video id is set.
    demoVideoId: (env as Env & { DEMO_VIDEO_ID?: string }).DEMO_VIDEO_ID ?? '',
    social: { instagram: env.SOCIAL_INSTAGRAM, facebook: env.SOCIAL_FACEBOOK, linkedin: env.SOCIAL_LINKEDIN, youtube: env.SOCIAL_YOUTUBE },
  };
}

/** The locale to offer in the hint: the browser's, when it differs and no choice was made. */
export function suggestLocale(c: Context<AppEnv>, locale: Locale): Locale | null {
  if (isLocale(getCookie(c, LOCALE_COOKIE))) return null;
  const preferred = localeFromAcceptLanguage(c.req.header('accept-language'));
  return preferred && preferred !== locale ? preferred : null;
}

/**
 * A team member's role lacks what the page fetches (issue 26): the page renders with 403 and the
 * workspace shell says so in the member's language (web/workspace/WorkspaceShell.tsx, NoAccess).
 */
function forbiddenPage(error: unknown): HeadInfo {
  if (error instanceof TRPCError && error.code === 'FORBIDDEN') return { status: 403, noindex: true };
  throw error;
}

export interface RenderOptions {
  match: RouteMatch;
  status: number;
}

/**
 * Renders one page: the head (its status, title and structured data decided from the page's
 * data), React's HTML, then the bootstrap data the browser hydrates the islands with.
 */
export async function renderPage(c: Context<AppEnv>, { match, status }: RenderOptions): Promise<Response> {
  const locale = c.get('locale');
  const { route, params } = match;
  const entry = PAGES[route.page];
  const [module] = (await Promise.all([entry.load(), preloadIslands()])) as [PageModuleWithHead, void];
  // The page's lazy parts (web/lazy-part.ts) began loading as its module was evaluated.
  await partsLoaded();
  const siteUrl = c.env.SITE_URL.replace(/\/$/, '');
  const canonicalPath = route.canonical ?? (route.id === 'notFound' ? c.get('localePath') : routePath(route, params));
  const url = new URL(c.req.url);
  const LL = translatorFor(locale);
  const meta = LL.meta[route.id as keyof NamespaceMetaTranslation] as { title: () => string; description: () => string };
  // The page's data is fetched here, through the API in-process, before any byte is sent: the
  // head (status, title, structured data) can depend on it, and the page reads it back from
  // the dehydrated queries on both sides.
  const api = createPageHelpers(c);
  const [info] = await Promise.all([
    Promise.resolve(
      module.resolveHead?.({ params, locale, search: url.search, siteUrl, url: `${siteUrl}${localizePath(canonicalPath, locale)}`, api, user: c.get('user') ?? null, LL }) ?? ({} as HeadInfo),
    ).catch(forbiddenPage),
    prefetchCommonQueries(api),
  ]);
  if (info.redirect?.startsWith('/') && !info.redirect.startsWith('//')) return c.redirect(info.redirect, 303);
  const queries = api.dehydrate();
  const finalStatus = info.status ?? status;
  const baseTitle = info.title ?? meta.title();
  const title = route.id === 'home' ? baseTitle : `${baseTitle} | ${LL.meta.siteName()}`;

  const bootstrap: Bootstrap = {
    locale,
    routeId: route.id as Bootstrap['routeId'],
    page: route.page,
    params,
    path: c.get('localePath'),
    search: url.search,
    status: finalStatus,
    user: c.get('user') ?? null,
    config: publicConfig(c.env, url.origin),
    suggestedLocale: suggestLocale(c, locale),
    queries,
  };

  const assets = pageAssets(route.page, locale, entry.namespaces, entry.hydration);
  const start = renderDocumentStart({
    locale,
    title,
    description: info.description ?? meta.description(),
    siteName: LL.meta.siteName(),
    imageAlt: LL.meta.ogImageAlt(),
    siteUrl,
    canonicalPath,
    alternates: route.id !== 'notFound',
    noindex: Boolean(info.noindex) || route.protected === true || route.id === 'notFound' || finalStatus !== 200,
    jsonLd: info.jsonLd ?? [],
    assets,
    image: info.image,
    preloadImage: info.preloadImage,
  });
  const serialized = serializeForScript(bootstrap);
  const end = `</div><script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${serialized}</script></body></html>`;
  // Islands render as roots of their own inside the page's render (React's server renderer is
  // reentrant); one whose inputs this isolate has seen is not rendered again (./island-html.ts).
  const renderIsland = islandRenderer(await islandKeyOf(serialized));
  // Nothing suspends (the page's code, lazy parts and data are loaded above, islands render
  // synchronously), so the page is rendered in one synchronous pass: no stream machinery on
  // the hot path, and the HTML is whole and in order without JavaScript. A render error
  // throws to the app's error page.
  const html = renderToString(
    <IslandRenderer value={renderIsland}>
      <ServerTranslatorsProvider value={translatorFor}>
        <App bootstrap={bootstrap} Page={module.default} pageIsland={entry.hydration === 'page' ? { chunk: assets.page, namespaces: entry.namespaces } : null} />
      </ServerTranslatorsProvider>
    </IslandRenderer>,
  );
  return new Response(start + html + end, { status: finalStatus, headers: PAGE_HEADERS });
}
