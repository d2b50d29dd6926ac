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
}

const ENTRY = 'web/entry-client.tsx';
/** The entry of pages that hydrate as islands (web/islands/boot.ts). */
const ISLANDS_ENTRY = 'web/islands/boot.ts';
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
 * The assets of one page in one locale. A page that hydrates whole: the entry, the page chunk,
 * and the locale's dictionary chunks, so the browser fetches them all at once instead of in a
 * waterfall. An islands page: the page's stylesheets and the islands' boot script only (each
 * island fetches its own code when it hydrates). Computed once per isolate for each
 * (page, locale).
 */
export function pageAssets(page: PageId, locale: Locale, namespaces: readonly Namespaces[], hydration: 'islands' | 'page'): PageAssets {
  const key = `${page}:${locale}`;
  const known = memo.get(key);
  if (known) return known;
  const { manifest } = clientAssets;
  let assets: PageAssets;
  if (!manifest) {
    assets = { dev: true, css: [], preload: [], entry: `/${hydration === 'islands' ? ISLANDS_ENTRY : ENTRY}` };
  } else if (hydration === 'islands') {
    const css = new Set<string>();
    collect(manifest, ENTRY, new Set(), css);
    collect(manifest, `web/pages/${page}/index.tsx`, new Set(), css);
    const js = new Set<string>();
    collect(manifest, ISLANDS_ENTRY, js, css);
    const entry = `/${manifest[ISLANDS_ENTRY]?.file ?? ''}`;
    js.delete(entry);
    assets = { dev: false, css: [...css], preload: [...js], entry };
  } else {
    const js = new Set<string>();
    const css = new Set<string>();
    collect(manifest, ENTRY, js, css);
    const entry = `/${manifest[ENTRY]?.file ?? ''}`;
    collect(manifest, `web/pages/${page}/index.tsx`, js, css);
    collect(manifest, `web/i18n/${locale}/index.ts`, js, css);
    for (const ns of namespaces) collect(manifest, `web/i18n/${locale}/${ns}/index.ts`, js, css);
    js.delete(entry);
    assets = { dev: false, css: [...css], preload: [...js], entry };
  }
  memo.set(key, assets);
  return assets;
}
