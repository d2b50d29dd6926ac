import type { ComponentType } from 'react';
import type { Namespaces } from '../i18n/i18n-types';
import type { PageHelpers } from '../../worker/trpc/ssr';
import type { SessionUser } from '../../shared/bootstrap';

/** What every page component receives. Anything else comes from useBootstrap(). */
export interface PageProps {
  params: Record<string, string>;
}

export interface PageModule {
  default: ComponentType<PageProps>;
}

export interface PageEntry {
  /** Loads the page's code (its own chunk in the browser). */
  load: () => Promise<PageModule>;
  /** Dictionary namespaces the page reads, loaded before it renders or hydrates. */
  namespaces: Namespaces[];
  /**
   * 'islands': the page is server HTML and only its islands hydrate, each on its own
   * (web/islands); the page's code never loads in the browser. 'page': the page itself is one
   * island, hydrated at load (the workspace, a guest's booking: applications more than
   * documents); the shell around it (header, footer, chat) stays static with its own islands.
   */
  hydration: 'islands' | 'page';
  /**
   * A 'page' page whose HTML is a function of its bootstrap alone (its data, user, path, locale;
   * never the clock: "today" comes from its query): an isolate that rendered it with the same
   * bootstrap serves that HTML again instead of rendering it (worker/ssr/island-html.ts). For
   * the host's heaviest, most reloaded page (the calendar, issue 27).
   */
  reusable?: true;
}

/** Per-request head facts a page can decide on the server (e.g. a property's name, a 404). */
export interface HeadInfo {
  status?: number;
  /** Answer 303 to this same-site path instead of the page (the app bar's search finding one reservation). */
  redirect?: string;
  title?: string;
  description?: string;
  /** Structured data objects, each rendered as an application/ld+json script. */
  jsonLd?: unknown[];
  noindex?: boolean;
  /** The page's own Open Graph image (absolute URL), instead of the site's. */
  image?: { url: string; width: number; height: number; alt: string };
  /** The page's largest image, preloaded with high priority (its `srcset` and `sizes` as the page's `<img>` has them). */
  preloadImage?: { href: string; srcset: string; sizes: string };
  /**
   * A host's own site (issue 45): the page is theirs, not Estadia's — its title has no
   * "| Estadia", og:site_name is the site's name, and canonical/hreflang URLs are on the site's
   * address (`origin` + `canonicalPath`, localized). `font`: the site's self-hosted family, whose
   * stylesheet the head links and whose one latin regular file it preloads (only site pages do).
   */
  ownSite?: { name: string; origin: string; canonicalPath: string; font?: { stylesheet: string; preload: string } | null };
}

export interface HeadInput {
  params: Record<string, string>;
  locale: import('../../shared/locales').Locale;
  search: string;
  /** Absolute site origin (SITE_URL) for structured data URLs. */
  siteUrl: string;
  /** Absolute canonical URL of the page in this locale. */
  url: string;
  /**
   * The site API in-process (tRPC server-side helpers). What a page fetches here
   * (`await api.host.properties.list.fetch()`) is dehydrated into the bootstrap, so its
   * `trpc.….useQuery` calls render with the data on the server and hydrate without a request.
   * A procedure's TRPCError (NOT_FOUND, UNAUTHORIZED) is thrown here: catch it to answer 404.
   */
  api: PageHelpers;
  /** The visitor as verified at the edge (protected routes always have one). */
  user: SessionUser | null;
  /** The request locale's translations (the server's shared translator: build none per request). */
  LL: import('../i18n/i18n-types').TranslationFunctions;
  /**
   * Streaming (issue 29): call once the page knows it answers 200, so the document's status and
   * head (styles, scripts, preloads) leave now, while the page's other queries run; the title,
   * metadata and body follow when resolveHead returns. A page that never calls it is sent whole
   * after resolveHead (its status may depend on anything it fetches). After the call the status
   * cannot change: decide a 404 or a guard before it.
   */
  firstByte: () => void;
}

/** A page module may export `resolveHead`; the server calls it before rendering. */
export interface PageModuleWithHead extends PageModule {
  resolveHead?: (input: HeadInput) => HeadInfo | Promise<HeadInfo>;
}
