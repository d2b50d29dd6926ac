// `npm start`: build, migrate and seed the local D1, then serve the production build in
// workerd (Miniflare, through Vite's preview) on 127.0.0.1:$PORT (default 8787).
import { run, start } from './run.mjs';

const port = process.env.PORT || '8787';
if (process.env.SKIP_BUILD !== '1') await run('vite', ['build']);
await run('node', ['scripts/migrate.mjs']);
const server = start('vite', ['preview', '--host', '127.0.0.1', '--port', port, '--strictPort']);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
