// What `npm run deploy` checks before it builds anything: the configuration a deploy would
// upload must not serve local mode (the worker's own auth under /auth/v1, /dev/mail with every
// account's recovery link, /dev/mail/booking with every guest's manage link, the demo host and
// its published password, channel feeds over plain http). Pure, so tests can run it.
import { readFileSync } from 'node:fs';

/** The [vars] of wrangler.toml (flat `KEY = "value"` lines, as the repository writes them). */
export function wranglerVars(path = 'wrangler.toml') {
  const text = readFileSync(path, 'utf8');
  const vars = {};
  let inVars = false;
  for (const line of text.split(/\r?\n/)) {
    const section = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (section) {
      inVars = section[1].trim() === 'vars';
      continue;
    }
    if (!inVars) continue;
    const pair = /^\s*([A-Z0-9_]+)\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(line);
    if (pair) vars[pair[1]] = pair[2];
  }
  return vars;
}

/** Variables a deploy may take from the environment (CI, a shell) instead of wrangler.toml. */
export const DEPLOY_VARS = ['SITE_URL', 'SUPABASE_URL', 'SUPABASE_PUBLISHABLE_KEY', 'ICAL_ALLOW_LOCAL', 'AUTH_CONFIRM_EMAIL'];

/** wrangler.toml's vars with the environment's values of DEPLOY_VARS on top. */
export function effectiveVars(fileVars, env = process.env) {
  const vars = { ...fileVars };
  for (const name of DEPLOY_VARS) if (env[name] !== undefined) vars[name] = env[name];
  return vars;
}

/**
 * Why this configuration must not be deployed: one line per variable to set, or [] when it is
 * a production configuration.
 */
export function deployProblems(vars) {
  const problems = [];
  const supabase = (vars.SUPABASE_URL ?? '').trim();
  let supabaseUrl = null;
  try {
    supabaseUrl = supabase ? new URL(supabase) : null;
  } catch {
    supabaseUrl = null;
  }
  if (!supabase) {
    problems.push('SUPABASE_URL is empty: the site would run local mode (its own auth at /auth/v1, /dev/mail with every recovery link, /dev/mail/booking with every guest\'s manage link, the demo host with its published password). Set SUPABASE_URL to your Supabase project URL (https://<project>.supabase.co).');
  } else if (!supabaseUrl || supabaseUrl.protocol !== 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(supabaseUrl.hostname)) {
    problems.push(`SUPABASE_URL must be your Supabase project's https URL, not ${JSON.stringify(supabase)}.`);
  }
  const key = (vars.SUPABASE_PUBLISHABLE_KEY ?? '').trim();
  if (!key || key === 'local-publishable-key') {
    problems.push('SUPABASE_PUBLISHABLE_KEY is the local placeholder: set it to your Supabase project\'s publishable key.');
  }
  if ((vars.ICAL_ALLOW_LOCAL ?? '').trim() !== 'false') {
    problems.push(`ICAL_ALLOW_LOCAL is ${JSON.stringify(vars.ICAL_ALLOW_LOCAL ?? '')}: set ICAL_ALLOW_LOCAL="false" (channel feeds over plain http to loopback are for local runs only).`);
  }
  let site = null;
  try {
    site = new URL(vars.SITE_URL ?? '');
  } catch {
    site = null;
  }
  if (!site || site.protocol !== 'https:') problems.push(`SITE_URL must be the site's public https origin, not ${JSON.stringify(vars.SITE_URL ?? '')}.`);
  if ((vars.D1_SIMULATED_DISTANCE ?? '').trim()) {
    problems.push(`D1_SIMULATED_DISTANCE is ${JSON.stringify(vars.D1_SIMULATED_DISTANCE)}: it delays every D1 round trip to simulate a far visitor (local runs and the bench only). Remove it from wrangler.toml's [vars].`);
  }
  return problems;
}

/** `--var NAME:value` for every DEPLOY_VARS the environment sets, so the upload carries them. */
export function varFlags(env = process.env) {
  return DEPLOY_VARS.filter((name) => env[name] !== undefined).flatMap((name) => ['--var', `${name}:${env[name]}`]);
}
