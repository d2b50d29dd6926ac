import clientAssets from 'virtual:estadia/client-assets';
import type { Locale } from '../../shared/locales';
import type { PageId } from '../../shared/routes';
import type { Namespaces } from '../../web/i18n/i18n-types';
import { BOOT, linkedFiles, type LinkedFiles } from './asset-graph';

/** What a page's document links: stylesheets, module preloads and the entry script. */
export interface PageAssets extends LinkedFiles {
  dev: boolean;
}

const memo = new Map<string, PageAssets>();

/**
 * The assets of one page in one locale (./asset-graph.ts, linkedFiles): the base, shell and page
 * stylesheets and the islands' boot script (each island fetches its own code when it hydrates).
 * Computed once per isolate for each (page, locale).
 */
export function pageAssets(page: PageId, locale: Locale, namespaces: readonly Namespaces[], hydration: 'islands' | 'page'): PageAssets {
  const key = `${page}:${locale}`;
  const known = memo.get(key);
  if (known) return known;
  const { manifest } = clientAssets;
  const assets: PageAssets = manifest
    ? { dev: false, ...linkedFiles(manifest, page, locale, namespaces, hydration) }
    : { dev: true, css: [], preload: [], entry: `/${BOOT}`, page: `/web/pages/${page}/index.tsx` };
  memo.set(key, assets);
  return assets;
}
