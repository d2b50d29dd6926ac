/**
 * A fake of the two Cloudflare API calls the host's own site makes (issue 45) on 127.0.0.1,
 * written from Cloudflare's API documentation (developers.cloudflare.com: "Purge cache", "Custom
 * hostnames" of Cloudflare for SaaS), not from our client:
 * - Every answer is the v4 envelope `{ success, errors, messages, result }`; the base path is
 *   `/client/v4`. `Authorization: Bearer <token>` is required: another token (or none) answers
 *   403 with error 10000 "Authentication error". Zones other than the fake's own answer 404
 *   (7003, "Could not route to …").
 * - `POST /zones/{zone_id}/purge_cache` `{ files: [url, …] }` → `{ id }`; more than 100 files in
 *   one call (the documented "max operations per request") → 400 (1015), no files → 400 (1012).
 * - `POST /zones/{zone_id}/custom_hostnames` `{ hostname, ssl: { method, type } }` → the custom
 *   hostname (`status: 'pending'`, `ssl.status: 'pending_validation'`); a hostname already there
 *   → 409 (1406, "Duplicate custom hostname found."); no hostname → 400 (1411).
 * - `GET /zones/{zone_id}/custom_hostnames?hostname=` → `result` (the matches) and `result_info`.
 * - `GET /__fake/requests` lists every request (method, path, authorization, body); `POST
 *   /__fake/reset` forgets them and the hostnames.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export const FAKE_CF_TOKEN = 'test-cloudflare-token';
export const FAKE_CF_ZONE = '023e105f4ecef8ad9ca31a8372d0c353';

export interface FakeCloudflare {
  /** The API base, `http://127.0.0.1:<port>/client/v4`. */
  url: string;
  server: Server;
}

interface CustomHostname {
  id: string;
  hostname: string;
  ssl: { id: string; method: string; type: string; status: string };
  status: string;
  created_at: string;
}

export async function startFakeCloudflare(): Promise<FakeCloudflare> {
  const requests: { method: string; path: string; authorization: string | null; body: string }[] = [];
  const hostnames: CustomHostname[] = [];
  let counter = 0;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (data += chunk));
      request.on('end', () => resolve(data));
    });
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await read(request);
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const ok = (result: unknown, extra: Record<string, unknown> = {}) => send(200, { success: true, errors: [], messages: [], result, ...extra });
    const fail = (status: number, code: number, message: string) => send(status, { success: false, errors: [{ code, message }], messages: [], result: null });
    if (url.pathname === '/__fake/requests') return send(200, requests);
    if (url.pathname === '/__fake/reset' && request.method === 'POST') {
      requests.length = 0;
      hostnames.length = 0;
      return send(200, {});
    }
    requests.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}`, authorization: request.headers.authorization ?? null, body });
    if (request.headers.authorization !== `Bearer ${FAKE_CF_TOKEN}`) return fail(403, 10000, 'Authentication error');
    const match = /^\/client\/v4\/zones\/([^/]+)\/(purge_cache|custom_hostnames)$/.exec(url.pathname);
    if (!match) return fail(404, 7000, 'No route for that URI');
    if (match[1] !== FAKE_CF_ZONE) return fail(404, 7003, 'Could not route to /zones/' + match[1] + ', perhaps your object identifier is invalid?');
    let input: Record<string, unknown> = {};
    try {
      input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return fail(400, 6007, 'Malformed JSON in request body');
    }
    if (match[2] === 'purge_cache' && request.method === 'POST') {
      const files = Array.isArray(input.files) ? input.files : [];
      if (files.length === 0) return fail(400, 1012, 'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"');
      if (files.length > 100) return fail(400, 1015, 'You may purge up to 100 files at a time');
      return ok({ id: `purge-${++counter}` });
    }
    if (match[2] === 'custom_hostnames' && request.method === 'POST') {
      const hostname = typeof input.hostname === 'string' ? input.hostname.toLowerCase() : '';
      if (!hostname) return fail(400, 1411, 'Hostname is required');
      if (hostnames.some((known) => known.hostname === hostname)) return fail(409, 1406, 'Duplicate custom hostname found.');
      const ssl = (input.ssl ?? {}) as { method?: string; type?: string };
      const created: CustomHostname = {
        id: `ch-${++counter}`,
        hostname,
        ssl: { id: `ssl-${counter}`, method: ssl.method ?? 'http', type: ssl.type ?? 'dv', status: 'pending_validation' },
        status: 'pending',
        created_at: new Date().toISOString(),
      };
      hostnames.push(created);
      return ok(created);
    }
    if (match[2] === 'custom_hostnames' && request.method === 'GET') {
      const wanted = url.searchParams.get('hostname');
      const result = hostnames.filter((known) => !wanted || known.hostname === wanted.toLowerCase());
      return ok(result, { result_info: { page: 1, per_page: 20, count: result.length, total_count: result.length } });
    }
    return fail(405, 10405, 'Method not allowed for this route');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/client/v4`, server };
}
