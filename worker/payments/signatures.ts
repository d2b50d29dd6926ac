/**
 * The providers' notification signatures, with WebCrypto (no SDK):
 * - Mercado Pago: `x-signature: ts=<seconds>,v1=<hex>` = HMAC-SHA256(webhook secret) of the
 *   manifest `id:{data.id};request-id:{x-request-id};ts:{ts};`, `data.id` from the query string
 *   (lower-cased when alphanumeric, as the docs say), `x-request-id` from the header.
 * - Stripe: `Stripe-Signature: t=<seconds>,v1=<hex>[,v1=…]` = HMAC-SHA256(endpoint secret) of
 *   `{t}.{raw body}`, refused when `t` is more than 300 s away from now.
 * Both compare in constant time. A stale Mercado Pago `ts` is refused with the same tolerance.
 */

/** Stripe's documented default tolerance; used for Mercado Pago's `ts` too. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Same length and same characters, without stopping at the first difference. */
function equalInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** `k=v,k=v` → every value per key (Stripe may send several v1 during a secret's rotation). */
function headerParts(header: string): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at <= 0) continue;
    const key = piece.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), piece.slice(at + 1).trim()]);
  }
  return parts;
}

export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

export function mercadoPagoManifest(dataId: string, requestId: string, ts: string): string {
  // The docs: an alphanumeric data.id goes into the manifest in lower case.
  const id = /^[A-Za-z0-9]+$/.test(dataId) ? dataId.toLowerCase() : dataId;
  return `id:${id};request-id:${requestId};ts:${ts};`;
}

export async function verifyMercadoPago(input: { signature: string | null; requestId: string | null; dataId: string | null; secret: string; nowMs: number }): Promise<SignatureProblem | null> {
  if (!input.signature || !input.requestId || !input.dataId) return 'missing';
  const parts = headerParts(input.signature);
  const ts = parts.get('ts')?.[0];
  const v1 = parts.get('v1')?.[0];
  if (!ts || !v1 || !/^\d{1,13}$/.test(ts)) return 'malformed';
  // `ts` is in seconds (the docs' examples and SDKs); a value in milliseconds is read as such.
  const seconds = ts.length > 11 ? Math.floor(Number(ts) / 1000) : Number(ts);
  if (Math.abs(input.nowMs / 1000 - seconds) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = await hmacSha256Hex(input.secret, mercadoPagoManifest(input.dataId, input.requestId, ts));
  return equalInConstantTime(expected, v1.toLowerCase()) ? null : 'mismatch';
}

export async function signMercadoPago(secret: string, dataId: string, requestId: string, tsSeconds: number): Promise<string> {
  return `ts=${tsSeconds},v1=${await hmacSha256Hex(secret, mercadoPagoManifest(dataId, requestId, String(tsSeconds)))}`;
}

export async function verifyStripe(input: { header: string | null; body: string; secret: string; nowMs: number }): Promise<SignatureProblem | null> {
  if (!input.header) return 'missing';
  const parts = headerParts(input.header);
  const t = parts.get('t')?.[0];
  const signatures = parts.get('v1') ?? [];
  if (!t || !/^\d{1,11}$/.test(t) || signatures.length === 0) return 'malformed';
  if (Math.abs(input.nowMs / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = await hmacSha256Hex(input.secret, `${t}.${input.body}`);
  return signatures.some((candidate) => equalInConstantTime(expected, candidate.toLowerCase())) ? null : 'mismatch';
}

export async function signStripe(secret: string, body: string, tSeconds: number): Promise<string> {
  return `t=${tSeconds},v1=${await hmacSha256Hex(secret, `${tSeconds}.${body}`)}`;
}
