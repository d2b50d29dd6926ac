import type { ManifestChunk } from 'virtual:estadia/client-assets';
import { ROUTES, type PageId } from '../../shared/routes';

/** What a page's document links, by the client build's manifest (./assets.ts keeps one per page and locale). */
export interface LinkedFiles {
  css: string[];
  preload: string[];
  entry: string;
  /** The page module's URL (its built chunk), which a page island imports. */
  page: string;
}

/** A build input only, so that the manifest lists the base stylesheets every page links first (theme, ui, skip link). */
export const BASE = 'web/base.ts';
/** A build input only so that the manifest lists the marketplace shell's stylesheets (header, footer, newsletter, chat). */
export const SHELL = 'web/App.tsx';
/** The one script every page starts (web/islands/boot.ts). */
export const BOOT = 'web/islands/boot.ts';
/** What a page island needs at once besides its page and dictionaries: React's hydration. */
const HYDRATE = 'web/islands/hydrate.tsx';

/** The pages of a host's own site (issue 45), under /s/. */
export const SITE_PAGES: ReadonlySet<PageId> = new Set(ROUTES.filter((route) => route.path.startsWith('/s/')).map((route) => route.page));

/**
 * The pages web/layout/Layout.tsx renders no marketplace chrome around (no header, footer,
 * newsletter or chat): a host's site's and the workspace's, which bring their own. They link none
 * of the chrome's stylesheets.
 */
export const CHROMELESS_PAGES: ReadonlySet<PageId> = new Set([
  ...SITE_PAGES,
  ...ROUTES.filter((route) => route.path === '/dashboard' || route.path.startsWith('/dashboard/')).map((route) => route.page),
]);

/** Collects a chunk's JS and CSS with everything it statically imports. */
function collect(manifest: Record<string, ManifestChunk>, key: string, js: Set<string>, css: Set<string>, seen = new Set<string>()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  js.add(`/${chunk.file}`);
  for (const file of chunk.css ?? []) css.add(`/${file}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css, seen);
}

/**
 * The stylesheets of a chunk and of every chunk it imports, statically or lazily (transitively).
 * The server renders a page's lazy parts (web/lazy-part.tsx) in its HTML, so their CSS must be in
 * the first paint: a part's own stylesheet, linked only when its chunk loads, left the property
 * editor unstyled until the host first touched it (issue 40). Only CSS follows the lazy imports:
 * their code still loads when the part is used.
 */
function collectCss(manifest: Record<string, ManifestChunk>, key: string, css: Set<string>, seen = new Set<string>()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const file of chunk.css ?? []) css.add(`/${file}`);
  for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) collectCss(manifest, imported, css, seen);
}

/**
 * The files of one page in one locale: the base stylesheets first (theme, then whatever builds on
 * it), the marketplace shell's unless the page shows no marketplace chrome, the page's own, and the
 * islands' boot script. A page that is one island (hydration 'page') hydrates at load, so its
 * chunk, React and the locale's dictionaries are preloaded with it.
 */
export function linkedFiles(manifest: Record<string, ManifestChunk>, page: PageId, locale: string, namespaces: readonly string[], hydration: 'islands' | 'page'): LinkedFiles {
  const css = new Set<string>();
  const js = new Set<string>();
  const atLoad = hydration === 'page';
  collect(manifest, BASE, new Set(), css);
  if (!CHROMELESS_PAGES.has(page)) collect(manifest, SHELL, new Set(), css);
  collect(manifest, `web/pages/${page}/index.tsx`, atLoad ? js : new Set(), css);
  collectCss(manifest, `web/pages/${page}/index.tsx`, css);
  collect(manifest, BOOT, js, css);
  if (atLoad) {
    collect(manifest, HYDRATE, js, css);
    collect(manifest, `web/i18n/${locale}/index.ts`, js, css);
    for (const ns of namespaces) collect(manifest, `web/i18n/${locale}/${ns}/index.ts`, js, css);
  }
  const entry = `/${manifest[BOOT]?.file ?? ''}`;
  js.delete(entry);
  return { css: [...css], preload: [...js], entry, page: `/${manifest[`web/pages/${page}/index.tsx`]?.file ?? ''}` };
}

/**
 * The page's stylesheets as one `<style>` text: each file's text in the order it would be linked.
 * `</style` cannot end the element early (a CSS escape keeps the same text). Undefined when a
 * stylesheet's text is not in the build (then the page links them as before).
 */
export function inlineStyle(css: readonly string[], styles: Readonly<Record<string, string>>): string | undefined {
  const texts = css.map((href) => styles[href]);
  if (texts.some((text) => text === undefined)) return undefined;
  return texts.join('\n').replace(/<\/style/gi, '<\\/style');
}
