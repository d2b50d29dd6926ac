import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not start in ${timeoutMs} ms`);
}

/**
 * Builds the app into a temporary directory of its own, applies the D1 migrations to a fresh
 * local database there, and serves it with `vite preview` (workerd), as `npm start` does.
 * E2E_BASE_URL points the tests at a server that is already running instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'estadia-e2e-'));
  // NODE_ENV: vitest sets it to 'test', which would build React's development bundle.
  const env = { ...process.env, ESTADIA_DIST: join(dir, 'dist'), ESTADIA_STATE: join(dir, 'state'), CI: 'true', NODE_ENV: 'production' };
  await run('vite', ['build', '--logLevel', 'error'], env);
  // Every database the worker binds (issue 46: the directory and each further shard), as
  // scripts/migrate.mjs does for npm start: the cron's jobs walk every shard.
  const toml = readFileSync('wrangler.toml', 'utf8');
  const shards = [...toml.matchAll(/^binding\s*=\s*"(DB_SHARD_\d+)"/gm)].map((match) => match[1] ?? '').filter((binding) => binding !== '' && binding !== 'DB_SHARD_0');
  for (const binding of ['DB', ...shards]) await run('wrangler', ['d1', 'migrations', 'apply', binding, '--local', '--persist-to', env.ESTADIA_STATE], env);
  const port = await freePort();
  const server = spawn('vite', ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/robots.txt`, server);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dir, { recursive: true, force: true });
  };
}
