import { applyD1Migrations, env } from 'cloudflare:test';
import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

// Idempotent: applyD1Migrations skips migrations already recorded in d1_migrations.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
