import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cloudflare } from '@cloudflare/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { clientAssets } from './scripts/client-assets-plugin.ts';
import { useLocalCf } from './scripts/local-cf.ts';
import { reactAriaLocales, renderToStringOnly } from './scripts/bundle-plugins.ts';

// Configuration lives in wrangler.toml; this file only wires the build.

/** The client's shared chunks: React itself, and the shell every root renders (web/islands/shell.tsx). */
function sharedChunk(id: string): string | undefined {
  // The islands' convention (web/islands/collect.ts) and the replay gate stay apart from the
  // rest: the boot script imports them (with its table of island chunks, web/islands/loaders.ts,
  // and nothing else), and the islands' wrapper and a page's lazy parts share them.
  if (/\/web\/islands\/(collect|gate)\.ts$/.test(id)) return 'islands';
  // Vite's helper that fetches a lazy chunk's stylesheets with it: the boot script's island
  // loaders use it, and so does the shell (dictionaries); kept out of the shell, which holds React.
  if (id.includes('vite/preload-helper')) return 'islands';
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (/node_modules\/(typesafe-i18n|@react-aria\/ssr|@react-aria\/i18n|@internationalized\/string|@internationalized\/message)\//.test(id)) return 'shell';
  if (/\/web\/(islands\/(shell|Island)\.tsx|bootstrap-context\.tsx|i18n\/(i18n-react\.tsx|i18n-util\.ts|i18n-util\.async\.ts|formatters\.ts))$/.test(id)) return 'shell';
  // The base stylesheet every page links first, a host's site's pages included (web/base.ts): the
  // theme, the shared building blocks and the skip link, apart from the marketplace chrome's. (The
  // header's modules are no group of their own any more: a group takes its modules' dependencies
  // with it, and so took the theme's stylesheet into the chrome's, which a site's pages never link.)
  if (/\/web\/(theme\/(theme|ui)|layout\/skip-link)\.css\.ts/.test(id)) return 'theme';
  return undefined;
}
/** web/pages/<page>/index.tsx, the convention of web/pages/registry.ts. */
const pagesDir = fileURLToPath(new URL('./web/pages', import.meta.url));
/** Each page's module by page id (its chunk is named after the page, not `index`). */
const PAGE_MODULES = Object.fromEntries(
  readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${pagesDir}/${entry.name}/index.tsx`))
    .map((entry) => [entry.name, `web/pages/${entry.name}/index.tsx`]),
);

// ESTADIA_DIST / ESTADIA_STATE let a test run build and persist D1 in a directory of its own.
const dist = process.env.ESTADIA_DIST ?? 'dist';
const state = process.env.ESTADIA_STATE;
// A fixed local Request.cf for Miniflare (dev and preview): no request to workers.cloudflare.com.
useLocalCf();

export default defineConfig({
  plugins: [reactAriaLocales(), renderToStringOnly(), cloudflare({ persistState: state ? { path: state } : true }), react(), vanillaExtractPlugin(), clientAssets(`${dist}/client`)],
  environments: {
    client: {
      build: {
        outDir: `${dist}/client`,
        manifest: true,
        // The worker links each page's chunks as modulepreload (worker/ssr/assets.ts); the
        // client need not carry every dynamic import's dependency list as well.
        modulePreload: false,
        // Every page starts at the islands' boot script. The pages are inputs too: a page island
        // imports its page's chunk by the URL the worker gives it, and every page's stylesheets
        // are linked from the manifest; App.tsx, the server's document shell, is an input only so
        // that the manifest lists the shell's stylesheets (worker/ssr/assets.ts), and web/base.ts the
        // base ones every page links first.
        rollupOptions: {
          input: { boot: 'web/islands/boot.ts', base: 'web/base.ts', App: 'web/App.tsx', ...PAGE_MODULES },
          // A page chunk is imported for its default export (Vite's app builds drop entry exports).
          preserveEntrySignatures: 'exports-only',
          // Code every React root needs in one chunk each, not in a dozen tiny ones (each file is
          // compressed on its own, so many small chunks cost more bytes than one).
          output: { manualChunks: sharedChunk },
        },
      },
    },
    // Minified like `wrangler deploy --minify`: the worker ships about half the bytes (source maps kept).
    // One module: code split for the browser (dictionaries, lazy widgets) is all needed at the
    // edge anyway, and one file compresses far better than hundreds of small chunks.
    estadia: { build: { outDir: `${dist}/estadia`, minify: true, rollupOptions: { output: { codeSplitting: false } } } },
  },
  builder: {
    // The worker embeds the client manifest, so the client must be built first.
    async buildApp(builder) {
      const { client, estadia } = builder.environments;
      if (!client || !estadia) throw new Error('expected the client and estadia (worker) environments');
      await builder.build(client);
      await builder.build(estadia);
    },
  },
});
