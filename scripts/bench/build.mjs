// Builds the production app into a directory of its own (ESTADIA_DIST), for the bench and the
// budget test, without disturbing anyone else's `vite preview`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where @cloudflare/vite-plugin records the last build for `vite preview` (repo-wide). */
const DEPLOY_CONFIG = '.wrangler/deploy/config.json';

export function exec(command, args, { env = process.env, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))));
  });
}

/**
 * Runs `vite build` (and any further builds) with ESTADIA_DIST=`dist`. Every worker build
 * rewrites the repo's .wrangler/deploy/config.json, which `vite preview` reads at start-up;
 * the previous content is put back afterwards so a preview someone else is starting keeps
 * serving their own build.
 */
export async function buildInto(dist, steps = [['vite', ['build', '--logLevel', 'error']]], env = {}) {
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const saved = existsSync(DEPLOY_CONFIG) ? readFileSync(DEPLOY_CONFIG, 'utf8') : null;
  try {
    for (const [command, args] of steps) await exec(command, args, { env: { ...process.env, ...env, NODE_ENV: 'production', ESTADIA_DIST: dist } });
  } finally {
    if (saved !== null) writeFileSync(DEPLOY_CONFIG, saved);
  }
  return { client: join(dist, 'client'), worker: join(dist, 'estadia') };
}
