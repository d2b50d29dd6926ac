import clientAssets, { type ManifestChunk } from 'virtual:estadia/client-assets';
import type { Locale } from '../../shared/locales';
import type { PageId } from '../../shared/routes';
import type { Namespaces } from '../../web/i18n/i18n-types';

/** What a page's document links: stylesheets, module preloads and the entry script. */
export interface PageAssets {
  dev: boolean;
  css: string[];
  preload: string[];
  entry: string;
  /** The page module's URL (its built chunk), which a page island imports. */
  page: string;
}

/** A build input only so that the manifest lists the shell's stylesheets (theme, layout). */
const SHELL = 'web/App.tsx';
/** The one script every page starts (web/islands/boot.ts). */
const BOOT = 'web/islands/boot.ts';
/** What a page island needs at once besides its page and dictionaries: React's hydration. */
const HYDRATE = 'web/islands/hydrate.tsx';
const memo = new Map<string, PageAssets>();

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
 * The assets of one page in one locale: the shell's and the page's stylesheets and the islands'
 * boot script (each island fetches its own code when it hydrates). A page that is one island
 * (hydration 'page') hydrates at load, so its chunk, React and the locale's dictionaries are
 * preloaded with it: fetched at once instead of in a waterfall. Computed once per isolate for
 * each (page, locale).
 */
export function pageAssets(page: PageId, locale: Locale, namespaces: readonly Namespaces[], hydration: 'islands' | 'page'): PageAssets {
  const key = `${page}:${locale}`;
  const known = memo.get(key);
  if (known) return known;
  const { manifest } = clientAssets;
  let assets: PageAssets;
  if (!manifest) {
    assets = { dev: true, css: [], preload: [], entry: `/${BOOT}`, page: `/web/pages/${page}/index.tsx` };
  } else {
    const css = new Set<string>();
    const js = new Set<string>();
    const atLoad = hydration === 'page';
    collect(manifest, SHELL, new Set(), css);
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
    assets = { dev: false, css: [...css], preload: [...js], entry, page: `/${manifest[`web/pages/${page}/index.tsx`]?.file ?? ''}` };
  }
  memo.set(key, assets);
  return assets;
}
