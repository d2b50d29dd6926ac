import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cloudflare } from '@cloudflare/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { clientAssets } from './scripts/client-assets-plugin.ts';
import { useLocalCf } from './scripts/local-cf.ts';

// Configuration lives in wrangler.toml; this file only wires the build.
// ESTADIA_DIST / ESTADIA_STATE let a test run build and persist D1 in a directory of its own.
const dist = process.env.ESTADIA_DIST ?? 'dist';
const state = process.env.ESTADIA_STATE;
// A fixed local Request.cf for Miniflare (dev and preview): no request to workers.cloudflare.com.
useLocalCf();

export default defineConfig({
  plugins: [cloudflare({ persistState: state ? { path: state } : true }), react(), vanillaExtractPlugin(), clientAssets(`${dist}/client`)],
  environments: {
    client: {
      build: {
        outDir: `${dist}/client`,
        manifest: true,
        // The worker links each page's chunks as modulepreload (worker/ssr/assets.ts); the
        // client need not carry every dynamic import's dependency list as well.
        modulePreload: false,
        rollupOptions: { input: 'web/entry-client.tsx' },
      },
    },
    // Minified like `wrangler deploy --minify`: the worker ships about half the bytes (source maps kept).
    estadia: { build: { outDir: `${dist}/estadia`, minify: true } },
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
