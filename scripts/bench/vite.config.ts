import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { cloudflare } from '@cloudflare/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { clientAssets } from '../client-assets-plugin.ts';
import { useLocalCf } from '../local-cf.ts';
import { reactAriaLocales, renderToStringOnly } from '../bundle-plugins.ts';

// The bench's worker: the production build's client (built first by the main config into the
// same ESTADIA_DIST) with scripts/bench/worker.ts as the worker entry, built into
// $ESTADIA_DIST/bench. `vite preview` with this config and BENCH_ROOT set serves it; the
// deploy record preview reads then lives in BENCH_ROOT, not in the repo (others preview too).
const repo = fileURLToPath(new URL('../..', import.meta.url));
const dist = process.env.ESTADIA_DIST;
const state = process.env.ESTADIA_STATE;
if (!dist || !state) throw new Error('scripts/bench/vite.config.ts needs ESTADIA_DIST and ESTADIA_STATE');
// A fixed local Request.cf: the bench makes no request to workers.cloudflare.com.
useLocalCf(`${repo}.wrangler/local-cf.json`);

export default defineConfig(({ isPreview }) => ({
  root: isPreview ? (process.env.BENCH_ROOT ?? repo) : repo,
  logLevel: 'error',
  plugins: [
    reactAriaLocales(),
    renderToStringOnly(),
    cloudflare({
      configPath: `${repo}wrangler.toml`,
      config: { main: `${repo}scripts/bench/worker.ts` },
      persistState: { path: state },
      // BENCH_PROFILE (scripts/bench/workerd-profile.mjs): workerd's inspector, to profile it.
      ...(process.env.BENCH_INSPECTOR_PORT ? { inspectorPort: Number(process.env.BENCH_INSPECTOR_PORT) } : {}),
    }),
    // Preview serves built files only; these transform sources at build time.
    ...(isPreview ? [] : [react(), vanillaExtractPlugin(), clientAssets(`${dist}/client`)]),
  ],
  environments: {
    client: { build: { outDir: `${dist}/client`, manifest: true, rollupOptions: { input: ['web/islands/boot.ts', 'web/App.tsx'] } } },
    estadia: { build: { outDir: `${dist}/bench` } },
  },
  builder: {
    async buildApp(builder) {
      const { estadia } = builder.environments;
      if (!estadia) throw new Error('expected the estadia (worker) environment');
      await builder.build(estadia);
    },
  },
}));
