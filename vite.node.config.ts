import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { clientAssets } from './scripts/client-assets-plugin.ts';

// Bundles worker/node.ts for Node (the `start:node` entry). Runs after the main build, whose
// client manifest it embeds like the worker does.
const dist = process.env.ESTADIA_DIST ?? 'dist';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), clientAssets(`${dist}/client`)],
  build: {
    ssr: 'worker/node.ts',
    outDir: `${dist}/node`,
    emptyOutDir: true,
    target: 'node22',
    rollupOptions: { output: { entryFileNames: 'server.mjs' } },
  },
  ssr: { external: ['wrangler'] },
});
