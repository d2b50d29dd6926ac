import type { PageId } from '../../shared/routes';
import type { PageEntry } from './types';

/**
 * Every page of the route table, by page id. Convention: page `x` lives in `./x/index.tsx`
 * (the worker finds its built chunk by that path). `namespaces` are the dictionary namespaces
 * the page reads, loaded before it renders or hydrates; `hydration` says whether the browser
 * hydrates the page whole or only its islands. The Record type makes a route without
 * a page a compile error.
 */
export const PAGES: Record<PageId, PageEntry> = {
  // The home page's server module adds its server-only sections (see home/server.tsx).
  home: { load: () => (import.meta.env.SSR ? import('./home/server.tsx') : import('./home/index.tsx')), namespaces: ['carousel'], hydration: 'islands' },
  caracteristicas: { load: () => import('./caracteristicas/index.tsx'), namespaces: ['meta', 'marketing', 'caracteristicas'], hydration: 'islands' },
  ferramentas: { load: () => import('./ferramentas/index.tsx'), namespaces: ['meta', 'marketing', 'ferramentas'], hydration: 'islands' },
  integracoes: { load: () => import('./integracoes/index.tsx'), namespaces: ['meta', 'marketing', 'integracoes'], hydration: 'islands' },
  funcionalidades: { load: () => import('./funcionalidades/index.tsx'), namespaces: ['meta', 'marketing', 'funcionalidades'], hydration: 'islands' },
  processamentoDePagamentos: { load: () => import('./processamentoDePagamentos/index.tsx'), namespaces: ['meta', 'marketing', 'pagamentos'], hydration: 'islands' },
  motorDeReservas: { load: () => import('./motorDeReservas/index.tsx'), namespaces: ['meta', 'marketing', 'motor'], hydration: 'islands' },
  exemploDePaginaDePagamento: { load: () => import('./exemploDePaginaDePagamento/index.tsx'), namespaces: ['meta', 'marketing', 'exemploPagamento'], hydration: 'islands' },
  contato: { load: () => import('./contato/index.tsx'), namespaces: ['meta', 'content', 'contact'], hydration: 'islands' },
  faq: { load: () => import('./faq/index.tsx'), namespaces: ['meta', 'content', 'faqPage'], hydration: 'islands' },
  properties: { load: () => import('./properties/index.tsx'), namespaces: ['properties'], hydration: 'islands' },
  property: { load: () => import('./property/index.tsx'), namespaces: ['properties', 'guestBooking', 'stayPrice', 'journey', 'onlinePay'], hydration: 'islands' },
  sobreNos: { load: () => import('./sobreNos/index.tsx'), namespaces: ['meta', 'content', 'about'], hydration: 'islands' },
  centralDeAjuda: { load: () => import('./centralDeAjuda/index.tsx'), namespaces: ['meta', 'content', 'help'], hydration: 'islands' },
  confiancaESeguranca: { load: () => import('./confiancaESeguranca/index.tsx'), namespaces: ['meta', 'content', 'trust'], hydration: 'islands' },
  termosDeServico: { load: () => import('./termosDeServico/index.tsx'), namespaces: ['meta', 'content', 'terms'], hydration: 'islands' },
  politicaDePrivacidade: { load: () => import('./politicaDePrivacidade/index.tsx'), namespaces: ['meta', 'content', 'privacy'], hydration: 'islands' },
  politicaDeCookies: { load: () => import('./politicaDeCookies/index.tsx'), namespaces: ['meta', 'content', 'cookies'], hydration: 'islands' },
  precos: { load: () => import('./precos/index.tsx'), namespaces: ['meta', 'content', 'pricingPage'], hydration: 'islands' },
  embaixadores: { load: () => import('./embaixadores/index.tsx'), namespaces: ['meta', 'content', 'ambassadors'], hydration: 'islands' },
  login: { load: () => import('./login/index.tsx'), namespaces: ['meta', 'auth', 'accountSettings'], hydration: 'islands' },
  register: { load: () => import('./register/index.tsx'), namespaces: ['meta', 'auth'], hydration: 'islands' },
  forgotPassword: { load: () => import('./forgotPassword/index.tsx'), namespaces: ['meta', 'auth'], hydration: 'islands' },
  resetPassword: { load: () => import('./resetPassword/index.tsx'), namespaces: ['meta', 'auth'], hydration: 'islands' },
  blog: { load: () => import('./blog/index.tsx'), namespaces: ['meta', 'content', 'blogPage'], hydration: 'islands' },
  // The article's own namespace (article*) is loaded by the page itself: see useArticleTexts.
  blogPost: { load: () => import('./blogPost/index.tsx'), namespaces: ['meta', 'content', 'blogPage'], hydration: 'islands' },
  demo: { load: () => import('./demo/index.tsx'), namespaces: ['meta', 'content', 'demoPage'], hydration: 'islands' },
  dashboard: { load: () => import('./dashboard/index.tsx'), namespaces: ['meta', 'auth', 'workspace', 'overview', 'propertyEditor'], hydration: 'page' },
  notFound: { load: () => import('./notFound/index.tsx'), namespaces: [], hydration: 'islands' },
  dashboardAccount: { load: () => import('./dashboardAccount/index.tsx'), namespaces: ['meta', 'workspace', 'accountSettings'], hydration: 'page' },
  dashboardFrontDesk: { load: () => import('./dashboardFrontDesk/index.tsx'), namespaces: ['meta', 'workspace', 'operations', 'pix', 'journey', 'reservations', 'newReservation'], hydration: 'page' },
  dashboardHousekeeping: { load: () => import('./dashboardHousekeeping/index.tsx'), namespaces: ['meta', 'workspace', 'operations'], hydration: 'page' },
  dashboardReports: { load: () => import('./dashboardReports/index.tsx'), namespaces: ['meta', 'workspace', 'operations', 'books', 'booksPages'], hydration: 'page' },
  dashboardPayments: { load: () => import('./dashboardPayments/index.tsx'), namespaces: ['meta', 'workspace', 'operations', 'booksPages'], hydration: 'page' },
  dashboardInvoices: { load: () => import('./dashboardInvoices/index.tsx'), namespaces: ['meta', 'workspace', 'operations', 'books', 'booksPages'], hydration: 'page' },
  dashboardChannels: { load: () => import('./dashboardChannels/index.tsx'), namespaces: ['workspace', 'channelSync', 'channex'], hydration: 'page' },
  dashboardCalendar: { load: () => import('./dashboardCalendar/index.tsx'), namespaces: ['meta', 'workspace', 'tapeChart', 'reservations', 'newReservation'], hydration: 'page', reusable: true },
  dashboardReservations: { load: () => import('./dashboardReservations/index.tsx'), namespaces: ['meta', 'workspace', 'reservations', 'pix'], hydration: 'page' },
  dashboardReservation: { load: () => import('./dashboardReservation/index.tsx'), namespaces: ['meta', 'workspace', 'reservations', 'pix', 'stayPrice', 'journey', 'inbox'], hydration: 'page' },
  dashboardRates: { load: () => import('./dashboardRates/index.tsx'), namespaces: ['meta', 'workspace', 'rates'], hydration: 'page' },
  dashboardPlans: { load: () => import('./dashboardPlans/index.tsx'), namespaces: ['meta', 'workspace', 'plansExtras'], hydration: 'page' },
  dashboardMessages: { load: () => import('./dashboardMessages/index.tsx'), namespaces: ['meta', 'workspace', 'guestMessages'], hydration: 'page' },
  dashboardInbox: { load: () => import('./dashboardInbox/index.tsx'), namespaces: ['meta', 'workspace', 'inbox'], hydration: 'page' },
  dashboardTeam: { load: () => import('./dashboardTeam/index.tsx'), namespaces: ['meta', 'workspace', 'team'], hydration: 'page' },
  dashboardReviews: { load: () => import('./dashboardReviews/index.tsx'), namespaces: ['meta', 'workspace', 'journey'], hydration: 'page' },
  dashboardAudit: { load: () => import('./dashboardAudit/index.tsx'), namespaces: ['meta', 'workspace', 'team'], hydration: 'page' },
  invitation: { load: () => import('./invitation/index.tsx'), namespaces: ['meta', 'workspace', 'team'], hydration: 'page' },
  dashboardGuests: { load: () => import('./dashboardGuests/index.tsx'), namespaces: ['meta', 'workspace', 'guests', 'reservations'], hydration: 'page' },
  dashboardGuest: { load: () => import('./dashboardGuest/index.tsx'), namespaces: ['meta', 'workspace', 'guests', 'reservations'], hydration: 'page' },
  dashboardProperties: { load: () => import('./dashboardProperties/index.tsx'), namespaces: ['meta', 'workspace', 'propertyEditor'], hydration: 'page' },
  dashboardPropertyNew: { load: () => import('./dashboardPropertyNew/index.tsx'), namespaces: ['meta', 'workspace', 'propertyEditor', 'properties'], hydration: 'page' },
  dashboardProperty: { load: () => import('./dashboardProperty/index.tsx'), namespaces: ['meta', 'workspace', 'propertyEditor', 'properties', 'pix', 'bookingWidget'], hydration: 'page' },
  bookingManage: { load: () => import('./bookingManage/index.tsx'), namespaces: ['guestBooking', 'pix', 'stayPrice', 'journey', 'inbox', 'onlinePay'], hydration: 'page' },
  bookingCheckin: { load: () => import('./bookingCheckin/index.tsx'), namespaces: ['guestBooking', 'journey'], hydration: 'islands' },
  // The host's own booking site (issue 45): its public pages (the property page's namespaces for the same booking section) and its settings.
  siteHome: { load: () => import('./siteHome/index.tsx'), namespaces: ['site', 'properties'], hydration: 'islands' },
  siteProperty: { load: () => import('./siteProperty/index.tsx'), namespaces: ['site', 'properties', 'guestBooking', 'stayPrice', 'journey', 'onlinePay'], hydration: 'islands' },
  siteManage: { load: () => import('./siteManage/index.tsx'), namespaces: ['site', 'guestBooking', 'pix', 'stayPrice', 'journey', 'inbox', 'onlinePay'], hydration: 'page' },
  siteLinks: { load: () => import('./siteLinks/index.tsx'), namespaces: ['site'], hydration: 'islands' },
  siteCheckin: { load: () => import('./siteCheckin/index.tsx'), namespaces: ['site', 'guestBooking', 'journey'], hydration: 'islands' },
  siteReview: { load: () => import('./siteReview/index.tsx'), namespaces: ['site', 'guestBooking', 'journey'], hydration: 'islands' },
  dashboardSite: { load: () => import('./dashboardSite/index.tsx'), namespaces: ['meta', 'workspace', 'site'], hydration: 'page' },
  bookingReview: { load: () => import('./bookingReview/index.tsx'), namespaces: ['guestBooking', 'journey'], hydration: 'islands' },
};
