import { TRPCError } from '@trpc/server';
import type { Context } from 'hono';
import { renderToString } from 'react-dom/server';
import { App } from '../../web/App';
import { PAGES } from '../../web/pages/registry';
import { IslandRenderer } from '../../web/islands/Island';
import { islandKeyOf, islandRenderer } from './island-html';
import { islandIdOf } from './islands';
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
import { PAGE_HEADERS, renderHeadRest, renderHeadStart } from './head';
import { renderErrorEnd } from './error-page';
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

const encoder = new TextEncoder();

/**
 * Renders one page. Its head starts with what no data decides (styles, scripts, preloads:
 * ./head.ts renderHeadStart); the title, metadata and structured data follow from the page's
 * data (resolveHead), then React's HTML and the bootstrap data the islands hydrate with.
 *
 * Streaming (issue 29): a page's status may depend on its data (a 404 for an unknown property,
 * a guard), and the status goes with the first byte. So the document starts as soon as the
 * status is known: at once for a page without resolveHead, when resolveHead calls `firstByte()`
 * (its status is decided, its other queries still running), or else when resolveHead returns
 * (the page is then sent whole, as before). What follows the first bytes is written in order as
 * it is ready.
 */
export async function renderPage(c: Context<AppEnv>, { match, status }: RenderOptions): Promise<Response> {
  const locale = c.get('locale');
  const { route, params } = match;
  const entry = PAGES[route.page];
  const module = (await entry.load()) as PageModuleWithHead;
  // The page's lazy parts (web/lazy-part.ts) began loading as its module was evaluated.
  await partsLoaded();
  const siteUrl = c.env.SITE_URL.replace(/\/$/, '');
  const canonicalPath = route.canonical ?? (route.id === 'notFound' ? c.get('localePath') : routePath(route, params));
  const url = new URL(c.req.url);
  const LL = translatorFor(locale);
  const meta = LL.meta[route.id as keyof NamespaceMetaTranslation] as { title: () => string; description: () => string };
  const assets = pageAssets(route.page, locale, entry.namespaces, entry.hydration);
  // The page's data is fetched through the API in-process; the head (status, title, structured
  // data) can depend on it, and the page reads it back from the dehydrated queries on both sides.
  const api = createPageHelpers(c);
  let statusKnown!: () => void;
  const firstByte = new Promise<'stream'>((resolve) => {
    statusKnown = () => resolve('stream');
  });
  if (!module.resolveHead) statusKnown();
  const work = Promise.all([
    Promise.resolve(
      module.resolveHead?.({ params, locale, search: url.search, siteUrl, url: `${siteUrl}${localizePath(canonicalPath, locale)}`, api, user: c.get('user') ?? null, LL, firstByte: statusKnown }) ?? ({} as HeadInfo),
    ).catch(forbiddenPage),
    prefetchCommonQueries(api),
  ]);

  /** Everything after the head's first part, once the page's data is in. */
  const rest = async (info: HeadInfo, finalStatus: number): Promise<string> => {
    const queries = api.dehydrate();
    const baseTitle = info.title ?? meta.title();
    const title = route.id === 'home' || info.ownSite ? baseTitle : `${baseTitle} | ${LL.meta.siteName()}`;
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
    const head = renderHeadRest({
      locale,
      title,
      description: info.description ?? meta.description(),
      siteName: info.ownSite?.name ?? LL.meta.siteName(),
      imageAlt: info.ownSite?.name ?? LL.meta.ogImageAlt(),
      siteUrl: info.ownSite?.origin ?? siteUrl,
      canonicalPath: info.ownSite?.canonicalPath ?? canonicalPath,
      alternates: route.id !== 'notFound',
      noindex: Boolean(info.noindex) || route.protected === true || route.id === 'notFound' || finalStatus !== 200,
      jsonLd: info.jsonLd ?? [],
      assets,
      image: info.image,
      preloadImage: info.preloadImage,
      font: info.ownSite?.font ?? null,
    });
    const serialized = serializeForScript(bootstrap);
    const end = `</div><script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${serialized}</script></body></html>`;
    // Islands render as roots of their own inside the page's render (React's server renderer is
    // reentrant); one whose inputs this isolate has seen is not rendered again (./island-html.ts).
    const renderIsland = islandRenderer(await islandKeyOf(serialized));
    // Nothing suspends (the page's code, lazy parts and data are loaded above, islands render
    // synchronously), so the body is rendered in one synchronous pass once its data is in: the
    // HTML is whole and in order without JavaScript.
    const html = renderToString(
      <IslandRenderer value={{ render: renderIsland, idOf: islandIdOf }}>
        <ServerTranslatorsProvider value={translatorFor}>
          <App bootstrap={bootstrap} Page={module.default} pageIsland={entry.hydration === 'page' ? { chunk: assets.page, namespaces: entry.namespaces, reusable: entry.reusable === true } : null} />
        </ServerTranslatorsProvider>
      </IslandRenderer>,
    );
    return head + html + end;
  };

  const start = renderHeadStart({ locale, assets });
  // A failure before the first byte throws to the app's error page (500), as before.
  const whole = work.then(() => 'whole' as const);
  whole.catch(() => undefined); // a failure after the first byte is the stream's to report
  if ((await Promise.race([firstByte, whole])) === 'whole') {
    const [info] = await work;
    // A redirect (the app bar's exact reservation code) is decided before the first byte.
    if (info.redirect?.startsWith('/') && !info.redirect.startsWith('//')) return c.redirect(info.redirect, 303);
    const finalStatus = info.status ?? status;
    return new Response(start + (await rest(info, finalStatus)), { status: finalStatus, headers: PAGE_HEADERS });
  }
  // The status is decided: the head's first part leaves now, the rest when the data is in.
  const requestId = c.get('requestId');
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(start));
      work
        .then(async ([info]) => {
          if ((info.status !== undefined && info.status !== status) || info.redirect !== undefined) {
            // A page that called firstByte() decided its status; a different one (or a redirect) now is a bug in it.
            console.error(JSON.stringify({ level: 'error', where: 'ssr-stream', requestId, message: `status ${info.status ?? info.redirect} after firstByte() (sent ${status})` }));
          }
          controller.enqueue(encoder.encode(await rest(info, status)));
          controller.close();
        })
        .catch((error: unknown) => {
          // Past the first byte a 500 can no longer be sent: the document ends with the error
          // page's message and </html> (issue 38: never a cut document), and the log says why.
          console.error(JSON.stringify({ level: 'error', where: 'ssr-stream', requestId, path: url.pathname, message: String(error), stack: (error as Error | undefined)?.stack }));
          controller.enqueue(encoder.encode(renderErrorEnd(locale, requestId)));
          controller.close();
        });
    },
  });
  return new Response(body, { status, headers: PAGE_HEADERS });
}
