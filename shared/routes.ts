/**
 * The map of the site: one entry per route. The worker reads it for status, guards, head
 * metadata and the sitemap; the browser reads it to pick the page to hydrate.
 * Paths are locale-free: `/precos` is served at `/precos`, `/en/precos`, `/es/precos`, `/it/precos`.
 * Adding a page = one entry here + one folder in web/pages (registered in web/pages/registry.ts)
 * + its title and description in the `meta` dictionary namespace.
 */
import { LOCALES, type Locale, localizePath } from './locales';
import { SAMPLE_PROPERTY_IDS } from './properties/ids';

export const PAGE_IDS = [
  'home', 'caracteristicas', 'ferramentas', 'integracoes', 'funcionalidades',
  'processamentoDePagamentos', 'motorDeReservas', 'exemploDePaginaDePagamento', 'contato', 'faq',
  'properties', 'property', 'sobreNos', 'centralDeAjuda', 'confiancaESeguranca', 'termosDeServico',
  'politicaDePrivacidade', 'politicaDeCookies', 'precos', 'embaixadores', 'login', 'register',
  'forgotPassword', 'resetPassword', 'blog', 'blogPost', 'demo', 'dashboard', 'notFound',
  // The host workspace (behind the sign-in).
  'dashboardChannels', 'dashboardCalendar', 'dashboardReservations', 'dashboardReservation', 'dashboardRates',
  'dashboardGuests', 'dashboardGuest', 'dashboardProperties', 'dashboardPropertyNew', 'dashboardProperty', 'dashboardAccount',
  // Daily operations (issue 27).
  'dashboardFrontDesk', 'dashboardHousekeeping', 'dashboardReports',
  // The books a Brazilian host keeps (issue 43): money received, NFS-e.
  'dashboardPayments', 'dashboardInvoices',
  // Scheduled guest messages (issue 28).
  'dashboardMessages',
  // One conversation per stay (issue 44): the host's inbox.
  'dashboardInbox',
  // The team (issue 26): the owner's team, a property's change history, the invitation link.
  'dashboardTeam', 'dashboardAudit', 'invitation',
  // Reviews the host answers (issue 40).
  'dashboardReviews',
  // Rate plans, promo codes, add-ons and the property's pricing rules (issue 25).
  'dashboardPlans',
  // The guest's booking, by the secret link of the confirmation (never indexed).
  'bookingManage',
  // The guest's journey (issue 28): online check-in and the review, by the same secret link.
  'bookingCheckin', 'bookingReview',
  // The host's own booking site (issue 45): its pages at /s/{slug} (or its own domain), and its settings.
  'siteHome', 'siteProperty', 'siteLinks', 'siteManage', 'siteCheckin', 'siteReview', 'dashboardSite',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

export interface RouteDef {
  /** Key of the route's title and description in the `meta` dictionary namespace. */
  readonly id: string;
  /** Locale-free path; `:name` marks a parameter. */
  readonly path: string;
  /** The page folder that renders it. */
  readonly page: PageId;
  /** Needs a verified session; otherwise 302 to that locale's /login. */
  readonly protected?: boolean;
  /** Signed-in visitors are sent on to /dashboard (login, register). */
  readonly guestOnly?: boolean;
  /** Listed in /sitemap.xml (and indexable). */
  readonly sitemap: boolean;
  /**
   * The same bytes for every anonymous visitor of a locale (marketing, content, blog): the edge
   * keeps a copy (worker/ssr/page-cache.ts). Never on a page with per-visitor data or forms
   * that carry per-visitor state.
   */
  readonly edgeCache?: boolean;
  /** Locale-free path of the canonical page when it is another one (duplicate content). */
  readonly canonical?: string;
  /** Fixed parameters for routes that share a page (the blog articles). */
  readonly params?: Readonly<Record<string, string>>;
  /** For a parameterised route in the sitemap: the parameter sets to list (one URL each). */
  readonly sitemapParams?: readonly Readonly<Record<string, string>>[];
}

const ROUTE_TABLE = [
  { id: 'home', path: '/', page: 'home', sitemap: true, edgeCache: true },
  { id: 'caracteristicas', path: '/caracteristicas', page: 'caracteristicas', sitemap: true, edgeCache: true },
  { id: 'ferramentas', path: '/ferramentas', page: 'ferramentas', sitemap: true, edgeCache: true },
  { id: 'integracoes', path: '/integracoes', page: 'integracoes', sitemap: true, edgeCache: true },
  { id: 'funcionalidades', path: '/funcionalidades', page: 'funcionalidades', sitemap: true, edgeCache: true },
  { id: 'recursos', path: '/recursos', page: 'funcionalidades', sitemap: false, edgeCache: true, canonical: '/funcionalidades' },
  { id: 'processamentoDePagamentos', path: '/processamento-de-pagamentos', page: 'processamentoDePagamentos', sitemap: true, edgeCache: true },
  { id: 'motorDeReservas', path: '/motor-de-reservas', page: 'motorDeReservas', sitemap: true, edgeCache: true },
  { id: 'exemploDePaginaDePagamento', path: '/exemplo-de-pagina-de-pagamento', page: 'exemploDePaginaDePagamento', sitemap: true, edgeCache: true },
  { id: 'contato', path: '/contato', page: 'contato', sitemap: true, edgeCache: true },
  { id: 'faq', path: '/faq', page: 'faq', sitemap: true, edgeCache: true },
  { id: 'properties', path: '/properties', page: 'properties', sitemap: true },
  { id: 'property', path: '/property/:id', page: 'property', sitemap: true, sitemapParams: SAMPLE_PROPERTY_IDS.map((id) => ({ id: String(id) })) },
  { id: 'sobreNos', path: '/sobre-nos', page: 'sobreNos', sitemap: true, edgeCache: true },
  { id: 'centralDeAjuda', path: '/central-de-ajuda', page: 'centralDeAjuda', sitemap: true, edgeCache: true },
  { id: 'confiancaESeguranca', path: '/confianca-e-seguranca', page: 'confiancaESeguranca', sitemap: true, edgeCache: true },
  { id: 'termosDeServico', path: '/termos-de-servico', page: 'termosDeServico', sitemap: true, edgeCache: true },
  { id: 'politicaDePrivacidade', path: '/politica-de-privacidade', page: 'politicaDePrivacidade', sitemap: true, edgeCache: true },
  { id: 'politicaDeCookies', path: '/politica-de-cookies', page: 'politicaDeCookies', sitemap: true, edgeCache: true },
  { id: 'precos', path: '/precos', page: 'precos', sitemap: true, edgeCache: true },
  { id: 'embaixadores', path: '/embaixadores', page: 'embaixadores', sitemap: true, edgeCache: true },
  { id: 'login', path: '/login', page: 'login', sitemap: true, guestOnly: true },
  { id: 'register', path: '/register', page: 'register', sitemap: true, guestOnly: true },
  { id: 'forgotPassword', path: '/forgot-password', page: 'forgotPassword', sitemap: true },
  { id: 'resetPassword', path: '/reset-password', page: 'resetPassword', sitemap: false },
  { id: 'blog', path: '/blog', page: 'blog', sitemap: true, edgeCache: true },
  { id: 'blogGatilhosParaReservas', path: '/blog/gatilhos-para-reservas', page: 'blogPost', sitemap: true, edgeCache: true, params: { slug: 'gatilhos-para-reservas' } },
  { id: 'blogDicasAirbnb', path: '/blog/dicas-airbnb', page: 'blogPost', sitemap: true, edgeCache: true, params: { slug: 'dicas-airbnb' } },
  { id: 'blogDicasBooking', path: '/blog/dicas-booking', page: 'blogPost', sitemap: true, edgeCache: true, params: { slug: 'dicas-booking' } },
  { id: 'blogEstrategiasGestao', path: '/blog/estrategias-gestao', page: 'blogPost', sitemap: true, edgeCache: true, params: { slug: 'estrategias-gestao' } },
  { id: 'blogMotorDeReservas', path: '/blog/motor-de-reservas', page: 'blogPost', sitemap: true, edgeCache: true, params: { slug: 'motor-de-reservas' } },
  { id: 'demo', path: '/demo', page: 'demo', sitemap: true, edgeCache: true },
  { id: 'dashboard', path: '/dashboard', page: 'dashboard', sitemap: false, protected: true },
  { id: 'dashboardChannels', path: '/dashboard/canais', page: 'dashboardChannels', sitemap: false, protected: true },
  { id: 'dashboardCalendar', path: '/dashboard/calendario', page: 'dashboardCalendar', sitemap: false, protected: true },
  { id: 'dashboardReservations', path: '/dashboard/reservas', page: 'dashboardReservations', sitemap: false, protected: true },
  { id: 'dashboardReservation', path: '/dashboard/reservas/:id', page: 'dashboardReservation', sitemap: false, protected: true },
  { id: 'dashboardRates', path: '/dashboard/tarifas', page: 'dashboardRates', sitemap: false, protected: true },
  { id: 'dashboardPlans', path: '/dashboard/planos', page: 'dashboardPlans', sitemap: false, protected: true },
  { id: 'dashboardGuests', path: '/dashboard/hospedes', page: 'dashboardGuests', sitemap: false, protected: true },
  { id: 'dashboardGuest', path: '/dashboard/hospedes/:id', page: 'dashboardGuest', sitemap: false, protected: true },
  { id: 'dashboardProperties', path: '/dashboard/propriedades', page: 'dashboardProperties', sitemap: false, protected: true },
  { id: 'dashboardPropertyNew', path: '/dashboard/propriedades/nova', page: 'dashboardPropertyNew', sitemap: false, protected: true },
  { id: 'dashboardProperty', path: '/dashboard/propriedades/:id', page: 'dashboardProperty', sitemap: false, protected: true },
  { id: 'dashboardAccount', path: '/dashboard/conta', page: 'dashboardAccount', sitemap: false, protected: true },
  { id: 'dashboardFrontDesk', path: '/dashboard/recepcao', page: 'dashboardFrontDesk', sitemap: false, protected: true },
  { id: 'dashboardHousekeeping', path: '/dashboard/governanca', page: 'dashboardHousekeeping', sitemap: false, protected: true },
  { id: 'dashboardReports', path: '/dashboard/relatorios', page: 'dashboardReports', sitemap: false, protected: true },
  { id: 'dashboardPayments', path: '/dashboard/recebimentos', page: 'dashboardPayments', sitemap: false, protected: true },
  { id: 'dashboardInvoices', path: '/dashboard/notas', page: 'dashboardInvoices', sitemap: false, protected: true },
  { id: 'dashboardMessages', path: '/dashboard/mensagens', page: 'dashboardMessages', sitemap: false, protected: true },
  { id: 'dashboardInbox', path: '/dashboard/conversas', page: 'dashboardInbox', sitemap: false, protected: true },
  { id: 'dashboardTeam', path: '/dashboard/equipe', page: 'dashboardTeam', sitemap: false, protected: true },
  { id: 'dashboardAudit', path: '/dashboard/historico', page: 'dashboardAudit', sitemap: false, protected: true },
  { id: 'dashboardReviews', path: '/dashboard/avaliacoes', page: 'dashboardReviews', sitemap: false, protected: true },
  { id: 'invitation', path: '/convite/:token', page: 'invitation', sitemap: false },
  { id: 'bookingManage', path: '/reserva/:token', page: 'bookingManage', sitemap: false },
  { id: 'bookingCheckin', path: '/reserva/:token/check-in', page: 'bookingCheckin', sitemap: false },
  { id: 'bookingReview', path: '/reserva/:token/avaliacao', page: 'bookingReview', sitemap: false },
  { id: 'dashboardSite', path: '/dashboard/site', page: 'dashboardSite', sitemap: false, protected: true },
  // A host's site: listed in its own sitemap (/s/{slug}/sitemap.xml, worker/site/sitemap.ts), not the platform's.
  { id: 'siteHome', path: '/s/:slug', page: 'siteHome', sitemap: false, edgeCache: true },
  { id: 'siteLinks', path: '/s/:slug/links', page: 'siteLinks', sitemap: false, edgeCache: true },
  { id: 'siteProperty', path: '/s/:slug/p/:id', page: 'siteProperty', sitemap: false },
  // A stay booked through the site: its confirmation and manage page in the site's chrome (never indexed).
  { id: 'siteManage', path: '/s/:slug/reserva/:token', page: 'siteManage', sitemap: false },
  // Its online check-in and review (the scheduled messages' links), in the site's chrome too.
  { id: 'siteCheckin', path: '/s/:slug/reserva/:token/check-in', page: 'siteCheckin', sitemap: false },
  { id: 'siteReview', path: '/s/:slug/reserva/:token/avaliacao', page: 'siteReview', sitemap: false },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'] | 'notFound';

/** The route table, typed for iteration. */
export const ROUTES: readonly RouteDef[] = ROUTE_TABLE;

/** The route shown for any path that matches nothing (status 404). */
export const NOT_FOUND_ROUTE: RouteDef = { id: 'notFound', path: '', page: 'notFound', sitemap: false };

/** Old or alternative paths, answered with 301 to the canonical page in the same locale. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/contact': '/contato',
  '/property': '/property/1',
  '/inicio': '/',
};

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const compiled = ROUTES.map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route: route as RouteDef, names, regex: new RegExp(`^${pattern}$`) };
});

/**
 * Finds the route for a locale-free path (a trailing slash is tolerated), or null.
 * @example matchRoute('/property/3') // { route: {id: 'property', …}, params: { id: '3' } }
 */
export function matchRoute(path: string): RouteMatch | null {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  for (const { route, names, regex } of compiled) {
    const match = regex.exec(clean);
    if (!match) continue;
    const params: Record<string, string> = { ...(route.params ?? {}) };
    try {
      names.forEach((name, i) => {
        params[name] = decodeURIComponent(match[i + 1] ?? '');
      });
    } catch {
      // Malformed percent-encoding (`%ff`, a cut `%E0%A4%A`) names no page: not found, never a 500.
      return null;
    }
    return { route, params };
  }
  return null;
}

/** Fills a route's path with parameters. */
export function routePath(route: RouteDef, params: Record<string, string> = {}): string {
  return route.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Every (locale, path) pair listed in the sitemap, with its alternates. `dynamic` replaces a
 * route's parameter sets with ones read at request time (the published properties).
 */
export function sitemapEntries(dynamic: Readonly<Record<string, readonly Readonly<Record<string, string>>[]>> = {}): { path: string; alternates: Record<Locale, string> }[] {
  return ROUTES.filter((route) => route.sitemap).flatMap((route) =>
    (dynamic[route.id] ?? route.sitemapParams ?? [route.params]).map((params) => {
      const path = routePath(route, params);
      const alternates = Object.fromEntries(LOCALES.map((l) => [l, localizePath(path, l)])) as Record<Locale, string>;
      return { path, alternates };
    }),
  );
}

/** Looks a route up by id (typed), for links built in code. */
export function routeById(id: Exclude<RouteId, 'notFound'>): RouteDef {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}
