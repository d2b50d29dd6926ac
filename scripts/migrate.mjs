// Applies the D1 migrations (schema + seed rows) to the local database in .wrangler/state.
import { run } from './run.mjs';

await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], { env: { ...process.env, CI: 'true' } });
