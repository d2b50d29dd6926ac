import type { Context } from 'hono';
import type { AppEnv } from '../context';

/** FNV-1a, 32 bits, hex: a short stable key for a header value (not a secret). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The key a client's requests are counted under by the rate limits. Cloudflare's edge always
 * sets `cf-connecting-ip` (and the Node entry sets it from the socket, worker/node.ts). Without
 * it (a local proxy, a misconfigured one) every client must not share one bucket, where one
 * client could lock out all: a proxy's forwarded address, else the client's own headers
 * (user agent and languages), so one noisy client fills only its own bucket.
 */
export function clientKeyOf(c: Context<AppEnv>): string {
  const ip = c.req.header('cf-connecting-ip')?.trim();
  if (ip) return ip.slice(0, 64);
  const forwarded = (c.req.header('x-real-ip') ?? c.req.header('x-forwarded-for')?.split(',')[0] ?? '').trim();
  if (forwarded) return `fwd:${forwarded.slice(0, 64)}`;
  return `anon:${fnv1a(`${c.req.header('user-agent') ?? ''}\u0000${c.req.header('accept-language') ?? ''}`)}`;
}
