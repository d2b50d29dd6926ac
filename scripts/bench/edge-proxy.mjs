// A loopback stand-in for Cloudflare's edge in front of the local server: it compresses text
// responses (brotli, else gzip) the way the edge does for every Worker and asset response.
// workerd and vite preview send everything uncompressed, which real visitors never get, so
// Lighthouse measures through this proxy. Streams stay streams (HTML is flushed as it comes).
import { request as httpRequest, createServer } from 'node:http';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** Starts the proxy on a free loopback port; resolves to { origin, close }. */
export function startEdgeProxy(target) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const forward = httpRequest({ hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (up) => {
      const accept = String(req.headers['accept-encoding'] ?? '');
      const type = String(up.headers['content-type'] ?? '');
      const encoding = !COMPRESSIBLE.test(type) || up.headers['content-encoding'] ? null : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
      const out = { ...up.headers };
      if (encoding) {
        delete out['content-length'];
        out['content-encoding'] = encoding;
        out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
      }
      res.writeHead(up.statusCode ?? 502, out);
      if (!encoding) {
        up.pipe(res);
        return;
      }
      const compressor =
        encoding === 'br'
          ? createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : createGzip({ flush: constants.Z_SYNC_FLUSH });
      up.pipe(compressor).pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ origin: `http://127.0.0.1:${address.port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
