import { Hono, type MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './context';
import { securityHeaders } from './middleware/security-headers';
import { locale } from './middleware/locale';
import { session } from './middleware/session';
import { drainUnreadBody } from './middleware/drain';
import { database, type DatabaseOptions } from './middleware/database';
import { authApi, devMail } from './auth';
import { devShards, devShardsMove } from './dev-shards';
import { mountAccount } from './account/routes';
import { mountBooks } from './books/routes';
import { mountDemo } from './demo/routes';
import { mountPhotos } from './photos/routes';
import { mountJourney } from './journey/routes';
import { mountTeamForms } from './team/forms';
import { channexWake, mountChannex } from './channex/routes';
import { mountInbox } from './inbox/routes';
import { renderPage } from './ssr/render';
import { serveSharedPage } from './ssr/page-cache';
import clientAssets from 'virtual:estadia/client-assets';
import { mountSiteApi } from './trpc/handler';
import { sameSiteWrites } from './middleware/same-site';
import { renderErrorPage } from './ssr/error-page';
import { sitemapXml, robotsTxt } from './seo';
import { icalExport } from './channels/export';
import { pixQrPng } from './pix/qr-route';
import { mountPayments } from './payments/routes';
import { ensureDemo } from './db/demo';
import { directoryListingIds } from './db/directory-listings';
import { FROZEN_RETRY_SECONDS, isHostFrozen } from './db/shard-freeze';
import { forgetShards } from './db/shards';
import { matchRoute, NOT_FOUND_ROUTE, REDIRECTS } from '../shared/routes';
import { localizePath, splitLocale } from '../shared/locales';
import { siteByHost } from './site/host';
import { siteSitemap } from './site/sitemap';
import { mountSiteForms } from './site/form';
import { mountSiteLogo } from './site/logo';
import { mountNamesForm } from './names-form';
import './context';

export interface AppOptions {
  /** Vite dev server (HMR client, relaxed CSP for its socket). */
  dev?: boolean;
  /** Routes mounted before the page catch-all (tests use it to provoke a 500). */
  extend?: (app: Hono<AppEnv>) => void;
  /** Keep anonymous marketing pages in the edge cache (worker/ssr/page-cache.ts); off in dev, where code changes under a running server. */
  pageCache?: boolean;
  /** The build the cache keys on (tests pass their own to start from an empty cache). */
  buildId?: string;
  /** Sees every request's database as it opens (tests and the bench read its round trips). */
  onDatabase?: DatabaseOptions['onOpen'];
}

/**
 * A request's id for logs and the error page: this isolate's random prefix and a counter
 * (one crypto.randomUUID() per isolate, not per request: that was ~2 % of the calendar's CPU).
 */
let isolatePrefix = '';
let requestCount = 0;
function nextRequestId(): string {
  // Made on the first request: workerd refuses random values in the global scope.
  isolatePrefix ||= crypto.randomUUID().replace(/-/g, '').slice(0, 16);
  requestCount += 1;
  return `${isolatePrefix}-${requestCount.toString(36)}`;
}

/**
 * The edge app, in the order a request travels: headers and request id, locale, session,
 * then machine routes (sitemap, robots), then pages from the route table.
 */
export function createApp(options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const pageCache = options.pageCache ?? !options.dev;
  const buildId = options.buildId ?? clientAssets.buildId;

  // First in, last out: a body the app refused without reading is drained before the answer goes.
  app.use(drainUnreadBody());
  app.use(requestId({ generator: nextRequestId }));
  // Built once per Supabase URL (an isolate has one), not per request: building them (the CSP's
  // directives, the header list) was a few per cent of every page's work (issue 27's profile).
  const headersByUrl = new Map<string, MiddlewareHandler<AppEnv>>();
  app.use(async (c, next) => {
    const url = c.env.SUPABASE_URL ?? '';
    let headers = headersByUrl.get(url);
    if (!headers) {
      headers = securityHeaders({ dev: Boolean(options.dev), connect: url ? [url] : [] });
      headersByUrl.set(url, headers);
    }
    return headers(c, next);
  });
  app.use(locale());
  // Every state-changing request a browser sent from another site (Origin: null too) is refused
  // here, before any route or D1 (issue 38: one guard, not one per route).
  app.use(sameSiteWrites());
  // Local mode: the demo host and its nine properties exist before anything reads D1 (seeded
  // once per isolate on the bindings themselves, outside any request's count or distance).
  app.use(async (_c, next) => {
    await ensureDemo(_c.env);
    await next();
  });
  // From here on c.env.DB is the request's session: counted, replica-aware, bookmarked.
  app.use(database({ onOpen: options.onDatabase }));
  app.use(session());
  // Issue 41: after a request that may have written, the Channex pushers of properties with changes waiting wake.
  app.use(channexWake());

  // A host's own site at its custom domain (issue 45): the Host header picks it; its own sitemap on the platform too.
  app.use(siteByHost());
  app.get('/s/:slug/sitemap.xml', async (c) => {
    const xml = await siteSitemap(c.env, c.req.param('slug'));
    return xml ? c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' }) : c.notFound();
  });
  // Every published property has its page in the sitemap (read from D1 per request, cached an hour).
  app.get('/sitemap.xml', async (c) => c.body(sitemapXml(c.env.SITE_URL, await directoryListingIds(c.env)), 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' }));
  app.get('/robots.txt', (c) => c.text(robotsTxt(c.env.SITE_URL), 200, { 'cache-control': 'public, max-age=3600' }));
  // Site API (tRPC at /api/trpc) and the no-JavaScript form posts of /contato and the newsletter.
  mountSiteApi(app);
  // A unit's iCal export for the channels to poll (secret URL; issue 13).
  app.get('/ical/:file', icalExport);
  // The QR of a Pix BR Code as a PNG, for the guest's email (issue 14).
  app.get('/pix/qr.png', pixQrPng);
  // Payment providers' signed notifications, and the local /dev/pay simulator (issue 42).
  mountPayments(app);
  // The account: sign-out form, data export and deletion (issue 16).
  mountAccount(app);
  // The books (issue 43): money received as CSV, receipts, Focus NFe's trigger and local simulator.
  mountBooks(app);
  // "Experimente agora": a visitor's own copy of the demo workspace (issue 30).
  mountDemo(app);
  // The guest's journey (issue 28): check-in and review form posts, /dev/jobs/run in local mode.
  mountJourney(app);
  // The channel manager (issue 41): Channex's booking webhook, and its simulator under /dev/channex in local mode.
  mountChannex(app);
  // The team (issue 26): accepting an invitation as a plain form post.
  mountTeamForms(app);
  // The host's own booking site (issue 45): its settings form without JavaScript.
  mountSiteForms(app);
  mountSiteLogo(app);
  // Names per language (issue 39): room types', plans' and add-ons' names saved without JavaScript.
  mountNamesForm(app);
  // One conversation per stay (issue 44): the guest's message form without JavaScript.
  mountInbox(app);
  // Hosts' photos: the upload and the stored sizes (issue 24).
  mountPhotos(app);
  // Local Supabase-compatible auth and its outbox (404 when SUPABASE_URL is configured).
  app.route('/auth/v1', authApi());
  app.get('/dev/mail', devMail);
  // Past one database (issue 46): each shard's counts, local mode only.
  app.get('/dev/shards', devShards);
  app.post('/dev/shards/move', devShardsMove);

  options.extend?.(app);

  app.get('*', async (c) => {
    const path = c.get('localePath');
    const url = new URL(c.req.url);
    // One URL per page: no trailing slashes, aliases answered with 301.
    if (path.length > 1 && path.endsWith('/')) {
      // From the raw (still percent-encoded) path, leading slashes collapsed: neither `//evil.example/`
      // nor `/%5Cevil.example/` may turn into a Location a browser reads as another host.
      return c.redirect(`/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}`, 301);
    }
    const alias = REDIRECTS[path];
    if (alias) return c.redirect(localizePath(alias, c.get('locale')) + url.search, 301);

    const match = matchRoute(path);
    if (!match) return renderPage(c, { match: { route: NOT_FOUND_ROUTE, params: {} }, status: 404 });
    if (match.route.protected && !c.get('user')) {
      return c.redirect(localizePath('/login', c.get('locale')), 302);
    }
    if (match.route.guestOnly && c.get('user')) {
      return c.redirect(localizePath('/dashboard', c.get('locale')), 302);
    }
    const render = () => renderPage(c, { match, status: 200 });
    // Marketing pages: one copy per locale for anonymous visitors, never anyone else's.
    if (pageCache && match.route.edgeCache) return serveSharedPage(c, { url, buildId, render });
    return render();
  });

  app.onError((error, c) => {
    const id = c.get('requestId') ?? 'unknown';
    // A malformed percent-encoding read anywhere (a parameter, a query) is the client's error.
    if (error instanceof URIError) return c.text('Bad Request: malformed percent-encoding', 400, { 'cache-control': 'no-store' });
    const { locale } = splitLocale(c.req.path);
    // A write refused by a shard move's freeze (issue 46): nothing was written; retryable, 503.
    // The write may have gone by what this isolate cached before a move's switch: the retry reads the directory again.
    if (isHostFrozen(error)) {
      forgetShards();
      return c.html(renderErrorPage(locale, id, true), 503, { 'cache-control': 'no-store', 'retry-after': String(FROZEN_RETRY_SECONDS) });
    }
    console.error(JSON.stringify({ level: 'error', requestId: id, path: c.req.path, message: error.message, stack: error.stack }));
    return c.html(renderErrorPage(locale, id), 500, { 'cache-control': 'no-store' });
  });

  return app;
}
