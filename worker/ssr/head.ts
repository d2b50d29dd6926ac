import { LOCALES, LOCALE_TAGS, DEFAULT_LOCALE, localizePath, type Locale } from '../../shared/locales';
import { serializeForScript } from '../../shared/bootstrap';
import type { PageAssets } from './assets';
import { escapeHtml } from '../../shared/html';

/**
 * The only inline script a page may have: React Refresh's preamble, in dev (Vite's HTML
 * transform never sees this document). It is fixed, so the CSP allows it by its hash
 * (worker/middleware/security-headers.ts) and pages need no per-request nonce: the same page is
 * the same bytes for every anonymous visitor, which is what lets the edge cache it.
 */
export const DEV_PREAMBLE =
  'import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(t)=>t;window.__vite_plugin_react_preamble_installed__=true;';

export { escapeHtml };

/** The headers of every rendered page, and of a page's copy from the edge cache (./page-cache.ts). */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // Every page shows who is signed in (header link) and may offer a language hint; browsers
  // revalidate, so a visitor who signs in sees their own header at once.
  'cache-control': 'private, no-cache',
  vary: 'Cookie, Accept-Language',
} as const;

export const OG_IMAGE = { path: '/og/estadia-1200x630.png', width: 1200, height: 630 };

export interface HeadData {
  locale: Locale;
  title: string;
  description: string;
  siteName: string;
  imageAlt: string;
  siteUrl: string;
  /** Locale-free canonical path. */
  canonicalPath: string;
  /** Whether the page has alternates in the other locales (false for the 404 page). */
  alternates: boolean;
  noindex: boolean;
  jsonLd: unknown[];
  assets: PageAssets;
  /** A page's own Open Graph image (absolute URL); the site's otherwise. */
  image?: { url: string; width: number; height: number; alt: string };
  /** The page's largest image, preloaded (its srcset and sizes as the page's `<img>`). */
  preloadImage?: { href: string; srcset: string; sizes: string };
  /** A host's site's self-hosted font (issue 45): its stylesheet linked, its latin regular file preloaded. */
  font?: { stylesheet: string; preload: string } | null;
}

/**
 * The document's opening up to `<div id="root">`: every head tag of the contract. It is the
 * two parts below, in order: a streamed page sends the first before its data has arrived.
 */
export function renderDocumentStart(head: HeadData): string {
  return renderHeadStart(head) + renderHeadRest(head);
}

/**
 * What the head holds that no page data decides (issue 29): the encoding, viewport, styles,
 * scripts and preloads. Sent first, so the browser fetches them while the page's queries run.
 */
export function renderHeadStart(head: Pick<HeadData, 'locale' | 'assets'>): string {
  const { locale, assets } = head;
  const e = escapeHtml;
  const parts: string[] = [
    '<!doctype html>',
    `<html lang="${LOCALE_TAGS[locale].lang}" dir="ltr">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#0b4f8a">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  ];
  if (assets.style !== undefined) {
    // The page's stylesheets inlined (worker/ssr/assets.ts): painted with the first bytes, no
    // request before it. Each file is still named by a disabled link, which the browser does not
    // fetch: Vite's loader of a lazy chunk's stylesheets (an island's) looks for a link of that
    // href and, finding it, adds no second copy after the page's own rules.
    parts.push(`<style>${assets.style}</style>`);
    for (const href of assets.css) parts.push(`<link rel="stylesheet" href="${e(href)}" disabled>`);
  } else {
    for (const href of assets.css) parts.push(`<link rel="stylesheet" href="${e(href)}">`);
  }
  if (assets.dev) {
    // Vite's HTML transform never sees this document, so the dev client and the React
    // Refresh preamble are added here.
    parts.push(`<script type="module">${DEV_PREAMBLE}</script>`, '<script type="module" src="/@vite/client"></script>');
  }
  for (const href of assets.preload) parts.push(`<link rel="modulepreload" href="${e(href)}">`);
  parts.push(`<script type="module" src="${e(assets.entry)}"></script>`);
  return parts.join('');
}

/** The rest of the head, which the page's data may decide (title, metadata, structured data), and the body's opening. */
export function renderHeadRest(head: HeadData): string {
  const { locale, siteUrl } = head;
  const e = escapeHtml;
  const canonical = `${siteUrl}${localizePath(head.canonicalPath, locale)}`;
  const parts: string[] = [`<title>${e(head.title)}</title>`, `<meta name="description" content="${e(head.description)}">`];
  if (head.noindex) parts.push('<meta name="robots" content="noindex, follow">');
  parts.push(`<link rel="canonical" href="${e(canonical)}">`);
  if (head.alternates) {
    for (const l of LOCALES) {
      parts.push(`<link rel="alternate" hreflang="${LOCALE_TAGS[l].hreflang}" href="${e(`${siteUrl}${localizePath(head.canonicalPath, l)}`)}">`);
    }
    parts.push(`<link rel="alternate" hreflang="x-default" href="${e(`${siteUrl}${localizePath(head.canonicalPath, DEFAULT_LOCALE)}`)}">`);
  }
  const image = head.image?.url ?? `${siteUrl}${OG_IMAGE.path}`;
  const imageSize = head.image ?? OG_IMAGE;
  const imageAlt = head.image?.alt || head.imageAlt;
  parts.push(
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${e(head.siteName)}">`,
    `<meta property="og:title" content="${e(head.title)}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    `<meta property="og:url" content="${e(canonical)}">`,
    `<meta property="og:image" content="${e(image)}">`,
    `<meta property="og:image:width" content="${imageSize.width}">`,
    `<meta property="og:image:height" content="${imageSize.height}">`,
    `<meta property="og:image:alt" content="${e(imageAlt)}">`,
    `<meta property="og:locale" content="${LOCALE_TAGS[locale].og}">`,
    ...LOCALES.filter((l) => l !== locale).map((l) => `<meta property="og:locale:alternate" content="${LOCALE_TAGS[l].og}">`),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${e(head.title)}">`,
    `<meta name="twitter:description" content="${e(head.description)}">`,
    `<meta name="twitter:image" content="${e(image)}">`,
    `<meta name="twitter:image:alt" content="${e(imageAlt)}">`,
  );
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    parts.push(`<link rel="preload" as="image" href="${e(href)}" imagesrcset="${e(srcset)}" imagesizes="${e(sizes)}" fetchpriority="high">`);
  }
  if (head.font) {
    parts.push(`<link rel="preload" as="font" type="font/woff2" href="${e(head.font.preload)}" crossorigin>`, `<link rel="stylesheet" href="${e(head.font.stylesheet)}">`);
  }
  for (const data of head.jsonLd) parts.push(`<script type="application/ld+json">${serializeForScript(data)}</script>`);
  parts.push('</head>', '<body>', '<div id="root">');
  return parts.join('');
}
