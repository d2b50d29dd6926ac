import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cloudflare } from '@cloudflare/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { clientAssets } from './scripts/client-assets-plugin';

// Configuration lives in wrangler.toml; this file only wires the build.
export default defineConfig({
  plugins: [cloudflare(), react(), vanillaExtractPlugin(), clientAssets()],
  environments: {
    client: {
      build: {
        manifest: true,
        rollupOptions: { input: 'web/entry-client.tsx' },
      },
    },
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
