/**
 * The same Hono app on Node (@hono/node-server), for hosts without workerd and for the
 * benchmark's Node-vs-workerd ratio. Bindings (D1, vars, send_email) come from wrangler's
 * platform proxy, backed by the same local state `npm start` uses; static files are served
 * from the client build with the same caching as the platform's.
 */
import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { getPlatformProxy } from 'wrangler';
import { lookup } from 'node:dns/promises';
import { createApp } from './app';
import { setHostResolver } from './channels/fetch';
import { useLocalCf } from '../scripts/local-cf';

const port = Number(process.env.PORT || 8788);
const dist = process.env.ESTADIA_DIST ?? 'dist';
const state = process.env.ESTADIA_STATE ?? '.wrangler/state';

// `wrangler d1 migrations apply --persist-to <state>` and `vite preview` keep their data under
// <state>/v3; getPlatformProxy takes its persist path as given (its default is
// .wrangler/state/v3), so it must be told the v3 folder or it opens an empty database.
// getPlatformProxy has no `cf` option: it reads the fixed local object through CLOUDFLARE_CF_FETCH_PATH.
useLocalCf();
const proxy = await getPlatformProxy<Env>({ configPath: 'wrangler.toml', persist: { path: `${state}/v3` } });
const site = createApp();
// Node can resolve names: a channel feed's host must not resolve to a private address.
setHostResolver(async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address));

const app = new Hono();
// Hashed build files and the site's self-hosted fonts (issue 45, public/fonts): cached a year.
for (const path of ['/assets/*', '/fonts/*']) {
  app.use(
    path,
    serveStatic({
      root: `${dist}/client`,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
}
app.use('/favicon.svg', serveStatic({ root: `${dist}/client` }));
app.use('/og/*', serveStatic({ root: `${dist}/client` }));
// No Cloudflare in front: the client's address is the socket's (a client-sent cf-connecting-ip is
// replaced), so rate limits count each client apart instead of one shared bucket.
app.all('*', (c) => {
  const incoming = (c.env as { incoming?: IncomingMessage }).incoming;
  const headers = new Headers(c.req.raw.headers);
  headers.set('cf-connecting-ip', incoming?.socket.remoteAddress ?? '127.0.0.1');
  const request = new Request(c.req.raw, { headers, duplex: 'half' } as RequestInit & { duplex: 'half' });
  return site.fetch(request, proxy.env, proxy.ctx as unknown as ExecutionContext);
});

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`Estadia on Node at http://127.0.0.1:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void proxy.dispose().then(() => process.exit(0));
  });
}
