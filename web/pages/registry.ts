import type { PageId } from '../../shared/routes';
import type { PageEntry } from './types';

/**
 * Every page of the route table, by page id. Convention: page `x` lives in `./x/index.tsx`
 * (the worker finds its built chunk by that path). `namespaces` are the dictionary namespaces
 * the page reads, loaded before it renders or hydrates. The Record type makes a route without
 * a page a compile error.
 */
export const PAGES: Record<PageId, PageEntry> = {
  // The home page's server module adds its server-only sections (see home/server.tsx).
  home: { load: () => (import.meta.env.SSR ? import('./home/server.tsx') : import('./home/index.tsx')), namespaces: ['carousel'] },
  caracteristicas: { load: () => import('./caracteristicas/index.tsx'), namespaces: ['meta', 'marketing', 'caracteristicas'] },
  ferramentas: { load: () => import('./ferramentas/index.tsx'), namespaces: ['meta', 'marketing', 'ferramentas'] },
  integracoes: { load: () => import('./integracoes/index.tsx'), namespaces: ['meta', 'marketing', 'integracoes'] },
  funcionalidades: { load: () => import('./funcionalidades/index.tsx'), namespaces: ['meta', 'marketing', 'funcionalidades'] },
  processamentoDePagamentos: { load: () => import('./processamentoDePagamentos/index.tsx'), namespaces: ['meta', 'marketing', 'pagamentos'] },
  motorDeReservas: { load: () => import('./motorDeReservas/index.tsx'), namespaces: ['meta', 'marketing', 'motor'] },
  exemploDePaginaDePagamento: { load: () => import('./exemploDePaginaDePagamento/index.tsx'), namespaces: ['meta', 'marketing', 'exemploPagamento'] },
  contato: { load: () => import('./contato/index.tsx'), namespaces: ['meta', 'content', 'contact'] },
  faq: { load: () => import('./faq/index.tsx'), namespaces: ['meta', 'content', 'faqPage'] },
  properties: { load: () => import('./properties/index.tsx'), namespaces: ['properties'] },
  property: { load: () => import('./property/index.tsx'), namespaces: ['properties', 'guestBooking'] },
  sobreNos: { load: () => import('./sobreNos/index.tsx'), namespaces: ['meta', 'content', 'about'] },
  centralDeAjuda: { load: () => import('./centralDeAjuda/index.tsx'), namespaces: ['meta', 'content', 'help'] },
  confiancaESeguranca: { load: () => import('./confiancaESeguranca/index.tsx'), namespaces: ['meta', 'content', 'trust'] },
  termosDeServico: { load: () => import('./termosDeServico/index.tsx'), namespaces: ['meta', 'content', 'terms'] },
  politicaDePrivacidade: { load: () => import('./politicaDePrivacidade/index.tsx'), namespaces: ['meta', 'content', 'privacy'] },
  politicaDeCookies: { load: () => import('./politicaDeCookies/index.tsx'), namespaces: ['meta', 'content', 'cookies'] },
  precos: { load: () => import('./precos/index.tsx'), namespaces: ['meta', 'content', 'pricingPage'] },
  embaixadores: { load: () => import('./embaixadores/index.tsx'), namespaces: ['meta', 'content', 'ambassadors'] },
  login: { load: () => import('./login/index.tsx'), namespaces: ['meta', 'auth', 'accountSettings'] },
  register: { load: () => import('./register/index.tsx'), namespaces: ['meta', 'auth'] },
  forgotPassword: { load: () => import('./forgotPassword/index.tsx'), namespaces: ['meta', 'auth'] },
  resetPassword: { load: () => import('./resetPassword/index.tsx'), namespaces: ['meta', 'auth'] },
  blog: { load: () => import('./blog/index.tsx'), namespaces: ['meta', 'content', 'blogPage'] },
  // The article's own namespace (article*) is loaded by the page itself: see useArticleTexts.
  blogPost: { load: () => import('./blogPost/index.tsx'), namespaces: ['meta', 'content', 'blogPage'] },
  demo: { load: () => import('./demo/index.tsx'), namespaces: ['meta', 'content', 'demoPage'] },
  dashboard: { load: () => import('./dashboard/index.tsx'), namespaces: ['meta', 'auth', 'workspace', 'overview', 'propertyEditor'] },
  notFound: { load: () => import('./notFound/index.tsx'), namespaces: [] },
  dashboardAccount: { load: () => import('./dashboardAccount/index.tsx'), namespaces: ['meta', 'workspace', 'accountSettings'] },
  dashboardChannels: { load: () => import('./dashboardChannels/index.tsx'), namespaces: ['meta', 'content', 'channelSync'] },
  dashboardCalendar: { load: () => import('./dashboardCalendar/index.tsx'), namespaces: ['meta', 'workspace', 'tapeChart', 'reservations'] },
  dashboardReservations: { load: () => import('./dashboardReservations/index.tsx'), namespaces: ['meta', 'workspace', 'reservations', 'pix'] },
  dashboardReservation: { load: () => import('./dashboardReservation/index.tsx'), namespaces: ['meta', 'workspace', 'reservations', 'pix'] },
  dashboardRates: { load: () => import('./dashboardRates/index.tsx'), namespaces: ['meta', 'workspace', 'rates'] },
  dashboardGuests: { load: () => import('./dashboardGuests/index.tsx'), namespaces: ['meta', 'workspace', 'guests', 'reservations'] },
  dashboardGuest: { load: () => import('./dashboardGuest/index.tsx'), namespaces: ['meta', 'workspace', 'guests', 'reservations'] },
  dashboardProperties: { load: () => import('./dashboardProperties/index.tsx'), namespaces: ['meta', 'workspace', 'propertyEditor'] },
  dashboardPropertyNew: { load: () => import('./dashboardPropertyNew/index.tsx'), namespaces: ['meta', 'workspace', 'propertyEditor'] },
  dashboardProperty: { load: () => import('./dashboardProperty/index.tsx'), namespaces: ['meta', 'workspace', 'propertyEditor', 'pix', 'bookingWidget'] },
  bookingManage: { load: () => import('./bookingManage/index.tsx'), namespaces: ['guestBooking', 'pix'] },
};
