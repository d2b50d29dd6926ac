import type { ComponentType } from 'react';
import type { Namespaces } from '../i18n/i18n-types';
import type { Bootstrap } from '../../shared/bootstrap';
import type { PageProps } from '../pages/types';

/**
 * Every island: an interactive part of a server-rendered page that the browser hydrates on its
 * own (./boot.ts), with just its code and dictionaries. `load` is the browser's way to its
 * component (its own chunk); the server renders the same component from the page's import
 * (./Island.tsx). Props must be JSON: they travel in the page's HTML.
 */
export interface IslandEntry<P> {
  /** The browser passes the page's bootstrap data and the island's props; the server preloads without. */
  load: (bootstrap?: Bootstrap, props?: P) => Promise<ComponentType<P>>;
  /** Dictionary namespaces the island reads (the locale's base dictionary always loads). */
  namespaces: readonly Namespaces[];
  /**
   * Browser only: whether the page's URL gives the island work to do at load (then it hydrates
   * at once, whatever its `when`), e.g. an email link's code or error, which only the browser
   * sees when it is in the fragment.
   */
  dueAtLoad?: () => boolean;
}

function island<P>(load: (bootstrap?: Bootstrap, props?: P) => Promise<ComponentType<P>>, namespaces: readonly Namespaces[] = [], dueAtLoad?: () => boolean): IslandEntry<P> {
  return { load, namespaces, dueAtLoad };
}

/** An auth email link landed here: a PKCE code, a session, or the error it failed with. */
const fromEmailLink = () => /[?&#](code|access_token|error_code)=/.test(window.location.search + window.location.hash);

/** The page island's props: the page's own, and where its code and dictionaries are. */
export interface PageIslandProps extends PageProps {
  /** The page module's URL (its built chunk, as the worker links it). */
  chunk: string;
  namespaces: readonly Namespaces[];
}

/**
 * A page that is interactive throughout (the host's workspace, a guest's booking) is one island
 * of its own, hydrated at load, inside the same static shell as every page: its header, footer
 * and chat stay islands that load when used. The server names its chunk and dictionaries in
 * the island's props (the HTML preloads them), so the browser needs no table of pages.
 */
async function loadPage(bootstrap?: Bootstrap, props?: PageIslandProps): Promise<ComponentType<PageIslandProps>> {
  if (!bootstrap || !props) throw new Error('the page island is loaded by the browser only (the server renders the page it loaded)');
  const [module] = await Promise.all([
    import(/* @vite-ignore */ props.chunk) as Promise<{ default: ComponentType<PageIslandProps> }>,
    import('../i18n/i18n-util.async').then(({ loadNamespaceAsync }) => Promise.all(props.namespaces.map((namespace) => loadNamespaceAsync(bootstrap.locale, namespace)))),
  ]);
  return module.default;
}

export const ISLANDS = {
  page: island(loadPage),
  header: island(() => import('../layout/Header').then((m) => m.Header)),
  localeHint: island(() => import('../layout/LocaleHint').then((m) => m.LocaleHint)),
  newsletter: island(() => import('../layout/NewsletterForm').then((m) => m.NewsletterForm)),
  chat: island(() => import('../widgets/ChatCard').then((m) => m.ChatCard)),
  whatsapp: island(() => import('../components/WhatsAppButton').then((m) => m.WhatsAppButtonView)),
  accordion: island(() => import('../components/Accordion').then((m) => m.AccordionView)),
  carousel: island(() => import('../components/Carousel').then((m) => m.CarouselView), ['carousel']),
  video: island(() => import('../components/content/VideoFacade').then((m) => m.VideoFacade)),
  pricing: island(() => import('../pages/precos/index.tsx').then((m) => m.PricingCalculator), ['pricingPage']),
  contactForm: island(() => import('../pages/contato/index.tsx').then((m) => m.ContactFormIsland), ['contact']),
  login: island(() => import('../pages/login/index.tsx').then((m) => m.LoginIsland), ['auth', 'accountSettings']),
  register: island(() => import('../pages/register/index.tsx').then((m) => m.RegisterIsland), ['auth']),
  forgotPassword: island(() => import('../pages/forgotPassword/index.tsx').then((m) => m.ForgotPasswordIsland), ['auth']),
  resetPassword: island(() => import('../pages/resetPassword/index.tsx').then((m) => m.ResetPasswordIsland), ['auth'], fromEmailLink),
  marketplace: island(() => import('../pages/properties/index.tsx').then((m) => m.MarketplaceSearch), ['properties']),
  shareSave: island(() => import('../pages/property/ShareSave').then((m) => m.ShareSave), ['properties']),
  gallery: island(() => import('../pages/property/Gallery').then((m) => m.GalleryIsland), ['properties']),
  detailTabs: island(() => import('../pages/property/DetailTabs').then((m) => m.DetailTabsIsland), ['properties']),
  bookingSection: island(() => import('../pages/property/booking/BookingSection').then((m) => m.BookingSection), ['properties', 'guestBooking', 'stayPrice']),
  checkinAutosave: island(() => import('../pages/bookingCheckin/Autosave').then((m) => m.CheckinAutosave), ['journey']),
  propertyNotFound: island(() => import('../pages/property/index.tsx').then((m) => m.PropertyNotFound), ['properties']),
};

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = (typeof ISLANDS)[N] extends IslandEntry<infer P> ? P : never;

const resolved: Partial<Record<IslandName, ComponentType<never>>> = {};
let preloading: Promise<void> | null = null;

/**
 * Server only: resolves every island's component once per isolate, so a page can name an
 * island without importing its code (`<Island name="chat" … />`): the page's chunk, which a
 * page island loads in the browser, then never carries it.
 */
export function preloadIslands(): Promise<void> {
  preloading ??= Promise.all(
    // The page island is the page itself: the server renders the page module it loaded.
    (Object.keys(ISLANDS) as IslandName[]).filter((name) => name !== 'page').map(async (name) => {
      resolved[name] = (await ISLANDS[name].load()) as ComponentType<never>;
    }),
  ).then(() => undefined);
  return preloading;
}

/** An island's component as preloadIslands resolved it (undefined before). */
export function resolvedIsland<N extends IslandName>(name: N): ComponentType<IslandProps<N>> | undefined {
  return resolved[name] as ComponentType<IslandProps<N>> | undefined;
}
