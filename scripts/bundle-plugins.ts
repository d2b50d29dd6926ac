// Vite plugins that keep code the site never runs out of its bundles (the main and the bench's
// vite configs both use them).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { LOCALE_TAGS } from '../shared/locales.ts';

type ResolveHandler = (this: unknown, id: string, importer: string | undefined, options: { ssr?: boolean }) => string | null | undefined;

/**
 * React Aria ships its built-in strings (a date picker's "Calendar", a toast's "Close") in 34
 * locales; only the site's four are kept (a tag without a region keeps its whole language).
 * The plugin leaves server builds alone, since a server might answer any locale; this worker
 * renders only the site's, so its bundle is trimmed too.
 */
export function reactAriaLocales(): Plugin {
  const locales = Object.values(LOCALE_TAGS).map((tag) => tag.lang);
  const { filter, handler } = (optimizeLocales.vite({ locales }) as unknown as { resolveId: { filter: { id: RegExp }; handler: ResolveHandler } }).resolveId;
  return {
    name: 'estadia:react-aria-locales',
    enforce: 'pre',
    resolveId: {
      filter,
      handler(id, importer, options) {
        return handler.call(this, id, importer, { ...options, ssr: false });
      },
    },
  };
}

/**
 * The worker renders with renderToString and renderToStaticMarkup only (every page in one
 * synchronous pass: worker/ssr/render.tsx). `react-dom/server` is CommonJS that requires the
 * streaming renderer beside them, which no bundler can drop (about 30 KB gzip): in the
 * worker's build it resolves to the file that holds those two alone.
 */
export function renderToStringOnly(): Plugin {
  const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
  let production = true;
  return {
    name: 'estadia:render-to-string-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'estadia',
    configResolved(config) {
      production = config.isProduction;
    },
    resolveId(id) {
      if (id !== 'react-dom/server') return null;
      return join(reactDom, 'cjs', `react-dom-server-legacy.browser.${production ? 'production' : 'development'}.js`);
    },
  };
}
