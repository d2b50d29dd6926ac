import type { Context } from 'hono';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { App } from '../../web/App';
import { PAGES } from '../../web/pages/registry';
import { IslandRenderer, type RenderIsland } from '../../web/islands/Island';
import { preloadIslands } from '../../web/islands/registry';
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

const encoder = new TextEncoder();

/** An island's own root, rendered inside the page's render (React's server renderer is reentrant). */
const renderIsland: RenderIsland = (node, identifierPrefix) => renderToString(node, { identifierPrefix });

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
    demoVideoId: env.DEMO_VIDEO_ID,
    social: { instagram: env.SOCIAL_INSTAGRAM, facebook: env.SOCIAL_FACEBOOK, linkedin: env.SOCIAL_LINKEDIN, youtube: env.SOCIAL_YOUTUBE },
  };
}

/** The locale to offer in the hint: the browser's, when it differs and no choice was made. */
export function suggestLocale(c: Context<AppEnv>, locale: Locale): Locale | null {
  if (isLocale(getCookie(c, LOCALE_COOKIE))) return null;
  const preferred = localeFromAcceptLanguage(c.req.header('accept-language'));
  return preferred && preferred !== locale ? preferred : null;
}

export interface RenderOptions {
  match: RouteMatch;
  status: number;
}

/**
 * Streams one page: the head (decided before any byte is sent, so status and headers are
 * final), then React's HTML as it renders, then the bootstrap data the browser hydrates with.
 */
export async function renderPage(c: Context<AppEnv>, { match, status }: RenderOptions): Promise<Response> {
  const locale = c.get('locale');
  const { route, params } = match;
  const entry = PAGES[route.page];
  const [module] = (await Promise.all([entry.load(), preloadIslands()])) as [PageModuleWithHead, void];
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
    module.resolveHead?.({ params, locale, search: url.search, siteUrl, url: `${siteUrl}${localizePath(canonicalPath, locale)}`, api, user: c.get('user') ?? null, LL }) ?? ({} as HeadInfo),
    prefetchCommonQueries(api),
  ]);
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

  const requestId = c.get('requestId');
  const app = (
    <ServerTranslatorsProvider value={translatorFor}>
      <App bootstrap={bootstrap} Page={module.default} />
    </ServerTranslatorsProvider>
  );
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
    assets: pageAssets(route.page, locale, entry.namespaces, entry.hydration),
  });
  const end = `</div><script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${serializeForScript(bootstrap)}</script></body></html>`;
  if (entry.hydration === 'islands') {
    // An islands page never suspends (its code and data are loaded above, its islands render
    // synchronously), so it is rendered in one synchronous pass: no stream machinery on the
    // hot path of the pages anonymous visitors read most. A render error throws to the app's
    // error page.
    const html = renderToString(<IslandRenderer value={renderIsland}>{app}</IslandRenderer>);
    return new Response(start + html + end, { status: finalStatus, headers: PAGE_HEADERS });
  }
  const stream = await renderToReadableStream(app, {
    // Never outline a finished boundary into a hidden segment revealed by script: pages must
    // read complete, in order, without JavaScript.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      console.error(JSON.stringify({ level: 'error', requestId, where: 'ssr-stream', message: String(error) }));
    },
  });
  // The head goes out at once (the browser starts fetching CSS and JS); React's HTML follows
  // once every Suspense boundary has resolved, so it arrives in document order: a boundary
  // that suspended would otherwise be streamed as a hidden segment that only a script can
  // reveal, and the page would be incomplete without JavaScript (and for crawlers).
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(start));
      await stream.allReady;
      const reader = stream.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        controller.enqueue(value);
      }
      controller.enqueue(encoder.encode(end));
      controller.close();
    },
  });
  return new Response(body, { status: finalStatus, headers: PAGE_HEADERS });
}
