import { applyD1Migrations, env } from 'cloudflare:test';
import type { D1Migration } from '@cloudflare/vitest-plugin';
import { seedDemo } from '../../worker/db/demo';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

// Idempotent: applyD1Migrations skips migrations already recorded in d1_migrations.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// Every shard has the same migrations (issue 46); DB_SHARD_0 is the directory's own database.
await applyD1Migrations(env.DB_SHARD_1, env.TEST_MIGRATIONS);

// The demo host (local mode), as the first request of `npm start` would write it, outside any
// test's storage so every test sees it.
await seedDemo(env.DB);
