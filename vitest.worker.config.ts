import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { clientAssets } from './scripts/client-assets-plugin.ts';
import { useLocalCf } from './scripts/local-cf.ts';
import { startPaymentsFake } from './tests/fakes/payments-server.ts';
import { startFakeFocus } from './tests/fakes/focusnfe.ts';
import { FAKE_CF_TOKEN, FAKE_CF_ZONE, startFakeCloudflare } from './tests/fakes/cloudflare.ts';

// The worker in workerd (Miniflare), configured from wrangler.toml, with the D1 migrations
// handed to the setup file that applies them before the tests.
// The pool ignores a `cf` in its miniflare options; Miniflare reads the same fixed object as
// `npm start` through CLOUDFLARE_CF_FETCH_PATH (scripts/local-cf.ts).
useLocalCf();

export default defineConfig(async () => {
  const migrations = await readD1Migrations('worker/migrations');
  // Outside services answer from fakes on 127.0.0.1 written from their documentation (issue 43:
  // Focus NFe; issue 42: Mercado Pago and Stripe), one per run, shared by the files (each keeps
  // its own accounts apart by token).
  const focus = await startFakeFocus();
  const payments = await startPaymentsFake();
  // Issue 45: Cloudflare's API (a site's purge in every data centre).
  const cloudflare = await startFakeCloudflare();
  return {
    plugins: [
      cloudflareTest({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        // MIGRATION_DB: an empty database of its own, where tests/worker/migrations.test.ts applies the
        // migrations to a seeded database step by step.
        // CHANNEX_*: the fake Channex of tests/worker/channex-fake.ts (issue 41), never the real one.
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            FOCUSNFE_API_URL: focus.url,
            CHANNEX_API_URL: 'http://127.0.0.1:9/api/v1',
            CHANNEX_API_KEY: 'test-channex-key',
            CHANNEX_WEBHOOK_TOKEN: 'test-webhook-token',
            MERCADOPAGO_API_URL: `${payments.url}/mercadopago`,
            STRIPE_API_URL: `${payments.url}/stripe`,
            PAYMENTS_FAKE_URL: payments.url,
            CLOUDFLARE_API_URL: cloudflare.url,
            CLOUDFLARE_ZONE_ID: FAKE_CF_ZONE,
            CLOUDFLARE_API_TOKEN: FAKE_CF_TOKEN,
          },
          d1Databases: ['MIGRATION_DB'],
          // The static files that need no build (public/: the site's self-hosted fonts, issue 45),
          // served before the worker as the platform does.
          assets: { directory: './public', binding: 'ASSETS' },
        },
      }),
      vanillaExtractPlugin(),
      clientAssets(),
    ],
    test: {
      name: 'worker',
      include: ['tests/worker/**/*.test.ts'],
      setupFiles: ['tests/worker/setup.ts'],
      // Some tests render every route in every locale or fuzz every endpoint: generous on a
      // loaded 2-core machine (a fuzz test took 36 s beside a busy browser layer).
      testTimeout: 60_000,
      // And a file's `beforeAll` (hosts, properties, stays) the same room: 10 s, the default,
      // timed out once on a loaded machine.
      hookTimeout: 60_000,
      // Each test file gets a Miniflare of its own here (own workerd, own in-memory storage), so
      // two files at once share nothing (`npm test` lets most files share one: scripts/test.mjs).
      // Two at a time: vitest's default on 2 cores is one (cores − 1), which left a core idle
      // while a file started its runtime and fetched its modules (1.35× faster).
      maxWorkers: 2,
    },
  };
});
