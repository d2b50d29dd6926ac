import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The `Request.cf` object of every local run (vite dev/preview, `npm start`, the e2e server, the
 * bench, the workerd tests, the Node entry's platform proxy): fixed, so no run reaches out to
 * https://workers.cloudflare.com/cf.json, and a machine without internet starts without the
 * "Unable to fetch the `Request.cf` object" error. A visitor in São Paulo (the default locale's
 * market); the app itself reads no `cf` field today.
 */
export const LOCAL_CF = {
  asOrganization: 'Estadia local',
  asn: 0,
  colo: 'GRU',
  city: 'São Paulo',
  region: 'São Paulo',
  regionCode: 'SP',
  postalCode: '01310-100',
  country: 'BR',
  isEUCountry: false,
  continent: 'SA',
  timezone: 'America/Sao_Paulo',
  latitude: '-23.56140',
  longitude: '-46.65590',
  clientTcpRtt: 0,
  httpProtocol: 'HTTP/1.1',
  requestPriority: '',
  tlsCipher: 'AEAD-AES128-GCM-SHA256',
  tlsVersion: 'TLSv1.3',
  edgeRequestKeepAliveStatus: 0,
  botManagement: { corporateProxy: false, verifiedBot: false, ja3Hash: '', staticResource: false, detectionIds: [], score: 99 },
} as const;

/**
 * Points Miniflare at LOCAL_CF. Neither @cloudflare/vite-plugin nor wrangler's getPlatformProxy
 * take a `cf` option, and the vitest pool drops it; all of them honour CLOUDFLARE_CF_FETCH_PATH
 * (a JSON file, trusted when younger than 30 days). So the file is written afresh (atomically:
 * several processes may start at once) under `.wrangler/`, and the variable set for this process
 * and the ones it starts. An explicit CLOUDFLARE_CF_FETCH_PATH or CLOUDFLARE_CF_FETCH_ENABLED
 * wins. Returns the file in use.
 */
export function useLocalCf(file = resolve('.wrangler', 'local-cf.json')): string | undefined {
  if (process.env.CLOUDFLARE_CF_FETCH_PATH || process.env.CLOUDFLARE_CF_FETCH_ENABLED) return process.env.CLOUDFLARE_CF_FETCH_PATH;
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, JSON.stringify(LOCAL_CF));
  renameSync(temporary, file);
  process.env.CLOUDFLARE_CF_FETCH_PATH = file;
  return file;
}
