/**
 * Fetching a channel's feed without letting a host point the worker at anything private:
 * https on a public host only (plain http and loopback/private literals only in local mode,
 * ICAL_ALLOW_LOCAL="true"), redirects followed by hand with every hop re-checked, a timeout
 * covering the whole download and a size limit enforced while streaming.
 *
 * Names are checked, and resolved where the runtime can (the Node entry: setHostResolver);
 * workerd has no DNS API, and a public name that resolves to a private address cannot reach a
 * private network from Cloudflare's edge anyway.
 */

export const FEED_TIMEOUT_MS = 15_000;
/** Real feeds are far smaller; generous enough for a 5 MB multi-year feed. */
export const FEED_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_REDIRECTS = 3;

export type FeedErrorCode =
  | 'invalid_url'
  | 'insecure_url'
  | 'blocked_address'
  | 'too_many_redirects'
  | 'timeout'
  | 'network'
  | 'http_status'
  | 'too_large'
  | 'not_calendar'
  | 'truncated';

export class FeedError extends Error {
  constructor(
    readonly code: FeedErrorCode,
    readonly status?: number,
  ) {
    super(status ? `${code} ${status}` : code);
  }
}

function ipv4Parts(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
}

/** Whether an IPv4 address is outside the public internet. */
export function isPrivateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 || // "this" network
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) || // CGNAT
    (a === 169 && b === 254) || // link-local (cloud metadata)
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments, 192.0.2.0/24 documentation
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a! >= 224 // multicast, reserved, broadcast
  );
}

function isLoopbackIpv4(parts: number[]): boolean {
  return parts[0] === 127;
}

/** An IPv6 literal (as URL normalised it, or with a dotted IPv4 tail) as eight 16-bit groups; null if not one. */
export function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const v4 = ipv4Parts(dotted[2]!);
    if (!v4) return null;
    text = `${dotted[1]}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return null;
  const groups = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

const v4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255];

/** Whether an IPv6 literal (without brackets) is non-public, including the forms that embed a private IPv4 address. */
export function isPrivateIpv6(address: string): boolean {
  const g = ipv6Groups(address);
  if (!g) return true; // not an address we can read: refused
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  // ::/96 (unspecified, loopback, IPv4-compatible) and ::ffff:0:0/96 (IPv4-mapped): ::ffff:127.0.0.1 …
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0 || g5 === 0xffff)) return true;
  // NAT64 well-known prefix 64:ff9b::/96: the embedded IPv4 address decides.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return isPrivateIpv4(v4Of(g6, g7));
  // NAT64 local-use 64:ff9b:1::/48 (RFC 8215): translated inside someone's own network.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return true;
  // 6to4 2002::/16: the IPv4 address in groups 1–2.
  if (g0 === 0x2002) return isPrivateIpv4(v4Of(g1, g2));
  // Teredo 2001:0::/32: server IPv4 in groups 2–3, client IPv4 (inverted) in groups 6–7.
  if (g0 === 0x2001 && g1 === 0) return isPrivateIpv4(v4Of(g2, g3)) || isPrivateIpv4(v4Of(g6 ^ 0xffff, g7 ^ 0xffff));
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // documentation
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return true; // discard-only 100::/64
  return (
    (g0 & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (g0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g0 & 0xffc0) === 0xfec0 || // site-local (deprecated)
    (g0 & 0xff00) === 0xff00 // multicast
  );
}

/** Whether an address (IPv4 dotted or IPv6) may be fetched: public, or loopback when local mode allows it. */
export function isAllowedAddress(address: string, allowLocal: boolean): boolean {
  const v4 = ipv4Parts(address);
  if (v4) return !isPrivateIpv4(v4) || (allowLocal && isLoopbackIpv4(v4));
  const bare = address.replace(/^\[|\]$/g, '');
  if (allowLocal && (bare === '::1' || /^::ffff:(?:7f[0-9a-f]{2}:[0-9a-f]{1,4}|127\.\d+\.\d+\.\d+)$/i.test(bare))) return true;
  return !isPrivateIpv6(bare);
}

const isLoopbackHost = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || (ipv4Parts(host)?.[0] ?? -1) === 127;

/**
 * Checks a feed URL (and every redirect hop). Returns the parsed URL or throws FeedError.
 * @param allowLocal local mode: plain http and loopback addresses, to loopback only (tests, `npm run dev`)
 */
export function checkFeedUrl(raw: string, allowLocal: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedError('invalid_url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new FeedError('invalid_url');
  if (url.username || url.password) throw new FeedError('invalid_url');
  if (url.protocol === 'http:' && !allowLocal) throw new FeedError('insecure_url');
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) {
    if (!isAllowedAddress(host.slice(1, -1), allowLocal)) throw new FeedError('blocked_address');
  } else if (ipv4Parts(host)) {
    if (!isAllowedAddress(host, allowLocal)) throw new FeedError('blocked_address');
  } else {
    const internalName = host === 'localhost' || /\.(localhost|local|internal|home\.arpa|lan)$/.test(host) || !host.includes('.');
    if (internalName && !(allowLocal && (host === 'localhost' || host.endsWith('.localhost')))) throw new FeedError('blocked_address');
  }
  // Plain http only in local mode and only to this machine (the README's promise).
  if (url.protocol === 'http:' && !(allowLocal && isLoopbackHost(host))) throw new FeedError('insecure_url');
  return url;
}

/**
 * Resolves a host name to its addresses, where the runtime can (the Node entry sets one:
 * worker/node.ts). workerd has no DNS API; Cloudflare's edge cannot reach private networks.
 */
export type HostResolver = (hostname: string) => Promise<string[]>;
let hostResolver: HostResolver | null = null;
export function setHostResolver(resolver: HostResolver | null): void {
  hostResolver = resolver;
}

/** With a resolver: every address a name resolves to must be allowed, or the fetch is refused. */
async function checkResolved(url: URL, allowLocal: boolean, resolver: HostResolver | null): Promise<void> {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!resolver || host.startsWith('[') || ipv4Parts(host)) return;
  let addresses: string[];
  try {
    addresses = await resolver(host);
  } catch {
    throw new FeedError('network');
  }
  if (addresses.length === 0 || addresses.some((address) => !isAllowedAddress(address, allowLocal))) throw new FeedError('blocked_address');
}

export interface FetchedFeed {
  text: string;
  bytes: number;
  finalUrl: string;
}

/**
 * Downloads a feed: manual redirects (each hop checked), AbortSignal.timeout over the whole
 * exchange, and a streamed body cut off past `maxBytes`.
 */
export async function fetchFeed(
  rawUrl: string,
  options: { allowLocal: boolean; timeoutMs?: number; maxBytes?: number; fetcher?: typeof fetch; resolver?: HostResolver | null } = { allowLocal: false },
): Promise<FetchedFeed> {
  const fetcher = options.fetcher ?? fetch;
  const resolver = options.resolver === undefined ? hostResolver : options.resolver;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  let url = checkFeedUrl(rawUrl, options.allowLocal);
  try {
    for (let hop = 0; ; hop++) {
      await checkResolved(url, options.allowLocal, resolver);
      const response = await fetcher(url.toString(), {
        redirect: 'manual',
        signal,
        headers: { accept: 'text/calendar, text/plain;q=0.8, */*;q=0.1', 'user-agent': 'Estadia-Channel-Sync/1.0 (+https://www.estadia.com.br)' },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS) throw new FeedError('too_many_redirects');
        const next = checkFeedUrl(new URL(response.headers.get('location')!, url).toString(), options.allowLocal);
        // Never from https down to plain http, whatever the mode.
        if (url.protocol === 'https:' && next.protocol !== 'https:') throw new FeedError('insecure_url');
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FeedError('http_status', response.status);
      }
      const declared = Number(response.headers.get('content-length') ?? '0');
      if (declared > maxBytes) {
        await response.body?.cancel();
        throw new FeedError('too_large');
      }
      return { ...(await readLimited(response, maxBytes)), finalUrl: url.toString() };
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))) throw new FeedError('timeout');
    throw new FeedError('network');
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<{ text: string; bytes: number }> {
  if (!response.body) return { text: '', bytes: 0 };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      throw new FeedError('too_large');
    }
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  return { text, bytes };
}
