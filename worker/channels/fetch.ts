/**
 * Fetching a channel's feed without letting a host point the worker at anything private:
 * https on a public host only (plain http and loopback/private literals only in local mode,
 * ICAL_ALLOW_LOCAL="true"), redirects followed by hand with every hop re-checked, a timeout
 * covering the whole download and a size limit enforced while streaming.
 *
 * Names are checked, not resolved (workerd has no DNS API): a public name that resolves to a
 * private address cannot reach a private network from Cloudflare's edge anyway.
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

/** Whether an IPv6 literal (without brackets, as URL normalised it) is non-public. */
export function isPrivateIpv6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::' || lower === '::1') return true;
  // IPv4-mapped or -translated forms: URL normalises ::ffff:127.0.0.1 to ::ffff:7f00:1.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower) ?? /^64:ff9b::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (mapped) {
    const high = parseInt(mapped[1]!, 16);
    const low = parseInt(mapped[2]!, 16);
    return isPrivateIpv4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  const first = parseInt(lower.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xffc0) === 0xfec0 || // site-local (deprecated)
    (first & 0xff00) === 0xff00 || // multicast
    lower.startsWith('::') // other IPv4-compatible / unspecified forms
  );
}

/**
 * Checks a feed URL (and every redirect hop). Returns the parsed URL or throws FeedError.
 * @param allowLocal local mode: http and loopback addresses are accepted (tests, `npm run dev`)
 */
export function checkFeedUrl(raw: string, allowLocal: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedError('invalid_url');
  }
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:')) {
    throw new FeedError(url.protocol === 'http:' ? 'insecure_url' : 'invalid_url');
  }
  if (url.username || url.password) throw new FeedError('invalid_url');
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) {
    const address = host.slice(1, -1);
    if (isPrivateIpv6(address) && !(allowLocal && address === '::1')) throw new FeedError('blocked_address');
    return url;
  }
  const v4 = ipv4Parts(host);
  if (v4) {
    if (isPrivateIpv4(v4) && !(allowLocal && isLoopbackIpv4(v4))) throw new FeedError('blocked_address');
    return url;
  }
  const internalName = host === 'localhost' || /\.(localhost|local|internal|home\.arpa|lan)$/.test(host) || !host.includes('.');
  if (internalName && !(allowLocal && (host === 'localhost' || host.endsWith('.localhost')))) throw new FeedError('blocked_address');
  return url;
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
  options: { allowLocal: boolean; timeoutMs?: number; maxBytes?: number; fetcher?: typeof fetch } = { allowLocal: false },
): Promise<FetchedFeed> {
  const fetcher = options.fetcher ?? fetch;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  let url = checkFeedUrl(rawUrl, options.allowLocal);
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetcher(url.toString(), {
        redirect: 'manual',
        signal,
        headers: { accept: 'text/calendar, text/plain;q=0.8, */*;q=0.1', 'user-agent': 'Estadia-Channel-Sync/1.0 (+https://www.estadia.com.br)' },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS) throw new FeedError('too_many_redirects');
        url = checkFeedUrl(new URL(response.headers.get('location')!, url).toString(), options.allowLocal);
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
