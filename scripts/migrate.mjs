// Applies the D1 migrations (schema + seed rows) to the directory (DB) and to every host shard
// (DB_SHARD_1 … in wrangler.toml; DB_SHARD_0 is the directory's own database): one command
// migrates all (issue 46). Local by default; `npm run db:migrate -- --remote` for the deploy.
import { readFileSync } from 'node:fs';
import { run } from './run.mjs';

const where = process.argv.includes('--remote') ? '--remote' : '--local';
const toml = readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8');
const shards = [...toml.matchAll(/^binding\s*=\s*"(DB_SHARD_\d+)"/gm)].map((match) => match[1]).filter((binding) => binding !== 'DB_SHARD_0');
for (const binding of ['DB', ...shards]) {
  await run('wrangler', ['d1', 'migrations', 'apply', binding, where], { env: { ...process.env, CI: 'true' } });
}
