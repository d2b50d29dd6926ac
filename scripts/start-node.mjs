// `npm run start:node`: the same app on Node through @hono/node-server, with bindings from
// wrangler's platform proxy (local D1 in .wrangler/state). Builds when asked or when missing.
import { existsSync } from 'node:fs';
import { run, start } from './run.mjs';

const dist = process.env.ESTADIA_DIST ?? 'dist';
if (process.env.SKIP_BUILD !== '1' || !existsSync(`${dist}/client/.vite/manifest.json`)) await run('vite', ['build']);
await run('vite', ['build', '--config', 'vite.node.config.ts', '--logLevel', 'warn']);
await run('node', ['scripts/migrate.mjs']);
// React's production build (dependencies load from node_modules at run time, and read NODE_ENV).
const server = start('node', [`${dist}/node/server.mjs`], { env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
