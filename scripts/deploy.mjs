// `npm run deploy` / `npm run deploy:dry` (--dry-run): refuses a configuration that would serve
// local mode (scripts/deploy-config.mjs says which variable to set), then builds and runs
// wrangler deploy. Production values come from wrangler.toml's [vars] or, on top of them, from
// the environment (SUPABASE_URL=… SUPABASE_PUBLISHABLE_KEY=… ICAL_ALLOW_LOCAL=false npm run deploy),
// passed to wrangler as --var so the upload carries them.
import { run } from './run.mjs';
import { deployProblems, effectiveVars, varFlags, wranglerVars } from './deploy-config.mjs';

const dry = process.argv.includes('--dry-run');
const problems = deployProblems(effectiveVars(wranglerVars()));
if (problems.length > 0) {
  console.error(`\nRefusing to ${dry ? 'bundle for deploy' : 'deploy'}: this configuration would serve local mode.\n`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error('\nSet the variables in wrangler.toml [vars] or in the environment of this command (see README, "Production deploy").\n');
  process.exit(1);
}
// ESTADIA_DIST builds elsewhere (as the tests do); dist/ by default.
const dist = process.env.ESTADIA_DIST ?? 'dist';
await run('vite', ['build']);
const args = ['deploy', '--config', `${dist}/estadia/wrangler.json`, ...varFlags()];
if (dry) args.push('--dry-run', '--outdir', `${dist}/.deploy`);
await run('wrangler', args);
